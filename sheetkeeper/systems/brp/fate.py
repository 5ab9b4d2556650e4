"""Power points as fate points: maximum damage in a single successful strike.

[004 "Spend power points equal to the entire damage range of your weapon to inflict maximum
damage in a single successful strike. For example, a short sword does 1D6+1 damage normally,
so by spending 7 power points, it does 7 points of damage (no roll required), plus the
damage modifier if applicable. This costs the entire rollable damage range of the weapon and
cannot be incremented. The damage modifier is rolled normally."]

The other uses (re-roll 5, trust fate 5, ignore 1 damage 3, shift a result 6) are offers that
spend the points (``tables.FATE_POINT_USES``); adding a detail costs what the gamemaster says.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...core.actions import Action, Applied, Refusal
from ...core.dice import Distribution, shift
from ...core.paths import set_path
from ...core.rules import Context, handles
from .damage_dice import parse
from .model import BRPCharacter


@dataclass(frozen=True)
class MaximumDamage:
    weapon: str
    cost: int
    """The power points: the weapon's rollable maximum."""
    modifier: str

    def distribution(self) -> Distribution:
        """The damage dealt: the weapon's maximum plus the damage modifier, rolled."""
        return shift(parse(self.modifier, "the damage modifier").distribution(), self.cost)

    def describe(self) -> str:
        mod = f" + damage modifier {self.modifier} (rolled)" if parse(self.modifier).terms else ""
        return f"{self.weapon} at its maximum {self.cost}{mod}, for {self.cost} PP"


def maximum_damage(c: BRPCharacter, weapon: str, modifier: bool = True,
                   name: str = "") -> MaximumDamage:
    """The breakdown before spending: cost and damage of a maximum-damage strike with a
    weapon of that damage (``modifier``: the damage modifier adds to it)."""
    dice = parse(weapon, f"the damage of {name}" if name else "the weapon's damage")
    if not any(t.sides for t in dice.terms):
        raise Refusal(f"the weapon's damage {weapon!r} has no dice to maximise")
    return MaximumDamage(f"{name} {weapon.strip()}" if name else weapon.strip(), dice.maximum,
                         c.damage_modifier if modifier else "0")


def strike_of(c: BRPCharacter, args: dict) -> MaximumDamage:
    """The strike an action asks for: the weapon row it names (its damage from the sheet),
    else the damage it types."""
    chosen = str(args.get("weapon") or "")
    if chosen:
        row = next((w for w in c.weapons if (w.name or w.skill) == chosen and w.damage.strip()),
                   None)
        if row is None:
            raise Refusal(f"no weapon named {chosen!r} with its damage is on the sheet")
        return maximum_damage(c, row.damage, row.modifier, chosen)
    return maximum_damage(c, str(args.get("damage", "")))


def expected(dist: Distribution) -> Fraction:
    return sum((k * p for k, p in dist.items()), Fraction(0))


class Fate:
    """Mixed into the BRP rules: the ``brp.max_damage`` action."""

    @handles("brp.max_damage")
    def _max_damage(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        if not c.options.fate_points:
            raise Refusal("Power points as fate points is an optional rule: turn it on in the "
                          "options first")
        strike = strike_of(c, action.args)
        have = c.power_points.current
        if have < strike.cost:
            raise Refusal(f"Maximum damage with {strike.weapon} costs {strike.cost} power points; "
                          f"you have {have}")
        modifier, faces = parse(strike.modifier, "the damage modifier").roll(context.rng)
        damage = max(0, strike.cost + modifier)
        c = set_path(c, "power_points", c.power_points.add(-strike.cost))
        rolled = f", damage modifier {strike.modifier} rolled {faces} = {modifier:+d}" if faces else ""
        reason = (f"spent {strike.cost} PP: {strike.weapon} at its maximum {strike.cost}{rolled}; "
                  f"{damage} damage")
        ledger, entry = c.ledger.append("event", damage, subject="fate: maximum damage",
                                        reason=reason, session=context.session, at=context.at)
        c = set_path(c, "ledger", ledger)
        return Applied(c, (entry,), f"Maximum damage: {damage} ({strike.cost} PP spent)")
