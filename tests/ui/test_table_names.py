"""Every table of a sheet is read by a name in the form's words ("Jobs (one 8-hour shift per
down-time day)"), never by the key of the data it shows ("jobs", "aptitude checks checks")
(issue #33), in English and in German."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QPushButton

from sheetkeeper.core.registry import all_systems
from sheetkeeper.forms import load_form
from sheetkeeper.paths import samples_dir
from sheetkeeper.storage import load_character
from sheetkeeper.translate import set_language
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.sheet import SheetView
from sheetkeeper.ui.translator import install_translator

SAMPLES = sorted(p.name for p in samples_dir().glob("*.skchar"))


def data_keys(system_id: str) -> set[str]:
    """What the form binds and groups by: the data's own keys."""
    system = next(s for s in all_systems() if s.id == system_id)
    form = load_form(system.form_path)
    keys: set[str] = set()
    for page in form.pages:
        for section in page.sections:
            for element in section.elements:
                for key in (element.bind, getattr(element, "group", "")):
                    if key:
                        keys |= {key, f"{key} checks", key.replace("_", " ")}
    return keys


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    set_language(request.param)
    translator = install_translator(qapp)
    yield request.param
    if translator is not None:
        qapp.removeTranslator(translator)
    set_language(None)


@pytest.mark.parametrize("sample", SAMPLES)
def test_no_table_is_named_by_its_data_key(sample, language, qtbot):
    character = load_character(samples_dir() / sample).character
    view = SheetView(Document(character))
    qtbot.addWidget(view)
    keys = data_keys(character.system)
    tables = [t for t in view.findChildren(QAbstractItemView) if not isinstance(t, QHeaderView)]
    assert tables
    raw = [t.accessibleName() for t in tables if t.accessibleName() in keys]
    unnamed = [type(t).__name__ for t in tables if not t.accessibleName() and t.isVisibleTo(view)]
    assert not raw, f"tables named by their data key: {raw}"
    buttons = [w.accessibleName() for w in view.findChildren(QPushButton)
               if w.accessibleName().rpartition(" row in ")[2] in keys]
    assert not buttons, f"row buttons named by the data key: {buttons}"
    assert not unnamed, f"tables without a name: {unnamed}"
