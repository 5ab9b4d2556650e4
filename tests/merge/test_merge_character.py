"""Three-way merge of characters: fields, tracks, pools, ladders, rows, the ledger."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.systems.grimwire.model import Technique
from sheetkeeper.systems.rainworld.model import Gear

from .helpers import ada, award, reverse, wound


def test_changes_on_different_fields_both_arrive():
    base = ada()
    mine = award(base, 5, "Session 3", minutes=60)
    theirs = wound(base, 4)
    merged = api.merge(base, mine, theirs)
    assert merged.clean and merged.findings == []
    assert merged.character.body.left == 4
    assert [e.reason for e in merged.character.ledger.entries] == ["Session 1", "Session 3"]
    assert merged.character.ledger.xp_available == 15


def test_a_true_conflict_is_told_in_the_games_words_and_resolved_by_a_side():
    base = ada()
    merged = api.merge(base, wound(base, 4), wound(base, 3))
    assert [str(c) for c in merged.conflicts] == ["Body: injury 2 → 4 here, 2 → 3 there"]
    conflict = merged.conflicts[0]
    assert (conflict.kind, conflict.key, conflict.base, conflict.mine, conflict.theirs) == (
        "track", "body.left", 2, 4, 3,
    )
    assert merged.character.body.left == 4  # mine until chosen
    resolved = merged.resolve({"body.left": "theirs"})
    assert resolved.clean and resolved.character.body.left == 3
    assert merged.resolve({}, rest="mine").character.body.left == 4


def test_a_wrong_side_name_is_refused():
    base = ada()
    merged = api.merge(base, wound(base, 4), wound(base, 3))
    with pytest.raises(api.MergeProblem, match="mine' or 'theirs"):
        merged.resolve({"body.left": "both"})


def test_both_appending_the_same_entry_id_keeps_both_entries_with_distinct_ids():
    base = ada()  # e1
    mine = award(base, 5, "Session 2 (GM)", minutes=60)  # e2
    theirs = award(base, 3, "Spent on a trauma", minutes=90, kind="xp.spend")  # e2 too
    theirs = reverse(theirs, "e2", minutes=95)  # e3 reverses theirs' e2
    merged = api.merge(base, mine, theirs)
    entries = merged.character.ledger.entries
    assert [(e.id, e.kind, e.amount, e.reverses) for e in entries] == [
        ("e1", "xp.award", 10, None),
        ("e2", "xp.award", 5, None),
        ("e3", "xp.spend", 3, None),
        ("e4", "xp.spend", 3, "e3"),  # still attached to the spend it reverses
    ]
    assert merged.character.ledger.xp_available == 15
    swapped = api.merge(base, theirs, mine)
    assert swapped.character.ledger == merged.character.ledger


def test_both_reversing_one_entry_reverses_it_once():
    base = award(ada(), 4, "Session 2", minutes=30)
    mine, theirs = reverse(base, "e2", minutes=40), reverse(base, "e2", minutes=41)
    merged = api.merge(base, mine, theirs)
    assert [e.reverses for e in merged.character.ledger.entries] == [None, None, "e2"]
    assert merged.notes == ["both sides reversed ledger entry e2; it is reversed once"]


def test_xp_spent_on_both_sides_beyond_what_was_earned_is_a_finding():
    base = ada()  # 10 XP earned
    mine = award(base, 8, "Remove trauma", minutes=10, kind="xp.spend")
    theirs = award(base, 6, "New quirk", minutes=20, kind="xp.spend")
    merged = api.merge(base, mine, theirs)
    assert merged.character.ledger.xp_available == -4
    assert [f.where for f in merged.findings] == ["XP"]
    assert "spend 4 more than the character has" in merged.findings[0].message
    # on the sheet's XP ledger, so the sheet can take you there
    assert (merged.findings[0].path, merged.findings[0].tab) == ("XP", "History")


def test_pools_and_ladders_are_their_own_kinds():
    base = api.new_character("grimwire", "Vex")
    mine = base.model_copy(update={"burnout": base.burnout.set(2), "focus": base.focus.set(1)})
    theirs = base.model_copy(update={"burnout": base.burnout.set(3), "focus": base.focus.set(2)})
    merged = api.merge(base, mine, theirs)
    assert sorted((c.kind, str(c)) for c in merged.conflicts) == [
        ("ladder", "Burnout: 0 → 2 here, 0 → 3 there"),
        ("pool", "Focus: 5 → 1 here, 5 → 2 there"),
    ]


def test_rows_merge_by_name_and_removed_against_changed_is_a_conflict():
    base = api.new_character("rainworld", "Ada").model_copy(
        update={"gear": [Gear(name="Rope"), Gear(name="Lamp")]}
    )
    mine = base.model_copy(update={"gear": [Gear(name="Rope", quantity=2), Gear(name="Lamp"), Gear(name="Knife")]})
    theirs = base.model_copy(update={"gear": [Gear(name="Rope"), Gear(name="Flare")]})
    merged = api.merge(base, mine, theirs)
    # Lamp: unchanged here, removed there: a removal, not a conflict. Rows added on either
    # side follow the row they were added after.
    assert merged.clean
    assert [(g.name, g.quantity) for g in merged.character.gear] == [("Rope", 2), ("Flare", 1), ("Knife", 1)]
    changed = base.model_copy(update={"gear": [Gear(name="Rope"), Gear(name="Lamp", quantity=3)]})
    clash = api.merge(base, changed, theirs)
    assert [(c.kind, c.key) for c in clash.conflicts] == [("row", "gear[Lamp]")]
    assert str(clash.conflicts[0]).endswith("Lamp: changed here, removed there")
    assert [g.name for g in clash.resolve({"gear[Lamp]": "theirs"}).character.gear] == ["Rope", "Flare"]


def test_a_field_by_field_result_that_breaks_a_rule_becomes_one_conflict_on_the_record():
    base = api.new_character("grimwire", "Vex").model_copy(
        update={"techniques": [Technique(name="Blink", effort=5, progress=3)]}
    )
    mine = base.model_copy(update={"techniques": [Technique(name="Blink", effort=5, progress=5)]})
    theirs = base.model_copy(update={"techniques": [Technique(name="Blink", effort=4, progress=3)]})
    merged = api.merge(base, mine, theirs)
    assert [c.key for c in merged.conflicts] == ["techniques[Blink]"]
    assert merged.character.techniques[0].progress == 5
    assert merged.resolve({"techniques[Blink]": "theirs"}).character.techniques[0].effort == 4


def test_without_a_base_every_difference_is_a_conflict_and_ledgers_still_unite():
    base = ada()
    mine = award(wound(base, 4), 5, "Session 2", minutes=60)
    theirs = award(base, 2, "Session 2b", minutes=61)
    merged = api.merge(None, mine, theirs)
    assert [c.key for c in merged.conflicts] == ["body.left"]
    assert len(merged.character.ledger.entries) == 3


def test_characters_of_two_games_are_refused():
    with pytest.raises(api.MergeProblem, match="two different games"):
        api.merge(None, api.new_character("rainworld"), api.new_character("grimwire"))


def test_parties_merge_members_and_sessions():
    import datetime as dt

    from sheetkeeper.core.campaign import Campaign, Member, SessionRecord

    base = Campaign(name="Delta", members=[Member(path="ada.skchar")])
    mine = base.model_copy(update={"members": [*base.members, Member(path="bo.skchar")]})
    theirs = base.model_copy(update={
        "sessions": [SessionRecord(date=dt.date(2026, 11, 20), title="Session 3")],
        "gm": "Sam",
    })
    merged = api.merge(base, mine, theirs)
    assert merged.clean
    assert [m.path for m in merged.character.members] == ["ada.skchar", "bo.skchar"]
    assert [s.title for s in merged.character.sessions] == ["Session 3"] and merged.character.gm == "Sam"
    clash = api.merge(base, base.model_copy(update={"name": "Delta Green"}), base.model_copy(update={"name": "Delta 2"}))
    assert [str(c) for c in clash.conflicts] == ["Name: “Delta” → “Delta Green” here, “Delta” → “Delta 2” there"]
