"""Each finding is shown once, where the user can act on it: a change by hand waiting for
the GM and a name the game's list spells otherwise are in the strip above the sheet, with
Accept adjustments and Use the game's spelling; the findings list above the tabs (and the
wizard's checklist) says the rest."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sheetkeeper import api
from sheetkeeper.storage import load_character
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.wizard import NewCharacterWizard


def _ilse():
    return load_character(next(p for p in api.system("rainworld").samples if "ilse" in p.name)).character


def _listed(findings) -> list[str]:
    return [findings.item(i).text() for i in range(findings.count())]


def _view(qtbot, character) -> SheetView:
    view = SheetView(Document(character))
    qtbot.addWidget(view)
    view.resize(1100, 760)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_an_adjustment_and_a_misspelling_are_said_once_in_the_strip_with_their_buttons(qtbot):
    character = _ilse()
    rank = character.skills[0].rank
    character = api.apply(character, "set", {"path": "skills.0.rank", "value": rank + 1,
                                              "adjust": "the GM agreed"}).character
    rows = list(character.skills)
    rows[1] = rows[1].model_copy(update={"name": rows[1].name.lower()})
    character = character.model_copy(update={"skills": rows})
    view = _view(qtbot, character)
    strip = view.play_strip.text.text()
    assert f"{rank} → {rank + 1} (the GM agreed)" in strip
    assert f"{rows[1].name} → {character.skills[1].name.capitalize()}" in strip
    assert view.play_strip.accept.isVisible() and view.play_strip.spell.isVisible()
    listed = _listed(view.findings)
    assert not [t for t in listed if "changed by hand" in t or "the game's list writes it" in t]
    # what the strip does not show stays listed (a custom skill's ranks: no one-click fix)
    assert [f for f in view.located_findings() if f.kind not in view.play_strip.shows()]
    assert len(listed) == len([f for f in view.located_findings() if not f.kind])

    view.play_strip.accept.click()
    assert not view.play_strip.accept.isVisible()
    assert not [t for t in _listed(view.findings) if "changed by hand" in t]


def test_a_misspelling_the_strip_cannot_fix_is_listed(qtbot):
    # the listed spelling is already a row: renaming would make it twice, so no button
    character = _ilse()
    twin = character.skills[0].model_copy(update={"name": character.skills[0].name.upper()})
    view = _view(qtbot, character.model_copy(update={"skills": [*character.skills, twin]}))
    assert not view.play_strip.spell.isVisible()
    assert [t for t in _listed(view.findings) if "the game's list writes it" in t]


def test_the_wizard_checklist_leaves_the_strips_spelling_to_the_strip(qtbot):
    wizard = NewCharacterWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    systems = wizard.system_page.list
    systems.setCurrentRow(next(i for i in range(systems.count()) if systems.item(i).data(256) == "rainworld"))
    wizard.next()
    wizard.name_page.name.setText("Ada")
    wizard.next()
    page = wizard.creation_page
    page.document.apply(api.Action("list.add", {"path": "skills", "value": {"name": "firearms", "rank": 2}}))
    assert "firearms → Firearms" in page.sheet.play_strip.text.text()
    assert not [t for t in _listed(page.checklist) if "Firearms" in t]


def test_the_findings_list_is_measured_again_only_when_its_first_findings_or_width_change(qtbot):
    """The list is as tall as its first findings; measuring them (word-wrapped) on every click
    cost a click more than the rules did once the findings were kept."""
    character = _ilse()
    rows = list(character.skills)
    rows[1] = rows[1].model_copy(update={"name": f"{rows[1].name} of my own"})  # custom with ranks: a finding
    view = _view(qtbot, character.model_copy(update={"skills": rows}))
    assert view.findings.isVisible()
    measured = []
    measure = view.findings.sizeHintForRow
    view.findings.sizeHintForRow = lambda row: measured.append(row) or measure(row)
    boxes = view.element("track", "body").row.boxes

    def click(box: int) -> None:  # a track click: the findings stay as they were
        qtbot.mouseClick(boxes, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         boxes.box_rect(box).center().toPoint())
        QApplication.processEvents()

    click(0)  # the first change after the list was laid out at its width measures it
    measured.clear()
    height = view.findings.height()
    for box in (1, 2, 3):
        click(box)
    assert measured == [] and view.findings.height() == height
    view.resize(700, 760)
    qtbot.wait(50)
    view.refresh_findings()  # the next change: the list is narrower, its rows measured again
    assert measured
