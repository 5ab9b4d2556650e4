"""The situation of a check as a form, built from what the rules declare.

No game system has widget code of its own here: each :class:`~sheetkeeper.core.situation.Option`
becomes the control its kind calls for (a check box for a toggle, a spin box for a count, a
number or the other side of an opposed roll, a combo box for a choice), labelled in the
game's words, with the rule it comes from as its tooltip. ``changed`` fires on every edit.

An option that does not apply with the others' values (``Option.applies``: the rounds fired
of a single shot) is hidden at once, keeps its value for when it applies again, and is left
out of what the form passes to the rules.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox, QWidget

from ..core.situation import Option, Value, active
from .sheet.elements.odds import rule_words
from .sheet.elements.wheel import wheel_when_focused

_NO_OPPONENT = -10_000
"""An opponent spin box's "none" position (shown as a dash)."""


class SituationForm(QWidget):
    changed = Signal()

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

    def set_options(self, options: list[Option], *, keep: bool = False) -> None:
        """Show these options at their defaults; ``keep`` keeps the values of options that
        are still there unchanged (the sheet was edited, the roll is the same)."""
        options = tuple(options)
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
            control.setToolTip(_tooltip(option))
            control.setAccessibleName(option.label)
            self._controls[option.id] = control
            if isinstance(control, QCheckBox):
                self._layout.addRow(control)
            else:
                self._layout.addRow(option.label, control)
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

    def applies(self, option_id: str) -> bool:
        """Whether the option applies with the values shown (its control is visible)."""
        return option_id in self._applying

    def _control(self, option: Option) -> QWidget:
        if option.kind == "toggle":
            box = QCheckBox(option.label)
            box.toggled.connect(self._edited)
            return box
        if option.kind == "choice":
            combo = wheel_when_focused(QComboBox())
            # Long choices ("-50%: Unfathomably complex …") must not widen a narrow dock;
            # the open list shows them whole, the tooltip too.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(14)
            for value, label in option.choices:
                combo.addItem(label, value)
                combo.setItemData(combo.count() - 1, label, Qt.ItemDataRole.ToolTipRole)
            combo.currentIndexChanged.connect(self._edited)
            return combo
        spin = wheel_when_focused(QSpinBox())
        low = option.minimum if option.minimum is not None else -999
        high = option.maximum if option.maximum is not None else 999
        if option.kind == "opponent":
            spin.setRange(_NO_OPPONENT, high)
            spin.setSpecialValueText(self.tr("—"))
        else:
            spin.setRange(low, high)
        if option.kind == "number":
            spin.setPrefix("")
        spin.valueChanged.connect(self._edited)
        return spin

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

    def _value(self, option: Option) -> Value:
        control = self._controls[option.id]
        if isinstance(control, QCheckBox):
            return control.isChecked()
        if isinstance(control, QComboBox):
            return control.currentData()
        assert isinstance(control, QSpinBox)
        if option.kind == "opponent" and control.value() == _NO_OPPONENT:
            return None
        return control.value()

    def set_values(self, values: dict[str, Value]) -> None:
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
        elif isinstance(control, QSpinBox):
            control.setValue(_NO_OPPONENT if value is None else int(value))


def _tooltip(option: Option) -> str:
    parts = [p for p in (option.help, rule_words(option.source)) if p]
    return "\n".join(parts)
