"""Every screen of the German translation is German (issue #33): under German, the assembled
window of every sample, every tab, the dice roller with each check, its options, the odds and
their breakdown and a roll, and the sample party with the roller for each member, hold no
English word. A text passes when, once the user's own texts (whatever the open files hold:
names, notes, a history's reasons) and the names of the game's lists (skills, quirks: the
rulebook's names) are taken out whole, every word left is a word of a German translation of
the app's file, or one of a few proper names a German edition would keep; a quotation of an
excerpt (a rule's source) is cited as written. A list of English words to look for would
miss the next one."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QTabBar,
    QTabWidget,
    QToolButton,
    QWidget,
)

from sheetkeeper.core.registry import all_systems
from sheetkeeper.paths import samples_dir, translations_dir
from sheetkeeper.storage import load_character
from sheetkeeper.translate import read_plurals, read_ts

SAMPLES = sorted(p.name for p in samples_dir().glob("*.skchar"))
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
PROPER = {"stop", "ap", "dmg", "phys", "con", "mv", "d", "w", "m", "s", "min", "xp", "ep", "mos", "mof"}
"""Rulebook names and units kept as they are (Rainworld's STOP and PHYS, Renaissance's MoS and
MoF, dice, metres)."""


QUOTED = re.compile(r'"[^"]*"|“[^”]*”')
"""A quotation of a rulebook excerpt (a rule's source, under the roll's breakdown): cited as
the excerpt writes it."""


def _plain(text: str) -> str:
    """What a person reads: no markup, no key marks (&), no quotation of an excerpt."""
    plain = html.unescape(re.sub("<[^>]+>", " ", text)).replace("&", "")
    return QUOTED.sub(" ", plain)


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(text)}


def german_words() -> set[str]:
    """Every word of the German translations (a placeholder's name, {over}, is no word)."""
    path = translations_dir() / "sheetkeeper_de.ts"
    texts = [*read_ts(path).values(), *(f for forms in read_plurals(path).values() for f in forms)]
    return set().union(*(_words(_plain(re.sub(r"\{[^}]*\}", " ", t))) for t in texts))


def data_texts(files: list[Path]) -> set[str]:
    """Every text the files hold (names, notes, a history's reasons): what the user wrote."""
    found: set[str] = set()

    def walk(value) -> None:
        if isinstance(value, str):
            found.add(value)
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
    return {name for names in system.rules.lists for name in names.listed(character)}


def english(texts: list[str], german: set[str], names: set[str]) -> dict[str, list[str]]:
    """Each text holding words that are neither German, nor in a name or text of the user's
    or the game's lists (matched whole, not word by word), nor a proper name."""
    whole = sorted((n for n in names if n.strip()), key=len, reverse=True)
    named = re.compile("|".join(rf"(?<!\w){re.escape(n)}(?!\w)" for n in whole)) if whole else None
    found = {}
    for text in texts:
        plain = _plain(text)
        if named is not None:
            plain = named.sub(" ", plain)
        left = sorted(w for w in _words(plain) if w not in german and w not in PROPER)
        if left:
            found[text[:120]] = left
    return found


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


@pytest.mark.parametrize("sample", SAMPLES)
def test_every_screen_of_a_sample_is_german(german, open_window, hands, sample_copies, sample):
    window = open_window(sample_copies / sample)
    person = hands(window)
    german_, names = german_words(), data_texts([sample_copies / sample]) | listed_names(sample)
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
    assert not (left := english(seen, german_, names)), f"English on screen in German: {left}"


def test_the_party_is_german(german, open_window, hands, sample_copies):
    """The sample party's dashboard (its cards, their badges and numbers) and the roller
    rolling for each member."""
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: window.parties.current() is not None)
    files = sorted(sample_copies.glob("*.sk*"))
    german_, names = german_words(), data_texts(files)
    for sample in (f.name for f in files if f.suffix == ".skchar"):
        names |= listed_names(sample)
    person.menu("Ansicht", "Würfelbecher")
    seen = shown_texts(window)
    members = person.find("Würfeln für", QComboBox)
    for index in range(members.count()):
        person.choose("Würfeln für", members.itemText(index))
        seen += shown_texts(window)
    assert not (left := english(seen, german_, names)), f"English on the party in German: {left}"


def tooltips(root: QWidget) -> list[str]:
    """The tooltips of what a person sees in ``root``: an option's help, the rule it comes
    from."""
    return [w.toolTip() for w in root.findChildren(QWidget)
            if w.toolTip() and w.isVisible() and not w.visibleRegion().isEmpty()]


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_rollers_help_is_german(german, open_window, hands, sample_copies, sample):
    """Every check's options in the roller: their help and the rule's words they cite."""
    from sheetkeeper.ui.dice_roller import DiceRollerDock

    window = open_window(sample_copies / sample)
    person = hands(window)
    german_, names = german_words(), data_texts([sample_copies / sample]) | listed_names(sample)
    person.menu("Ansicht", "Würfelbecher")
    roller = window.findChild(DiceRollerDock)
    checks = person.find("Zu würfelnde Probe", QComboBox)
    seen: list[str] = []
    for index in range(checks.count()):
        person.choose("Zu würfelnde Probe", checks.itemText(index))
        seen += tooltips(roller)
    assert seen
    assert not (left := english(seen, german_, names)), f"English in the roller's help in German: {left}"


def _tab_of(widget: QWidget) -> str:
    """The title of the sheet tab a widget is on (where a person finds it)."""
    page = widget
    while page.parentWidget() is not None:
        holder = page.parentWidget().parentWidget()
        if isinstance(holder, QTabWidget) and holder.indexOf(page) >= 0:
            return holder.tabText(holder.indexOf(page)).replace("&", "")
        page = page.parentWidget()
    raise AssertionError("not on a tab")


def _offers_read(person, dialog, seen: list[str], take: str = "") -> None:
    """Every offer of the dialog with its tooltip, the preview of each allowed one; then
    ``take`` (the start of an offer) applied."""
    offers = person.find("Was die Regeln anbieten", QListWidget, root=dialog)
    seen += [offers.item(i).text() for i in range(offers.count())]
    seen += [offers.item(i).toolTip() for i in range(offers.count())]
    for row in range(offers.count()):
        if offers.item(row).flags() & Qt.ItemFlag.ItemIsEnabled:
            QTest.mouseClick(offers.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             offers.visualItemRect(offers.item(row)).center())
            person.wait(lambda row=row: offers.currentRow() == row)
            seen += shown_texts(dialog)
    if take:
        row = next(i for i in range(offers.count()) if offers.item(i).text().startswith(take))
        QTest.mouseClick(offers.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         offers.visualItemRect(offers.item(row)).center())
        person.wait(lambda: offers.currentRow() == row)
        person.click("Anwenden", QPushButton, root=dialog)
        person.wait(lambda: "Erledigt" in dialog.detail.text())
        seen += shown_texts(dialog)
    person.click("Schließen", QPushButton, root=dialog)


def test_grimwire_rests_advances_and_statuses_are_german(german, open_window, hands, sample_copies):
    """GRIMWIRE's rests (each offer, what it will do, what it did, a rest refused once both
    short rests of the day are used), its advances (a level refused for want of XP) and
    the status list with what each status does, as the player reads them under German."""
    sample = "grimwire-cyrus.skchar"
    window = open_window(sample_copies / sample)
    person = hands(window)
    german_, names = german_words(), data_texts([sample_copies / sample]) | listed_names(sample)
    seen: list[str] = []
    tab = window.current_tab()

    def button(text: str) -> QPushButton:
        found = next(b for b in tab.findChildren(QPushButton) if b.text() == text)
        person.tab(_tab_of(found))
        return found

    for _ in range(3):  # two short rests a day, the third refused
        with person.dialog(lambda d: _offers_read(person, d, seen, take="Kurze Rast")
                           if "Kurze Rast" in _allowed(person, d) else _offers_read(person, d, seen)):
            person.click(button("Rast …"))
        seen.extend(shown_texts(window))
    assert any("Jetzt nicht" in text and "kurze Rasten" in text for text in seen)
    with person.dialog(lambda d: _offers_read(person, d, seen)):
        person.click(button("Stufenaufstieg …"))
    assert any("Stufe 3 braucht" in text for text in seen)

    statuses = next(b for b in tab.findChildren(QToolButton) if b.text() == "Status …")
    person.tab(_tab_of(statuses))
    menu = statuses.menu()

    def read_the_list() -> None:  # the list pops up in its own event loop, until it closes
        if not menu.isVisible():
            QTimer.singleShot(30, read_the_list)
            return
        seen.extend([a.text() for a in menu.actions()] + [a.toolTip() for a in menu.actions()])
        menu.close()

    QTimer.singleShot(0, read_the_list)
    person.click(statuses)
    person.wait(lambda: not menu.isVisible())
    assert "Schwieriges Gelände" in seen
    assert not (left := english(seen, german_, names)), f"English in GRIMWIRE's rests in German: {left}"


def _allowed(person, dialog) -> str:
    offers = person.find("Was die Regeln anbieten", QListWidget, root=dialog)
    return "\n".join(offers.item(i).text() for i in range(offers.count())
                     if offers.item(i).flags() & Qt.ItemFlag.ItemIsEnabled)
