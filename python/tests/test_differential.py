"""koma against pyffish (Fairy-Stockfish) on random games of every built-in both define.

Random games from the start position, moves drawn with a fixed seed per variant; at every
position: the legal moves, the position text, check, SAN of the move played, and the result
once the game is over. Every difference found is a convention, listed in `CONVENTIONS` and
tested as such (`conventions.py`, `test_conventions.py`); anything else fails.
"""

import random

import pytest

import koma

import conventions

sf = pytest.importorskip("pyffish")

# games and plies per variant: a CI-sized sample (KOMA_DIFF_GAMES overrides the games)
import os

GAMES = int(os.environ.get("KOMA_DIFF_GAMES", "2"))
PLIES = 80

# the shogi family: koma writes SFEN, pyffish its own FEN (`get_fen(..., sfen=True)` is SFEN)
SFEN = {"shogi", "minishogi", "kyotoshogi", "dobutsu", "euroshogi", "judkins", "torishogi",
        "gorogoroplus", "yarishogi", "okisakishogi", "shoshogi"}

COMMON = sorted(set(koma.variants()) & set(sf.variants()))


def fsf_fen(variant, moves):
    return sf.get_fen(variant, sf.start_fen(variant), moves, False, variant in SFEN)


def comparable_fen(text, variant):
    """The board, side to move and hands, the hand's letters sorted (SFEN's order of hand
    pieces differs: a convention); the move counters are left out (each's own)."""
    fields = text.split()
    if variant in SFEN:
        return (fields[0], fields[1], sorted(fields[2]) if len(fields) > 2 else [])
    return (fields[0], fields[1])


def test_the_common_variants_are_many():
    assert len(COMMON) >= 15, COMMON


@pytest.mark.parametrize("variant", COMMON)
def test_random_games_agree(variant):
    rng = random.Random(f"koma-{variant}")
    for _ in range(GAMES):
        moves = []
        for _ in range(PLIES):
            ended, value = koma.is_immediate_game_end(variant, "", moves)
            if ended:
                # a royal piece captured (dobutsu), a repetition: koma ends the game at once
                fsf = sf.is_immediate_game_end(variant, sf.start_fen(variant), moves)
                if not conventions.passes_end_drawn(variant, moves, fsf):
                    assert fsf == (True, value), (variant, moves)
                break
            assert comparable_fen(koma.get_fen(variant, "", moves), variant) == comparable_fen(
                fsf_fen(variant, moves), variant
            ), (variant, moves)
            ours = sorted(koma.legal_moves(variant, "", moves))
            theirs = sorted(sf.legal_moves(variant, sf.start_fen(variant), moves))
            extra = [m for m in theirs if m not in ours]
            assert all(conventions.is_pawn_drop_mate(variant, moves, m) for m in extra), (variant, moves, extra)
            assert [m for m in theirs if m not in extra] == ours, (variant, moves)
            assert koma.gives_check(variant, "", moves) == sf.gives_check(
                variant, sf.start_fen(variant), moves
            ), (variant, moves)
            if not ours:
                assert koma.game_result(variant, "", moves) == sf.game_result(
                    variant, sf.start_fen(variant), moves
                ), (variant, moves)
                break
            mv = rng.choice(ours)
            assert koma.is_capture(variant, "", moves, mv) == sf.is_capture(
                variant, sf.start_fen(variant), moves, mv
            ), (variant, moves, mv)
            if variant not in SFEN:
                # the shogi family's SAN in pyffish is a shogi notation (`P-76`): a convention
                # (test_conventions.py)
                ours_san = koma.get_san_moves(variant, "", moves + [mv])[-1]
                theirs_san = sf.get_san(variant, fsf_fen(variant, moves), mv)
                assert ours_san == theirs_san, (variant, moves, mv)
            moves.append(mv)
