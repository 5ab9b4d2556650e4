"""Guard against a Qt binding that miscounts references to None.

PySide6 6.12.0 on Python 3.11 drops a reference to None every time a Qt call returns a null
pointer (an empty table cell, say); after a few thousand such calls None is freed and the
app aborts with "none_dealloc". pyproject pins PySide6 below 6.12; this test fails if a
broken binding comes back."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QTableWidget


def test_null_returns_keep_none_alive(qapp):
    table = QTableWidget(2, 2)
    before = sys.getrefcount(None)
    for _ in range(500):
        assert table.item(1, 1) is None
    assert sys.getrefcount(None) >= before - 50
