"""A form's words in the user's language.

A form is written in English, in the game's words. What it shows — the titles of its sheet,
pages and sections, its labels and help, the names of a track's marks, a ladder's rungs, a
ledger's button — is translated as every other text is (:mod:`sheetkeeper.translate`),
filed under the context ``Form: <system id>``, since one English word may want another
translation in another game. ``make translations`` lists these texts for translators
(``tools/form_texts.py``). What a form binds, keys and stores (paths, check ids, the values
of a choice) is never translated: a sheet filled in one language reads back in another.

With no translation for a game's form (English, or a language not yet done) the form is
returned as it is: nothing is copied.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel

from ..translate import catalogue
from .labels import label_of

TEXTS = ("title", "label", "help", "left", "right", "advance")
"""The fields that hold one text shown to the user."""
TEXT_LISTS = ("rungs",)
"""The fields that hold texts shown to the user, one per entry."""


def context(system_id: str) -> str:
    return f"Form: {system_id}"


def form_texts(form: BaseModel) -> Iterator[str]:
    """Every text of ``form`` a user reads, in the form's order (repeats included): an
    element with no label of its own shows one made from what it binds (``label_of``)."""
    for name in type(form).model_fields:
        value = getattr(form, name)
        if name == "label" and not value and "bind" in type(form).model_fields:
            if made := label_of(form):
                yield made
        elif name in TEXTS and isinstance(value, str) and value:
            yield value
        elif name in TEXT_LISTS:
            yield from (text for text in value if text)
        elif isinstance(value, BaseModel):
            yield from form_texts(value)
        elif isinstance(value, tuple):
            for entry in value:
                if isinstance(entry, BaseModel):
                    yield from form_texts(entry)


def in_language(form: Any, system_id: str) -> Any:
    """``form`` with its texts in the user's language (``form`` itself when none is done)."""
    where = context(system_id)
    words = {text: done for (ctx, text), done in catalogue().items() if ctx == where}
    return _translated(form, words) if words else form


def _translated(spec: BaseModel, words: dict[str, str]) -> BaseModel:
    update: dict[str, Any] = {}
    for name in type(spec).model_fields:
        value = getattr(spec, name)
        if name == "label" and not value and "bind" in type(spec).model_fields:
            new: Any = words.get(label_of(spec), value)
        elif name in TEXTS and isinstance(value, str):
            new = words.get(value, value)
        elif name in TEXT_LISTS:
            new = tuple(words.get(text, text) for text in value)
        elif isinstance(value, BaseModel):
            new = _translated(value, words)
        elif isinstance(value, tuple) and any(isinstance(v, BaseModel) for v in value):
            new = tuple(_translated(v, words) if isinstance(v, BaseModel) else v for v in value)
        else:
            continue
        if new is not value and new != value:
            update[name] = new
    return spec.model_copy(update=update) if update else spec
