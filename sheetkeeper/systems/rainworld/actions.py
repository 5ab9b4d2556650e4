"""Rainworld actions: what track changes mean, rest, Click, recovery, hazards.

Each handler returns a new character (never changing the one given) and the ledger lines it
wrote, or refuses in the game's words.
"""

from __future__ import annotations

from ...core.actions import Action, Applied, Refusal
from ...core.dice import roll
from ...core.paths import get_path, set_path
from ...core.rules import Context, handles
from ...core.track import Side, Track, TrackChange
from . import tracks
from .model import RainworldCharacter

TRAUMA_XP = 5
"""[000 "5XP per point of trauma removed"]"""
ADDICTION_XP = 1
"""[000 "spending 1XP per box of addiction removed"]"""
FALL_METRES = 5
"""[000 "1d4 boxes of injury for each full 5m they fall"]"""
LETHAL_FALL = 50

CLICK_USES = {
    "reroll": "Reroll one failed check",
    "effect": "An extra effect if the next roll succeeds, without a Raise",
    "item": "A handy-but-plausible thing from a pocket",
    "privilege": "Social privilege: +3 to an Interact or Bureaucracy check with a fellow "
                 "human, or to an Aggro roll with a nonhuman",
}
"""[000 "you can spend one to"] and [000 "all human characters can use their social
privilege to spend a point of Click"]."""


def _boxes(n: int) -> str:
    return f"{n} box" + ("" if n == 1 else "es")


class RainworldActions:
    """Handlers mixed into the Rainworld rules (found by ``@handles`` through the MRO)."""

    # -- tracks ------------------------------------------------------------------------------

    def on_track(self, c: RainworldCharacter, path: str, change: TrackChange,
                 context: Context) -> Applied:
        full = c.options.full_track_triggers
        track: Track = get_path(c, path)
        grew = change.left_delta > 0 or change.right_delta > 0
        notes: list[str] = []
        if path == "body":
            if c.stabilised and not tracks.dying(track):
                c = set_path(c, "stabilised", False)
            if change.filled_from_left:
                notes.append(f"Dying: dies within {tracks.dying_minutes(c.phys)} minutes unless "
                             "stabilised")
            elif grew and tracks.incapacitated(track, full):
                notes.append("Incapacitated: knocked unconscious or completely immobilised")
        elif path == "mind":
            if grew and tracks.crossed(track, full) and not tracks.broken_down(track):
                shock = track.right
                track = tracks.convert(track)
                c = set_path(c, "mind", track)
                notes.append(f"Episode: {shock} shock cleared, +1 trauma")
            if tracks.broken_down(track) and (grew or notes):
                notes.append("Breakdown: the character's mental health permanently breaks down")
        elif path.startswith("addictions.") and path.endswith(".track"):
            name = get_path(c, path.removesuffix(".track")).substance or "the substance"
            if grew and tracks.crossed(track, full) and not tracks.addicted(track):
                track = tracks.convert(track)
                c = set_path(c, path, track)
                notes.append(f"{name}: doses cleared, +1 addiction")
            if tracks.addicted(track) and (grew or notes):
                notes.append(f"Addicted to {name}")
        return Applied(c, (), "; ".join(notes))

    def _mark(self, c: RainworldCharacter, path: str, side: Side, amount: int,
              context: Context) -> Applied:
        new, change = get_path(c, path).mark(side, amount)
        return self.on_track(set_path(c, path, new), path, change, context)

    # -- rest and healing ----------------------------------------------------------------------

    @handles("rainworld.rest")
    def _rest(self, c: RainworldCharacter, action: Action, context: Context) -> Applied:
        """[000 "An overnight period of reasonable rest and self-care will remove all stun."]
        and [000 "will remove all shock"]."""
        stun, shock = c.body.right, c.mind.right
        c = set_path(c, "body.right", 0)
        c = set_path(c, "mind.right", 0)
        ledger, entry = c.ledger.append("event", subject="overnight rest",
                                        reason=f"removed {stun} stun and {shock} shock",
                                        session=context.session, at=context.at)
        return Applied(set_path(c, "ledger", ledger), (entry,),
                       f"Overnight rest: {stun} stun and {shock} shock removed")

    @handles("rainworld.heal")
    def _heal(self, c: RainworldCharacter, action: Action, context: Context) -> Applied:
        """Injury healed over downtime, as much as Control allows [000 "A period of downtime
        ranging from days to months is necessary to naturally heal injury."]. Healing out of
        the dying state is surviving it [000 "Reaching the dying state and surviving gains
        the character 1 trauma on the Mind track."]."""
        amount = int(action.args.get("amount", 1))
        if amount < 1:
            raise Refusal("heal at least 1 box of injury")
        if c.body.left == 0:
            raise Refusal("there is no injury to heal")
        amount = min(amount, c.body.left)
        was_dying = tracks.dying(c.body)
        applied = self._mark(c, "body", "left", -amount, context)
        c, notes = applied.character, [f"{amount} injury healed"]
        if was_dying:
            after = self._mark(c, "mind", "left", 1, context)
            c = after.character
            notes.append("survived dying: +1 trauma")
            notes += [after.message] if after.message else []
        ledger, entry = c.ledger.append("event", amount, subject="injury healed",
                                        reason=str(action.args.get("reason", "downtime")),
                                        session=context.session, at=context.at)
        return Applied(set_path(c, "ledger", ledger), (entry,), "; ".join(notes))

    @handles("rainworld.stabilise")
    def _stabilise(self, c: RainworldCharacter, action: Action, context: Context) -> Applied:
        """[000 "Medical attention can stabilise them in this state"], or 1 Click [000
        "Stabilise your dying character"]."""
        if not tracks.dying(c.body):
            raise Refusal("only a dying character (Body track full of injury) can be stabilised")
        if c.stabilised:
            raise Refusal("already stabilised")
        c = set_path(c, "stabilised", True)
        if action.args.get("click"):
            return self._spend_click(c, "Stabilise your dying character", context, "Stabilised")
        return Applied(c, (), "Stabilised by medical attention")

    # -- Click ---------------------------------------------------------------------------------

    def _spend_click(self, c: RainworldCharacter, use: str, context: Context,
                     message: str = "") -> Applied:
        if c.click.current < 1:
            raise Refusal(f"no Click left (the pool refills to {c.click_stat} at the start "
                          "of the next session)")
        c = set_path(c, "click", c.click.add(-1))
        ledger, entry = c.ledger.append("event", 1, subject="Click", reason=use,
                                        session=context.session, at=context.at)
        text = f"{message or use}: 1 Click spent, {c.click.current} left"
        return Applied(set_path(c, "ledger", ledger), (entry,), text)

    @handles("rainworld.click")
    def _click(self, c: RainworldCharacter, action: Action, context: Context) -> Applied:
        use = str(action.args.get("use", ""))
        if use not in CLICK_USES:
            raise Refusal(f"Click can be spent on: {', '.join(CLICK_USES)}")
        if use == "privilege" and not c.human:
            raise Refusal("only human characters can spend Click on social privilege")
        return self._spend_click(c, CLICK_USES[use], context)

    @handles("rainworld.click.reset")
    def _click_reset(self, c: RainworldCharacter, action: Action, context: Context) -> Applied:
        """[000 "You start each game session with a pool of Click equal to your character's
        Click stat"]"""
        return Applied(set_path(c, "click", c.click.refill()), (),
                       f"Click reset to {c.click_stat}")

    # -- advancement ---------------------------------------------------------------------------

    def _spend_xp(self, c: RainworldCharacter, cost: int, subject: str, reason: str,
                  context: Context) -> tuple[RainworldCharacter, tuple]:
        have = c.ledger.xp_available
        if cost > have:
            raise Refusal(f"{reason} costs {cost} XP; you have {have}")
        ledger, entry = c.ledger.append("xp.spend", cost, subject=subject, reason=reason,
                                        session=context.session, at=context.at)
        return set_path(c, "ledger", ledger), (entry,)

    @handles("rainworld.remove_trauma")
    def _remove_trauma(self, c: RainworldCharacter, action: Action, context: Context) -> Applied:
        count = int(action.args.get("count", 1))
        if count < 1:
            raise Refusal("remove at least 1 trauma")
        if tracks.broken_down(c.mind):
            raise Refusal("a breakdown is permanent: the character has left play")
        if c.mind.left < count:
            raise Refusal(f"there is only {c.mind.left} trauma to remove")
        reason = f"Removing {count} trauma"
        c, entries = self._spend_xp(c, TRAUMA_XP * count, "trauma", reason, context)
        c = set_path(c, "mind.left", c.mind.left - count)
        return Applied(c, entries, f"{count} trauma removed for {TRAUMA_XP * count} XP")

    @handles("rainworld.remove_addiction")
    def _remove_addiction(self, c: RainworldCharacter, action: Action,
                          context: Context) -> Applied:
        index = int(action.args.get("index", 0))
        count = int(action.args.get("count", 1))
        addiction = c.addictions[index]
        name = addiction.substance or "the substance"
        if count < 1:
            raise Refusal("remove at least 1 box of addiction")
        if addiction.track.left < count:
            raise Refusal(f"{name} has only {addiction.track.left} addiction to remove")
        reason = f"Removing {_boxes(count)} of {name} addiction"
        c, entries = self._spend_xp(c, ADDICTION_XP * count, f"addiction: {name}", reason,
                                    context)
        c = set_path(c, f"addictions.{index}.track.left", addiction.track.left - count)
        return Applied(c, entries, f"{reason.removeprefix('Removing ')} removed for "
                                   f"{ADDICTION_XP * count} XP")

    # -- hazards -------------------------------------------------------------------------------

    def _d4s(self, action: Action, count: int, context: Context) -> list[int]:
        dice = action.args.get("dice")
        if dice is None:
            return roll(context.rng, 4, count)
        dice = [int(d) for d in dice]
        if len(dice) != count or not all(1 <= d <= 4 for d in dice):
            raise Refusal(f"enter {count} d4 (each 1 to 4)")
        return dice

    def _injure(self, c: RainworldCharacter, dice: list[int], what: str,
                context: Context) -> Applied:
        amount = sum(dice)
        applied = self._mark(c, "body", "left", amount, context)
        shown = " + ".join(map(str, dice))
        text = f"{what}: {len(dice)}d4 = {shown} = {amount} injury"
        return Applied(applied.character, (), "; ".join(filter(None, [text, applied.message])))

    @handles("rainworld.fall")
    def _fall(self, c: RainworldCharacter, action: Action, context: Context) -> Applied:
        """[000 "1d4 boxes of injury for each full 5m they fall"]"""
        metres = int(action.args.get("metres", 0))
        if metres < 0:
            raise Refusal("a fall is 0 metres or more")
        count = metres // FALL_METRES
        if not count:
            return Applied(c, (), f"A {metres} m fall is under 5 m: no injury")
        applied = self._injure(c, self._d4s(action, count, context), f"Fell {metres} m",
                               context)
        if metres >= LETHAL_FALL:
            return Applied(applied.character, (), applied.message + "; a fall of 50 m is "
                           "unconditionally lethal: Control decides whether death is instant")
        return applied

    @handles("rainworld.fire")
    def _fire(self, c: RainworldCharacter, action: Action, context: Context) -> Applied:
        """[000 "Characters who are on fire take 1d4 boxes of injury per round."]"""
        return self._injure(c, self._d4s(action, 1, context), "On fire", context)

    @handles("rainworld.breath")
    def _breath(self, c: RainworldCharacter, action: Action, context: Context) -> Applied:
        """One round without air after PHYS×30 s: [000 "1 box of stun per round — then, once
        unconscious, 1 box of injury per round"]."""
        unconscious = tracks.incapacitated(c.body, c.options.full_track_triggers)
        side: Side = "left" if unconscious else "right"
        applied = self._mark(c, "body", side, 1, context)
        text = "No air: 1 " + ("injury (unconscious)" if unconscious else "stun")
        return Applied(applied.character, (),
                       "; ".join(filter(None, [text, applied.message])))
