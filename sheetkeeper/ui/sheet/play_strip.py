"""The strip above a sheet that says which mode the character is in: being built (fields free,
with Finish creation), or in play with changes made by hand still waiting for the GM's
acceptance (the validate finding, shown until accepted, with Accept); names spelt unlike the
game's list only by case or accent, with a one-click fix.

What the strip says it says alone: :meth:`PlayStrip.shows` names the kinds of findings it
shows (with the button that acts on them), and the sheet's findings list and the wizard's
checklist leave those out, so no finding is read twice."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from ...core.actions import Action
from ...core.common_findings import ADJUSTMENT
from ...core.names import SPELLING, proper_names
from ..theme import inked
from .elements import SheetContext


class PlayStrip(QFrame):
    def __init__(self, context: SheetContext, parent=None):
        super().__init__(parent)
        self.context = context
        self.in_wizard = False
        """The wizard finishes creation itself: no Finish button here."""
        self._shows: set[str] = set()
        self.setObjectName("playStrip")
        inked(self, "#playStrip { background: @strip.back; } QLabel { color: @strip.text; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 4, 4)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setAccessibleDescription(self.tr("Creation or play"))
        self.finish = QPushButton(self.tr("Finish creation"))
        self.finish.setToolTip(self.tr("From then on the rules govern what they advance"))
        self.finish.clicked.connect(lambda: context.apply(Action("creation.finish", {}, self.tr("Finish creation"))))
        self.accept = QPushButton(self.tr("Accept adjustments"))
        self.accept.clicked.connect(self.accept_all)
        self.spell = QPushButton(self.tr("Use the game's spelling"))
        self.spell.setToolTip(self.tr("Rename each of these to the name the game's list gives"))
        self.spell.clicked.connect(lambda: context.apply(Action("names.fix", {}, self.tr("Use the game's spelling"))))
        row.addWidget(self.text, 1)
        row.addWidget(self.finish)
        row.addWidget(self.accept)
        row.addWidget(self.spell)
        self.refresh()

    def accept_all(self) -> None:
        for entry in self.context.character.ledger.open_adjustments():
            label = self.tr("Accept the adjustment of {0}").format(entry.subject)
            if not self.context.apply(Action("adjust.accept", {"id": entry.id}, label)):
                return

    def refresh(self) -> None:
        character = self.context.character
        waiting = character.ledger.open_adjustments()
        creating = character.in_creation and not self.in_wizard
        fixes = self.context.cached("proper names", lambda: proper_names(self.context.rules.lists, character))
        parts = []
        if creating:
            parts.append(self.tr("<b>Being built.</b> Every field is free and the creation "
                                 "rules are checked; finish creation to start play."))
        elif waiting:
            lines = [self.tr("{0}: {1} ({2})").format(*(html.escape(str(x)) for x in (e.subject, e.change, e.reason)))
                     for e in waiting]
            parts.append(self.tr("<b>Changed by hand, waiting for the GM:</b> ") + "; ".join(lines))
        if fixes:
            lines = [f"{html.escape(str(self.context.read(path)))} → {html.escape(proper)}" for path, proper in fixes]
            parts.append(self.tr("<b>Spelt unlike the game's list:</b> ") + "; ".join(lines))
        self.text.setText("<br>".join(parts))
        self.finish.setVisible(creating)
        self.accept.setVisible(bool(waiting) and not creating)
        self.spell.setVisible(bool(fixes))
        self.setVisible(bool(parts))
        self._shows = {kind for kind, on in ((ADJUSTMENT, bool(waiting) and not creating),
                                             (SPELLING, bool(fixes))) if on}

    def shows(self) -> set[str]:
        """The kinds of findings (``Finding.kind``) the strip shows now, with their button."""
        return set(self._shows)
