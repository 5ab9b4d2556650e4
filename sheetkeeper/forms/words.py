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

from ..translate import catalogue, translate
from .labels import label_of

TEXTS = ("title", "label", "help", "left", "right", "advance", "offer_label")
"""The fields that hold one text shown to the user."""
TEXT_LISTS = ("rungs",)
"""The fields that hold texts shown to the user, one per entry."""


def context(system_id: str) -> str:
    return f"Form: {system_id}"


def form_texts(form: BaseModel) -> Iterator[str]:
    """Every text of ``form`` a user reads, in the form's order (repeats included): an
    element with no label of its own shows one made from what it binds (``label_of``)."""
    for stored in ("choices", "marks"):  # stored values (a field's choices, a column's words
        values = getattr(form, stored, None)  # printed to tick): shown translated, never stored so
        if isinstance(values, tuple):
            yield from (value for value in values if isinstance(value, str) and value)
    for shown in _own_texts(form).values():
        if isinstance(shown, tuple):
            yield from (text for text in shown if text)
        elif shown:
            yield shown
    for part in _parts(form).values():
        for spec in part if isinstance(part, tuple) else (part,):
            yield from form_texts(spec)


def choice_words(value: str, system_id: str) -> str:
    """A field's choice (a stored value, ``"left"``) as the user's language shows it."""
    return translate(context(system_id), value)


def in_language(form: Any, system_id: str) -> Any:
    """``form`` with its texts in the user's language (``form`` itself when none is done)."""
    where = context(system_id)
    words = {text: done for (ctx, text), done in catalogue().items() if ctx == where}
    return _translated(form, words) if words else form


def _translated(spec: BaseModel, words: dict[str, str]) -> BaseModel:
    update: dict[str, Any] = {}
    for name, shown in _own_texts(spec).items():
        if isinstance(shown, tuple):
            done: Any = tuple(words.get(text, text) for text in shown)
        else:
            done = words.get(shown, getattr(spec, name))
        if done != getattr(spec, name):
            update[name] = done
    for name, part in _parts(spec).items():
        if isinstance(part, tuple):
            done = tuple(_translated(p, words) for p in part)
            changed = any(a is not b for a, b in zip(done, part, strict=True))
        else:
            done = _translated(part, words)
            changed = done is not part
        if changed:
            update[name] = done
    return spec.model_copy(update=update) if update else spec


def _own_texts(spec: BaseModel) -> dict[str, str | tuple[str, ...]]:
    """The texts ``spec`` itself shows, by field: an element's label made from what it binds
    when it has none of its own."""
    fields = type(spec).model_fields
    out: dict[str, str | tuple[str, ...]] = {}
    for name in fields:
        value = getattr(spec, name)
        if name == "label" and not value and "bind" in fields:
            out[name] = label_of(spec)
        elif name in TEXTS and isinstance(value, str):
            out[name] = value
        elif name in TEXT_LISTS:
            out[name] = tuple(value)
    return out


def _parts(spec: BaseModel) -> dict[str, BaseModel | tuple[BaseModel, ...]]:
    """The specs inside ``spec`` (pages, sections, elements, items, columns), by field."""
    return {name: value for name in type(spec).model_fields if _nested(value := getattr(spec, name))}


def _nested(value: Any) -> bool:
    return isinstance(value, BaseModel) or (
        isinstance(value, tuple) and bool(value) and all(isinstance(v, BaseModel) for v in value))
