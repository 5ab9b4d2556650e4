"""A value that damage lowers, kept under a score (Game Rules Lite: [001 "The attribute scores
are decreased when you suffer different types of trauma."], the current value at most the base
score): the form declares which score, the sheet model's block carries it, and the party card
and the sheet both read it from the block. For every sample: the card offers exactly the
declared current values, each kept under its score, and the sheet shows that score beside it.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QSpinBox

from sheetkeeper.core.campaign import Member as RosterEntry
from sheetkeeper.core.paths import get_path
from sheetkeeper.core.registry import all_systems
from sheetkeeper.forms import load_form
from sheetkeeper.sheet import build_sheet
from sheetkeeper.storage import load_character
from sheetkeeper.storage.campaign_file import MemberSlot
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.party.card import MemberCard
from sheetkeeper.ui.party.member import Member
from sheetkeeper.ui.sheet import SheetView

SAMPLES = [pytest.param(s, p, id=p.name) for s in all_systems() for p in s.samples]


def _current_items(system, character):
    model = build_sheet(load_form(system.form_path), character, system.rules)
    return [item for block in model.of_kind("attributes") for item in block.children
            if item.current_of]


def _card(sample, document, qtbot) -> MemberCard:
    slot = MemberSlot(RosterEntry(path=sample.name), sample, load_character(sample))
    card = MemberCard(Member(slot, document))
    qtbot.addWidget(card)
    return card


def _card_spins(card) -> dict[str, QSpinBox]:
    """The card's number boxes by the caption beside them."""
    out = {}
    for i in range(card.grid.count()):
        caption = card.grid.itemAt(i).widget()
        if isinstance(caption, QLabel) and isinstance(caption.buddy(), QSpinBox):
            out[caption.text()] = caption.buddy()
    return out


@pytest.mark.parametrize(("system", "sample"), SAMPLES)
def test_the_card_offers_the_current_values_the_form_declares_under_their_score(system, sample, qtbot):
    character = load_character(sample).character
    items = _current_items(system, character)
    declared = [item.bind for e in load_form(system.form_path).elements() if e.kind == "attributes"
                for item in e.items if item.current_of]
    assert [item.bind for item in items] == declared
    document = Document(character)
    spins = _card_spins(_card(sample, document, qtbot))
    pools_and_ladders = {b.label for b in build_sheet(load_form(system.form_path), character, system.rules)
                         .blocks if b.kind in ("pool", "ladder")}
    assert set(spins) - pools_and_ladders == {item.label for item in items}
    for item in items:
        spin = spins[item.label]
        assert item.limit == get_path(character, item.current_of)
        assert (spin.value(), spin.maximum()) == (item.value, item.limit)
        assert spin.suffix() == f" / {item.limit}"


@pytest.mark.parametrize(("system", "sample"), SAMPLES)
def test_the_sheet_shows_each_current_value_of_its_score_from_the_block(system, sample, qtbot):
    character = load_character(sample).character
    items = {item.bind: item for item in _current_items(system, character)}
    view = SheetView(Document(character))
    qtbot.addWidget(view)
    shown = {bind: label.text() for widget in view.elements if widget.element.kind == "attributes"
             for bind, label in widget.limits.items()}
    assert shown == {bind: f"of {item.limit}" for bind, item in items.items()}


def test_lowering_a_current_value_on_the_card_shows_on_the_sheet_and_is_kept_under_the_score(qtbot):
    """Lite: the current score is at most the base score; lowering it on the card is one
    undoable edit that the sheet shows at once."""
    system = next(s for s in all_systems() if s.id == "lite")
    sample = system.samples[0]
    character = load_character(sample).character
    document = Document(character)
    card = _card(sample, document, qtbot)
    view = SheetView(document)
    qtbot.addWidget(view)
    strength = _card_spins(card)["Strength"]
    base = character.strength.base
    strength.setValue(base + 3)
    assert document.character.strength.current <= base  # the box stops at the base score
    strength.setValue(base - 1)
    assert document.character.strength.current == base - 1
    editors = [e for w in view.elements if w.element.kind == "attributes" for e in w.editors
               if e.path == "strength.current"]
    assert [e.editor.value() for e in editors] == [base - 1]
    document.undo_stack.undo()
    assert document.character.strength.current == character.strength.current
    assert strength.value() == character.strength.current
    document.undo_stack.clear()
