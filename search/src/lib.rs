//! A game-tree search over any [`koma_runtime::Game`]: the compiled move generators of
//! `koma-variants`, or the reference engine for any rules file.
//!
//! The search plays moves through the [`Game`](koma_runtime::Game) (with
//! [`Game::play_searching`](koma_runtime::Game::play_searching) and
//! [`Game::undo`](koma_runtime::Game::undo)), so the rules file's end rules — repetition,
//! perpetual check and chase, the no-capture limit, material — are part of the tree, and
//! pawn-drop mate is simply absent from the legal moves.
//!
//! Principal variation search with a transposition table, aspiration windows, check
//! extension, late move reductions, MVV-LVA/killer/history ordering and quiescence; time
//! from [`Limits`]. The crate's `README.md` describes each part and its measurements.
//!
//! ```
//! # fn demo<P: koma_runtime::GamePosition>(game: &mut koma_runtime::Game<P>, values: koma_search::Values) {
//! use koma_search::{Limits, Searcher};
//! use std::sync::atomic::AtomicBool;
//! let mut searcher = Searcher::new(values);
//! let limits = Limits { depth: Some(4), ..Limits::default() };
//! let report = searcher.search(game, &limits, &AtomicBool::new(false), &mut |info| {
//!     println!("depth {} score {} nodes {}", info.depth, info.score, info.nodes);
//! });
//! println!("best {:?}", report.best);
//! # }
//! ```

mod eval;
mod limits;
mod node;
mod order;
mod score;
mod search;
mod time;
mod tt;

pub use eval::Values;
pub use limits::{Clock, LAG, Limits};
pub use score::Score;
pub use search::{DEFAULT_HASH_MEGABYTES, Info, Report, Searcher};
pub use time::{SteppedClock, TimeSource, WallClock};
