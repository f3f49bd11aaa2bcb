"""Tests of the match scripts' Python parts: `python3 -m unittest discover -s scripts/tests`.

Standard library only. The XBoard lines and PGN texts are copied from real XBoard 4.9.1 runs
(debug logs and PGN files of fairy-stockfish, gnushogi and crazywa games; docs/matches.md).
"""

import importlib.util
import io
import math
import os
import sys
import tempfile
import unittest
import unittest.mock
from contextlib import redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.dirname(HERE)
sys.path.insert(0, SCRIPTS)


def load(name, file):
    """Imports a script whose file name is not a module name (`gnushogi-cecp.py`)."""
    spec = importlib.util.spec_from_file_location(name, os.path.join(SCRIPTS, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


elo = load("elo", "elo.py")
cecp = load("gnushogi_cecp", "gnushogi-cecp.py")
summary = load("match_summary", "match-summary.py")
moves = load("xboard_moves", "xboard-moves.py")


class Elo(unittest.TestCase):
    def test_even_score_is_zero(self):
        self.assertEqual(elo.elo_of_score(0.5), 0.0)

    def test_three_to_one_is_191(self):
        # 10^(191/400) ~ 3: a 75% score is 400 log10(3) = 190.85 Elo.
        self.assertAlmostEqual(elo.elo_of_score(0.75), 400 * math.log10(3), places=9)
        self.assertAlmostEqual(elo.elo_of_score(0.75), 190.849, places=3)

    def test_symmetric(self):
        self.assertAlmostEqual(elo.elo_of_score(0.3), -elo.elo_of_score(0.7), places=9)

    def test_interval_by_hand(self):
        # 10 wins, 5 losses, 5 draws: s = 0.625, per-game variance
        # (10 * 0.375^2 + 5 * 0.625^2 + 5 * 0.125^2) / 20 = 0.171875,
        # standard error sqrt(0.171875 / 20) = 0.092702, margin 1.96 * that = 0.181694.
        e, low, high, s = elo.elo_interval(10, 5, 5)
        self.assertAlmostEqual(s, 0.625)
        self.assertAlmostEqual(e, -400 * math.log10(1 / 0.625 - 1), places=9)
        self.assertAlmostEqual(low, elo.elo_of_score(0.625 - 0.181694), delta=0.05)
        self.assertAlmostEqual(high, elo.elo_of_score(0.625 + 0.181694), delta=0.05)
        self.assertLess(low, e)
        self.assertLess(e, high)

    def test_all_wins_is_infinite_without_interval(self):
        e, low, high, _ = elo.elo_interval(4, 0, 0)
        self.assertEqual(e, math.inf)
        self.assertIsNone(low)
        self.assertIsNone(high)
        self.assertEqual(elo.describe(4, 0, 0),
                         "elo +inf no interval: every game had the same result, "
                         "score 100.0% of 4 games")
        self.assertIsNone(elo.elo_interval(0, 0, 3)[1])

    def test_upper_end_past_one_is_infinite(self):
        # 3 wins 1 loss: s = 0.75, margin 1.96 * sqrt(0.1875 / 4) = 0.4244 > 0.25.
        _, low, high, _ = elo.elo_interval(3, 1, 0)
        self.assertEqual(high, math.inf)
        self.assertAlmostEqual(low, elo.elo_of_score(0.75 - 0.424352), delta=0.05)

    def test_bad_counts(self):
        with self.assertRaises(ValueError):
            elo.elo_interval(0, 0, 0)
        with self.assertRaises(ValueError):
            elo.elo_interval(-1, 2, 0)
        self.assertEqual(elo.main(["elo.py", "1", "x", "0"]), 2)


class GnushogiCoordinates(unittest.TestCase):
    # XBoard's debug logs: FSF (shogi, CECP) played `c3c4` for 7g7f, `d9e8` for gote's 6a5b,
    # `P@d6` for P*6d; gnushogi's `1. ... 8b4b` came out of the adapter as `move b8f8`.
    PAIRS = [("c3c4", "7g7f"), ("d9e8", "6a5b"), ("P@d6", "P*6d"), ("b8f8", "8b4b"),
             ("b2h8+", "8h2b+"), ("i9i1", "1a1i")]

    def test_both_ways(self):
        for xb, gnu in self.PAIRS:
            self.assertEqual(cecp.xb_move_to_gnu(xb), gnu, xb)
            self.assertEqual(cecp.gnu_move_to_xb(gnu), xb, gnu)

    def test_declined_promotion_and_garbage(self):
        self.assertEqual(cecp.xb_move_to_gnu("c7c6="), "7c7d")
        for bad in ("", "c3", "j1a1", "c0c1", "p@e5", "c3c4c5"):
            self.assertIsNone(cecp.xb_move_to_gnu(bad), bad)
        self.assertIsNone(cecp.gnu_move_to_xb("7g7z"))

    def test_level(self):
        self.assertEqual(cecp.gnu_level(["40", "1", "0"]), "level 40 1")
        self.assertEqual(cecp.gnu_level(["0", "0:20", "0.2"]), "level 40 0:20")
        self.assertIsNone(cecp.gnu_level(["x", "1", "0"]))


class GnushogiClock(unittest.TestCase):
    """XBoard's `time` reaches gnushogi (its clock follows XBoard's); bad ones get an error."""

    def adapter(self):
        engine = unittest.mock.Mock()
        return cecp.Adapter(engine), engine.stdin.write

    def test_time_is_passed_on(self):
        adapter, write = self.adapter()
        with redirect_stdout(io.StringIO()) as printed:
            adapter.from_xboard("protover 2")
            adapter.from_xboard("time 1742")
            adapter.from_xboard("otim 1500")
        write.assert_called_once_with("time 1742\n")
        self.assertIn(" time=1 ", printed.getvalue())

    def test_bad_time_is_an_error(self):
        adapter, write = self.adapter()
        with redirect_stdout(io.StringIO()) as printed:
            adapter.from_xboard("time soon")
        write.assert_not_called()
        self.assertEqual(printed.getvalue(), "Error (bad time): time soon\n")


class XboardMoves(unittest.TestCase):
    # Lines of XBoard 4.9.1 debug logs: FSF vs FSF (xiangqi, shogi), crazywa vs crazywa (Wa
    # shogi, 11x11), FSF vs gnushogi through the adapter.
    LOG = """1701 <first : move g3g4
1701 >second: usermove 1701 >second: g3g4
2303 <second: move b9c7
2303 >first : usermove 2303 >first : b9c7
2304 >first : time 1990
2592 >second: h0g2
12593 >first : usermove 12593 >first : P@d6
"""

    def test_passed_moves(self):
        lines = io.StringIO(self.LOG)
        self.assertEqual(moves.passed_moves(lines), ["g3g4", "b9c7", "h0g2", "P@d6"])

    def test_usi(self):
        for xb, usi, size in [("c3c4", "7g7f", 9), ("d9e8", "6a5b", 9), ("P@d6", "P*6d", 9),
                              ("j10j11+", "2b2a+", 11), ("h3g4", "4i5h", 11),
                              ("a1a2", "5e5d", 5)]:
            self.assertEqual(moves.to_usi(xb, size, size), usi, xb)
        self.assertIsNone(moves.to_usi("j1j2", 9, 9))
        self.assertIsNone(moves.to_usi("a0a1", 9, 9))

    def test_chu_legs_and_pass(self):
        # HaChu's two legs (igui too) in lishogi's three squares, on 12x12
        self.assertEqual(moves.to_usi("f8e9,e9d10", 12, 12), "7e8d9c")
        self.assertEqual(moves.to_usi("f6g7,g7f6", 12, 12), "7g6f7g")
        self.assertIsNone(moves.to_usi("f8e9,e8d10", 12, 12))
        lines = io.StringIO("10 >second: usermove 10 >second: f6g7,g7f6\n"
                            "11 >first : usermove 11 >first : @@@@\n")
        passed = moves.passed_moves(lines)
        self.assertEqual(passed, ["f6g7,g7f6", "@@@@"])
        with self.assertRaises(ValueError):
            moves.record("g", passed, "usi", 12, 12)

    def test_engine_verdict(self):
        # koma's answers in force mode: a pong after each move, a refusal, a claimed result
        moves_ = ["f6g7,g7f6", "a12b12", "@@@@", "b12a12"]
        out = ["feature done=1", "pong 0", "pong 1", "1-0 {royal piece captured}", "pong 2",
               "Illegal move: b12a12", "pong 3"]
        verdict = moves.read_verdict(out, moves_)
        self.assertEqual(verdict, (3, (3, "b12a12", "Illegal move: b12a12"),
                                   (2, "1-0 {royal piece captured}")))
        self.assertEqual(moves.verdict_line("g", moves_, verdict),
                         "g: 3 of 4 moves taken; move 4 `b12a12` refused (Illegal move: "
                         "b12a12); move 3 ended the game: 1-0 {royal piece captured}")
        self.assertEqual(moves.read_verdict(["pong 0", "pong 1"], moves_[:2]), (2, None, None))

    def test_record(self):
        text = moves.record("g", ["c3c4", "g7g6", "P@e5"], "usi", 9, 9)
        self.assertEqual(text, '[Event "g"]\n\n1. 7g7f 3c3d 2. P*5e *\n\n')
        with self.assertRaises(ValueError):
            moves.record("g", ["j1j2"], "usi", 9, 9)
        self.assertEqual(moves.record("x", ["h0g2"], "iccs", 9, 10),
                         '[Event "x"]\n\n1. h0g2 *\n\n')


PGN = """[Event "koma match"]
[Round "1"]
[White "koma"]
[Black "fairy-stockfish"]
[Result "1-0"]

1. c4 {+1.02/14} Hc7 2. Hg2
{Xboard adjudication: Checkmate} 1-0

[Event "koma match"]
[White "fairy-stockfish"]
[Black "koma"]
[Result "1-0"]

1. c4
{Xboard: Forfeit due to invalid move: g2h0 (g2h0 via `/, `/) res=24} 1-0

[Event "koma match"]
[White "koma"]
[Black "fairy-stockfish"]
[Result "1/2-1/2"]

1. c4 {XBoard adjudication: repetition draw} 1/2-1/2

[Event "koma match"]
[White "fairy-stockfish"]
[Black "koma"]
[Result "*"]

{unfinished: timeout after 6s} *
"""

LOG_1 = """234 >first : post
462 <first : Error (unkown command): random
462 <first : Error (unkown command): post
463 <second: Error (unknown command): frobnicate
2166 <second: Illegal move (no match) c3c4
"""


class Summary(unittest.TestCase):
    def run_summary(self, pgn, logs=None, statuses=None):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "m.pgn")
            with open(path, "w") as f:
                f.write(pgn)
            args = ["match-summary.py", "--koma", "koma", "--pgn", path]
            if logs is not None:
                for name, text in {**logs, **(statuses or {})}.items():
                    with open(os.path.join(tmp, name), "w") as f:
                        f.write(text)
                args += ["--logs", tmp]
            out = io.StringIO()
            with redirect_stdout(out):
                status = summary.main(args)
            return status, out.getvalue()

    def test_games_and_outcomes(self):
        status, out = self.run_summary(PGN)
        self.assertIn("games 4: koma +1 -1 =1 (unfinished 1)", out)
        self.assertIn("koma as white: +1 -0 =1 (unfinished 0)", out)
        self.assertIn("koma as black: +0 -1 =0 (unfinished 1)", out)
        self.assertIn("koma: illegal moves 1,", out)
        self.assertIn("opponent: illegal moves 0,", out)
        self.assertIn("forfeit: invalid move", out)
        self.assertEqual(status, 1)  # the illegal move

    def test_a_refused_drop_is_an_illegal_move(self):
        # XBoard 4.9.1's words when it refused CrazyWa's drop in Wa shogi (koma is black)
        pgn = """[Event "koma match"]
[White "crazywa"]
[Black "koma"]
[Result "0-1"]

19. Da2 P@b3
{Xboard: Forfeit due to illegal move: P@b1 (_.b1)} 0-1
"""
        status, out = self.run_summary(pgn)
        self.assertIn("opponent: illegal moves 1,", out)
        self.assertIn("koma: illegal moves 0,", out)
        self.assertIn("forfeit: illegal move", out)
        self.assertEqual(status, 1)

    def test_logs(self):
        status, out = self.run_summary(
            PGN, {"game-1.debug": LOG_1},
            {"game-2.first.status": "139\n", "game-1.second.status": "143\n"})
        self.assertIn("crashes 1", out.split("opponent:")[0])
        self.assertIn("game 2: exit status 139", out)
        self.assertIn("unsupported optional commands (answered `Error`): post x1, random x1", out)
        opponent = out.split("opponent:")[1]
        self.assertIn("protocol errors 1", opponent)
        self.assertIn("crashes 0", opponent)
        self.assertIn("`Illegal move` replies 1", opponent)
        self.assertIn("Error (unknown command): frobnicate", opponent)
        self.assertEqual(status, 1)

    def test_clean_match(self):
        clean = PGN.split("[Event")[1]
        status, out = self.run_summary("[Event" + clean)
        self.assertEqual(status, 0)
        self.assertIn("elo +inf no interval", out)

    def test_missing_file(self):
        err = io.StringIO()
        with redirect_stdout(io.StringIO()), unittest.mock.patch("sys.stderr", err):
            status = summary.main(["s", "--koma", "koma", "--pgn", "/nonexistent/m.pgn"])
        self.assertEqual(status, 2)
        self.assertIn("cannot read", err.getvalue())


if __name__ == "__main__":
    unittest.main()
