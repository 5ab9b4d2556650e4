"""Movement over time: rounds, turns and hours, the distance covered and what it costs.

Time units [004 "Each turn equals five minutes (25 combat rounds)."], [004 "a combat round is
12 seconds; a turn is five minutes; an hour is 12 turns"]. Distance from the Movement Rates
Table or from the character's MOV [004 "they might use 3 meters per unit"] through
``movement.rates_from_round``, reduced by terrain through ``movement.apply_terrain``.

Fatigue (the optional rule): [004 "This costs 1 fatigue point per game hour, and requires a
daily Stamina roll or your character loses 1 hit point daily."] for forced marching and the
gallop; [004 "Running costs 1 fatigue point per turn, and requires a successful hourly
Stamina roll or your character loses 1 hit point each hour."]; and over the maximum ENC
[004 "loses 1 fatigue point per turn per additional ENC above their maximum while exerting
themselves"]. The Stamina roll is not defined in the excerpt: the breakdown says how many are
due and the user enters how many failed.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import ceil

from ...core.actions import Action, Applied, Refusal
from ...core.paths import set_path
from ...core.rules import Context, handles
from . import encumbrance as enc
from .model import BRPCharacter
from .movement import RATES, TERRAIN, apply_terrain, rates_from_round

ROUND_SECONDS = 12
ROUNDS_PER_TURN = 25
TURNS_PER_HOUR = 12
ROUNDS_PER_HOUR = ROUNDS_PER_TURN * TURNS_PER_HOUR
TRAVEL_HOURS_PER_DAY = 10
METRES_PER_MOV = 3

OWN_MOV = "On foot at MOV"
PER_HOUR_FP = ("Marching, forced", "Riding, gallop")
PER_TURN_FP = ("Running, normally", "Running, sprinting")
EXERTING = (*PER_HOUR_FP, *PER_TURN_FP, "Swimming")


def mov_rates(c: BRPCharacter) -> tuple[Fraction, ...]:
    """Round, turn, hour, day and non-stop day in metres at the character's MOV (after ENC)."""
    per_round = Fraction(enc.mov(c) * METRES_PER_MOV)
    return (per_round, *rates_from_round(per_round))


def per_round(c: BRPCharacter, mode: str, rate: Fraction | None = None) -> Fraction:
    """Metres a combat round: ``rate`` where the table gives one (a creature's MOV, a
    vehicle the Movement Rates Table says "Varies" for), else the mode's."""
    if rate is not None:
        return rate
    if mode == OWN_MOV:
        return mov_rates(c)[0]
    if mode not in RATES:
        raise Refusal(f"no way of travelling called {mode!r} on the Movement Rates Table")
    return RATES[mode][0]


def terrain_list(text: str) -> list[str]:
    names = [t.strip() for t in str(text or "").split(";") if t.strip()]
    for name in names:
        if name not in TERRAIN:
            raise Refusal(f"no terrain or weather called {name!r}; choose from (separated by "
                          "semicolons): " + "; ".join(TERRAIN))
    return names


def metres(value: Fraction) -> str:
    return f"{float(value) / 1000:,.2f} km" if value >= 1000 else f"{float(value):,.0f} m"


@dataclass(frozen=True)
class Journey:
    mode: str
    rounds: int
    terrain: tuple[str, ...]
    distance: Fraction
    fatigue: int
    stamina_rolls: int
    lines: tuple[str, ...]


def journey(c: BRPCharacter, mode: str, *, days: int = 0, hours: int = 0, turns: int = 0,
            rounds: int = 0, terrain: str = "", fatigue_rule: bool = True,
            rate: Fraction | int | None = None) -> Journey:
    """The breakdown of a stretch of movement before it is applied: ``days`` of travel are
    ten hours each [004 "Multiply an hourly movement rate by ×10 for a day"]; ``rate`` is
    metres a combat round where the table gives one rather than the mode (a creature's MOV,
    a vehicle the Movement Rates Table prints as "Varies")."""
    for name, value in (("days", days), ("hours", hours), ("turns", turns), ("rounds", rounds)):
        if int(value) < 0:
            raise Refusal(f"{name} cannot be negative ({value})")
    if rate is not None and Fraction(rate) <= 0:
        raise Refusal(f"a rate of {rate} m a round moves nowhere: give more than 0")
    given = None if rate is None else Fraction(rate)
    total = (int(rounds) + ROUNDS_PER_TURN * int(turns)
             + ROUNDS_PER_HOUR * (int(hours) + TRAVEL_HOURS_PER_DAY * int(days)))
    if total == 0:
        raise Refusal("Enter how long the movement lasts: days, hours, turns or rounds")
    conditions = terrain_list(terrain)
    base = per_round(c, mode, given)
    rate = apply_terrain(base, conditions)
    distance = rate * total
    full_turns, full_hours = total // ROUNDS_PER_TURN, total // ROUNDS_PER_HOUR
    lines = [f"{mode}: {metres(base)} a round × {total} rounds "
             f"({total * ROUND_SECONDS // 60} min)"]
    if conditions:
        order = sorted(conditions, key=lambda n: TERRAIN[n], reverse=True)
        lines.append("terrain, most severe first: " + "; ".join(order)
                     + f" → {metres(rate)} a round")
    lines.append(f"distance {metres(distance)}")
    fatigue, stamina = 0, 0
    if fatigue_rule:
        if mode in PER_HOUR_FP:
            fatigue += full_hours
            stamina = ceil(total / (ROUNDS_PER_HOUR * TRAVEL_HOURS_PER_DAY))
            lines.append(f"−1 FP per hour: −{full_hours}; {stamina} daily Stamina roll(s)")
        elif mode in PER_TURN_FP:
            fatigue += full_turns
            stamina = full_hours
            lines.append(f"−1 FP per turn: −{full_turns}; {stamina} hourly Stamina roll(s)")
        over = enc.points_over(c)
        if over and mode in EXERTING:
            fatigue += over * full_turns
            lines.append(f"ENC {over} over the maximum: −{over} FP per turn × {full_turns}")
    return Journey(mode, total, tuple(conditions), distance, fatigue, stamina, tuple(lines))


class Travelling:
    """Mixed into the BRP rules: the ``brp.travel`` action."""

    @handles("brp.travel")
    def _travel(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        args = action.args
        try:
            days, hours, turns, rounds = (int(args.get(k, 0) or 0)
                                          for k in ("days", "hours", "turns", "rounds"))
            failed = int(args.get("failed_stamina_rolls", 0) or 0)
            rate = args.get("per_round")
            rate = None if rate in (None, "") else Fraction(str(rate))
        except (TypeError, ValueError):
            raise Refusal("days, hours, turns, rounds and failed Stamina rolls are whole "
                          "numbers, and a rate a round is a number of metres") from None
        mode = args.get("mode", OWN_MOV)
        if isinstance(mode, (list, tuple)):  # the offer's choices: the first is the default
            mode = mode[0] if mode else OWN_MOV
        if rate is not None and not args.get("mode"):
            mode = f"At {float(rate):g} m a round"
        trip = journey(c, str(mode), days=days, hours=hours, turns=turns, rounds=rounds,
                       terrain=str(args.get("terrain", "")),
                       fatigue_rule=bool(args.get("fatigue_rule", True)), rate=rate)
        if not 0 <= failed <= trip.stamina_rolls:
            raise Refusal(f"{failed} failed Stamina rolls, but only {trip.stamina_rolls} are due")
        c = set_path(c, "fatigue_points", c.fatigue_points.add(-trip.fatigue))
        c = set_path(c, "hit_points", c.hit_points.add(-failed))
        lines = list(trip.lines) + ([f"{failed} Stamina roll(s) failed: −{failed} HP"] if failed else [])
        ledger, entry = c.ledger.append("event", trip.fatigue, subject=f"travel: {trip.mode}",
                                        reason="; ".join(lines), session=context.session,
                                        at=context.at)
        c = set_path(c, "ledger", ledger)
        return Applied(c, (entry,), f"{trip.mode}: {metres(trip.distance)}, −{trip.fatigue} FP"
                       + (f", −{failed} HP" if failed else ""))
