"""The Rainworld rules service: checks with exact odds, the sheet, offers and session steps."""

from __future__ import annotations

from fractions import Fraction

from ...core.actions import Action, Derived, Finding, Offer, Refusal, State
from ...core.checks import Check, Odds, RollResult
from ...core.dice import RandomSource, roll
from ...core.rules import Rules
from ...core.situation import Situation as TableSituation
from . import checks as rw
from . import sheet, tracks
from .actions import ADDICTION_XP, CLICK_USES, TRAUMA_XP, RainworldActions
from .catalogue import AUTOFIRE, SKILLS
from .combat import (
    Situation,
    burst_threshold,
    damage,
    defence_lines,
    full_increments,
    hit_distribution,
    min_phys_lines,
    range_lines,
    shotgun_dmg,
    split_lines,
    unaimed_lines,
)
from .model import RainworldCharacter
from .play import ADVANCED, LISTS

C = RainworldCharacter
PLAIN = Situation()
"""An attack that adds nothing: aimed, dominant hand, within the first Increment."""


class RainworldRules(RainworldActions, Rules[RainworldCharacter]):
    character_type = RainworldCharacter
    advanced = ADVANCED
    lists = LISTS

    def new(self, name: str = "") -> C:
        return RainworldCharacter(name=name)

    def validate(self, c: C, *, creation: bool = False) -> list[Finding]:
        return sheet.findings(c, creation)

    def derived(self, c: C) -> list[Derived]:
        return sheet.derived(c)

    def states(self, c: C) -> list[State]:
        return sheet.states(c)

    # -- checks --------------------------------------------------------------------------------

    def skill_names(self, c: C) -> list[str]:
        return list(SKILLS) + [s.name for s in c.skills if s.name and s.name not in SKILLS]

    def checks(self, c: C) -> list[Check]:
        out = []
        for name in self.skill_names(c):
            ranks = c.ranks(name)
            target = f"{ranks} rank{'s' if ranks != 1 else ''}" if ranks else "untrained (−2)"
            out.append(Check(f"skill:{name}", name, "skills", target))
        for i, w in enumerate(c.weapons):
            ranks = c.ranks(w.skill)
            out.append(Check(f"attack:{i}", w.name or f"Weapon {i + 1}", "combat",
                             f"{w.skill} {ranks}" if ranks else f"{w.skill} untrained",
                             sheet.weapon_summary(c, w)))
        return out

    def lines(self, c: C, check_id: str, modifier: int = 0) -> list[rw.Modifier]:
        """Every line of a check's total, in order (the sheet's breakdown)."""
        kind, _, key = check_id.partition(":")
        if kind == "skill" and key in self.skill_names(c):
            lines = rw.skill_lines(key, c.ranks(key))
        elif kind == "attack" and key.isdigit() and int(key) < len(c.weapons):
            return self.attack_lines(c, int(key), PLAIN, modifier)
        else:
            raise Refusal(f"no check {check_id!r} on this sheet")
        return self._common(c, lines, modifier)

    def _common(self, c: C, lines: list[rw.Modifier], modifier: int) -> list[rw.Modifier]:
        penalty = sheet.injury_penalty(c)
        if penalty:
            lines.append((f"Injury ({c.body.left} boxes)", penalty))
        if modifier:
            lines.append(("Modifier", modifier))
        return lines

    def attack_lines(self, c: C, index: int, situation: Situation = PLAIN,
                     modifier: int = 0) -> list[rw.Modifier]:
        """An attack with weapon ``index`` in the given situation [000 "Attacking usually uses
        one of the Melée Weapons, Firearms or Martial Arts skills"]."""
        w = c.weapons[index]
        lines = rw.skill_lines(w.skill, c.ranks(w.skill))
        lines += min_phys_lines(c.phys, w.min_phys)
        lines += split_lines(off_hand=situation.off_hand, two_targets=situation.two_targets)
        if w.skill == "Firearms":
            lines += unaimed_lines(situation.aimed)
            if situation.distance is not None or situation.in_melee:
                lines += range_lines(situation.distance or 0, w.increment,
                                     in_melee=situation.in_melee, long_arm=w.long_arm)
        lines += rw.raise_line(situation.raise_)
        lines += defence_lines(situation.defender_gymnastics)
        return self._common(c, lines, modifier)

    def check_odds(self, c: C, check_id: str, situation: TableSituation) -> Odds:
        lines = self.lines(c, check_id, int(situation["modifier"]))
        return self.odds_of(c, lines, check_id)

    def odds_of(self, c: C, lines: list[rw.Modifier], check_id: str = "") -> Odds:
        outcomes = rw.outcome_odds(rw.total(lines))
        success = rw.success_chance(outcomes)
        extra = {"critical success": outcomes[rw.CRITICAL_SUCCESS],
                 "critical failure": outcomes[rw.CRITICAL_FAILURE]}
        if c.click.current > 0:
            extra["with a Click reroll"] = rw.with_reroll(success)
        if check_id.startswith("attack:"):
            extra.update(self._burst_extra(c, int(check_id.partition(":")[2])))
        return Odds(outcomes, success, extra, tuple(lines))

    def versus(self, c: C, check_id: str, antagonist_modifier: int, modifier: int = 0) -> Odds:
        """A versus check against an antagonist's own 2d10 + modifier."""
        lines = self.lines(c, check_id, modifier)
        outcomes = rw.versus_odds(rw.total(lines), antagonist_modifier)
        return Odds(outcomes, rw.success_chance(outcomes), {}, tuple(lines))

    def _burst_extra(self, c: C, index: int) -> dict[str, Fraction]:
        w = c.weapons[index]
        if not w.burst:
            return {}
        autofire, _ = sheet.effective_quirk(c, AUTOFIRE)
        dist = hit_distribution(w.burst, burst_threshold(autofire, 0))
        return {f"burst {w.burst}: at least 1 hit": 1 - dist[0]}

    def burst_hits(self, c: C, index: int, rounds: int, distance: int = 0,
                   spraying: bool = False) -> dict[int, Fraction]:
        """Exact chance of each number of hits from ``rounds`` bullets at ``distance`` m."""
        w = c.weapons[index]
        autofire, _ = sheet.effective_quirk(c, AUTOFIRE)
        k = full_increments(distance, w.increment)
        return hit_distribution(rounds, burst_threshold(autofire, k, spraying=spraying))

    def attack_damage(self, c: C, index: int, stop: int = 0, distance: int = 0) -> int:
        """Injury a hit does to a target with armour ``stop`` at ``distance`` m: shot pellets
        lose 1 DMG per full Increment, then armour STOP less AP is taken off."""
        w = c.weapons[index]
        dmg = shotgun_dmg(w.dmg, full_increments(distance, w.increment)) if w.shotgun else w.dmg
        return damage(dmg, stop, w.ap)

    def check_roll(self, c: C, check_id: str, rng: RandomSource, situation: TableSituation) -> RollResult:
        lines = self.lines(c, check_id, int(situation["modifier"]))
        return self.resolve(c, check_id, roll(rng, 10, 2), lines)

    def resolve(self, c: C, check_id: str, dice: list[int],
                lines: list[rw.Modifier] | None = None, versus: int | None = None) -> RollResult:
        """A check resolved with the dice given: deterministic."""
        lines = self.lines(c, check_id) if lines is None else lines
        r = rw.resolve(rw.total(lines), dice, versus)
        label = next((k.label for k in self.checks(c) if k.id == check_id), check_id)
        need = f"beat {versus}" if versus is not None else "over 10"
        text = (f"{label}: {r.dice[0]} + {r.dice[1]} {r.modifier:+d} = {r.total} "
                f"(needs {need}): {r.outcome}")
        if r.critical:
            text += " (doubles: Control decides the extra effect)"
        return RollResult(check_id, r.dice, r.total, r.outcome, r.success, text,
                          details={"modifier": r.modifier})

    # -- offers ---------------------------------------------------------------------------------

    def offers(self, c: C) -> list[Offer]:
        xp = c.ledger.xp_available
        out = [Offer(Action("rainworld.rest", label="Overnight rest"), "rest",
                     reason="Removes all stun and all shock")]
        out.append(_offer(Action("rainworld.heal", {"amount": 1}, "Heal injury"), "rest",
                          "", c.body.left > 0, "no injury to heal", {"amount": 1}))
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
            Offer(Action("rainworld.fall", {"metres": 5}, "Fall"), "hazard",
                  params={"metres": 5}),
            Offer(Action("rainworld.fire", {}, "On fire (1 round)"), "hazard"),
            Offer(Action("rainworld.breath", {}, "Without air (1 round)"), "hazard"),
        ]
        out += [Offer(a, "session") for a in self.session_actions(c)]
        return out

    def session_actions(self, c: C) -> list[Action]:
        return [Action("rainworld.rest", label="Overnight rest"),
                Action("rainworld.click.reset", label=f"Reset Click to {c.click_stat}")]


def _offer(action: Action, group, cost: str, allowed: bool, reason: str,
           params: dict | None = None) -> Offer:
    return Offer(action, group, cost, allowed, "" if allowed else reason, params or {})
