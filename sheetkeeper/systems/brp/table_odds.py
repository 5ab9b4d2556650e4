"""The exact odds of a BRP roll in its situation: every face of every die the rules roll,
counted (opposed pairs by degree blocks, helpers as a distribution of the lead's modifier)."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction

from ...core.checks import Odds
from ...core.situation import Situation
from ...core.words import QT_TRANSLATE_NOOP
from .contests import (
    combined_counts,
    contest_odds,
    cooperative_modifiers,
    skill_to_factor,
    subtracted_chance,
)
from .model import BRPCharacter
from .outcomes import (
    ACTIVE_LABELS,
    COMBINED_LABELS,
    CONTEST_LABELS,
    PASSIVE_LABELS,
    active_label,
    contest_label,
    passive_label,
    resistance_labels,
    success_labels,
    win_lose,
)
from .plan import (
    Plan,
    active_chance,
    breakdown,
    lower_higher,
    situation_lines,
    situational,
)
from .resistance import resistance_chance
from .results import degree_odds
from .sheet_checks import target

EXTRA_WORDS = {"easy": QT_TRANSLATE_NOOP("Rules", "Easy"), "difficult": QT_TRANSLATE_NOOP("Rules", "Difficult")}
"""The chance of success were the check Easy or Difficult, named so beside the odds."""

def _degree_outcomes(chance: int, base: int) -> dict[str, Fraction]:
    return {d.label: p for d, p in degree_odds(chance, base).items()}


def _outcomes(p: Plan, shift: int) -> dict[str, Fraction]:
    """The exact outcomes when the helpers have moved our chance by ``shift``."""
    a, a0 = p.us.chance + shift, p.us.base
    mode = p.mode
    if mode == "plain":
        return _degree_outcomes(a, a0)
    if mode == "combined":
        assert p.second is not None
        low, high = lower_higher(p)
        counts = dict(combined_counts((low.chance + shift, low.base), high.chance + shift))
        return {label: Fraction(counts.get(label, 0), 100) for label in COMBINED_LABELS}
    if mode == "resistance":
        won = Fraction(active_chance(p), 100)
        return win_lose(won if not p.resistance_passive else 1 - won, resistance_labels(p.resistance_passive))
    assert p.opponent is not None
    b = p.opponent
    if mode == "table":
        ours, theirs = skill_to_factor(a), skill_to_factor(b)
        if p.passive:
            won = 1 - Fraction(resistance_chance(theirs, ours, edges=p.edges), 100)
        else:
            won = Fraction(resistance_chance(ours, theirs, edges=p.edges), 100)
        return win_lose(won, ("Win", "Lose"))
    if mode == "subtraction":
        return _subtraction(p, a, a0, b)
    out = dict.fromkeys(CONTEST_LABELS, Fraction(0))
    for (winner, d), q in contest_odds(a, a0, b, p.method).items():  # type: ignore[arg-type]
        out[contest_label(winner, d)] += q
    return out


def _subtraction(p: Plan, a: int, a0: int, b: int) -> dict[str, Fraction]:
    out: dict[str, Fraction] = defaultdict(Fraction)
    if not p.passive:
        easy = p.easy.chance + (a - p.us.chance)
        for e, q in degree_odds(b).items():
            for d, r in degree_odds(subtracted_chance(a, e, b, easy), a0).items():
                out[active_label(d)] += q * r
        return {label: out[label] for label in ACTIVE_LABELS}
    for d, q in degree_odds(a, a0).items():
        for e, r in degree_odds(subtracted_chance(b, d, a, 2 * b), b).items():
            out[passive_label(e)] += q * r
    return {label: out[label] for label in PASSIVE_LABELS}


def odds(c: BRPCharacter, p: Plan, s: Situation) -> Odds:
    if p.mode == "automatic":
        outcomes = {"Success": Fraction(1)}
    elif p.mode in ("impossible", "impossible_01"):
        won = Fraction(1, 100) if p.mode == "impossible_01" else Fraction(0)
        outcomes = {"Success": won, "Failure": 1 - won}
    else:
        outcomes = {}
        for shift, q in cooperative_modifiers(p.helpers):
            for label, r in _outcomes(p, shift).items():
                outcomes[label] = outcomes.get(label, Fraction(0)) + q * r
    success = sum((v for k, v in outcomes.items() if k in success_labels(outcomes)), Fraction(0))
    extra: dict[str, Fraction] = {}
    if p.mode == "plain" and not p.helpers and p.difficulty == "average":
        for other in ("easy", "difficult"):
            t = target(c, p.check_id, other, situational(p))  # type: ignore[arg-type]
            extra[EXTRA_WORDS[other]] = sum(
                (v for d, v in degree_odds(t.chance, t.base).items() if d.succeeded), Fraction(0))
    if p.mode == "combined":
        extra[QT_TRANSLATE_NOOP("Rules", "At least a partial success")] = success + outcomes.get("Partial success", Fraction(0))
    return Odds(outcomes, success, extra, breakdown(p), situation_lines(p, s))
