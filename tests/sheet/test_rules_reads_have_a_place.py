"""Every number the rules read has a place on the sheet: for each game, the values its rules
read from a character while working out what the sheet shows (derived values, states, the
load, findings, every check's odds, the offers) are recorded by watching the character's
models as the rules read them, and each is held to a form element that binds it (a field,
a score, a table's or an inventory's column). What the rules keep themselves (the ledger,
the statuses set) and what they count (GRIMWIRE's rests today) are shown by their own
elements. None is left without a place: the sheet holds every value the rules read."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from pydantic import BaseModel

from sheetkeeper.core.character import CharacterBase
from sheetkeeper.core.registry import all_systems, get_system
from sheetkeeper.forms import form_for
from sheetkeeper.storage import load_character

KEPT_BY_THE_RULES = {name for name in CharacterBase.model_fields if name in ("ledger", "statuses")}
"""The ledger (its own element) and the statuses set (the sheet's Statuses menu, the states)."""
COUNTED = {
    "grimwire": {"today.long_rests", "today.short_rests"},  # the Rest offers count; "Rests today"
}
def _is_leaf(value: Any) -> bool:
    rows = isinstance(value, list | tuple) and value and isinstance(value[0], BaseModel)
    return not isinstance(value, BaseModel) and not rows


def _places(model: BaseModel, prefix: str = "", out: dict[int, str] | None = None) -> dict[int, str]:
    """Each model object of the character with its path, a row's index as ``*``."""
    out = {} if out is None else out
    out.setdefault(id(model), prefix)
    for name in type(model).model_fields:
        value = getattr(model, name)
        for row in value if isinstance(value, list | tuple) else [value]:
            if isinstance(row, BaseModel):
                star = ".*" if isinstance(value, list | tuple) else ""
                _places(row, f"{prefix}{name}{star}.", out)
    return out


@contextmanager
def _watching(character: BaseModel) -> Iterator[set[str]]:
    """The paths of the values read from ``character`` while inside."""
    places, read = _places(character), set()
    classes = {type(character)} | {type(m) for m in _models(character)}
    kept = {cls: cls.__dict__.get("__getattribute__") for cls in classes}
    for cls in classes:
        fields, plain = set(cls.model_fields), cls.__getattribute__

        def watched(self, name, fields=fields, plain=plain):  # noqa: ANN001
            value = plain(self, name)
            if name in fields and id(self) in places and _is_leaf(value):
                read.add(places[id(self)] + name)
            return value

        cls.__getattribute__ = watched
    try:
        yield read
    finally:
        for cls, own in kept.items():
            if own is None:
                del cls.__getattribute__
            else:
                cls.__getattribute__ = own


def _models(model: BaseModel) -> Iterator[BaseModel]:
    for name in type(model).model_fields:
        value = getattr(model, name)
        for row in value if isinstance(value, list | tuple) else [value]:
            if isinstance(row, BaseModel):
                yield row
                yield from _models(row)


def _bound(system_id: str) -> set[str]:
    out = set()
    for e in form_for(system_id).elements():
        out |= {item.bind for item in getattr(e, "items", ())}
        columns = [c.key for c in getattr(e, "columns", ())]
        if e.kind == "inventory" and not columns:  # the screen's own columns
            columns = ["name", "quantity", "size", "enc", "notes"]
        if e.kind == "tracks":
            columns = [e.item_track, e.item_label]
        if e.kind in ("table", "inventory", "tracks"):  # a list: its rows' values by column
            out |= {f"{e.bind}.*.{key}" for key in columns}
        else:
            out.add(e.bind)
    return out - {""}


def _has_place(path: str, bound: set[str]) -> bool:
    """Bound itself, inside a bound value (a pool's current), or a mapping whose keys are
    bound one by one (Game Rules Lite's skills)."""
    return any(path == b or path.startswith(b + ".") or b.startswith(path + ".") for b in bound)


def _read(system, character) -> set[str]:
    rules = system.rules
    with _watching(character) as read:
        rules.derived(character)
        rules.states(character)
        rules.encumbrance(character)
        rules.validate(character)
        for check in rules.checks(character):
            rules.odds(character, check.id)
        rules.offers(character)
    return read


@pytest.mark.parametrize("system_id", [s.id for s in all_systems()])
def test_every_value_the_rules_read_has_a_place_on_the_sheet(system_id):
    system = get_system(system_id)
    bound = _bound(system_id)
    read: set[str] = set()
    for sample in system.samples:
        read |= _read(system, load_character(sample).character)
    assert read, "the watch saw nothing: the test would pass whatever the form"
    placeless = {p for p in read if not _has_place(p, bound)
                 and p.split(".")[0] not in KEPT_BY_THE_RULES
                 and p not in COUNTED.get(system_id, set())}
    assert placeless == set()


def test_the_watch_sees_a_value_the_form_leaves_out():
    """The check above can fail: a form without Rainworld's STOP column leaves the armour's
    STOP, which the rules read, without a place."""
    system = get_system("rainworld")
    bound = {b for b in _bound("rainworld") if b != "armour.*.stop"}
    read = _read(system, load_character(system.samples[0]).character)
    assert "armour.*.stop" in read and not _has_place("armour.*.stop", bound)
