"""Recovery over time: the Significant Time Intervals Table's regeneration rows.

[004 "Regenerate 1 fatigue pointOne minute (five combat rounds) of inactivity"],
[004 "Regenerate all fatigue pointsTwenty minutes of rest and inactivity"],
[004 "Regenerate 1D3 hit pointsOne game week (seven days)"],
[004 "Regenerate 1 power pointOne power point per hour of sleep, and 1 per two hours awake"],
[004 "Regenerate all power pointsOne game day (24 hours, or an equivalent)"].

Chosen readings: hours of sleep are rest and inactivity too (they count towards the twenty
minutes); an odd hour awake gives nothing until the next one; the hit points of each week
are rolled (1D3 a week), never passing the maximum. The dead recover nothing (see
``statuses.LIVING``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Action, Applied, Refusal
from ...core.dice import RandomSource, roll
from ...core.paths import set_path
from ...core.rules import Context, handles
from .model import BRPCharacter

FP_ALL_MINUTES = 20
PP_ALL_HOURS = 24
HP_DIE = 3

TABLE = ("1 FP per minute of rest, all after 20 minutes; 1 PP per hour asleep and 1 per two "
         "hours awake, all after a day; 1D3 HP per week")


@dataclass(frozen=True)
class Elapsed:
    """Time passed, as the table measures it."""

    rest_minutes: int = 0
    sleep_hours: int = 0
    awake_hours: int = 0
    weeks: int = 0

    @classmethod
    def of(cls, args: dict) -> Elapsed:
        values = {}
        for name in ("rest_minutes", "sleep_hours", "awake_hours", "weeks"):
            raw = args.get(name, 0)
            try:
                value = int(raw or 0)
            except (TypeError, ValueError):
                raise Refusal(f"{name.replace('_', ' ')} must be a whole number, not {raw!r}") from None
            if value < 0:
                raise Refusal(f"{name.replace('_', ' ')} cannot be negative ({value})")
            values[name] = value
        return cls(**values)


@dataclass(frozen=True)
class Recovery:
    """What the time gives back: the points (HP as dice until rolled) and why."""

    fatigue: int
    power: int
    hp_dice: int
    lines: tuple[str, ...]

    @property
    def hp_range(self) -> tuple[int, int]:
        return self.hp_dice, self.hp_dice * HP_DIE


def fatigue_regained(c: BRPCharacter, rest_minutes: int) -> tuple[int, str]:
    pool = c.fatigue_points
    missing = pool.maximum - pool.current
    if rest_minutes >= FP_ALL_MINUTES:
        return max(0, missing), f"FP: {rest_minutes} min of rest ≥ {FP_ALL_MINUTES}: all regained"
    gain = max(0, min(missing, rest_minutes))
    return gain, f"FP: {rest_minutes} min of rest × 1 = +{gain}"


def power_regained(c: BRPCharacter, sleep: int, awake: int) -> tuple[int, str]:
    pool = c.power_points
    missing = max(0, pool.maximum - pool.current)
    if sleep + awake >= PP_ALL_HOURS:
        return missing, f"PP: {sleep + awake} h ≥ a game day: all regained"
    raw = sleep + awake // 2
    return min(missing, raw), f"PP: {sleep} h asleep × 1 + {awake} h awake ÷ 2 = +{raw}"


def breakdown(c: BRPCharacter, elapsed: Elapsed) -> Recovery:
    """What ``brp.recover`` would give back, before any die is rolled."""
    fatigue, fp_line = fatigue_regained(c, elapsed.rest_minutes + 60 * elapsed.sleep_hours)
    power, pp_line = power_regained(c, elapsed.sleep_hours, elapsed.awake_hours)
    hp_line = (f"HP: {elapsed.weeks} week(s) × 1D3 = +{elapsed.weeks}–{elapsed.weeks * HP_DIE} "
               f"(up to the maximum {c.hit_points.maximum})")
    return Recovery(fatigue, power, elapsed.weeks, (fp_line, pp_line, hp_line))


def preview(c: BRPCharacter, *, rest_minutes: int = 0, sleep_hours: int = 0,
            awake_hours: int = 0, weeks: int = 0) -> Recovery:
    """The breakdown of a recovery, for a script or a dialog, before it is applied."""
    return breakdown(c, Elapsed.of({"rest_minutes": rest_minutes, "sleep_hours": sleep_hours,
                                    "awake_hours": awake_hours, "weeks": weeks}))


def roll_hit_points(rng: RandomSource, weeks: int) -> list[int]:
    return roll(rng, HP_DIE, weeks) if weeks else []


class Recovering:
    """Mixed into the BRP rules: the ``brp.recover`` action."""

    @handles("brp.recover")
    def _recover(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        elapsed = Elapsed.of(dict(action.args))
        if elapsed == Elapsed():
            raise Refusal("Enter the time that passed: minutes of rest, hours asleep or awake, "
                          "or weeks")
        plan = breakdown(c, elapsed)
        faces = roll_hit_points(context.rng, elapsed.weeks)
        hp_before = c.hit_points.current
        c = set_path(c, "fatigue_points", c.fatigue_points.add(plan.fatigue))
        c = set_path(c, "power_points", c.power_points.add(plan.power))
        c = set_path(c, "hit_points", c.hit_points.add(sum(faces)))
        hp_gain = c.hit_points.current - hp_before
        lines = list(plan.lines)
        if faces:
            lines[2] = (f"HP: {elapsed.weeks} week(s) × 1D3 rolled "
                        f"{' + '.join(map(str, faces))} = +{sum(faces)}"
                        + (f" (+{hp_gain} up to the maximum)" if hp_gain != sum(faces) else ""))
        else:
            lines.pop()
        reason = "; ".join(lines)
        ledger, entry = c.ledger.append("event", hp_gain, subject="recovery", reason=reason,
                                        session=context.session, at=context.at)
        c = set_path(c, "ledger", ledger)
        return Applied(c, (entry,), f"Recovered +{plan.fatigue} FP, +{plan.power} PP, +{hp_gain} HP")
