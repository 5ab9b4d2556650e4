"""A GRIMWIRE check in its situation: odds and roll through the same plan and the same rules.

Alone against a target number the odds count the 20 faces (``checks``); with assistants or
against another PC they take in the other dice (``contests``), and a friendly-fire roll can
be followed to the unintended target's own roll.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ...core.checks import Odds, RollResult
from ...core.dice import RandomSource, roll
from ...core.situation import Situation, SituationLine
from ...core.words import QT_TRANSLATE_NOOP
from . import checks, contests, numbers
from .checks import (
    BYSTANDER_HIT,
    FAILURE,
    GM_TIE,
    HALF_DAMAGE,
    HIT,
    MISS,
    NATURAL_1,
    OTHER_MODIFIER,
    SHIELDED,
    SHIELDING_ANOTHER,
    SUCCESS,
    SURPRISE_LABELS,
    TARGET_NUMBER,
    UNINTENDED,
    Plan,
)
from .model import GrimwireCharacter, Weapon
from .situations import Table, circumstances, spare_bonus


def _plan(c: GrimwireCharacter, check_id: str, s: Situation) -> tuple[Plan, Table]:
    table = circumstances(c, check_id, s)
    return checks.plan(c, check_id, table.modifier, table.plan), table


def odds(c: GrimwireCharacter, check_id: str, s: Situation) -> Odds:
    p, table = _plan(c, check_id, s)
    if table.opponent is not None:
        result = _versus_odds(p, table.opponent)
    elif table.assistants:
        result = _assisted_odds(p, table.assistants)
    elif table.shield is not None:
        result = _shielded_odds(p, table.shield)
    else:
        result = checks.odds_of(p)
        if p.attack and table.bystander is not None:
            tn = _bystander_tn(c, check_id, table)
            hit = result.outcomes.get(UNINTENDED, Fraction(0)) * (
                1 - contests.task_success(table.bystander, tn))
            result = replace(result, extra={BYSTANDER_HIT: hit})
    return replace(result, situation=lines(c, check_id, p, table, s))


def _shielded(p: Plan, shield: Weapon, face: int) -> str:
    """[003 "If bonus is sufficient to avoid taking damage, the shield or weapon is hit
    instead."]: only a failed roll (not a natural 1, which always fails) is lifted."""
    outcome = checks.classify(p, face)
    if outcome == FAILURE and face + p.bonus + shield.shielding >= p.tn:
        return SHIELDED
    return outcome


def _shielded_odds(p: Plan, shield: Weapon) -> Odds:
    counts: dict[str, int] = {SUCCESS: 0, SHIELDED: 0, FAILURE: 0, NATURAL_1: 0}
    for face in checks.FACES:
        counts[_shielded(p, shield, face)] += 1
    outcomes = {k: Fraction(n, 20) for k, n in counts.items() if n}
    success = outcomes.get(SUCCESS, Fraction(0)) + outcomes.get(SHIELDED, Fraction(0))
    return Odds(outcomes, success, breakdown=(*p.lines, (TARGET_NUMBER, p.tn)))


def _versus_odds(p: Plan, opponent: int) -> Odds:
    """[003 "each PC rolls and the higher of the two (with bonuses and penalties included)
    succeeds"]: 400 pairs of faces."""
    win, lose = (HIT, MISS) if p.attack else (SUCCESS, FAILURE)
    breakdown = p.lines
    o = contests.pvp_odds(p.bonus, opponent)
    tie = HALF_DAMAGE if p.attack else GM_TIE
    outcomes = {win: o.attacker, tie: o.tie, lose: o.defender}
    return Odds({k: v for k, v in outcomes.items() if v}, o.attacker, breakdown=breakdown)


def _assisted_odds(p: Plan, assistants: tuple[int, ...]) -> Odds:
    """[003 "The highest result is used."]: the task fails only if every roll fails; the
    character's own natural 1 still shows when nobody succeeds."""
    own = checks.odds_of(p).outcomes
    all_fail = Fraction(1)
    for bonus in assistants:
        all_fail *= 1 - contests.task_success(bonus, p.tn)
    outcomes = {
        FAILURE: own.get(FAILURE, Fraction(0)) * all_fail,
        NATURAL_1: own.get(NATURAL_1, Fraction(0)) * all_fail,
    }
    success = 1 - sum(outcomes.values(), Fraction(0))
    outcomes = {SUCCESS: success, **outcomes}
    return Odds({k: v for k, v in outcomes.items() if v}, success, breakdown=(*p.lines, (TARGET_NUMBER, p.tn)))


def roll_check(c: GrimwireCharacter, check_id: str, rng: RandomSource, s: Situation) -> RollResult:
    p, table = _plan(c, check_id, s)
    if table.opponent is not None:
        result = _versus_roll(p, table.opponent, rng)
    elif table.assistants:
        result = _assisted_roll(p, table.assistants, rng)
    elif table.shield is not None:
        result = _shielded_roll(p, table.shield, rng)
    else:
        result = checks.roll_check(p, rng)
        if result.outcome == UNINTENDED:
            result = _friendly_fire(c, check_id, table, result, rng)
    return replace(result, situation=lines(c, check_id, p, table, s))


def _shielded_roll(p: Plan, shield: Weapon, rng: RandomSource) -> RollResult:
    result = checks.roll_check(p, rng)
    outcome = _shielded(p, shield, result.dice[0])
    if outcome != SHIELDED:
        return result
    die = f"d{shield.instability_die}" if shield.instability_die else "no die (it is stable)"
    text = (f"{result.text.rsplit(':', 1)[0]}: failed, but raising the {shield.name} "
            f"(+{shield.shielding}) makes {result.dice[0] + p.bonus + shield.shielding}: the "
            f"{shield.name} is hit instead; roll {die} for instability.")
    return replace(result, outcome=outcome, success=True, text=text)


def _versus_roll(p: Plan, opponent: int, rng: RandomSource) -> RollResult:
    mine, theirs = roll(rng, 20, 2)
    total, their_total = mine + p.bonus, theirs + opponent
    winner = contests.pvp_winner(total, their_total)
    win, lose = (HIT, MISS) if p.attack else (SUCCESS, FAILURE)
    if winner == "attacker":
        outcome = win
    elif winner == "defender":
        outcome = lose
    else:
        outcome = HALF_DAMAGE if p.attack else GM_TIE
    head = f"{p.label}: rolled {mine} = {total} against their {theirs} {opponent:+d} = {their_total}"
    return RollResult(
        check_id=p.check_id, dice=(mine, theirs), total=total, outcome=outcome,
        success=outcome == win, text=f"{head}: {outcome}.",
        details={"opponent_total": their_total},
    )


_ASSISTED = QT_TRANSLATE_NOOP(
    "Rules", "{check}: rolled {face} = {total}, assistants {totals} vs {attribute} {tn}: {outcome} (the highest result is used).")


def _assisted_roll(p: Plan, assistants: tuple[int, ...], rng: RandomSource) -> RollResult:
    own = roll(rng, 20)[0]
    helping = roll(rng, 20, len(assistants))
    own_outcome = checks.classify(p, own)
    helped = [d > 1 and d + b >= p.tn for d, b in zip(helping, assistants, strict=True)]
    outcome = SUCCESS if own_outcome == SUCCESS or any(helped) else own_outcome
    totals = ", ".join(f"{d} {b:+d} = {d + b}" for d, b in zip(helping, assistants, strict=True))
    text = _ASSISTED.format(
        check=p.label, face=own, total=own + p.bonus, totals=totals, attribute=p.attribute, tn=p.tn,
        outcome=outcome)
    return RollResult(
        check_id=p.check_id, dice=(own, *helping), total=own + p.bonus, outcome=outcome,
        success=outcome == SUCCESS, text=text, details={"needed": p.needed, "tn": p.tn},
    )


def _bystander_tn(c: GrimwireCharacter, check_id: str, table: Table) -> int:
    return numbers.friendly_fire_tn(spare_bonus(c, check_id, table))


def _friendly_fire(
    c: GrimwireCharacter, check_id: str, table: Table, result: RollResult, rng: RandomSource
) -> RollResult:
    """The unintended target's AGL roll, when the table gave their AGL."""
    tn = _bystander_tn(c, check_id, table)
    text = result.text
    if table.spare:
        text += f" You spare them: their TN is {tn}."
    if table.bystander is None:
        return replace(result, text=text)
    face = roll(rng, 20)[0]
    avoided = face > 1 and face + table.bystander >= tn
    text += (f" They roll {face} {table.bystander:+d} = {face + table.bystander} vs AGL {tn}: "
             f"{'they avoid it' if avoided else 'they are hit'}.")
    details = {**result.details, "unintended_target_hit": int(not avoided)}
    return replace(result, dice=(*result.dice, face), text=text, details=details)


def lines(
    c: GrimwireCharacter, check_id: str, p: Plan, table: Table, s: Situation
) -> tuple[SituationLine, ...]:
    """One line per chosen option, with what it did."""
    out = []
    for option in s.chosen():
        value = s.chosen_value(option)
        if option.id == "tn":
            text = f"Target number: {p.attribute} {value}"
        elif option.id == "shield":
            text = f"Raising the {table.shield.name if table.shield else value} after a failed roll"
        elif option.id == "fall":
            text = f"Breaking a fall of {option.value_text(value)}: success halves the damage"
        elif option.id == "targeted":
            text = f"Targeted attack: TN {p.tn - int(value)} + {value} = {p.tn}"
        elif option.id == "opponent":
            text = f"Against a PC with {int(value):+d}: the higher roll wins"
        elif option.id.startswith("assistant_"):
            text = QT_TRANSLATE_NOOP("Rules", "Assistant {number} rolls with {bonus}").format(
                number=int(option.id.rpartition("_")[2]), bonus=f"{int(value):+d}")
        elif option.id == "spare":
            text = f"Sparing an unintended target: their TN {_bystander_tn(c, check_id, table)}"
        elif option.id == "bystander":
            text = f"Unintended target rolls with {int(value):+d}"
        else:
            text = f"{option.label}: {option.value_text(value)}"
        said = _LINES.get(option.id)
        breakdown = tuple(line for line in p.lines if said is not None and said(line[0]))
        out.append(SituationLine(option.id, text, option.source, breakdown))
    return tuple(out)


_LINES = {
    "modifier": lambda label: label == OTHER_MODIFIER,
    "surprise": lambda label: label in SURPRISE_LABELS.values(),
    "range": lambda label: label.endswith("beyond effective range"),
    "shield_other": lambda label: label == SHIELDING_ANOTHER,
}
"""The lines of the roll's bonus each option puts there (checks.py), by their labels."""
