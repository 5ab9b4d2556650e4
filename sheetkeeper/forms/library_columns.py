"""A library's columns in the sheet's words: each field a library row keeps, named as the
sheet's own list names its column ("Base %", "+DM"), else in words. The Library window, the
picker and the printed library say them alike."""

from __future__ import annotations

from ..core.library import declared_list, words
from .spec import form_for


def labels(system_id: str, path: str) -> dict[str, str]:
    """Each kept field's name as the sheet's columns say it (the form's label: "+DM",
    "Base %"), else in words."""
    entry = declared_list(system_id, path)
    out = {key: words(key) for key in entry.keeps}
    for element in form_for(system_id).elements():
        if getattr(element, "bind", None) == path:
            for column in getattr(element, "columns", ()) or ():
                if column.key in out:
                    out[column.key] = column.label
            break
    return out


def refusal_words(system_id: str, path: str, refusal: Exception) -> str:
    """A row's refusal naming its field as the columns do ("Base %: must be a whole
    number", not "Base: …")."""
    text, column = str(refusal), getattr(refusal, "column", "")
    if column and text.startswith(f"{words(column)}:"):
        return labels(system_id, path).get(column, words(column)) + text[len(words(column)):]
    return text
