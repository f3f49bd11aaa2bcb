//! [`Output`]: the engine's stdout, shared by the command loop and the search thread; every
//! line is flushed at once, and a closed stream is remembered instead of panicking.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// A line-oriented writer that several threads share. A write that fails (the GUI closed the
/// pipe) marks the output closed; later lines are dropped and [`Output::is_closed`] tells the
/// command loop to end.
#[derive(Clone)]
pub struct Output {
    inner: Arc<Mutex<Box<dyn Write + Send>>>,
    closed: Arc<AtomicBool>,
}

impl Output {
    /// Lines go to `writer`.
    pub fn new(writer: Box<dyn Write + Send>) -> Output {
        Output {
            inner: Arc::new(Mutex::new(writer)),
            closed: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Writes `text` and a newline, and flushes.
    pub fn line(&self, text: &str) {
        if self.is_closed() {
            return;
        }
        let mut w = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        if writeln!(w, "{text}").and_then(|()| w.flush()).is_err() {
            self.closed.store(true, Ordering::SeqCst);
        }
    }

    /// Whether a write has failed.
    pub fn is_closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }
}
