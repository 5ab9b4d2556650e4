"""The German translation is whole: every text of ``translations/sheetkeeper_de.ts`` is
finished, says what its English text fills in and marks up, and gives each menu and dialog
keys that do not clash. Qt's own words (standard buttons, a field's context menu) are German
too, from the translation Qt ships."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QMenu, QMessageBox

from sheetkeeper.paths import translations_dir
from sheetkeeper.translate import read_plurals, read_ts, set_language
from sheetkeeper.ui.translator import install_translator

GERMAN = translations_dir() / "sheetkeeper_de.ts"

PLACEHOLDERS = re.compile(r"\{\w*\}|%n|%L?\d")  # {0}, {} and a rules template's {name}
TAGS = re.compile(r"</?([a-zA-Z]+)[^>]*>")


def _messages():
    """(context, source file, source, [translations]) of every message of the German file."""
    for context in ET.parse(GERMAN).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            location = message.find("location")
            where = location.get("filename") if location is not None else ""
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
            yield name, where, message.findtext("source"), translation.get("type"), forms


MESSAGES = list(_messages())


def _mnemonic(text: str) -> str | None:
    """The key of ``&x`` in a text (``&&`` is a plain ampersand), lower case; None if none."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def test_every_german_text_is_finished():
    unfinished = [(c, s) for c, _, s, kind, forms in MESSAGES if kind or not all(f.strip() for f in forms)]
    assert not unfinished, f"{len(unfinished)} texts show in English, first: {unfinished[:5]}"
    assert len(MESSAGES) > 900


def test_a_german_text_fills_in_and_marks_up_what_its_english_text_does():
    for context, _, source, _, forms in MESSAGES:
        for text in forms:
            assert Counter(PLACEHOLDERS.findall(text)) == Counter(PLACEHOLDERS.findall(source)), \
                (context, source, text)
            assert Counter(TAGS.findall(text)) == Counter(TAGS.findall(source)), (context, source, text)
            assert text.count("\n") == source.count("\n"), (context, source, text)
            assert (_mnemonic(text) is None) == (_mnemonic(source) is None), (context, source, text)


def test_keys_do_not_clash_where_the_english_ones_do_not():
    """Texts of one context in one file make one menu or dialog where their English keys
    (``&Amount``, ``&Reason``) are all different; their German keys must be too. (A context
    spanning several menus is checked on the window itself below.)"""
    groups = defaultdict(list)
    for context, where, source, _, forms in MESSAGES:
        if _mnemonic(source):
            groups[(context, where)].append((source, forms[0]))
    checked = 0
    for (context, where), texts in groups.items():
        english = [_mnemonic(s) for s, _ in texts]
        if len(texts) < 2 or len(set(english)) < len(english):
            continue
        german = Counter(_mnemonic(t) for _, t in texts)
        clashes = [t for _, t in texts if german[_mnemonic(t)] > 1]
        assert not clashes, (context, where, clashes)
        checked += 1
    assert checked >= 5


def test_the_finished_texts_are_what_the_app_reads():
    texts, counted = read_ts(GERMAN), read_plurals(GERMAN)
    assert len(texts) + len(counted) == len({(c, s) for c, _, s, _, _ in MESSAGES})
    assert ("CreationPage", "<b>Finish is disabled: fix the items in red (%n left).</b> "
            "Click an item to go to it.") in counted


@pytest.fixture
def german(qapp):
    set_language("de")
    installed = install_translator(qapp)
    assert installed is not None
    yield
    qapp.removeTranslator(installed)
    set_language(None)


def test_a_count_picks_the_german_singular_or_plural(german):
    source = "<b>Finish is disabled: fix the items in red (%n left).</b> Click an item to go to it."
    assert "(noch 3)" in QCoreApplication.translate("CreationPage", source, "", 3)
    assert "(noch 1)" in QCoreApplication.translate("CreationPage", source, "", 1)


def test_qts_standard_buttons_and_a_fields_menu_are_german(german, qtbot):
    box = QMessageBox(QMessageBox.Icon.Question, "Frage", "Speichern?",
                      QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                      | QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    said = {box.button(b).text().replace("&", "") for b in (QMessageBox.StandardButton.Save,
                                                             QMessageBox.StandardButton.Discard,
                                                             QMessageBox.StandardButton.Cancel)}
    assert said == {"Speichern", "Verwerfen", "Abbrechen"}
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                               | QDialogButtonBox.StandardButton.Yes | QDialogButtonBox.StandardButton.No)
    qtbot.addWidget(buttons)
    assert {b.text().replace("&", "") for b in buttons.buttons()} == {"OK", "Abbrechen", "Ja", "Nein"}
    assert QCoreApplication.translate("QLineEdit", "&Copy") == "&Kopieren"


def test_in_english_qts_words_stay_english(qapp, qtbot):
    set_language("en")
    try:
        assert install_translator(qapp) is None
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        qtbot.addWidget(buttons)
        assert buttons.buttons()[0].text().replace("&", "") == "Cancel"
    finally:
        set_language(None)


def test_each_menu_of_the_german_window_has_keys_of_its_own(german, qtbot):
    from sheetkeeper.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    bar = [a.text() for a in window.menuBar().actions()]
    assert "&Datei" in bar
    menus = [("bar", bar)] + [(a.text(), [b.text() for b in a.menu().actions() if b.text()])
                              for a in window.menuBar().actions() if isinstance(a.menu(), QMenu)]
    for title, texts in menus:
        keys = [k for k in map(_mnemonic, texts) if k]
        assert len(keys) == len(set(keys)), (title, texts)


def test_a_quick_foe_s_fields_are_named_in_german(german, qtbot):
    """The Add foe dialog names each game's numbers as the rest of the window does."""
    from PySide6.QtWidgets import QLabel

    from sheetkeeper.ui.party.foe_dialog import FoeDialog

    dialog = FoeDialog(["brp"])
    qtbot.addWidget(dialog)
    labels = {label.text().replace("&", "") for label in dialog.numbers.findChildren(QLabel)}
    assert {"Waffenfertigkeit %", "Waffenschaden", "Trefferpunkte", "Rüstungspunkte"} <= labels, labels
    dialog.game.setCurrentIndex(dialog.game.findData("rainworld"))
    labels = {label.text().replace("&", "") for label in dialog.numbers.findChildren(QLabel)}
    assert {"Kästchen der Körper-Leiste", "Angriffsfertigkeit"} <= labels, labels
