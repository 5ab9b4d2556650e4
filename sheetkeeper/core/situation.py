"""What the user gives the rules: the options of a check, and the inputs of everything else.

One declared :class:`Option` type covers every place the app asks for something: a check's
situation, an advance's or a rest's inputs (``Rules.inputs``), a status's asks, an ad-hoc
target's values. Each declares its kind, range, default, label and source; :func:`settle`
and :func:`settle_inputs` refuse an unknown option or a value out of range by name, and the
app builds every control from the declaration (``ui/options_form.py``).

No check at a real table is bare: the target is far away, two friends help, the GM calls it
Difficult. Each game system declares, per check, the :class:`Option`\\ s its rules offer
(``Rules.situations``), each with its kind, range, default and the rule it comes from. A
:class:`Situation` is the values chosen for them, settled against those options: an unknown
option or a value out of range is refused with a message naming it. Odds, rolls and resolved
rolls all take the same situation, so what the odds say is what the roll rolls.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType
from typing import Any, Literal

from .actions import Refusal
from .words import QT_TRANSLATE_NOOP, Words

Kind = Literal["toggle", "count", "choice", "number", "opponent", "text", "allotment"]
"""``toggle`` on or off; ``count`` how many (helpers, increments, hours); ``choice`` one of
named values (a difficulty); ``number`` a signed modifier or a measure (``decimals`` for a
height in metres); ``opponent`` the other side's skill or total in an opposed or versus roll
(``None`` while there is no other side); ``text`` words (a talent's name, a dice expression);
``allotment`` points shared among named choices ("raise attributes by 2 in all"): a mapping
choice -> points."""

Value = bool | int | float | str | Mapping[str, int] | None

NO_POINTS: Mapping[str, int] = MappingProxyType({})
"""An allotment with nothing assigned."""


def caption(words: str) -> str:
    """Words as a caption, whichever case the rules wrote them in: the first letter capital,
    the rest as written ("The critical level", "Critical success", "XP")."""
    return words[:1].upper() + words[1:]


@dataclass(frozen=True)
class When:
    """An option applies only while another option of the same check has one of the values
    ``among`` (or, with ``besides``, any value but those): "Rounds fired" only while the
    firing mode is Auto, the kind of contest only while there is another side.

    An option that does not apply is moot: the form hides it, and :func:`settle` refuses a
    value for it other than its default (naming the option and when it applies)."""

    option: str
    among: tuple[Value, ...] = ()
    besides: tuple[Value, ...] = ()

    def holds(self, value: Value) -> bool:
        if self.among:
            return value in self.among
        return value not in self.besides

    def describe(self, other: Option) -> str:
        """'Firing mode is Auto', 'Other side's target is given', 'Assistants is not 0'."""
        if self.among == (None,):
            return f"{other.label} is not given"
        if self.among:
            words = " or ".join(other.value_text(v) for v in self.among)
            return f"{other.label} is {words}"
        if self.besides == (None,):
            return f"{other.label} is given"
        words = " or ".join(other.value_text(v) for v in self.besides)
        return f"{other.label} is not {words}"


@dataclass(frozen=True)
class Option:
    """One thing the table may say about a check, in the game's words."""

    id: str
    label: str
    kind: Kind
    default: Value = None
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[tuple[str, str], ...] = ()
    """For ``choice``: (value, label) pairs in the order the rules list them."""
    source: str = ""
    """The rule it comes from: a quotation with its excerpt, or "house rule" where the
    excerpt is silent and the table enters the number."""
    help: str = ""
    applies: tuple[When, ...] = ()
    """When the option applies, as conditions on other options' values (all must hold);
    empty: always."""
    required: bool = False
    """Nothing is assumed: the user enters it (a teacher's skill, GRIMWIRE's critical
    level); the default, when there is one, is what the sheet remembers."""
    decimals: int = 0
    """For ``number``: the places after the point (1: a fall of 4.5 metres)."""
    total: int | None = None
    """For ``allotment``: the points to share, all of them (None: any number)."""
    room: tuple[tuple[str, int], ...] = ()
    """For ``allotment``: how many points each choice may take at most (its room under the
    rules' maximum); a choice not named here takes up to ``maximum``."""
    aliases: tuple[tuple[str, str], ...] = ()
    """For ``choice`` and ``allotment``: other names the rules use for a choice (name,
    value): GRIMWIRE's excerpt also writes STR for TOG."""

    def __post_init__(self) -> None:
        if self.default is None and not self.required and self.kind in ("toggle", "count", "number"):
            object.__setattr__(self, "default", False if self.kind == "toggle" else 0)
        if self.kind == "choice" and self.default is None and self.choices and not self.required:
            object.__setattr__(self, "default", self.choices[0][0])
        if self.kind == "text" and self.default is None and not self.required:
            object.__setattr__(self, "default", "")
        if self.kind == "allotment" and self.default is None:
            object.__setattr__(self, "default", NO_POINTS)

    @property
    def text(self) -> str:
        """The label as a caption ("The critical level" for "the critical level")."""
        return caption(self.label)

    def accept(self, value: Any) -> Value:
        """The value in this option's type, or a refusal that names the option."""
        if (value is None or value == "") and self.required:
            raise Refusal(f"{self.text}: to be entered{f'. {self.help}' if self.help else ''}")
        if self.kind == "allotment":
            return self._allotted(value)
        if self.kind == "text":
            if value is None:
                return ""
            if not isinstance(value, str | int | float) or isinstance(value, bool):
                raise Refusal(f"{self.text}: give words, not {value!r}")
            text = str(value).strip()
            if self.maximum is not None and len(text) > self.maximum:
                raise Refusal(f"{self.text}: at most {self.maximum} characters, not {len(text)}")
            if self.minimum and len(text) < self.minimum:
                raise Refusal(f"{self.text}: to be entered")
            return text
        if self.kind == "number" and self.decimals:
            return self._measure(value)
        if self.kind == "toggle":
            if isinstance(value, bool):
                return value
            if value in (0, 1):
                return bool(value)
            raise Refusal(f"{self.label}: give yes or no, not {value!r}")
        if self.kind == "choice":
            names = [v for v, _ in self.choices]
            if value in names:
                return value
            for v, label in self.choices:
                if isinstance(value, str) and value.casefold() == label.casefold():
                    return v
            if len(self.choices) > 8:
                where = f" ({self.source})" if self.source else ""
                raise Refusal(f"{self.label}: no {value!r} among its {len(self.choices)} choices{where}")
            raise Refusal(f"{self.label}: {value!r} is not one of "
                          + ", ".join(v or label for v, label in self.choices))
        if self.kind == "opponent" and value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            if isinstance(value, str):  # "60%", " 3 ": a percentage or a count as typed
                value = value.strip().removesuffix("%").strip() or value
            try:
                if isinstance(value, bool) or float(value) != int(value):
                    raise ValueError
                value = int(value)
            except (TypeError, ValueError):
                raise Refusal(f"{self.label}: give a whole number, not {value!r}") from None
        if self.minimum is not None and value < self.minimum or (
            self.maximum is not None and value > self.maximum
        ):
            raise Refusal(f"{self.label}: {value} is outside {self.range_text()}")
        return value

    def _measure(self, value: Any) -> float:
        """A number with decimals: 4.5, "4.5", "4,5"."""
        try:
            if isinstance(value, bool):
                raise ValueError
            number = round(float(str(value).replace(",", ".")) if isinstance(value, str) else float(value),
                           self.decimals)
        except (TypeError, ValueError):
            raise Refusal(f"{self.text}: give a number, not {value!r}") from None
        if (self.minimum is not None and number < self.minimum) or (
                self.maximum is not None and number > self.maximum):
            raise Refusal(f"{self.text}: {_plain(number)} is outside {self.range_text()}")
        return number

    def _allotted(self, value: Any) -> Mapping[str, int]:
        """Points by choice, from a mapping ({"TOG": 1}) or words ("TOG:1, AGL:1", "TOG+1
        AGL+1"); a choice may be named by its value or its label, in any case."""
        if value is None or value == "":
            given: list[tuple[Any, Any]] = []
        elif isinstance(value, Mapping):
            given = list(value.items())
        elif isinstance(value, str):
            given = _shares(value)
            if given is None:
                raise Refusal(f"{self.text}: write it as {self._example()}, not {value!r}")
        elif isinstance(value, Sequence) and all(isinstance(p, Sequence) and len(p) == 2 for p in value):
            given = [tuple(p) for p in value]
        else:
            raise Refusal(f"{self.text}: write it as {self._example()}, not {value!r}")
        names = ({v.casefold(): v for v, _ in self.choices} | {lab.casefold(): v for v, lab in self.choices}
                 | {a.casefold(): v for a, v in self.aliases})
        room = dict(self.room)
        points: dict[str, int] = {}
        for name, amount in given:
            key = names.get(str(name).strip().casefold())
            if key is None:
                raise Refusal(f"{self.text}: no {name!s}; choose from "
                              + ", ".join(label for _, label in self.choices))
            try:
                if isinstance(amount, bool) or float(amount) != int(amount):
                    raise ValueError
                amount = int(amount)
            except (TypeError, ValueError):
                raise Refusal(f"{self.text}: give {name} a whole number of points, not {amount!r}") from None
            if amount < 0:
                raise Refusal(f"{self.text}: {name} cannot take fewer than 0 points")
            points[key] = points.get(key, 0) + amount
        for key, amount in points.items():
            most = room.get(key, self.maximum)
            if most is not None and amount > most:
                why = f" ({self.help})" if self.help else ""
                raise Refusal(f"{self.text}: {dict(self.choices)[key]} can take at most {most} "
                              f"point{'s' if most != 1 else ''}, not {amount}{why}")
        points = {k: v for k, v in points.items() if v}
        if self.total is not None:
            given_total = sum(points.values())
            if given_total != self.total:
                left = self.total - given_total
                raise Refusal(f"{self.text}: {self.total} point{'s' if self.total != 1 else ''} to "
                              "share; " + (f"{left} left to assign" if left > 0 else f"{-left} too many assigned"))
        return points or NO_POINTS

    def _example(self) -> str:
        names = [v for v, _ in self.choices[:2]] or ["NAME"]
        return ",".join(f"{n}:1" for n in names)
    def range_text(self) -> str:
        if self.kind == "number" and self.decimals and self.minimum is not None and self.maximum is not None:
            return f"{_plain(self.minimum)} to {_plain(self.maximum)}"
        if self.minimum is not None and self.maximum is not None:
            return f"{self.minimum} to {self.maximum}"
        if self.minimum is not None:
            return f"at least {self.minimum}"
        if self.maximum is not None:
            return f"at most {self.maximum}"
        return "any whole number"

    def value_text(self, value: Value) -> str:
        """A chosen value in words: 'Difficult', '2', '+3', 'yes'."""
        if self.kind == "toggle":
            return QT_TRANSLATE_NOOP("Rules", "yes") if value else QT_TRANSLATE_NOOP("Rules", "no")
        if self.kind == "choice":
            return dict(self.choices).get(str(value), str(value))
        if self.kind == "allotment":
            labels = dict(self.choices)
            shares = [f"+{n} {labels.get(k, k)}" for k, n in dict(value or {}).items() if n]
            return ", ".join(shares) or QT_TRANSLATE_NOOP("Rules", "none")
        if self.kind == "number" and self.decimals and isinstance(value, int | float):
            return Words(f"{value:g}", "{0}", (float(value),))
        if self.kind == "number" and isinstance(value, int):
            return f"{value:+d}"
        if value is None:
            return QT_TRANSLATE_NOOP("Rules", "not entered")
        return str(value)


def _plain(number: float) -> str:
    """4.5, 10, 1000000: a number as a person writes it."""
    return str(int(number)) if float(number).is_integer() else f"{number:f}".rstrip("0")


_SHARE = re.compile(r"\s*([^\W\d][\w' ]*?)\s*(?:[:=]\s*|\s+|(?=[+-]))\+?(-?\d+)\s*[,;]?")


def _shares(words: str) -> list[tuple[str, str]] | None:
    """"TOG:1, AGL:1", "TOG=1;AGL=1" or "TOG +1 AGL +1" as (name, points) pairs; None when
    the words are not in that shape."""
    shares, at = [], 0
    while at < len(words.strip()):
        match = _SHARE.match(words, at)
        if not match or match.end() == at:
            return None
        shares.append((match.group(1), match.group(2)))
        at = match.end()
    return shares


@dataclass(frozen=True)
class Imposed:
    """A modifier a set status puts on a check (Stunned: -3 AGL), with the rule it comes from."""

    status: str
    value: int
    source: str = ""


@dataclass(frozen=True)
class Situation:
    """The values chosen for a check's options; every option has one (its default unless
    chosen). Read a value with ``situation["helpers"]``.

    ``imposed`` are the modifiers the character's statuses put on the check; their sum is
    already in ``situation["modifier"]`` (so every system applies them), while what the table
    chose is :meth:`free_modifier`, and :meth:`modifier_lines` names each part."""

    options: tuple[Option, ...] = ()
    values: Mapping[str, Value] = field(default_factory=dict)
    imposed: tuple[Imposed, ...] = ()

    def __getitem__(self, option_id: str) -> Value:
        return self.values[option_id]

    def get(self, option_id: str, default: Value = None) -> Value:
        return self.values.get(option_id, default)

    def __contains__(self, option_id: object) -> bool:
        return option_id in self.values

    def option(self, option_id: str) -> Option:
        return next(o for o in self.options if o.id == option_id)

    def free_modifier(self) -> int:
        """The free modifier the table chose, without what statuses impose."""
        return int(self.values.get("modifier") or 0) - sum(i.value for i in self.imposed)

    def modifier_lines(self, label: str = "Other modifier") -> list[tuple[str, int]]:
        """The free modifier (when not 0) and one line per status that imposes one."""
        free = self.free_modifier()
        return ([(label, free)] if free else []) + [(i.status, i.value) for i in self.imposed]

    def with_imposed(self, imposed: tuple[Imposed, ...]) -> Situation:
        """This situation with statuses' modifiers added to ``modifier``."""
        values = dict(self.values)
        values["modifier"] = self.free_modifier() + sum(i.value for i in imposed)
        return Situation(self.options, values, imposed)

    def chosen_value(self, option: Option) -> Value:
        value = self.values.get(option.id, option.default)
        return self.free_modifier() if option.id == "modifier" and self.imposed else value

    def chosen(self) -> Iterator[Option]:
        """The options set away from their defaults, in the order the rules list them."""
        return (o for o in self.options if self.chosen_value(o) != o.default)

    def is_plain(self) -> bool:
        return next(self.chosen(), None) is None

    def describe(self) -> str:
        """A short summary for a sheet's odds column: 'Aimed: no, Helpers: 2'."""
        return ", ".join(self.said())

    def said(self) -> tuple[str, ...]:
        """Each chosen option in words ('Aimed: no'), marked for translation where shown."""
        return tuple(_said(o, self.chosen_value(o)) for o in self.chosen())

    def lines(self) -> tuple[SituationLine, ...]:
        """One line per chosen option with its source (systems may give richer lines)."""
        return tuple(
            SituationLine(o.id, _said(o, self.chosen_value(o)), o.source)
            for o in self.chosen()
        )

    def as_dict(self) -> dict[str, Value]:
        """The chosen values only: what a script would pass to get this situation again."""
        return {o.id: self.chosen_value(o) for o in self.chosen()}


@dataclass(frozen=True)
class SituationLine:
    """What one chosen option did to a check, with the rule it comes from."""

    option: str
    text: str
    source: str = ""
    breakdown: tuple[tuple[str, int], ...] = ()
    """The lines of the odds' breakdown this option put there ("Assisted by 2", +20): its
    own line stands for them where both would be shown (the dice roller), so an option is
    never listed twice."""


def _said(option: Option, value: Value) -> str:
    """'Aimed: yes', 'Difficulty: Difficult' (each part in the user's language where shown)."""
    return said_as(option.label, option.value_text(value), option.kind == "toggle" and value is True)


def said_as(label: str, value: str, ticked: bool = False) -> str:
    """An option and its value in words: 'Helpers: 2'. A label that already has its colon
    reads on into the value ('Targeted attack: TN raised by 3', not 'raised by: 3'), and a
    ticked one says it alone ('Splash damage: no target chosen')."""
    if ": " not in label:
        return QT_TRANSLATE_NOOP("Rules", "{label}: {value}").format(label=label, value=value)
    return label if ticked else QT_TRANSLATE_NOOP("Rules", "{label} {value}").format(label=label, value=value)


def active(options: Sequence[Option], values: Mapping[str, Value]) -> set[str]:
    """The ids of the options that apply with these values (an option whose condition is on
    an option that does not apply reads that option at its default)."""
    known = {o.id: o for o in options}
    memo: dict[str, bool] = {}

    def applies(option: Option, seen: frozenset[str]) -> bool:
        if option.id in memo:
            return memo[option.id]
        if option.id in seen:
            raise ValueError(f"options {', '.join(sorted(seen))} depend on each other")
        result = True
        for when in option.applies:
            other = known.get(when.option)
            if other is None:
                raise ValueError(f"option {option.id!r} depends on {when.option!r}, not an option here")
            value = values.get(other.id, other.default) if applies(other, seen | {option.id}) else other.default
            if not when.holds(value):
                result = False
                break
        memo[option.id] = result
        return result

    return {o.id for o in options if applies(o, frozenset())}


def only_applying(options: Sequence[Option], given: Mapping[str, Any]) -> dict[str, Any]:
    """The given values without those of options that do not apply with them: what a form
    that hides moot options passes on (a value stays in the form for when it applies again)."""
    values = {o.id: given.get(o.id, o.default) for o in options}
    applying = active(options, values)
    return {key: value for key, value in given.items() if key in applying or key not in values}


def moot_reason(option: Option, options: Sequence[Option]) -> str:
    """When ``option`` applies, in words: 'applies only when Firing mode is Auto'."""
    known = {o.id: o for o in options}
    return "applies only when " + " and ".join(
        w.describe(known[w.option]) for w in option.applies if w.option in known)


def settle(options: Sequence[Option], given: Mapping[str, Any] | None = None) -> Situation:
    """Check the given values against the options and fill in the defaults.

    Refuses an option the check does not have (naming the ones it has), a value of the wrong
    type or out of range (naming the option and its range) and a value other than the default
    for an option that does not apply with the others given (naming when it applies). An
    option that does not apply holds its default."""
    given = dict(given or {})
    known = {o.id: o for o in options}
    unknown = [key for key in given if key not in known]
    if unknown:
        have = ", ".join(known) or "none"
        raise Refusal(
            f"this check has no option {', '.join(repr(u) for u in unknown)} (its options: {have})"
        )
    values = {o.id: o.accept(given[o.id]) if o.id in given else o.default for o in options}
    applying = active(options, values)
    for o in options:
        if o.id not in applying and values[o.id] != o.default:
            raise Refusal(f"{o.label}: {moot_reason(o, options)}")
    return Situation(tuple(options), values)


def settle_inputs(inputs: Sequence[Option], args: Mapping[str, Any]) -> dict[str, Any]:
    """An action's arguments with the declared inputs among them settled: each given value
    in its input's type and range, a required input that is missing refused naming it, a
    value for an input that does not apply with the others refused saying when it applies.
    Arguments no input declares (what the offer fixed: the skill, the technique) pass as
    they are, and an input not given is left to the rules' own default."""
    settled = dict(args)
    for option in inputs:
        if option.id in settled:
            settled[option.id] = option.accept(settled[option.id])
        elif option.required and option.default is None:
            option.accept(None)
    values = {o.id: settled.get(o.id, o.default) for o in inputs}
    applying = active(inputs, values)
    for option in inputs:
        named = {w.option for w in option.applies}
        if (option.id not in applying and option.id in args and named <= args.keys()
                and values[option.id] != option.default):
            raise Refusal(f"{option.text}: {moot_reason(option, inputs)}")
    return settled


def other_modifier(minimum: int = -99, maximum: int = 99, *, label: str = QT_TRANSLATE_NOOP("Rules", "Other modifier")) -> Option:
    """The free modifier every check keeps, for whatever the rules do not name (made once
    per range and words: every check's situation asks for it)."""
    return _other_modifier(minimum, maximum, label, getattr(label, "context", None))


@cache
def _other_modifier(minimum: int, maximum: int, label: str, _context: str | None) -> Option:
    return Option(
        "modifier", label, "number", 0, minimum, maximum,
        source=QT_TRANSLATE_NOOP("Rules", "house rule: any other modifier the table agrees on"),
    )
