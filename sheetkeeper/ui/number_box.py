"""Number boxes that never silently turn what was typed into another number.

Qt's spin box refuses a keystroke that would leave its range: typing 14 into Hit points of
at most 10 kept the 1, and with keyboard tracking the 1 was written at once (onto the sheet,
then onto paper). Here a number out of range may be typed; when the edit ends (Enter, Tab,
a click elsewhere) it is brought to the nearest end of the range, the box shows that value,
and :attr:`NumberBox.clamped` says so with the range ("Hit points go from 0 to 10: 14 became
10"). The value is written when the edit ends, never half-typed, and arrows step as before.
Like every number box on a scrolling page, it takes the mouse wheel only when focused.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLocale, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QDoubleSpinBox, QSpinBox

from .wheel import wheel_when_focused

UNBOUNDED = 999_999
"""The widest a box goes where nothing declares its range."""

_INTEGER = re.compile(r"^[+-]?\d+$")
_SIGN = re.compile(r"^[+-]$")


def _core(box, text: str) -> str:
    """``text`` without the box's prefix and suffix."""
    if box.prefix() and text.startswith(box.prefix()):
        text = text[len(box.prefix()):]
    if box.suffix() and text.endswith(box.suffix()):
        text = text[: -len(box.suffix())]
    return text.strip()


def _number_of(box, text: str) -> float | None:
    """What ``text`` (prefix and suffix included) says, whether or not in range."""
    core = _core(box, text)
    if isinstance(box, QSpinBox):
        return int(core) if _INTEGER.match(core) else None
    number, ok = box.locale().toDouble(core.replace(box.locale().groupSeparator(), ""))
    if not ok:
        number, ok = QLocale.c().toDouble(core)
    return number if ok else None


def _validate(box, state, text: str, pos: int):
    if state != QValidator.State.Invalid:
        return state
    number = _number_of(box, text)
    if number is not None and not box.minimum() <= number <= box.maximum():
        return QValidator.State.Intermediate  # typed out of range: the end of the edit says so
    if _SIGN.match(_core(box, text)):
        return QValidator.State.Intermediate  # a sign, to be followed by a number
    return state


def _fixup(box, text: str) -> str | None:
    """The nearest value in range for an out-of-range ``text`` (None when it is no number);
    says so once per typed text."""
    number = _number_of(box, text)
    if number is None or box.minimum() <= number <= box.maximum():
        return None
    nearest = min(max(number, box.minimum()), box.maximum())
    typed = _core(box, text)
    if typed != box._said:
        box._said = typed
        box._pending = box.range_words(typed, _shown(box, nearest))  # said once the value is in
    return box.prefix() + _shown(box, nearest) + box.suffix()


def _shown(box, number: float) -> str:
    if isinstance(box, QSpinBox):
        return box.textFromValue(int(number))
    return box.locale().toString(float(number), "g", 12)


def _words(box, typed: str, became: str) -> str:
    low, high = box.limits
    translate = QCoreApplication.translate
    if low is not None and high is not None:
        return translate("NumberBox", "{0} can be {1} to {2}, so {3} became {4}.").format(
            box.label, _shown(box, low), _shown(box, high), typed, became)
    if high is not None:
        return translate("NumberBox", "{0} can be at most {1}, so {2} became {3}.").format(
            box.label, _shown(box, high), typed, became)
    if low is not None:
        return translate("NumberBox", "{0} can be no less than {1}, so {2} became {3}.").format(
            box.label, _shown(box, low), typed, became)
    return translate("NumberBox", "{0} can be {1} to {2}, so {3} became {4}.").format(
        box.label, _shown(box, box.minimum()), _shown(box, box.maximum()), typed, became)


class _Bounded:
    """What both boxes share (a plain mixin before the Qt class: Qt calls the overrides)."""

    def _start(self, label: str) -> None:
        self.label = label
        self.limits: tuple[float | None, float | None] = (None, None)
        self._said = self._pending = ""
        self.setKeyboardTracking(False)
        self.lineEdit().textEdited.connect(self._forget_said)
        self.editingFinished.connect(self._say)
        wheel_when_focused(self)
        self.set_limits(None, None)

    def _forget_said(self, _text: str) -> None:
        self._said = ""

    def _say(self) -> None:
        """After the edit (and the value written): what became of a number out of range."""
        pending, self._pending = self._pending, ""
        if pending:
            self.clamped.emit(pending)

    def _open_range(self, low: float | None, high: float | None) -> tuple[float, float]:
        self.limits = (low, high)
        return (low if low is not None else -UNBOUNDED, high if high is not None else UNBOUNDED)

    def _describe(self) -> None:
        low, high = self.limits
        self.setAccessibleDescription("" if low is None and high is None else QCoreApplication.translate(
            "NumberBox", "From {0} to {1}").format(_shown(self, self.minimum()), _shown(self, self.maximum())))

    def range_words(self, typed: str, became: str) -> str:
        return _words(self, typed, became)

    def validate(self, text: str, pos: int):  # noqa: D102 - Qt's
        state, text, pos = super().validate(text, pos)
        return _validate(self, state, text, pos), text, pos

    def fixup(self, text: str) -> str:  # noqa: D102 - Qt's
        fixed = _fixup(self, text)
        return super().fixup(text) if fixed is None else fixed


class NumberBox(_Bounded, QSpinBox):
    """A whole-number box of a labelled value; ``set_limits`` gives its range (None: open)."""

    clamped = Signal(str)
    """A typed number was out of range and was brought into it: the words to show."""

    def __init__(self, label: str = "", parent=None) -> None:
        super().__init__(parent)
        self._start(label)

    def set_limits(self, low: float | None, high: float | None) -> None:
        low, high = self._open_range(low, high)
        self.setRange(int(low), int(high))
        self._describe()


class DecimalBox(_Bounded, QDoubleSpinBox):
    """A decimal box of a labelled value (a weight, a movement), as :class:`NumberBox`."""

    clamped = Signal(str)

    def __init__(self, label: str = "", parent=None) -> None:
        super().__init__(parent)
        self._start(label)

    def set_limits(self, low: float | None, high: float | None) -> None:
        self.setRange(*self._open_range(low, high))
        self._describe()
