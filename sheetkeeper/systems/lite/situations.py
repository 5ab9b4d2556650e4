"""The situation at the table for a Game Rules Lite roll: help, difficulty, gear, another
attribute, other modifications and the optional botch, each quoting the rule it comes from.

:func:`options` lists what a check offers; :func:`circumstances` turns a settled situation
into the plain numbers :func:`~.pools.compose` builds the dice from, so the odds and the
roll read the same numbers.
"""

from __future__ import annotations

from dataclasses import replace

from sheetkeeper.core.situation import Option, Situation, other_modifier

from ...core.words import QT_TRANSLATE_NOOP
from .model import LiteCharacter
from .pools import Circumstances, parse
from .tables import ATTRIBUTES, DIFFICULTY, MAX_HELPERS

MODIFICATION_RANGE = (-10, 10)
"""The free modification, in Skill dice: enough to turn a level-5 skill into five negative
dice, or to add ten."""

MODIFICATIONS = {value: modification for value, _, modification in DIFFICULTY}

HELPERS = Option(
    "helpers", QT_TRANSLATE_NOOP("Rules", "Helpers"), "count", 0, 0, MAX_HELPERS,
    source='[001] "For every person helping you, you get a +1 modification. No more than '
    'three people can help you make the roll"',
    help=QT_TRANSLATE_NOOP("Rules", "Others present who say so before you roll: +1 Skill die "
                           "each, at most three; not when you all act side by side (everyone "
                           "rolls their own)."),
)
DIFFICULTY_OPTION = Option(
    "difficulty", QT_TRANSLATE_NOOP("Rules", "Difficulty"), "choice", "normal",
    choices=tuple((value, QT_TRANSLATE_NOOP("Rules", "{difficulty} ({modification})").format(
        difficulty=name, modification=f"{mod:+d}".replace("-", "−") if mod else "±0"))
        for value, name, mod in DIFFICULTY),
    source=QT_TRANSLATE_NOOP("Rules", "{quote}; hard from {example}").format(
        quote='[001] "A Breeze+3", "Normal± 0"',
        example='"the GM says the action is hard and gives Angus a −2 modification"'),
    help=QT_TRANSLATE_NOOP("Rules", "The GM's call on outside factors, in Skill dice; the rest of "
                           "the table is not in the rules text, so enter other steps as another "
                           "modification."),
)
BOTCH = Option(
    "botch", QT_TRANSLATE_NOOP("Rules", "Botch on ones (optional rule)"), "toggle",
    source='[001] "If you don’t use coloured dice you can determine a botched roll like this: '
    'If your roll shows no sixes (6) and at last a one (1) something very bad happened"',
    help=QT_TRANSLATE_NOOP("Rules", "No six and at least one 1 is a botch; the more ones, the "
                           "more serious (the odds show each count of ones)."),
)


def gear_choices(c: LiteCharacter) -> tuple[tuple[str, str], ...]:
    """No gear, or one working item [001 "If the Gear Bonus reaches zero the gear no longer
    works at all."]."""
    rows = tuple(
        (str(i), (QT_TRANSLATE_NOOP("Rules", "{item} ({dice} Gear die)") if item.gear_bonus == 1
                  else QT_TRANSLATE_NOOP("Rules", "{item} ({dice} Gear dice)"))
                  .format(item=item.name, dice=item.gear_bonus))
        for i, item in enumerate(c.inventory)
        if item.gear_bonus
    )
    return (("none", QT_TRANSLATE_NOOP("Rules", "No gear")), *rows)


def options(c: LiteCharacter, check_id: str) -> list[Option]:
    """The options a check offers; help is absent on the specialist skill [001 "You can not
    get help when using your specialist skill."]."""
    parsed = parse(c, check_id)
    out: list[Option] = []
    if parsed.skill:
        out.append(Option(
            "attribute", QT_TRANSLATE_NOOP("Rules", "Attribute (Base dice)"), "choice",
            parsed.attribute,
            choices=tuple((key, info.name) for key, info in ATTRIBUTES.items()),
            source='[001] "It is possible to use a different attribute with a skill, if the GM '
            'allows it and it makes sense in the specific situation."',
            help=QT_TRANSLATE_NOOP("Rules", "{skill} uses {attribute}; the GM may allow another "
                                   "attribute's current score as Base dice.").format(
                                       skill=parsed.skill,
                                       attribute=ATTRIBUTES[parsed.attribute].name),
        ))
    out.append(DIFFICULTY_OPTION)
    if not parsed.specialist:
        out.append(HELPERS)
    gear = gear_choices(c)
    if len(gear) > 1 or parsed.gear_row is not None:
        default = "none" if parsed.gear_row is None else str(parsed.gear_row)
        if default not in dict(gear):
            gear = (*gear, (default, f"row {default}"))
        out.append(Option(
            "gear", QT_TRANSLATE_NOOP("Rules", "Gear"), "choice", default, choices=gear,
            source='[001] "You can’t get Gear Bonus for the same roll from more than one '
            'object."',
            help=QT_TRANSLATE_NOOP("Rules", "One piece of gear per roll: its Gear Bonus in Gear "
                                   "dice."),
        ))
    out.append(replace(
        other_modifier(*MODIFICATION_RANGE, label=QT_TRANSLATE_NOOP("Rules", "Other modification")),
        source=QT_TRANSLATE_NOOP("Rules", "{quote}; the sizes for aiming, long range, a bad "
                                 "bargaining position or talents are not in the rules text").format(
                                     quote='[001] "Modification only ever affects Skill Dice"'),
        help=QT_TRANSLATE_NOOP("Rules", "Skill dice added (+) or taken away (−): aiming, long "
                               "range, a bad bargaining position, a talent. Below zero you roll "
                               "negative Skill dice."),
    ))
    out.append(replace(BOTCH, default=c.house_rules.botch))
    return out


def circumstances(c: LiteCharacter, check_id: str, situation: Situation) -> Circumstances:
    """The numbers of a settled situation; the gear row falls back on the check id's."""
    parsed = parse(c, check_id)
    gear = situation.get("gear", "none")
    attribute = situation.get("attribute")
    return Circumstances(
        helpers=int(situation.get("helpers", 0) or 0),
        difficulty=MODIFICATIONS[str(situation.get("difficulty", "normal"))],
        modifier=int(situation.get("modifier", 0) or 0),
        gear_row=None if gear in (None, "none") else int(str(gear)),
        attribute=None if attribute in (None, parsed.attribute) else str(attribute),
        botch=bool(situation.get("botch", c.house_rules.botch)),
    )
