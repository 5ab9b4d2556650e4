"""``ladder``: a level on a short scale (GRIMWIRE burnout 0-4), each rung with its effect."""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QGridLayout, QLabel, QRadioButton, QVBoxLayout

from ....core.pool import Ladder
from ....sheet import label_of
from .base import ElementWidget
from .binding import Binding


class LadderElement(ElementWidget):
    def __init__(self, element, context, parent=None):
        super().__init__(element, context, parent)
        self.label = label_of(element)
        self.binding = Binding(context, element.bind, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.caption = QLabel()
        layout.addWidget(self.caption)
        ladder = context.read(element.bind) or Ladder()
        self.group = QButtonGroup(self)
        self.buttons: list[QRadioButton] = []
        self.effects: list[QLabel] = []
        rungs = QGridLayout()
        rungs.setVerticalSpacing(2)
        rungs.setColumnStretch(1, 1)
        layout.addLayout(rungs)
        for level in range(ladder.top + 1):
            effect = element.rungs[level] if level < len(element.rungs) else ""
            button = QRadioButton(str(level))
            button.setAccessibleName(f"{self.label} {level}: {effect}")
            button.setToolTip(effect)
            words = QLabel(effect)
            words.setWordWrap(True)
            words.setBuddy(button)
            self.group.addButton(button, level)
            self.buttons.append(button)
            self.effects.append(words)
            rungs.addWidget(button, level, 0)
            rungs.addWidget(words, level, 1)
        self.group.idClicked.connect(self._write)
        self._shown: Ladder | None = None
        self.refresh()

    def _write(self, level: int) -> None:
        if self._shown is not None and level != self._shown.level:
            self.binding.apply("ladder", self.tr("Set {0} to {1}").format(self.label, level),
                               merge=False, level=level)
            self._shown = None
            self.refresh()

    def refresh(self) -> None:
        ladder = self.context.read(self.element.bind)
        if not isinstance(ladder, Ladder) or ladder == self._shown:
            return
        self._shown = ladder
        if ladder.level < len(self.buttons):
            self.buttons[ladder.level].setChecked(True)
        text = self.tr("<b>{0}</b>  {1} of {2}").format(self.label, ladder.level, ladder.top)
        if ladder.temporary:
            text = self.tr("{0} (+{1} temporary: {2})").format(text, ladder.temporary, ladder.effective)
        self.caption.setText(text)
        for level, words in enumerate(self.effects):
            font = words.font()
            font.setBold(level == ladder.effective)
            words.setFont(font)
