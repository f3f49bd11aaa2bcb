//! The `position` command of UCI, USI and UCCI: `position startpos|fen F…|sfen F… [moves …]`.

use crate::fairy::position_from_xboard;
use crate::notation::Notation;
use crate::session::Session;

/// Sets `session` to the position of a `position` command (`args`: the words after
/// `position`) and plays its moves, written in `notation`. A shogi-family position is SFEN,
/// or the FEN with bracketed hands that XBoard and Fairy-Stockfish's UCI mode write.
///
/// # Errors
/// A message for a malformed command, a bad FEN/SFEN (the session is then unchanged) or a
/// move that cannot be played (the session then holds the moves before it).
pub fn set_position(
    session: &mut dyn Session,
    args: &[&str],
    notation: Notation,
) -> Result<(), String> {
    let moves_at = args.iter().position(|&w| w == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (&args[..i], &args[i + 1..]),
        None => (args, &[][..]),
    };
    match setup {
        ["startpos"] => session.set_position(None)?,
        [kind, text @ ..] if matches!(*kind, "fen" | "sfen") && !text.is_empty() => {
            // a shogi-family position may come as Fairy-Stockfish's FEN (`board[hand] w …`)
            let text = position_from_xboard(session.variant(), &text.join(" "));
            session.set_position(Some(&text))?
        }
        _ => {
            return Err(
                "expected `position startpos`, `position fen FEN` or `position sfen SFEN`, then `moves ...`"
                    .into(),
            );
        }
    }
    for mv in moves {
        session.play(mv, notation).map_err(|e| e.to_string())?;
    }
    Ok(())
}
