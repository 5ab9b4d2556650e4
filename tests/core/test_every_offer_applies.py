"""Every offer of every sample, in every state its offers are allowed in, applies through
``api.apply`` and through ``sheetkeeper apply`` with its declared inputs' defaults and with
values a person would choose — or is refused in words naming what is wrong; never an
exception. Bad inputs are refused by name, as a situation's options are."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from sheetkeeper import api
from sheetkeeper.cli.main import main
from sheetkeeper.core.actions import Refusal
from sheetkeeper.core.rules import Context, Rules
from sheetkeeper.core.session import MemberPlan, end_session, session_steps
from sheetkeeper.storage import load_character, save_character

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from offer_walk import in_words, person_values, samples, states  # noqa: E402

SAMPLES = list(samples())


def _walk(character):
    for state, c in states(character):
        for offer in api.offers(c):
            if not offer.allowed:
                assert in_words(offer.reason), (state, offer.action.kind, offer.reason)
                continue
            yield state, c, offer


@pytest.mark.parametrize(("name", "character"), SAMPLES, ids=[n for n, _ in SAMPLES])
def test_every_allowed_offer_applies_or_is_refused_in_words(name, character):
    applied = offered = 0
    for state, c, offer in _walk(character):
        offered += 1
        for values in ({}, person_values(offer.inputs)):
            args = {**offer.action.args, **values}
            try:
                api.apply(c, offer.action.kind, args)
                applied += 1
            except Refusal as refusal:
                assert in_words(refusal.message), (state, offer.action.kind, args, refusal.message)
    assert applied or not offered


def test_grimwire_levels_up_with_the_points_shared_out():
    """[003 "Rewards by Level"]: the level's attribute increases, shared by the player; the
    offer declares them as an allotment, as `api.offers` shows and `api.apply` takes."""
    cyrus = next(c for n, c in SAMPLES if n == "grimwire-cyrus")
    rich = api.apply(cyrus, "xp.award", {"amount": 40, "reason": "a long job"}).character
    (level_up,) = [o for o in api.offers(rich) if o.action.kind == "level.up"]
    (increases,) = level_up.inputs
    assert (increases.kind, increases.total) == ("allotment", 1)
    assert [v for v, _ in increases.choices] == ["TOG", "AGL", "COR", "MND", "PER", "RSN"]
    for given in ({"TOG": 1}, "TOG:1", "tog +1", "Toughness: 1", {"STR": 1}):
        after = api.apply(rich, "level.up", {"increases": given}).character
        assert after.attributes.value("TOG") == rich.attributes.value("TOG") + 1
    with pytest.raises(Refusal, match="^this level gives 1 attribute increase; 1 left to assign"):
        api.apply(rich, "level.up", {})
    for bad, words in (("", "1 point to share; 1 left to assign"),
                       ("junk", "write it as TOG:1,AGL:1, not 'junk'"),
                       ({"XYZ": 1}, "no XYZ; choose from Toughness \\(\\d+\\), Agility"),
                       ({"TOG": 2}, "1 too many assigned"), ({"TOG": -1}, "fewer than 0"),
                       ({"TOG": "a lot"}, "give TOG a whole number of points, not 'a lot'")):
        with pytest.raises(Refusal, match=f"^Attribute increases: .*{words}"):
            api.apply(rich, "level.up", {"increases": bad})


def test_an_input_out_of_range_or_of_the_wrong_kind_is_refused_by_name():
    dag = next(c for n, c in SAMPLES if n == "rainworld-dag-kessler")
    with pytest.raises(Refusal, match=r"^Height \(m\): give a whole number, not 'high'"):
        api.apply(dag, "rainworld.fall", {"metres": "high"})
    with pytest.raises(Refusal, match=r"^Height \(m\): -5 is outside 0 to 1000"):
        api.apply(dag, "rainworld.fall", {"metres": -5})
    with pytest.raises(Refusal, match="^Epicentre effect marks: 'sideways' is not one of left, right"):
        api.apply(dag, "rainworld.explosion", {"distance": 1, "radius": 3, "epicentre_side": "sideways"})


def _cli(capsys, *words: str) -> tuple[int, str]:
    """`sheetkeeper WORDS…` as the console script runs it: its exit status and what it said."""
    status = main(list(words))
    said = capsys.readouterr()
    return status, said.out + said.err


def _word(value) -> str:
    if isinstance(value, dict):
        return ",".join(f"{k}:{v}" for k, v in value.items())
    return json.dumps(value) if not isinstance(value, str) else value


def test_the_command_line_applies_every_offer_of_one_sample_per_game(tmp_path, capsys):
    """`sheetkeeper apply FILE KIND NAME=VALUE…` for every offer that asks for something, with
    a person's values (an allotment written
    `increases=TOG:1`): saved, or refused in words with exit status 2 and the file unchanged."""
    seen = set()
    for name, character in SAMPLES:
        if character.system in seen:
            continue
        seen.add(character.system)
        rules = api.system(character.system).rules
        rich = (api.apply(character, "xp.award", {"amount": 400, "reason": "a campaign"}).character
                if rules.award else character)
        for i, offer in enumerate(o for o in api.offers(rich) if o.allowed and o.inputs):
            path = tmp_path / f"{name}-{i}.skchar"
            save_character(path, rich, backup=False)
            before = path.read_bytes()
            words = [f"{k}={_word(v)}" for k, v in offer.action.args.items()]
            words += [f"{k}={_word(v)}" for k, v in person_values(offer.inputs).items()]
            status, said = _cli(capsys, "apply", str(path), offer.action.kind, *words)
            assert status in (0, 2), (offer.action.kind, words, said)
            assert in_words(said), (offer.action.kind, words, said)
            if status:
                assert path.read_bytes() == before
            else:
                load_character(path)
            if offer.action.kind == "level.up":
                assert status == 0, said
    assert len(seen) == 5


@pytest.mark.parametrize(("name", "character"), SAMPLES, ids=[n for n, _ in SAMPLES])
def test_every_end_of_session_step_applies_with_its_inputs(name, character):
    """At the end of a session each step of the game takes its declared inputs (BRP's flat
    gain, Game Rules Lite's questions): applied, or refused in words, never an exception."""
    steps = session_steps(character)
    for values in ({}, None):
        plan = MemberPlan(name, character, steps=tuple(
            s.filled(person_values(s.inputs) if values is None else values) for s in steps))
        (outcome,), _ = end_session([plan], "Session 9", Context())
        assert all(in_words(r) for r in outcome.refused), outcome.refused


@pytest.mark.parametrize("system_id", [s.id for s in api.systems()])
def test_inputs_are_declared_by_kind_for_kinds_the_game_handles(system_id):
    """An action's inputs are looked up by its kind, as its handler is: every kind declaring
    inputs has a handler, and the edits any sheet makes (a track click, a set) declare none,
    so applying them asks nothing more of the rules."""
    rules = api.system(system_id).rules
    assert set(rules.inputs_of) <= set(rules._handlers), system_id
    for kind in ("set", "track", "pool", "ladder", "list.add", "list.remove", "list.move"):
        assert kind in rules._handlers and kind not in rules.inputs_of
    assert type(rules).inputs is Rules.inputs  # the lookup by kind is the one way in
