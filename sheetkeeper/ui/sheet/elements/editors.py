"""One binding helper for every editable value: the editor is chosen by the value's type,
or by the type the model declares where the value cannot say (a value inside an optional
part not in play yet, a choice of numbers).

A choice of numbers (``Literal[6, 8, 10]``) is a choice box writing the number; a list of
names is one line of names separated by commas (as paper prints it and import reads it); an
optional part (``X | None``, X a model) is a check box bringing it in with its defaults or
leaving it out.

Reading is by bind path; writing is ``Action("set", {path, value}, label="Edit <label>",
merge_key=path)``, so typing in one field merges into one undo step. A refused value (out of
range, too long) is reported and the editor goes back to the model's value. Number boxes
take the range the model declares, write when the edit ends and bring a number typed out of
range to the range's end, saying so (``number_box.py``); they are as wide as their largest
allowed value (not the whole column), and number and choice boxes take the mouse wheel only
when focused, so scrolling the sheet never edits it.
"""

from __future__ import annotations

from typing import Any, Literal, get_args, get_origin

from pydantic import BaseModel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from ....forms.words import choice_words
from ...number_box import DecimalBox, NumberBox
from ...wheel import wheel_when_focused
from .base import (
    SheetContext,
    bare_type,
    field_annotation,
    field_bounds,
    field_max_length,
    literal_choices,
)
from .binding import Binding


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
        self.binding = Binding(context, path, self, skip_own=True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        value = context.read(path)
        annotation = field_annotation(context.character, path)
        self._type = type(value)
        self._part = _optional_part(annotation)
        """The model of an optional part this box brings in or leaves out (a check box)."""
        self._names = _is_names(annotation)
        """A list of names, edited as one line separated by commas."""
        self._choices: dict[str, Any] = {str(a): a for a in _literal_values(annotation)}
        """The declared choices by the text shown (a choice of numbers writes the number)."""
        self._longest = field_max_length(context.character, path)
        choices = choices or literal_choices(annotation)
        if value is None and not self._part:  # inside an optional part not in play yet
            value = _empty(annotation)
        self.editor = self._make(value, choices, multiline)
        self.editor.setAccessibleName(label)
        self.editor.setToolTip(label)
        layout.addWidget(self.editor)
        if isinstance(self.editor, (QSpinBox, QDoubleSpinBox)):
            layout.addStretch(1)  # a number box keeps its width, next to its caption
        self._shown: Any = object()
        self.refresh()

    def _make(self, value: Any, choices: tuple[str, ...], multiline: bool) -> QWidget:
        if self._part is not None:
            box = QCheckBox()
            box.toggled.connect(lambda on: self._write({} if on else None))
            return box
        if isinstance(value, bool):
            box = QCheckBox()
            box.toggled.connect(self._write)
            return box
        if self._choices and not all(isinstance(v, str) for v in self._choices.values()):
            combo = QComboBox()
            for choice in choices:  # each shown as written, holding the value it writes
                combo.addItem(str(choice), self._choices.get(str(choice), choice))
            combo.currentIndexChanged.connect(lambda: self._write(combo.currentData()))
            return wheel_when_focused(combo)
        if isinstance(value, int | float):
            box = NumberBox(self.label) if isinstance(value, int) else DecimalBox(self.label)
            if isinstance(box, DecimalBox):
                box.setDecimals(2)
            box.set_limits(*field_bounds(self.context.character, self.path))
            box.setAlignment(Qt.AlignmentFlag.AlignRight)
            box.clamped.connect(self.context.message)
            box.valueChanged.connect(self._write)
            box.editingFinished.connect(self.context.document.end_merging)  # Enter ends an edit
            return _number(box)
        if choices:
            combo = QComboBox()
            system = self.context.character.system
            for choice in choices:
                combo.addItem(choice_words(str(choice), system), choice)
            combo.currentIndexChanged.connect(lambda: self._write(combo.currentData()))
            return wheel_when_focused(combo)
        if multiline:
            text = QPlainTextEdit()
            text.setTabChangesFocus(True)
            text.textChanged.connect(lambda: self._write(text.toPlainText()))
            return text
        line = QLineEdit()
        if self._names:
            line.textEdited.connect(lambda text: self._write(_names(text)))
        else:
            line.textEdited.connect(self._write)
        line.returnPressed.connect(self.context.document.end_merging)
        line.editingFinished.connect(lambda: self.refresh(force=True))  # a refused text typed
        if value is not None and not isinstance(value, str) and not self._names:
            line.setReadOnly(True)
        return line

    def _write(self, value: Any) -> None:
        if self._type is type(None) and value == "" and self._part is None:
            value = None
        note = ""
        if isinstance(value, str) and self._longest is not None and len(value) > self._longest:
            value, note = self._cut(value)
        if value != self._shown:
            if not self.binding.apply("set", self.tr("Edit {0}").format(self.label), value=value):
                if not self._typing():
                    self.refresh(force=True)
            elif self.binding.read() == value:
                self._shown = value  # what the editor shows already: its refresh is skipped
            else:
                self.refresh(force=True)  # the rules changed what was typed: show theirs
        if note:
            self.context.message.emit(note)  # after the change, whose refresh clears the bar

    def _typing(self) -> bool:
        """A line being typed in: a text refused on the way ("S" of "SOC", too short) stays
        while the typing goes on, the refusal said; the model's value comes back when the
        edit ends on a refused text."""
        return isinstance(self.editor, QLineEdit)  # it writes only as it is typed in

    def _cut(self, value: str) -> tuple[str, str]:
        """A text longer than the field holds (a paste) is cut to fit, and the words saying
        so: not refused whole."""
        longest = self._longest or len(value)
        note = self.tr("{0} holds at most {1} characters: the {2} after them were cut.").format(
            self.label, longest, len(value) - longest)
        cut = value[:longest]
        editor = self.editor
        editor.blockSignals(True)
        try:
            if isinstance(editor, QPlainTextEdit):
                editor.setPlainText(cut)
            elif isinstance(editor, QLineEdit):
                editor.setText(cut)
        finally:
            editor.blockSignals(False)
        return cut, note

    def refresh(self, force: bool = False) -> None:
        value = self.context.read(self.path)
        if value == self._shown and not force:
            return
        self._shown = value
        editor = self.editor
        editor.blockSignals(True)
        try:
            if isinstance(editor, QCheckBox):
                editor.setChecked(value is not None if self._part is not None else bool(value))
            elif isinstance(editor, (QSpinBox, QDoubleSpinBox)):
                editor.setValue(value or 0)
            elif isinstance(editor, QComboBox):
                if editor.findData(value) < 0:
                    editor.addItem(_text(value), value)
                editor.setCurrentIndex(editor.findData(value))
            elif isinstance(editor, QPlainTextEdit):
                if editor.toPlainText() != (value or ""):
                    editor.setPlainText(value or "")
            elif editor.text() != _text(value):
                position = editor.cursorPosition()
                editor.setText(_text(value))
                editor.setCursorPosition(min(position, len(editor.text())))
        finally:
            editor.blockSignals(False)


def _number(spin: QSpinBox | QDoubleSpinBox) -> QSpinBox | QDoubleSpinBox:
    """Qt sizes a spin box's hint to its range; a fixed width keeps it there, where the
    default policy let it grow across the whole grid column."""
    spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    return spin


def _text(value: Any) -> str:
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return "" if value is None else str(value)


def _names(text: str) -> list[str]:
    """``Agility, Stealth,`` → the names typed, in order (an empty part is none)."""
    return [part.strip() for part in text.split(",") if part.strip()]


def _literal_values(annotation: Any) -> tuple[Any, ...]:
    annotation = bare_type(annotation)
    return get_args(annotation) if get_origin(annotation) is Literal else ()


def _is_names(annotation: Any) -> bool:
    annotation = bare_type(annotation)
    if get_origin(annotation) is not list:
        return False
    args = get_args(annotation)
    return bool(args) and bare_type(args[0]) is str


def _optional_part(annotation: Any) -> type[BaseModel] | None:
    """``X`` of a field declared ``X | None`` where X is a model: a part that may be absent."""
    if annotation is None or bare_type(annotation) is annotation:
        return None
    part = bare_type(annotation)
    return part if isinstance(part, type) and issubclass(part, BaseModel) else None


def _empty(annotation: Any) -> Any:
    """What an editor of a value not there yet starts from: 0 for a number, else nothing."""
    kind = bare_type(annotation)
    if kind is bool:
        return False
    if kind in (int, float):
        return kind()
    return None
