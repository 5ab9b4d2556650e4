"""The core's statuses: which checks a status touches, the refusal's words, and the generic
actions that set, clear and end them (driven through a real system's rules)."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.core.status import EVERY, Status, by_id, modifier_lines, refusal

DAZED = Status("dazed", "Dazed", "-2 to attacks", "house example", modifiers=(("attack", -2),))
PINNED = Status("pinned", "Pinned", "cannot shoot", "house example", impossible=("ranged",))
OUT = Status("out", "Out", "does nothing", "house example", impossible=(EVERY,))


def test_a_status_touches_checks_by_their_names():
    assert modifier_lines([DAZED, PINNED], ["attack:0", "attack"]) == [("Dazed", -2)]
    assert modifier_lines([DAZED], ["skill:Stealth", "skills"]) == []
    assert refusal([DAZED, PINNED], "Rifle", ["attack:1", "attack", "ranged"]) == (
        "Rifle is impossible while Pinned: cannot shoot (house example)")
    assert refusal([PINNED], "Knife", ["attack:2", "attack", "light"]) == ""
    assert refusal([OUT], "Anything", ["skill:Lore"]).startswith("Anything is impossible while Out")


def test_statuses_are_found_by_id_or_label_without_regard_to_case():
    assert by_id([DAZED, PINNED], "PINNED") is PINNED
    assert by_id([DAZED, PINNED], " dazed ") is DAZED
    assert by_id([DAZED], "stunned") is None


def test_setting_twice_is_harmless_and_clearing_restores_the_character():
    c = api.new_character("rainworld", "Ada")
    once = api.apply(c, "status.set", {"status": "Surprised"})
    twice = api.apply(once.character, "status.set", {"status": "surprised"})
    assert twice.character.statuses == ["surprised"] and "already set" in twice.message
    cleared = api.apply(twice.character, "status.clear", {"status": "Surprised"})
    assert cleared.character == c


def test_round_end_with_nothing_to_end_changes_nothing():
    c = api.new_character("grimwire", "Ada")
    stunned = api.apply(c, "status.set", {"status": "Stun"}).character
    ended = api.apply(stunned, "round.end")
    assert ended.character == stunned and ended.message == "no status ends with the round"


def test_a_game_without_statuses_refuses_them_by_name():
    c = api.new_character("lite", "Ada")
    assert api.statuses(c) == []
    with pytest.raises(api.Refusal, match="this game has no status 'stun' \\(its statuses: none\\)"):
        api.apply(c, "status.set", {"status": "stun"})
