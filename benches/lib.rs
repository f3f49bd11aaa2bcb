//! koma's benchmarks (`cargo bench -p koma-benches`): `perft.rs`, perft of every built-in on
//! both backends (and shogi on `haitaka` and `shunsai`); `chess.rs`, the 8x8 built-ins next to
//! `cozy-chess` and `shakmaty`. This crate only holds them, so that testing koma's crates does
//! not build the crates they are compared with.
