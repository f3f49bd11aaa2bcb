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
//! use koma_search::{Limits, Searcher, Values};
//! use koma_variants::minishogi;
//! use std::sync::atomic::AtomicBool;
//! // a compiled generator's game and piece values (any `Game` will do: the reference engine's)
//! let mut game = minishogi::game();
//! let values = Values {
//!     board: minishogi::VALUES.to_vec(),
//!     hand: minishogi::HAND_VALUES.to_vec(),
//!     ..Values::default()
//! };
//! let mut searcher = Searcher::new(values);
//! let limits = Limits { depth: Some(3), ..Limits::default() };
//! let report = searcher.search(&mut game, &limits, &AtomicBool::new(false), &mut |info| {
//!     println!("depth {} score {} nodes {}", info.depth, info.score, info.nodes);
//! });
//! let best = report.best.expect("a legal move");
//! let mut moves = Vec::new();
//! game.legal_moves(&mut moves);
//! assert!(moves.contains(&best));
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
