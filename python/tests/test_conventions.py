"""Each difference between koma and pyffish that the differential test accepts, shown on a
position where it applies."""

import pytest

import koma

sf = pytest.importorskip("pyffish")

import conventions

# a pawn drop on 1b (`P@i8`) mates: shogi forbids it (README, "Comparing `--divide`")
MATE_DROP_SFEN = "7lk/9/8S/9/9/9/9/7L1/8K b P 1"
MATE_DROP_FSF = "7lk/9/8S/9/9/9/9/7L1/8K[P] w 0 1"


def test_pyffish_lists_a_pawn_drop_that_mates_and_koma_does_not():
    theirs = sf.legal_moves("shogi", MATE_DROP_FSF, [])
    ours = koma.legal_moves("shogi", MATE_DROP_SFEN, [])
    assert "P@i8" in theirs and "P@i8" not in ours
    assert sorted(m for m in theirs if m != "P@i8") == sorted(ours)
    assert len(ours) == 85
    # the predicate the differential test asks, from the start position's FEN in pyffish's form
    assert sf.gives_check("shogi", MATE_DROP_FSF, ["P@i8"])
    assert not sf.legal_moves("shogi", MATE_DROP_FSF, ["P@i8"])


def test_koma_reads_pyffish_s_shogi_fen_and_writes_sfen():
    assert koma.get_fen("shogi", MATE_DROP_FSF, []) == MATE_DROP_SFEN
    assert sf.get_fen("shogi", MATE_DROP_FSF, [], False, True) == MATE_DROP_SFEN


def test_janggi_passes_end_drawn_in_koma_counted_in_pyffish():
    passes = ["e2e2", "e9e9"]
    assert koma.is_immediate_game_end("janggi", "", passes) == (True, 0)
    fsf = sf.is_immediate_game_end("janggi", sf.start_fen("janggi"), passes)
    assert fsf[0] and fsf[1] != 0
    assert conventions.passes_end_drawn("janggi", passes, fsf)
    board = koma.Board("janggi")
    for m in passes:
        board.push(m)
    assert board.outcome() == ("1/2-1/2", "passes")


def test_sfen_hands_are_the_same_pieces_in_another_order():
    # after 7g7f 3c3d 8h2b+ 3a2b B*4e: each side holds a bishop
    moves = ["c3c4", "g7g6", "b2h8+", "g9h8", "B@f5"]
    ours = koma.get_fen("shogi", "", moves)
    theirs = sf.get_fen("shogi", sf.start_fen("shogi"), moves, False, True)
    assert ours.split()[0] == theirs.split()[0]
    assert sorted(ours.split()[2]) == sorted(theirs.split()[2])


def test_shogi_family_san_is_koma_s_algebraic_and_pyffish_s_shogi_notation():
    # pyffish writes the shogi family in a shogi notation (`P-76`), koma its SAN for every
    # variant, the piece letter always written in a variant with drops (`Pc4`)
    assert sf.get_san("shogi", sf.start_fen("shogi"), "c3c4") == "P-76"
    assert koma.get_san("shogi", "", "c3c4") == "Pc4"
