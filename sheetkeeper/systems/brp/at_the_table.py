"""A skill or characteristic roll in its situation: one plan, used by the odds and the roll.

:func:`plan` reads the settled situation once (difficulty, the Situational Modifiers Table,
helpers, the other side, a second skill, a resistance factor) and refuses combinations the
rules do not have. :func:`odds` counts every face of every die the rules have rolled;
:func:`roll` rolls them and classifies them with the same functions.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction

from ...core.actions import Refusal
from ...core.checks import Odds, RollResult
from ...core.dice import RandomSource
from ...core.dice import roll as roll_dice
from ...core.situation import Situation, SituationLine
from .contests import (
    COOPERATIVE_MODIFIER,
    combined_counts,
    combined_result,
    contest,
    contest_odds,
    cooperative_modifiers,
    cooperative_result,
    skill_to_factor,
    subtracted_chance,
)
from .model import BRPCharacter
from .resistance import resistance_chance
from .results import BEST_FIRST, Degree, degree, degree_odds, ranges
from .sheet_checks import Target, face_text, split_id, target
from .situations import HELPER_IDS, METHOD, NO_SECOND_SKILL, TABLE, TABLE_IDS

WIN = {d: f"Win with a {d.label.lower()}" for d in BEST_FIRST if d.succeeded}
LOSE = {d: f"Lose to a {d.label.lower()}" for d in BEST_FIRST if d.succeeded}
NO_WINNER = "No winner"


@dataclass(frozen=True)
class Plan:
    """Everything a roll of this check needs, read from the sheet and the situation."""

    check_id: str
    kind: str
    difficulty: str
    us: Target
    easy: Target
    helpers: tuple[int, ...] = ()
    opponent: int | None = None
    method: str = "degrees"
    passive: bool = False
    second: Target | None = None
    resistance: int | None = None
    resistance_passive: bool = False
    edges: bool = False
    own_value: int = 0

    @property
    def mode(self) -> str:
        if self.difficulty in ("automatic", "impossible", "impossible_01"):
            return self.difficulty
        if self.resistance is not None:
            return "resistance"
        if self.opponent is not None:
            return "subtraction" if self.method == "subtraction" else (
                "table" if self.method == "resistance" else "opposed")
        return "combined" if self.second is not None else "plain"


def plan(c: BRPCharacter, check_id: str, s: Situation) -> Plan:
    kind, name = split_id(check_id)
    difficulty = str(s.get("difficulty", "average"))
    modifiers = tuple((o.label, int(str(s[o.id]))) for o in TABLE if o.id in s and s[o.id] != "0")
    if s.get("modifier"):
        modifiers += (("Other situational modifier", int(s["modifier"])),)  # type: ignore[arg-type]
    rolled = difficulty if difficulty in ("easy", "difficult") else "average"
    us = target(c, check_id, rolled, modifiers)  # type: ignore[arg-type]
    easy = target(c, check_id, "easy", modifiers)
    helpers = tuple(int(s[h]) for h in HELPER_IDS if s.get(h))  # type: ignore[arg-type]
    opponent = s.get("opponent")
    combined = "" if s.get("combined", NO_SECOND_SKILL) == NO_SECOND_SKILL else str(s["combined"])
    resistance = s.get("resistance")
    second = None
    if combined:
        if c.skill(combined) is None:
            raise Refusal(f"Combined with a second skill: no skill {combined!r} on this sheet")
        second = target(c, f"skill:{combined}", rolled, modifiers)  # type: ignore[arg-type]
    special = [label for label, on in (
        ("helpers", bool(helpers)), ("an opposing skill", opponent is not None),
        ("a second skill", bool(combined)), ("a resistance factor", resistance is not None),
    ) if on]
    if difficulty in ("automatic", "impossible", "impossible_01") and special:
        raise Refusal(f"Difficulty: an {DIFFICULTY_WORD[difficulty]} action has no roll to take "
                      f"{' or '.join(special)}; clear them or choose another difficulty")
    if opponent is not None and combined:
        raise Refusal("Combined with a second skill: a combined roll is not also opposed; "
                      "clear the opposing skill or the second skill")
    if resistance is not None and difficulty != "average":
        raise Refusal("Difficulty: resistance rolls are not made Easy or Difficult "
                      "[\"Resistance rolls ... are not modified in this way\"]")
    return Plan(
        check_id, kind, difficulty, us, easy, helpers,
        None if opponent is None else int(opponent),  # type: ignore[arg-type]
        str(s.get("method", "degrees")), bool(s.get("passive")), second,
        None if resistance is None else int(resistance),  # type: ignore[arg-type]
        bool(s.get("resistance_passive")), c.options.resistance_edges,
        c.characteristics.value(name) if kind == "char" else 0,
    )


DIFFICULTY_WORD = {"automatic": "Automatic", "impossible": "Impossible", "impossible_01": "Impossible"}

# -- the outcomes of each kind of roll, for one modifier from the helpers -------------------


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
        low, high = _lower_higher(p, shift)
        counts = dict(combined_counts((low.chance + shift, low.base), high.chance + shift))
        return {label: Fraction(counts.get(label, 0), 100) for label in COMBINED_LABELS}
    if mode == "resistance":
        won = Fraction(_resistance_chance(p), 100)
        return _win_lose(won if not p.resistance_passive else 1 - won, _resistance_labels(p))
    assert p.opponent is not None
    b = p.opponent
    if mode == "table":
        ours, theirs = skill_to_factor(a), skill_to_factor(b)
        if p.passive:
            won = 1 - Fraction(resistance_chance(theirs, ours, edges=p.edges), 100)
        else:
            won = Fraction(resistance_chance(ours, theirs, edges=p.edges), 100)
        return _win_lose(won, ("Win", "Lose"))
    if mode == "subtraction":
        return _subtraction(p, a, a0, b)
    out = dict.fromkeys(CONTEST_LABELS, Fraction(0))
    for (winner, d), q in contest_odds(a, a0, b, p.method).items():  # type: ignore[arg-type]
        out[_contest_label(winner, d)] += q
    return out


def _subtraction(p: Plan, a: int, a0: int, b: int) -> dict[str, Fraction]:
    out: dict[str, Fraction] = defaultdict(Fraction)
    if not p.passive:
        easy = p.easy.chance + (a - p.us.chance)
        for e, q in degree_odds(b).items():
            for d, r in degree_odds(subtracted_chance(a, e, b, easy), a0).items():
                out[_active_label(d)] += q * r
        return {label: out[label] for label in ACTIVE_LABELS}
    for d, q in degree_odds(a, a0).items():
        for e, r in degree_odds(subtracted_chance(b, d, a, 2 * b), b).items():
            out[_passive_label(e)] += q * r
    return {label: out[label] for label in PASSIVE_LABELS}


CONTEST_LABELS = (*WIN.values(), NO_WINNER, *reversed(LOSE.values()))
ACTIVE_LABELS = (*WIN.values(), "Lose", "Lose with a fumble")
PASSIVE_LABELS = ("Win: the other side fumbles", "Win", *reversed(LOSE.values()))
COMBINED_LABELS = ("Critical success", "Special success", "Success", "Partial success",
                   "Failure", "Fumble")


def _contest_label(winner: str | None, d: Degree | None) -> str:
    if winner is None or d is None:
        return NO_WINNER
    return WIN[d] if winner == "us" else LOSE[d]


def _active_label(d: Degree) -> str:
    if d.succeeded:
        return WIN[d]
    return "Lose with a fumble" if d == Degree.FUMBLE else "Lose"


def _passive_label(e: Degree) -> str:
    if e.succeeded:
        return LOSE[e]
    return "Win: the other side fumbles" if e == Degree.FUMBLE else "Win"


def _win_lose(won: Fraction, labels: tuple[str, str]) -> dict[str, Fraction]:
    return {labels[0]: won, labels[1]: 1 - won}


def _resistance_labels(p: Plan) -> tuple[str, str]:
    return ("Resisted", "Overcome") if p.resistance_passive else ("Success", "Failure")


def _resistance_chance(p: Plan) -> int:
    """The active side's chance [004 "50% + (active characteristic × 5) – (passive
    characteristic × 5)"], with the situational modifiers added to it."""
    assert p.resistance is not None
    active, passive = (p.resistance, p.own_value) if p.resistance_passive else (p.own_value, p.resistance)
    bonus = p.us.chance - p.us.base - _enc(p.us)
    return max(0, min(100, resistance_chance(active, passive, edges=p.edges) + bonus))


def _enc(t: Target) -> int:
    return sum(v for label, v in t.breakdown if label.startswith("ENC "))


def _lower_higher(p: Plan, shift: int) -> tuple[Target, Target]:
    assert p.second is not None
    return (p.us, p.second) if p.us.chance <= p.second.chance else (p.second, p.us)


def _success_labels(outcomes: dict[str, Fraction]) -> set[str]:
    return {k for k in outcomes if k.startswith(("Win", "Critical", "Special")) or k in (
        "Success", "Resisted")}


# -- odds -----------------------------------------------------------------------------------


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
    success = sum((v for k, v in outcomes.items() if k in _success_labels(outcomes)), Fraction(0))
    extra: dict[str, Fraction] = {}
    if p.mode == "plain" and not p.helpers and p.difficulty == "average":
        for other in ("easy", "difficult"):
            t = target(c, p.check_id, other, _situational(p))  # type: ignore[arg-type]
            extra[other.capitalize()] = sum(
                (v for d, v in degree_odds(t.chance, t.base).items() if d.succeeded), Fraction(0))
    if p.mode == "combined":
        extra["At least a partial success"] = success + outcomes.get("Partial success", Fraction(0))
    return Odds(outcomes, success, extra, breakdown(p), situation_lines(p, s))


def breakdown(p: Plan) -> tuple[tuple[str, int], ...]:
    """The lines of our chance; for a resistance roll, the formula's terms and the modifiers."""
    if p.mode != "resistance" or p.resistance is None:
        return p.us.breakdown
    ours, theirs = f"{_own_name(p)} {p.own_value}", f"{p.resistance}"
    active, passive = (theirs, ours) if p.resistance_passive else (ours, theirs)
    a_value, p_value = (p.resistance, p.own_value) if p.resistance_passive else (p.own_value, p.resistance)
    return (("Resistance base", 50), (f"Active {active} ×5", 5 * a_value),
            (f"Passive {passive} ×5", -5 * p_value), *_situational(p))


def _own_name(p: Plan) -> str:
    return split_id(p.check_id)[1]


def _situational(p: Plan) -> tuple[tuple[str, int], ...]:
    labels = {o.label for o in TABLE} | {"Other situational modifier"}
    return tuple(line for line in p.us.breakdown if line[0] in labels)


# -- roll -----------------------------------------------------------------------------------


def roll(c: BRPCharacter, p: Plan, rng: RandomSource, s: Situation) -> RollResult:
    """Dice in this order: ours, the other side's (an opposed roll), then each helper's."""
    lines = situation_lines(p, s)
    if p.mode == "automatic":
        return RollResult(p.check_id, (), None, "Success", True,
                          f"{p.us.label}: Automatic — no roll, and no experience check "
                          "[\"Automatic skill use never yields an experience check.\"]",
                          situation=lines)
    face = roll_dice(rng, 100)[0]
    if p.mode in ("impossible", "impossible_01"):
        won = p.mode == "impossible_01" and face == 1
        return RollResult(p.check_id, (face,), face, "Success" if won else "Failure", won,
                          f"{p.us.label}: Impossible — rolled {face_text(face)}: "
                          f"{'the flat 01% succeeds' if won else 'all attempts fail'}",
                          situation=lines)
    other = roll_dice(rng, 100)[0] if p.opponent is not None and p.mode != "table" else None
    helper_faces = tuple(roll_dice(rng, 100)[0] for _ in p.helpers)
    helper_degrees = tuple(degree(f, h) for f, h in zip(helper_faces, p.helpers, strict=True))
    shift = COOPERATIVE_MODIFIER[cooperative_result(helper_degrees)] if p.helpers else 0
    outcome, own_success, text = _classify(p, shift, face, other)
    details: dict[str, int] = {
        "chance": _resistance_chance(p) if p.mode == "resistance" else p.us.chance + shift}
    won = outcome in _success_labels({outcome: Fraction(0)})
    parts = []
    if p.helpers:
        said = ", ".join(f"{h}% rolled {face_text(f)} ({d.label.lower()})"
                         for h, f, d in zip(p.helpers, helper_faces, helper_degrees, strict=True))
        parts.append(f"helpers: {said}: {shift:+d}%")
    parts.append(text)
    earned = p.kind == "skill" and own_success and won and p.us.improvable
    if earned:
        details["experience_check"] = 1
    if p.mode == "combined" and p.second is not None:
        earned_second = p.second.improvable and outcome != "Partial success" and won
        low, high = _lower_higher(p, shift)
        if outcome == "Partial success":
            earned = high is p.us and p.us.improvable
            earned_second = high is p.second and p.second.improvable
            details.pop("experience_check", None)
            if earned:
                details["experience_check"] = 1
        if earned_second:
            details["experience_check_combined"] = 1
    marks = [t.label for t, key in ((p.us, "experience_check"), (p.second, "experience_check_combined"))
             if t is not None and details.get(key)]
    if marks:
        parts.append(f"mark the experience check: {', '.join(marks)}")
    if p.helpers and won and p.kind == "skill":
        helped = [n for n, d in enumerate(helper_degrees, 1) if d.succeeded]
        for n in helped:
            details[f"helper_{n}_check"] = 1
        if helped:
            parts.append("helpers who may mark an experience check: "
                         + ", ".join(str(n) for n in helped))
    if (p.mode == "resistance" and won and not p.resistance_passive and p.check_id == "char:POW"
            and p.resistance is not None and p.resistance >= p.own_value):
        details["pow_check"] = 1
        parts.append("mark the POW check")
    dice = (face, *((other,) if other is not None else ()), *helper_faces)
    return RollResult(p.check_id, dice, face, outcome, won, "; ".join(parts), details=details,
                      situation=lines)


def _classify(p: Plan, shift: int, face: int, other: int | None) -> tuple[str, bool, str]:
    """The outcome of our face (and the other side's) once the helpers have rolled:
    (outcome, did our own roll succeed, the words)."""
    a, a0 = p.us.chance + shift, p.us.base
    mode = p.mode
    rolled = f"rolled {face_text(face)}"
    if mode == "plain":
        d = degree(face, a, a0)
        r = ranges(a)
        return d.label, d.succeeded, (f"{p.us.label} {a}%: {rolled} — {d.label} (critical "
                                      f"{r.critical}, special {r.special}, fumble {r.fumble})")
    if mode == "combined":
        low, high = _lower_higher(p, shift)
        outcome = combined_result(face, (low.chance + shift, low.base), high.chance + shift)
        return outcome, outcome != "Failure" and outcome != "Fumble", (
            f"{p.us.label} with {p.second.label if p.second else ''}: against the lower, "
            f"{low.chance + shift}% ({low.label}): {rolled} — {outcome}")
    if mode == "resistance":
        chance = _resistance_chance(p)
        active_wins = face <= chance
        labels = _resistance_labels(p)
        ours = active_wins != p.resistance_passive
        outcome = labels[0] if ours else labels[1]
        side = "the other side" if p.resistance_passive else f"{_own_name(p)} {p.own_value}"
        return outcome, ours, f"resistance roll for {side} at {chance}%: {rolled} — {outcome}"
    assert p.opponent is not None
    b = p.opponent
    if mode == "table":
        ours_f, theirs_f = skill_to_factor(a), skill_to_factor(b)
        if p.passive:
            chance = resistance_chance(theirs_f, ours_f, edges=p.edges)
            won = face > chance
            return ("Win" if won else "Lose"), won, (
                f"the other side rolls on the resistance table, {theirs_f} against {ours_f}: "
                f"{chance}%: {rolled} — {'Win' if won else 'Lose'}")
        chance = resistance_chance(ours_f, theirs_f, edges=p.edges)
        won = face <= chance
        return ("Win" if won else "Lose"), won, (
            f"resistance table, {ours_f} against {theirs_f}: {chance}%: {rolled} — "
            f"{'Win' if won else 'Lose'}")
    assert other is not None
    theirs = f"the other side ({b}%) rolled {face_text(other)}"
    if mode == "subtraction":
        if not p.passive:
            e = degree(other, b)
            easy = p.easy.chance + shift
            chance = subtracted_chance(a, e, b, easy)
            d = degree(face, chance, a0)
            outcome = _active_label(d)
            return outcome, d.succeeded, (f"passive roll: {theirs} — {e.label}; {p.us.label} at "
                                          f"{max(0, chance)}%: {rolled} — {outcome}")
        d = degree(face, a, a0)
        chance = subtracted_chance(b, d, a, 2 * b)
        e = degree(other, chance, b)
        outcome = _passive_label(e)
        return outcome, d.succeeded, (f"{p.us.label} {a}% (passive): {rolled} — {d.label}; the "
                                      f"other side at {max(0, chance)}% rolled {face_text(other)} — "
                                      f"{e.label}: {outcome}")
    d = degree(face, a, a0)
    winner, degree_ = contest(face, other, (a, a0), b, p.method)  # type: ignore[arg-type]
    outcome = _contest_label(winner, degree_)
    return outcome, d.succeeded, (f"{p.us.label} {a}%: {rolled} — {d.label}; {theirs} — "
                                  f"{degree(other, b).label}: {outcome}")


# -- what each chosen option did ------------------------------------------------------------


def situation_lines(p: Plan, s: Situation) -> tuple[SituationLine, ...]:
    out = []
    for o in s.chosen():
        value = s[o.id]
        text = f"{o.label}: {o.value_text(value)}"
        if o.id == "difficulty":
            if p.difficulty in ("easy", "difficult"):
                text = f"{o.value_text(value)}: {p.us.base}% → {p.us.base + _difficulty_step(p)}%"
            else:
                text = o.value_text(value)
        elif o.id in TABLE_IDS:
            text = f"{o.label}: {o.value_text(value)}"
        elif o.id in HELPER_IDS:
            text = (f"Helper {o.id.rsplit('_', 1)[1]}: {value}%, rolls first "
                    "(critical +50%, special +30%, success +20%, failure −10%, fumble −50%)")
        elif o.id == "opponent":
            text = f"Opposed by {value}% — {METHOD.value_text(p.method)}"
        elif o.id == "method" and p.opponent is not None:
            continue  # said on the opponent's line
        elif o.id == "method":
            text = f"{o.label}: {o.value_text(value)} (no opposing skill given)"
        elif o.id == "combined" and p.second is not None:
            low, _ = _lower_higher(p, 0)
            text = (f"Combined with {p.second.label} {p.second.chance}%: one roll against the "
                    f"lower, {low.chance}%")
        elif o.id == "resistance":
            side = "passive" if p.resistance_passive else "active"
            text = (f"Resistance: {_own_name(p)} {p.own_value} ({side}) against "
                    f"{value}: {_resistance_chance(p)}%")
        out.append(SituationLine(o.id, text, o.source))
    return tuple(out)


def _difficulty_step(p: Plan) -> int:
    return sum(v for label, v in p.us.breakdown if label.startswith(("Easy", "Difficult")))
