"""Odds for display: the chance of success, the outcome bands, and a modifier control."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QWidget

from ....core.checks import Odds, breakdown_words
from ....core.situation import caption
from ....translate import percent_shown, shown
from ...wheel import wheel_when_focused

if TYPE_CHECKING:
    from ...remembered_situations import RememberedSituations


def chance(odds: Odds | None) -> str:
    return percent_shown(odds.success) if odds else "—"


def outcome_word(name: str) -> str:
    """An outcome as every game shows it: "Critical success", whichever case its rules
    wrote it in (Rainworld's and GRIMWIRE's are lower case)."""
    return caption(shown(name))


def bands(odds: Odds | None, *, brief: bool = False) -> str:
    """Every named outcome with its chance, best first, then extra figures (after a push).
    ``brief`` leaves out outcomes under 0.1% (for a table cell; the tooltip has them all)."""
    if odds is None:
        return ""
    parts = [f"{outcome_word(name)} {percent_shown(p)}" for name, p in odds.outcomes.items()
             if p and not (brief and p < Fraction(1, 1000))]
    parts += [f"{outcome_word(name)} {percent_shown(p)}" for name, p in odds.extra.items() if name not in odds.outcomes]
    return " · ".join(parts)


def breakdown(odds: Odds | None) -> str:
    """Why a status bars the check (if one does), then the target's modifier lines."""
    if odds is None:
        return ""
    return "\n".join(filter(None, [shown(odds.refused), terms(odds)]))


def terms(odds: Odds) -> str:
    """The modifier lines that make up the target, one a line."""
    return "\n".join(breakdown_words(shown(label), value) for label, value in odds.breakdown)


class ModifierBox(QWidget):
    """'Modifier [±n]' beside checks: the odds shown follow it as it changes, and so does
    the dice roller (the value is kept with the document: :meth:`follow`)."""

    changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        label = QLabel(self.tr("Modifier"))
        self.spin = wheel_when_focused(QSpinBox())
        self.spin.setRange(-100, 100)
        self.spin.setPrefix("")
        self.spin.setAccessibleName(self.tr("Modifier for the odds shown"))
        self.spin.setToolTip(self.tr("A situational modifier: the odds shown include it"))
        label.setBuddy(self.spin)
        layout.addWidget(label)
        layout.addWidget(self.spin)
        layout.addStretch(1)
        self.spin.valueChanged.connect(self.changed)
        self._situations: RememberedSituations | None = None
        self._check_ids: Callable[[], list[str]] = list

    def follow(self, situations: RememberedSituations, check_ids: Callable[[], list[str]]) -> None:
        """Keep the value with the document (``situations``) for these checks, where the
        dice roller reads it, and show it as it changes there."""
        self._situations, self._check_ids = situations, check_ids
        self._show_kept()
        self.spin.valueChanged.connect(self._keep)
        situations.sheet_modifier_changed.connect(self._kept_changed)

    def _keep(self, value: int) -> None:
        if self._situations is not None:
            self._situations.set_sheet_modifier(self._check_ids(), value)

    def _kept_changed(self, check_ids: list[str]) -> None:
        if set(check_ids) & set(self._check_ids()):
            self._show_kept()

    def _show_kept(self) -> None:
        ids = self._check_ids()
        if self._situations is not None and ids:
            self.spin.setValue(self._situations.sheet_modifier(ids[0]))

    def value(self) -> int:
        return self.spin.value()
