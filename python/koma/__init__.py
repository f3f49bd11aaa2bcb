"""koma's board-game variants from Python: pyffish's functions and a `Board` class.

Built-in variants (``koma.variants()``) and any rules file (``koma.load_rules(text)``) run on
koma's reference engine. Moves are in Fairy-Stockfish's UCI coordinates (``e2e4``, ``h3e3``,
``P@e5``, ``c1c2+``), as pyffish writes them; every error is a ``ValueError`` with koma's
message.

>>> import koma
>>> fen = koma.start_fen("xiangqi")
>>> "h3e3" in koma.legal_moves("xiangqi", fen, [])
True
>>> board = koma.Board("minishogi")
>>> board.perft(2)
181
>>> board.push("a2a3")
>>> board.outcome() is None
True
"""

from ._koma import (
    FEN_OK,
    VALUE_DRAW,
    VALUE_MATE,
    Board,
    game_result,
    get_fen,
    get_san,
    get_san_moves,
    gives_check,
    has_insufficient_material,
    is_capture,
    is_immediate_game_end,
    is_optional_game_end,
    legal_moves,
    load_rules,
    start_fen,
    validate_fen,
    variants,
)

__all__ = [
    "FEN_OK",
    "VALUE_DRAW",
    "VALUE_MATE",
    "Board",
    "game_result",
    "get_fen",
    "get_san",
    "get_san_moves",
    "gives_check",
    "has_insufficient_material",
    "is_capture",
    "is_immediate_game_end",
    "is_optional_game_end",
    "legal_moves",
    "load_rules",
    "start_fen",
    "validate_fen",
    "variants",
]
