"""Random edits on both sides of a base: tracks, a pool, text fields, ledger entries and
inventory rows. The merge keeps every ledger entry of both sides, reports exactly the values
both changed differently, does not depend on which side is "mine" (but for the sides of its
conflicts), and its result is a valid character."""

from __future__ import annotations

import os
from datetime import timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheetkeeper import api
from sheetkeeper.systems.rainworld.model import Gear

from .helpers import T0

EXAMPLES = 5000 if os.environ.get("SHEETKEEPER_STRESS") else 200
NAMES = ["Rope", "Lamp", "Knife", "Flare"]
TRACKS = ["body.left", "body.right", "mind.left", "mind.right"]


def base_character():
    hero = api.new_character("rainworld", "Ada")
    hero = hero.model_copy(update={
        "click": hero.click.with_maximum(6).set(4),
        "gear": [Gear(name="Rope"), Gear(name="Lamp", quantity=2)],
    })
    ledger, _ = hero.ledger.append("xp.award", 10, reason="Session 1", at=T0)
    ledger, _ = ledger.append("xp.spend", 3, reason="Quirk", at=T0 + timedelta(minutes=1))
    return hero.model_copy(update={"ledger": ledger})


edit = st.one_of(
    st.tuples(st.just("track"), st.sampled_from(TRACKS), st.integers(0, 10)),
    st.tuples(st.just("pool"), st.just("click.current"), st.integers(0, 6)),
    st.tuples(st.just("field"), st.sampled_from(["concept", "notes", "player"]), st.sampled_from(["", "a", "b"])),
    st.tuples(st.just("ledger"), st.sampled_from(["xp.award", "xp.spend", "reverse"]), st.integers(1, 5)),
    st.tuples(st.just("gear"), st.sampled_from(NAMES), st.sampled_from(["add", "remove", 1, 2, 3])),
)


def apply_edits(character, edits, side_minutes):
    for n, (what, where, value) in enumerate(edits):
        at = T0 + timedelta(minutes=10 + side_minutes + n)
        if what == "track":
            field, side = where.split(".")
            character = character.model_copy(update={field: getattr(character, field).set(side, value)[0]})
        elif what == "pool":
            character = character.model_copy(update={"click": character.click.set(value)})
        elif what == "field":
            character = character.model_copy(update={where: value})
        elif what == "ledger" and where == "reverse":
            open_ = [e for e in character.ledger.entries if not e.reverses
                     and not any(r.reverses == e.id for r in character.ledger.entries)]
            if open_:
                ledger, _ = character.ledger.reverse(open_[value % len(open_)].id, at=at)
                character = character.model_copy(update={"ledger": ledger})
        elif what == "ledger":
            ledger, _ = character.ledger.append(where, value, reason=f"r{value}", at=at)
            character = character.model_copy(update={"ledger": ledger})
        else:
            gear = {g.name: g for g in character.gear}
            if value == "remove":
                gear.pop(where, None)
            elif value == "add":
                gear.setdefault(where, Gear(name=where))
            elif where in gear:
                gear[where] = gear[where].model_copy(update={"quantity": value})
            character = character.model_copy(update={"gear": list(gear.values())})
    return character


def content(entry):
    return (entry.at, entry.kind, entry.amount, entry.subject, entry.reason, entry.session)


def expected_conflicts(base, mine, theirs) -> set[str]:
    keys = set()
    for path in [*TRACKS, "click.current", "concept", "notes", "player"]:
        b, m, t = (_get(c, path) for c in (base, mine, theirs))
        if m != b and t != b and m != t:
            keys.add(path)
    rows = [{g.name: g for g in c.gear} for c in (base, mine, theirs)]
    for name in NAMES:
        b, m, t = (r.get(name) for r in rows)
        if m in (t, b) or t == b:
            continue
        keys.add(f"gear[{name}]" if m is None or t is None else f"gear[{name}].quantity")
    return keys


def _get(character, path):
    node = character
    for part in path.split("."):
        node = getattr(node, part)
    return node


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(edit, max_size=8), st.lists(edit, max_size=8))
def test_random_edits_on_both_sides_merge_with_nothing_lost(mine_edits, theirs_edits):
    base = base_character()
    mine = apply_edits(base, mine_edits, 0)
    theirs = apply_edits(base, theirs_edits, 100)
    merged = api.merge(base, mine, theirs)
    result = merged.character

    # Every ledger entry of both sides is kept, and each reversal reverses the same entry.
    kept = {content(e): e for e in result.ledger.entries}
    for side in (mine, theirs):
        for entry in side.ledger.entries:
            target = side.ledger.find(entry.reverses) if entry.reverses else None
            if content(entry) in kept:
                if target is not None:
                    assert content(result.ledger.find(kept[content(entry)].reverses)) == content(target)
            else:  # only a second reversal of an entry both sides reversed is folded into one
                assert target is not None and any(
                    r.reverses == kept[content(target)].id for r in result.ledger.entries
                )
    assert len(result.ledger.entries) == len({content(e) for s in (mine, theirs) for e in s.ledger.entries}) - sum(
        1 for n in merged.notes if "reversed once" in n
    )

    # Exactly the values both sides changed differently are conflicts.
    assert {c.key for c in merged.conflicts} == expected_conflicts(base, mine, theirs)

    # Symmetric up to the conflicts' sides.
    swapped = api.merge(base, theirs, mine)
    assert {c.key for c in swapped.conflicts} == {c.key for c in merged.conflicts}
    assert merged.resolve({}, rest="mine").character == swapped.resolve({}, rest="theirs").character
    assert merged.resolve({}, rest="theirs").character == swapped.resolve({}, rest="mine").character

    # The result is a valid character, checked by its rules (two sides' marks may meet on a
    # track: the rules say so); XP spent beyond what was earned is a finding, never silent.
    assert type(result).model_validate(result.model_dump(mode="json")) == result
    assert {str(f) for f in api.validate(result)} <= {str(f) for f in merged.findings}
    assert any(f.where == "XP" for f in merged.findings) == (result.ledger.xp_available < 0)
