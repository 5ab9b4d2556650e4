"""Counting instead of timing: how often a function ran (or how many values a generator
gave) while a task ran, told by the function's code object (``Rules.odds.__code__``), so a
test holds work to its shape (none after a click, once per list, linear in the rows)
whatever the machine's load. Used by the tests of costs (places, histories, names kept; the
odds of long tables)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import CodeType
from typing import Any


def _counted(task: Callable[[], object], code: CodeType, event: str) -> int:
    counted = 0

    def count(frame: Any, happened: str, arg: Any) -> None:
        nonlocal counted
        if happened == event and frame.f_code is code and (event == "call" or arg is not None):
            counted += 1

    previous = sys.getprofile()
    sys.setprofile(count)
    try:
        task()
    finally:
        sys.setprofile(previous)
    return counted


def calls(task: Callable[[], object], code: CodeType) -> int:
    """How many times the function whose code is ``code`` was called while ``task`` ran
    (a generator: each time it was resumed)."""
    return _counted(task, code, "call")


def yielded(task: Callable[[], object], code: CodeType) -> int:
    """How many values (other than None) the generator whose code is ``code`` gave while
    ``task`` ran."""
    return _counted(task, code, "return")
