"""Every screen of the German translation is German (issue #33): under German, the assembled
window of every sample, every tab, the dice roller with each check and its options, holds no
English word. A text passes word by word: each word is in a German translation of the app's
file, in the open files' own data (names, skills, notes: what the user typed), a number, or
one of a small list of the rulebooks' proper names that a German edition would keep."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QPlainTextEdit,
    QTabBar,
    QWidget,
)

from sheetkeeper.core.registry import all_systems
from sheetkeeper.paths import samples_dir, translations_dir
from sheetkeeper.storage import load_character
from sheetkeeper.translate import read_plurals, read_ts, set_language
from sheetkeeper.ui.translator import install_translator

SAMPLES = sorted(p.name for p in samples_dir().glob("*.skchar"))
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
PROPER = {"stop", "ap", "dmg", "phys", "con", "mv", "d", "w", "m", "s", "min", "xp", "ep", "mos", "mof"}
"""Rulebook names and units kept as they are (Rainworld's STOP and PHYS, Renaissance's MoS and
MoF, dice, metres)."""


@pytest.fixture
def german(qapp):
    set_language("de")
    translator = install_translator(qapp)
    yield
    qapp.removeTranslator(translator)
    set_language(None)


QUOTED = re.compile(r'"[^"]*"|“[^”]*”')
"""A quotation of a rulebook excerpt (a rule's source, under the roll's breakdown): cited as
the excerpt writes it."""


def _words(text: str) -> set[str]:
    plain = html.unescape(re.sub("<[^>]+>", " ", text)).replace("&", "")  # & marks a key
    plain = QUOTED.sub(" ", plain)
    return {w.lower() for w in WORD.findall(plain)}


def german_words() -> set[str]:
    path = translations_dir() / "sheetkeeper_de.ts"
    texts = [*read_ts(path).values(), *(f for forms in read_plurals(path).values() for f in forms)]
    return set().union(*map(_words, texts))


def data_words(files: list[Path]) -> set[str]:
    found: set[str] = set()

    def walk(value) -> None:
        if isinstance(value, str):
            found.update(_words(value))
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for path in files:
        walk(json.loads(path.read_text(encoding="utf-8")))
    return found


def listed_names(sample: str) -> set[str]:
    """The game's own lists of names (skills, quirks): names, kept as the rulebook writes
    them, as the files store them."""
    system = next(s for s in all_systems() if sample.startswith(s.id))
    character = load_character(samples_dir() / sample).character
    return set().union(set(), *(_words(name) for names in system.rules.lists
                                for name in names.listed(character)))


def shown_texts(root: QWidget) -> list[str]:
    """Every text a person sees in ``root``: labels, buttons, tabs, lists, tables, fields'
    numbers, a drop-down list's entries."""
    out: list[str] = []
    for w in root.findChildren(QWidget):
        if not w.isVisible() or w.visibleRegion().isEmpty():
            continue
        if isinstance(w, QLabel | QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QTabBar):
            out += [w.tabText(i) for i in range(w.count())]
        elif isinstance(w, QAbstractSpinBox):
            out.append(w.text())
        elif isinstance(w, QPlainTextEdit) and w.isReadOnly():  # the roll's breakdown
            out += w.toPlainText().splitlines()
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            try:
                columns = model.columnCount()
            except TypeError:  # a list model's count is private to Python
                columns = 1
            out += [str(model.headerData(c, Qt.Orientation.Horizontal) or "") for c in range(columns)]
            out += [str(model.index(r, c).data() or "") for r in range(model.rowCount()) for c in range(columns)]
    return out


def english(texts: list[str], known: set[str]) -> dict[str, list[str]]:
    """Each text holding words that are neither German nor data nor a proper name."""
    found = {}
    for text in texts:
        left = sorted(w for w in _words(text) if w not in known)
        if left:
            found[text[:120]] = left
    return found


@pytest.mark.parametrize("sample", SAMPLES)
def test_every_screen_of_a_sample_is_german(german, open_window, hands, sample_copies, sample):
    window = open_window(sample_copies / sample)
    person = hands(window)
    known = german_words() | data_words([sample_copies / sample]) | listed_names(sample) | PROPER
    person.menu("Ansicht", "Würfelbecher")
    seen = shown_texts(window)
    bar = next(b for b in window.current_tab().findChildren(QTabBar) if b.isVisible())
    for index in range(bar.count()):
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         bar.tabRect(index).center())
        person.wait(lambda index=index: bar.currentIndex() == index)
        seen += shown_texts(window)
    checks = person.find("Zu würfelnde Probe", QComboBox)
    for index in range(checks.count()):
        person.choose("Zu würfelnde Probe", checks.itemText(index))
        seen += shown_texts(window)
    person.choose("Zu würfelnde Probe", checks.itemText(0))  # a roll of dice (not a rules action)
    person.click("Würfeln")
    seen += shown_texts(window)
    assert not (left := english(seen, known)), f"English on screen in German: {left}"


def test_the_party_is_german(german, open_window, hands, sample_copies):
    """The sample party's dashboard (its cards, their badges and numbers) and the roller
    rolling for each member."""
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: window.parties.current() is not None)
    files = sorted(sample_copies.glob("*.sk*"))
    known = german_words() | data_words(files) | PROPER
    for sample in (f.name for f in files if f.suffix == ".skchar"):
        known |= listed_names(sample)
    person.menu("Ansicht", "Würfelbecher")
    seen = shown_texts(window)
    members = person.find("Würfeln für", QComboBox)
    for index in range(members.count()):
        person.choose("Würfeln für", members.itemText(index))
        seen += shown_texts(window)
    assert not (left := english(seen, known)), f"English on the party in German: {left}"
