"""The situation at the table: what the mechanics chapter lets the table say about a check.

Every check takes a Raise and the free modifier; a skill check can be a versus check; the
humans' social privilege goes with Interact, Bureaucracy and Aggro; attacks take the target's
defensive manoeuvring and split attacks; a firearm adds aiming, range, firing in melée and its
firing modes; a thrown weapon its distance. Things the sheet already knows (ranks or untrained,
minimum PHYS, injury penalties) are not options: they come from the character.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from ...core.situation import Option, When, other_modifier
from ...core.words import QT_TRANSLATE_NOOP
from .catalogue import ATTACK_SKILLS, AUTOFIRE
from .model import RainworldCharacter, Weapon

RAISE = '[000] "Raise 1 is a -1 penalty, Raise 2 is -2, etc."'
CALLED_SHOT = '[000] "A called shot is a Raise to attack a specific part of the target"'
VERSUS_TOTAL = ('[000] "instead of aiming for the usual result > 10, the player’s check needs a '
                'result better than the antagonist’s to succeed"')
VERSUS_SKILL = ('[000] "The antagonist will make a check"; [000] "the player’s check needs a '
                'result better than the antagonist’s to succeed"')
PRIVILEGE_HUMAN = '[000] "+3 bonus to an Interact or Bureaucracy check with a fellow human"'
PRIVILEGE_NONHUMAN = '[000] "+3 bonus to an Aggro roll with a nonhuman"'
MANOEUVRING = ('[000] "until the defensive character next acts, opponents take the character’s '
               'Gymnastics skill as a penalty when attacking them"')
OFF_HAND = '[000] "attacks with their off hand take a -3 penalty"'
TWO_TARGETS = ('[000] "If the attacks target two different opponents, both checks take an '
               'additional -3 penalty"')
THROWN = ('[000] "A grenade, say, usually isn’t an attack — the point is to get it near the '
          'target, and that’s not affected by the target’s defensive manoeuvring. Throwing a '
          'brick at their head, though, is."')
UNAIMED = '[000] "Unaimed shots take a -3 penalty."'
DISTANCE = ('[000] "point blank range (less than 5m): +3"; [000] "a penalty equal to the square '
            'of the number of full Increments the shot crosses"')
IN_MELEE = ('[000] "firing at someone attacking you in melée: -3, doubled to -6 for firearms '
            'longer than a pistol"')
THROW = ('[000] "the distance (in m) which characters can throw things without penalty is the '
         'lowest of their PHYS or CON; for each 1m beyond that they attempt to land it, they take '
         'an additional -2 penalty"')
MODE = ('[000] "Burst and auto fire work differently to normal attacks. Instead of a Firearms '
        'check, roll a pool of d10s, one die for each bullet fired"')
ROUNDS = ('[000] "Auto denotes a fully-automatic weapon, capable of firing any number of shots — '
          'up to emptying the weapon — as an action"')
SPRAY = ('[000] "Instead of directing burst or auto fire at a specific target, the character can '
         'simply spray an area with bullets"')
EQUIPMENT = ('[000] "only one piece of equipment can supplement a given quirk for any particular '
             'check"')
STOP = ('[000] "actual damage taken = DMG—(STOP—AP), where each subtracted value can\'t fall '
        'below 0"')

MAX_RAISE = 40
"""As far as the free modifier goes: past it every check has already failed."""
MAX_DISTANCE = 10_000
MAX_THROW = 100
MAX_ROUNDS = 100
MAX_STOP = 100
MAX_RANKS = 30
MODIFIER = (-40, 40)
"""The free modifier: with at most 30 ranks, beyond ±40 every 2d10 check is already certain."""
VERSUS_RANGE = (-40, 80)
"""An antagonist's result or skill: any total a 2d10 check with modifiers can reach."""
_HUMAN = QT_TRANSLATE_NOOP("Rules", "Social privilege with a fellow human (1 Click)")
_NONHUMAN = QT_TRANSLATE_NOOP("Rules", "Social privilege with a nonhuman (1 Click)")
_WITH_HUMAN = QT_TRANSLATE_NOOP("Rules", "A human character spends 1 Click for +3 to this {skill} "
                                "check with a fellow human. Spend the Click on the sheet.")
_WITH_NONHUMAN = QT_TRANSLATE_NOOP("Rules", "A human character spends 1 Click for +3 to this "
                                   "{skill} check with a nonhuman. Spend the Click on the sheet.")
PRIVILEGE_SKILLS = {"Interact": (_WITH_HUMAN, PRIVILEGE_HUMAN, _HUMAN),
                    "Bureaucracy": (_WITH_HUMAN, PRIVILEGE_HUMAN, _HUMAN),
                    "Aggro": (_WITH_NONHUMAN, PRIVILEGE_NONHUMAN, _NONHUMAN)}
SINGLE, BURST, AUTO = "single", "burst", "auto"


def options(c: RainworldCharacter, check_id: str) -> list[Option]:
    """The options of one check, in the order the mechanics chapter gives them."""
    kind, _, key = check_id.partition(":")
    if kind == "skill":
        out = [raise_option(), *versus_options()]
        if c.human and key in PRIVILEGE_SKILLS:
            out.append(privilege_option(key))
        if key in ATTACK_SKILLS:
            out += attack_options(c, thrown=key == "Throw")
            if key == "Firearms":
                out.append(aimed_option())
            if key == "Throw":
                out.append(throw_option(c))
    elif kind == "attack" and key.isdigit() and int(key) < len(c.weapons):
        w = c.weapons[int(key)]
        out = [raise_option(called_shot=True), *attack_options(c, thrown=w.skill == "Throw")]
        if w.skill == "Firearms":
            out += firearm_options(c, w)
        if w.skill == "Throw":
            out.append(throw_option(c))
        if w.skill == "Martial Arts" and c.ranks("Martial Arts") > 0:
            out.append(STRIKE)
        out.append(stop_option(w))
        out = with_modes(out, w)
    else:
        out = []
    return [*out, other_modifier(*MODIFIER)]


SINGLE_ONLY = ("raise", "manoeuvring", "off_hand", "two_targets", "aimed", "in_melee")
"""A single shot's Firearms check takes these; burst and auto fire make no check [000 "Instead
of a Firearms check, roll a pool of d10s, one die for each bullet fired"]."""


def with_modes(out: list[Option], w: Weapon) -> list[Option]:
    """Each option of a firearm with a choice of modes says in which modes it applies: a
    single shot's check options in Single, the rounds fired in Auto (a burst fires its
    number), spraying and the Autofire equipment in burst and auto (the equipment not while
    spraying [000 "Autofire does not apply"]). A firearm that fires only bursts or auto fire
    never makes the check, so it does not offer the single shot's options at all."""
    if not any(o.id == "mode" for o in out):
        if firing_modes(w)[0][0] != SINGLE:
            return [o for o in out if o.id not in SINGLE_ONLY]
        return out
    automatic = tuple(m for m, _ in firing_modes(w) if m != SINGLE)
    conditions = {
        **dict.fromkeys(SINGLE_ONLY, (When("mode", (SINGLE,)),)),
        "rounds": (When("mode", (AUTO,)),),
        "spraying": (When("mode", automatic),),
        "autofire_equipment": (When("mode", automatic), When("spraying", (False,))),
    }
    return [replace(o, applies=conditions[o.id]) if o.id in conditions else o for o in out]


STRIKE = Option(
    "strike", QT_TRANSLATE_NOOP("Rules", "Strike to inflict"), "choice", "stun",
    choices=(("stun", QT_TRANSLATE_NOOP("Rules", "Stun")),
             ("injury", QT_TRANSLATE_NOOP("Rules", "Injury"))),
    source='[000] "Trained Martial Arts attacks can choose whether to inflict stun or injury."',
    help=QT_TRANSLATE_NOOP("Rules", "A trained martial artist chooses whether the blow does stun "
                           "or injury."),
)


@cache  # the same for every check: made once, not for each row of a table of odds
def raise_option(*, called_shot: bool = False) -> Option:
    text = QT_TRANSLATE_NOOP("Rules", "Bargained with Control for an extra effect: Raise N is a "
                             "−N penalty.")
    if called_shot:
        text = QT_TRANSLATE_NOOP("Rules", "Bargained with Control for an extra effect: Raise N is "
                                 "a −N penalty. A called shot (a specific part of the target) is "
                                 "a Raise too.")
    return Option("raise", QT_TRANSLATE_NOOP("Rules", "Raise"), "count", 0, 0, MAX_RAISE,
                  source=RAISE + ("; " + CALLED_SHOT if called_shot else ""), help=text)


def versus_options() -> list[Option]:
    return list(_versus_options())


@cache  # the same for every check: made once, not for each row of a table of odds
def _versus_options() -> tuple[Option, ...]:
    low, high = VERSUS_RANGE
    return (
        Option("versus_total", QT_TRANSLATE_NOOP("Rules", "Versus: the antagonist's result"),
               "opponent", None, low, high,
               source=VERSUS_TOTAL,
               help=QT_TRANSLATE_NOOP("Rules", "A versus check against a result the antagonist "
                                      "has already rolled: succeed by beating it (a tie fails).")),
        Option("versus_skill",
               QT_TRANSLATE_NOOP("Rules", "Versus: the antagonist's skill and modifiers"),
               "opponent", None,
               low, high, source=VERSUS_SKILL,
               help=QT_TRANSLATE_NOOP("Rules", "A versus check where the antagonist rolls 2d10 + "
                                      "this number at the same time; the odds count both sides' "
                                      "dice. Give this or the antagonist's result, not both."),
               applies=(When("versus_total", (None,)),)),
    )


def privilege_option(skill: str) -> Option:
    text, source, label = PRIVILEGE_SKILLS[skill]
    return Option("privilege", label, "toggle", False, source=source,
                  help=text.format(skill=skill))


def attack_options(c: RainworldCharacter, *, thrown: bool = False) -> list[Option]:
    text = QT_TRANSLATE_NOOP("Rules", "The target is manoeuvring defensively: their Gymnastics "
                             "skill is a penalty to the attack.")
    if thrown:
        text = QT_TRANSLATE_NOOP("Rules", "The target is manoeuvring defensively: their "
                                 "Gymnastics skill is a penalty to the attack. Only for a throw "
                                 "at the target (a brick at their head), not a grenade landed "
                                 "near them.")
    out = [Option("manoeuvring",
                  QT_TRANSLATE_NOOP("Rules", "Target's Gymnastics (defensive manoeuvring)"),
                  "count", 0, 0,
                  MAX_RANKS, source=MANOEUVRING + ("; " + THROWN if thrown else ""), help=text)]
    if c.dominant_hand != "none":
        out.append(Option("off_hand", QT_TRANSLATE_NOOP("Rules", "Off hand"), "toggle", False,
                          source=OFF_HAND,
                          help=QT_TRANSLATE_NOOP("Rules", "This hand of a split attack is the off "
                                                 "hand: −3.")))
    out.append(Option("two_targets", QT_TRANSLATE_NOOP("Rules", "Split attack at two targets"),
                      "toggle", False,
                      source=TWO_TARGETS,
                      help=QT_TRANSLATE_NOOP("Rules", "The two hands of a split attack go at two "
                                             "different opponents: −3 on both checks.")))
    return out


def aimed_option() -> Option:
    return Option("aimed", QT_TRANSLATE_NOOP("Rules", "Aimed"), "toggle", True, source=UNAIMED,
                  help=QT_TRANSLATE_NOOP("Rules", "Aimed for at least one phase before firing; an "
                                         "unaimed shot takes −3."))


def firearm_options(c: RainworldCharacter, w: Weapon) -> list[Option]:
    increment = (QT_TRANSLATE_NOOP("Rules", "Increment {metres} m").format(metres=w.increment)
                 if w.increment else QT_TRANSLATE_NOOP("Rules", "no Increment entered"))
    out = [
        aimed_option(),
        Option("distance", QT_TRANSLATE_NOOP("Rules", "Distance to the target (m)"), "count", 0, 0,
               MAX_DISTANCE,
               source=DISTANCE,
               help=QT_TRANSLATE_NOOP("Rules", "0: not measured (no range modifier). Under 5 m "
                                      "is point blank (+3); beyond the first Increment the "
                                      "penalty is the square of the full Increments crossed "
                                      "({increment}); each full Increment also raises a burst's "
                                      "threshold by 1.").format(increment=increment)),
        Option("in_melee", QT_TRANSLATE_NOOP("Rules", "Firing at someone attacking you in melée"),
               "toggle", False,
               source=IN_MELEE,
               help=QT_TRANSLATE_NOOP("Rules", "−6 for this firearm (longer than a pistol)")
               if w.long_arm else QT_TRANSLATE_NOOP("Rules", "−3 (−6 for firearms longer than a "
                                                     "pistol)")),
    ]
    modes = firing_modes(w)
    if len(modes) > 1:
        out.append(Option("mode", QT_TRANSLATE_NOOP("Rules", "Firing mode"), "choice", modes[0][0],
                          choices=tuple(modes),
                          source=MODE,
                          help=QT_TRANSLATE_NOOP("Rules", "Single: a Firearms check. Burst and "
                                                 "auto: one d10 per bullet, each at or over the "
                                                 "threshold hits.")))
    if w.auto:
        out.append(Option("rounds", QT_TRANSLATE_NOOP("Rules", "Rounds fired (auto)"), "count",
                          w.burst or 10, 1,
                          MAX_ROUNDS, source=ROUNDS,
                          help=QT_TRANSLATE_NOOP("Rules", "How many bullets auto fire sends: one "
                                                 "d10 each.")))
    if w.burst or w.auto:
        out.append(Option("spraying", QT_TRANSLATE_NOOP("Rules", "Spray an area"), "toggle", False,
                          source=SPRAY,
                          help=QT_TRANSLATE_NOOP("Rules", "Burst or auto fire at an area, not one "
                                                 "target: threshold 10, Autofire does not apply; "
                                                 "Control assigns the hits.")))
        gear = autofire_gear(c)
        if gear:
            best = max(gear, key=lambda g: (g[2], -g[0]))
            choices = (("none", QT_TRANSLATE_NOOP("Rules", "No equipment")),
                       *((str(i), QT_TRANSLATE_NOOP("Rules", "{item} (+{ranks} Autofire)").format(
                           item=name, ranks=ranks)) for i, name, ranks in gear))
            out.append(Option("autofire_equipment",
                              QT_TRANSLATE_NOOP("Rules", "Equipment for Autofire"), "choice",
                              str(best[0]), choices=choices, source=EQUIPMENT,
                              help=QT_TRANSLATE_NOOP("Rules", "Only one piece of equipment adds "
                                                     "its ranks to Autofire on a check: choose "
                                                     "which.")))
    return out


def throw_option(c: RainworldCharacter) -> Option:
    free = min(c.phys, c.con)
    return Option("throw_distance", QT_TRANSLATE_NOOP("Rules", "Throwing distance (m)"), "count", 0,
                  0, MAX_THROW,
                  source=THROW,
                  help=QT_TRANSLATE_NOOP("Rules", "Up to {metres} m (the lower of PHYS and CON) "
                                         "without penalty; −2 for each metre beyond.").format(
                                             metres=free))


def stop_option(w: Weapon) -> Option:
    return Option("stop", QT_TRANSLATE_NOOP("Rules", "Target's armour STOP"), "count", 0, 0,
                  MAX_STOP, source=STOP,
                  help=QT_TRANSLATE_NOOP("Rules", "The injury a hit does: DMG {dmg} less (STOP − "
                                         "AP {ap}), never below 0.").format(dmg=w.dmg, ap=w.ap))


def firing_modes(w: Weapon) -> list[tuple[str, str]]:
    """The firing modes the weapon has, single first [000 "Firearms have one or more firing
    modes: single, burst, and auto"]; a firearm with none entered fires single."""
    modes = [(SINGLE, QT_TRANSLATE_NOOP("Rules", "Single"))] if w.single else []
    if w.burst:
        modes.append((BURST, QT_TRANSLATE_NOOP("Rules", "Burst {rounds}").format(rounds=w.burst)))
    if w.auto:
        modes.append((AUTO, QT_TRANSLATE_NOOP("Rules", "Auto")))
    return modes or [(SINGLE, QT_TRANSLATE_NOOP("Rules", "Single"))]


def autofire_gear(c: RainworldCharacter) -> list[tuple[int, str, int]]:
    """(index, name, ranks) of every item that gives effective Autofire ranks."""
    return [(i, g.name or QT_TRANSLATE_NOOP("Rules", "Item {number}").format(number=i + 1), g.ranks)
            for i, g in enumerate(c.gear)
            if g.quirk == AUTOFIRE and g.ranks > 0]
