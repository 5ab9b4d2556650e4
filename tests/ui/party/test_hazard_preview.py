"""The Hazards dialog shows what will apply as the numbers are typed (the rules' own apply,
kept off the sheet), and Apply does exactly what the preview said, with the same dice."""

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
    assert dialog.preview.text().startswith("Will apply: Fell 4.5m")
    metres = dialog.inputs.control("metres")
    metres.setValue(9)
    shown = dialog.preview.text()
    assert shown.startswith("Will apply: Fell 9m (2d8 = ")
    assert rivet.character == before  # the preview wrote nothing
    metres.setValue(3)
    assert dialog.preview.text() == "Not yet: the fall table starts at 4.5m: a shorter fall is the GM's call"
    metres.setValue(9)
    assert dialog.preview.text() == shown  # the same dice as before
    # [003 "taking half the damage they normally would"]
    dialog.inputs.control("broken").setChecked(True)
    assert "fall broken: half damage" in dialog.preview.text()
    dialog.inputs.control("broken").setChecked(False)
    assert dialog.preview.text() == shown
    dice = [int(d) for d in re.search(r"2d8 = (\d+) \+ (\d+)", shown).groups()]
    assert dialog.apply_selected()
    assert dialog.detail.text().endswith(shown.removeprefix("Will apply: "))
    lost = before.condition.current - rivet.character.condition.current
    assert f"took {sum(dice)} damage" in shown and lost == sum(dice)
    rivet.undo_stack.undo()
    assert rivet.character == before
