"""The dice roller's log of this session's rolls, one a character: newest first, a few lines
tall unless the dock has room to spare, folded away under *Roll log*; each line is said
aloud as it is logged."""

from __future__ import annotations

import weakref
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QBoxLayout, QListWidget, QSizePolicy, QSpacerItem, QToolButton

from .accessible import announce
from .document import Document

# The roller's words are filed under its name, wherever in it they are said.
translate = QCoreApplication.translate  # lupdate files translate("DiceRollerDock", "text") under it


class RollLog(QListWidget):
    """The roll log: a few lines tall unless the dock has room to spare."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(super().sizeHint().width(), self.minimumSizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(super().minimumSizeHint().width(), 3 * self.fontMetrics().lineSpacing() + 2 * self.frameWidth())


class KeepsLog:
    """The roller's part that keeps the log (mixed into ``DiceRollerDock``, whose document
    it logs for)."""

    document: Document | None

    def _log_controls(self, layout: QBoxLayout) -> None:
        """*Roll log* (it folds the log away) and the log, at the end of ``layout``."""
        self._logs: dict[int, list[str]] = {}
        self._party: object | None = None
        """The party whose tab is shown (its roll log shows), or None on a sheet."""
        self._party_logs: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        """Each party's rolls on its tab, whoever rolled (members and foes), saying who."""
        self.log_button = QToolButton()
        self.log_button.setText(translate("DiceRollerDock", "Roll &log"))
        self.log_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.log_button.setAutoRaise(True)
        self.log_button.setCheckable(True)
        self.log_button.setChecked(True)
        self.log_button.setToolTip(translate("DiceRollerDock", "Show or hide this character's roll log"))
        self.log_button.setAccessibleName(translate("DiceRollerDock", "Show roll log"))
        self.log_button.toggled.connect(self._show_log)
        layout.addWidget(self.log_button)
        self.log = RollLog()
        self.log.setAccessibleName(translate("DiceRollerDock", "Roll log"))
        self.log.setWordWrap(True)
        # The log takes the room the rest leaves, and gives it up first: the options never
        # scroll for it.
        layout.addWidget(self.log, 1)
        self.layout_stretch = QSpacerItem(0, 0)
        layout.addItem(self.layout_stretch)

    def _show_logged(self, document: Document | None) -> None:
        """The log shown for ``document`` (its own, kept while it lives; on a party's tab the
        party's)."""
        if document is not None and (key := id(document)) not in self._logs:
            self._logs[key] = []
            document.destroyed.connect(lambda *_: self._logs.pop(key, None))
        self._show_log_lines()

    def _show_log_lines(self) -> None:
        """The log of the party shown (everyone's rolls on its tab), else the character's."""
        self.log.clear()
        if self._party is not None:
            lines = self._party_logs.get(self._party, [])
        else:
            lines = self._logs.get(id(self.document), []) if self.document is not None else []
        for line in lines:
            self.log.insertItem(0, line)

    def _show_log(self, shown: bool) -> None:
        self.log.setVisible(shown)
        self.log_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        # Hidden, its room goes to nothing below the result rather than to the options.
        self.layout_stretch.changeSize(0, 0, QSizePolicy.Policy.Minimum,
                                       QSizePolicy.Policy.Minimum if shown else QSizePolicy.Policy.Expanding)
        self.widget().layout().invalidate()

    def _note(self, text: str) -> None:
        at = f"{datetime.now():%H:%M}  "
        line = at + text
        if self.document is not None:
            self._logs.setdefault(id(self.document), []).append(line)
        if self._party is not None and self.document is not None:
            who = getattr(self.document, "label", "") or self.document.character.display_name
            said = text.lstrip()
            line = f"{at}{text[:len(text) - len(said)]}{who}: {said}"  # a follow-up line stays indented
            self._party_logs.setdefault(self._party, []).append(line)
        self.log.insertItem(0, line)
        announce(self, text)  # a roll's outcome, a push, a refusal: said as it is logged

    def log_lines(self) -> list[str]:
        """The roll log shown, oldest first: the party's on its tab, else this character's."""
        if self._party is not None:
            return list(self._party_logs.get(self._party, []))
        return list(self._logs.get(id(self.document), [])) if self.document else []
