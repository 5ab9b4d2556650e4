"""XP levels, level-ups and the learning-hour ledger for techniques."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetkeeper.core.actions import Refusal
from sheetkeeper.systems.grimwire import advancement
from sheetkeeper.systems.grimwire.model import Technique
from sheetkeeper.systems.grimwire.numbers import level_for_xp

from .helpers import RULES, act, character


def _level_2(**attrs):
    """A level-2 character with 12 learning hours (5 + 7)."""
    c = character(techniques=[
        Technique(name="Throwing Expert", multiplier="COR", effort=15),
        Technique(name="Kneecap", multiplier="COR", effort=12),
        Technique(name="Hex Sense", multiplier="RSN", effort=4),
    ], **attrs)
    c = act(c, "xp.award", amount=20, reason="the flooded shaft")
    return act(c, "level.up", increases={"AGL": 1})


def test_throwing_expert_takes_5_hours_at_cor_3_and_3_of_8_remain():
    # [003 "5 learning hour x 3 COR = 15 learning effort"]
    # [003 "the PC has 3 learning hours remaining"]
    c = act(_level_2(COR=3), "technique.learn", technique="Kneecap", hours=4)
    assert c.ledger.hours_remaining == 8
    learned = act(c, "technique.learn", technique="Throwing Expert", hours=5)
    _, technique = learned.technique("Throwing Expert")
    assert technique.learned and technique.progress == 15
    assert learned.ledger.hours_remaining == 3
    spend = learned.ledger.entries[-1]
    assert (spend.kind, spend.amount, spend.subject) == ("hours.spend", 5, "Throwing Expert")


def test_learning_refusals_say_what_to_change():
    c = _level_2(COR=3)
    with pytest.raises(Refusal, match="needs only 5 more hours"):
        act(c, "technique.learn", technique="Throwing Expert", hours=6)
    with pytest.raises(Refusal, match="13 learning hours asked, 12 left"):
        act(c, "technique.learn", technique="Kneecap", hours=13)
    # digest 003-12 #4: a multiplier of 0 or less adds nothing per hour
    with pytest.raises(Refusal, match="cannot be learned"):
        act(c, "technique.learn", technique="Hex Sense", hours=1)
    done = act(c, "technique.learn", technique="Throwing Expert", hours=5)
    with pytest.raises(Refusal, match="already learned"):
        act(done, "technique.learn", technique="Throwing Expert", hours=1)
    with pytest.raises(Refusal, match="at least 1"):
        act(c, "technique.learn", technique="Kneecap", hours=0)


def test_several_techniques_progress_at_once_over_sessions():
    # [003 "PCs can work on learning multiple techniques at once."]
    c = _level_2(COR=3)
    c = act(c, "technique.learn", technique="Throwing Expert", hours=2)
    c = act(c, "technique.learn", technique="Kneecap", hours=1)
    c = act(c, "technique.learn", technique="Throwing Expert", hours=1)
    assert c.technique("Throwing Expert")[1].progress == 9
    assert c.technique("Kneecap")[1].progress == 3
    assert c.ledger.hours_spent_on() == {"Throwing Expert": 3, "Kneecap": 1}
    values = {d.key: d.value for d in RULES.derived(c)}
    assert values["technique:Throwing Expert"] == "9 of 15 effort, 2 more hours at COR 3"


def test_running_out_of_hours_waits_for_the_next_level():
    # [003 "they will have to wait until they gain more at their next level up"]
    c = act(_level_2(COR=1), "technique.learn", technique="Kneecap", hours=12)
    offers = {o.action.args.get("technique"): o for o in RULES.offers(c)}
    assert not offers["Throwing Expert"].allowed
    assert "next level up" in offers["Throwing Expert"].reason


def test_level_up_grants_increases_maxima_and_hours():
    c = character(condition=20, focus=10, COR=3)
    with pytest.raises(Refusal, match="level 2 needs 20 XP; you have 0"):
        act(c, "level.up", increases={"COR": 1})
    c = act(c, "xp.award", amount=130)
    up = act(c, "level.up", increases={"COR": 1})
    assert up.attributes.COR == 4
    assert (up.condition.maximum, up.focus.maximum) == (23, 13)  # "+3 Max Condition/Focus"
    assert up.ledger.hours_granted == 5 + 7
    assert advancement.level(up) == 2
    with pytest.raises(Refusal, match="Attribute increases: 2 points to share; 1 left to assign"):
        act(act(up, "level.up", increases={"MND": 1}), "level.up", increases={"MND": 1})
    with pytest.raises(Refusal, match="1 too many"):
        act(up, "level.up", increases={"MND": 2})


def test_attribute_increases_stop_at_10():
    # [003 "10 is the maximum for any attribute."]
    c = act(character(TOG=10), "xp.award", amount=20)
    with pytest.raises(Refusal, match="10 is the maximum"):
        act(c, "level.up", increases={"STR": 1})  # STR reads as TOG


def test_active_techniques_are_limited_by_max_focus_and_exchanged_on_a_long_rest():
    c = character(focus=3, COR=5, techniques=[
        Technique(name="A", multiplier="COR", effort=5, progress=5),
        Technique(name="B", multiplier="COR", effort=5, progress=5),
    ])
    c = act(c, "technique.activate", technique="A")
    with pytest.raises(Refusal, match="1 of 1 techniques are active"):
        act(c, "technique.activate", technique="B")
    # [003 "During a rest of 5 hours or longer, characters can exchange active abilities"]
    swapped = act(c, "rest.long", active=["B"])
    assert [t.name for t in swapped.techniques if t.active] == ["B"]
    with pytest.raises(Refusal, match="max Focus 3 allows 1"):
        act(c, "rest.long", active=["A", "B"])


def test_ledger_reversals_that_would_break_the_sheet_are_refused():
    c = act(_level_2(COR=3), "technique.learn", technique="Kneecap", hours=2)
    grant = next(e for e in c.ledger.entries if e.subject == "level 2")
    with pytest.raises(Refusal, match="use Undo"):
        act(c, "ledger.reverse", id=grant.id)
    with pytest.raises(Refusal, match="progress on Kneecap"):
        act(c, "ledger.reverse", id=c.ledger.entries[-1].id)
    award = next(e for e in c.ledger.entries if e.kind == "xp.award")
    with pytest.raises(Refusal, match="leaves 0 XP, below the 20 that level 2 needs"):
        act(c, "ledger.reverse", id=award.id)
    more = act(c, "xp.award", amount=5)
    assert act(more, "ledger.reverse", id=more.ledger.entries[-1].id).ledger.xp_earned == 20


@given(st.lists(st.integers(0, 1000), max_size=30))
def test_level_from_xp_is_monotonic(xps):
    xps = sorted(xps)
    levels = [level_for_xp(x) for x in xps]
    assert levels == sorted(levels)
    assert all(1 <= level <= 10 for level in levels)


_STEP = st.one_of(
    st.tuples(st.just("xp.award"), st.integers(1, 150)),
    st.tuples(st.just("level.up"), st.sampled_from(["COR", "RSN", "MND"])),
    st.tuples(st.sampled_from(["Throwing Expert", "Kneecap", "Hex Sense"]), st.integers(-1, 14)),
    st.tuples(st.just("reverse"), st.integers(0, 40)),
)


@settings(max_examples=60, deadline=None)
@given(steps=st.lists(_STEP, max_size=25), cor=st.integers(-1, 4))
def test_learning_hours_never_spend_more_than_granted(steps, cor):
    c = _level_2(COR=cor, RSN=2)
    for kind, value in steps:
        try:
            if kind == "xp.award":
                c = act(c, "xp.award", amount=value)
            elif kind == "level.up":
                c = act(c, "level.up", increases={value: 1})
            elif kind == "reverse":
                entries = c.ledger.entries
                c = act(c, "ledger.reverse", id=entries[value % len(entries)].id)
            else:
                c = act(c, "technique.learn", technique=kind, hours=value)
        except Refusal:
            pass
        assert 0 <= c.ledger.hours_spent <= c.ledger.hours_granted
        for t in c.techniques:
            assert t.progress <= t.effort
        assert [f for f in RULES.validate(c) if f.severity == "error"] == []


def test_two_techniques_of_one_name_point_at_the_row_to_rename():
    c = character(techniques=[Technique(name="Arc Lash", effort=5), Technique(name="Block", effort=3),
                              Technique(name="Arc Lash", effort=5)])
    found = [f for f in RULES.validate(c) if "two techniques" in f.message]
    assert [(f.path, f.where) for f in found] == [("techniques.2", "Techniques › Arc Lash, row 3")]


def test_the_next_level_says_it_is_reached_rather_than_a_negative_distance():
    # [003 "Whenever a PC gets enough XP, their level increases"]
    c = _level_2()
    def next_level(c):
        return next(d.value for d in RULES.derived(c) if d.key == "xp.next")
    needed = int(next_level(c).split()[0])
    short = act(c, "xp.award", amount=needed - c.ledger.xp_earned - 1, reason="almost")
    assert next_level(short) == f"{needed} (1 to go)"
    over = act(short, "xp.award", amount=200, reason="the Hollow")
    assert next_level(over) == f"{needed} (reached: level up)"
    assert "-" not in next_level(over)
