"""The dice roller dock: a check's breakdown and exact odds, the roll in the game's words,
a push where the rules allow one, and a log of this session's rolls per character.

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
from datetime import datetime
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..core.actions import Applied, Refusal
from ..core.attack import Target
from ..core.checks import RollResult
from ..core.dice import RandomSource, default_random
from ..core.rules import Context
from ..translate import shown
from .accessible import announce
from .chance_line import ChanceLine
from .document import Document
from .eliding_combo import ElidingCombo
from .member_picker import MemberPicker
from .options_form import OptionsForm
from .other_target import add_other_target
from .roll_breakdown import RollBreakdown
from .roll_log import RollLog
from .roll_outcome import HEADLINE_POINTS, RollOutcome
from .roller_options_area import OptionsArea
from .sheet.elements.odds import chance, outcome_word
from .theme import ink, theme_changes

CHECK_CHARACTERS = 24
"""The room the list of checks asks for (a longer check is cut, whole in its tooltip)."""


class DiceRollerDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None, rng: RandomSource | None = None):
        super().__init__(QCoreApplication.translate("DiceRollerDock", "Dice roller"), parent)
        self.setObjectName("diceRoller")
        self.rng: RandomSource = rng or default_random()
        self.document: Document | None = None
        self.result: RollResult | None = None
        self._logs: dict[int, list[str]] = {}
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
        self.damage_button = QPushButton(self.tr("Apply &damage to\u2026"))
        self.damage_button.setToolTip(self.tr("Put this hit's damage on a member or a foe of the open party"))
        self.damage_menu = QMenu(self.damage_button)
        self.damage_menu.aboutToShow.connect(self._fill_targets)
        self.damage_button.setMenu(self.damage_menu)
        self.targets: Callable[[], list[Document]] = lambda: []
        """The documents a hit may land on (the open parties' members and the foes of their
        encounters, which ``take`` a hit), set by the window."""
        buttons.addWidget(self.roll_button)
        buttons.addWidget(self.push_button)
        buttons.addWidget(self.damage_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.outcome = RollOutcome()
        self.outcome.setAccessibleDescription(self.tr("Result"))  # a name would hide the result
        layout.addWidget(self.outcome)
        self.log_button = QToolButton()
        self.log_button.setText(self.tr("Roll &log"))
        self.log_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.log_button.setAutoRaise(True)
        self.log_button.setCheckable(True)
        self.log_button.setChecked(True)
        self.log_button.setToolTip(self.tr("Show or hide this character's roll log"))
        self.log_button.setAccessibleName(self.tr("Show roll log"))
        self.log_button.toggled.connect(self._show_log)
        layout.addWidget(self.log_button)
        self.log = RollLog()
        self.log.setAccessibleName(self.tr("Roll log"))
        self.log.setWordWrap(True)
        # The log takes the room the rest leaves, and gives it up first: the options never
        # scroll for it.
        layout.addWidget(self.log, 1)
        self.layout_stretch = QSpacerItem(0, 0)
        layout.addItem(self.layout_stretch)
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
        self.member.follow(members)

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
        self.log.clear()
        self._set_enabled(document is not None)
        if document is None:
            self.check.clear()
            return
        key = id(document)
        if key not in self._logs:
            self._logs[key] = []
            document.destroyed.connect(lambda *_: self._logs.pop(key, None))
        for line in self._logs[key]:
            self.log.insertItem(0, line)
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
        for widget in (self.check, self.situation, self.roll_button):
            widget.setEnabled(on)

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
        self.damage_button.setVisible(result.success and self._does_damage(result))
        self._hit_landed = False
        self._stop_watching_the_hit()
        self.damage_button.setEnabled(True)
        self.damage_button.setToolTip(self.tr("Put this hit's damage on a member or a foe of the open party"))

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

    # -- damage ---------------------------------------------------------------------------

    def _does_damage(self, result: RollResult) -> bool:
        if self.document is None:
            return False
        try:
            self._damage(result, Target())
        except Refusal:
            return False
        return True

    def _damage(self, result: RollResult, target: Target, rng: RandomSource | None = None):
        rules, character = self.document.rules, self.document.character
        situation = rules.situation(character, result.check_id, self.situation.chosen())
        return rules.check_damage(character, result.check_id, target, rng or self.rng, result,
                                  situation)

    def target_documents(self) -> list[Document]:
        """Who a hit may land on: the open parties' members and foes of this game, not the
        attacker."""
        if self.document is None:
            return []
        system = self.document.character.system
        return [d for d in self.targets()
                if d is not self.document and d.character.system == system]

    def _fill_targets(self) -> None:
        self.damage_menu.clear()
        documents = self.target_documents()
        if not documents:
            none = self.damage_menu.addAction(self.tr("No party member or foe of this game is open"))
            none.setEnabled(False)
        members = [d for d in documents if not hasattr(d, "take")]
        foes = [d for d in documents if hasattr(d, "take")]
        for document in members:
            action = self.damage_menu.addAction(document.character.display_name)
            action.triggered.connect(lambda _=False, d=document: self.apply_damage(d))
        if members and foes:
            self.damage_menu.addSeparator()
        for document in foes:
            action = self.damage_menu.addAction(document.label)
            action.triggered.connect(lambda _=False, d=document: self.apply_damage(d))
        add_other_target(self.damage_menu, self)

    def apply_damage(self, target: Document) -> Applied | None:
        """The last hit's damage worked out against ``target`` (its armour, its affinities)
        and applied as one undoable step on its document (a foe's: on the party's stack,
        kept on the foe in the party file)."""
        if self.document is None or self.result is None or not self.result.success or self._hit_landed:
            return None
        try:
            damage = self._damage(self.result, Target(target.character))
            if hasattr(target, "take"):
                applied = target.take(damage.action, damage.action.describe())
                if applied is None:
                    return None  # refused by the foe's rules: the party's tab said why
            else:
                applied = target.apply(damage.action)
        except Refusal as refusal:
            self._note(self.tr("No damage: {0}").format(refusal.message))
            return None
        # One hit lands once: the next damage takes another roll (or its step undone).
        self._hit_landed = True
        self.damage_button.setEnabled(False)
        self.damage_button.setToolTip(
            self.tr("This hit's damage is on {0}; roll again for another hit").format(
                getattr(target, "name", "") or target.character.display_name))
        self._watch_the_hit(target.foes.view.undo_stack if hasattr(target, "take") else target.undo_stack)
        # One entry, its lines in reading order: the log is newest first, an entry's lines not.
        steps = "; ".join(f"{shown(line.text)}: {line.value:+d}" if i else f"{shown(line.text)}: {line.value}"
                          for i, line in enumerate(damage.lines))
        lines = [f"{shown(damage.action.describe())}: {steps} = {shown(damage.lands_on)}"]
        if applied.message:
            lines.append(f"  {shown(applied.message)}")
        self._note("\n".join(lines))
        return applied

    def _show_log(self, shown: bool) -> None:
        self.log.setVisible(shown)
        self.log_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        # Hidden, its room goes to nothing below the result rather than to the options.
        self.layout_stretch.changeSize(0, 0, QSizePolicy.Policy.Minimum,
                                       QSizePolicy.Policy.Minimum if shown else QSizePolicy.Policy.Expanding)
        self.widget().layout().invalidate()

    def _watch_the_hit(self, stack) -> None:
        """Undoing the step that put this hit's damage on a target lets it land again (on the
        right target, say), without another roll; redoing it has it landed again."""
        self._stop_watching_the_hit()
        self._hit_watch = (stack, stack.index())
        stack.indexChanged.connect(self._hit_step_moved)

    def _hit_step_moved(self, index: int) -> None:
        stack, landed_at = getattr(self, "_hit_watch", (None, 0))
        undone = stack is not None and index < landed_at
        if stack is not None and undone == self._hit_landed:
            self._hit_landed = not undone
            self.damage_button.setEnabled(undone)
            if undone:
                self.damage_button.setToolTip(
                    self.tr("The damage was undone: put this hit's damage on a member or a foe"))
                self._note(self.tr("  undone: this hit can land again"))

    def _stop_watching_the_hit(self) -> None:
        stack, _ = getattr(self, "_hit_watch", (None, 0))
        self._hit_watch = (None, 0)
        if stack is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # the stack went with its document
                stack.indexChanged.disconnect(self._hit_step_moved)

    def _clear_result(self) -> None:
        self._hit_landed = False
        self._stop_watching_the_hit()
        self.damage_button.setVisible(False)
        self.result = None
        self.outcome.setText(self.tr("Roll to see the result"))
        self.push_button.setVisible(False)

    def _note(self, text: str) -> None:
        line = f"{datetime.now():%H:%M}  {text}"
        if self.document is not None:
            self._logs.setdefault(id(self.document), []).append(line)
        self.log.insertItem(0, line)
        announce(self, text)  # a roll's outcome, a push, a refusal: said as it is logged

    def log_lines(self) -> list[str]:
        """This character's roll log, oldest first."""
        return list(self._logs.get(id(self.document), [])) if self.document else []


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
