"""Burst and auto fire's breakdown reads its modifiers as every other check's does: a +2 free
modifier reads +2 and a status imposing -2 reads -2, while each moves the threshold the other
way (a bonus lowers it).

No Rainworld status imposes a modifier today, so the status case declares one in a test-only
status list (the rules' own ``statuses``, extended), set through ``status.set`` as any other.
"""

from __future__ import annotations

from fractions import Fraction

from sheetkeeper import api
from sheetkeeper.core.actions import Action
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.status import EVERY, Status
from sheetkeeper.systems.rainworld.model import Weapon
from sheetkeeper.systems.rainworld.rules import RainworldRules

SMG = Weapon(name="SMG", skill="Firearms", dmg=3, increment=20, burst=3, auto=True)
SHAKEN = Status("shaken", "Shaken", "a test-only status: -2 to every check",
                modifiers=((EVERY, -2),))


class WithShaken(RainworldRules):
    def statuses(self, c):
        return [*super().statuses(c), SHAKEN]


def armed():
    c = api.new_character("rainworld", "Ada")
    return c.model_copy(update={"weapons": [SMG]})


def no_hit_chance(threshold: int, rounds: int = 3) -> Fraction:
    # [000 "every die that rolls equal to or over the success threshold represents a bullet
    # hitting a target"]
    return Fraction(threshold - 1, 10) ** rounds


def test_a_free_modifier_reads_with_its_own_sign_and_lowers_the_threshold():
    # [000 "The default threshold is 6"]; the excerpt gives burst fire no modifiers: the free
    # modifier is a house rule that moves the threshold
    odds = api.odds(armed(), "attack:0", situation={"mode": "burst", "modifier": 2})
    assert ("Other modifier", 2) in odds.breakdown
    assert ("Default threshold", 6) in odds.breakdown
    assert odds.outcomes["no hits"] == no_hit_chance(6 - 2)
    (note,) = [line for line in odds.situation if line.option == "modifier"]
    assert note.text.startswith("Other modifier: +2, threshold -2")
    assert set(note.breakdown) <= set(odds.breakdown)
    rolled = api.roll(armed(), "attack:0", FixedDice([4, 3, 3]),
                      situation={"mode": "burst", "modifier": 2})
    assert rolled.details["threshold"] == 4 and rolled.details["hits"] == 1


def test_a_status_penalty_reads_minus_and_raises_the_threshold():
    rules = WithShaken()
    shaken = rules.apply(armed(), Action("status.set", {"status": "shaken"})).character
    odds = rules.odds(shaken, "attack:0", situation={"mode": "burst"})
    assert ("Shaken", -2) in odds.breakdown and ("Shaken", 2) not in odds.breakdown
    assert odds.outcomes["no hits"] == no_hit_chance(6 + 2)
    (line,) = [line for line in odds.situation if line.option == "status:shaken"]
    assert line.text == "Shaken: -2" and set(line.breakdown) <= set(odds.breakdown)
    # read as a single shot reads it
    single = rules.odds(shaken, "attack:0")
    assert ("Shaken", -2) in single.breakdown
    # with a free +2 on top they cancel out
    both = rules.odds(shaken, "attack:0", situation={"mode": "burst", "modifier": 2})
    assert both.outcomes["no hits"] == no_hit_chance(6)
