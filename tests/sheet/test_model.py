"""The sheet model: labels by one rule, ledger rows and balances, encumbrance in words, the
states a track shows as its system declares them, and a block for every element of every
sample's form."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from sheetkeeper.core.inventory import Encumbrance, Item
from sheetkeeper.core.registry import all_systems, get_system
from sheetkeeper.core.track import Track
from sheetkeeper.forms import KINDS, element, load_form
from sheetkeeper.sheet import block_of, build_sheet, label_of, ledger_view, load_view
from sheetkeeper.sheet.blocks import ACTIONS
from sheetkeeper.sheet.ledger import RECENT_ENTRIES
from sheetkeeper.storage import load_character
from sheetkeeper.systems.rainworld.model import Addiction

SAMPLES = [pytest.param(s, p, id=p.name) for s in all_systems() for p in s.samples]


def test_a_label_is_the_forms_own_else_the_last_part_of_the_bind_in_words():
    assert label_of(element(kind="field", bind="options.skill_points", label="Points")) == "Points"
    assert label_of(element(kind="field", bind="options.skill_points")) == "Skill points"
    assert label_of(element(kind="pool", bind="hit_points")) == "Hit points"
    assert label_of(element(kind="checks", group="combat")) == "Combat"
    assert label_of(element(kind="notes")) == "Notes"


def _ledger():
    character = get_system("lite").rules.new("Ledger")
    ledger = character.ledger
    ledger, first = ledger.append("xp.award", 5, reason="First session", session="1")
    ledger, _ = ledger.append("xp.spend", 3, reason="Raised", subject="Stealth")
    ledger, _ = ledger.reverse(first.id, reason="Wrong session")
    ledger, _ = ledger.append("hours.grant", 10, reason="Downtime")
    ledger, _ = ledger.append("hours.spend", 4, reason="Practice", subject="Rope work")
    return ledger


def test_xp_ledger_has_its_balances_and_rows_newest_first_with_a_running_balance():
    view = ledger_view(_ledger(), "xp")
    assert view.totals == (("Earned", 0), ("Spent", 3), ("Available", -3))
    assert view.columns == ("Date", "Session", "Amount", "Reason", "Balance")
    assert [(r.amount, r.reason, r.balance) for r in view.rows] == [
        ("-5", "Wrong session", "-3"),  # a reversal of an award takes it back
        ("-3", "Raised (Stealth)", "2"),
        ("+5", "First session", "5"),
    ]
    assert view.rows[-1].session == "1"


def test_hours_ledger_has_the_same_columns_and_its_own_balance():
    view = ledger_view(_ledger(), "hours")
    assert view.title == "Learning hours" and view.unit == "hours"
    assert view.totals == (("Granted", 10), ("Spent", 4), ("Remaining", 6))
    assert view.spent_on == (("Rope work", 4),)
    assert [r.cells()[2:] for r in view.rows] == [("-4", "Practice (Rope work)", "6"),
                                                   ("+10", "Downtime", "10")]


def test_a_sheet_shows_only_the_most_recent_entries():
    ledger = get_system("lite").rules.new("Many").ledger
    for n in range(RECENT_ENTRIES + 3):
        ledger, _ = ledger.append("xp.award", 1, reason=f"Session {n}")
    view = ledger_view(ledger, "xp")
    assert len(view.rows) == RECENT_ENTRIES
    assert view.rows[0].reason == f"Session {RECENT_ENTRIES + 2}"
    assert view.rows[0].balance == str(RECENT_ENTRIES + 3)


def test_load_in_words_with_the_warning_over_and_near_capacity():
    assert load_view(None) is None
    fine = load_view(Encumbrance(load=3, capacity=8, unit="items", consequence="slowed"))
    assert (fine.text, fine.warning, fine.layout) == ("Load 3 of 8 items", "", "rows")
    over = load_view(Encumbrance(load=9, capacity=8, over=True, consequence="slowed"))
    assert over.warning == "Over capacity: slowed"
    near = load_view(Encumbrance(load=7, capacity=8, warning_at=7, consequence="slowed"))
    assert near.warning == "slowed" and not near.over


def test_brp_declares_an_inventory_counted_by_weight_and_lite_by_rows():
    """BRP: ENC is a weight per item; Lite: 'a number of regular items equal to double your
    Strength score'."""
    brp, lite = get_system("brp").rules, get_system("lite").rules
    assert brp.encumbrance(brp.new("B")).layout == "weight"
    assert lite.encumbrance(lite.new("L")).layout == "rows"


def test_rainworld_states_concern_the_track_they_are_about_and_no_other():
    """[000 "If the Body track completely fills with injury, the character is dying."] and
    [000 "When the addiction status track for a substance is filled with points of addiction,
    the character is addicted"]: Dying beside Body, each addiction beside its own track."""
    system = get_system("rainworld")
    c = system.rules.new("Ilse").model_copy(update={
        "body": Track(length=10, left=10),
        "addictions": [Addiction(substance="Karma", track=Track(length=5, left=5)),
                       Addiction(substance="Sleepers", track=Track(length=5, left=1))],
    })
    model = build_sheet(load_form(system.form_path), c, system.rules)
    assert [s.name for s in model.find("track", "body").states] == ["Dying"]
    assert model.find("track", "mind").states == ()
    karma, sleepers = model.find("tracks", "addictions").children
    assert [s.name for s in karma.states] == ["Addicted (Karma)"]
    assert sleepers.states == ()
    assert karma.bind == "addictions.0.track" and karma.action == "track"


def test_inventory_block_carries_its_load_and_warning():
    system = get_system("lite")
    c = system.rules.new("Angus").model_copy(
        update={"inventory": [Item(name=f"Thing {i}") for i in range(12)]})
    block = build_sheet(load_form(system.form_path), c, system.rules).of_kind("inventory")[0]
    assert block.text.startswith("Load ")
    assert block.warnings and block.warnings[0].startswith("Over capacity")


@pytest.mark.parametrize(("system", "sample"), SAMPLES)
def test_every_element_of_every_sample_becomes_a_labelled_block(system, sample):
    character = load_character(sample).character
    form = load_form(system.form_path)
    model = build_sheet(form, character, system.rules)
    assert len(model.blocks) == len(form.elements())
    for block, spec in zip(model.blocks, form.elements(), strict=True):
        assert block.kind == spec.kind
        assert block.label, f"{spec.kind} {spec.bind} has no label"
        if spec.kind in ("field", "track", "pool", "ladder"):
            assert block.bind == spec.bind and block.action


def test_each_kind_is_its_own_type_and_refuses_another_kinds_keys():
    track = element(kind="track", bind="body", left="injury", marks=[2, 4])
    assert type(track).__name__ == "TrackSpec" and track.marks == (2, 4)
    with pytest.raises(ValidationError, match="rungs"):
        element(kind="field", bind="name", rungs=["a"])  # a ladder's key on a field
    with pytest.raises(ValidationError, match="kind"):
        element(kind="gauge", bind="x")


def test_every_kind_has_an_action_in_the_sheet_model():
    assert set(ACTIONS) == set(KINDS)


def test_a_current_value_carries_the_score_the_form_declares_not_one_guessed_from_names():
    """Lite: [001 "The attribute scores are decreased when you suffer different types of
    trauma."] The current score is kept under the base score the form names; an item that
    declares nothing carries nothing, whatever its path is called."""
    system = get_system("lite")
    c = system.rules.new("Angus")
    c = c.model_copy(update={"strength": c.strength.model_copy(update={"base": 4, "current": 1})})
    declared = element(kind="attributes", items=[
        {"bind": "strength.current", "label": "Strength", "current_of": "strength.base"},
        {"bind": "agility.current", "label": "Agility"}])
    model = build_sheet(load_form(system.form_path), c, system.rules)
    strength, agility = block_of(declared, c, system.rules).children
    assert (strength.current_of, strength.limit, strength.text) == ("strength.base", 4, "1 of 4")
    assert (agility.current_of, agility.limit, agility.text) == ("", None, "")
    lite_form = [i for b in model.of_kind("attributes") for i in b.children if i.current_of]
    assert [(i.bind, i.current_of) for i in lite_form] == [
        (f"{a}.current", f"{a}.base") for a in ("strength", "agility", "wits", "empathy")]
