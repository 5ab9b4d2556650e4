"""GRIMWIRE's hazards and the rolls the rules make themselves: falls, drowning, terror,
non-lethal takedowns and crafting outcomes (mixed in after ``FightRules``)."""

from __future__ import annotations

from ...core.actions import Action, Applied, Refusal
from ...core.dice import roll
from ...core.rules import Context, handles
from . import status
from .checks import Plan
from .fights import FRENZIED, FightRules
from .model import GrimwireCharacter
from .recovery import with_effect
from .tables import fall_row

C = GrimwireCharacter
DROWNING_DAMAGE = 6  # [003 "If a character falls unconscious underwater they take 6 damage per round."]
DROWNING_TN = 11  # [003 "The character must succeed on a MND 11 roll each round to stay conscious."]
SOFT_LANDING_BELOW = 45  # [003 "For falls less than 45m ... their fall is automatically broken"]
JUMP_SAFE_UP_TO = 9  # [003 "intentionally jumps from the 2nd story or lower takes no damage"]


class HazardRules(FightRules):
    @handles("fall")
    def fall(self, c: C, action: Action, context: Context) -> Applied:
        """A fall from the table [003 "Distance Fallen ... Damage ... Target Number to Break
        Fall"]: args ``metres``, ``broken`` (the AGL roll to break it succeeded), ``soft``
        (landing on a soft surface), ``water``, ``jumped`` (on purpose), ``dice``."""
        metres = float(action.args.get("metres", 0))
        row = fall_row(metres)
        if row is None:
            raise Refusal("the fall table starts at 4.5m: a shorter fall is the GM's call")
        soft, water = bool(action.args.get("soft")), bool(action.args.get("water"))
        broken = bool(action.args.get("broken"))
        notes = []
        if metres < SOFT_LANDING_BELOW and (soft or water):
            # [003 "if the character lands on a soft surface ... their fall is automatically broken"]
            broken = True
            notes.append("soft landing: fall broken")
        elif metres >= SOFT_LANDING_BELOW and broken and not soft:
            # [003 "For falls greater than 45m, the character must land on a soft surface to
            # even attempt breaking their fall."] Water does not count there.
            broken = False
            notes.append("above 45m only a soft surface (not water) allows breaking the fall")
        given = action.args.get("dice")
        dice = [int(d) for d in given] if given is not None else roll(
            context.rng, row.damage_sides, row.damage_dice)
        if len(dice) != row.damage_dice or not all(1 <= d <= row.damage_sides for d in dice):
            raise Refusal(f"{row.label}: enter {row.damage_dice}d{row.damage_sides}")
        amount = sum(dice)
        if action.args.get("jumped") and metres < 18 and broken:
            # [003 "intentionally jumps from the 2nd story or lower takes no damage if they
            # succeed on an AGL roll to break their fall"]
            amount = 0
            notes.append("jumped on purpose and broke the fall: no damage")
        elif broken:
            amount //= 2  # [003 "taking half the damage they normally would"]
            notes.append("fall broken: half damage, not knocked down")
        after = c
        if amount:
            hit = self.apply(after, Action("damage", {"amount": amount, "armour": False}),
                             context)
            after = hit.character
            notes.append(hit.message)
        if not broken:
            # [003 "Characters take damage from falling and are knocked down."]
            after = with_effect(after, "Knocked down")
            notes.append("knocked down")
        shown = " + ".join(map(str, dice))
        return Applied(after, (), f"Fell {metres:g}m ({row.damage_dice}d{row.damage_sides} "
                                  f"= {shown}): " + "; ".join(notes))

    def _rules_roll(self, c: C, check_id: str, action: Action, context: Context
                    ) -> tuple[Plan, int | None, tuple[str, str] | None]:
        """A d20 roll the rules make themselves (terror, drowning), through the same status
        path as a check from the roller: (the plan, the die, None) or, when a status bars
        the check (Unconscious, Dying, Stun's failed PER), (the plan, None, its outcome and
        reason), so the result is what ``api.odds`` says of ``check_id``."""
        from .checks import Circumstances, plan
        imposed = tuple((i.status, i.value) for i in self.status_modifiers(c, check_id))
        p = plan(c, check_id, situation=Circumstances(imposed=imposed))
        barred = self.status_bar(c, check_id)
        if barred is not None:
            return p, None, barred
        face = action.args.get("die")
        face = int(face) if face is not None else roll(context.rng, 20)[0]
        if not 1 <= face <= 20:
            raise Refusal("enter the d20 of the MND roll (1 to 20)")
        return p, face, None

    @handles("drowning.round")
    def drowning_round(self, c: C, action: Action, context: Context) -> Applied:
        """A round drowning after the breath runs out: args ``die`` (the d20 of the MND 11
        roll) and ``underwater``. A character a status bars from the roll (already out cold)
        does not stay conscious [003 "The character must succeed on a MND 11 roll each round
        to stay conscious. If a character falls unconscious underwater they take 6 damage per
        round."]: no roll, and the damage follows."""
        p, face, barred = self._rules_roll(c, f"attr:MND@{DROWNING_TN}", action, context)
        if barred is not None:
            text = f"{barred[1]}: does not stay conscious"
        elif face + p.bonus >= DROWNING_TN and face != 1:
            return Applied(c, (), f"MND {face}{p.bonus:+d} = {face + p.bonus} against 11: "
                                  "stays conscious")
        else:
            text = f"MND {face}{p.bonus:+d} = {face + p.bonus} against 11: falls unconscious"
        after = with_effect(c, "Unconscious")
        if action.args.get("underwater", True):
            hit = self.apply(after, Action("damage", {"amount": DROWNING_DAMAGE,
                                                      "armour": False}), context)
            return Applied(hit.character, (), f"{text}; underwater: {hit.message}")
        return Applied(after, (), text)

    @handles("terror.roll")
    def terror_roll(self, c: C, action: Action, context: Context) -> Applied:
        """[003 "A terrified character must make a MND roll at the beginning of their turn.
        If they fail, they cannot do anything except cower or flee. If you succeed on the roll,
        the terror is removed."]: args ``die`` (the d20; rolled when absent) and ``tn`` (the
        GM's target number; the sheet's when absent). Frenzy is immune to fear."""
        from .checks import SUCCESS, classify
        if "Terror" not in status.active(c.effect_names):
            raise Refusal("Terror is not set on this character")
        if FRENZIED & status.active(c.effect_names):
            # [003 "Immune to agony and fear."]
            return Applied(self.with_status_ids(c, [i for i in c.effect_names
                                                    if i.casefold() != "terror"]),
                           (), "immune to fear while frenzied: the terror is removed")
        tn = int(action.args.get("tn") or c.target_number)
        p, face, barred = self._rules_roll(c, f"attr:MND@{tn}", action, context)
        if barred is not None:
            # as the roller refuses the check: the terror stays
            raise Refusal(barred[1])
        text = f"Terror: MND {face}{p.bonus:+d} = {face + p.bonus} against {tn}"
        if classify(p, face) == SUCCESS:
            kept = [i for i in c.effect_names if i.casefold() != "terror"]
            return Applied(self.with_status_ids(c, kept), (),
                           f"{text}: the terror is removed")
        return Applied(c, (), f"{text}: can do nothing but cower or flee this turn")

    @handles("takedown")
    def takedown(self, c: C, action: Action, context: Context) -> Applied:
        """[003 "An enemy attacked in this way is reduced to 1 Condition and is out cold."]
        Applied to the target instead of damage that would otherwise kill it."""
        condition = c.condition.model_copy(update={"current": min(1, c.condition.current)})
        after = with_effect(c.model_copy(update={"condition": condition}), "Out cold")
        return Applied(after, (), "held back: 1 Condition and out cold")

    @handles("craft")
    def craft(self, c: C, action: Action, context: Context) -> Applied:
        """A crafting outcome from its rolls: args ``knowledge`` (the MND roll: true, false,
        or absent when this kind of object was made before), ``assembly`` (the COR roll) or
        ``successes`` (out of 3, when ``extended``), ``consumable``, ``item`` (its name). The
        sheet is unchanged: the GM hands over the object."""
        knowledge = action.args.get("knowledge")
        assembly = action.args.get("successes" if action.args.get("extended") else "assembly", False)
        if action.args.get("extended") and not 0 <= int(assembly) <= 3:
            raise Refusal("extended crafting: give the COR successes out of 3 (0 to 3)")
        outcome = crafting_outcome(None if knowledge is None else bool(knowledge), assembly,
                                   extended=bool(action.args.get("extended")),
                                   consumable=bool(action.args.get("consumable")))
        item = str(action.args.get("item", "")) or "the object"
        return Applied(c, (), f"{item}: {outcome}")


def crafting_outcome(knowledge: bool | None, assembly: bool | int, *, extended: bool = False,
                     consumable: bool = False) -> str:
    """[003 "If a character succeeds on both MND and COR rolls, the object is well made. If
    the character fails both, they fail to create the object. If the character succeeds on one
    but not the other, the object is unstable"]; ``knowledge`` None when no MND roll is needed
    (made before); ``assembly`` a COR success, or for extended crafting the successes out of
    3 [003 "must succeed on 2 out of 3 COR rolls"]."""
    cor = int(assembly) >= 2 if extended else bool(assembly)
    mnd = True if knowledge is None else knowledge
    if mnd and cor:
        return "well made"
    if not mnd and not cor:
        return "not created"
    die = "d10 (consumable)" if consumable else "d20"
    return f"unstable: roll a {die} on each use"
