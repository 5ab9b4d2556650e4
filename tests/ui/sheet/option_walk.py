"""Walks every system's samples (and a new character, and one with each status that imposes
a modifier), every check and every option set alone with what it needs to apply: what the
roller's breakdown tests hold to their rules."""

from __future__ import annotations

from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.storage import load_character


def set_value(option):
    """A value away from the option's default, or None when it has none."""
    if option.kind == "toggle":
        return not option.default
    if option.kind == "choice":
        others = [v for v, _ in option.choices if v != option.default]
        return others[-1] if others else None
    if option.kind == "opponent":
        return min(40, option.maximum if option.maximum is not None else 40)
    high = option.maximum if option.maximum is not None else 99
    low = option.minimum if option.minimum is not None else -99
    for value in (2, -5, 5, high, low):
        if low <= value <= high and value != option.default:
            return value
    return None


def situations(options):
    """Each option set alone, with the values of the options it needs to apply."""
    known = {o.id: o for o in options}
    for option in options:
        value = set_value(option)
        if value is None:
            continue
        given = {option.id: value}
        for when in option.applies:
            other = known[when.option]
            given[other.id] = when.among[0] if when.among else set_value(other)
        yield option, given


def walk(system, character):
    for check in system.rules.checks(character):
        try:
            plain = system.rules.odds(character, check.id)
            options = system.rules.situations(character, check.id)
        except Refusal:
            continue
        for _option, given in situations(options):
            try:
                odds = system.rules.odds(character, check.id, situation=given)
            except Refusal:  # options that cannot go together (said in words, tested apart)
                continue
            yield check, plain, given, odds


def characters(system):
    characters = [load_character(path).character for path in system.samples]
    characters.append(system.rules.new("New"))
    modifying = [s for s in system.rules.statuses(characters[0]) if s.modifiers]
    for status in modifying:
        applied = system.rules.apply(characters[0], Action("status.set", {"status": status.id}))
        characters.append(applied.character)
    return characters
