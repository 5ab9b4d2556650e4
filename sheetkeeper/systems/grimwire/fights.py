"""GRIMWIRE fights: statuses as mechanics, weapon damage against a target, and the damage
statuses do at the start of a turn (the other hazards are in ``hazards.py``).

Statuses are saved where GRIMWIRE always kept them (``status_effects``, by name, each with
its notes); names the excerpt does not list stay as free notes.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from ...core.actions import Action, Applied, Refusal
from ...core.attack import Attack, Damage, DamageLine, Target
from ...core.checks import RollResult
from ...core.dice import RandomSource, roll
from ...core.rules import Context, handles
from ...core.situation import Option, Situation
from ...core.status import EVERY, Asked, Status
from ...core.words import QT_TRANSLATE_NOOP, joined
from . import numbers, status
from .checks import CRITICAL, HALF_DAMAGE, weapon_ids
from .model import GrimwireCharacter, StatusEffect, Weapon
from .recovery import RecoveryRules
from .tables import PHYSICAL

C = GrimwireCharacter
FRENZIED = frozenset({"Frenzy", "Amok"})
"""Amok has "the same effects as frenzy" [003]; with both set, the temporary Condition counts
once."""
_DICE = re.compile(r"^(\d*)d(\d+)([+-]\d+)?$")
BURNING_DICE = (2, 6)  # [003 "The character takes 2d6 at the beginning of each of their turns"]


CRITICAL_LEVEL_FROM = QT_TRANSLATE_NOOP("Rules", " ({level}, as the table entered it: the rules do not "
                                        "define it)")
CRITICAL_LEVEL_ASKED = QT_TRANSLATE_NOOP("Rules", " (not entered yet: asked when set)")
CRITICAL_LEVEL_SOURCE = ('003 "Receive temporary Condition equal to your character\u2019s '
                         'critical level." (never defined: a house rule)')
DYING = Status(
    "dying", QT_TRANSLATE_NOOP("Rules", "Dying"), QT_TRANSLATE_NOOP(
        "Rules", "Out cold at 0 Condition or below: can\u2019t do anything; loses 1 Condition each "
        "turn; attacks hit automatically"),
    '003 "When reduced to 0 Condition or below, a character is dying. ... A dying character is '
    'out cold and therefore can\u2019t do anything."',
    impossible=(EVERY,), actions_lost=QT_TRANSLATE_NOOP("Rules", "everything"), ends=QT_TRANSLATE_NOOP("Rules", "being stabilised"),
    severity="danger", holds_while=QT_TRANSLATE_NOOP("Rules", "Condition is 0 or below"),
)
DEAD = Status(
    "dead", QT_TRANSLATE_NOOP("Rules", "Dead"), QT_TRANSLATE_NOOP("Rules", "Condition fell below -10"),
    '003 "If a character falls below -10 Condition, they are dead."',
    impossible=(EVERY,), actions_lost=QT_TRANSLATE_NOOP("Rules", "everything"), ends=QT_TRANSLATE_NOOP("Rules", "never"), severity="danger",
    holds_while=QT_TRANSLATE_NOOP("Rules", "Condition is below -10"),
)


def critical_level_asked(value: int | None) -> Asked:
    """Frenzy's and Amok's critical level, as the table enters it."""
    return Asked("critical_level", "the critical level", value, "options.critical_level",
                 0, 99, CRITICAL_LEVEL_SOURCE,
                 "Frenzy gives temporary Condition equal to the character\u2019s critical "
                 "level, which the rules never define: enter the number your table uses "
                 "(it is kept on the sheet: Combat, Critical level).")


def frenzied_status(declared: Status, level: int | None) -> Status:
    """Frenzy or Amok with the critical level the table entered, said in its effect."""
    said = CRITICAL_LEVEL_FROM.format(level=level) if level is not None else CRITICAL_LEVEL_ASKED
    effect = declared.effect.format(critical=said)  # a marked text: filled in again
    return replace(declared, effect=effect, asks=(critical_level_asked(level),))


def parse_dice(text: str) -> tuple[int, int, int]:
    """"2d8+1" -> (2, 8, 1); "5" -> (0, 0, 5)."""
    if text.isdigit():
        return 0, 0, int(text)
    match = _DICE.match(text)
    if not match:
        raise Refusal(f"damage {text!r} is not dice like d6 or 2d8+1")
    return int(match[1] or 1), int(match[2]), int(match[3] or 0)


def mitigated(amount: int, damage_type: str, armour: int, affinity: str | None) -> list[DamageLine]:
    """The target's share of the lines: affinity first, then armour on physical damage, as
    the damage action applies them [003 "take double damage"], [003 "Each point of armor
    reduces damage by 1 for each attack to a minimum of 1."]."""
    out = []
    after = numbers.after_affinity(amount, affinity)
    if after != amount:
        out.append(DamageLine(f"{affinity} to {damage_type}", after - amount,
                              '003 "take double damage" / "take half damage" / "immune"'))
    if armour and damage_type in PHYSICAL and after > 0:
        armoured = numbers.after_armour(after, armour)
        out.append(DamageLine(f"Armour {armour} (minimum 1)", armoured - after,
                              '003 "Each point of armor reduces damage by 1 for each attack '
                              'to a minimum of 1."'))
    return out


def target_values(target: Target) -> tuple[int, dict[str, str]]:
    """The target's armour points and affinities (damage type -> weak/resistant/immune)."""
    if isinstance(target.character, GrimwireCharacter):
        t = target.character
        return t.armour.points, {a.damage_type: a.affinity for a in t.affinities}
    if target.character is not None:
        raise Refusal(f"{target.label} is not a GRIMWIRE character")
    # an ad-hoc target's values, settled against FightRules.target_options
    affinities = {key.partition(":")[2]: str(value) for key, value in target.values.items()
                  if key.startswith("affinity:") and value != "none"}
    return int(target.values.get("armour", 0)), affinities


def weapon_damage(c: C, check_id: str, target: Target, rng: RandomSource,
                  result: RollResult | None) -> Damage:
    base = check_id.partition("@")[0]
    name = base.partition(":")[2]
    if not base.startswith("attack:") or name == "supernatural":
        raise Refusal(f"{check_id!r} has no damage on the sheet: supernatural attacks do what "
                      "their technique says")
    weapon = Weapon(name="Unarmed", kind="unarmed", damage="0", damage_type="blunt") \
        if name == "unarmed" else dict(weapon_ids(c)).get(name)
    if weapon is None:
        raise Refusal(f"no weapon named {name!r} on this sheet")
    tog = c.attributes.TOG
    lines: list[DamageLine] = []
    dice: list[int] = []
    if weapon.kind == "unarmed":
        amount = numbers.unarmed_damage(tog)
        lines.append(DamageLine(f"Unarmed: TOG {tog} (minimum 1)", amount,
                                '003 "Unarmed attacks do damage equal to the PC\u2019s TOG '
                                'attribute, to a minimum of 1."'))
    else:
        count, sides, plus = parse_dice(weapon.damage)
        dice = roll(rng, sides, count) if count else []
        amount = sum(dice) + plus
        lines.append(DamageLine(f"{weapon.name} {weapon.damage}"
                                + (f" ({' + '.join(map(str, dice))})" if dice else ""), amount))
        if weapon.kind != "ranged" and tog:
            # melee and thrown weapons add TOG, minimum 1 (digest 003-5)
            lines.append(DamageLine(f"TOG {tog:+d}", tog))
            amount += tog
        if amount < 1:
            lines.append(DamageLine("minimum 1", 1 - amount,
                                    '003 "Damage for a successful attack cannot be lower than 1."'))
            amount = 1
    if result is not None and result.outcome == CRITICAL:
        lines.append(DamageLine("natural 20: double damage", amount,
                                '003 "Rolling a 20 ... for an attack always succeeds ... and '
                                'doubles the damage."'))
        amount *= 2
    if result is not None and result.outcome == HALF_DAMAGE:
        half = amount // 2
        lines.append(DamageLine("tie against a PC: half damage", half - amount,
                                '003 "if the rolls are for attack/defense the defending PC '
                                'takes half damage"'))
        amount = half
    armour, affinities = target_values(target)
    kind = weapon.damage_type
    taken_lines = mitigated(amount, kind, armour, affinities.get(kind))
    taken = amount + sum(line.value for line in taken_lines)
    action = Action("damage", {"amount": amount, "damage_type": kind,
                               "event": f"{weapon.name if name != 'unarmed' else 'Unarmed'} "
                                        f"hit from {c.display_name}"},
                    label=f"{c.display_name}'s {weapon.name}: {taken} damage to {target.label}")
    return Damage(tuple(dice), tuple(lines + taken_lines), taken,
                  f"{taken} Condition ({kind})", action)


def _damage_type(c: C, check_id: str) -> str | None:
    """The damage type of an attack's weapon; None for a check that does no damage."""
    base = check_id.partition("@")[0]
    name = base.partition(":")[2]
    if not base.startswith("attack:") or name == "supernatural":
        return None
    if name == "unarmed":
        return "blunt"
    weapon = dict(weapon_ids(c)).get(name)
    return None if weapon is None else weapon.damage_type


@lru_cache(maxsize=64)
def _statuses(critical_level: int | None) -> tuple[Status, ...]:
    """The statuses with Frenzy's and Amok's critical level said, made once a level."""
    return (*(frenzied_status(s, critical_level) if s.label in FRENZIED else s
              for s in status.declared()), DYING, DEAD)


class FightRules(RecoveryRules):
    """Statuses, weapon damage and hazards, mixed into the GRIMWIRE rules."""

    def statuses(self, c: C) -> list[Status]:
        return list(_statuses(c.options.critical_level))

    def standing_statuses(self, c: C) -> list[Status]:
        """Dying at 0 Condition or below, dead below -10."""
        if numbers.is_dead(c):
            return [DEAD]
        return [DYING] if numbers.is_dying(c) else []

    def status_ids(self, c: C) -> list[str]:
        return c.effect_names

    def with_status_ids(self, c: C, ids: list[str]) -> C:
        rows = {r.name.casefold(): r for r in c.status_effects}
        declared = {s.id: s.label for s in status.declared()}
        out = []
        for i in ids:
            label = declared.get(i.casefold(), i)
            out.append(rows.get(label.casefold()) or rows.get(i.casefold())
                       or StatusEffect(name=label))
        return c.model_copy(update={"status_effects": out})

    def target_options(self, c: C, check_id: str) -> list[Option]:
        kind = _damage_type(c, check_id)
        if kind is None:
            return []
        return [
            Option("armour", "Armour", "count", 0, 0, 99,
                   source='003 "Each point of armor reduces damage by 1 for each attack to a '
                          'minimum of 1."'),
            Option(f"affinity:{kind}", f"Affinity to {kind} damage", "choice", "none",
                   choices=(("none", "None"), ("weak", "Weak"), ("resistant", "Resistant"),
                            ("immune", "Immune")),
                   source='003 "weak to certain types of damage, meaning they take double '
                          'damage ... resistant ... half damage ... immune"'),
        ]

    def check_label(self, c: C, check_id: str) -> str:
        """``attr:PER@12`` is Perception's check against TN 12 (a check the rules make)."""
        base, _, tn = check_id.partition("@")
        label = super().check_label(c, base)
        return f"{label} against TN {tn}" if tn else label

    def check_names(self, c: C, check_id: str, situation: Situation | None = None) -> list[str]:
        from .checks import plan
        p = plan(c, check_id)
        names = [check_id, p.attribute]
        if p.attack:
            names += ["attack", check_id.partition("@")[0]]
        if p.weapon is not None:
            names.append(p.weapon.kind)
            splash = situation is not None and bool(situation.get("splash", False))
            if p.attack and p.weapon.kind in ("ranged", "thrown") and not splash:
                names.append(status.AIMED_RANGED)
        return names

    def on_status(self, c: C, found: Status, on: bool, context: Context,
                  applied: Applied) -> Applied:
        after = applied.character
        notes = [applied.message]
        if found.label == "Inebriated":
            # [003 "+3 temporary Condition due to relaxed muscles"]
            temp = after.condition.temporary + 3 if on else max(0, after.condition.temporary - 3)
            after = after.model_copy(update={"condition": after.condition.model_copy(
                update={"temporary": temp})})
            notes.append(QT_TRANSLATE_NOOP("Rules", "+3 temporary Condition") if on
                         else QT_TRANSLATE_NOOP("Rules", "temporary Condition -3"))
        others = status.active(after.effect_names) - {found.label}
        if found.label in FRENZIED and not FRENZIED & others:
            # [003 "Receive temporary Condition equal to your character’s critical level."]
            # The excerpt never says what the critical level is: the table enters it (asked
            # when set, remembered in options.critical_level; status.set refuses without it).
            level = after.options.critical_level
            if level is None:
                notes.append(QT_TRANSLATE_NOOP("Rules", "no critical level entered: temporary "
                                               "Condition unchanged"))
            else:
                temp = (after.condition.temporary + level if on
                        else max(0, after.condition.temporary - level))
                after = after.model_copy(update={"condition": after.condition.model_copy(
                    update={"temporary": temp})})
                notes.append((QT_TRANSLATE_NOOP("Rules", "+{level} temporary Condition (critical "
                                                "level {level}, as the table entered it: the "
                                                "rules do not define it)") if on
                              else QT_TRANSLATE_NOOP("Rules", "temporary Condition -{level} "
                                                     "(critical level {level})")).format(level=level))
        if found.label == "Burning" and on and not {"Frenzy", "Amok"} & status.active(
                c.effect_names):
            # [003 "Causes agony."]
            after = self.agony(after, Action("agony"), context).character
            notes.append(QT_TRANSLATE_NOOP("Rules", "agony: +1 temporary burnout"))
        return Applied(after, applied.entries, joined("; ", notes))

    def attack(self, c: C, check_id: str, target: Target, rng: RandomSource, *,
               situation=None) -> Attack:
        """As every game's, and a tie against another PC does half damage."""
        target = self.settled_target(c, check_id, target)
        s = self._settled(c, check_id, situation, 0)
        result = self.roll(c, check_id, rng, situation=s)
        if not result.success and result.outcome != HALF_DAMAGE:
            return Attack(result)
        return Attack(result, self.check_damage(c, check_id, target, rng, result, s))

    def check_damage(self, c: C, check_id: str, target: Target, rng: RandomSource,
                     result: RollResult | None = None, situation: Situation | None = None
                     ) -> Damage:
        return weapon_damage(c, check_id, target, rng, result)

    @handles("damage")
    def damage(self, c: C, action: Action, context: Context) -> Applied:
        """The Condition damage; an attack's damage also goes in the ledger as an event.
        ``evaded_blast``: the AGL roll against splash damage succeeded, half damage [003
        "Characters can make an AGL roll to avoid the worst part of the blast, taking half
        damage."]."""
        if action.args.get("evaded_blast"):
            action = Action(action.kind, {**action.args, "evaded_blast": False,
                                          "amount": int(action.args["amount"]) // 2},
                            action.label)
        applied = super().damage(c, action, context)
        event = str(action.args.get("event", ""))
        if not event:
            return applied
        taken = c.condition.current - applied.character.condition.current
        ledger, entry = applied.character.ledger.append(
            "event", taken, subject="damage", reason=event, session=context.session,
            at=context.at)
        return Applied(applied.character.model_copy(update={"ledger": ledger}), (entry,),
                       applied.message)

    @handles("turn.start")
    def turn_start(self, c: C, action: Action, context: Context) -> Applied:
        """Damage at the start of the turn from Burning (2d6, fire) and Bleeding (the GM's
        amount); args ``dice`` (Burning's two d6) and ``bleeding`` (amount)."""
        active = status.active(c.effect_names)
        notes, after = [], c
        if "Burning" in active:
            given = action.args.get("dice")
            dice = [int(d) for d in given] if given is not None else roll(context.rng, 6, 2)
            if len(dice) != 2 or not all(1 <= d <= 6 for d in dice):
                raise Refusal("Burning: enter two d6 (each 1 to 6)")
            hit = self.apply(after, Action("damage", {"amount": sum(dice),
                                                      "damage_type": "heat"}), context)
            after = hit.character
            notes.append(f"Burning 2d6 = {' + '.join(map(str, dice))}: {hit.message}")
        if "Bleeding" in active:
            amount = int(action.args.get("bleeding", 0))
            if amount <= 0:
                raise Refusal("Bleeding: give the damage this turn (the GM's amount)")
            hit = self.apply(after, Action("damage", {"amount": amount, "armour": False}),
                             context)
            after = hit.character
            notes.append(f"Bleeding: {hit.message}")
        if not notes:
            raise Refusal("no status does damage at the start of this turn")
        return Applied(after, (), "; ".join(notes))
