//! The parts a feature hands the templates of `Position` (`emit::position`) and of
//! `GamePosition` (`emit::game`): each is the code the feature adds at one place of them (its
//! hook), empty where the feature adds nothing, so a variant without the feature gets no code
//! for it. The templates concatenate the features' parts hook by hook ([`crate::emit::features`]).

use proc_macro2::TokenStream;

/// One feature's code at each hook of the templates. Names in scope are given per hook.
#[derive(Clone, Debug, Default)]
pub(crate) struct Parts {
    /// Fields of `Position`, with their docs.
    pub fields: TokenStream,
    /// The fields' values in the start position (`START_POSITION`).
    pub start: TokenStream,
    /// The fields' values in `from_setup` before the setup is read (`setup` in scope).
    pub blank: TokenStream,
    /// Items outside `impl Position`: constants and free functions.
    pub items: TokenStream,
    /// `from_setup`: declarations before the board is read.
    pub read_decls: TokenStream,
    /// `from_setup`: for each piece of the board, before it is placed (`pos`, `sq`, `color`,
    /// `kind` in scope).
    pub read_piece: TokenStream,
    /// `from_setup`: after the board is read, before `Ok(pos)` (`pos`, `setup` in scope).
    pub read: TokenStream,
    /// `to_setup`: statements before the `Setup` is built (`hands` in scope).
    pub write_prep: TokenStream,
    /// `to_setup`: fields of the `Setup`.
    pub write: TokenStream,
    /// Methods of `impl Position`.
    pub methods: TokenStream,
    /// `apply`: its first statements (`mv`, `us` in scope).
    pub apply_start: TokenStream,
    /// `apply`: the first statements of a board move (`from`, `to`, `promote` in scope).
    pub board_move_start: TokenStream,
    /// `apply`: a board move, before the piece on `to` is taken (`moving`, `kind`, `color`,
    /// `placed` in scope).
    pub before_capture: TokenStream,
    /// `apply`: a capture, before the victim leaves the board (`captured`, `victim` in scope).
    pub capture: TokenStream,
    /// `apply`: a capture, after the victim left the board.
    pub captured: TokenStream,
    /// `apply`: a board move, after the capture and the halfmove clock, before the piece
    /// moves.
    pub after_capture: TokenStream,
    /// `apply`: a board move, after the piece moved (`captured` in scope).
    pub moved: TokenStream,
    /// `apply`: match arms for other moves than the board moves.
    pub arms: TokenStream,
    /// Items of the `koma_runtime::Position` implementation.
    pub trait_items: TokenStream,
    /// Free functions giving Zobrist keys.
    pub keys: TokenStream,
    /// `zobrist`: the feature's keys (`h` in scope).
    pub hash: TokenStream,
    /// `zobrist_delta`: its first statements (`d`, `mv` in scope).
    pub delta: TokenStream,
    /// `zobrist_delta`: the first statements of a board move (`from`, `to`, `moving` in scope).
    pub delta_board_start: TokenStream,
    /// `zobrist_delta`: a board move, after the mover's keys.
    pub delta_board: TokenStream,
    /// `zobrist_delta`: a capture (`captured` in scope).
    pub delta_capture: TokenStream,
    /// `zobrist_delta`: match arms for other moves than the board moves.
    pub delta_arms: TokenStream,
    /// Items of the `koma_runtime::GamePosition` implementation.
    pub game_items: TokenStream,
}

/// The code of `parts` at one hook (`hook` picks it), in the order given.
pub(crate) fn join<const N: usize>(
    parts: [&Parts; N],
    hook: impl Fn(&Parts) -> &TokenStream,
) -> TokenStream {
    parts.into_iter().map(hook).cloned().collect()
}
