"""Shots of findings that take you where they say: the new-character wizard's checklist after
an item was clicked (its tab shown, its field focused), and a sheet's findings above its tabs
after the finding on an unnamed row was clicked (the row selected); and a sheet with a change
by hand and a misspelt skill, each said once, in the strip with the button that acts on it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from sheetkeeper import api
from sheetkeeper.storage import load_character
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.wizard import NewCharacterWizard


def _save(widget, path: Path) -> None:
    QApplication.processEvents()
    widget.grab().save(str(path))
    print(path)


def _click(findings, text: str) -> None:
    item = next(findings.item(i) for i in range(findings.count()) if text in findings.item(i).text())
    findings.setCurrentItem(item)
    findings.itemClicked.emit(item)


def checklist(out: Path) -> None:
    wizard = NewCharacterWizard()
    systems = wizard.system_page.list
    systems.setCurrentRow(next(i for i in range(systems.count()) if systems.item(i).data(256) == "lite"))
    wizard.show()
    wizard.next()
    wizard.name_page.name.setText("Mira Stone")
    wizard.next()
    wizard.resize(1000, 820)
    page = wizard.creation_page
    page.sheet.tabs.setCurrentIndex(1)
    _click(page.checklist, "Specialist skill needs at least level 1")
    _save(wizard, out / "wizard-checklist.png")
    wizard.close()


def sheet_findings(out: Path) -> None:
    ilse = next(p for p in api.system("rainworld").samples if "ilse" in p.name)
    character = load_character(ilse).character
    character = api.apply(character, "list.add", {"path": "skills", "value": {"name": "", "rank": 0}}).character
    view = SheetView(Document(character))
    view.resize(1100, 760)
    view.show()
    _click(view.findings, "give this row a name")
    _save(view, out / "sheet-findings.png")
    view.close()


def strip_and_findings(out: Path) -> None:
    ilse = next(p for p in api.system("rainworld").samples if "ilse" in p.name)
    character = load_character(ilse).character
    rank = character.skills[0].rank
    character = api.apply(character, "set", {"path": "skills.0.rank", "value": rank + 1,
                                              "adjust": "the GM agreed"}).character
    rows = list(character.skills)
    rows[1] = rows[1].model_copy(update={"name": rows[1].name.lower()})
    view = SheetView(Document(character.model_copy(update={"skills": rows})))
    view.resize(1100, 420)
    view.show()
    _save(view, out / "sheet-strip-and-findings.png")
    view.close()
