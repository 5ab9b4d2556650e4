"""Everything the sheet shows, a script reads: every value the sheet model shows for every
sample, read through ``sheetkeeper.api`` alone and compared with what the sheet model shows
(fields, tracks and the states beside them, pools, ladders, ledgers and courses, checks,
derived values, states, the load)."""

from __future__ import annotations

import pytest

from sheetkeeper import api
from sheetkeeper.forms import form_for
from sheetkeeper.sheet import build_sheet

SEED = {"rainworld": "000", "lite": "001", "renaissance": "002", "grimwire": "003", "brp": "004"}
SAMPLES = [pytest.param(s.id, p, id=p.name) for s in api.systems() for p in s.samples]


class ReadByScript:
    """What a script reads of one character, through the API alone."""

    def __init__(self, character: api.CharacterBase) -> None:
        self.c = character
        self.derived = {d.key: d for d in api.derived(character)}
        self.states = api.states(character)
        self.encumbrance = api.encumbrance(character)
        self.checks = api.checks(character)
        self.courses = api.courses(character)

    def states_of(self, path: str) -> tuple[api.State, ...]:
        return tuple(s for s in self.states if path in s.concerns)


def _compare(block, read: ReadByScript, seen: set[str]) -> None:
    seen.add(block.kind)
    c = read.c
    if block.kind in ("attributes", "derived", "tracks"):  # derived items: _compare_derived
        for child in block.children:
            _compare(child, read, seen)
        return
    if block.kind == "states":
        assert block.states == tuple(read.states)
    elif block.kind == "checks":
        shown = [(b.key, b.label, b.value) for b in block.children]
        by_id = {ch.id: ch for ch in read.checks}
        assert shown == [(k, by_id[k].label, by_id[k].target) for k, _, _ in shown]
    elif block.kind == "inventory":
        assert block.value == list(api.value_at(c, block.bind))
        enc = read.encumbrance
        if enc is None:
            assert block.load is None
        else:
            assert (block.load.load, block.load.capacity, block.load.over, block.load.unit,
                    block.load.layout) == (enc.load, enc.capacity, enc.over, enc.unit, enc.layout)
            assert (enc.consequence in block.load.warning) if block.load.warning else True
            if enc.over:
                assert enc.consequence and enc.consequence in block.load.warning
    elif block.kind == "ledger":
        view = block.ledger
        if view.ledger == "xp":
            assert view.left == c.ledger.xp_available
        elif view.ledger == "hours" and read.courses is None:
            assert view.left == c.ledger.hours_remaining
        elif view.ledger == "hours":
            assert view.courses == tuple(read.courses)
    elif block.kind == "track":
        assert block.value == api.value_at(c, block.bind)
        assert block.states == read.states_of(block.bind)
    elif block.kind == "portrait":
        assert block.value == c.portrait
    elif block.bind:
        assert block.value == api.value_at(c, block.bind), block.bind
        if block.current_of:
            assert block.limit == api.value_at(c, block.current_of)


def _compare_derived(block, read: ReadByScript) -> int:
    count = 0
    for child in block.children:
        if child.kind == "derived":
            assert child.key in read.derived, f"the sheet shows {child.key!r}, the API has not"
            assert child.value == read.derived[child.key].value
            count += 1
    return count


@pytest.mark.parametrize(("system_id", "path"), SAMPLES)
def test_every_value_the_sheet_shows_a_script_reads_through_the_api(system_id, path):
    character = api.load(path).character
    rules = api.system(system_id).rules
    model = build_sheet(form_for(system_id), character, rules)
    read = ReadByScript(character)
    seen: set[str] = set()
    derived = 0
    for block in model.blocks:
        _compare(block, read, seen)
        if block.kind in ("derived", "attributes"):
            derived += _compare_derived(block, read)
    assert model.states == tuple(read.states)
    assert {"field", "states"} <= seen
    if any(b.kind == "derived" for b in model.blocks):
        assert derived, "the form shows derived values: each was compared"


@pytest.mark.parametrize(("system_id", "path"), SAMPLES)
def test_each_derived_value_says_which_rule_it_comes_from(system_id, path):
    character = api.load(path).character
    for d in api.derived(character):
        assert d.key and d.label and isinstance(d.value, str)
        assert d.source, f"{d.key} ({d.label}) names no rule"
        if "ledger" not in d.source:
            assert d.source.startswith(f"[{SEED[system_id]}] \""), (d.key, d.source)


def test_encumbrance_is_plain_data_with_the_games_consequence():
    """Game Rules Lite [001]: "You can carry a number of regular items equal to double your
    Strength" — over it, the consequence in the game's words."""
    angus = api.load(api.system("lite").samples[0]).character
    enc = api.encumbrance(angus)
    assert enc.unit == "items" and enc.capacity == 2 * angus.strength.base
    heavy = angus
    while not api.encumbrance(heavy).over:
        heavy = api.apply(heavy, "list.add", {"path": "inventory",
                                               "value": {"name": "Rock", "size": "heavy"}}).character
    over = api.encumbrance(heavy)
    assert over.over and over.load > over.capacity and over.consequence
    assert any(s.name == "Over-encumbered" and s.meaning == over.consequence
               for s in api.states(heavy))
    assert api.encumbrance(api.new_character("rainworld")) is None


def test_a_path_that_names_nothing_is_refused_in_words():
    hero = api.new_character("rainworld", "Ada")
    assert api.value_at(hero, "body") == hero.body
    with pytest.raises(api.Refusal, match="no field 'bodyy'"):
        api.value_at(hero, "bodyy")
