"""A check read from its situation, ready for the dice.

The odds count a plan and a roll rolls the same plan, so what the odds say is what Roll
rolls. A :class:`SkillCheck` is 2d10 + its lines over 10, or better than an antagonist; a
:class:`BurstFire` is a pool of d10s, one per bullet, each at or over the threshold a hit
[000 "Instead of a Firearms check, roll a pool of d10s, one die for each bullet fired"].
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from ...core.checks import Odds, RollResult
from ...core.dice import RandomSource, roll
from ...core.situation import SituationLine
from ...core.words import QT_TRANSLATE_NOOP
from . import checks as rw
from .combat import hit_distribution, hits


@dataclass(frozen=True)
class SkillCheck:
    """[000 "A check is 2d10 + skill + any bonuses − any penalties"]. ``versus`` is a result
    the antagonist has already rolled; ``antagonist`` the skill and modifiers of an antagonist
    who rolls 2d10 now (the odds then count both sides' dice)."""

    check_id: str
    label: str
    lines: tuple[rw.Modifier, ...]
    notes: tuple[SituationLine, ...] = ()
    versus: int | None = None
    antagonist: int | None = None
    click: bool = False
    """Click is left: the odds also show the chance with a Click reroll."""
    on_success: str = ""
    """What a success does, for the roll's text ("a hit does 4 injury")."""

    @property
    def modifier(self) -> int:
        return rw.total(self.lines)

    def odds(self) -> Odds:
        m = self.modifier
        if self.antagonist is not None:
            outcomes = rw.versus_odds(m, self.antagonist)
        else:
            outcomes = rw.outcome_odds(m, self.versus)
        success = rw.success_chance(outcomes)
        extra = {"critical success": outcomes[rw.CRITICAL_SUCCESS],
                 "critical failure": outcomes[rw.CRITICAL_FAILURE]}
        if self.click:
            extra[QT_TRANSLATE_NOOP("Rules", "with a Click reroll")] = (
                rw.versus_with_reroll(m, self.antagonist) if self.antagonist is not None
                else rw.with_reroll(success))
        return Odds(outcomes, success, extra, self.lines, self.notes)

    def added(self, dice: tuple[int, ...]) -> str:
        """The roll's sum, each number named as the rule names it [000 "A check is 2d10 +
        skill + any bonuses − any penalties"]: "2d10 7 + 4, skill +2, penalties -1". The
        skill is the first line (its ranks; the untrained -2 is a penalty, [000 "Untrained
        checks take a -2 penalty."]); bonuses and penalties are the other lines, each on its
        side."""
        skill = max(0, self.lines[0][1]) if self.lines else 0
        rest = [value for _label, value in self.lines[1:]]
        rest += [self.lines[0][1]] if self.lines and self.lines[0][1] < 0 else []
        text = QT_TRANSLATE_NOOP("Rules", "2d10 {first} + {second}, skill {skill}").format(
            first=dice[0], second=dice[1], skill=f"{skill:+d}")
        if bonuses := sum(v for v in rest if v > 0):
            text = QT_TRANSLATE_NOOP("Rules", "{sum}, bonuses {bonuses}").format(sum=text, bonuses=f"{bonuses:+d}")
        if penalties := sum(v for v in rest if v < 0):
            text = QT_TRANSLATE_NOOP("Rules", "{sum}, penalties {penalties}").format(
                sum=text, penalties=f"{penalties:+d}")
        return text

    def roll(self, rng: RandomSource) -> RollResult:
        """The player's two d10 first, then (when the antagonist rolls now) theirs."""
        dice = roll(rng, 10, 2)
        versus, need = self.versus, QT_TRANSLATE_NOOP("Rules", "over 10")
        if self.versus is not None:
            need = QT_TRANSLATE_NOOP("Rules", "to beat the antagonist's {result}").format(result=self.versus)
        if self.antagonist is not None:
            c, d = roll(rng, 10, 2)
            versus = c + d + self.antagonist
            need = QT_TRANSLATE_NOOP(
                "Rules", "to beat the antagonist's 2d10 {first} + {second}, skill and modifiers {modifier} = {total}"
            ).format(first=c, second=d, modifier=f"{self.antagonist:+d}", total=versus)
        r = rw.resolve(self.modifier, dice, versus)
        text = QT_TRANSLATE_NOOP("Rules", "{check}: {sum} = {total} (needs {need}): {outcome}").format(
            check=self.label, sum=self.added(r.dice), total=r.total, need=need, outcome=r.outcome)
        if r.critical:
            text = QT_TRANSLATE_NOOP("Rules", "{roll} (doubles: Control decides the extra effect)").format(roll=text)
        if r.success and self.on_success:
            text = QT_TRANSLATE_NOOP("Rules", "{roll}; {then}").format(roll=text, then=self.on_success)
        details = {"modifier": r.modifier}
        if versus is not None:
            details["versus"] = versus
        return RollResult(self.check_id, r.dice, r.total, r.outcome, r.success, text,
                          details=details, situation=self.notes)


def hits_text(n: int) -> str:
    return "no hits" if n == 0 else f"{n} hit" + ("s" if n != 1 else "")


@dataclass(frozen=True)
class BurstFire:
    """Burst or auto fire: ``rounds`` d10, each at or over the threshold (the sum of
    ``lines``) is a bullet hitting [000 "every die that rolls equal to or over the success
    threshold represents a bullet hitting a target"]."""

    check_id: str
    label: str
    rounds: int
    lines: tuple[rw.Modifier, ...]
    """The threshold's own lines (default or spraying, Autofire, Increments): their sum."""
    notes: tuple[SituationLine, ...] = ()
    per_hit: str = ""
    """What each hit does ("each hit does 4 injury")."""
    modifiers: tuple[rw.Modifier, ...] = ()
    """The free modifier and the statuses' modifiers with their own signs, as every other
    check's breakdown shows them ("Stunned: -2"); each lowers the threshold by its value (a
    -2 raises it by 2)."""

    @property
    def threshold(self) -> int:
        return rw.total(self.lines) - rw.total(self.modifiers)

    def odds(self) -> Odds:
        """Exact chance of each number of hits, most hits first; success is at least one."""
        dist = _hit_odds(self.rounds, self.threshold)
        outcomes = {hits_text(n): p for n, p in reversed(dist) if p}
        return Odds(outcomes, 1 - dist[0][1], {}, self.lines + self.modifiers, self.notes)

    def roll(self, rng: RandomSource) -> RollResult:
        dice = roll(rng, 10, self.rounds)
        n = hits(dice, self.threshold)
        shown = " ".join(map(str, dice))
        text = (f"{self.label}: {self.rounds} d10 [{shown}], hitting on "
                f"{self.threshold}+: {hits_text(n)}")
        if n and self.per_hit:
            text += f"; {self.per_hit}"
        return RollResult(self.check_id, tuple(dice), n, hits_text(n), n > 0, text,
                          details={"hits": n, "threshold": self.threshold},
                          situation=self.notes)


@cache
def _hit_odds(rounds: int, threshold: int) -> tuple[tuple[int, Fraction], ...]:
    """The exact chance of each number of hits, 0 first (cached: an auto burst of 100
    bullets takes a few milliseconds to count)."""
    return tuple(sorted(hit_distribution(rounds, threshold).items()))


Plan = SkillCheck | BurstFire
