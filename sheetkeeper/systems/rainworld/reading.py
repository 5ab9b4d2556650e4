"""Reading a settled situation into the check the dice will decide.

Each option adds its lines to the check's total (or, for burst and auto fire, to the
threshold) and a note of what it did with the rule it comes from. Options the check in hand
cannot use (a Raise on burst fire, which makes no Firearms check) never reach here: they
declare when they apply (``situations.with_modes``) and a value for them is refused.
"""

from __future__ import annotations

from ...core.actions import Refusal
from ...core.situation import Situation, SituationLine
from ...core.words import QT_TRANSLATE_NOOP
from . import checks as rw
from .catalogue import ATTACK_SKILLS, AUTOFIRE
from .combat import (
    damage,
    defence_lines,
    full_increments,
    min_phys_lines,
    range_lines,
    shotgun_dmg,
    split_lines,
    threshold_lines,
    throw_lines,
    unaimed_lines,
)
from .model import RainworldCharacter, Weapon
from .plans import BurstFire, Plan, SkillCheck
from .situations import BURST, SINGLE, autofire_gear, firing_modes
from .tracks import injury_penalty


def signed(value: int) -> str:
    return f"{value:+d}" if value else "no modifier"


class Reading:
    """The lines of a total and a note for every chosen option."""

    def __init__(self, situation: Situation) -> None:
        self.s = situation
        self.lines: list[rw.Modifier] = []
        self.notes: list[SituationLine] = []

    def chosen(self, option_id: str) -> bool:
        return any(o.id == option_id for o in self.s.chosen())

    def note(self, option_id: str, text: str, lines: list[rw.Modifier] | None = None) -> None:
        """What a chosen option did; ``lines``: the lines of the total it put there."""
        if option_id in self.s:
            self.notes.append(SituationLine(option_id, text, self.s.option(option_id).source,
                                            tuple(lines or ())))

    def apply(self, option_id: str, lines: list[rw.Modifier], text: str = "") -> None:
        """Add an option's lines; note it, with its effect, when the table chose it."""
        self.lines += lines
        if self.chosen(option_id):
            o = self.s.option(option_id)
            self.note(option_id, text or f"{o.label}: {o.value_text(self.s[option_id])} "
                                         f"({signed(rw.total(lines))})", lines)



def read(c: RainworldCharacter, check_id: str, situation: Situation, label: str) -> Plan:
    """The check ``check_id`` in this situation (the check is known to exist)."""
    kind, _, key = check_id.partition(":")
    if kind == "skill":
        return _skill(c, check_id, key, situation, label)
    w = c.weapons[int(key)]
    mode = situation.get("mode") or firing_modes(w)[0][0]
    if w.skill == "Firearms" and mode != SINGLE:
        return _burst(c, check_id, w, mode, situation, label)
    return _attack(c, check_id, w, situation, label)


def _skill(c: RainworldCharacter, check_id: str, skill: str, s: Situation,
           label: str) -> SkillCheck:
    r = Reading(s)
    ranks = c.ranks(skill)
    r.lines += rw.skill_lines(skill, ranks)
    r.apply("raise", rw.raise_line(int(s["raise"])))
    versus, antagonist = _versus(r)
    if s.get("privilege"):
        o = s.option("privilege")
        left = (f"{c.click.current} Click left" if c.click.current > 0
                else "no Click left to spend")
        r.apply("privilege", [rw.privilege_line()], f"{o.label}: +3 ({left})")
    if skill in ATTACK_SKILLS:
        _attack_options(r)
        r.apply("aimed", unaimed_lines(bool(s.get("aimed", True))))
        _throw(r, c)
    _common(r, c)
    on_success = ""
    if skill == "Martial Arts":
        on_success = ("an unarmed strike does 1 box: stun or injury, as the attacker chooses"
                      if ranks else "an unarmed strike does 1 box of stun (injury on a "
                                    "critical success)")
    return SkillCheck(check_id, label, tuple(r.lines), tuple(r.notes), versus, antagonist,
                      c.click.current > 0, on_success)


def _versus(r: Reading) -> tuple[int | None, int | None]:
    """[000 "the player’s check needs a result better than the antagonist’s"]: a result
    already rolled, or the antagonist's skill and modifiers when they roll now."""
    total, skill = r.s.get("versus_total"), r.s.get("versus_skill")
    if total is not None and skill is not None:
        raise Refusal("Versus: give the antagonist's result or the antagonist's skill and "
                      "modifiers, not both")
    if total is not None:
        r.note("versus_total", f"Versus the antagonist's result {total}: needs more than "
                               f"{total} (a tie fails)")
    if skill is not None:
        r.note("versus_skill", f"Versus the antagonist's skill and modifiers {skill:+d}: they "
                               f"roll 2d10 {skill:+d}, and this check needs more")
    return total, skill


def _attack_options(r: Reading) -> None:
    s = r.s
    r.apply("manoeuvring", defence_lines(int(s.get("manoeuvring", 0))))
    r.apply("off_hand", split_lines(off_hand=bool(s.get("off_hand")), two_targets=False))
    r.apply("two_targets", split_lines(off_hand=False, two_targets=bool(s.get("two_targets"))))


def _throw(r: Reading, c: RainworldCharacter) -> None:
    if "throw_distance" not in r.s:
        return
    d = int(r.s["throw_distance"])
    lines = throw_lines(d, c.phys, c.con)
    free = min(c.phys, c.con)
    text = (f"Throwing {d} m: {d - free} m beyond {free} m ({signed(rw.total(lines))})" if lines
            else f"Throwing {d} m: within {free} m, no penalty")
    r.apply("throw_distance", lines, text)


def _common(r: Reading, c: RainworldCharacter) -> None:
    """What every check takes: the injury penalty [000 "characters take increasing penalties
    to all their actions"] and the free modifier."""
    penalty = injury_penalty(c.body.left, c.options.injury_penalties)
    if penalty:
        r.lines.append((QT_TRANSLATE_NOOP("Rules", "Injury ({boxes} boxes)").format(boxes=c.body.left), penalty))
    m = r.s.free_modifier()
    r.apply("modifier", [("Other modifier", m)] if m else [], f"Other modifier: {m:+d}")
    r.lines += [(i.status, i.value) for i in r.s.imposed]  # said by each status's own line


def _attack(c: RainworldCharacter, check_id: str, w: Weapon, s: Situation,
            label: str) -> SkillCheck:
    """[000 "Attacking usually uses one of the Melée Weapons, Firearms or Martial Arts
    skills"]: a check with the weapon's skill."""
    r = Reading(s)
    ranks = c.ranks(w.skill)
    r.lines += rw.skill_lines(w.skill, ranks)
    r.lines += min_phys_lines(c.phys, w.min_phys)
    r.apply("raise", rw.raise_line(int(s["raise"])))
    _attack_options(r)
    increments = 0
    if w.skill == "Firearms":
        r.apply("aimed", unaimed_lines(bool(s["aimed"])))
        increments = _range(r, w)
    _throw(r, c)
    per_hit = _damage(r, w, increments)
    _common(r, c)
    if w.skill == "Martial Arts":
        per_hit = per_hit.replace("injury", "stun or injury, as the attacker chooses" if ranks
                                  else "stun (injury on a critical success)")
    return SkillCheck(check_id, label, tuple(r.lines), tuple(r.notes), click=c.click.current > 0,
                      on_success=per_hit)


def _range(r: Reading, w: Weapon) -> int:
    """The range modifier of a single shot; returns the full Increments crossed."""
    d, melee = int(r.s["distance"]), bool(r.s["in_melee"])
    if melee:
        r.apply("in_melee", range_lines(0, w.increment, in_melee=True, long_arm=w.long_arm))
        if d:
            r.note("distance", f"Distance {d} m: no range modifier while firing in melée")
        return 0
    if not d:
        return 0
    k = full_increments(d, w.increment)
    lines = range_lines(d, w.increment)
    r.apply("distance", lines, _distance_text(d, w, k, lines))
    return k


def _distance_text(d: int, w: Weapon, k: int, lines: list[rw.Modifier]) -> str:
    if d < 5:
        return f"Distance {d} m: point blank ({signed(rw.total(lines))})"
    if not w.increment:
        return f"Distance {d} m: no Increment entered for this firearm, no range modifier"
    if not k:
        return f"Distance {d} m: up to the first Increment ({w.increment} m), no modifier"
    text = (f"Distance {d} m: {k} full Increment{'s' if k != 1 else ''} of {w.increment} m "
            f"({signed(rw.total(lines))})")
    if w.shotgun:
        text += f"; shot pellets lose {k} DMG"
    return text


def _damage(r: Reading, w: Weapon, increments: int) -> str:
    """What a hit does [000 "actual damage taken = DMG—(STOP—AP)"], after the shot pellets'
    fall-off [000 "Shotguns firing shot pellets have their DMG reduced by the number of full
    Increments crossed."]."""
    dmg = shotgun_dmg(w.dmg, increments) if w.shotgun else w.dmg
    stop = int(r.s.get("stop", 0))
    injury = damage(dmg, stop, w.ap)
    if r.chosen("stop"):
        r.note("stop", f"Target's armour STOP {stop}: a hit does {injury} injury "
                       f"(DMG {dmg} − (STOP {stop} − AP {w.ap}))")
    return QT_TRANSLATE_NOOP("Rules", "a hit does {injury} injury").format(injury=injury)


def _burst(c: RainworldCharacter, check_id: str, w: Weapon, mode: str, s: Situation,
           label: str) -> BurstFire:
    """Burst and auto fire [000 "Burst and auto fire work differently to normal attacks"]."""
    r = Reading(s)
    rounds = w.burst if mode == BURST else int(s["rounds"])
    if r.chosen("mode"):
        r.note("mode", f"Firing mode: {s.option('mode').value_text(mode)}: {rounds} d10, one "
                       f"per bullet")
    if mode != BURST and r.chosen("rounds"):
        r.note("rounds", f"Rounds fired: {rounds} d10")
    spraying = bool(s.get("spraying"))
    autofire, where = (0, "") if spraying else _autofire(r, c)
    d = int(s["distance"])
    increments = full_increments(d, w.increment)
    lines = threshold_lines(autofire, increments, spraying=spraying, autofire=where)
    if spraying:
        r.note("spraying", "Spray an area: threshold 10, Autofire does not apply", lines[:1])
    if d and r.chosen("distance"):
        r.note("distance", f"Distance {d} m: {increments} full Increment"
                           f"{'s' if increments != 1 else ''}, threshold {increments:+d}",
               lines[-1:] if increments else [])
    m = s.free_modifier()
    modifiers = s.modifier_lines()  # their own signs; each moves the threshold the other way
    if m:
        r.note("modifier", f"Other modifier: {m:+d}, threshold {-m:+d} (house rule: the "
                           "excerpt gives burst fire no modifiers)", [("Other modifier", m)])
    per_hit = _damage(r, w, increments).replace("a hit", "each hit")
    return BurstFire(check_id, label, rounds, tuple(lines), tuple(r.notes), per_hit,
                     tuple(modifiers))


def _autofire(r: Reading, c: RainworldCharacter) -> tuple[int, str]:
    """Effective Autofire ranks: the character's own plus one chosen piece of equipment
    [000 "only one piece of equipment can supplement a given quirk for any particular
    check"]."""
    own = c.quirk_ranks(AUTOFIRE)
    pick = r.s.get("autofire_equipment")
    item = next(((name, ranks) for i, name, ranks in autofire_gear(c) if str(i) == pick), None)
    if item is None:
        if r.chosen("autofire_equipment"):
            r.note("autofire_equipment", f"Equipment for Autofire: none, Autofire {own}")
        return own, str(own)
    name, ranks = item
    if r.chosen("autofire_equipment"):
        r.note("autofire_equipment", f"Equipment for Autofire: {name} (+{ranks}), Autofire "
                                     f"{own} + {ranks}")
    return own + ranks, f"{own + ranks} ({own} + {name} {ranks})" if own else f"{ranks} ({name})"
