"""Options together, as a table sets them: any combination of a check's options, each with any
value it accepts, gives odds that hold together or a refusal in words, and a roll in that
situation lands on an outcome the odds gave a chance. The walks in tests/ui/sheet set each
option alone; here hypothesis draws the combinations (the roller lets a player tick any).

Issue #21: "the exact odds of every check in the situation the table is actually in" — and
"options that a choice makes moot are hidden in the roller and refused by settle with
'applies only when…'"."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheetkeeper import api
from sheetkeeper.core.actions import Refusal
from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character

SYSTEMS = all_systems()
WORKING_NAME = re.compile(r"[a-z]+_[a-z]+|\b[a-z]+:[A-Za-z]")
"""snake_case, or a check id (``attr:PER``): never what a player reads."""


def _characters(system):
    people = [load_character(path).character for path in system.samples]
    return [*people, api.new_character(system.id, "New")]


def _value(draw, option):
    if option.kind == "toggle":
        return draw(st.booleans())
    if option.kind == "choice":
        return draw(st.sampled_from([v for v, _ in option.choices]))
    low = option.minimum if option.minimum is not None else -30
    high = option.maximum if option.maximum is not None else 120
    return draw(st.integers(min(low, high), max(low, min(high, low + 150))))


def _in_words(text: str) -> bool:
    return bool(text) and (text[:1].isupper() or text[:1].isdigit()) and not WORKING_NAME.search(text)


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_combination_of_options_gives_odds_that_hold_together(system, data):
    character = data.draw(st.sampled_from(_characters(system)), label="character")
    checks = [c.id for c in api.checks(character)]
    check = data.draw(st.sampled_from(checks), label="check")
    try:
        options = api.situations(character, check)
    except Refusal:
        return
    chosen = data.draw(st.lists(st.sampled_from(options), unique_by=lambda o: o.id, max_size=6)
                       if options else st.just([]), label="options")
    situation = {o.id: _value(data.draw, o) for o in chosen}
    data.draw(st.just(situation), label="situation")
    try:
        odds = api.odds(character, check, situation=situation)
    except Refusal as refusal:  # options that cannot go together: said in words
        assert str(refusal).strip() and "Traceback" not in str(refusal)
        with pytest.raises(Refusal):
            api.roll(character, check, random.Random(0), situation=situation)
        return
    assert 0 <= odds.success <= 1
    assert odds.outcomes, "odds name their outcomes"
    ids = [line.option for line in odds.situation]
    assert len(ids) == len(set(ids)), f"an option listed twice: {ids}"
    for label in [*(label for label, _ in odds.breakdown), *(line.text for line in odds.situation)]:
        assert _in_words(label), label
    if odds.refused:
        return
    rolled = api.roll(character, check, random.Random(data.draw(st.integers(0, 2**32 - 1))),
                      situation=situation)
    possible = {name for name, chance in odds.outcomes.items() if chance > 0}
    assert rolled.outcome in possible, (rolled.outcome, possible)
