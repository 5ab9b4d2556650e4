"""The situation at the table: which options each Renaissance check offers, in the
excerpt's words, each with the rule it comes from.

Modifiers on every test (assistance, a related skill, difficulty, time, passive tests,
sustained actions, trying again, the GM's situational modifier); skill checks add the
attack flag, defaulting, and where the skill has them, specialisation and proficiencies.
Then what changes how the roll is read: upgrade, downgrade, a simple check, and the other
side of an opposed or variable check. ``modifiers.py`` turns the chosen values into the
target's lines and ``checking.py`` reads the roll.
"""

from __future__ import annotations

from ...core.situation import Option, When
from ...core.words import QT_TRANSLATE_NOOP
from . import targets
from .model import RenaissanceCharacter, Skill
from .modifiers import (
    ASSIST_EACH,
    ASSIST_MAX,
    ASSISTANT_MIN_RANKS,
    MISSING_PROFICIENCY,
    PASSIVE,
    PER_RETRY,
    PER_SUSTAINED,
    RELATED_MIN_RANKS,
    SPECIALISATION,
    assistance_barred,
    related_skill_bonus,
)
from .results import HIGHEST_TARGET, LOWEST_TARGET

OPPOSED, VARIABLE = "opposed", "variable"


def _signed(n: int) -> str:
    """+10, −20 (a true minus sign, as the labels print it)."""
    return f"{n:+d}".replace("-", "−")


ASSISTANTS = Option(
    "assistants",
    QT_TRANSLATE_NOOP("Rules", "Assistants ({ranks}+ ranks in a useful skill)")
    .format(ranks=ASSISTANT_MIN_RANKS),
    "count",
    0, 0, 10,
    source='[002] "Being assisted: +10 per character assisting, maximum +30. Assisting '
           'characters must have 10 Ranks in a useful skill (but it doesn\'t have to be the '
           '*same* skill)."',
    help=QT_TRANSLATE_NOOP("Rules", "Count only helpers with {ranks} or more ranks in a skill "
                           "that helps (not necessarily this one): +{each} each, at most "
                           "+{most}.").format(ranks=ASSISTANT_MIN_RANKS, each=ASSIST_EACH,
                                              most=ASSIST_MAX),
)
ASSISTANT_RANKS = Option(
    "assistant_ranks",
    QT_TRANSLATE_NOOP("Rules", "Fewest ranks an assistant has in a useful skill"), "count",
    ASSISTANT_MIN_RANKS, 0, 999,
    source='[002] "Assisting characters must have 10 Ranks in a useful skill (but it doesn\'t '
           'have to be the *same* skill)."',
    help=QT_TRANSLATE_NOOP("Rules", "The assistants' sheets are not part of the check: give the "
                           "fewest ranks any of them has in a skill that helps; under {ranks} is "
                           "refused (left at {ranks}, the table has checked).").format(
                               ranks=ASSISTANT_MIN_RANKS),
    applies=(When("assistants", besides=(0,)),),
)
ATTACK = Option(
    "attack", QT_TRANSLATE_NOOP("Rules", "Attack test"), "toggle",
    source='[002] "Attack, Stealth and Perception tests normally cannot be assisted."',
    help=QT_TRANSLATE_NOOP("Rules", "An attack normally cannot be assisted."),
    applies=(When("assistants", besides=(0,)),),
)
ASSISTANCE_ALLOWED = Option(
    "assistance_allowed", QT_TRANSLATE_NOOP("Rules", "GM allows assistance"), "toggle",
    source='[002] "The GM may rule that certain tests cannot be assisted." and '
           '[002] "Attack, Stealth and Perception tests normally cannot be assisted."',
    help=QT_TRANSLATE_NOOP("Rules", "Attack, Stealth and Perception tests normally cannot be "
                           "assisted; tick this when the GM rules that this one can."),
    applies=(When("assistants", besides=(0,)),),
)
DIFFICULTY = Option(
    "difficulty", QT_TRANSLATE_NOOP("Rules", "Difficulty (Very Hard −30 to Very Easy +30)"),
    "number", 0, -30, 30,
    source='[002] "Run from Very Easy (+30) to Very Hard (-30), and all shades in-between."',
    help=QT_TRANSLATE_NOOP("Rules", "The GM's difficulty: +30 Very Easy, 0 ordinary, −30 Very "
                           "Hard."),
)
TIME = Option(
    "time", QT_TRANSLATE_NOOP("Rules", "Taking your time / rushing (% of the timeframe)"), "number",
    0, -99, 1000,
    source='[002] "Taking your Time: for every +50% increase in timeframe, +10 to the check '
           '(up to +150% time for +30)" and [002] "Rushing: for every -25% *reduction* in '
           'timeframe, -10 to the check (up to -75% for -30)" '
           '[002] "only applies to Task Actions and Jobs"',
    help=QT_TRANSLATE_NOOP("Rules", "Task actions and jobs only. +50% time gives +10 (at most +30 "
                           "at +150%); −25% time gives −10 (at most −30 at −75%); in between "
                           "rounds down."),
)
PASSIVE_TEST = Option(
    "passive",
    QT_TRANSLATE_NOOP("Rules", "Passive test ({penalty})").format(penalty=_signed(PASSIVE)),
    "toggle",
    source='[002] "Passive checks have a -20 penalty (the players should be proactive in '
           'using their skills, after all)."',
    help=QT_TRANSLATE_NOOP("Rules", "The GM rolls it in secret on the character's behalf."),
)
RETRIES = Option(
    "retries",
    QT_TRANSLATE_NOOP("Rules", "Tries again ({penalty} each, optional rule)")
    .format(penalty=_signed(PER_RETRY)),
    "count", 0, 0, 10,
    source='[002] "As an optional rule, in a situation where individual checks are called '
           'for, in order to prevent abuses, GMs may apply a cumulative -10 penalty for each '
           'time a player *tries again*."',
    help=QT_TRANSLATE_NOOP("Rules", "How many times the character has already tried this and "
                           "failed."),
)
MODIFIER = Option(
    "modifier", QT_TRANSLATE_NOOP("Rules", "Situational modifier"), "number", 0, -100, 100,
    source='[002] "Lots of other things might provide modifiers! The GM may assign '
           'modifiers from situation as appropriate."',
    help=QT_TRANSLATE_NOOP("Rules", "Anything else the GM rules (a magic cloak's +20)."),
)
UPGRADE = Option(
    "upgrade", QT_TRANSLATE_NOOP("Rules", "Upgrade"), "toggle",
    source='[002] "When you upgrade, your results are improved" and [002] "you can’t '
           'upgrade or downgrade any one test more than once"',
    help=QT_TRANSLATE_NOOP("Rules", "A critical or exceptional failure becomes a normal failure; "
                           "a normal success becomes exceptional, an exceptional success "
                           "critical. MoS and MoF stay."),
    applies=(When("simple", (False,)),),
)
DOWNGRADE = Option(
    "downgrade", QT_TRANSLATE_NOOP("Rules", "Downgrade"), "toggle",
    source='[002] "When you downgrade, your results are degraded" and [002] "you can’t '
           'upgrade or downgrade any one test more than once"',
    help=QT_TRANSLATE_NOOP("Rules", "A critical success becomes exceptional, an exceptional "
                           "success normal; a normal failure becomes exceptional, an exceptional "
                           "failure critical. MoS and MoF stay."),
    applies=(When("simple", (False,)),),
)
SIMPLE = Option(
    "simple", QT_TRANSLATE_NOOP("Rules", "Simple check (excel or stumble)"), "toggle",
    source='[002] "for a *simple* check, success is assumed, and you are only rolling to '
           'determine how well you do" and [002] "Simple success checks can’t be be '
           'Exceptional or Critical."',
    help=QT_TRANSLATE_NOOP("Rules", "Success is assumed: at or under the target you excel, over "
                           "it you stumble."),
    applies=(When("opponent", (None,)),),
)
OPPONENT = Option(
    "opponent", QT_TRANSLATE_NOOP("Rules", "Other side's target"), "opponent", None, LOWEST_TARGET,
    HIGHEST_TARGET,
    source='[002] "Each character makes a (separate) check." and [002] "if both succeed, '
           'highest Margin of Success wins (reroll ties)" [002] "if both fail, reroll the '
           'check"',
    help=QT_TRANSLATE_NOOP("Rules", "The other character's target (0 to 98) in an opposed or "
                           "variable check; both sides roll D%."),
)
CONTEST = Option(
    "contest", QT_TRANSLATE_NOOP("Rules", "Kind of contest"), "choice",
    choices=((OPPOSED, "Opposed (the higher MoS wins)"),
             (VARIABLE, "Variable (both may succeed)")),
    source='[002] "One character will *win*, and the other will *loose*." and [002] "if '
           'both characters succeed on their checks, instead of declaring the highest MoS to '
           'be the winner, both characters should be awarded a partial success. We call this '
           'a *Variable* check."',
    help=QT_TRANSLATE_NOOP("Rules", "With the other side's target: opposed checks always have a "
                           "winner; in a variable check both succeeding is a partial success for "
                           "both."),
    applies=(When("opponent", besides=(None,)),),
)


def options(c: RenaissanceCharacter, check_id: str) -> list[Option]:
    """The options of one check, in the order a form shows them."""
    _, _, skill = targets.base_lines(c, check_id)
    out = [ASSISTANTS, ASSISTANT_RANKS]
    if skill is not None:
        out.append(ATTACK)
        out.append(_allowed(skill))
    related = _related(c, skill)
    if related is not None:
        out.append(related)
    if skill is not None:
        if skill.specialisation:
            out.append(_specialisation(skill))
        if skill.kind == "proficiency":
            out.append(_proficiency(skill))
        out.append(_defaulting(skill))
    out += [DIFFICULTY, TIME, PASSIVE_TEST, _sustained(c), RETRIES, MODIFIER,
            UPGRADE, DOWNGRADE, SIMPLE, OPPONENT, CONTEST]
    return out


def _allowed(skill: Skill) -> Option:
    barred = assistance_barred(skill, attack=False)
    if not barred:
        return ASSISTANCE_ALLOWED
    return Option(ASSISTANCE_ALLOWED.id, ASSISTANCE_ALLOWED.label, "toggle",
                  source=ASSISTANCE_ALLOWED.source, applies=ASSISTANCE_ALLOWED.applies,
                  help=QT_TRANSLATE_NOOP("Rules", "{tests} tests normally cannot be assisted; "
                                         "tick this when the GM rules that this one can.").format(
                                             tests=barred))


def _related(c: RenaissanceCharacter, skill: Skill | None) -> Option | None:
    """One related skill among the sheet's skills with 10 or more ranks."""
    rows = [s for s in c.skills if s.ranks >= RELATED_MIN_RANKS and s is not skill]
    if not rows:
        return None
    choices = (("", "none"),) + tuple(
        (s.name, QT_TRANSLATE_NOOP("Rules", "{skill} ({ranks} ranks: +{bonus})").format(
            skill=s.name, ranks=s.ranks, bonus=related_skill_bonus(s.ranks))) for s in rows)
    return Option(
        "related", QT_TRANSLATE_NOOP("Rules", "Related skill"), "choice", "", choices=choices,
        source='[002] "receive a bonus on one Test for having ranks in a related skill" '
               '[002] "10-24 Ranks: +10" [002] "25-39 Ranks: +20" [002] "40+ Ranks: +30" '
               '[002] "You may only use one related skill."',
        help=QT_TRANSLATE_NOOP("Rules", "One skill of yours that bears on this test (Knowledge: "
                               "Theology for Profession: Cleric): +10 with 10–24 ranks, +20 with "
                               "25–39, +30 with 40 or more."),
    )


def _specialisation(skill: Skill) -> Option:
    return Option(
        "specialisation",
        QT_TRANSLATE_NOOP("Rules", "Specialisation [{specialisation}] applies").format(
            specialisation=skill.specialisation), "toggle",
        source='[002] "Character recieves +10 when Specialization applies; there is *no '
               'effect *(including *no penalty*) when Specialization does not apply"',
        help=QT_TRANSLATE_NOOP("Rules", "+{bonus} when the test falls within "
                               "[{specialisation}].").format(
                                   bonus=SPECIALISATION, specialisation=skill.specialisation),
    )


def _proficiency(skill: Skill) -> Option:
    have = ", ".join(skill.proficiencies) or QT_TRANSLATE_NOOP("Rules", "none listed")
    return Option(
        "no_proficiency",
        QT_TRANSLATE_NOOP("Rules", "Without an appropriate proficiency ({penalty})").format(
            penalty=_signed(MISSING_PROFICIENCY)),
        "toggle",
        source='[002] "When using a proficiency skill, you take a -20 penalty if you don\'t '
               'have an appropriate *proficiency* for what you are trying to do"',
        help=QT_TRANSLATE_NOOP("Rules", "Tick when none of {skill}'s proficiencies ({have}) fits "
                               "what is tried.").format(skill=skill.name, have=have),
    )


def _defaulting(skill: Skill) -> Option:
    return Option(
        "defaulting",
        QT_TRANSLATE_NOOP("Rules", "Defaulting penalty (used in place of a skill you lack)"),
        "number",
        0, -99, 0,
        source='[002] "you might be allowed to use a *related* skill at a penalty" and '
               '[002] "allow you to roll your Barter with a -30 penalty"',
        help=QT_TRANSLATE_NOOP("Rules", "When the GM lets {skill} stand in for a skill the "
                               "character lacks, the penalty the GM sets (Barter for a legal "
                               "case at −30).").format(skill=skill.name),
    )


def _sustained(c: RenaissanceCharacter) -> Option:
    return Option(
        "sustained",
        QT_TRANSLATE_NOOP("Rules", "Sustained actions kept up ({penalty} each beyond the first)")
        .format(
            penalty=_signed(PER_SUSTAINED)),
        "count", len(c.sustained), 0, 50,
        source='[002] "you take a -10 penalty to all tests for each Sustained Action you '
               'maintain beyond the first."',
        help=QT_TRANSLATE_NOOP("Rules", "From the sheet's sustained actions; change it to see the "
                               "odds with more or fewer kept up."),
    )
