"""The paper speaks the user's language as the screen does: the ledger's headings are the
sheet model's (``LedgerView.headings``), and the words the paper adds of its own (Most recent,
New XP, Rating, Page N of M) go through the same translations
(``translations/sheetkeeper_<language>.ts``)."""

from __future__ import annotations

import pytest
from helpers import text_of

from sheetkeeper.core.registry import get_system
from sheetkeeper.export.pdf import export_blank, export_pdf
from sheetkeeper.forms.spec import form_for
from sheetkeeper.sheet import build_sheet
from sheetkeeper.storage import load_character


def _angus():
    system = get_system("lite")
    return system, load_character(next(p for p in system.samples if "angus" in p.name)).character


def _words(path) -> str:  # noqa: ANN001
    return " ".join(text_of(path).split())


def test_in_german_the_paper_prints_the_models_headings_and_its_own_words(tmp_path, monkeypatch):
    monkeypatch.setenv("SHEETKEEPER_LANGUAGE", "de")
    system, character = _angus()
    out = export_pdf(character, tmp_path / "angus.pdf", paper="a4", odds=True, fillable=True)
    text = _words(out)
    ledger = next(b.ledger for b in build_sheet(form_for("lite"), character, system.rules).blocks
                  if b.kind == "ledger" and b.ledger.ledger == "xp")
    assert ledger.headings == ("Datum", "Sitzung", "Betrag", "Grund", "Stand")
    for heading in ledger.headings:  # the screen's words, on paper
        assert heading in text, heading
    for word in ("Zuletzt", "Neue EP (Menge, und wofür)", "VERDIENT EP", "VERFÜGBAR EP",
                 "Wert", "Chance", "Gegenstand", "Anz.", "Spieler: Sam", "Seite 1 von 2"):
        assert word in text, word
    for english in ("Most recent", "New XP", "Balance", "Reason", "Rating", "Odds", "Page 1",
                    "Player:"):
        assert english not in text, english


def test_in_german_a_blank_sheet_says_so_in_german(tmp_path, monkeypatch):
    monkeypatch.setenv("SHEETKEEPER_LANGUAGE", "de")
    text = _words(export_blank("grimwire", tmp_path / "blank.pdf"))
    assert "Charakterbogen" in text and "Leerer Bogen" in text and "Datum" in text
    assert "Character sheet" not in text and "Blank sheet" not in text


@pytest.mark.parametrize("language", ["en", "C"])
def test_in_english_the_paper_keeps_its_words(tmp_path, monkeypatch, language):
    monkeypatch.setenv("SHEETKEEPER_LANGUAGE", language)
    _, character = _angus()
    text = _words(export_pdf(character, tmp_path / "angus.pdf", fillable=True))
    for word in ("Date Session Amount Reason Balance", "Most recent",
                 "New XP (amount, and what for)", "Player: Sam", "Page 1 of 2"):
        assert word in text, word


def test_in_german_the_gear_marks_print_in_german(tmp_path, monkeypatch):
    """Game Rules Lite's heavy and light items: a box to tick before each word, the item's
    own ticked. In German the words are German, and the ticked one is still the item's."""
    monkeypatch.setenv("SHEETKEEPER_LANGUAGE", "de")
    _, character = _angus()
    sizes = {item.size for item in character.inventory}
    assert {"heavy", "light"} <= sizes
    text = _words(export_pdf(character, tmp_path / "angus.pdf", fillable=False))
    assert text.count("schwer leicht") >= len(character.inventory)
    assert "heavy" not in text and "light" not in text
    monkeypatch.setenv("SHEETKEEPER_LANGUAGE", "en")
    assert "heavy light" in _words(export_pdf(character, tmp_path / "angus-en.pdf", fillable=False))
