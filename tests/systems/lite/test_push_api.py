"""Game Rules Lite's push through the scripting API alone: ``api.push`` rolls again every die
the rules let go again, once, and hands back what the push costs as actions to apply."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from sheetkeeper import api


def test_angus_pushes_his_hard_roll(angus):
    # [001 "Angus needs to consider whether it’s worth it to push the roll."]; [001 "you grab
    # all dice that didn’t come up with a (6) or (1), and roll them again"]; [001 "If you push
    # your roll you must reroll negative Skill Dice too (except the ones showing 6 of course)"]
    hard = {"difficulty": "hard", "gear": "none"}
    first = api.resolve(angus, "skill:Athletics", [6, 3, 2, 4, 5, 6], situation=hard)
    assert first.outcome == "Failure" and first.can_push
    # Base 6 stays, 3 2 4 5 go again; the negative Skill die shows 6 and stays
    result, actions = api.push(angus, first, dice=[2, 2, 2, 3])
    assert result.dice == (6, 2, 2, 2, 3, 6)
    assert result.outcome == "Failure" and actions == ()  # the negative 6 still cancels the 6
    result, _ = api.push(angus, first, dice=[6, 6, 2, 3])
    assert result.success and not result.can_push


def test_a_push_that_damages_gear_returns_the_action_to_apply(angus):
    # [001 "For every Gear Die that shows 1 after you have pushed the roll, the Gear Bonus
    # decreases by one."]
    first = api.resolve(angus, "skill:Athletics", [1, 2, 3, 4, 5, 1, 1, 4],
                        situation={"gear": "0"})
    pushed = api.push(angus, first, dice=[1, 6, 2, 2, 3, 1])
    assert pushed.result.success and pushed.result.details["gear_ones"] == 2
    assert [a.describe() for a in pushed.actions] == ["Crowbar loses 2 Gear Bonus"]
    after = angus
    for action in pushed.actions:
        after = api.apply(after, action).character
    assert after.inventory[0].gear_bonus == 0


def test_only_once(kay):
    # [001 "Only Once: You can only push your roll once."]
    first = api.roll(kay, "skill:Stealth", random.Random(3))
    pushed = api.push(kay, first, rng=random.Random(4))
    with pytest.raises(api.Refusal, match="only push your roll once"):
        api.push(kay, pushed.result, rng=random.Random(5))


def test_too_few_dice_for_the_push_are_refused_by_name(kay):
    first = api.resolve(kay, "skill:Stealth", [1, 2, 2, 2, 2, 3, 3])
    with pytest.raises(api.Refusal, match="skill:Stealth: more dice were needed than the 2 given"):
        api.push(kay, first, dice=[2, 2])


def test_the_odds_after_a_push_are_what_pushing_every_failure_gives(kay):
    # [001 "The third column shows the chance of success if you push the roll."]: two dice,
    # by brute force through the API: every first roll, then every push of a failure
    weak = kay.model_copy(update={"agility": kay.agility.model_copy(update={"current": 1}),
                                  "skills": {**kay.skills, "Stealth": 1}})
    wins = Fraction(0)
    for a in range(1, 7):
        for b in range(1, 7):
            first = api.resolve(weak, "skill:Stealth", [a, b])
            if first.success:
                wins += Fraction(1, 36)
                continue
            # a Base-die 1 stays [001 "You can never push dice that show (6) or (1)"]
            for faces in _faces(1 if a == 1 else 2):
                wins += Fraction(int(api.push(weak, first, dice=faces).result.success),
                                 36 * 6 ** len(faces))
    after = api.odds(weak, "skill:Stealth").extra
    assert wins == next(v for k, v in after.items() if "push" in k.lower())


def test_a_game_without_pushes_refuses(kay):
    brp = api.load(api.system("brp").samples[0]).character
    check = api.checks(brp)[0].id
    with pytest.raises(api.Refusal, match="this game has no pushed rolls"):
        api.push(brp, api.roll(brp, check, random.Random(1)), rng=random.Random(2))


def _faces(n: int) -> list[list[int]]:
    out: list[list[int]] = [[]]
    for _ in range(n):
        out = [f + [d] for f in out for d in range(1, 7)]
    return out
