"""The two questions a merge asks: take in these conflict copies? and, for each true
conflict, which side? Both speak the game's words (``Body: injury 2 → 4 here, 2 → 3 there``).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..merge.tree import MISSING
from ..merge.words import Conflict, text
from .screen_fit import room_for_title
from .theme import escaped, inked_text


@dataclass(frozen=True)
class CopyRow:
    """One conflict copy as the offer shows it."""

    name: str
    """Whose file: the character's (or the party's) name."""
    file: str
    tool: str
    brings: list[str] = field(default_factory=list)
    """What merging it changes in the open version, in the game's words."""
    conflicts: list[str] = field(default_factory=list)
    """Values both sides changed differently (``Body: injury 2 → 4 here, 2 → 3 there``)."""


class CopyOfferDialog(QDialog):
    """Conflict copies found beside the files just opened: what each brings; Merge or not."""

    def __init__(self, title: str, rows: Sequence[CopyRow], parent: QWidget | None = None,
                 intro: str | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Conflict copies of {0}").format(title))
        room_for_title(self)
        layout = QVBoxLayout(self)
        intro = QLabel(intro or self.tr(
            "A sync tool kept other versions of these files beside them: the same characters, "
            "edited on another machine while this one was not in sync. Merge takes in what "
            "they bring as one step you can undo; nothing is written until you save."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        parts = []
        for row in rows:
            lines = "".join(f"<li>{escaped(line)}</li>" for line in row.brings[:12])
            more = len(row.brings) - 12
            if more > 0:
                lines += "<li>" + escaped(self.tr("… and {0} more").format(more)) + "</li>"
            if not row.brings:
                lines = "<li>" + escaped(self.tr("nothing new: it holds nothing this version lacks")) + "</li>"
            conflicts = ""
            if row.conflicts:
                conflicts = "<p style='color:@warning'>" + escaped(self.tr(
                    "Changed differently on both sides (you choose next):")) + "</p><ul>" + "".join(
                    f"<li style='color:@warning'>{escaped(c)}</li>" for c in row.conflicts) + "</ul>"
            parts.append(
                f"<p><b>{escaped(row.name)}</b> — {escaped(row.file)} "
                f"<span style='color:@quiet'>({escaped(self.tr('a {0} conflict copy').format(row.tool))})</span></p>"
                f"<ul>{lines}</ul>{conflicts}"
            )
        body = inked_text(QLabel(), "".join(parts))
        body.setWordWrap(True)
        body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        body.setObjectName("copyList")
        self.body = body
        scroll = QScrollArea()
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its choices take focus and scroll it
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)
        buttons = QDialogButtonBox()
        self.merge_button = buttons.addButton(self.tr("Merge"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.tr("Not Now"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 420)


class ConflictDialog(QDialog):
    """Each value both sides changed differently: what it was, here and there; pick one."""

    def __init__(self, name: str, where: str, conflicts: Sequence[Conflict], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Changed on both sides: {0}").format(name))
        room_for_title(self)
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "{0} and this machine changed these values differently since they last agreed. "
            "Everything else is merged already. Choose which to keep:").format(where))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid = QGridLayout()
        for col, head in enumerate((self.tr("What"), self.tr("Was"), self.tr("Here"), self.tr("There"))):
            label = QLabel(f"<b>{html.escape(head)}</b>")
            grid.addWidget(label, 0, col)
        self.groups: dict[str, QButtonGroup] = {}
        for row, conflict in enumerate(conflicts, start=1):
            what = f"{conflict.label}: {conflict.part}" if conflict.part else conflict.label
            grid.addWidget(QLabel(what), row, 0)
            grid.addWidget(QLabel(text(conflict.base)), row, 1)
            mine = QRadioButton(_value(conflict.mine))
            theirs = QRadioButton(_value(conflict.theirs))
            mine.setAccessibleName(self.tr("{0}: keep here's {1}").format(what, _value(conflict.mine)))
            theirs.setAccessibleName(self.tr("{0}: take there's {1}").format(what, _value(conflict.theirs)))
            mine.setChecked(True)
            group = QButtonGroup(self)
            group.addButton(mine, 0)
            group.addButton(theirs, 1)
            self.groups[conflict.key] = group
            grid.addWidget(mine, row, 2)
            grid.addWidget(theirs, row, 3)
        grid.setRowStretch(len(conflicts) + 1, 1)
        grid.setColumnStretch(4, 1)
        grid.setHorizontalSpacing(28)
        holder = QWidget()
        holder.setLayout(grid)
        scroll = QScrollArea()
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its choices take focus and scroll it
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        layout.addWidget(scroll, 1)
        buttons = QDialogButtonBox()
        buttons.addButton(self.tr("Merge"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 300)

    def choices(self) -> dict[str, str]:
        return {key: ("theirs" if group.checkedId() == 1 else "mine") for key, group in self.groups.items()}


def _value(value) -> str:
    if value is MISSING:
        return "removed"
    if isinstance(value, dict):
        return str(value.get("name") or value.get("title") or "changed")
    return text(value)
