"""A check in a situation: its exact odds and its roll, read the same way.

Three ways to read a D%: a normal check (six bands, then any upgrade or downgrade), a simple
check (excel or stumble) and a check against another side (opposed or variable, both sides
rolling until it is decided). :func:`odds` and :func:`roll` take the same settled situation
and the same target, so what the odds say is what the roll rolls.
"""

from __future__ import annotations

from fractions import Fraction

from ...core.actions import Refusal
from ...core.checks import Odds, RollResult
from ...core.dice import RandomSource, roll_percentile
from ...core.situation import Situation, SituationLine
from ...core.words import QT_TRANSLATE_NOOP
from . import targets
from .model import RenaissanceCharacter
from .opposed import contest, contest_odds
from .results import (
    BANDS,
    CRITICAL_SUCCESS,
    EXCEL,
    EXCEPTIONAL_SUCCESS,
    STUMBLE,
    SUCCESSES,
    band_counts,
    clamp,
    resolve,
    shifted,
    simple,
)
from .situations import VARIABLE

WIN, LOSE, PARTIAL = "Win", "Lose", "Partial success (both)"
MOST_ROUNDS = 1000
"""A guard against a random source that never lets an opposed check end."""


def odds(c: RenaissanceCharacter, check_id: str, s: Situation) -> Odds:
    """Exact odds of the check in the situation, with one line per chosen option."""
    t = _target(c, check_id, s)
    lines = situation_lines(s, t)
    if s.get("opponent") is not None:
        o = contest_odds(t.value, int(s["opponent"]), variable=s.get("contest") == VARIABLE)
        outcomes = {WIN: o.first, PARTIAL: o.both, LOSE: o.second}
        if s.get("contest") != VARIABLE:
            del outcomes[PARTIAL]
        return Odds(outcomes, o.first + o.both, {}, t.lines, lines)
    if s.get("simple"):
        excel = Fraction(t.value + 1, 100)
        return Odds({EXCEL: excel, STUMBLE: 1 - excel}, Fraction(1), {}, t.lines, lines)
    outcomes = dict.fromkeys(BANDS, Fraction(0))
    for rolled, count in band_counts(t.value).items():
        result = shifted(rolled, upgrade=bool(s.get("upgrade")),
                         downgrade=bool(s.get("downgrade")))
        outcomes[result] += Fraction(count, 100)
    success = sum((outcomes[b] for b in SUCCESSES), Fraction(0))
    special = outcomes[CRITICAL_SUCCESS] + outcomes[EXCEPTIONAL_SUCCESS]
    return Odds(outcomes, success, {"exceptional or critical": special}, t.lines, lines)


def roll(c: RenaissanceCharacter, check_id: str, rng: RandomSource, s: Situation) -> RollResult:
    """One roll of the check in the situation (an opposed check rolls both sides, again
    until it is decided)."""
    t = _target(c, check_id, s)
    lines = situation_lines(s, t)
    if s.get("opponent") is not None:
        return _contest(check_id, t, int(s["opponent"]), s.get("contest") == VARIABLE, rng,
                        lines)
    face = roll_percentile(rng, zero_based=True)
    if s.get("simple"):
        word = simple(face, t.value)
        text = QT_TRANSLATE_NOOP("Rules", "{check} (simple check, target {target}): rolled {face} — {result}").format(
            check=t.label, target=t.value, face=f"{face:02d}", result=word)
        return RollResult(check_id, (face,), face, word, True, text,
                          details={"roll": face, "target": t.value}, situation=lines)
    upgrade, downgrade = bool(s.get("upgrade")), bool(s.get("downgrade"))
    r = resolve(face, t.value, upgrade=upgrade, downgrade=downgrade)
    text = QT_TRANSLATE_NOOP("Rules", "{check} (target {target}): rolled {face} — {band}, {margin_name} {margin}").format(
        check=t.label, target=t.value, face=f"{face:02d}", band=r.band, margin_name=r.margin_name,
        margin=r.margin)
    if r.band != r.rolled_band:
        text += f" ({'upgraded' if upgrade else 'downgraded'} from {r.rolled_band})"
    return RollResult(check_id, (face,), face, r.band, r.success, text,
                      details={"roll": face, "target": t.value, r.margin_name: r.margin},
                      situation=lines)


def _target(c: RenaissanceCharacter, check_id: str, s: Situation) -> targets.Target:
    """The target, after refusing options that cannot go together."""
    against = s.get("opponent") is not None
    if s.get("simple") and against:
        raise Refusal("Simple check: success is assumed, so there is no other side to beat; "
                      "clear the other side's target or untick Simple check")
    if s.get("simple") and (s.get("upgrade") or s.get("downgrade")):
        raise Refusal("Simple check: it is never exceptional or critical, so there is "
                      "nothing to upgrade or downgrade; untick one of them")
    if s.get("contest") == VARIABLE and not against:
        raise Refusal("Kind of contest: a variable check needs the other side's target")
    return targets.target(c, check_id, s)


_WORDS = {
    "attack": "Attack test: normally cannot be assisted",
    "assistance_allowed": "The GM allows assistance",
    "upgrade": "Upgraded one step (MoS and MoF stay)",
    "downgrade": "Downgraded one step (MoS and MoF stay)",
    "simple": "Simple check: success is assumed; excel or stumble",
    "contest": "Variable check: both succeeding is a partial success for both",
}


def situation_lines(s: Situation, t: targets.Target) -> tuple[SituationLine, ...]:
    """One line per chosen option: what it did to this check, and its source."""
    applied = {m.option: m for m in t.modifiers}
    out = []
    for option in s.chosen():
        m = applied.get(option.id)
        said: tuple[tuple[str, int], ...] = ()
        if m is not None:
            text, said = f"{m.label}: {m.value:+d}", (m.line,)
        elif option.id == "opponent":
            text = f"Against the other side's target {clamp(int(s['opponent']))}"
        elif option.id == "sustained":
            text = f"Sustained actions ({s['sustained']}): no penalty (the first is free)"
        elif option.id in ("upgrade", "downgrade") and s.get("upgrade") and s.get("downgrade"):
            text = "Upgrade and downgrade cancel out (our reading)"
        else:
            text = _WORDS.get(option.id, f"{option.label}: {option.value_text(s[option.id])}"
                              " (no effect on this test)")
        out.append(SituationLine(option.id, text, option.source, said))
    return tuple(out)


def _contest(check_id: str, t: targets.Target, other: int, variable: bool,
             rng: RandomSource, lines: tuple[SituationLine, ...]) -> RollResult:
    faces: list[int] = []
    said: list[str] = []
    while True:
        try:
            ours, theirs = roll_percentile(rng, zero_based=True), roll_percentile(rng, zero_based=True)
        except ValueError as error:
            if not faces:
                raise
            raise Refusal(f"{said[-1]}: the check is rolled again, but {error}") from None
        faces += (ours, theirs)
        winner = contest(ours, t.value, theirs, other, variable=variable)
        pair = f"{ours:02d} against {theirs:02d}"
        if winner != "reroll":
            break
        said.append(f"{pair} ({'a tie' if ours == theirs and ours <= t.value else 'both failed'})")
        if len(said) >= MOST_ROUNDS:
            raise Refusal(f"the opposed check was still undecided after {MOST_ROUNDS} rounds")
    outcome = {"first": WIN, "second": LOSE, "both": PARTIAL}[winner]
    kind = "variable check" if variable else "opposed check"
    text = f"{t.label} (target {t.value}), {kind} against target {other}: "
    if said:
        text += "rerolled " + ", ".join(said) + "; then "
    text += f"{pair} — {outcome} (you {_side(ours, t.value)}; they {_side(theirs, other)})"
    return RollResult(
        check_id, tuple(faces), ours, outcome, winner in ("first", "both"), text,
        details={"roll": ours, "target": t.value, "other roll": theirs, "other target": other,
                 "rounds": len(said) + 1},
        situation=lines,
    )


def _side(face: int, target: int) -> str:
    target = clamp(target)
    return f"succeed, MoS {face}" if face <= target else f"fail, MoF {face - target}"
