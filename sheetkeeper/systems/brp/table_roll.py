"""One BRP roll in its situation, classified by the same rules the odds count, and what it
offers next (experience checks, the POW check)."""

from __future__ import annotations

from fractions import Fraction

from ...core.checks import RollResult
from ...core.dice import RandomSource
from ...core.dice import roll as roll_dice
from ...core.situation import Situation
from ...core.words import QT_TRANSLATE_NOOP, Words
from .contests import (
    COOPERATIVE_MODIFIER,
    combined_result,
    contest,
    cooperative_result,
    skill_to_factor,
    subtracted_chance,
)
from .model import BRPCharacter
from .outcomes import (
    active_label,
    contest_label,
    passive_label,
    resistance_labels,
    success_labels,
)
from .plan import (
    Plan,
    active_chance,
    lower_higher,
    own_name,
    situation_lines,
)
from .resistance import resistance_chance
from .results import degree, ranges
from .sheet_checks import face_text


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
        "chance": active_chance(p) if p.mode == "resistance" else p.us.chance + shift}
    won = outcome in success_labels({outcome: Fraction(0)})
    parts = []
    if p.helpers:
        said = ", ".join(f"{h}% rolled {face_text(f)} ({d.label.lower()})"
                         for h, f, d in zip(p.helpers, helper_faces, helper_degrees, strict=True))
        parts.append(QT_TRANSLATE_NOOP("Rules", "helpers: {helpers}: {shift}%").format(helpers=said, shift=f"{shift:+d}"))
    parts.append(text)
    fate = s.get("fate", "none")
    if fate == "none":
        details.update(experience_marks(p, outcome, own_success and won))
    elif won and p.kind == "skill":
        parts.append(QT_TRANSLATE_NOOP("Rules", "no experience check: {why}").format(why=FATE_WORDS[str(fate)]))
    marks = [t.label for t, key in ((p.us, "experience_check"), (p.second, "experience_check_combined"))
             if t is not None and details.get(key)]
    if marks:
        parts.append(QT_TRANSLATE_NOOP("Rules", "mark the experience check: {skills}").format(skills=", ".join(marks)))
    if p.helpers and won and p.kind == "skill":
        helped = [n for n, d in enumerate(helper_degrees, 1) if d.succeeded]
        for n in helped:
            details[f"helper_{n}_check"] = 1
        if helped:
            parts.append(QT_TRANSLATE_NOOP("Rules", "helpers who may mark an experience check: {helpers}").format(
                helpers=", ".join(str(n) for n in helped)))
    if (p.mode == "resistance" and won and not p.resistance_passive and p.check_id == "char:POW"
            and p.resistance is not None and p.resistance >= p.own_value):
        details["pow_check"] = 1
        parts.append(QT_TRANSLATE_NOOP("Rules", "mark the POW check"))
    dice = (face, *((other,) if other is not None else ()), *helper_faces)
    text = Words("; ".join(parts), "; ".join(f"{{{i}}}" for i in range(len(parts))), tuple(parts))
    return RollResult(p.check_id, dice, face, outcome, won, text, details=details,
                      situation=lines)


FATE_WORDS = {
    "reroll": "a success on a re-roll bought with power points does not earn one "
              '["Success with this re-roll does not earn an experience check."]',
    "luck": "a success on a Difficult Luck roll trusting fate does not earn one "
            '["Success with this method does not earn an experience check or modify POW in any '
            'way."]',
}


def experience_marks(p: Plan, outcome: str, won: bool) -> dict[str, int]:
    """Which skills a roll lets the player mark [004 "Whenever your character successfully
    uses a skill in a dramatic situation ... place a checkmark"]: none for a characteristic,
    an Easy or a blacked-out skill; in a combined roll both skills on a success and the higher
    one on a partial success [004 "Make an experience check for the skill or skills that are
    successful."]."""
    if p.kind != "skill":
        return {}
    earned = {"experience_check": won and p.us.improvable}
    if p.second is not None:
        _, higher = lower_higher(p)
        partial = outcome == "Partial success"
        earned = {
            "experience_check": p.us.improvable and (won or (partial and higher is p.us)),
            "experience_check_combined": p.second.improvable and (
                won or (partial and higher is p.second)),
        }
    return {key: 1 for key, on in earned.items() if on}


def _classify(p: Plan, shift: int, face: int, other: int | None) -> tuple[str, bool, str]:
    """The outcome of our face (and the other side's) once the helpers have rolled:
    (outcome, did our own roll succeed, the words)."""
    a, a0 = p.us.chance + shift, p.us.base
    mode = p.mode
    rolled = f"rolled {face_text(face)}"
    if mode == "plain":
        d = degree(face, a, a0)
        r = ranges(a)
        return d.label, d.succeeded, QT_TRANSLATE_NOOP(
            "Rules", "{check} {chance}%: rolled {face} — {outcome} (critical {critical}, special "
            "{special}, fumble {fumble})").format(
                check=p.us.label, chance=a, face=face_text(face), outcome=d.label,
                critical=r.critical, special=r.special, fumble=r.fumble)
    if mode == "combined":
        low, high = lower_higher(p)
        outcome = combined_result(face, (low.chance + shift, low.base), high.chance + shift)
        return outcome, outcome != "Failure" and outcome != "Fumble", (
            f"{p.us.label} with {p.second.label if p.second else ''}: against the lower, "
            f"{low.chance + shift}% ({low.label}): {rolled} — {outcome}")
    if mode == "resistance":
        chance = active_chance(p)
        active_wins = face <= chance
        labels = resistance_labels(p.resistance_passive)
        ours = active_wins != p.resistance_passive
        outcome = labels[0] if ours else labels[1]
        side = "the other side" if p.resistance_passive else f"{own_name(p)} {p.own_value}"
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
            outcome = active_label(d)
            return outcome, d.succeeded, (f"passive roll: {theirs} — {e.label}; {p.us.label} at "
                                          f"{max(0, chance)}%: {rolled} — {outcome}")
        d = degree(face, a, a0)
        chance = subtracted_chance(b, d, a, 2 * b)
        e = degree(other, chance, b)
        outcome = passive_label(e)
        return outcome, d.succeeded, (f"{p.us.label} {a}% (passive): {rolled} — {d.label}; the "
                                      f"other side at {max(0, chance)}% rolled {face_text(other)} — "
                                      f"{e.label}: {outcome}")
    d = degree(face, a, a0)
    winner, degree_ = contest(face, other, (a, a0), b, p.method)  # type: ignore[arg-type]
    outcome = contest_label(winner, degree_)
    return outcome, d.succeeded, (f"{p.us.label} {a}%: {rolled} — {d.label}; {theirs} — "
                                  f"{degree(other, b).label}: {outcome}")
