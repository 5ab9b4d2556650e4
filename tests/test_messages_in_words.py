"""Every finding and refusal a user reads is in words: no internal path ("skills.0") and no
field name in snake_case ("specialist_level"). Walked over every system: validate on the
samples, on new characters and on deliberately broken ones (rows duplicated and unnamed),
the reasons of refused offers, the refusals of applying them, and the refusals of direct
edits and row removals in play. Where a finding is (its ``where`` and ``tab``, as the rules
and as the sheet word it) is held to the same: the path stays apart, for going there."""

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


def _advanced_paths(rules, character):
    """A path of each value the rules advance that this character has, with its number."""
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
        if isinstance(value, int):  # not a whole row the rules add (a talent)
            yield path, value


def _edits(rules, character):
    """Refusals of direct edits, in play, of every value the rules advance."""
    out = []
    for path, value in _advanced_paths(rules, character):
        for wanted in (value + 1, value - 1):
            edit = rules.edit(character, path, wanted)
            if edit is not None and edit.refusal:
                out.append(edit.refusal)
            try:
                api.apply(character, "set", {"path": path, "value": wanted})
            except api.Refusal as refusal:
                out.append(refusal.message)
    return out


def _findings(system, character):
    """Each finding as the rules give it and as the sheet (and the API) place it."""
    out = []
    for creation in (False, True):
        out += system.rules.validate(character, creation=creation)
        out += api.validate(character, creation=creation)
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
    for finding in _findings(system, character):
        out += [finding.message, finding.where, finding.tab, str(finding)]
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
    adjusted = [api.apply(c, "set", {"path": path, "value": value + 1, "adjust": "the GM agreed"}).character
                for c in played for path, value in list(_advanced_paths(system.rules, c))[:1]]
    return [*samples, system.rules.new("New"), *[b for c in played for b in _broken(c)], *adjusted]


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_no_message_names_an_internal_path(system):
    seen = {m for c in _characters(system) for m in _messages(system, c)}
    assert len(seen) > 3, "the walk reached the system's messages"
    assert sorted(m for m in seen if INTERNAL.search(m)) == []


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_every_finding_on_a_part_of_the_sheet_says_where_and_on_which_tab(system):
    located = [f for c in _characters(system) for creation in (False, True)
               for f in api.validate(c, creation=creation)]
    placed = [f for f in located if f.path]
    assert placed, "the walk reached findings on a part of the sheet"
    assert [f for f in placed if not f.where or not f.tab] == []
    assert [f for f in placed if f.path in str(f) and "." in f.path] == []
