"""The live character sheet: generic element widgets laid out by the system's form."""

from .view import SheetView

__all__ = ["SheetView"]
