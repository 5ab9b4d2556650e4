"""Contract tests, parametrised over the registry: every game system gets them for free.

A sixth system added in its own folder, with its form and samples, is checked here without
a line of new test code.
"""

from __future__ import annotations

from datetime import UTC, datetime
from fractions import Fraction

import pytest

from sheetkeeper.core.checks import Odds
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.paths import get_path, read_path
from sheetkeeper.core.registry import all_systems
from sheetkeeper.forms import load_form
from sheetkeeper.paths import rules_notes_dir
from sheetkeeper.storage import load_character, save_character
from sheetkeeper.storage.envelope import decode, encode

SYSTEMS = all_systems()
IDS = [s.id for s in SYSTEMS]


def _samples():
    return [pytest.param(s, p, id=p.name) for s in SYSTEMS for p in s.samples]


@pytest.mark.parametrize("system", SYSTEMS, ids=IDS)
def test_system_has_form_and_at_least_two_samples(system):
    assert system.form_path.is_file()
    assert len(system.samples) >= 2


@pytest.mark.parametrize("system", SYSTEMS, ids=IDS)
def test_system_has_its_rules_notes(system):
    """Help › Rules notes shows them, and the bundle carries them (docs/rules)."""
    notes = rules_notes_dir() / f"{system.id}.md"
    assert notes.is_file(), (
        f"add docs/rules/{system.id}.md: what of {system.name}'s rules is implemented, with the "
        "excerpt it follows and the readings chosen where the excerpt is silent")


@pytest.mark.parametrize("system", SYSTEMS, ids=IDS)
def test_new_character_is_valid_and_round_trips(system, tmp_path):
    character = system.rules.new("Test")
    assert character.system == system.id
    path = tmp_path / "new.skchar"
    save_character(path, character)
    assert load_character(path).character == character


@pytest.mark.parametrize(("system", "sample"), _samples())
def test_sample_loads_validates_and_round_trips_byte_for_byte(system, sample):
    opened = load_character(sample)
    assert opened.read_only is None
    errors = [f for f in system.rules.validate(opened.character) if f.severity == "error"]
    assert errors == []
    at = datetime(2026, 11, 21, tzinfo=UTC)
    raw = encode(opened.character, at)
    again = decode(raw).character
    assert again == opened.character
    assert encode(again, at) == raw  # same character, same bytes


@pytest.mark.parametrize(("system", "sample"), _samples())
def test_every_check_has_exact_odds_adding_to_one(system, sample):
    character = load_character(sample).character
    checks = system.rules.checks(character)
    assert checks, "a sheet offers at least one check"
    assert len({c.id for c in checks}) == len(checks), "check ids are unique"
    for check in checks:
        for modifier in (-10, 0, 10):
            odds = system.rules.odds(character, check.id, modifier)
            assert isinstance(odds, Odds)
            assert sum(odds.outcomes.values(), Fraction(0)) == 1
            assert 0 <= odds.success <= 1


@pytest.mark.parametrize(("system", "sample"), _samples())
def test_every_check_rolls_deterministically(system, sample):
    import random

    character = load_character(sample).character
    for check in system.rules.checks(character):
        a = system.rules.roll(character, check.id, random.Random(7))
        b = system.rules.roll(character, check.id, random.Random(7))
        assert a == b
        assert a.text


@pytest.mark.parametrize(("system", "sample"), _samples())
def test_form_binds_resolve_on_samples(system, sample):
    character = load_character(sample).character
    form = load_form(system.form_path)
    assert form.system == system.id
    derived = {d.key for d in system.rules.derived(character)}
    check_ids = {c.id for c in system.rules.checks(character)}
    groups = {c.group for c in system.rules.checks(character)}
    for element in form.elements():  # a bind inside a part not in play reads as empty
        if element.bind:
            read_path(character, element.bind)
        for item in getattr(element, "items", ()):  # attributes and derived
            if item.bind:
                read_path(character, item.bind)
            if item.current_of:
                top = get_path(character, item.current_of)
                assert isinstance(top, int), f"{item.current_of!r} is not a score"
                assert item.bind, f"{item.label!r} declares current_of but binds nothing"
            if item.key:
                assert item.key in derived, f"derived value {item.key!r} is not computed"
            if item.check:
                assert item.check in check_ids, f"check {item.check!r} is not offered"
        if element.kind == "checks":
            assert element.group in groups, f"no checks in group {element.group!r}"


@pytest.mark.parametrize(("system", "sample"), _samples())
def test_offers_are_explained_when_refused(system, sample):
    character = load_character(sample).character
    for offer in system.rules.offers(character):
        assert offer.action.describe()
        if not offer.allowed:
            assert offer.reason, f"{offer.action.describe()} is refused without a reason"


def test_fixed_dice_refuse_impossible_faces():
    with pytest.raises(ValueError):
        FixedDice([11]).randint(1, 10)
