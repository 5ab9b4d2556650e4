"""Action handlers for character improvement: experience checks and rolls, POW gain,
training, research, characteristic training and aging. Each returns a new character and
its ledger entries; dice come from ``context.rng``."""

from __future__ import annotations

from typing import Any

from ...core.actions import Action, Applied, Refusal
from ...core.dice import roll
from ...core.ledger import LedgerEntry
from ...core.paths import set_path
from ...core.rules import Context, handles
from ...core.words import QT_TRANSLATE_NOOP
from . import advancement as adv
from .model import CHARACTERISTICS, BRPCharacter
from .results import Degree, degree
from .studies import Method, course, subject


def _note(c: BRPCharacter, context: Context, subject_: str, reason: str, amount: int = 0,
          kind: str = "event") -> tuple[BRPCharacter, LedgerEntry]:
    ledger, entry = c.ledger.append(kind, amount, subject=subject_, reason=reason,  # type: ignore[arg-type]
                                    session=context.session, at=context.at)
    return set_path(c, "ledger", ledger), entry


def _skill_index(c: BRPCharacter, name: Any) -> int:
    try:
        return c.skill_index(str(name))
    except KeyError:
        raise Refusal(f"there is no skill called {name!r} on this sheet") from None


def _percent(value: Any, what: str) -> int | None:
    """A percentage the user entered (a teacher's skill): None when left empty; refused in
    words when it is not a whole number from 0 to 999."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    text = str(value).strip().removesuffix("%").strip()
    if isinstance(value, bool) or not text.isdigit():
        raise Refusal(f"{what}: {value!r} is not a percentage (a whole number such as 60)")
    if int(text) > 999:
        raise Refusal(f"{what}: {text}% is more than any rating (999% at most)")
    return int(text)


def _face(n: int) -> str:
    return "00" if n == 100 else f"{n:02d}"


class Improvement:
    """Mixed into the BRP rules; ``@handles`` marks are collected by ``Rules``."""

    @handles("brp.experience_check")
    def _experience_check(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        """[004 "An experience check for a particular skill is made only once per adventure"]"""
        i = _skill_index(c, action.args["skill"])
        skill = c.skills[i]
        if not skill.can_improve:
            raise Refusal(f"{skill.name} cannot improve by experience: its box is blacked out")
        if action.args.get("difficulty") == "easy":
            raise Refusal(f"An Easy {skill.name} roll earns no experience check")
        if skill.experience_check:
            raise Refusal(f"{skill.name} already has its experience check for this adventure")
        c = set_path(c, f"skills.{i}.experience_check", True)
        c, entry = _note(c, context, f"experience: {skill.name}", "experience check")
        return Applied(c, (entry,), f"Experience check: {skill.name}")

    @handles("brp.pow_check")
    def _pow_check(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        """POW vs an equal or greater POW [004 "when a roll is 50% or less to succeed"]."""
        own = c.characteristics.value("POW")
        opponent = int(action.args["opponent_pow"])
        if opponent < own:
            raise Refusal(f"Only a win against POW {own} or more earns a POW check; "
                          f"the opponent had {opponent}")
        if c.pow_check:
            raise Refusal("POW already has its experience check")
        c, entry = _note(set_path(c, "pow_check", True), context, "experience: POW",
                         f"won POW {own} vs POW {opponent}")
        return Applied(c, (entry,), "POW check")

    @handles("brp.improve")
    def _improve(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        """The experience roll between adventures: D100 + ceil(INT/2) over the skill, then
        +1D6 (1D8, 1D10) or the declared flat half-maximum; the check is cleared."""
        i = _skill_index(c, action.args["skill"])
        skill = c.skills[i]
        if not skill.experience_check:
            raise Refusal(QT_TRANSLATE_NOOP("Rules", "{skill} has no experience check to roll for").format(skill=skill.name))
        # the roll is the check exp:<skill>: a status that bars it (Fainted, Dead) refuses
        # it here as in the dice roller
        self._refuse_impossible(c, f"exp:{skill.name}")
        bonus = adv.experience_bonus(c.characteristics.value("INT"))
        face = roll(context.rng, 100)[0]
        needed = adv.experience_target(skill.rating)
        c = set_path(c, f"skills.{i}.experience_check", False)
        text = f"experience roll {_face(face)} + {bonus} = {face + bonus}"
        if not adv.experience_succeeds(face, bonus, skill.rating):
            c, entry = _note(c, context, f"experience: {skill.name}",
                             f"{text}, not over {needed}: no gain")
            return Applied(c, (entry,), f"{skill.name}: no improvement")
        die = c.options.experience_die
        gain = adv.flat_gain(die) if action.args.get("flat") else roll(context.rng, die)[0]
        how = "flat" if action.args.get("flat") else f"1D{die}"
        new = min(999, skill.rating + gain)
        c = set_path(c, f"skills.{i}.rating", new)
        c, entry = _note(c, context, f"experience: {skill.name}",
                         f"{text} > {needed}: +{gain} ({how}), {skill.rating}% → {new}%", gain)
        return Applied(c, (entry,), f"{skill.name} +{gain}% ({new}%)")

    @handles("brp.pow_gain")
    def _pow_gain(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        """[004 "If the roll is successful, increase your character’s POW by 1D3–1"] or +1."""
        if not c.pow_check:
            raise Refusal(QT_TRANSLATE_NOOP("Rules", "POW has no experience check to roll for"))
        self._refuse_impossible(c, "exp:POW")
        chance = adv.pow_gain_chance(c)
        face = roll(context.rng, 100)[0]
        c = set_path(c, "pow_check", False)
        old = c.characteristics.value("POW")
        if face > chance:
            c, entry = _note(c, context, "experience: POW", f"rolled {_face(face)} over {chance}: no gain")
            return Applied(c, (entry,), QT_TRANSLATE_NOOP("Rules", "POW: no gain"))
        gain = 1 if action.args.get("flat") else roll(context.rng, 3)[0] - 1
        c = set_path(c, "characteristics.POW.current", old + gain)
        c, entry = _note(c, context, "experience: POW",
                         f"rolled {_face(face)} ≤ {chance}: +{gain}, POW {old} → {old + gain}", gain)
        return Applied(c, (entry,), QT_TRANSLATE_NOOP("Rules", "POW +{gain}").format(gain=gain))

    @handles("brp.pow_dice")
    def _pow_dice(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        """The rollable POW from the creation roll's dice (``dice``: "2D6+6"), for the POW
        gain chance: each +6 counts as a D6 (``advancement.rollable_pow``)."""
        text = str(action.args["dice"])
        high, low = adv.rollable_pow(text)
        c = set_path(c, "options.pow_max_rollable", high)
        c = set_path(c, "options.pow_min_rollable", low)
        return Applied(c, (), f"POW rolled as {text.strip()}: maximum {high}, minimum {low} "
                              f"(each +6 a D6); POW gain chance {adv.pow_gain_chance(c)}%")

    @handles("brp.study")
    def _study(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        """Log hours on a course [004 "train for hours equal to their current skill rank"]."""
        method: Method = action.args.get("method", "training")
        if method not in ("training", "research"):
            raise Refusal(f"no way of studying called {method!r}: use training or research")
        target = str(action.args["target"])
        hours = int(action.args["hours"])
        if hours <= 0:
            raise Refusal("Spend at least 1 hour")
        if target in CHARACTERISTICS:
            self._check_trainable(c, target)
        else:
            target = c.skills[_skill_index(c, target)].name
            self._check_skill_trainable(c, target, method)
        c, entry = _note(c, context, subject(method, target), str(action.args.get("reason", "")),
                         hours, kind="hours.spend")
        return Applied(c, (entry,), f"{target} {method}: {course(c, method, target).progress()}")

    def _check_skill_trainable(self, c: BRPCharacter, name: str, method: Method) -> None:
        cap = c.options.training_cap
        rating = c.skill(name).rating  # type: ignore[union-attr]
        if method == "training" and cap is not None and rating >= cap:
            raise Refusal(f"No skill can be trained above {cap}%; {name} is {rating}%. "
                          "Research or experience can raise it further")

    def _check_trainable(self, c: BRPCharacter, name: str) -> None:
        if name not in adv.TRAINABLE and not (name == "SIZ" and c.options.training_size):
            raise Refusal(f"{name} cannot be raised by training; STR, CON, DEX and CHA can")
        cap = adv.characteristic_cap(c, name)
        value = c.characteristics.value(name)
        if cap is not None and value >= cap:
            raise Refusal(f"{name} {value} is already at its training limit of {cap}")

    def _ready(self, c: BRPCharacter, method: Method, target: str) -> int:
        k = course(c, method, target)
        if not k.ready:
            raise Refusal(f"{target} {method} needs {k.needed} hours; {k.done} spent so far "
                          f"({k.needed - k.done} to go)")
        return k.done

    @handles("brp.train")
    def _train(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        """The teacher's Teach roll ends the course: success +1D6, fumble -1D3, never past
        the training cap [004 "No skill can be trained above 75%"]."""
        i = _skill_index(c, action.args["skill"])
        skill = c.skills[i]
        self._check_skill_trainable(c, skill.name, "training")
        # [004 "getting instruction in it from another character with a higher rating in the
        # same skill"; "the teacher must attempt a Teach skill roll"]: both must be entered
        teacher = _percent(action.args.get("teacher"), f"The teacher's {skill.name}")
        if teacher is None:
            raise Refusal(f"Enter the teacher's {skill.name}: a teacher needs a higher rating "
                          f"than {c.display_name}'s {skill.rating}%")
        if teacher <= skill.rating:
            raise Refusal(f"The teacher needs more than {skill.rating}% in {skill.name}; "
                          f"they have {teacher}%")
        teach = _percent(action.args.get("teach"), "The teacher's Teach")
        if teach is None:
            raise Refusal("Enter the teacher's Teach skill: the teacher rolls it at the end of "
                          "the training")
        if teach < 1:
            raise Refusal("A teacher with Teach 0% cannot succeed at the Teach roll; find "
                          "a teacher who can teach")
        hours = self._ready(c, "training", skill.name)
        face = roll(context.rng, 100)[0]
        result = degree(face, teach)
        die = int(action.args.get("die", 6))
        change = 0
        if result.succeeded:
            change = roll(context.rng, die)[0]
        elif result == Degree.FUMBLE:
            change = -roll(context.rng, 3)[0]
        new = adv.trained_rating(skill.rating, change, c.options.training_cap)
        c = set_path(c, f"skills.{i}.rating", new)
        c, entry = _note(c, context, subject("training", skill.name),
                         f"Teach {teach}%: rolled {_face(face)}, {result.label}; "
                         f"{skill.rating}% → {new}%", hours)
        return Applied(c, (entry,), f"{skill.name} training: {result.label}, {skill.rating}% → {new}%")

    @handles("brp.research")
    def _research(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        """An experience roll after the hours; +1D6-2 (at least 0) or a flat +2; may pass 75%."""
        i = _skill_index(c, action.args["skill"])
        skill = c.skills[i]
        hours = self._ready(c, "research", skill.name)
        # [004 "After the required time is spent, make an experience roll as normal."]: the
        # same check as exp:<skill>, barred as it is
        self._refuse_impossible(c, f"exp:{skill.name}")
        bonus = adv.experience_bonus(c.characteristics.value("INT"))
        face = roll(context.rng, 100)[0]
        gain = 0
        if adv.experience_succeeds(face, bonus, skill.rating):
            gain = 2 if action.args.get("flat") else adv.research_gain(roll(context.rng, 6)[0])
            verdict = f"+{gain}"
        else:
            verdict = "no gain"
        new = min(999, skill.rating + gain)
        c = set_path(c, f"skills.{i}.rating", new)
        c, entry = _note(c, context, subject("research", skill.name),
                         f"experience roll {_face(face)} + {bonus}: {verdict}, "
                         f"{skill.rating}% → {new}%", hours)
        return Applied(c, (entry,), f"{skill.name} research: {verdict}")

    @handles("brp.train_characteristic")
    def _train_characteristic(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        """[004 "At the end of the training period, roll 1D3–1 and add the result"], capped."""
        name = str(action.args["characteristic"])
        if name not in CHARACTERISTICS:
            raise Refusal(f"there is no characteristic {name!r}")
        self._check_trainable(c, name)
        hours = self._ready(c, "training", name)
        gain = roll(context.rng, 3)[0] - 1
        old = c.characteristics.value(name)
        cap = adv.characteristic_cap(c, name)
        new = old + gain if cap is None else min(cap, old + gain)
        c = set_path(c, f"characteristics.{name}.current", new)
        c, entry = _note(c, context, subject("training", name), f"1D3-1 = {gain}: {name} {old} → {new}", hours)
        return Applied(c, (entry,), f"{name} {old} → {new}")

    @handles("brp.age")
    def _age(self, c: BRPCharacter, action: Action, context: Context) -> Applied:
        """A birthday; from 41, 2D6 on the point-loss table and 1D10 per point lost."""
        if not c.options.aging:
            raise Refusal("Aging is an optional rule; turn it on in the options first")
        age = c.age + 1
        c = set_path(c, "age", age)
        if age < adv.AGING_FROM:
            return Applied(c, (), f"Age {age}")
        two = roll(context.rng, 6, 2)
        points = adv.POINTS_LOST[sum(two)]
        losses: list[str] = []
        for face in roll(context.rng, 10, points):
            name = adv.AGING_LOSS[face]
            if name is None:
                losses.append(f"{face}: —")
                continue
            value = max(0, c.characteristics.value(name) - 1)
            c = set_path(c, f"characteristics.{name}.current", value)
            losses.append(f"{face}: {name} -1")
        detail = "; ".join(losses) or "no loss"
        c, entry = _note(c, context, "aging", f"age {age}: 2D6 {sum(two)} → {points} point(s); {detail}")
        dead = [n for n in CHARACTERISTICS if c.characteristics.value(n) == 0]
        message = f"Age {age}: {detail}" + (f" — {dead[0]} is 0: the character dies" if dead else "")
        return Applied(c, (entry,), message)
