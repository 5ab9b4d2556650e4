"""Rolls between several characters: assisting, player against player, initiative.

Pure functions a GM view or a script can call; exact fractions, never sampled.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction


def task_success(bonus: int, tn: int) -> Fraction:
    """One task roll: natural 1 fails, otherwise die + bonus >= TN. With assistants "The
    highest result is used.": a task fails only if every roll does [003 "Assisting"]."""
    return Fraction(sum(1 for r in range(2, 21) if r + bonus >= tn), 20)


@dataclass(frozen=True)
class PvpOdds:
    attacker: Fraction
    defender: Fraction
    tie: Fraction
    """On an attack/defence tie the defender takes half damage [003 "the defending PC
    takes half damage"]."""


def pvp_odds(attacker_bonus: int, defender_bonus: int) -> PvpOdds:
    """Both roll d20 + bonuses; the higher total wins [003 "each PC rolls and the higher of
    the two (with bonuses and penalties included) succeeds"]. 400 equally likely pairs."""
    a = d = t = 0
    for x in range(1, 21):
        for y in range(1, 21):
            left, right = x + attacker_bonus, y + defender_bonus
            if left > right:
                a += 1
            elif right > left:
                d += 1
            else:
                t += 1
    return PvpOdds(Fraction(a, 400), Fraction(d, 400), Fraction(t, 400))


def pvp_winner(attacker_total: int, defender_total: int) -> str:
    if attacker_total > defender_total:
        return "attacker"
    if defender_total > attacker_total:
        return "defender"
    return "tie: the defender takes half damage"


@dataclass(frozen=True)
class Combatant:
    name: str
    roll: int
    """The die plus PER [003 "all PCs roll PER to see in what order they take their turn"]."""
    enemy: bool = False


def initiative_order(combatants: Sequence[Combatant]) -> list[Combatant]:
    """Highest first; "In ties for initiative, enemies are prioritized." Ties on one side
    keep the given order (the players decide who goes first)."""
    return sorted(combatants, key=lambda c: (-c.roll, not c.enemy))


def initiative_roll(die: int, per: int, burnout_penalty: int = 0) -> int:
    return die + per + burnout_penalty
