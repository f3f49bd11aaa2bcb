"""Type stubs of the `koma` module (pyffish's functions where they apply, `load_rules`, `Board`)."""

FEN_OK: int
VALUE_DRAW: int
VALUE_MATE: int

def variants() -> list[str]:
    """The built-in variants and those loaded by `load_rules`, sorted."""

def load_rules(text: str) -> str:
    """Checks a rules file and makes its variant known; returns its name. ValueError: the errors."""

def start_fen(variant: str) -> str:
    """The start position: SFEN for the shogi family, FEN otherwise."""

def legal_moves(variant: str, fen: str, moves: list[str], chess960: bool = False) -> list[str]:
    """The legal moves after `moves` from `fen` (`""`: the start), in UCI coordinates."""

def get_fen(
    variant: str,
    fen: str,
    moves: list[str],
    chess960: bool = False,
    sfen: bool = False,
    show_promoted: bool = False,
    count_started: int = 0,
) -> str:
    """The position text after `moves`."""

def get_san(variant: str, fen: str, mv: str, chess960: bool = False, notation: int = 0) -> str:
    """`mv` in SAN."""

def get_san_moves(
    variant: str, fen: str, moves: list[str], chess960: bool = False, notation: int = 0
) -> list[str]:
    """`moves`, played in turn from `fen`, in SAN."""

def gives_check(variant: str, fen: str, moves: list[str], chess960: bool = False) -> bool:
    """Whether the side to move is in check after `moves`."""

def is_capture(variant: str, fen: str, moves: list[str], mv: str, chess960: bool = False) -> bool:
    """Whether `mv`, after `moves`, captures."""

def game_result(variant: str, fen: str, moves: list[str], chess960: bool = False) -> int:
    """The ended game's value for the side to move (±VALUE_MATE, 0). ValueError if not over."""

def is_immediate_game_end(
    variant: str, fen: str, moves: list[str], chess960: bool = False
) -> tuple[bool, int]:
    """Whether a rule other than having no legal move ended the game, and its value."""

def is_optional_game_end(
    variant: str, fen: str, moves: list[str], chess960: bool = False, count_started: int = 0
) -> tuple[bool, int]:
    """Always (False, 0): koma's rules end the game when they apply, with no claim."""

def has_insufficient_material(
    variant: str, fen: str, moves: list[str], chess960: bool = False
) -> tuple[bool, bool]:
    """Whether each side lacks mating material (judged for both sides together)."""

def validate_fen(fen: str, variant: str, chess960: bool = False) -> int:
    """FEN_OK (1) for a valid position, else -1."""

class Board:
    """A game of one variant: push/pop, legal moves, outcome, FEN, SAN, perft."""

    def __init__(self, variant: str, fen: str | None = None) -> None: ...
    @property
    def variant(self) -> str: ...
    def fen(self) -> str: ...
    def legal_moves(self) -> list[str]: ...
    def push(self, mv: str) -> None: ...
    def push_san(self, mv: str) -> None: ...
    def pop(self) -> str: ...
    def moves(self) -> list[str]: ...
    def san(self, mv: str) -> str: ...
    def is_check(self) -> bool: ...
    def turn(self) -> str:
        """"first" or "second"."""
    def outcome(self) -> tuple[str, str] | None:
        """None while the game goes on, else (result, reason): ("1-0", "checkmate")."""
    def perft(self, depth: int) -> int: ...
