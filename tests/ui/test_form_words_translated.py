"""A game's form speaks the user's language as the rest of the app does: its page titles,
labels and headings are translated (``translations/sheetkeeper_<language>.ts``, context
``Form: <system>``) on the screen, on the party card and on paper alike, while what the form
binds and stores stays as it is, so a sheet filled in one language imports in another."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QTabWidget

from sheetkeeper.core.campaign import Member as RosterEntry
from sheetkeeper.core.registry import all_systems, get_system
from sheetkeeper.export.filled import read_filled
from sheetkeeper.export.merge import plan_import
from sheetkeeper.export.pdf import export_pdf
from sheetkeeper.forms.spec import form_for, load_form
from sheetkeeper.forms.words import context, form_texts
from sheetkeeper.paths import translations_dir
from sheetkeeper.storage import load_character
from sheetkeeper.storage.campaign_file import MemberSlot
from sheetkeeper.translate import set_language
from sheetkeeper.ui.document import Document
from sheetkeeper.ui.party.card import MemberCard
from sheetkeeper.ui.party.member import Member
from sheetkeeper.ui.sheet import SheetView

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "export"))
from helpers import fill_as_viewer, text_of  # noqa: E402

SYSTEMS = all_systems()


@pytest.fixture
def german():
    set_language("de")
    yield
    set_language(None)


def _angus():
    system = get_system("lite")
    sample = next(p for p in system.samples if "angus" in p.name)
    return system, sample, load_character(sample)


def test_in_english_the_form_is_the_file_as_written():
    set_language("en")
    try:
        system = get_system("lite")
        assert form_for("lite") is load_form(system.form_path)  # nothing copied
    finally:
        set_language(None)


def test_in_german_the_forms_words_are_german_and_what_it_binds_is_not(german):
    form = form_for("lite")
    english = load_form(get_system("lite").form_path)
    titles = [page.title for page in form.pages]
    assert titles[:2] == ["Charakter", "Ausrüstung"] and "Gear" not in titles
    sections = [section.title for page in form.pages for section in page.sections]
    assert "Fertigkeiten" in sections and "Skills" not in sections
    assert [e.bind for e in form.elements()] == [e.bind for e in english.elements()]
    assert [getattr(e, "choices", ()) for e in form.elements()] == \
        [getattr(e, "choices", ()) for e in english.elements()]


def test_in_german_the_sheets_tabs_and_the_party_card_use_the_forms_german_words(german, qtbot):
    _, sample, opened = _angus()
    view = SheetView(Document(opened.character))
    qtbot.addWidget(view)
    tabs = view.findChild(QTabWidget)
    names = [tabs.tabText(i).replace("&", "") for i in range(tabs.count())]
    assert names[:2] == ["Charakter", "Ausrüstung"]
    card = MemberCard(Member(MemberSlot(RosterEntry(path=sample.name), sample, opened),
                             Document(opened.character)))
    qtbot.addWidget(card)
    shown = [label.text() for label in card.findChildren(QLabel)]
    assert "Stärke" in shown and "Strength" not in shown


def test_a_sheet_printed_in_german_prints_the_forms_words_and_imports_in_english(tmp_path, monkeypatch):
    system, _, opened = _angus()
    monkeypatch.setenv("SHEETKEEPER_LANGUAGE", "de")
    out = export_pdf(opened.character, tmp_path / "angus.pdf", fillable=True)
    text = " ".join(text_of(out).split())
    for word in ("Fertigkeiten", "Grundwert", "Stärke", "Spieler"):
        assert word.upper() in text.upper(), word
    for english in ("Base score", "Notes"):
        assert english.upper() not in text.upper(), english
    filled = fill_as_viewer(out, {"ledger_xp_add": "2", "ledger_xp_add_for": "Sitzung 5"},
                            tmp_path / "filled.pdf")
    monkeypatch.setenv("SHEETKEEPER_LANGUAGE", "en")
    plan = plan_import(opened.character, system.rules, form_for("lite"), system.name,
                       read_filled(filled))
    assert [c.text for c in plan.changes] == ["+2 XP: Sitzung 5"]
    assert plan.refused == []


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_every_text_of_the_form_is_offered_to_translators(system):
    """A label added to a form without ``make translations`` would stay English in every
    language; the template lists each text of each form under its game's context."""
    template = ET.parse(translations_dir() / "sheetkeeper.ts").getroot()
    listed = {m.findtext("source") for c in template.iter("context")
              if c.findtext("name") == context(system.id) for m in c.iter("message")}
    missing = set(form_texts(load_form(system.form_path))) - listed
    assert not missing, f"run make translations: {sorted(missing)[:5]}"
