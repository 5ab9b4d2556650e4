"""The rules' words, marked for translation where they are written and translated where they
are shown.

A game writes what a player reads (a status's label, an option and its choices, an outcome,
a derived value's caption, a finding's message) in English, in the rulebook's words, and
marks it for the translators::

    label=QT_TRANSLATE_NOOP("Rules", "Firing mode")
    message=QT_TRANSLATE_NOOP("Rules", "{name} is over {limit}").format(name=..., limit=12)

``pyside6-lupdate`` finds the marker (``make translations`` reads ``sheetkeeper/core`` and
``sheetkeeper/systems``) and files the text under the context ``Rules`` for every game, so
the screen translates a rules text without knowing which game wrote it (a game whose word
wants another translation than another game's same word marks it ``"Rules: <id>"``: the
text carries its context). The marker changes
nothing: the model, the scripting API and the files keep the English text, which scripts
read. What is marked is a :class:`Words`, a ``str`` that remembers its template and fields,
so the screen and the paper (``sheetkeeper.translate.shown``) translate the template before
filling it in, and write its numbers as the user's language does. A text built otherwise
(joined, or an f-string) is an ordinary ``str``, translated only if it is itself a marked
text.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Annotated, Any

from pydantic import PlainValidator

RULES = "Rules"
"""The one context of every rules text."""


class Words(str):
    """English text, with the marked ``template`` it was filled in from and its ``fields``."""

    template: str
    args: tuple[Any, ...]
    fields: Mapping[str, Any]
    context: str

    def __new__(cls, text: str, template: str | None = None, args: tuple[Any, ...] = (),
                fields: Mapping[str, Any] | None = None, context: str = RULES) -> Words:
        made = super().__new__(cls, text)
        made.context = context
        made.template = text if template is None else template
        made.args = tuple(args)
        made.fields = MappingProxyType(dict(fields or {}))
        return made

    def format(self, *args: Any, **fields: Any) -> Words:  # noqa: A003 - str's name
        """The template filled in; it remembers what with, so a translation of the template
        is filled in the same (by name, so the translation may put them in another order)."""
        return Words(self.template.format(*args, **fields), self.template, args, fields, self.context)

    def __reduce__(self):
        return (Words, (str(self), self.template, self.args, dict(self.fields), self.context))


def QT_TRANSLATE_NOOP(context: str, text: str) -> Words:  # noqa: N802 - the name lupdate knows
    """Mark ``text`` for translation under ``context``; it stays English. The context is
    ``"Rules"``, or ``"Rules: <system id>"`` where a game's word needs another translation
    than the same English word of another game (GRIMWIRE's Agility is not Lite's)."""
    return Words(text, context=context)


def _kept(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("give words")
    return value


Said = Annotated[str, PlainValidator(_kept)]
"""A model's field of rules words: text, kept as given, so a marked text keeps its template
(pydantic would make any ``str`` a plain one)."""


def joined(separator: str, parts: list[str] | tuple[str, ...]) -> Words:
    """``parts`` (the empty ones left out) joined by ``separator``, each part kept as it was
    marked, so the screen shows each in the user's language: a message of the rules and the
    notes that follow it ("Short rest: …; burnout 4: …")."""
    kept = tuple(p for p in parts if p)
    template = separator.replace("{", "{{").replace("}", "}}").join(
        f"{{{i}}}" for i in range(len(kept)))
    return Words(template.format(*kept), template, kept)
