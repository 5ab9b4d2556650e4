"""The sheet model's words in the user's language, without Qt: read from the same Qt Linguist
files as the screen's texts (``translations/sheetkeeper_<language>.ts``), finished
translations only, in the language the environment names unless one was chosen."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sheetkeeper.core.inventory import Encumbrance
from sheetkeeper.core.registry import get_system
from sheetkeeper.core.words import QT_TRANSLATE_NOOP
from sheetkeeper.sheet import ledger_view, load_view
from sheetkeeper.translate import (
    language,
    number,
    percent_shown,
    read_ts,
    set_language,
    shown,
    translate,
)


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


def test_in_german_the_load_and_its_warning_are_german(german):
    """The unit is a game's word, translated where shown like the rest of the rules' words;
    a consequence the translation file does not hold stays as written."""
    over = load_view(Encumbrance(load=9.5, capacity=8, unit="items", over=True, consequence="slowed"))
    assert over.text == "Last 9,5 von 8 Gegenstände"
    assert over.warning == "Über der Tragkraft: slowed"


def test_a_rules_template_is_translated_before_it_is_filled_in(german):
    said = QT_TRANSLATE_NOOP("Rules", "{penalty} to all actions ({boxes} boxes of injury)").format(
        penalty=-1, boxes=3)
    assert said == "-1 to all actions (3 boxes of injury)"  # the model's words stay English
    assert shown(said) == "-1 auf alle Aktionen (3 Kästchen Verletzung)"
    nested = QT_TRANSLATE_NOOP("Rules", "{roll}; {then}").format(
        roll="Aggro: 4 + 7", then=QT_TRANSLATE_NOOP("Rules", "a hit does {injury} injury").format(injury=2))
    assert shown(nested) == "Aggro: 4 + 7; ein Treffer verursacht 2 Verletzung"
    assert shown(QT_TRANSLATE_NOOP("Rules", "{minutes} minutes").format(minutes=3.5)) == "3,5 Minuten"


def test_a_rules_word_is_translated_whole_or_under_its_games_own_context(german):
    assert shown("Critical success") == "Kritischer Erfolg"  # a plain str: looked up whole
    assert shown("Something no file holds") == "Something no file holds"
    assert shown(QT_TRANSLATE_NOOP("Rules", "Agility")) == "Geschicklichkeit"  # Lite's
    assert shown(QT_TRANSLATE_NOOP("Rules: grimwire", "Agility")) == "Agilität"  # GRIMWIRE's


def test_the_rules_keep_their_english_words_whatever_the_language(german):
    """Scripts read the rules' words: a check's target, a state, an outcome stay as written."""
    rules = get_system("rainworld").rules
    character = rules.new("Kessler")
    targets = {check.target for check in rules.checks(character)}
    assert "untrained (−2)" in targets
    assert shown("untrained (−2)") == "ungeübt (−2)"


def test_odds_and_numbers_take_the_languages_decimal_sign(german):
    assert percent_shown(Fraction(482, 1000)) == "48,2%"
    assert number(11.5) == "11,5"
    set_language("en")
    assert percent_shown(Fraction(482, 1000)) == "48.2%"


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
