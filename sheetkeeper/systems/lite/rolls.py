"""Odds, rolls and pushes [001 "Rolling a single six on any of those dice means that your
dice test was successful."], [001 "If you are desperate to succeed, you can push your roll."]
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from sheetkeeper.core import sixes
from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.checks import Odds, RollResult
from sheetkeeper.core.dice import RandomSource, roll
from sheetkeeper.core.situation import Situation, SituationLine
from sheetkeeper.core.words import QT_TRANSLATE_NOOP, Words

from .model import LiteCharacter
from .pools import Circumstances, Composition, compose
from .situations import circumstances
from .tables import ATTRIBUTES, DIFFICULTY

KINDS = ("base", "skill", "gear", "negative")
KIND_WORDS = {"base": QT_TRANSLATE_NOOP("Rules", "Base"), "skill": QT_TRANSLATE_NOOP("Rules", "Skill"),
              "gear": QT_TRANSLATE_NOOP("Rules", "Gear"), "negative": QT_TRANSLATE_NOOP("Rules", "Negative")}
AFTER_PUSH = QT_TRANSLATE_NOOP("Rules", "after push")
BASE_ONE = QT_TRANSLATE_NOOP("Rules", "Base-die 1 after push")


def outcome_name(net: int) -> str:
    """[001 "If you roll more than one , you can perform stunts."]: sixes beyond the first."""
    if net <= 0:
        return QT_TRANSLATE_NOOP("Rules", "Failure")
    if net == 1:
        return QT_TRANSLATE_NOOP("Rules", "Success")
    if net == 2:
        return QT_TRANSLATE_NOOP("Rules", "Success, 1 stunt")
    return QT_TRANSLATE_NOOP("Rules", "Success, {stunts} stunts").format(stunts=net - 1)


def _lower(outcome: str) -> str:
    """An outcome inside a sentence ("success, 1 stunt"), marked the same."""
    lowered = Words(outcome.lower(), "{0}", (outcome,)) if isinstance(outcome, Words) else outcome.lower()
    return lowered


def botch_name(ones: int) -> str:
    """[001 "The more ones you roll without any sixes, the more serious the result."]"""
    return QT_TRANSLATE_NOOP("Rules", "Botch, 1 one") if ones == 1 else QT_TRANSLATE_NOOP("Rules", "Botch, {ones} ones").format(ones=ones)


def odds(c: LiteCharacter, check_id: str, situation: Situation) -> Odds:
    at = circumstances(c, check_id, situation)
    comp = compose(c, check_id, at)
    hand = comp.hand
    first = sixes.first_roll(hand)
    outcomes: dict[str, Fraction] = {
        outcome_name(net): p for net, p in sorted(first.items(), reverse=True) if net
    }
    outcomes["Failure"] = first.get(0, Fraction(0))
    if at.botch:
        for ones, p in sixes.botch(hand).items():
            outcomes["Failure"] -= p
            outcomes[botch_name(ones)] = p
    return Odds(
        outcomes={k: v for k, v in outcomes.items() if v},
        success=sixes.success(first),
        extra={
            AFTER_PUSH: sixes.success(sixes.push_if_failed(hand)),
            BASE_ONE: sixes.base_one_after_push(hand),
        },
        breakdown=comp.breakdown,
        situation=lines(c, comp, situation),
    )


def lines(c: LiteCharacter, comp: Composition, situation: Situation) -> tuple[SituationLine, ...]:
    """One line per chosen option, in dice: "2 helpers: +2 Skill dice", each standing for
    the line of the dice it put in the breakdown."""
    out = []
    for option in situation.chosen():
        value = situation.chosen_value(option)
        said = ""
        if option.id == "helpers":
            text = f"{value} helper{'s' if value != 1 else ''}: {_skill_dice(int(value))}"
            said = f"Help from {value}"
        elif option.id == "difficulty":
            name, mod = next((n, m) for v, n, m in DIFFICULTY if v == value)
            text, said = f"{name}: {_skill_dice(mod)}", "Difficulty"
        elif option.id == "modifier":
            text, said = f"Modification: {_skill_dice(situation.free_modifier())}", "Modification"
        elif option.id == "gear":
            text = f"{c.inventory[comp.gear_index].name}: {comp.hand.gear} Gear dice" if (
                comp.gear_index is not None) else "No gear"
            said = f"{c.inventory[comp.gear_index].name} (Gear dice)" if comp.gear_index is not None else ""
        elif option.id == "attribute":
            usual = ATTRIBUTES[str(option.default)].name
            text = f"{ATTRIBUTES[comp.attribute].name} instead of {usual}: {comp.hand.base} Base dice"
            said = f"{ATTRIBUTES[comp.attribute].name} (Base dice)"
        elif option.id == "botch":
            text = "Botch on ones: no six and a 1 is a botch" if value else "No botch"
        else:
            text = f"{option.label}: {option.value_text(value)}"
        breakdown = tuple(line for line in comp.breakdown if said and line[0] == said)
        out.append(SituationLine(option.id, text, option.source, breakdown))
    return tuple(out)


def _skill_dice(n: int) -> str:
    return f"{n:+d} Skill {'die' if abs(n) == 1 else 'dice'}"


def _kinds(details: dict[str, int]) -> list[str]:
    return [kind for kind in KINDS for _ in range(details[kind])]


def _resolve(
    c: LiteCharacter, comp: Composition, dice: list[int], details: dict[str, int], pushed: bool
) -> RollResult:
    kinds = _kinds(details)
    counted = {k: [f for kind, f in zip(kinds, dice, strict=True) if kind == k] for k in KINDS}
    positive = sum(f == 6 for k in ("base", "skill", "gear") for f in counted[k])
    net = max(0, positive - sum(f == 6 for f in counted["negative"]))
    base_ones = sum(f == 1 for f in counted["base"])
    gear_ones = sum(f == 1 for f in counted["gear"])
    ones = sum(f == 1 for f in dice)
    botched = bool(details.get("botch")) and net == 0 and ones > 0
    outcome = botch_name(ones) if botched else outcome_name(net)
    parts = tuple(QT_TRANSLATE_NOOP("Rules", "{kind} {faces}").format(
        kind=KIND_WORDS[k], faces=" ".join(map(str, counted[k]))) for k in KINDS if counted[k])
    shown = Words("  ".join(parts), "  ".join(f"{{{i}}}" for i in range(len(parts))), parts)
    sixes_word = QT_TRANSLATE_NOOP("Rules", "1 six") if net == 1 else QT_TRANSLATE_NOOP("Rules", "{sixes} sixes").format(sixes=net)
    text = (QT_TRANSLATE_NOOP("Rules", "{check} ({dice}) pushed: {faces} — {sixes}: {outcome}.") if pushed
            else QT_TRANSLATE_NOOP("Rules", "{check} ({dice}): {faces} — {sixes}: {outcome}.")).format(
        check=comp.label, dice=comp.target, faces=shown, sixes=sixes_word, outcome=_lower(outcome))
    if botched:
        text = QT_TRANSLATE_NOOP("Rules", "{roll} Something very bad happened; the more ones, the worse.").format(roll=text)
    elif net == 0:
        text = (QT_TRANSLATE_NOOP("Rules", "{roll} Something goes wrong: the GM says what.") if pushed
                else QT_TRANSLATE_NOOP("Rules", "{roll} Something goes wrong: the GM says what. You may push.")).format(roll=text)
    if pushed and c.house_rules.coloured_dice:
        if base_ones:
            text += (
                f" {base_ones} Base-die 1{'s' if base_ones > 1 else ''} after the push:"
                " apply the push's consequence."
            )
        if gear_ones:
            text += f" Gear Bonus −{gear_ones}."
    new_details = dict(details)
    new_details.update(
        sixes=net,
        stunts=max(0, net - 1),
        base_ones=base_ones if pushed else 0,
        gear_ones=gear_ones if pushed else 0,
        pushed=int(pushed),
    )
    return RollResult(
        check_id=comp.check_id,
        dice=tuple(dice),
        total=net,
        outcome=outcome,
        success=net > 0,
        text=text,
        can_push=not pushed,
        details=new_details,
    )


def roll_check(c: LiteCharacter, check_id: str, rng: RandomSource, situation: Situation) -> RollResult:
    """One roll with the dice :func:`odds` counts; the details keep what a push needs."""
    at = circumstances(c, check_id, situation)
    comp = compose(c, check_id, at)
    hand = comp.hand
    details = {
        "base": hand.base,
        "skill": hand.skill,
        "gear": hand.gear,
        "negative": hand.negative,
        "helpers": at.helpers,
        "difficulty": at.difficulty,
        "modifier": at.modifier,
        "gear_row": -1 if comp.gear_index is None else comp.gear_index,
        "attribute": list(ATTRIBUTES).index(comp.attribute),
        "botch": int(at.botch),
    }
    result = _resolve(c, comp, roll(rng, 6, hand.size), details, pushed=False)
    return replace(result, situation=lines(c, comp, situation))


def _pushed_circumstances(details: dict[str, int]) -> Circumstances:
    row = details.get("gear_row", -1)
    return Circumstances(
        helpers=details.get("helpers", 0),
        difficulty=details.get("difficulty", 0),
        modifier=details.get("modifier", 0),
        gear_row=None if row < 0 else row,
        attribute=list(ATTRIBUTES)[details.get("attribute", 0)] if "attribute" in details else None,
        botch=bool(details.get("botch")),
    )


def push(
    c: LiteCharacter, result: RollResult, rng: RandomSource
) -> tuple[RollResult, list[Action]]:
    """Reroll every die that does not stay; report Base-die 1s; one gear-damage action per
    gear row [001 "For every Gear Die that shows 1 after you have pushed the roll, the Gear
    Bonus decreases by one."]."""
    if result.details.get("pushed") or not result.can_push:
        raise Refusal("You can only push your roll once.")
    comp = compose(c, result.check_id, _pushed_circumstances(result.details))
    coloured = c.house_rules.coloured_dice
    kinds = _kinds(result.details)
    dice = [
        face if sixes.stays(kind, face, coloured=coloured) else roll(rng, 6)[0]
        for kind, face in zip(kinds, result.dice, strict=True)
    ]
    pushed = replace(
        _resolve(c, comp, dice, dict(result.details), pushed=True), situation=result.situation
    )
    actions: list[Action] = []
    row = result.details.get("gear_row", -1)
    gear_ones = pushed.details["gear_ones"]
    if coloured and gear_ones and row >= 0:
        name = c.inventory[row].name
        actions.append(
            Action(
                "gear.damage",
                {"index": row, "amount": gear_ones},
                label=f"{name} loses {gear_ones} Gear Bonus",
            )
        )
    base_ones = pushed.details["base_ones"]
    if coloured and base_ones and c.house_rules.push_costs_attribute:
        info = ATTRIBUTES[comp.attribute]
        actions.append(
            Action(
                "trauma",
                {"attribute": info.key, "amount": base_ones},
                label=f"Suffer {base_ones} {info.trauma}",
            )
        )
    return pushed, actions
