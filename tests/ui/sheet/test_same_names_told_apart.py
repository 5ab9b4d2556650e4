"""Fields of one name on a page are told apart by their group (issue #39, found by the
keyboard journeys): Game Rules Lite's "Base score" and "Current (Base dice)" both hold a
Strength, and each odds group has its "Modifier for the odds shown"; a screen reader says
the group after the name, as the description."""

from __future__ import annotations

from PySide6.QtGui import QAccessible

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.sheet.elements.attributes import AttributesElement


def _said(widget) -> tuple[str, str]:
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Name), face.text(QAccessible.Text.Description)


def test_the_two_strengths_and_the_modifiers_are_told_apart(qtbot):
    document = Document(load_character(get_system("lite").samples[0]).character)
    view = SheetView(document)
    qtbot.addWidget(view)
    view.show()
    groups = [e for e in view.findChildren(AttributesElement) if e.element.label]
    strengths = [editor.editor for g in groups for editor in g.editors if editor.label == "Strength"]
    assert len(strengths) == 2
    assert {d for _n, d in map(_said, strengths)} == {"Base score", "Current (Base dice)"}
    modifiers = [g.modifier.spin for g in groups if g.modifier.isVisibleTo(g)]
    described = [_said(m)[1] for m in modifiers]
    assert len(modifiers) > 1 and len(set(described)) == len(described) and all(described)
    document.undo_stack.clear()
