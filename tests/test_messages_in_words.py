"""Every finding and refusal a user reads is in words: no internal path ("skills.0") and no
field name in snake_case ("specialist_level"). Walked over every system: validate on the
samples, on new characters and on deliberately broken ones (rows duplicated and unnamed),
the reasons of refused offers, the refusals of applying them, and the refusals of direct
edits and row removals in play."""

from __future__ import annotations

import contextlib
import re

import pytest

from sheetkeeper import api
from sheetkeeper.core.paths import get_path, set_path
from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import load_character

INTERNAL = re.compile(r"[A-Za-z_]\.\d|\b[a-z]+_[a-z_]+\b")
SYSTEMS = all_systems()


def _broken(character):
    """Each list of rows with its first row twice and a row with an empty name."""
    out = []
    for key in type(character).model_fields:
        rows = getattr(character, key)
        if not isinstance(rows, list) or not rows or not hasattr(rows[0], "model_copy"):
            continue
        for row in (rows[0], rows[0].model_copy(update={"name": ""})):
            with contextlib.suppress(ValueError):  # the model itself refuses it
                out.append(set_path(character, key, [*rows, row]))
    return out


def _edits(rules, character):
    """Refusals of direct edits, in play, of every value the rules advance."""
    out = []
    for advanced in rules.advanced:
        path = advanced.pattern
        if "*" in path:
            try:
                rows = get_path(character, path.split(".*")[0])
            except (KeyError, IndexError):
                continue
            first = next(iter(rows), None) if isinstance(rows, dict) else (0 if rows else None)
            if first is None:
                continue
            path = path.replace("*", str(first))
        try:
            value = get_path(character, path)
        except (KeyError, IndexError, AttributeError):
            continue
        if not isinstance(value, int):  # a whole row the rules add (a talent)
            continue
        for wanted in (value + 1, value - 1):
            edit = rules.edit(character, path, wanted)
            if edit is not None and edit.refusal:
                out.append(edit.refusal)
            try:
                api.apply(character, "set", {"path": path, "value": wanted})
            except api.Refusal as refusal:
                out.append(refusal.message)
    return out


def _removals(rules, character):
    """Refusals of removing, in play, the first row of each list the rules advance."""
    out = []
    for rows in {a.pattern.split(".*")[0] for a in rules.advanced if ".*" in a.pattern}:
        if isinstance(getattr(character, rows, None), list) and getattr(character, rows):
            try:
                api.apply(character, "list.remove", {"path": rows, "index": 0})
            except api.Refusal as refusal:
                out.append(refusal.message)
    return out


def _messages(system, character):
    rules = system.rules
    out = []
    for creation in (False, True):
        out += [f.message for f in rules.validate(character, creation=creation)]
    for offer in rules.offers(character):
        if not offer.allowed:
            out.append(offer.reason)
            try:
                rules.apply(character, offer.action)
            except api.Refusal as refusal:
                out.append(refusal.message)
    return out + _edits(rules, character) + _removals(rules, character)


def _characters(system):
    samples = [load_character(p).character for p in system.samples]
    played = [c for c in samples if not c.in_creation]
    return [*samples, system.rules.new("New"), *[b for c in played for b in _broken(c)]]


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_no_message_names_an_internal_path(system):
    seen = {m for c in _characters(system) for m in _messages(system, c)}
    assert len(seen) > 3, "the walk reached the system's messages"
    assert sorted(m for m in seen if INTERNAL.search(m)) == []
