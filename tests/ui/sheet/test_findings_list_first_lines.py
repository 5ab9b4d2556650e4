"""The findings list shows its first findings at once and the rest just after.

It shows a few lines above the sheet's tabs; a sheet of 400 custom skills has a finding on
most of them, each word-wrapped, and listing them all held the sheet's first paint (and any
change of its findings) for ~45 ms. The first :data:`AT_ONCE` are listed at once, the rest
at the next turn of the event loop. Counted, not timed: the items listed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from sheetkeeper import api
from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.ui.sheet.findings_list import AT_ONCE, FindingsList

SKILLS = 200


def _character() -> Any:
    character = load_character(get_system("rainworld").samples[0]).character
    rows = character.skills
    grown = [rows[i] if i < len(rows) else rows[i % len(rows)].model_copy(
        update={"name": f"{rows[i % len(rows)].name} {i}"}) for i in range(SKILLS)]
    return character.model_copy(update={"skills": grown})


def _texts(found: FindingsList) -> list[str]:
    return [found.item(i).text() for i in range(found.count())]


def test_the_first_findings_at_once_and_the_rest_just_after(qtbot):
    findings = api.validate(_character())
    assert len(findings) > 4 * AT_ONCE
    listed = FindingsList()
    qtbot.addWidget(listed)
    listed.show_findings(findings)
    assert listed.count() == AT_ONCE
    assert listed.findings() == tuple(findings)  # what it lists, whole, for those who ask
    qtbot.waitUntil(lambda: listed.count() == len(findings))
    assert [t.removeprefix("● ") for t in _texts(listed)] == [str(f) for f in findings]


def test_a_list_shown_anew_meanwhile_keeps_only_its_own_findings(qtbot):
    findings = api.validate(_character())
    listed = FindingsList()
    qtbot.addWidget(listed)
    listed.show_findings(findings)
    fewer = findings[: AT_ONCE // 2]
    listed.show_findings(fewer)  # before the rest of the first came
    QApplication.processEvents()
    QApplication.processEvents()
    assert listed.count() == len(fewer)
    assert [t.removeprefix("● ") for t in _texts(listed)] == [str(f) for f in fewer]
