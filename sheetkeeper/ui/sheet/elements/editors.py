"""One binding helper for every editable value: the editor is chosen by the value's type.

Reading is by bind path; writing is ``Action("set", {path, value}, label="Edit <label>",
merge_key=path)``, so typing in one field merges into one undo step. A refused value (out of
range, too long) is reported and the editor goes back to the model's value.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from ....core.actions import Action
from .base import SheetContext, field_annotation, field_bounds, literal_choices


class BoundEditor(QWidget):
    def __init__(
        self,
        context: SheetContext,
        path: str,
        label: str,
        *,
        choices: tuple[str, ...] = (),
        multiline: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.path = path
        self.label = label
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        value = context.read(path)
        self._type = type(value)
        choices = choices or literal_choices(field_annotation(context.character, path))
        self.editor = self._make(value, choices, multiline)
        self.editor.setAccessibleName(label)
        self.editor.setToolTip(label)
        layout.addWidget(self.editor)
        self._shown: Any = object()
        self.refresh()

    def _make(self, value: Any, choices: tuple[str, ...], multiline: bool) -> QWidget:
        if isinstance(value, bool):
            box = QCheckBox()
            box.toggled.connect(self._write)
            return box
        if isinstance(value, int):
            spin = QSpinBox()
            low, high = field_bounds(self.context.character, self.path)
            spin.setRange(int(low if low is not None else -99_999), int(high if high is not None else 999_999))
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            spin.valueChanged.connect(self._write)
            return spin
        if isinstance(value, float):
            dspin = QDoubleSpinBox()
            dspin.setRange(-99_999, 999_999)
            dspin.setDecimals(2)
            dspin.valueChanged.connect(self._write)
            return dspin
        if choices:
            combo = QComboBox()
            combo.addItems(list(choices))
            combo.currentTextChanged.connect(self._write)
            return combo
        if multiline:
            text = QPlainTextEdit()
            text.setTabChangesFocus(True)
            text.textChanged.connect(lambda: self._write(text.toPlainText()))
            return text
        line = QLineEdit()
        line.textEdited.connect(self._write)
        if value is not None and not isinstance(value, str):
            line.setReadOnly(True)
        return line

    def _write(self, value: Any) -> None:
        if self._type is type(None) and value == "":
            value = None
        if value == self._shown:
            return
        action = Action("set", {"path": self.path, "value": value}, label=self.tr("Edit {0}").format(self.label), merge_key=self.path)
        if not self.context.apply(action):
            self.refresh(force=True)

    def refresh(self, force: bool = False) -> None:
        value = self.context.read(self.path)
        if value == self._shown and not force:
            return
        self._shown = value
        editor = self.editor
        editor.blockSignals(True)
        try:
            if isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, (QSpinBox, QDoubleSpinBox)):
                editor.setValue(value or 0)
            elif isinstance(editor, QComboBox):
                if editor.findText(str(value)) < 0:
                    editor.addItem(str(value))
                editor.setCurrentText(str(value))
            elif isinstance(editor, QPlainTextEdit):
                if editor.toPlainText() != (value or ""):
                    editor.setPlainText(value or "")
            elif editor.text() != _text(value):
                position = editor.cursorPosition()
                editor.setText(_text(value))
                editor.setCursorPosition(min(position, len(editor.text())))
        finally:
            editor.blockSignals(False)


def _text(value: Any) -> str:
    return "" if value is None else str(value)
