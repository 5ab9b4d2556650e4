"""Filling a table with its columns fitted to their contents once, not once per cell.

A column sized to its contents (``ResizeToContents``) measures every row again whenever a
cell of the table changes. Filled cell by cell, a table of n rows was measured n times over:
a modifier change beside 400 checks re-measured 400 rows for each of its 1,600 cells, seconds
of work. Inside :func:`fitted_once` those columns keep their width, and they are fitted to
their contents once when it ends.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtWidgets import QHeaderView, QTableWidget

FIT = QHeaderView.ResizeMode.ResizeToContents


@contextmanager
def fitted_once(table: QTableWidget) -> Iterator[None]:
    header = table.horizontalHeader()
    fitted = [i for i in range(header.count()) if header.sectionResizeMode(i) == FIT]
    for i in fitted:
        header.setSectionResizeMode(i, QHeaderView.ResizeMode.Fixed)
    try:
        yield
    finally:
        for i in fitted:
            header.setSectionResizeMode(i, FIT)


@contextmanager
def widths_held(table: QTableWidget, columns: tuple[int, ...], rows: list[int]) -> Iterator[None]:
    """Filling only some ``rows`` (those on view, while the rest wait): the ``columns`` sized
    to their contents keep their widths, widened where a row filled needs more, and are not
    measured over every row (:func:`fit_widths` does that once the last row is filled)."""
    header = table.horizontalHeader()
    for i in columns:
        header.setSectionResizeMode(i, QHeaderView.ResizeMode.Fixed)
    yield
    for i in columns:
        wanted = max((table.sizeHintForIndex(table.model().index(row, i)).width() for row in rows), default=0)
        if wanted > header.sectionSize(i):
            header.resizeSection(i, wanted)


def fit_widths(table: QTableWidget, columns: tuple[int, ...]) -> None:
    """The held ``columns`` fitted to their contents again: every row measured, once."""
    header = table.horizontalHeader()
    for i in columns:
        header.setSectionResizeMode(i, FIT)
