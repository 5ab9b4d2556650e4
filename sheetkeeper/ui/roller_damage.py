"""Landing a hit's damage from the dice roller: *Apply damage to…* lists who a hit may land
on (the open parties' members and the foes of their encounters, of the attacker's game, and
an ad-hoc target), works the damage out against the one picked (its armour, its affinities)
and applies it as one undoable step on that one's document. One hit lands once: the next
takes another roll, or the step that landed it undone."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QPushButton

from ..core.actions import Applied, Refusal
from ..core.attack import Target
from ..core.checks import RollResult
from ..core.dice import RandomSource
from ..translate import shown
from .document import Document
from .other_target import add_other_target

if TYPE_CHECKING:
    from .options_form import OptionsForm

# The roller's words are filed under its name, wherever in it they are said.
translate = QCoreApplication.translate  # lupdate files translate("DiceRollerDock", "text") under it


class LandingDamage:
    """The roller's part that lands a hit (mixed into ``DiceRollerDock``, whose document,
    last result, situation, random source and log it uses)."""

    document: Document | None
    result: RollResult | None
    situation: OptionsForm
    rng: RandomSource

    def _damage_controls(self) -> QPushButton:
        """*Apply damage to…* and its menu of targets, hidden until a hit that does damage."""
        self._hit_landed = False
        self._hit_watch = (None, 0)
        self.damage_button = QPushButton(translate("DiceRollerDock", "Apply &damage to\u2026"))
        self.damage_button.setToolTip(translate("DiceRollerDock", "Put this hit's damage on a member or a foe of the open party"))
        self.damage_menu = QMenu(self.damage_button)
        self.damage_menu.aboutToShow.connect(self._fill_targets)
        self.damage_button.setMenu(self.damage_menu)
        self.targets: Callable[[], list[Document]] = lambda: []
        """The documents a hit may land on (the open parties' members and the foes of their
        encounters, which ``take`` a hit), set by the window."""
        return self.damage_button

    def _hit_rolled(self, result: RollResult) -> None:
        """A new roll: a hit that does damage may land, once."""
        self.damage_button.setVisible(result.success and self._does_damage(result))
        self._hit_landed = False
        self._stop_watching_the_hit()
        self.damage_button.setEnabled(True)
        self.damage_button.setToolTip(translate("DiceRollerDock", "Put this hit's damage on a member or a foe of the open party"))

    def _no_hit(self) -> None:
        """No roll, or another check: no hit to land."""
        self._hit_landed = False
        self._stop_watching_the_hit()
        self.damage_button.setVisible(False)

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
            none = self.damage_menu.addAction(translate("DiceRollerDock", "No party member or foe of this game is open"))
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
            self._note(translate("DiceRollerDock", "No damage: {0}").format(refusal.message))
            return None
        # One hit lands once: the next damage takes another roll (or its step undone).
        self._hit_landed = True
        self.damage_button.setEnabled(False)
        self.damage_button.setToolTip(
            translate("DiceRollerDock", "This hit's damage is on {0}; roll again for another hit").format(
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
                    translate("DiceRollerDock", "The damage was undone: put this hit's damage on a member or a foe"))
                self._note(translate("DiceRollerDock", "  undone: this hit can land again"))

    def _stop_watching_the_hit(self) -> None:
        stack, _ = getattr(self, "_hit_watch", (None, 0))
        self._hit_watch = (None, 0)
        if stack is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # the stack went with its document
                stack.indexChanged.disconnect(self._hit_step_moved)
