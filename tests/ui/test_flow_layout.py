"""The flow layout of a card's badges measures once until something in it changes.

Laying out a party's dashboard asked each card's badge row for its height at a width
several hundred times, and each answer placed every badge again. The answers are kept until
Qt invalidates the layout (a badge's words changed, one shown or hidden, one added); then
they are measured anew, so they are never stale. Counted (the rows arranged), not timed."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QLabel, QWidget

from sheetkeeper.ui.flow_layout import FlowLayout

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from counting import calls  # noqa: E402

ARRANGED = FlowLayout._arrange.__code__


def _row(qtbot) -> tuple[QWidget, FlowLayout, list[QLabel]]:
    holder = QWidget()
    qtbot.addWidget(holder)
    layout = FlowLayout(holder)
    badges = [QLabel(words) for words in ("Stunned", "Bleeding", "Prone")]
    for badge in badges:
        layout.addWidget(badge)
    holder.show()
    qtbot.waitExposed(holder)
    return holder, layout, badges


def test_a_height_at_a_width_is_measured_once(qtbot):
    holder, layout, _ = _row(qtbot)
    first = layout.heightForWidth(60)
    assert calls(lambda: [layout.heightForWidth(60) for _ in range(50)], ARRANGED) == 0
    assert layout.heightForWidth(60) == first
    assert calls(lambda: layout.heightForWidth(2000), ARRANGED) == 1  # another width: measured
    assert holder.isVisible()


def test_a_changed_badge_is_measured_anew(qtbot):
    holder, layout, badges = _row(qtbot)
    narrow = layout.heightForWidth(1000)  # one row
    hint = layout.sizeHint().width()
    badges[0].setText("Stunned, and then some more words than fit beside the others " * 3)
    assert layout.heightForWidth(1000) > narrow  # the long badge wraps the others below it
    assert layout.sizeHint().width() > hint
    wrapped = layout.heightForWidth(1000)
    badges[0].hide()
    assert layout.heightForWidth(1000) < wrapped  # hidden: the rest on one row again
    assert holder.isVisible()
