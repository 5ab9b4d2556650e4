"""The Game Rules Lite rules service: wires the model, pools, odds, pushes, encumbrance,
advancement and upkeep into the contract every system provides."""

from __future__ import annotations

from sheetkeeper.core.actions import Action, Applied, Derived, Finding, Offer, State, cited
from sheetkeeper.core.checks import Check, Odds, RollResult
from sheetkeeper.core.dice import RandomSource
from sheetkeeper.core.inventory import Encumbrance
from sheetkeeper.core.paths import set_path
from sheetkeeper.core.rules import Context, Rules, handles
from sheetkeeper.core.situation import Option, Situation

from ...core.words import QT_TRANSLATE_NOOP
from . import advancement, inputs, pools, rolls, situations, upkeep
from . import creation as creation_rules
from .derived_sources import SOURCES
from .encumbrance import capacity, encumbrance, load
from .library import LIBRARY
from .model import Attribute, LiteCharacter
from .play import ADVANCED, NEVER_LOST
from .printed import TABLES
from .tables import ADVANCE_COST, ATTRIBUTE_MAX, ATTRIBUTES


def pips(bonus: int, maximum: int) -> str:
    return "●" * bonus + "○" * max(0, maximum - bonus)


class LiteRules(Rules[LiteCharacter]):
    character_type = LiteCharacter
    inputs_of = inputs.BY_KIND
    advanced = ADVANCED
    library = LIBRARY
    never_lost = NEVER_LOST
    award = QT_TRANSLATE_NOOP("Rules", "XP")
    carried = "inventory"
    tables = TABLES
    """[001 "You get your XP at the end of every session."]"""

    def new(self, name: str = "") -> LiteCharacter:
        """Attributes at the starting minimum of 2 and no skills: the wizard spends the
        budgets from here."""
        start = Attribute(base=2, current=2)
        return LiteCharacter(name=name, strength=start, agility=start, wits=start, empathy=start)

    def validate(self, c: LiteCharacter, *, creation: bool = False) -> list[Finding]:
        return creation_rules.validate(c, creation=creation)

    def derived(self, c: LiteCharacter) -> list[Derived]:
        out = [
            Derived("key_attribute", QT_TRANSLATE_NOOP("Rules", "Key attribute"), ATTRIBUTES[c.role.key_attribute].name),
            Derived(
                "specialist",
                QT_TRANSLATE_NOOP("Rules", "Specialist skill"),
                f"{c.role.specialist_skill or '—'} {c.specialist_level} "
                f"({ATTRIBUTES[c.role.specialist_attribute].name})",
            ),
        ]
        for key, info in ATTRIBUTES.items():
            attr = c.attribute(key)
            out.append(Derived(info.trauma, QT_TRANSLATE_NOOP("Rules", "{attribute} {trauma}").format(
                attribute=info.name, trauma=info.trauma), str(attr.trauma)))
        out += [
            Derived("capacity", QT_TRANSLATE_NOOP("Rules", "Carrying capacity"), QT_TRANSLATE_NOOP("Rules", "{items} items").format(items=capacity(c))),
            Derived("load", QT_TRANSLATE_NOOP("Rules", "Carried"), QT_TRANSLATE_NOOP("Rules", "{items} items").format(items=float(load(c)))),
            Derived("rations", QT_TRANSLATE_NOOP("Rules", "Rations"), QT_TRANSLATE_NOOP("Rules", "{food} food, {water} water").format(
                food=c.food, water=c.water)),
            Derived(
                "gear",
                QT_TRANSLATE_NOOP("Rules", "Gear Bonus"),
                ", ".join(
                    f"{item.name} {pips(item.gear_bonus, item.max_gear_bonus or item.gear_bonus)}"
                    for item in c.inventory
                    if item.gear_bonus is not None
                )
                or "—",
            ),
            Derived("xp", QT_TRANSLATE_NOOP("Rules", "XP available"), str(c.ledger.xp_available)),
            Derived("advances", QT_TRANSLATE_NOOP("Rules", "Advances ready"), str(c.ledger.xp_available // ADVANCE_COST)),
        ]
        return cited(out, SOURCES)

    def states(self, c: LiteCharacter) -> list[State]:
        out = []
        for key, info in ATTRIBUTES.items():
            if c.attribute(key).current == 0:
                out.append(
                    State(
                        QT_TRANSLATE_NOOP("Rules", "Broken"),
                        QT_TRANSLATE_NOOP("Rules", "{attribute} is 0 from {trauma}: you are broken (chapter 6, not in "
                                          "the excerpt, says what that means).").format(
                            attribute=info.name, trauma=info.trauma),
                        "danger",
                    )
                )
        enc = encumbrance(c)
        if enc.over:
            out.append(State(QT_TRANSLATE_NOOP("Rules", "Over-encumbered"), enc.consequence, "warning"))
        if c.days_without_food:
            out.append(State(QT_TRANSLATE_NOOP("Rules", "Hungry"), _without(c.days_without_food, QT_TRANSLATE_NOOP("Rules", "food"))))
        if c.days_without_water:
            out.append(State(QT_TRANSLATE_NOOP("Rules", "Thirsty"), _without(c.days_without_water, QT_TRANSLATE_NOOP("Rules", "water"))))
        for item in c.inventory:
            if item.gear_bonus == 0:
                out.append(
                    State(
                        QT_TRANSLATE_NOOP("Rules", "Broken gear"),
                        QT_TRANSLATE_NOOP("Rules", "{item} has Gear Bonus 0 and no longer works until repaired.").format(
                            item=item.name),
                        "info",
                    )
                )
        return out

    def checks(self, c: LiteCharacter) -> list[Check]:
        return pools.checks(c)

    def situations(self, c: LiteCharacter, check_id: str) -> list[Option]:
        return situations.options(c, check_id)

    def check_odds(self, c: LiteCharacter, check_id: str, situation: Situation) -> Odds:
        return rolls.odds(c, check_id, situation)

    def check_roll(
        self, c: LiteCharacter, check_id: str, rng: RandomSource, situation: Situation
    ) -> RollResult:
        return rolls.roll_check(c, check_id, rng, situation)

    def push(
        self, c: LiteCharacter, result: RollResult, rng: RandomSource
    ) -> tuple[RollResult, list[Action]]:
        return rolls.push(c, result, rng)

    def offers(self, c: LiteCharacter) -> list[Offer]:
        return advancement.offers(c)

    def encumbrance(self, c: LiteCharacter) -> Encumbrance:
        return encumbrance(c)

    def session_actions(self, c: LiteCharacter) -> list[Action]:
        """[001 "You get your XP at the end of every session."] The one for being there; the
        GM ticks the other questions in the session dialog."""
        return [advancement.session_action()]

    # -- actions ------------------------------------------------------------------------

    @handles("set")
    def _set_score(self, c: LiteCharacter, action: Action, context: Context) -> Applied:
        """Setting an attribute's score moves its current value with it when it has no trauma
        [001 "The attribute scores are decreased when you suffer different types of trauma."]:
        trauma is what the current value lost, and a new score is not a loss."""
        path, value = str(action.args["path"]), action.args["value"]
        name, _, part = path.partition(".")
        if part == "base" and name in ATTRIBUTES and type(value) is int and 1 <= value <= ATTRIBUTE_MAX:
            return Applied(set_path(c, name, c.attribute(name).rescored(value)))
        return super()._set(c, action, context)

    @handles("xp.session")
    def _session_xp(self, c: LiteCharacter, action: Action, context: Context) -> Applied:
        return advancement.session_xp(c, action.args, context)

    @handles("advance.skill")
    def _raise_skill(self, c: LiteCharacter, action: Action, context: Context) -> Applied:
        return advancement.raise_skill(c, action.args, context)

    @handles("advance.talent")
    def _learn_talent(self, c: LiteCharacter, action: Action, context: Context) -> Applied:
        return advancement.learn_talent(c, action.args, context)

    @handles("trauma")
    def _trauma(self, c: LiteCharacter, action: Action, context: Context) -> Applied:
        return upkeep.trauma(c, action.args)

    @handles("recover")
    def _recover(self, c: LiteCharacter, action: Action, context: Context) -> Applied:
        return upkeep.recover(c, action.args)

    @handles("day.new")
    def _new_day(self, c: LiteCharacter, action: Action, context: Context) -> Applied:
        return upkeep.new_day(c, context)

    @handles("gear.damage")
    def _gear_damage(self, c: LiteCharacter, action: Action, context: Context) -> Applied:
        return upkeep.gear_damage(c, action.args)

    @handles("gear.repair")
    def _gear_repair(self, c: LiteCharacter, action: Action, context: Context) -> Applied:
        return upkeep.gear_repair(c, action.args, context)


def _without(days: int, ration: str) -> str:
    return (QT_TRANSLATE_NOOP("Rules", "1 day without {ration}: characters who go without will suffer (the effects "
                                 "are in chapter 6, not in the excerpt).") if days == 1 else
            QT_TRANSLATE_NOOP("Rules", "{days} days without {ration}: characters who go without will suffer (the "
                              "effects are in chapter 6, not in the excerpt).")).format(
        days=days, ration=ration)
