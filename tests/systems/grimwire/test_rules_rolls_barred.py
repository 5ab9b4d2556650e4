"""Rolls GRIMWIRE's rules make themselves (Terror's MND roll, drowning's MND 11) go through the
same status path as a check from the dice roller: a character a status bars from the roll
gets what ``api.odds`` says of that check, never a die."""

from __future__ import annotations

import pytest

from sheetkeeper import api

from .helpers import character, with_pools


def status(c, name: str):
    return api.apply(c, "status.set", {"status": name}).character


def test_terror_roll_is_refused_as_the_roller_refuses_it_while_unconscious_or_dying():
    # [003 "A terrified character must make a MND roll at the beginning of their turn."];
    # [003 "A dying character is out cold and therefore can't do anything."]
    for barred in (status(status(character(MND=2), "Terror"), "Unconscious"),
                   with_pools(status(character(MND=2), "Terror"), condition=0)):
        odds = api.odds(barred, "attr:MND@11")
        assert odds.success == 0 and odds.refused
        with pytest.raises(api.Refusal) as refused:
            api.apply(barred, "terror.roll", {"die": 20, "tn": 11})
        assert str(refused.value) == odds.refused
        assert "Mind (MND) against TN 11 is impossible while" in str(refused.value)
    # a character no status bars still rolls
    free = status(character(MND=2), "Terror")
    assert api.odds(free, "attr:MND@11").refused == ""
    assert "the terror is removed" in api.apply(free, "terror.roll", {"die": 9, "tn": 11}).message


def test_drowning_while_out_cold_fails_the_mnd_roll_and_takes_the_damage():
    # [003 "The character must succeed on a MND 11 roll each round to stay conscious. If a
    # character falls unconscious underwater they take 6 damage per round."]
    out_cold = status(character(condition=20, MND=10), "Unconscious")
    odds = api.odds(out_cold, "attr:MND@11")
    assert odds.success == 0 and odds.refused
    after = api.apply(out_cold, "drowning.round", {"die": 20})
    assert after.character.condition.current == 14
    assert after.message.startswith(odds.refused + ": does not stay conscious; underwater")
    # a conscious character with the same die stays conscious
    awake = character(condition=20, MND=10)
    assert api.apply(awake, "drowning.round", {"die": 20}).character == awake


def test_drowning_while_stunned_takes_the_stuns_penalty_as_the_odds_do():
    # [003 Stun "-3 AGL and MND"]: the roll the rules make reads the same modifiers
    stunned = status(character(condition=20, MND=2), "Stun")
    assert ("Stun", -3) in api.odds(stunned, "attr:MND@11").breakdown
    assert "MND 11-1 = 10 against 11: falls unconscious" in api.apply(
        stunned, "drowning.round", {"die": 11}).message
