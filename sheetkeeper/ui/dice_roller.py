"""The dice roller dock: a check's breakdown and exact odds, the roll in the game's words,
and a push where the rules allow one. Landing a hit's damage is ``roller_damage.py``, the
log of this session's rolls per character ``roll_log.py``.

The random source is injectable (``random.Random(seed)`` in tests); consequences of a push
(gear damage) are actions applied through the document, so they can be undone.

The situation is built from what the rules declare for the check (``Rules.situations``: helpers,
range, difficulty, the other side, the free modifier), so the odds shown and the roll made use
the same options. It goes back to its defaults when another character or another check is
picked, so a +2 set for one roll never slips into the next character's. A roll remembers its
situation on the document (``Document.situations``) for the sheet's odds to show, and a check
opened from the sheet starts in the situation the sheet shows. The rules' words are
shown as text, never read as HTML (Lite's "<0.1%" once hid every outcome after it).
"""

from __future__ import annotations

import contextlib
import html
import random
import weakref
from collections.abc import Callable
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.actions import Refusal
from ..core.attack import Target
from ..core.checks import RollResult
from ..core.dice import RandomSource, default_random
from ..core.rules import Context
from ..translate import shown
from .chance_line import ChanceLine
from .document import Document
from .eliding_combo import ElidingCombo
from .member_picker import MemberPicker
from .options_form import OptionsForm
from .roll_breakdown import RollBreakdown
from .roll_log import KeepsLog
from .roll_outcome import HEADLINE_POINTS, OutcomeRoom, RollOutcome
from .roller_damage import LandingDamage
from .roller_options_area import OptionsArea
from .sheet.elements.odds import chance, outcome_word
from .theme import ink, theme_changes

CHECK_CHARACTERS = 24
"""The room the list of checks asks for (a longer check is cut, whole in its tooltip)."""


class DiceRollerDock(LandingDamage, KeepsLog, QDockWidget):
    def __init__(self, parent: QWidget | None = None, rng: RandomSource | None = None):
        super().__init__(QCoreApplication.translate("DiceRollerDock", "Dice roller"), parent)
        self.setObjectName("diceRoller")
        self.rng: RandomSource = rng or default_random()
        self.document: Document | None = None
        self.result: RollResult | None = None
        self._checks: dict = {}
        self._sheet_modifier = 0
        """The modifier set beside the sheet's checks when this check was opened from it: the
        sheet adds it to a remembered situation, so it is not remembered twice."""
        body = QWidget()
        layout = QVBoxLayout(body)
        form = QFormLayout()
        self.member = MemberPicker()
        self.member.setAccessibleName(self.tr("Roll for"))
        self.member.setToolTip(self.tr("The party member, or the foe of the encounter, who rolls"))
        self.member.picked.connect(self.set_document)
        form.addRow(self.tr("Roll for"), self.member)
        form.setRowVisible(self.member, False)
        self._form = form
        self.check = ElidingCombo()  # a long check ("One-Handed Melee Weapons [Knives] (45)") is cut
        self.check.setMinimumContentsLength(CHECK_CHARACTERS)
        self.check.setAccessibleName(self.tr("Check to roll"))
        self.check.currentIndexChanged.connect(self._check_picked)
        form.addRow(self.tr("&Check"), self.check)
        layout.addLayout(form)
        self.situation = OptionsForm()
        self.situation.setAccessibleName(self.tr("Situation"))
        self.situation.changed.connect(self._show_odds)
        self.options_area = OptionsArea(self.situation)
        layout.addWidget(self.options_area)
        self.target = QLabel()
        self.breakdown = RollBreakdown()
        self.odds = ChanceLine()
        """The chance, on one line that keeps its size (the outcomes, the breakdown or why
        there is no roll are in ``breakdown``), so an option change lays nothing out again."""
        self.target.setWordWrap(True)
        self.target.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.target.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.target)
        layout.addWidget(self.odds)
        layout.addWidget(self.breakdown)
        buttons = QHBoxLayout()
        self.roll_button = QPushButton(self.tr("&Roll"))
        self.roll_button.clicked.connect(self.roll)
        self.push_button = QPushButton(self.tr("&Push"))
        self.push_button.setToolTip(self.tr("Push the roll: roll again and accept what follows"))
        self.push_button.clicked.connect(self.push)
        buttons.addWidget(self.roll_button)
        buttons.addWidget(self.push_button)
        buttons.addWidget(self._damage_controls())
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.outcome = RollOutcome()
        self.outcome.setAccessibleDescription(self.tr("Result"))  # a name would hide the result
        layout.addWidget(OutcomeRoom(self.outcome))
        self._log_controls(layout)
        self.setWidget(body)
        self._show_log(True)
        self.setMinimumWidth(300)
        self._clear_result()
        self._set_enabled(False)
        theme_changes().changed.connect(self._show_outcome)

    # -- document ------------------------------------------------------------------------

    def set_party(self, members: Callable[[], list[Document]] | None) -> None:
        """On a party's dashboard the roller rolls for the member picked in "Roll for"
        (``members`` gives the party's members now); None: for the sheet shown."""
        self._form.setRowVisible(self.member, members is not None)
        self._party = getattr(members, "__self__", None)
        self.member.follow(members)
        self._show_log_lines()

    def roll_for(self, document: Document) -> None:
        """Roll for this member or foe of the party shown (from its turn in the turn order)."""
        if self.member.choose(document):
            self.check.setFocus()

    def set_to(self) -> tuple | None:
        """What the roller is set to roll now (whom, which check, in what situation), for
        :meth:`come_back`; None when it rolls for no one."""
        if self.document is None:
            return None
        # The document weakly: a closed tab's roll keeps no document alive.
        return weakref.ref(self.document), self.check_id(), self.situation.values()

    def come_back(self, set_to: tuple | None) -> None:
        """Roll again what :meth:`set_to` gave (its tab in front again), where its member and
        check are still there."""
        if set_to is None:
            return
        kept, check_id, values = set_to
        document = kept()
        if document is None or (document is not self.document and not self.member.choose(document)):
            return
        index = self.check.findData(check_id)
        if index < 0:
            return
        if index != self.check.currentIndex():
            self.check.setCurrentIndex(index)  # its situation loaded, then set as it was
        self.situation.set_values(values)
        self._show_odds()

    def set_document(self, document: Document | None) -> None:
        if self.document is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.document.changed.disconnect(self._reload_checks)
            with contextlib.suppress(RuntimeError, TypeError):
                self.document.situations.sheet_modifier_changed.disconnect(self._sheet_modifier_moved)
        self.document = document
        self._sheet_modifier = 0
        self._clear_result()
        self.situation.set_options([])
        self._show_logged(document)
        self._set_enabled(document is not None)
        if document is None:
            self.check.clear()
            return
        document.changed.connect(self._reload_checks)
        document.situations.sheet_modifier_changed.connect(self._sheet_modifier_moved)
        last = document.situations.last_check
        self.check.blockSignals(True)
        self.check.clear()  # another character's check, of the same name, is not this one's
        self.check.blockSignals(False)
        self._reload_checks()
        if last is None or self.check.findData(last) < 0:
            last = self._first_attack()
        if last is not None and last != self.check_id() and self.check.findData(last) >= 0:
            self.check.blockSignals(True)
            self.check.setCurrentIndex(self.check.findData(last))
            self.check.blockSignals(False)
            self._load_situation(keep=False)
            self._show_odds()

    def _first_attack(self) -> str | None:
        """The character's first check that does damage (its first attack, in the order the
        sheet lists them), else None: the roller opens on it when this character has not
        rolled here yet."""
        rules, character = self.document.rules, self.document.character
        for check_id in self._checks:
            try:
                rules.check_damage(character, check_id, Target(), random.Random(0))
            except Refusal:
                continue
            return check_id
        return None

    def _set_enabled(self, on: bool) -> None:
        """On with someone to roll for; off, only what to do shows (no empty list of checks,
        no Roll to press, no log of no one)."""
        for widget in (self.check, self.situation, self.roll_button):
            widget.setEnabled(on)
        self._form.setRowVisible(self.check, on)
        for widget in (self.options_area, self.roll_button, self.log_button):
            widget.setVisible(on)
        self._show_log(on and self.log_button.isChecked())

    def _reload_checks(self) -> None:
        if self.document is None:
            return
        checks = self.document.rules.checks(self.document.character)
        self._checks = {check.id: check for check in checks}
        current = self.check.currentData()
        self.check.blockSignals(True)
        self.check.clear()
        for check in checks:
            self.check.addItem(f"{shown(check.label)} ({shown(check.target)})", check.id)
        index = self.check.findData(current)
        self.check.setCurrentIndex(max(0, index))
        self.check.blockSignals(False)
        self._load_situation(keep=self.check.currentData() == current)
        self._show_odds()

    def open_check(self, check_id: str, modifier: int | None = None) -> None:
        """Show one check ready to roll (from a double-click on the sheet) as the sheet shows
        it: in the situation it was last rolled in, with the sheet's Modifier added (or
        ``modifier`` in its place: the one the sheet asked with)."""
        index = self.check.findData(check_id)
        if index < 0:
            self.outcome.setText(self.tr("This sheet has no check {0}").format(repr(check_id)))
            return
        self.check.blockSignals(True)
        self.check.setCurrentIndex(index)
        self.check.blockSignals(False)
        self._load_situation(keep=False)
        if modifier is not None:
            self._move_sheet_modifier(modifier)
        self._clear_result()
        self._show_odds()
        self.show()
        self.raise_()
        self.roll_button.setFocus()

    def check_id(self) -> str | None:
        return self.check.currentData()

    @property
    def modifier(self) -> QSpinBox | None:
        """The free "other modifier" of the check's situation."""
        control = self.situation.control("modifier")
        return control if isinstance(control, QSpinBox) else None

    def _check_picked(self, *_: Any) -> None:
        """Another check picked in the list: its roll starts as the sheet shows it."""
        self._load_situation(keep=False)
        self._clear_result()
        self._show_odds()

    def _load_situation(self, *, keep: bool) -> None:
        """The options of the current check; ``keep`` keeps the values (same roll), else
        they start where the sheet's odds are: the situation the check was last rolled in,
        the Modifier set beside it on the sheet added."""
        check_id = self.check_id()
        options = []
        if self.document is not None:
            self.document.situations.last_check = check_id
        if self.document is not None and check_id is not None:
            try:
                options = self.document.rules.situations(self.document.character, check_id)
            except Refusal:
                options = []
        self.situation.set_options(options, keep=keep)
        if not keep:
            self._sheet_modifier = 0
            if self.document is not None and check_id is not None:
                self.situation.set_values(self.document.situations.get(check_id))
                self._move_sheet_modifier(self.document.situations.sheet_modifier(check_id))
        self.options_area.updateGeometry()
        self._order_tabs()

    def _move_sheet_modifier(self, value: int) -> None:
        """The sheet's Modifier is now ``value``: the roller's modifier moves by as much."""
        if self.modifier is None or value == self._sheet_modifier:
            return
        self.modifier.setValue(self.modifier.value() + value - self._sheet_modifier)
        self._sheet_modifier = value

    def _sheet_modifier_moved(self, check_ids: list[str]) -> None:
        check_id = self.check_id()
        if self.document is not None and check_id in check_ids:
            self._move_sheet_modifier(self.document.situations.sheet_modifier(check_id))

    def _order_tabs(self) -> None:
        """Tab goes as the dock reads: the check, its situation, Roll (and Push, Apply
        damage), then the log. The options are built after the log, so Qt's order (that of
        creation) had them last."""
        options = [self.situation.control(o.id) for o in self.situation.options()]
        chain = [self.check, *(c for c in options if c is not None), self.breakdown, self.roll_button,
                 self.push_button, self.damage_button, self.log_button, self.log]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)

    # -- odds, roll, push ------------------------------------------------------------------

    def _show_odds(self, *_: Any) -> None:
        check_id = self.check_id()
        if self.document is None or check_id is None:
            self.target.clear()
            self.breakdown.set_lines(())
            self.odds.clear()
            return
        character = self.document.character
        check = self._checks.get(check_id)
        _set_text(self.target, f"<b>{_plain(shown(check.label))}</b> — {_plain(shown(check.target))}" if check else "")
        try:
            odds = self.document.rules.odds(character, check_id, situation=self.situation.chosen())
        except Refusal as refusal:
            self.odds.setText(self.tr("No roll"))
            self.breakdown.show_refusal(refusal.message)
            return
        self.breakdown.show_odds(odds)
        self.odds.setText(self.tr("Chance {0}").format(chance(odds)))
        # A status makes the check impossible or fail automatically: the roll is refused with
        # the reason the odds give (whatever the game), so the button says it too.
        self.roll_button.setEnabled(self.check.isEnabled() and not odds.refused)
        self.roll_button.setToolTip(shown(odds.refused))

    def roll(self) -> RollResult | None:
        check_id = self.check_id()
        if self.document is None or check_id is None:
            return None
        check = self._checks.get(check_id)
        if check is not None and check.action is not None:
            self._apply_check(check.action)
            return None
        chosen = self.situation.chosen()
        try:
            result = self.document.rules.roll(self.document.character, check_id, self.rng, situation=chosen)
        except Refusal as refusal:
            self._note(shown(refusal.message))
            return None
        self._show_result(result)
        self._remember(check_id, chosen)
        label = shown(self.document.rules.check_label(self.document.character, check_id))
        words = _words(result)
        if not words.startswith(label):
            said = self.document.rules.situation(self.document.character, check_id, chosen).said()
            situation = ", ".join(map(shown, said))
            words = f"{label}{f' ({situation})' if situation else ''}: {words}"
        self._note(words)
        return result

    def _apply_check(self, action) -> None:
        """A check whose roll is a rules action (an experience roll): applied through the
        document, so its gain and ledger entry reach the character, not only this log."""
        try:
            if self.document.read_only:
                raise Refusal(self.tr("This file is open read-only: {0}").format(self.document.read_only))
            applied = self.document.apply(action, Context(self.rng))
        except Refusal as refusal:
            self._note(self.tr("{0} refused: {1}").format(action.describe(), refusal.message))
            return
        reasons = "; ".join(e.reason for e in applied.entries if e.reason)
        said = f"{action.describe()}: {applied.message}" if applied.message else action.describe()
        self._note(f"{said} ({reasons})" if reasons else said)

    def _remember(self, check_id: str, chosen: dict) -> None:
        """The situation of this roll, for the sheet's odds (less the sheet's own modifier)."""
        if self.document is None:
            return
        remembered = dict(chosen)
        if self._sheet_modifier:
            rest = int(remembered.get("modifier", 0) or 0) - self._sheet_modifier
            remembered.pop("modifier", None)
            if rest:
                remembered["modifier"] = rest
        self.document.situations.remember(check_id, remembered)

    def push(self) -> RollResult | None:
        if self.document is None or self.result is None or not self.result.can_push:
            return None
        try:
            result, actions = self.document.rules.push(self.document.character, self.result, self.rng)
        except Refusal as refusal:
            self.push_button.setEnabled(False)
            self.push_button.setToolTip(refusal.message)
            self._note(self.tr("No push: {0}").format(refusal.message))
            return None
        self._show_result(result)
        lines = [self.tr("Pushed: {0}").format(_words(result))]
        for action in actions:
            try:
                applied = self.document.apply(action)
                lines.append(f"  {applied.message or action.describe()}")
            except Refusal as refusal:
                lines.append("  " + self.tr("{0} refused: {1}").format(action.describe(), refusal.message))
        self._note("\n".join(lines))  # one entry, in reading order
        return result

    def _show_result(self, result: RollResult) -> None:
        self.result = result
        self._show_outcome()
        self.push_button.setVisible(result.can_push)
        self.push_button.setEnabled(result.can_push)
        self._hit_rolled(result)

    def _show_outcome(self) -> None:
        """The result in the theme's ink for a success or a failure (again for a new theme)."""
        result = self.result
        if result is None:
            return
        colour = ink("success" if result.success else "failure")
        self.outcome.setText(
            f"<span style='font-size:{HEADLINE_POINTS}pt; font-weight:bold; color:{colour}'>{_plain(outcome_word(result.outcome))}</span>"
            f"<br>{_plain(shown(result.text))}"
        )

    def _clear_result(self) -> None:
        self._no_hit()
        self.result = None
        self.outcome.setText(self.tr("Roll to see the result") if self.document is not None else self._no_one())
        self.push_button.setVisible(False)

    def _no_one(self) -> str:
        """What to do when the roller has no one to roll for (no sheet open, a party with no
        member): said plainly where the result goes."""
        if self._form.isRowVisible(self.member):
            return self.tr("Add a member to the party to roll for them")
        return self.tr("Open or create a character to roll for it")

def _set_text(label: QLabel, text: str) -> None:
    """Only a text that changed asks the dock to lay out again."""
    if label.text() != text:
        label.setText(text)


def _plain(text: str) -> str:
    """The rules' words inside rich text: ``<``, ``>`` and ``&`` shown as themselves."""
    return html.escape(text, quote=False)


def _words(result: RollResult) -> str:
    """The rules' own sentence; the outcome and dice only where the sentence lacks them."""
    text, outcome = shown(result.text), shown(result.outcome)
    if outcome.lower() in text.lower():
        return text
    dice = ", ".join(str(d) for d in result.dice)
    return f"{outcome} ({dice}) — {text}"
