"""The sheet model's words in the user's language, without Qt: read from the same Qt Linguist
files as the screen's texts (``translations/sheetkeeper_<language>.ts``), finished
translations only, in the language the environment names unless one was chosen."""

from __future__ import annotations

import pytest

from sheetkeeper.core.inventory import Encumbrance
from sheetkeeper.core.registry import get_system
from sheetkeeper.sheet import ledger_view, load_view
from sheetkeeper.translate import language, read_ts, set_language, translate


@pytest.fixture
def german():
    set_language("de")
    yield
    set_language(None)


def _ledger():
    ledger = get_system("lite").rules.new("Ledger").ledger
    ledger, _ = ledger.append("xp.award", 5, reason="First session", session="1")
    ledger, _ = ledger.append("hours.grant", 10, reason="Downtime")
    return ledger


def test_in_german_the_ledger_has_german_headings_totals_title_and_unit(german):
    xp = ledger_view(_ledger(), "xp")
    assert xp.headings == ("Datum", "Sitzung", "Betrag", "Grund", "Stand")
    assert xp.columns == ("Date", "Session", "Amount", "Reason", "Balance")  # the keys stay
    assert xp.totals == (("Verdient", 5), ("Ausgegeben", 0), ("Verfügbar", 5))
    assert (xp.title, xp.unit) == ("Erfahrung", "EP")
    hours = ledger_view(_ledger(), "hours")
    assert [name for name, _ in hours.totals] == ["Gewährt", "Ausgegeben", "Verbleibend"]
    assert (hours.title, hours.unit) == ("Lernstunden", "Stunden")
    assert ledger_view(_ledger(), "events").title == "Verlauf"


def test_in_german_the_load_and_its_warning_are_german_the_games_words_are_not(german):
    over = load_view(Encumbrance(load=9, capacity=8, unit="items", over=True, consequence="slowed"))
    assert over.text == "Last 9 von 8 items"
    assert over.warning == "Über der Tragkraft: slowed"


def test_in_english_the_texts_are_as_written():
    set_language("en")
    try:
        assert ledger_view(_ledger(), "xp").totals[0][0] == "Earned"
        assert load_view(Encumbrance(load=1, capacity=8)).text == "Load 1 of 8 items"
    finally:
        set_language(None)


@pytest.mark.parametrize(("variables", "expected"), [
    ({"LANG": "de_DE.UTF-8"}, "Verdient"),
    ({"LANGUAGE": "de_AT:en", "LANG": "en_GB.UTF-8"}, "Verdient"),
    ({"LC_ALL": "C"}, "Earned"),
    ({"LANG": "xx_YY.UTF-8"}, "Earned"),  # no such translation: English
    ({"SHEETKEEPER_LANGUAGE": "de", "LANG": "en_US.UTF-8"}, "Verdient"),
])
def test_the_language_is_the_one_the_environment_names(monkeypatch, variables, expected):
    for name in ("SHEETKEEPER_LANGUAGE", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    assert translate("LedgerView", "Earned") == expected, language()


def test_only_finished_translations_are_used(tmp_path):
    path = tmp_path / "sheetkeeper_xx.ts"
    path.write_text("""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="xx">
<context>
    <name>LedgerView</name>
    <message><source>Earned</source><translation>Gained</translation></message>
    <message><source>Spent</source><translation type="unfinished">Used</translation></message>
    <message><source>Date</source><translation type="obsolete">Day</translation></message>
    <message><source>Reason</source><translation></translation></message>
</context>
</TS>
""", encoding="utf-8")
    assert read_ts(path) == {("LedgerView", "Earned"): "Gained"}


def test_every_translation_keeps_the_placeholders_of_its_text():
    from sheetkeeper.paths import translations_dir

    for path in translations_dir().glob("sheetkeeper_*.ts"):
        for (context, source), text in read_ts(path).items():
            for n in range(5):
                assert (f"{{{n}}}" in source) == (f"{{{n}}}" in text), (path.name, context, source)


def test_in_german_a_load_uses_a_decimal_comma(german):
    """Not "Last 11.5 von 10": the number as German writes it."""
    enc = Encumbrance(load=11.5, capacity=10, unit="kg", over=True, layout="weight")
    assert load_view(enc).text == "Last 11,5 von 10 kg"


def test_in_english_a_load_keeps_its_decimal_point():
    set_language("en")
    try:
        enc = Encumbrance(load=11.5, capacity=10, unit="kg", over=True, layout="weight")
        assert load_view(enc).text == "Load 11.5 of 10 kg"
    finally:
        set_language(None)
