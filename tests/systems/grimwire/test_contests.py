"""Assisting, player against player, and initiative order."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from sheetkeeper.systems.grimwire.contests import (
    Combatant,
    initiative_order,
    pvp_odds,
    pvp_winner,
)


def test_cyrus_punch_loses_to_aune_duck():
    # [003 "The player role-playing Cyrus rolls an 8, making it effectively an 11"]
    assert pvp_winner(8 + 3, 13 + 3) == "defender"
    assert "half damage" in pvp_winner(12, 12)  # [003 "the defending PC takes half damage"]


@given(a=st.integers(-10, 10), d=st.integers(-10, 10))
def test_pvp_odds_partition_and_mirror(a, d):
    odds = pvp_odds(a, d)
    assert odds.attacker + odds.defender + odds.tie == 1
    assert pvp_odds(d, a).attacker == odds.defender


def test_equal_bonuses_tie_one_time_in_twenty():
    assert pvp_odds(3, 3).tie == Fraction(1, 20)


def test_initiative_highest_first_and_enemies_win_ties():
    # [003 "In ties for initiative, enemies are prioritized."]
    order = initiative_order([
        Combatant("Cyrus", 14), Combatant("Ghoul", 14, enemy=True), Combatant("Aune", 18),
    ])
    assert [c.name for c in order] == ["Aune", "Ghoul", "Cyrus"]
