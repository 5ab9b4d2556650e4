"""Texts in the user's language without Qt, for code that must not import it (the sheet model,
whose words the screen, the party card and the paper all show).

Texts are marked as the Qt code's are, by a call ``translate("LedgerView", "Earned")`` that
``pyside6-lupdate`` finds: ``make translations`` files them in ``translations/sheetkeeper.ts``
beside the screen's, and a translator fills in ``translations/sheetkeeper_<language>.ts`` with
Qt Linguist as for every other text. At run time the translations of the user's language are
read from that same file with the standard library's XML reader.

The language is ``SHEETKEEPER_LANGUAGE`` if set, else the one the environment names as
gettext reads it (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``: ``de_DE.UTF-8`` looks
for ``de_DE``, then ``de``), unless :func:`set_language` chose one. A text with no finished
translation stays in English.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from fractions import Fraction
from functools import cache
from pathlib import Path

from .core.checks import percent
from .core.words import RULES, Words
from .paths import translations_dir

_ENVIRONMENT = ("SHEETKEEPER_LANGUAGE", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
_chosen: str | None = None


def set_language(code: str | None) -> None:
    """Use ``code`` (``de``, ``pt_BR``; ``en`` or ``C`` for the texts as written) from now on;
    None goes back to the environment's."""
    global _chosen
    _chosen = code


def language() -> str:
    """The language asked for: the chosen one, else the environment's (``C`` when none)."""
    if _chosen is not None:
        return _chosen
    for name in _ENVIRONMENT:
        value = os.environ.get(name, "")
        if value:
            return value.split(":")[0]
    return "C"


_DECIMAL_COMMA = frozenset((
    "de", "fr", "es", "it", "pt", "nl", "da", "sv", "nb", "nn", "no", "fi", "is", "cs", "sk", "pl",
    "ru", "uk", "bg", "hr", "sl", "sr", "ro", "hu", "tr", "el", "lt", "lv", "et", "id", "vi",
))
"""Languages that write a decimal comma (CLDR); the rest write a point."""


def number(value: float) -> str:
    """``value`` as the user's language writes it: 11.5 is "11,5" in German. No grouping of
    thousands: the sheet's numbers are small."""
    return decimals(f"{value:g}")


def decimals(text: str) -> str:
    """A number already written (``"11.5"``, ``"42.1%"``) with the user's language's
    decimal sign."""
    base = language().split(".")[0].split("@")[0].split("_")[0].lower()
    return text.replace(".", ",") if base in _DECIMAL_COMMA else text


def percent_shown(p: Fraction) -> str:
    """A probability as the user's language writes it ("42,1%" in German)."""
    return decimals(percent(p))


def translate(context: str, text: str) -> str:
    """``text`` in the user's language, as filed under ``context`` (a class name)."""
    return _catalogue(language()).get((context, text), text)


def shown(text: str) -> str:
    """A text of the rules (:mod:`sheetkeeper.core.words`) in the user's language: a marked
    template translated, then filled in with its fields shown the same way (numbers as the
    language writes them); any other text as translated under ``Rules``, else as written."""
    if not text or not catalogue():
        return text
    if isinstance(text, Words) and (text.args or text.fields):
        return translate(text.context, text.template).format(
            *map(_field, text.args), **{name: _field(value) for name, value in text.fields.items()})
    return translate(text.context if isinstance(text, Words) else RULES, text)


def shown_phrases(text: str) -> str:
    """A text the party file keeps in English, made of the rules' marked phrases joined (a
    turn order's rule: "GRIMWIRE: d20 + PER, highest first; …"), each of those phrases in
    the user's language, the longest first; the rest as it is."""
    words = catalogue()
    if not text or not words:
        return text
    found = sorted((source for (context, source) in words if context == RULES
                    and len(source) > 12 and source in text), key=len, reverse=True)
    for source in found:
        text = text.replace(source, words[(RULES, source)])
    return text


def shown_finding(finding) -> str:
    """A :class:`~sheetkeeper.core.actions.Finding` as a sentence in the user's language:
    where, then what (its ``str`` is the English one)."""
    place, message = shown(finding.place), shown(finding.message)
    text = f"{place}: {message}" if place else message
    return text[:1].upper() + text[1:]


def _field(value: object) -> object:
    if isinstance(value, str):
        return shown(value)
    if isinstance(value, float):
        return number(value)
    return value


def catalogue() -> dict[tuple[str, str], str]:
    """Every finished translation of the user's language, {(context, text): translation};
    empty for English or a language with no file."""
    return _catalogue(language())


def plurals() -> dict[tuple[str, str], tuple[str, ...]]:
    """Every finished translation of a text counted with ``%n`` in the user's language,
    {(context, text): (singular, plural...)}, in Qt Linguist's order of plural forms."""
    return _plurals(language())


def plural(forms: tuple[str, ...], n: int) -> str:
    """The form of ``forms`` for ``n``: the first for 1, else the last; the rule of the
    languages with one singular and one plural (German, Dutch, the Scandinavian ones...)."""
    return forms[0] if n == 1 or len(forms) == 1 else forms[-1]


def _candidates(code: str) -> list[str]:
    """``de_DE.UTF-8@euro`` → ``de_DE``, ``de``."""
    base = code.split(".")[0].split("@")[0]
    if base in ("", "C", "POSIX") or base.startswith("en"):
        return []
    return [base, base.split("_")[0]] if "_" in base else [base]


@cache
def _catalogue(code: str) -> dict[tuple[str, str], str]:
    path = _file(code)
    return read_ts(path) if path else {}


@cache
def _plurals(code: str) -> dict[tuple[str, str], tuple[str, ...]]:
    path = _file(code)
    return read_plurals(path) if path else {}


def _file(code: str) -> Path | None:
    for candidate in _candidates(code):
        path = translations_dir() / f"sheetkeeper_{candidate}.ts"
        if path.is_file():
            return path
    return None


def read_ts(path: Path) -> dict[tuple[str, str], str]:
    """{(context, source): translation} of a Qt Linguist file: finished translations only
    (an unfinished, obsolete or empty one leaves the English text); texts counted with
    ``%n`` are :func:`read_plurals`'."""
    out: dict[tuple[str, str], str] = {}
    for name, source, translation in _finished(path):
        if not translation.findall("numerusform") and translation.text:
            out[(name, source)] = translation.text
    return out


def read_plurals(path: Path) -> dict[tuple[str, str], tuple[str, ...]]:
    """{(context, source): (plural forms)} of the finished texts counted with ``%n``."""
    out: dict[tuple[str, str], tuple[str, ...]] = {}
    for name, source, translation in _finished(path):
        forms = tuple(form.text or "" for form in translation.findall("numerusform"))
        if forms and all(forms):
            out[(name, source)] = forms
    return out


def _finished(path: Path):
    """(context, source, translation element) of each finished message of a .ts file."""
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is not None and translation is not None and not translation.get("type"):
                yield name, source, translation
