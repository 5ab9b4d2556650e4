"""The one rule for a label: the form's own, else the last word of what it binds, in words."""

from __future__ import annotations

from typing import Any

from ..core.places import words

__all__ = ["label_of", "words"]


def label_of(element: Any) -> str:
    """An element's (or an item's) label: its ``label``, else the last part of its bind,
    group or kind, in words."""
    if getattr(element, "label", ""):
        return element.label
    source = (getattr(element, "bind", "") or getattr(element, "group", "")
              or getattr(element, "kind", ""))
    return words(source.split(".")[-1])
