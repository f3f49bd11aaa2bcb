//! The `koma` command's library: loading rules files, game records and replay, playing sessions and self-play. The binary
//! (`src/main.rs`) is argument parsing over these.
#![warn(missing_docs)]

pub mod builtin;
pub mod compiled;
pub mod encoding;
pub mod load;
pub mod parallel;
pub mod picture;
pub mod play;
pub mod progress;
pub mod records;
pub mod replay;
pub mod selfplay;
pub mod serve;
pub mod values;
