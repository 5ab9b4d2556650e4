"""Where a finding is on the sheet: the form's label for what it names, the row's name, and
the tab it is on ("Skills › Firearms", on the Skills tab).

The rules word a finding's path from the character alone (:mod:`sheetkeeper.core.places`);
here the system's form (``forms/<system>.toml``) adds what only it knows: its labels ("PHYS"
for ``phys``), its column titles and its pages. :func:`element_for` is also what the screen uses
to go to a finding: the element that shows the path, and its page.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from ..core.actions import Finding
from ..core.kept import Kept
from ..core.names import fold
from ..core.places import Place, Places, Step, join
from ..forms.labels import label_of, words
from ..forms.spec import Element, FormSpec


@dataclass(frozen=True)
class Shown:
    """What shows a path on the sheet: an element (or one item of it), its page and tab."""

    element: Element
    page: int
    """The tab's index, from 0."""
    tab: str
    bind: str
    """The path the element (or its item) binds; "" when it was found by its title."""
    label: str


LEDGERS = {"xp": "xp", "learning hours": "hours"}
"""A ledger named in words ("XP", "learning hours": a finding on its balance) is shown by the
form's ledger element of that kind, whatever its label ("XP awards")."""


def short(label: str) -> str:
    """A label without its explanation in brackets: "Attributes (max 10)" → "Attributes"."""
    return re.sub(r"\s*\([^()]*\)$", "", label) or label


def _keys(path: str) -> list[str]:
    return [k for k in path.split(".") if k]


def _shown(form: FormSpec) -> Iterator[tuple[Shown, str]]:
    """Every path the form shows, with the title of the section it is in."""
    for p, page in enumerate(form.pages):
        for section in page.sections:
            for e in section.elements:
                label = short(label_of(e))
                bind = e.bind or ("notes" if e.kind == "notes" else "")
                yield Shown(e, p, page.title, bind, label), section.title
                for item in getattr(e, "items", ()):
                    if item.bind:
                        name = short(label_of(item))
                        both = f"{short(e.label)} › {name}" if e.label else name
                        yield Shown(e, p, page.title, item.bind, both), section.title


def element_for(form: FormSpec, path: str) -> Shown | None:
    """The element that shows ``path``: the one whose bind holds it (the closest), else the
    first that binds inside it, else the one (or the section) titled with its words."""
    return _Shows(form).element(path)


class _Shows:
    """Every path a form shows, with its section's title and the bind's keys; and those
    by their first key, so finding a path's element reads only the binds that may hold it."""

    def __init__(self, form: FormSpec) -> None:
        self.shown = [(t, section, _keys(t.bind)) for t, section in _shown(form)]
        self.under: dict[str, list[tuple[Shown, list[str]]]] = {}
        for t, _, bound in self.shown:
            if bound:
                self.under.setdefault(bound[0], []).append((t, bound))

    def element(self, path: str) -> Shown | None:
        keys = _keys(path)
        if not keys:
            return None
        binds = self.under.get(keys[0], [])
        holding = [(len(bound), t) for t, bound in binds if bound == keys[: len(bound)]]
        if holding:
            return max(holding, key=lambda pair: pair[0])[1]
        inside = next((t for t, bound in binds if bound[: len(keys)] == keys), None)
        if inside is not None:
            return replace(inside, bind="", label=words(path))
        wanted = fold(words(path))
        ledger = LEDGERS.get(wanted)
        for t, _, _ in self.shown:
            if ledger and getattr(t.element, "ledger", None) == ledger:
                return replace(t, bind="")
        for t, section, _ in self.shown:
            if wanted in (fold(t.label), fold(section)):
                return replace(t, bind="", label=t.label if wanted == fold(t.label) else section)
        return None


KEPT = 8192
"""How many findings keep their place on the form."""
_LOCATED = Kept(KEPT)
"""Each finding lately put on a form, by the form's and the finding's identity, with the part
of the sheet its path is read in (:meth:`sheetkeeper.core.places.Places.part`): the rules give
the same finding object again while its part is left alone by a change, so it is on the form
where it was, neither hashed nor its path read again."""


class _Locator:
    """Findings put on one character's sheet: the form's paths listed once and the
    character's rows named once, however many findings there are."""

    def __init__(self, form: FormSpec, character: Any) -> None:
        self.form = form
        self.places = Places(character)
        self._titles: dict[int, dict[str, str]] = {}

    @cached_property
    def shows(self) -> _Shows:
        """Listed on the first finding: a sheet without findings costs nothing here."""
        return _Shows(self.form)

    def locate(self, finding: Finding) -> Finding:
        held = self.places.part(finding.path)
        at = (id(self.form), id(finding))
        kept = _LOCATED.get(at, self.form, finding, *held)
        if kept is not None:
            return kept
        located = self._locate(finding, self.places.of(finding.path))
        return _LOCATED.put(at, located, self.form, finding, *held)

    def _locate(self, finding: Finding, place: Place) -> Finding:
        found = self.shows.element(place.path)
        if found is None:
            return replace(finding, where=finding.where or place.where)
        steps = list(place.steps)
        if found.bind:
            held = len(_keys(found.bind))
            titles = self._titles.get(id(found.element))
            if titles is None:
                titles = self._titles[id(found.element)] = _titles(found.element)
            steps = [Step(found.bind, found.label), *_columns(titles, steps[held:])]
        elif len(steps) <= 1:  # found by its title: the form's words for it
            steps = [Step(place.path, found.label)]
        return replace(finding, path=place.path, where=join(steps), tab=found.tab)


def locate(form: FormSpec, character: Any, finding: Finding) -> Finding:
    """The finding with its place in the form's words and the tab it is on."""
    return _Locator(form, character).locate(finding)


def _titles(element: Element) -> dict[str, str]:
    """A table's columns' titles by their keys."""
    return {c.key: short(c.label) for c in getattr(element, "columns", ())}


def _columns(titles: dict[str, str], steps: list[Step]) -> list[Step]:
    """A field inside a row of a table, under its column's title."""
    return [replace(s, text=titles[s.key]) if s.text and s.row is None and s.key in titles else s
            for s in steps]


def located(form: FormSpec, character: Any, findings: Iterable[Finding]) -> list[Finding]:
    """Each finding with its place in the form's words and its tab."""
    locator = _Locator(form, character)
    return [locator.locate(f) for f in findings]
