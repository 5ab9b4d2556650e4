"""The Hazards dialog checks what is typed as it is typed (the rules' own apply, kept off the
sheet) and says what will be rolled, but not the dice: whether the fall was broken is given
before the damage is seen. Apply rolls and says what it did."""

from __future__ import annotations

import re

from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.sheet.elements.states import StatesElement


def member(view, name: str):
    return next(d for d in view.all_documents() if d.character.display_name == name)


def test_the_fall_preview_follows_the_height_and_apply_does_what_it_showed(view, qtbot):
    # [003 "Characters take damage from falling and are knocked down."]
    rivet = member(view, "Rivet-9")
    sheet = SheetView(rivet)
    qtbot.addWidget(sheet)
    states = next(e for e in sheet.elements if isinstance(e, StatesElement))
    dialog = states.hazard_dialog()
    qtbot.addWidget(dialog)
    before = rivet.character
    assert dialog.select("Fall")
    assert dialog.preview.text() == "Rolled when you press Apply: Fall"
    metres = dialog.inputs.control("metres")
    metres.setValue(3)
    assert dialog.preview.text() == "Not yet: the fall table starts at 4.5m: a shorter fall is the GM's call"
    metres.setValue(9)
    assert dialog.preview.text() == "Rolled when you press Apply: Fall"
    assert rivet.character == before  # the preview wrote nothing
    # [003 "taking half the damage they normally would"]: chosen before the dice are seen
    dialog.inputs.control("broken").setChecked(True)
    assert dialog.preview.text() == ("Rolled when you press Apply: Fall "
                                     "(The AGL roll to break the fall succeeded)")
    dialog.inputs.control("broken").setChecked(False)
    assert not re.search(r"\d", dialog.preview.text())  # no face, no damage
    assert dialog.apply_selected()
    said = dialog.detail.text()
    dice = [int(d) for d in re.search(r"Fell 9m \(2d8 = (\d+) \+ (\d+)", said).groups()]
    lost = before.condition.current - rivet.character.condition.current
    assert f"took {sum(dice)} damage" in said and lost == sum(dice)
    rivet.undo_stack.undo()
    assert rivet.character == before
