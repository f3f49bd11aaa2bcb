//! The integration tests of `koma-cli`, one test binary: each module was a test file of its own
//! and keeps its name in the test paths (`engine_uci::a_uci_session_in_xiangqi_then_minishogi`). `common` (running `koma`) and
//! `driver` (talking to `koma engine`) are the helpers they share.

mod common;
mod driver;

mod backends;
mod browser;
mod chase_clauses;
mod cli;
mod closed_pipes;
mod compiled_unit;
mod divide_fsf;
mod encoding_unit;
mod engine_pipes;
mod engine_selfplay;
mod engine_uci;
mod engine_usi;
mod engine_xboard;
mod engine_xboard_rights;
mod game_history;
mod kyoto_writings;
mod perft_threads;
mod pictures;
mod records_unit;
mod replay_chase;
mod replay_files;
mod replay_long;
mod replay_masters;
mod replay_outcomes;
mod replay_pgn;
mod replay_rights;
mod replay_san;
mod selfplay_unit;
mod serve;
mod shatranj_end;
mod values;
