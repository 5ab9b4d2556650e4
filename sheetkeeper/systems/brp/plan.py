"""What a BRP roll at the table needs, read once from the sheet and the settled situation.

:func:`plan` refuses combinations the rules do not have; the odds (``table_odds.py``) and the
roll (``table_roll.py``) both start from the same plan, so what the odds say is what the roll
rolls. :func:`situation_lines` says what each chosen option did.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Refusal
from ...core.situation import Situation, SituationLine
from .model import BRPCharacter
from .resistance import resistance_chance
from .sheet_checks import Target, split_id, target
from .situations import HELPER_IDS, METHOD, NO_SECOND_SKILL, TABLE, TABLE_IDS


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
    modifiers += tuple(s.modifier_lines("Other situational modifier"))
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


def active_chance(p: Plan) -> int:
    """The active side's chance [004 "50% + (active characteristic × 5) – (passive
    characteristic × 5)"], with the situational modifiers added to it."""
    assert p.resistance is not None
    active, passive = (p.resistance, p.own_value) if p.resistance_passive else (p.own_value, p.resistance)
    bonus = p.us.chance - p.us.base - _enc(p.us)
    return max(0, min(100, resistance_chance(active, passive, edges=p.edges) + bonus))


def _enc(t: Target) -> int:
    return sum(v for label, v in t.breakdown if label.startswith("ENC "))


def lower_higher(p: Plan) -> tuple[Target, Target]:
    assert p.second is not None
    return (p.us, p.second) if p.us.chance <= p.second.chance else (p.second, p.us)


def breakdown(p: Plan) -> tuple[tuple[str, int], ...]:
    """The lines of our chance; for a resistance roll, the formula's terms and the modifiers."""
    if p.mode != "resistance" or p.resistance is None:
        return p.us.breakdown
    ours, theirs = f"{own_name(p)} {p.own_value}", f"{p.resistance}"
    active, passive = (theirs, ours) if p.resistance_passive else (ours, theirs)
    a_value, p_value = (p.resistance, p.own_value) if p.resistance_passive else (p.own_value, p.resistance)
    return (("Resistance base", 50), (f"Active {active} ×5", 5 * a_value),
            (f"Passive {passive} ×5", -5 * p_value), *situational(p))


def own_name(p: Plan) -> str:
    return split_id(p.check_id)[1]


def situational(p: Plan) -> tuple[tuple[str, int], ...]:
    labels = {o.label for o in TABLE} | {"Other situational modifier"}
    return tuple(line for line in p.us.breakdown if line[0] in labels)


# -- what each chosen option did ------------------------------------------------------------


def situation_lines(p: Plan, s: Situation) -> tuple[SituationLine, ...]:
    out = []
    for o in s.chosen():
        value = s.chosen_value(o)
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
            low, _ = lower_higher(p)
            text = (f"Combined with {p.second.label} {p.second.chance}%: one roll against the "
                    f"lower, {low.chance}%")
        elif o.id == "resistance":
            side = "passive" if p.resistance_passive else "active"
            text = (f"Resistance: {own_name(p)} {p.own_value} ({side}) against "
                    f"{value}: {active_chance(p)}%")
        out.append(SituationLine(o.id, text, o.source, _said(p, o.id, o.label)))
    return tuple(out)


def _said(p: Plan, option_id: str, label: str) -> tuple[tuple[str, int], ...]:
    """The lines of our chance an option put there, which its own line stands for."""
    if option_id == "difficulty":
        return tuple(line for line in p.us.breakdown if line[0].startswith(("Easy", "Difficult")))
    if option_id == "modifier":
        label = "Other situational modifier"
    elif option_id not in TABLE_IDS:
        return ()
    return tuple(line for line in p.us.breakdown if line[0] == label)


def _difficulty_step(p: Plan) -> int:
    return sum(v for label, v in p.us.breakdown if label.startswith(("Easy", "Difficult")))
