"""The differences between koma and pyffish that are conventions, each a predicate the
differential test asks and `test_conventions.py` tests on a position where it shows."""

import koma
import pyffish as sf


def is_pawn_drop_mate(variant, moves, mv):
    """pyffish lists a pawn drop that mates among the legal moves (its perft counts it too,
    README "Comparing `--divide`"); shogi forbids it and koma does not list it."""
    fen = sf.start_fen(variant)
    after = moves + [mv]
    return (
        mv.startswith("P@")
        and sf.gives_check(variant, fen, after)
        and not sf.legal_moves(variant, fen, after)
    )


def passes_end_drawn(variant, moves, fsf_end):
    """Janggi: two passes in a row end the game. koma draws it (`Reason::Passes`, the rules
    file's `pass` rule); Fairy-Stockfish counts the material points (`materialCounting`)."""
    board = koma.Board(variant)
    for m in moves:
        board.push(m)
    outcome = board.outcome()
    return outcome is not None and outcome[0] == "1/2-1/2" and "pass" in outcome[1] and fsf_end[0]
