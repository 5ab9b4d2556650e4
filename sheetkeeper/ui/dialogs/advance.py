"""Advance: every offer of the rules, allowed ones to pick and apply, refused ones greyed
with the reason shown (the rules say why, in the game's words)."""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...core.actions import Action, Offer, Refusal
from ...core.kept_dice import KeptDice
from ...core.rules import Context
from ...translate import shown
from ..document import Document
from ..options_form import OptionsForm
from ..screen_fit import room_for_title
from ..theme import ink

GROUP_TITLES = {
    "advance": QT_TRANSLATE_NOOP("AdvanceDialog", "Advances"),
    "rest": QT_TRANSLATE_NOOP("AdvanceDialog", "Rest"),
    "session": QT_TRANSLATE_NOOP("AdvanceDialog", "End of session"),
    "resource": QT_TRANSLATE_NOOP("AdvanceDialog", "Resources"),
    "hazard": QT_TRANSLATE_NOOP("AdvanceDialog", "Hazards"),
    "other": QT_TRANSLATE_NOOP("AdvanceDialog", "Other"),
}
"""Group titles (translation markers: show them through ``self.tr``)."""


def group_title(group: str) -> str:
    """An offer group's title in the user's language ("Rest")."""
    return QCoreApplication.translate("AdvanceDialog", GROUP_TITLES.get(group, group))


class AdvanceDialog(QDialog):
    def __init__(self, document: Document, parent=None, *, groups: tuple[str, ...] = ("advance",),
                 ledger: str = ""):
        super().__init__(parent)
        self.document = document
        self.groups = groups
        self.ledger = ledger
        """Only the advances drawn on this ledger ("xp", "hours"); empty for every one."""
        title = {"xp": self.tr("Advance with XP"), "hours": self.tr("Spend learning hours")}.get(
            ledger, self.tr("Advance")) if groups == ("advance",) else self.tr(GROUP_TITLES.get(groups[0], groups[0]))
        self.setWindowTitle(self.tr("{0} — {1}").format(title, document.title))
        room_for_title(self)
        self.resize(560, 460)
        layout = QVBoxLayout(self)
        self.balance = QLabel()
        layout.addWidget(self.balance)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAccessibleName(self.tr("What the rules offer"))
        self.list.currentItemChanged.connect(self._selected)
        self.inputs = OptionsForm()
        """The selected offer's inputs, as the rules declare them."""
        self.inputs.changed.connect(self.refresh_preview)
        self.inputs_area = QScrollArea()
        self.inputs_area.setWidgetResizable(True)
        self.inputs_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.inputs_area.setWidget(self.inputs)
        self.inputs_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setChildrenCollapsible(False)
        split.addWidget(self.list)
        split.addWidget(self.inputs_area)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        layout.addWidget(split, 1)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        layout.addWidget(self.detail)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setAccessibleDescription(self.tr("What will apply"))
        layout.addWidget(self.preview)
        self.dice = KeptDice()
        """The dice the preview worked with, given again when the offer is applied. A preview
        that rolls shows no face (``rolled_on_apply``), so nothing is known before Apply and
        reopening the dialog learns nothing new."""
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.Close)
        self.apply_button.clicked.connect(self.apply_selected)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.apply_button.setDefault(True)  # Enter on the chosen offer applies it; the dialog stays
        QWidget.setTabOrder(self.list, self.apply_button)
        QWidget.setTabOrder(self.apply_button, self.buttons.button(QDialogButtonBox.StandardButton.Close))
        self.offers: list[Offer] = []
        self.did: list[tuple[str, tuple[str, ...]]] = []
        """What each applied offer did, in words, with the ids of the ledger entries it wrote."""
        self.reload()

    @property
    def apply_button(self) -> QPushButton:
        """Asked of the box each time: a Python wrapper of the button kept since the dialog was
        made, once given to ``setTabOrder``, was found dead after an apply, the button alive."""
        return self.buttons.button(QDialogButtonBox.StandardButton.Apply)

    def reload(self) -> None:
        character = self.document.character
        if self.ledger == "hours":
            self.balance.setText(self.tr("<b>{0} learning hours left</b>").format(character.ledger.hours_remaining))
        elif self.document.rules.award_spent:
            self.balance.setText(self.tr("<b>{0} XP available</b>").format(character.ledger.xp_available))
        else:  # a total that reaches levels
            self.balance.setText(self.tr("<b>{0} XP earned</b> (levelling up spends none)").format(
                character.ledger.xp_earned))
        self.balance.setVisible("advance" in self.groups and (self.ledger == "hours" or bool(self.document.rules.award)))
        self.offers = [o for o in self.document.rules.offers(character)
                       if o.group in self.groups and (not self.ledger or o.ledger == self.ledger)]
        self.list.clear()
        for offer in self.offers:
            text = shown(offer.action.describe()) + (f" — {shown(offer.cost)}" if offer.cost else "")
            if not offer.allowed:
                text += "\n    " + self.tr("Not now: {0}").format(shown(offer.reason))
            item = QListWidgetItem(text)
            item.setToolTip(shown(offer.reason if not offer.allowed else offer.cost))
            if not offer.allowed:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled & ~Qt.ItemFlag.ItemIsSelectable)
            self.list.addItem(item)
        if not self.offers:
            self.list.addItem(QListWidgetItem(self.tr("Nothing to offer here")))
            self.list.item(0).setFlags(Qt.ItemFlag.NoItemFlags)
        self._selected(None, None)

    def _selected(self, current, _previous) -> None:
        offer = self.current_offer()
        self.apply_button.setEnabled(offer is not None)
        cost = shown(offer.cost) if offer is not None else ""
        self.detail.setText(self.tr("Cost: {0}").format(cost) if cost else "")
        self.dice = KeptDice()
        inputs = offer.inputs if offer is not None else ()
        self.inputs.set_options(inputs)
        self.inputs.set_values({o.id: offer.action.args[o.id] for o in inputs
                                if offer is not None and o.id in offer.action.args})
        self.inputs_area.setVisible(bool(inputs))
        self._order_tabs()
        self.refresh_preview()

    def _order_tabs(self) -> None:
        """Tab goes from the list through the chosen offer's inputs to Apply, then Close (the
        user guide's "arrows to one, Tab to Apply, Space"): the inputs, made anew for each
        offer, are put straight after the list, before the buttons (whose own order put Close
        first)."""
        stops = [w for w in self.inputs.findChildren(QWidget)
                 if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.focusProxy() is None]
        chain, widget = [], self.list.nextInFocusChain()
        while widget is not self.list and len(chain) < len(stops):
            if widget in stops and widget not in chain:
                chain.append(widget)
            widget = widget.nextInFocusChain()
        for before, after in zip([self.list, *chain], chain, strict=False):
            QWidget.setTabOrder(before, after)

    def chosen_action(self) -> Action | None:
        """The selected offer's action with the values as they stand in its inputs."""
        offer = self.current_offer()
        if offer is None:
            return None
        args = {**offer.action.args, **self.inputs.given()}
        return Action(offer.action.kind, args, label=offer.action.label,
                      merge_key=offer.action.merge_key)

    def refresh_preview(self) -> None:
        """What the selected offer will do with the values as given: the rules' own apply,
        worked out on the character as it stands and kept off it (the same dice as Apply)."""
        action = self.chosen_action()
        if action is None:
            self.preview.setText("")
            return
        offer = self.current_offer()
        cost = shown(offer.cost) if offer is not None else ""
        self.detail.setText(self.tr("Cost: {0}").format(cost) if cost else "")  # no stale refusal
        try:
            applied = self.document.rules.apply(self.document.character, action,
                                                Context(self.dice.again()))
        except Refusal as refusal:
            self.preview.setText(self.tr("Not yet: {0}").format(shown(refusal.message)))
            return
        if self.dice.faces:  # the offer rolls: its result stays unknown until Apply
            self.preview.setText(self.rolled_on_apply(action))
            return
        self.preview.setText(self.tr("Will apply: {0}").format(shown(applied.message or action.describe())))

    def rolled_on_apply(self, action: Action) -> str:
        """What an offer that rolls will do, without its dice: a choice the roll depends on
        (a flat gain instead of the die) is made before the roll is seen, not after."""
        offer = self.current_offer()
        chosen = [shown(o.label) for o in (offer.inputs if offer is not None else ())
                  if o.kind == "toggle" and action.args.get(o.id)]
        what = shown(action.describe()) + (f" ({'; '.join(chosen)})" if chosen else "")
        return self.tr("Rolled when you press Apply: {0}").format(what)

    def current_offer(self) -> Offer | None:
        row = self.list.currentRow()
        if 0 <= row < len(self.offers) and self.offers[row].allowed:
            return self.offers[row]
        return None

    def select(self, text: str) -> bool:
        """Select the first allowed offer whose label contains ``text``."""
        for row, offer in enumerate(self.offers):
            if offer.allowed and text.lower() in offer.action.describe().lower():
                self.list.setCurrentRow(row)
                return True
        return False

    def apply_selected(self) -> bool:
        action = self.chosen_action()
        if action is None:
            return False
        try:
            if self.document.read_only:
                raise Refusal(self.tr("This file is open read-only: {0}").format(self.document.read_only))
            applied = self.document.apply(action, Context(self.dice.again()))
        except Refusal as refusal:
            self.detail.setText(f"<span style='color:{ink('error')}'>{html.escape(shown(refusal.message), quote=False)}</span>")
            return False
        self.reload()
        done = self.tr("Done: {0}").format(shown(action.describe()))
        said = f"{done}. {shown(applied.message)}" if applied.message else done
        why = "<br>".join(html.escape(e.reason) for e in applied.entries if e.reason)
        self.detail.setText(html.escape(said) + (f"<br><small>{why}</small>" if why else ""))
        reasons = "; ".join(e.reason for e in applied.entries  # what the message said is said once
                            if e.reason and not all(part in applied.message for part in e.reason.split("; ")))
        what = shown(action.describe())
        what = f"{what}. {shown(applied.message)}" if applied.message else what
        self.did.append((f"{what} ({reasons})" if reasons else what, tuple(e.id for e in applied.entries)))
        return True

