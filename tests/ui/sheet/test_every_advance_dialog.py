"""Every advance applies from its dialog: for every sample, in every state its offers are
allowed in (as saved, with plenty of XP, wounded, in creation), each dialog that lists
offers (Advance…, Rest, Hazards, Resources, Other) is opened, every allowed offer is picked
with a click, and Apply is clicked with the controls' defaults and then with values a person
would choose. The change is applied, or the dialog says why not in words — never an
exception, never a Python message."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from sheetkeeper import api
from sheetkeeper.ui.dialogs.advance import AdvanceDialog
from sheetkeeper.ui.document import Document

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from offer_walk import in_words, person_values, samples, states  # noqa: E402

SAMPLES = list(samples())


def _click_row(dialog: AdvanceDialog, row: int) -> None:
    item = dialog.list.item(row)
    dialog.list.scrollToItem(item)
    QTest.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.list.visualItemRect(item).center())
    assert dialog.list.currentRow() == row


def _apply(qtbot, dialog: AdvanceDialog, row: int, values: dict | None) -> tuple[bool, str]:
    _click_row(dialog, row)
    if values:
        dialog.inputs.set_values(values)
        dialog.refresh_preview()
    preview = dialog.preview.text()
    assert not preview or in_words(preview), preview
    before = dialog.document.character
    QTest.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    said = dialog.detail.text()
    assert in_words(said), said
    return dialog.document.character != before, said


@pytest.mark.parametrize(("name", "character"), SAMPLES, ids=[n for n, _ in SAMPLES])
def test_every_allowed_offer_applies_from_its_dialog(qtbot, name, character):
    applied = {}
    for state, c in states(character):
        offers = api.offers(c)
        for group in dict.fromkeys(o.group for o in offers):
            for index, offer in enumerate(o for o in offers if o.group == group):
                if not offer.allowed:
                    continue
                for values in (None, person_values(offer.inputs)):
                    dialog = AdvanceDialog(Document(c), groups=(group,))
                    qtbot.addWidget(dialog)
                    dialog.show()
                    row = [o.action for o in dialog.offers].index(offer.action)
                    assert row == index
                    changed, said = _apply(qtbot, dialog, row, values)
                    assert changed or said, (state, offer.action.kind, values)
                    applied[offer.action.kind] = applied.get(offer.action.kind, False) or changed
                    dialog.close()
    if character.system == "grimwire":
        assert applied["level.up"], "GRIMWIRE levels up from the dialog"
    if character.system == "brp":
        assert applied["brp.recover"] and applied["brp.travel"]


def test_grimwire_level_up_shares_the_points_in_the_dialog(qtbot):
    """[003 "Rewards by Level"]: the dialog shows a spin box per attribute and the points left
    to share; Apply is refused, saying so, until they are all shared, then levels up."""
    cyrus = next(c for n, c in SAMPLES if n == "grimwire-cyrus")
    document = Document(api.apply(cyrus, "xp.award", {"amount": 40, "reason": "a job"}).character)
    dialog = AdvanceDialog(document, ledger="xp")
    qtbot.addWidget(dialog)
    dialog.show()
    _click_row(dialog, 0)
    allotment = dialog.inputs.control("increases")
    assert allotment.left.text() == "1 of 1 points left to share"
    assert dialog.preview.text() == ("Not yet: Attribute increases: 1 point to share; "
                                     "1 left to assign")
    QTest.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert "1 left to assign" in dialog.detail.text()
    agility = allotment.spins["AGL"]
    agility.setFocus()
    QTest.keyClick(agility, Qt.Key.Key_Up)
    assert allotment.left.text() == "0 of 1 points left to share"
    assert dialog.preview.text().startswith("Will apply: Level 3: +1 AGL")
    assert "left to assign" not in dialog.detail.text()  # the refusal before is not left standing
    QTest.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert document.character.attributes.value("AGL") == cyrus.attributes.value("AGL") + 1
    assert dialog.detail.text().startswith("Done: Level up to 3")
