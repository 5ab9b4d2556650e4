"""The one form builder: what the rules declare the user gives, as controls.

Every dialog that asks for something builds it here: the dice roller's situation, an
advance's or a rest's inputs (Advance…, Rest, Hazards, Resources), the end of a session, a
status's asks and an ad-hoc target's values. No game system has widget code of its own, and
no control is guessed from a value's Python type: each :class:`~sheetkeeper.core.situation.Option`
becomes the control its kind calls for (a check box for a toggle, a spin box for a count, a
number or the other side of an opposed roll, a combo box for a choice, a line for text, one
spin box per choice for an allotment with the points left), labelled in the game's words,
with the rule it comes from as its tooltip. ``changed`` fires on every edit.

An option that does not apply with the others' values (``Option.applies``: the rounds fired
of a single shot) is hidden at once, keeps its value for when it applies again, and is left
out of what the form passes to the rules. A required input (``Option.required``) shows "to be
entered" until the user gives it: nothing is assumed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QToolTip,
    QWidget,
)

from ..core.situation import NO_POINTS, Option, Value, active
from ..translate import catalogue, shown
from .eliding_check_box import ElidingCheckBox
from .eliding_combo import ElidingCombo
from .number_box import DecimalBox, NumberBox
from .rule_words import rule_words
from .wheel import wheel_when_focused

CAPTION_CHARACTERS = 20
"""The widest an option's label goes beside its control, in characters."""

_NO_OPPONENT = -10_000
"""An opponent spin box's "none" position (shown as a dash)."""


class Allotment(QWidget):
    """Points shared among named choices: a spin box per choice (up to its room) and how many
    points are left to share ("2 of 3 points left")."""

    changed = Signal()

    def __init__(self, option: Option, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.option = option
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        room = dict(option.room)
        self.spins: dict[str, NumberBox] = {}
        columns = 2 if len(option.choices) > 3 else 1
        for i, (key, label) in enumerate(option.choices):
            most = room.get(key, option.maximum if option.maximum is not None else 99)
            if option.total is not None:
                most = min(most, option.total)
            spin = NumberBox(label)
            spin.set_limits(0, max(0, most))
            spin.setPrefix("+")
            spin.setAccessibleName(f"{option.text}: {label}")
            spin.setToolTip(f"{label}: up to {most}")
            spin.valueChanged.connect(self._edited)
            caption = QLabel(label)
            caption.setBuddy(spin)
            row, column = divmod(i, columns)
            grid.addWidget(caption, row, column * 2)
            grid.addWidget(spin, row, column * 2 + 1)
            self.spins[key] = spin
        self.left = QLabel()
        self.left.setAccessibleName(f"{option.text}: points left")
        grid.addWidget(self.left, (len(option.choices) + columns - 1) // columns, 0, 1, columns * 2)
        self._edited()

    def _edited(self, *_: object) -> None:
        if self.option.total is not None:
            left = self.option.total - sum(s.value() for s in self.spins.values())
            if left >= 0:
                text = self.tr("{0} of {1} points left to share").format(left, self.option.total)
            else:
                text = self.tr("{0} points too many").format(-left)
            self.left.setText(text)
            self.left.setAccessibleName(text)
        self.left.setVisible(self.option.total is not None)
        self.changed.emit()

    def value(self) -> Mapping[str, int]:
        return {k: s.value() for k, s in self.spins.items() if s.value()} or NO_POINTS

    def set_value(self, value: Mapping[str, int] | None) -> None:
        given = dict(value or {})
        for key, spin in self.spins.items():
            spin.blockSignals(True)
            spin.setValue(int(given.get(key, 0)))
            spin.blockSignals(False)
        self._edited()


class Caption(QLabel):
    """An option's label, beside its control: on one line up to :data:`CAPTION_CHARACTERS`,
    a longer one on more lines, so one long label neither widens the form nor puts every
    label above its control. It asks for its whole line up to that width (a wrapping
    label's own guess is narrower, and the form gave it that width while counting its lines
    at the column's: "Tries again (−10 each, optional rule)" was cut in half)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        margins = self.contentsMargins()
        metrics = self.fontMetrics()
        width = min(metrics.horizontalAdvance(self.text()) + 1, metrics.averageCharWidth() * CAPTION_CHARACTERS)
        width += margins.left() + margins.right()
        return QSize(width, self.heightForWidth(width))


class OptionsForm(QWidget):
    changed = Signal()
    clamped = Signal(str)
    """A number typed out of its input's range was brought into it: the words saying so
    ("Helpers can be 0 to 3, so 14 became 3."), also shown at the box."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QFormLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        # A long label ("Taking your time / rushing (% of the timeframe)") puts its control
        # on the next line instead of pushing it out of a narrow dock.
        self._layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self._options: tuple[Option, ...] = ()
        self._controls: dict[str, QWidget] = {}
        self._applying: set[str] = set()
        self._conditional = False

    # -- building ------------------------------------------------------------------------

    def set_options(self, options: list[Option] | tuple[Option, ...], *, keep: bool = False) -> None:
        """Show these options at their defaults; ``keep`` keeps the values of options that
        are still there unchanged (the sheet was edited, the roll is the same)."""
        options = tuple(map(in_language, options))
        if keep and options == self._options:
            return
        previous = self.values() if keep else {}
        while self._layout.rowCount():
            self._layout.removeRow(0)
        self._controls = {}
        self._options = options
        self._conditional = any(o.applies for o in options)
        self._applying = {o.id for o in options}
        for option in options:
            control = self._control(option)
            if isinstance(control, ElidingCombo | ElidingCheckBox):
                control.set_help(_tooltip(option))  # under the whole choice or label
            else:
                control.setToolTip(_tooltip(option))
            if not isinstance(control, Allotment):
                control.setAccessibleName(option.text)
            self._controls[option.id] = control
            if isinstance(control, QCheckBox):
                self._layout.addRow(control)
            else:
                caption = Caption(option.text)
                caption.setBuddy(control if not isinstance(control, Allotment)
                                 else next(iter(control.spins.values()), control))
                self._layout.addRow(caption, control)
        self.set_values(previous)

    def _edited(self, *_: object) -> None:
        self._show_applying()
        self.changed.emit()

    def _show_applying(self) -> None:
        """Hide the options that do not apply with the values now shown (only the rows whose
        state changes are touched, so an ordinary edit relays out nothing)."""
        if not self._conditional:
            return
        applying = active(self._options, self.values())
        for option_id in applying ^ self._applying:
            self._layout.setRowVisible(self._controls[option_id], option_id in applying)
        self._applying = applying

    def rows_height(self, rows: int) -> int:
        """The height of the first ``rows`` options shown (all of them when fewer)."""
        shown = [self._controls[o.id] for o in self._options if o.id in self._applying]
        heights = []
        for control in shown[:rows]:
            label = self._layout.labelForField(control)
            heights.append(max(control.sizeHint().height(), label.sizeHint().height() if label else 0))
        spacing = max(0, self._layout.verticalSpacing())
        return sum(heights) + spacing * max(0, len(heights) - 1)

    def applies(self, option_id: str) -> bool:
        """Whether the option applies with the values shown (its control is visible)."""
        return option_id in self._applying

    def _control(self, option: Option) -> QWidget:
        if option.kind == "toggle":
            # A long label ("Specialisation [Running] applies") must not widen a narrow
            # dock either: cut with "…", whole in the tooltip and the accessible name.
            box = ElidingCheckBox(option.text)
            box.toggled.connect(self._edited)
            return box
        if option.kind == "choice":
            # Long choices ("-50%: Unfathomably complex …") must not widen a narrow dock:
            # cut with "…", the open list and the tooltip show them whole.
            combo = wheel_when_focused(ElidingCombo())
            for value, label in option.choices:
                combo.addItem(label, value)
                combo.setItemData(combo.count() - 1, label, Qt.ItemDataRole.ToolTipRole)
            combo.currentIndexChanged.connect(self._edited)
            return combo
        if option.kind == "text":
            line = QLineEdit()
            if option.maximum is not None:
                line.setMaxLength(option.maximum)
            line.setPlaceholderText(self.tr("to be entered") if option.required or option.minimum
                                    else option.help[:60])
            line.textChanged.connect(self._edited)
            return line
        if option.kind == "allotment":
            allotment = Allotment(option)
            allotment.changed.connect(self._edited)
            return allotment
        if option.kind == "number" and option.decimals:
            double = DecimalBox(option.text)
            double.setDecimals(option.decimals)
            double.set_limits(option.minimum, option.maximum)
            double.setSingleStep(0.5)
            return self._numbered(double)
        box = NumberBox(option.text)
        if option.kind == "opponent":
            box.set_limits(_NO_OPPONENT, option.maximum)
            box.setSpecialValueText(self.tr("—"))
        elif option.required:
            # one below the range reads "to be entered": nothing is assumed until typed
            low = option.minimum if option.minimum is not None else 0
            box.set_limits(low - 1, option.maximum)
            box.setSpecialValueText(self.tr("to be entered"))
        else:
            box.set_limits(option.minimum, option.maximum)
        return self._numbered(box)

    def _numbered(self, box: NumberBox | DecimalBox) -> QWidget:
        """A number box of the form: its changes are the form's, and a number typed out of
        range is said at the box and to whoever listens."""
        box.valueChanged.connect(self._edited)
        box.clamped.connect(lambda words, b=box: self._said(b, words))
        return box

    def _said(self, box: QWidget, words: str) -> None:
        QToolTip.showText(box.mapToGlobal(box.rect().bottomLeft()), words, box)
        self.clamped.emit(words)

    # -- values --------------------------------------------------------------------------

    def options(self) -> tuple[Option, ...]:
        return self._options

    def control(self, option_id: str) -> QWidget | None:
        return self._controls.get(option_id)

    def values(self) -> dict[str, Value]:
        """The value of every option shown."""
        return {o.id: self._value(o) for o in self._options}

    def chosen(self) -> dict[str, Value]:
        """The options set away from their defaults that apply (what to pass to the rules)."""
        return {o.id: v for o in self._options
                if o.id in self._applying and (v := self._value(o)) != o.default}

    def given(self) -> dict[str, Value]:
        """Every applying option's value, defaults too, but none of a required input not
        entered yet (what an offer's action takes: the rules then name what is missing)."""
        return {o.id: v for o in self._options
                if o.id in self._applying and not ((v := self._value(o)) is None and o.required)}

    def missing(self) -> list[Option]:
        """The required inputs that apply and are not entered yet."""
        return [o for o in self._options
                if o.required and o.id in self._applying and self._value(o) is None]

    def _value(self, option: Option) -> Value:
        control = self._controls[option.id]
        if isinstance(control, QCheckBox):
            return control.isChecked()
        if isinstance(control, QComboBox):
            return control.currentData()
        if isinstance(control, QLineEdit):
            return control.text().strip()
        if isinstance(control, Allotment):
            return control.value()
        if isinstance(control, QDoubleSpinBox):
            return round(control.value(), option.decimals)
        assert isinstance(control, QSpinBox)
        if option.kind == "opponent" and control.value() == _NO_OPPONENT:
            return None
        if option.required and control.value() < control.minimum() + 1:
            return None
        return control.value()

    def set_values(self, values: Mapping[str, Value]) -> None:
        """Put these values in (defaults for the rest) without firing ``changed`` per control."""
        self.blockSignals(True)
        try:
            for option in self._options:
                self._put(option, values.get(option.id, option.default))
        finally:
            self.blockSignals(False)
        self._show_applying()

    def reset(self) -> None:
        self.set_values({})

    def _put(self, option: Option, value: Value) -> None:
        control = self._controls[option.id]
        if isinstance(control, QCheckBox):
            control.setChecked(bool(value))
        elif isinstance(control, QComboBox):
            control.setCurrentIndex(max(0, control.findData(value)))
        elif isinstance(control, QLineEdit):
            control.setText("" if value is None else str(value))
        elif isinstance(control, Allotment):
            control.set_value(value if isinstance(value, Mapping) else None)
        elif isinstance(control, QDoubleSpinBox):
            control.setValue(float(value or 0))  # type: ignore[arg-type]
        elif isinstance(control, QSpinBox):
            if value is None:
                control.setValue(_NO_OPPONENT if option.kind == "opponent" else control.minimum())
            else:
                control.setValue(int(value))  # type: ignore[arg-type]


def in_language(option: Option) -> Option:
    """``option`` with its words (label, help, choices) in the user's language; its id and
    values stay what the rules read."""
    if not catalogue():
        return option
    return replace(option, label=shown(option.label), help=shown(option.help), source=shown(option.source),
                   choices=tuple((value, shown(label)) for value, label in option.choices))


def _tooltip(option: Option) -> str:
    parts = [p for p in (option.help, rule_words(option.source)) if p]
    return "\n".join(parts)
