"""Each game played with the keyboard alone, in the assembled window at its default size: File ›
New with Ctrl+N, the game picked with the arrow keys, the name typed, what the creation rules
ask for typed into fields reached by Tab, the wizard's buttons by Enter and their Alt letters;
then a value typed and undone with Ctrl+Z, a mark taken (a track's box with Space, a pool
lowered with the arrow key), the roller reached with Ctrl+Shift+D, an option set and a roll
made, what the game advances by earned (XP awarded, a skill's experience box ticked with
Space, a job begun) and an advance applied from its dialog (Basic Roleplaying's experience
roll, a Renaissance job's shift), a value the GM changes by hand recorded as an adjustment
with its reason, the file saved with Ctrl+S and the PDF exported with Ctrl+E and Enter. No
mouse. Every stop Tab makes is named (what a screen
reader says), in view, and on a widget that draws its focus."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFrame,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QTabBar,
    QTableWidget,
    QWidget,
)

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character
from sheetkeeper.ui.sheet.elements.odds import chance

NAME = "Ada Quill"
ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
DRAW_NO_FOCUS = (QWidget, QFrame, QLabel, QScrollArea, QStackedWidget)
"""Plain Qt widgets that draw no focus of their own: a stop on one is a stop no one sees
(a page's scroll area and the state badges once were)."""
STOPS = 400
"""More Tab presses than any page has stops: a name not reached in as many is not there."""


@dataclass(frozen=True)
class Game:
    """What one game asks of the journey, in the words its sheet shows."""

    id: str
    build: tuple = ()
    """Creation: ``(name, text)`` typed into the field of that name, ``(tab,)`` a page of
    the sheet, ``(table, texts)`` a row added to a table and its cells typed."""
    mark: tuple = ("", Qt.Key.Key_Space, 1)
    """A field (or the start of a track's name), the key that takes a mark on it, and which
    of the fields of that name it is (Lite's current Strength comes after its score)."""
    earn: tuple = ()
    """In play, what the game advances by, as ``build``'s steps and ``Tick(table, column)``:
    a box in the current row of a table ticked with Space."""
    advance: tuple = ()
    """XP awarded first (0: none), the page of the button, the button, the offer's first
    words and ``(name, text)`` typed into its inputs."""
    advanced: object = None
    """What the advance did, ``(before, after) -> bool``, in the rules' words."""
    adjust: tuple = ()
    """A value the GM changes by hand: its page, the field, the value typed into it in play,
    and the reason it is recorded with as an adjustment."""


@dataclass(frozen=True)
class Tick:
    """A check box in the current row of a table, reached with the arrow keys and ticked
    with Space."""

    table: str
    column: str


GAMES = [
    Game("rainworld", mark=("Mind track", Qt.Key.Key_Space, 1), advance=(5, "History", "Advance…", "Remove", ())),
    Game("lite", build=(
        ("Role", "Hunter"), ("Specialist skill", "Tracking"),
        ("Strength", "5"), ("Agility", "3"), ("Wits", "3"), ("Empathy", "3"),
        ("Specialist skill level", "1"), ("Fight", "3"), ("Endure", "2"), ("Notice", "2"), ("Stealth", "2"),
        ("Relationships and XP",), ("Talents", ("Keen nose", "Hunter")),
    ), mark=("Strength", Qt.Key.Key_Down, 2), advance=(5, "Relationships and XP", "Advance…", "Raise", ())),
    # [002 "On any day, a character can spend 8 hours working on a Job; if they do, that Job
    # is one Shift closer to being complete."] The excerpt has no other advancement: the GM
    # changes an aptitude by hand, recorded with its reason.
    Game("renaissance", build=(
        ("COO (Coordination)", "4"), ("SOM (Somatics)", "3"), ("WIL", "4"), ("SAV", "3"),
        ("INT", "3"), ("COG", "4"), ("DUR", "3"), ("Luck (stat)", "5"), ("Luck Points (current)", "5"),
    ), mark=("Luck Points (current)", Qt.Key.Key_Down, 1),
        earn=(("Checks and time",), ("Jobs (one 8-hour shift per down-time day)", ("Mend the roof", "Craft", "3"))),
        advance=(0, "Checks and time", "Work a shift…", "Work a shift on Mend the roof", ()),
        advanced=lambda before, after: after.jobs[0].completed == before.jobs[0].completed + 1,
        adjust=("Character", "COO (Coordination)", "5", "A winter of drills")),
    # [004 "Whenever your character successfully uses a skill in a dramatic situation ... place
    # a checkmark in the small box next to that skill"], [004 "In this downtime, you may make
    # an experience roll for each experience check on your character sheet."]
    Game("brp", build=(("Skills",), ("Skills and experience boxes", ("Climb", "Physical", "40", "40"))),
         mark=("Hit points", Qt.Key.Key_Down, 1),
         earn=(("Skills",), Tick("Skills and experience boxes", "Experience check")),
         advance=(0, "Improvement", "Advance…", "Experience roll: Climb", ()),
         advanced=lambda before, after: before.skills[0].experience_check and not after.skills[0].experience_check
         and after.ledger.entries[-1].subject == "experience: Climb"),
    Game("grimwire", mark=("Condition", Qt.Key.Key_Down, 1), advance=(40, "Advancement", "Level up…", "Level", (("Attribute increases: Toughness (0)", "1"),))),
]


class Keys:
    """The keyboard, and what a person who cannot see the screen is told of the focus."""

    def __init__(self, person) -> None:
        self.person = person
        self.stops: list[str] = []

    def here(self) -> QWidget:
        widget = self.person.focused()
        name = self.person.name_of(widget)
        assert name.strip(), f"the focus is on a {type(widget).__name__} with no name (after {self.stops[-3:]})"
        assert widget.isVisible() and not widget.visibleRegion().isEmpty(), f"{name!r} has the focus out of view, in {_where(widget)}, after {self.stops[-12:]}"
        assert type(widget) not in DRAW_NO_FOCUS, f"{name!r} takes the focus but shows none ({type(widget).__name__})"
        self.stops.append(name)
        return widget

    def tab_to(self, name: str, kind: type = QWidget, back: bool = False, start: bool = False) -> QWidget:
        """Tab (Shift+Tab with ``back``) until the focus is on ``name`` (its start, with
        ``start``); each stop on the way is named and in view."""
        for _ in range(STOPS):
            widget = self.here()
            said = self.person.name_of(widget)
            if isinstance(widget, kind) and (said.startswith(name) if start else said == name):
                return widget
            self.person.key(Qt.Key.Key_Backtab if back else Qt.Key.Key_Tab, SHIFT if back else Qt.KeyboardModifier.NoModifier)
        raise AssertionError(f"Tab never reached {name!r}; it went by {sorted(set(self.stops))}")

    def type_into(self, name: str, text: str, kind: type = QWidget) -> QWidget:
        widget = self.tab_to(name, kind)
        self.person.key(Qt.Key.Key_A, CTRL)
        self.person.type(text)
        self.person.key(Qt.Key.Key_Tab)
        return widget

    def page(self, title: str) -> None:
        """Go to a page of the sheet: Tab to its row of pages, then the arrow keys."""
        for _ in range(3):
            bar = self.tab_to("", QTabBar, start=True)
            titles = [bar.tabText(i).replace("&", "") for i in range(bar.count())]
            if title in titles:
                break
            self.person.key(Qt.Key.Key_Tab)  # the row of open tabs, say
        assert title in titles, f"no page {title!r} in {titles}"
        for _ in range(bar.count()):
            if titles[bar.currentIndex()] == title:
                return
            self.person.key(Qt.Key.Key_Right if titles.index(title) > bar.currentIndex() else Qt.Key.Key_Left)
        raise AssertionError(f"the arrow keys never showed {title!r}")

    def row(self, table_name: str, texts: tuple[str, ...]) -> None:
        """Add a row with the table's Add button (Space), then type each cell, going right."""
        self.tab_to(f"Add row in {table_name}", QAbstractButton)
        self.person.key(Qt.Key.Key_Space)  # Add puts the new row's first cell in edit mode
        table = self.person.find(table_name, QTableWidget)
        self.person.wait(lambda: table.state() == QAbstractItemView.State.EditingState)
        assert table.currentRow() == table.rowCount() - 1, "the new row is not the current one"
        for column, text in enumerate(texts):
            if column:
                self.person.key(Qt.Key.Key_Right)
                self.person.key(Qt.Key.Key_F2)
            self.person.type(text)
            self.person.key(Qt.Key.Key_Return)

    def tick(self, step: Tick) -> None:
        """Tab to the table, the arrow keys to the column in its current row, Space."""
        table = self.tab_to(step.table, QTableWidget)
        if table.currentRow() < 0:
            self.person.key(Qt.Key.Key_Down)
        headings = [table.horizontalHeaderItem(i).text() for i in range(table.columnCount())]
        column = headings.index(step.column)
        self.person.key(Qt.Key.Key_Home)
        for _ in range(column):
            self.person.key(Qt.Key.Key_Right)
        assert table.currentColumn() == column, f"the arrow keys never reached {step.column!r}"
        item = table.item(table.currentRow(), column)
        assert item.checkState() == Qt.CheckState.Unchecked, f"{step.column!r} is ticked already"
        self.person.key(Qt.Key.Key_Space)
        self.person.wait(lambda: table.item(table.currentRow(), column).checkState() == Qt.CheckState.Checked)

    def step(self, step: tuple | Tick) -> None:
        """One of a game's ``build`` or ``earn`` steps."""
        if isinstance(step, Tick):
            self.tick(step)
        elif len(step) == 1:
            self.page(step[0])
        elif isinstance(step[1], tuple):
            self.row(*step)
        else:
            self.type_into(*step)

    def choose(self, combo: QComboBox, text: str) -> None:
        """Pick an entry of a drop-down list with the arrow keys (the list stays closed)."""
        self.person.key(Qt.Key.Key_Home)
        for _ in range(combo.count()):
            if combo.currentText() == text:
                return
            self.person.key(Qt.Key.Key_Down)
        assert combo.currentText() == text, f"{self.person.name_of(combo)!r} offers no {text!r}"


def _where(widget: QWidget) -> str:
    names = []
    while widget is not None:
        names.append(f"{type(widget).__name__}({widget.accessibleName() or widget.objectName()})")
        widget = widget.parentWidget()
    return " < ".join(names)


def create(person, keys: Keys, game: Game) -> None:
    name = get_system(game.id).name

    def wizard(dialog) -> None:
        games = dialog.findChild(QListWidget)
        person.wait(games.hasFocus)
        person.key(Qt.Key.Key_Home)
        for _ in range(games.count()):
            if games.currentItem().text().startswith(name):
                break
            person.key(Qt.Key.Key_Down)
        assert games.currentItem().text().startswith(name)
        person.key(Qt.Key.Key_N, ALT)  # Next
        person.wait(lambda: person.name_of(person.focused()) == "Name")
        person.type(NAME)
        # Enter, not Alt+N: on this page Alt+N is the Name field's own letter ("&Name").
        person.key(Qt.Key.Key_Return)
        person.wait(lambda: person.all("Finish"))
        for step in game.build:
            keys.step(step)
        finish = person.find("Finish")
        person.wait(finish.isEnabled)
        person.key(Qt.Key.Key_F, ALT)

    with person.dialog(wizard):
        person.key(Qt.Key.Key_N, CTRL)
    person.wait(lambda: person.window.windowTitle().startswith(NAME))


def richest_check(character, rules):
    return max(rules.checks(character), key=lambda c: len(rules.situations(character, c.id)))


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_character_from_the_keyboard_alone(real_focus, open_window, hands, tmp_path, game):
    window = open_window()
    person = hands(window)
    keys = Keys(person)
    create(person, keys, game)
    document = window.current_tab().document
    character = document.character
    assert character.name == NAME and not character.in_creation
    rules = document.rules

    # A value typed, and undone with Ctrl+Z.
    keys.type_into("Player", "Robin")
    person.wait(lambda: document.character.player == "Robin")
    person.key(Qt.Key.Key_Z, CTRL)
    person.wait(lambda: document.character.player == "")

    # A mark taken.
    name, key, nth = game.mark
    before = document.character
    for time in range(nth):
        if time:
            person.key(Qt.Key.Key_Tab)
        keys.tab_to(name, start=True)
    person.key(key)
    person.key(Qt.Key.Key_Tab)
    person.wait(lambda: document.character is not before)
    keys.here()

    # The roller, from anywhere: the check with the most options, one option set, a roll.
    person.key(Qt.Key.Key_D, CTRL | SHIFT)
    check = richest_check(document.character, rules)
    combo = keys.tab_to("Check to roll", QComboBox)
    keys.choose(combo, f"{check.label} ({check.target})")
    options = rules.situations(document.character, check.id)
    person.wait(lambda: any(not w.visibleRegion().isEmpty() for w in person.all("Situation")))
    form = person.find("Situation")
    toggles = [o for o in options if o.kind == "toggle" and person.all(o.label, QCheckBox, root=form)]
    numbers = [o for o in options if o.kind == "number" and person.all(o.label, QSpinBox, root=form)]
    if toggles:
        option, value = toggles[0], True
        keys.tab_to(option.label, QCheckBox)
        person.key(Qt.Key.Key_Space)
    else:
        option, value = numbers[0], 10
        keys.type_into(option.label, str(value), QSpinBox)
    odds = rules.odds(document.character, check.id, situation={option.id: value})
    person.wait(lambda: person.all(f"Chance {chance(odds)}"))
    keys.tab_to("Roll", QAbstractButton)
    person.key(Qt.Key.Key_Space)
    person.wait(lambda: person.find("Roll log").count() == 1)

    # What the game advances by, earned, and an advance, from the sheet's keys alone (Shift+F6
    # back to the sheet).
    if game.earn or game.advance:
        person.key(Qt.Key.Key_F6, SHIFT)
    earned = document.character
    for step in game.earn:
        keys.step(step)
    if game.earn:
        person.wait(lambda: document.character is not earned)
    if game.advance:
        award, page, button, offer, inputs = game.advance
        keys.page(page)

        def award_xp(dialog) -> None:
            person.wait(lambda: person.name_of(person.focused()) == "Amount")
            person.key(Qt.Key.Key_A, CTRL)
            person.type(str(award))
            person.key(Qt.Key.Key_Return)

        if award:
            keys.tab_to("Award XP…", QAbstractButton)
            with person.dialog(award_xp):
                person.key(Qt.Key.Key_Space)
            person.wait(lambda: document.character.ledger.xp_available == award)
        ready = document.character

        def advance(dialog) -> None:
            offers = keys.tab_to("What the rules offer", QListWidget)
            person.key(Qt.Key.Key_Home)
            for _ in range(offers.count()):
                if offers.currentItem() and offers.currentItem().text().startswith(offer):
                    break
                person.key(Qt.Key.Key_Down)
            assert offers.currentItem().text().startswith(offer)
            for name, text in inputs:
                keys.type_into(name, text)
            keys.tab_to("Apply", QAbstractButton)
            before = document.character
            person.key(Qt.Key.Key_Space)
            person.wait(lambda: document.character is not before)
            person.key(Qt.Key.Key_Escape)

        keys.tab_to(button, QAbstractButton)
        with person.dialog(advance):
            person.key(Qt.Key.Key_Space)
        assert document.character is not ready
        if game.advanced is not None:
            assert game.advanced(ready, document.character), "the advance did not do what the rules say"

    if game.adjust:
        page, name, text, reason = game.adjust
        if not (game.earn or game.advance):
            person.key(Qt.Key.Key_F6, SHIFT)
        keys.page(page)

        def adjustment(dialog) -> None:
            person.wait(lambda: person.name_of(person.focused()) == "Reason for the adjustment")
            person.type(reason)
            person.key(Qt.Key.Key_Return)

        before = document.character
        keys.tab_to(name)
        person.key(Qt.Key.Key_A, CTRL)
        person.type(text)
        if reason:
            with person.dialog(adjustment):
                person.key(Qt.Key.Key_Tab)
        else:
            person.key(Qt.Key.Key_Tab)
        person.wait(lambda: document.character is not before)
        assert [e.reason for e in document.character.ledger.open_adjustments()] == [reason]
        keys.here()

    # Saved with Ctrl+S: a new character asks where, its file name typed and Enter.
    saved_to = tmp_path / "ada.skchar"

    def save_as(dialog) -> None:
        person.wait(lambda: isinstance(person.focused(), QLineEdit) and dialog.isAncestorOf(person.focused()))
        person.key(Qt.Key.Key_A, CTRL)
        person.type(str(saved_to))
        person.key(Qt.Key.Key_Return)

    with person.dialog(save_as):
        person.key(Qt.Key.Key_S, CTRL)
    person.wait(saved_to.exists)
    person.wait(lambda: not document.modified)
    assert load_character(saved_to).character == document.character

    # The PDF, with Ctrl+E and Enter.
    pdf = tmp_path / "ada.pdf"

    def export(dialog) -> None:
        person.wait(lambda: person.name_of(person.focused()) == "Save to")
        person.key(Qt.Key.Key_A, CTRL)
        person.type(str(pdf))
        person.key(Qt.Key.Key_Return)

    def saved(box) -> None:
        person.wait(lambda: box.isAncestorOf(person.focused()) or person.focused() is box)
        person.key(Qt.Key.Key_Escape)

    with person.dialog(export), person.dialog(saved, QMessageBox):
        person.key(Qt.Key.Key_E, CTRL)
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert NAME in text
    person.shot(tmp_path / f"keyboard-{game.id}.png")  # the end state, to look at (pytest --basetemp keeps it)
