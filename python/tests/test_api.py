"""The module's own behaviour: published perft counts, a game to its outcome, `load_rules`,
and bad input raising `ValueError` with koma's message (never a crash)."""

import pytest

import koma

# published perft counts (chessprogramming.org, the xiangqi and shogi perft tables)
PERFT = [("chess", 3, 8902), ("xiangqi", 2, 1920), ("shogi", 2, 900), ("minishogi", 2, 181)]


@pytest.mark.parametrize("variant,depth,count", PERFT)
def test_perft_matches_published_counts(variant, depth, count):
    assert koma.Board(variant).perft(depth) == count


def test_fools_mate_ends_the_game():
    board = koma.Board("chess")
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"]:
        board.push(mv)
    assert board.outcome() == ("0-1", "checkmate")
    assert board.is_check() and board.legal_moves() == []
    moves = ["f2f3", "e7e5", "g2g4", "d8h4"]
    assert koma.game_result("chess", "", moves) == -koma.VALUE_MATE
    assert koma.get_san_moves("chess", "", moves) == ["f3", "e5", "g4", "Qh4#"]
    assert board.pop() == "d8h4" and board.outcome() is None
    board.push_san("Qh4")
    assert board.moves() == moves


def test_board_push_pop_and_text():
    board = koma.Board("xiangqi")
    assert board.turn() == "first"
    board.push("h3e3")
    assert board.fen() == koma.get_fen("xiangqi", "", ["h3e3"])
    assert board.san("h10g8") == "Hg8"
    assert repr(board).startswith('Board("xiangqi", ')
    assert board.pop() == "h3e3"


def test_load_rules_adds_a_variant():
    text = open(__file__.replace("python/tests/test_api.py", "examples/custom-variant/gorogoro.koma")).read()
    name = koma.load_rules(text)
    assert name in koma.variants()
    assert koma.Board(name).legal_moves()
    assert koma.validate_fen(koma.start_fen(name), name) == koma.FEN_OK


@pytest.mark.parametrize(
    "call,message",
    [
        (lambda: koma.legal_moves("nope", "", []), "unknown variant `nope`"),
        (lambda: koma.start_fen("nope"), "unknown variant `nope`"),
        (lambda: koma.Board("chess", "not a fen"), ""),
        (lambda: koma.legal_moves("chess", "", ["e2e5"]), "illegal move"),
        (lambda: koma.legal_moves("chess", "", ["zz"]), "malformed move"),
        (lambda: koma.Board("chess").push("e2e5"), "illegal move"),
        (lambda: koma.Board("chess").pop(), "no move to take back"),
        (lambda: koma.Board("chess").push_san("Qz9"), ""),
        (lambda: koma.game_result("chess", "", []), "the game is not over"),
        (lambda: koma.load_rules("variant x\nboard 20x9\n"), "board is too big"),
    ],
)
def test_bad_input_raises_value_error_with_koma_s_message(call, message):
    with pytest.raises(ValueError) as e:
        call()
    assert message in str(e.value)
    assert str(e.value)


def test_validate_fen():
    assert koma.validate_fen(koma.start_fen("shogi"), "shogi") == koma.FEN_OK
    assert koma.validate_fen("not a fen", "shogi") == -1
