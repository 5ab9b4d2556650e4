"""The live character sheet: generic element widgets laid out by the system's form.

``SheetView`` is imported on first use (PEP 562), so a window that shows only a party
dashboard does not pay for the whole sheet at start-up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .view import SheetView

__all__ = ["SheetView"]


def __getattr__(name: str):
    if name == "SheetView":
        from .view import SheetView

        return SheetView
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
