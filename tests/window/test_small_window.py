"""The window fits a small screen: resized to 1024×640 with the dice roller docked, on the
party (the first start's view) and on a sheet, it is 1024×640. Before, the docked roller asked
for a window at least 649 px high (its breakdown box alone ten lines tall), so a window
manager gave 1024×677."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

SMALL = (1024, 640)


@pytest.mark.parametrize("sample", [None, "grimwire-rivet-9.skchar"], ids=["party", "sheet"])
def test_the_window_with_the_roller_docked_can_be_1024_by_640(open_window, hands, sample_copies, sample, tmp_path):
    window = open_window(*([sample_copies / sample] if sample else []))
    person = hands(window)
    person.menu("View", "Dice roller")
    QTest.qWait(100)
    assert window.minimumSizeHint().height() <= SMALL[1], f"the window asks for {window.minimumSizeHint()}"
    window.resize(*SMALL)  # as a window manager or a person dragging its corner asks
    person.wait(lambda: (window.width(), window.height()) == SMALL)
    QTest.qWait(200)  # and it stays so once laid out
    assert (window.width(), window.height()) == SMALL
    person.shot(tmp_path / "1024x640.png")  # to look at (pytest --basetemp keeps it)
