//! [`Host`]: what every protocol handler works on — the output, the variants, the current
//! [`Session`] and the search running in its worker thread.

use crate::catalog::Catalog;
use crate::info::InfoStyle;
use crate::notation::Notation;
use crate::output::Output;
use crate::session::{Found, Session};
use koma_search::Limits;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;

/// The largest transposition table the protocols' hash options may ask for, in MB (the `max`
/// of USI's `USI_Hash` and UCI's `Hash`).
pub const MAX_HASH_MEGABYTES: usize = 1024;

/// Runs in the search thread once the search is over, with the session (the game still at
/// the searched position), what was found, whether the search was cancelled (its move must
/// not be played or announced) and the output.
pub type Finish = Box<dyn FnOnce(&mut dyn Session, &Found, bool, &Output) + Send>;

/// A search in its worker thread.
struct Running {
    stop: Arc<AtomicBool>,
    cancel: Arc<AtomicBool>,
    infinite: bool,
    handle: JoinHandle<()>,
}

/// The engine's state between commands.
pub struct Host {
    /// Where lines go.
    pub out: Output,
    /// The variants offered.
    pub catalog: Catalog,
    session: Arc<Mutex<Box<dyn Session>>>,
    running: Option<Running>,
    /// The transposition table's size the GUI asked for, kept for the sessions of variants it
    /// switches to; `None`: the searcher's default.
    hash_megabytes: Option<usize>,
}

impl Host {
    /// A host playing `session`.
    pub fn new(out: Output, catalog: Catalog, session: Box<dyn Session>) -> Host {
        Host {
            out,
            catalog,
            session: Arc::new(Mutex::new(session)),
            running: None,
            hash_megabytes: None,
        }
    }

    /// The session, once any running search has been stopped (its result announced).
    pub fn session(&mut self) -> MutexGuard<'_, Box<dyn Session>> {
        self.stop();
        lock(&self.session)
    }

    /// Replaces the session by one of the variant `name` (stopping any search).
    ///
    /// # Errors
    /// See [`Catalog::open`]; the session is then unchanged.
    pub fn switch(&mut self, name: &str) -> Result<(), String> {
        let mut fresh = self.catalog.open(name)?;
        if let Some(mb) = self.hash_megabytes {
            fresh.set_hash_megabytes(mb);
        }
        *self.session() = fresh;
        Ok(())
    }

    /// Sizes the transposition table to about `megabytes` MB (clamped to
    /// [`MAX_HASH_MEGABYTES`]), now and for the variants switched to later (stopping any
    /// search); returns the megabytes and entries the table has now.
    pub fn set_hash_megabytes(&mut self, megabytes: usize) -> (usize, usize) {
        let mb = megabytes.min(MAX_HASH_MEGABYTES);
        self.hash_megabytes = Some(mb);
        let mut s = self.session();
        s.set_hash_megabytes(mb);
        s.hash_size()
    }

    /// Whether a search is running.
    pub fn searching(&self) -> bool {
        self.running
            .as_ref()
            .is_some_and(|r| !r.handle.is_finished())
    }

    /// Starts searching the current position in a worker thread; `finish` runs there when the
    /// search ends. A search already running is stopped first.
    pub fn go(&mut self, limits: Limits, notation: Notation, style: InfoStyle, finish: Finish) {
        self.stop();
        let stop = Arc::new(AtomicBool::new(false));
        let cancel = Arc::new(AtomicBool::new(false));
        let session = Arc::clone(&self.session);
        let out = self.out.clone();
        let (stop2, cancel2) = (Arc::clone(&stop), Arc::clone(&cancel));
        let infinite = limits.infinite;
        let handle = std::thread::spawn(move || {
            let mut s = lock(&session);
            let found = s.search(&limits, &stop2, notation, &mut |info, pv| {
                if let Some(line) = style.line(info, pv) {
                    out.line(&line);
                }
            });
            finish(&mut **s, &found, cancel2.load(Ordering::SeqCst), &out);
        });
        self.running = Some(Running {
            stop,
            cancel,
            infinite,
            handle,
        });
    }

    /// Stops the running search, if any, and waits for it to announce its move.
    pub fn stop(&mut self) {
        if let Some(r) = self.running.take() {
            r.stop.store(true, Ordering::SeqCst);
            let _ = r.handle.join();
        }
    }

    /// Stops the running search, if any, without announcing or playing its move.
    pub fn cancel(&mut self) {
        if let Some(r) = &self.running {
            r.cancel.store(true, Ordering::SeqCst);
        }
        self.stop();
    }

    /// Waits for a search with limits to finish (at the end of the input, so `echo "go depth
    /// 3" | koma engine` prints its move; XBoard's `ping` on the engine's move); stops one that
    /// would run forever.
    pub fn wait(&mut self) {
        if let Some(r) = self.running.take() {
            if r.infinite {
                r.stop.store(true, Ordering::SeqCst);
            }
            let _ = r.handle.join();
        }
    }
}

/// Locks `m`, recovering the session if a search thread panicked while holding it.
fn lock<T: ?Sized>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
