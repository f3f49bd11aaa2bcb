"""Tests of `scripts/hachu-perft.py`'s notation: `python3 -m unittest discover -s scripts/tests`.

Standard library only; no HaChu needed. The move texts and list lines are HaChu 0.21's own (from
runs of the script, docs/chu-notation.md), paired with the USI moves shogiops 0.18.0 gives.
"""

import importlib.util
import os
import unittest

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
spec = importlib.util.spec_from_file_location("hachu_perft", os.path.join(SCRIPTS, "hachu-perft.py"))
hachu = importlib.util.module_from_spec(spec)
spec.loader.exec_module(hachu)


class SfenToXboard(unittest.TestCase):
    def test_start_board_is_the_same_text(self):
        board, rotated = hachu.to_xboard(hachu.START)
        self.assertEqual(board, hachu.START.split()[0])
        self.assertFalse(rotated)

    def test_gote_to_move_is_rotated_with_colors_swapped(self):
        # the lion on 7g goes to 6f and turns gote's; the kings swap corners and colors
        board, rotated = hachu.to_xboard("11k/12/12/12/12/12/5N6/12/12/12/12/K11 w - 1")
        self.assertEqual(board, "11k/12/12/12/12/6n5/12/12/12/12/12/K11")
        self.assertTrue(rotated)

    def test_promoted_pieces_keep_their_plus(self):
        board, _ = hachu.to_xboard("11k/12/12/12/12/4r7/12/12/9n2/4+o7/12/6B4K w - 1")
        self.assertEqual(board, "k4b6/12/7+O4/2N9/12/12/7R4/12/12/12/12/K11")

    def test_a_lion_capture_square_cannot_be_given(self):
        with self.assertRaises(SystemExit):
            hachu.to_xboard("11k/12/12/12/12/4r7/12/12/9n2/4+o7/12/6B4K b 8j 1")

    def test_a_rank_of_the_wrong_width_is_an_error(self):
        with self.assertRaises(SystemExit):
            hachu.to_xboard("11k/12/12/12/12/12/5N5/12/12/12/12/K11 b - 1")


class XboardToUsi(unittest.TestCase):
    def test_squares(self):
        self.assertEqual(hachu.usi_square("f6", False), "7g")
        self.assertEqual(hachu.usi_square("a1", False), "12l")
        self.assertEqual(hachu.usi_square("l12", False), "1a")
        self.assertEqual(hachu.usi_square("e8", False), "8e")

    def test_squares_of_a_rotated_board(self):
        self.assertEqual(hachu.usi_square("f6", True), "6f")
        self.assertEqual(hachu.usi_square("a1", True), "1a")

    def test_moves(self):
        self.assertEqual(hachu.usi_move("e8f7", False), "8e7f")
        self.assertEqual(hachu.usi_move("e8f9+", False), "8e7d+")
        self.assertEqual(hachu.usi_move("f8e9,e9d10", False), "7e8d9c")  # two legs
        self.assertEqual(hachu.usi_move("f8e9,e9f8", False), "7e8d7e")  # igui
        self.assertEqual(hachu.usi_move("@@@@", False), "pass")


class ListLines(unittest.TestCase):
    def test_a_listed_move(self):
        m = hachu.DUMP.match("# 0. 0001a865 00000000 f3f5")
        self.assertEqual((m[2], m[3]), ("0001a865", "f3f5"))
        self.assertEqual(int(m[2], 16) & hachu.MOVE_MASK, 0x1A865)

    def test_a_dropped_entry_has_code_zero(self):
        self.assertEqual(int(hachu.DUMP.match("# 6. 00000000 00000000 @@@@")[2], 16), 0)

    def test_the_list_bounds(self):
        m = hachu.BOUNDS.match("# moveNr = 0 in {12,57}")
        self.assertEqual((int(m[1]), int(m[2])), (12, 57))

    def test_a_made_promotion(self):
        code = int(hachu.MADE.match("# makemove 00812345 h85 a0")[1], 16)
        self.assertTrue(code & hachu.PROMOTE)


if __name__ == "__main__":
    unittest.main()
