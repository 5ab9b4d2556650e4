"""Kept dice: a preview and the step it previews see the same faces."""

from __future__ import annotations

from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.kept_dice import KeptDice


def test_each_pass_gives_the_kept_faces_again_and_draws_only_what_is_new():
    kept = KeptDice(FixedDice([5, 2, 7, 3]))
    assert [kept.randint(1, 8), kept.randint(1, 8)] == [5, 2]
    assert [kept.again().randint(1, 8), kept.randint(1, 8), kept.randint(1, 8)] == [5, 2, 7]
    assert kept.faces == (5, 2, 7)
    # a d4 cannot show the kept 5: a fresh die is drawn and kept in its place
    assert kept.again().randint(1, 4) == 3
    assert kept.faces == (3,)
    assert kept.again().randint(1, 4) == 3
