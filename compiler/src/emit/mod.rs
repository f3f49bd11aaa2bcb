//! Passes 2 to 8: the emitters, each turning the facts of the [`crate::model::Model`] into the
//! tokens of one part of the generated module, in the order they appear in it.

pub mod attack;
pub mod bits;
pub mod blobs;
pub mod castling;
pub mod check;
pub mod counter_strike;
pub mod counters;
pub mod dead;
pub mod double;
pub mod end_rules;
pub mod exports;
pub mod faces;
pub mod features;
pub mod game;
pub mod hands;
pub mod mailbox;
pub mod move_text;
pub mod movegen;
pub mod parts;
pub mod pass;
pub mod pawns;
pub mod pieces;
pub mod position;
pub mod present;
pub mod royals;
pub mod royalty;
pub mod sliders;
pub mod tables;
pub mod words;
