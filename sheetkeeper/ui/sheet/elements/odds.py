"""Odds for display: the chance of success, the outcome bands, and a modifier control."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QWidget

from ....core.checks import Odds, percent
from ....core.situation import caption
from ...wheel import wheel_when_focused


def chance(odds: Odds | None) -> str:
    return percent(odds.success) if odds else "—"


def outcome_word(name: str) -> str:
    """An outcome as every game shows it: "Critical success", whichever case its rules
    wrote it in (Rainworld's and GRIMWIRE's are lower case)."""
    return caption(name)


def bands(odds: Odds | None, *, brief: bool = False) -> str:
    """Every named outcome with its chance, best first, then extra figures (after a push).
    ``brief`` leaves out outcomes under 0.1% (for a table cell; the tooltip has them all)."""
    if odds is None:
        return ""
    parts = [f"{outcome_word(name)} {percent(p)}" for name, p in odds.outcomes.items()
             if p and not (brief and p < Fraction(1, 1000))]
    parts += [f"{outcome_word(name)} {percent(p)}" for name, p in odds.extra.items() if name not in odds.outcomes]
    return " · ".join(parts)


def breakdown(odds: Odds | None) -> str:
    """Why a status bars the check (if one does), then the target's modifier lines."""
    if odds is None:
        return ""
    return "\n".join(filter(None, [odds.refused, terms(odds)]))


def terms(odds: Odds) -> str:
    """The modifier lines that make up the target, one a line."""
    return "\n".join(f"{label}: {value:+d}" for label, value in odds.breakdown)


class ModifierBox(QWidget):
    """'Modifier [±n]' beside checks: the odds shown follow it as it changes."""

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

    def value(self) -> int:
        return self.spin.value()
