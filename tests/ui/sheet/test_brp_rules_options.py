"""Basic Roleplaying's gamemaster's options are on the sheet (its Notes page): the optional
rules the rules read, such as power points as fate points, ticked there and undone; and a
maximum-damage strike offers the sheet's weapons by their rows."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox

from sheetkeeper.core.pool import Pool
from sheetkeeper.storage import load_character
from sheetkeeper.systems.brp import SYSTEM
from sheetkeeper.ui.dialogs.advance import AdvanceDialog
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView


@pytest.fixture
def sheet(qtbot):
    sample = next(p for p in SYSTEM.samples if "brannoc" in p.name)
    character = load_character(sample).character
    character = character.model_copy(update={
        "power_points": Pool(current=12, maximum=12),
        "options": character.options.model_copy(update={"fate_points": False})})
    document = Document(character)
    view = SheetView(document)
    qtbot.addWidget(view)
    view.resize(1200, 900)
    view.show()
    yield document, view
    document.undo_stack.clear()


def _editor(view, bind):
    element = next(e for e in view.elements if e.element.bind == bind)
    return element.editor.editor


def test_power_points_as_fate_points_is_ticked_on_the_sheet(sheet, qtbot):
    """[004 "Spend power points equal to the entire damage range of your weapon"]: an
    optional rule, turned on where the sheet keeps the gamemaster's options."""
    document, view = sheet
    view.tabs.setCurrentIndex(next(i for i in range(view.tabs.count())
                                   if view.tabs.tabText(i) == "Notes"))
    box = _editor(view, "options.fate_points")
    assert isinstance(box, QCheckBox) and not box.isChecked()
    box.click()
    assert document.character.options.fate_points is True
    dialog = AdvanceDialog(document, groups=("resource",))
    qtbot.addWidget(dialog)
    assert dialog.select("maximum damage")
    weapon = dialog.inputs.control("weapon")
    assert isinstance(weapon, QComboBox)
    assert weapon.currentText() == "Broadsword (1D8+1)"
    assert dialog.apply_selected()
    assert document.character.power_points.current == 12 - 9  # 1D8+1 at its maximum
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.character.options.fate_points is False
