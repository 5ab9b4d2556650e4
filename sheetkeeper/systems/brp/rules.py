"""The BRP rules service: what the sheet computes, shows, offers and refuses."""

from __future__ import annotations

from dataclasses import replace

from ...core.actions import Action, Derived, Finding, Offer, State, cited
from ...core.attack import Damage, Target
from ...core.checks import Check, Odds, RollResult
from ...core.courses import Course
from ...core.dice import RandomSource
from ...core.inventory import Encumbrance
from ...core.rules import Rules
from ...core.situation import Option, Situation
from ...core.words import QT_TRANSLATE_NOOP, Words
from . import advancement as adv
from . import encumbrance as enc
from . import inputs, sheet_checks
from .creation import Creation
from .derived_sources import SOURCES
from .fate import Fate
from .hazard import Hazards
from .improvement import Improvement
from .library import LIBRARY
from .model import CHARACTERISTICS, BRPCharacter
from .movement import TERRAIN
from .play import ADVANCED, NEVER_LOST
from .printed import TABLES
from .recovery import TABLE as RECOVERY_TABLE
from .recovery import Recovering
from .statuses import LIVING, Statuses, dead
from .studies import courses
from .tables import FATE_POINT_USES, apply_difficulty
from .travel import Travelling, metres, mov_rates
from .weapon_damage import armour_options, weapon_damage, weapon_of


class BRPRules(Statuses, Improvement, Recovering, Travelling, Hazards, Fate, Creation,
               Rules[BRPCharacter]):
    character_type = BRPCharacter
    inputs_of = inputs.BY_KIND
    advanced = ADVANCED
    library = LIBRARY
    never_lost = NEVER_LOST
    tables = TABLES
    advances_by = ("it advances by experience rolls on the ticked skills between adventures, "
                   "and by training and research")

    # -- weapons ---------------------------------------------------------------------------

    def check_damage(self, c: BRPCharacter, check_id: str, target: Target, rng: RandomSource,
                     result: RollResult | None = None, situation: Situation | None = None) -> Damage:
        """The damage of the weapon row used with the skill, the one chosen in the roller
        where there are several (``weapon_damage.py``)."""
        chosen = situation.get("weapon") if situation is not None else None
        return weapon_damage(c, check_id, target, rng, result, str(chosen) if chosen else None)

    carried = "inventory"

    def foe_options(self) -> list[Option]:
        from .foes import OPTIONS

        return list(OPTIONS)

    def stand_in(self, name: str, values) -> BRPCharacter:
        from .foes import stand_in

        return stand_in(name, values)

    def target_options(self, c: BRPCharacter, check_id: str) -> list[Option]:
        return armour_options() if weapon_of(c, check_id) is not None else []

    # -- checks ----------------------------------------------------------------------------

    def checks(self, c: BRPCharacter) -> list[Check]:
        return sheet_checks.checks(c)

    def situations(self, c: BRPCharacter, check_id: str) -> list[Option]:
        if check_id.startswith(("skill:", "char:")):
            sheet_checks.target(c, check_id)  # refuses a check the sheet does not have
        from .situations import options  # on the first situation asked for: not at start-up

        return options(c, check_id)

    def check_odds(self, c: BRPCharacter, check_id: str, situation: Situation) -> Odds:
        kind, name = sheet_checks.split_id(check_id)
        if kind == "exp":
            odds = sheet_checks.experience_odds(c, name, int(situation["modifier"]))
            said = tuple(b for b in odds.breakdown if b[0] == sheet_checks.MODIFIER_LABEL)
            return replace(odds, situation=tuple(replace(line, breakdown=said)
                                                 for line in situation.lines()))
        from . import plan, table_odds  # on the first odds asked for: not at start-up

        return table_odds.odds(c, plan.plan(c, check_id, situation), situation)

    def check_roll(self, c: BRPCharacter, check_id: str, rng: RandomSource, situation: Situation) -> RollResult:
        kind, name = sheet_checks.split_id(check_id)
        if kind == "exp":
            return sheet_checks.experience_roll(c, check_id, name, rng, int(situation["modifier"]))
        from . import plan, table_roll  # on the first roll: not at start-up

        return table_roll.roll(c, plan.plan(c, check_id, situation), rng, situation)

    def encumbrance(self, c: BRPCharacter) -> Encumbrance:
        return enc.encumbrance(c)

    # -- what the sheet shows ------------------------------------------------------------

    def courses(self, c: BRPCharacter) -> list[Course]:
        """Hours go to a course, never from a granted balance [004 "train for hours equal to
        their current skill rank"]: each course under way with its hours spent and needed."""
        return [Course(k.subject, k.label, k.done, k.needed) for k in courses(c)]

    def derived(self, c: BRPCharacter) -> list[Derived]:
        chars = c.characteristics
        out = [Derived("experience_bonus", "Experience bonus (½ INT, up)",
                       f"+{adv.experience_bonus(chars.value('INT'))}")]
        for name in CHARACTERISTICS:
            x5 = chars.value(name) * 5
            out.append(Derived(f"roll:{name}", f"{name} roll", f"×5 {x5}%, Easy ×10 "
                               f"{apply_difficulty(x5, 'easy')}%, Difficult "
                               f"{apply_difficulty(x5, 'difficult')}%"))
        over = enc.points_over(c)
        out += [
            Derived("enc_load", "ENC carried", f"{enc.load(c):g}"),
            Derived("enc_easy", "Easy carry (STR)", str(enc.easy_carry(c))),
            Derived("enc_max", "Maximum ENC", str(enc.maximum(c))),
            Derived("enc_over", "ENC over the maximum", str(over)),
            Derived("mov", "MOV (after ENC)", str(enc.mov(c))),
            Derived("movement", "Movement at MOV (3 m a unit)",
                    " · ".join(f"{metres(r)}/{unit}" for r, unit in
                               zip(mov_rates(c), ("round", "turn", "hour", "day", "day non-stop"),
                                   strict=True))),
        ]
        for name in (*adv.TRAINABLE, "SIZ"):
            cap = adv.characteristic_cap(c, name)
            out.append(Derived(f"cap:{name}", f"{name} training limit",
                               "none" if cap is None else str(cap)))
        out.append(Derived("pow_gain", QT_TRANSLATE_NOOP("Rules", "POW gain chance"), f"{adv.pow_gain_chance(c)}%"))
        checked = [s.name for s in c.skills if s.experience_check] + (["POW"] if c.pow_check else [])
        out.append(Derived("experience_checks", QT_TRANSLATE_NOOP("Rules", "Experience checks"), ", ".join(checked) or QT_TRANSLATE_NOOP("Rules", "none")))
        studying = Words("; ".join(f"{k.label}: {k.progress()}" for k in courses(c)),
                         "; ".join(f"{{{i}}}: {{{i + 1}}}" for i in range(0, 2 * len(courses(c)), 2)),
                         tuple(part for k in courses(c) for part in (k.label, k.progress())))
        out.append(Derived("studies", QT_TRANSLATE_NOOP("Rules", "Training and research"), studying or QT_TRANSLATE_NOOP("Rules", "none under way")))
        out.append(Derived("study_pace", QT_TRANSLATE_NOOP("Rules", "Training time a week"),
                           QT_TRANSLATE_NOOP("Rules", "{hours} hours (more than {most} is gruelling)").format(
                               hours=adv.HOURS_PER_WEEK, most=adv.GRUELLING_HOURS_PER_WEEK)))
        return cited(out, SOURCES)

    def states(self, c: BRPCharacter) -> list[State]:
        found = []
        dead = [n for n in CHARACTERISTICS if c.characteristics.value(n) == 0]
        for s in self.active_statuses(c):
            # the declared statuses set or standing (Fainted at 0 power points, Dead with a
            # characteristic at 0: statuses.py)
            effect = f"{dead[0]} has fallen to 0: the character dies" if s.id == "dead" else s.effect
            found.append(State(s.label, effect, s.severity))  # type: ignore[arg-type]
        report = enc.encumbrance(c)
        if report.over:
            found.append(State(QT_TRANSLATE_NOOP("Rules", "Over-encumbered"), report.consequence, "warning"))
        ticked = sum(s.experience_check for s in c.skills) + c.pow_check
        if ticked:
            found.append(State(QT_TRANSLATE_NOOP("Rules", "Experience checks"), QT_TRANSLATE_NOOP("Rules", "{ticked} to roll for after the adventure").format(
                ticked=ticked), "info"))
        return found

    def validate(self, c: BRPCharacter, *, creation: bool = False) -> list[Finding]:
        found = []
        for i, skill in enumerate(c.skills):
            if skill.experience_check and not skill.can_improve:
                found.append(Finding(f"skills.{i}", f"{skill.name} has an experience check but its "
                                     "box is blacked out: clear the check"))
        limit = c.options.species_max
        for name in CHARACTERISTICS:
            value = c.characteristics.value(name)
            if limit is not None and name != "POW" and value > limit:
                found.append(Finding(f"characteristics.{name}", f"{name} {value} is above the "
                                     f"species maximum of {limit} (clear the limit in the options "
                                     "for an epic game)", "warning"))
        if creation and not c.skills:
            # The excerpt prints no skill list: the skills and their base chances are the
            # rulebook's, entered by the player (advice, not a rule: Finish stays on).
            found.append(Finding("skills", "No skills yet: add each skill of your rulebook's skill list "
                                 "with its base chance (Add, or From library…); its rating starts at "
                                 "the base", "warning"))
        if creation:
            found.append(Finding("", "Character creation is not in the rules excerpt: enter the "
                                 "characteristics, HP, FP, PP and skills from your rulebook",
                                 "info"))
        return found

    # -- offers ----------------------------------------------------------------------------

    def progress(self, c: BRPCharacter) -> str:
        """[004 "place a checkmark in the small box next to that skill"]: the ticks waiting
        for the experience rolls between adventures."""
        ticks = sum(s.experience_check for s in c.skills) + c.pow_check
        return (QT_TRANSLATE_NOOP("Rules", "1 experience check ticked") if ticks == 1 else
                QT_TRANSLATE_NOOP("Rules", "{ticks} experience checks ticked").format(ticks=ticks))

    def session_actions(self, c: BRPCharacter) -> list[Action]:
        """Between adventures: one experience roll per ticked skill, and POW if ticked."""
        actions = [Action("brp.improve", {"skill": s.name}, f"Experience roll: {s.name}")
                   for s in c.skills if s.experience_check]
        if c.pow_check:
            actions.append(Action("brp.pow_gain", {}, "POW gain roll"))
        return actions

    def offers(self, c: BRPCharacter) -> list[Offer]:
        found = [Offer(a, "advance", "an experience roll") for a in self.session_actions(c)]
        for k in courses(c):
            reason = "" if k.ready else f"{k.label}: {k.progress()}"
            if k.target in CHARACTERISTICS:
                action = Action("brp.train_characteristic", {"characteristic": k.target},
                                f"Finish {k.target} training")
            elif k.method == "training":
                action = Action("brp.train", {"skill": k.target}, f"Finish {k.target} training")
            else:
                action = Action("brp.research", {"skill": k.target}, f"Finish {k.target} research")
            found.append(Offer(action, "advance", f"{k.needed} hours", k.ready, reason))
        # [004 "Skill Training and Research"]: hours go into a course first; its "Finish"
        # offer above comes once they are all in
        found.append(Offer(Action("brp.study", {}, "Spend hours on training or research…"), "advance",
                           "hours toward a course"))
        found.append(self._recover_offer(c))
        found.append(Offer(Action("brp.travel", {}, "Travel or move for a while…"), "hazard",
                           "distance, and FP by the fatigue rule; terrain (separated by semicolons): "
                           + "; ".join(TERRAIN)))
        found.append(Offer(Action("brp.hazard", {}, "Take damage from a hazard…"), "hazard",
                           "the damage your rulebook gives (a fall, fire, drowning, a venom)"))
        if c.options.aging:
            found.append(Offer(Action("brp.age", {}, "Age one year"), "other", "one year"))
        if c.options.fate_points:
            have = c.power_points.current
            for use, cost in FATE_POINT_USES.items():
                allowed = have >= cost
                reason = "" if allowed else f"{use} costs {cost} power points; you have {have}"
                action = Action("pool", {"path": "power_points", "amount": -cost},
                                f"Spend {cost} power points: {use.lower()}")
                found.append(Offer(action, "resource", f"{cost} PP", allowed, reason))
            found.append(Offer(Action("brp.max_damage", {}, "Spend power points: maximum damage…"),
                               "resource", "PP equal to the weapon's rollable maximum",
                               have > 0, "" if have > 0 else "you have no power points"))
        if dead(c):  # offered, but not now: the dead do none of it
            found = [replace(o, allowed=False, reason=self.refusal(c, o.action))
                     if o.action.kind in LIVING else o for o in found]
        return found

    def _recover_offer(self, c: BRPCharacter) -> Offer:
        full = all(p.current >= p.maximum for p in (c.hit_points, c.fatigue_points, c.power_points))
        why = "HP, FP and PP are all at their maximum" if full else ""
        return Offer(Action("brp.recover", {}, "Recover…"), "rest", RECOVERY_TABLE, not why, why)
