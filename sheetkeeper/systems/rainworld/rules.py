"""The Rainworld rules service: checks with exact odds, the sheet, offers and session steps."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING, Any

from ...core.actions import Action, Derived, Finding, Offer, Refusal, State
from ...core.checks import Check, Odds, RollResult
from ...core.dice import RandomSource
from ...core.initiative import Order
from ...core.rules import Rules
from ...core.situation import Option, Situation
from ...core.status import END_OF_ROUND
from ...core.words import QT_TRANSLATE_NOOP
from . import inputs, sheet, tracks
from .actions import ADDICTION_XP, CLICK_USES, TRAUMA_XP, RainworldActions
from .catalogue import AUTOFIRE, SKILLS
from .fights import RainworldFights
from .library import LIBRARY
from .model import RainworldCharacter
from .play import ADVANCED, LISTS, NEVER_LOST
from .situations import options

if TYPE_CHECKING:
    from .plans import Plan

C = RainworldCharacter


class RainworldRules(RainworldFights, RainworldActions, Rules[RainworldCharacter]):
    character_type = RainworldCharacter
    inputs_of = inputs.BY_KIND
    advanced = ADVANCED
    library = LIBRARY
    never_lost = NEVER_LOST
    award = QT_TRANSLATE_NOOP("Rules", "XP")
    """[000 "5XP per point of trauma removed"]: the game keeps XP, awarded by the GM."""
    lists = LISTS

    def new(self, name: str = "") -> C:
        return RainworldCharacter(name=name)

    def validate(self, c: C, *, creation: bool = False) -> list[Finding]:
        return sheet.findings(c, creation)

    def derived(self, c: C) -> list[Derived]:
        return sheet.derived(c)

    def states(self, c: C) -> list[State]:
        shown = sheet.states(c)
        labels = {s.name for s in shown}  # Incapacitated by the track is shown there already
        return shown + [State(s.label, s.effect, s.severity)  # type: ignore[arg-type]
                        for s in self.active_statuses(c) if s.label not in labels]

    # -- checks --------------------------------------------------------------------------------

    def skill_names(self, c: C) -> list[str]:
        return list(SKILLS) + [s.name for s in c.skills if s.name and s.name not in SKILLS]

    def checks(self, c: C) -> list[Check]:
        out = []
        ranked: dict[str, int] = {}  # a skill's ranks are its first row's, as c.ranks reads them
        for s in c.skills:
            ranked.setdefault(s.name, s.rank)
        for name in self.skill_names(c):
            ranks = ranked.get(name, 0)
            target = (QT_TRANSLATE_NOOP("Rules", "{ranks} rank").format(ranks=ranks) if ranks == 1
                      else QT_TRANSLATE_NOOP("Rules", "{ranks} ranks").format(ranks=ranks) if ranks
                      else QT_TRANSLATE_NOOP("Rules", "untrained (−2)"))
            out.append(Check(f"skill:{name}", name, "skills", target))
        autofire, _ = sheet.effective_quirk(c, AUTOFIRE)
        for i, w in enumerate(c.weapons):
            ranks = ranked.get(w.skill, 0)
            out.append(Check(f"attack:{i}", w.name or f"Weapon {i + 1}", "combat",
                             f"{w.skill} {ranks}" if ranks
                             else QT_TRANSLATE_NOOP("Rules", "{skill} untrained").format(skill=w.skill),
                             sheet.weapon_summary(c, w, autofire)))
        return out

    def situations(self, c: C, check_id: str) -> list[Option]:
        return options(c, check_id)

    def plan(self, c: C, check_id: str, situation: Situation) -> Plan:
        """The check in its situation, as the odds count it and a roll rolls it."""
        from .reading import read  # on the first odds asked for: not at start-up

        check = self.check_of(c, check_id)
        if check is None:
            raise Refusal(f"no check {check_id!r} on this sheet")
        return read(c, check_id, situation, check.label)

    def check_odds(self, c: C, check_id: str, situation: Situation) -> Odds:
        return self.plan(c, check_id, situation).odds()

    def check_roll(self, c: C, check_id: str, rng: RandomSource,
                   situation: Situation) -> RollResult:
        return self.plan(c, check_id, situation).roll(rng)

    # -- offers ---------------------------------------------------------------------------------

    def offers(self, c: C) -> list[Offer]:
        xp = c.ledger.xp_available
        out = [Offer(Action("rainworld.rest", label="Overnight rest"), "rest",
                     reason="Removes all stun and all shock")]
        out.append(_offer(Action("rainworld.heal", {"amount": 1}, "Heal injury"), "rest",
                          "", c.body.left > 0, "no injury to heal"))
        have_trauma = c.mind.left > 0
        out.append(_offer(Action("rainworld.remove_trauma", {"count": 1}, "Remove 1 trauma"),
                          "advance", f"{TRAUMA_XP} XP", have_trauma and xp >= TRAUMA_XP,
                          "no trauma to remove" if not have_trauma else
                          f"Removing 1 trauma costs {TRAUMA_XP} XP; you have {xp}"))
        for i, a in enumerate(c.addictions):
            name = a.substance or "substance"
            out.append(_offer(Action("rainworld.remove_addiction", {"index": i, "count": 1},
                                     f"Remove 1 {name} addiction"), "advance",
                              f"{ADDICTION_XP} XP", a.track.left > 0 and xp >= ADDICTION_XP,
                              f"no {name} addiction to remove" if not a.track.left else
                              f"Removing 1 box of addiction costs {ADDICTION_XP} XP; you "
                              f"have {xp}"))
        no_click = f"no Click left (refills to {c.click_stat} next session)"
        for use, text in CLICK_USES.items():
            allowed, reason = c.click.current > 0, no_click
            if use == "privilege" and not c.human:
                allowed, reason = False, "only human characters have social privilege"
            out.append(_offer(Action("rainworld.click", {"use": use}, f"Click: {text}"),
                              "resource", "1 Click", allowed, reason))
        if tracks.dying(c.body) and not c.stabilised:
            out.append(Offer(Action("rainworld.stabilise", {"click": True},
                                    "Stabilise with 1 Click"), "resource", "1 Click",
                             c.click.current > 0, "" if c.click.current else no_click))
            out.append(Offer(Action("rainworld.stabilise", {}, "Stabilised by medical "
                                    "attention"), "other"))
        out += [
            Offer(Action("rainworld.fall", {"metres": 5}, "Fall"), "hazard"),
            Offer(Action("rainworld.fire", {}, "On fire (1 round)"), "hazard"),
            Offer(Action("rainworld.breath", {}, "Without air (1 round)"), "hazard"),
            Offer(Action("rainworld.explosion", {}, "Explosion"), "hazard",
                  cost="the epicentre effect within the radius, the falloff effect up to "
                       "twice the radius (boxes of injury)"),
        ]
        if any(s.ends == END_OF_ROUND for s in self.active_statuses(c)):
            out.append(Offer(Action("round.end", label="End of the round"), "hazard",
                             cost="Surprised ends"))
        out += [Offer(a, "session") for a in self.session_actions(c)]
        return out

    def initiative(self, members: list[tuple[str, C]], rng: RandomSource,
                   conditions: Mapping[str, Situation] | None = None, *,
                   enemies: Collection[str] = ()) -> Order:
        from .initiative import party_order  # only when the party rolls: not at start-up

        return party_order(members, rng, conditions)

    carried = "gear"

    def foe_options(self) -> list[Option]:
        from .foes import OPTIONS

        return list(OPTIONS)

    def stand_in(self, name: str, values: Mapping[str, Any]) -> C:
        from .foes import stand_in

        return stand_in(name, values)

    def initiative_options(self, c: C) -> list[Option]:
        from .initiative import CONDITIONS

        return list(CONDITIONS)

    def session_actions(self, c: C) -> list[Action]:
        return [Action("rainworld.rest", label="Overnight rest"),
                Action("rainworld.click.reset", label=f"Reset Click to {c.click_stat}")]


def _offer(action: Action, group, cost: str, allowed: bool, reason: str) -> Offer:
    return Offer(action, group, cost, allowed, "" if allowed else reason)
