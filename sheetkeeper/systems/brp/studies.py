"""Training and research courses, tracked as learning hours in the ledger.

Hours go in as ``hours.spend`` entries whose subject names the course ("training: Ride",
"research: Ride", "training: STR"). Finishing a course writes an ``event`` with the same
subject and the hours it used up, so the hours on a course are the spends since then.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...core.ledger import Ledger
from ...core.words import QT_TRANSLATE_NOOP
from .advancement import HOURS_PER_WEEK, characteristic_hours, training_hours
from .model import CHARACTERISTICS, BRPCharacter

Method = Literal["training", "research"]


def subject(method: Method, target: str) -> str:
    return f"{method}: {target}"


def parse_subject(text: str) -> tuple[Method, str] | None:
    method, _, target = text.partition(": ")
    if method in ("training", "research") and target:
        return method, target  # type: ignore[return-value]
    return None


def hours_on(ledger: Ledger, course: str) -> int:
    """Hours spent on a course and not yet used up by finishing it."""
    spent = ledger.hours_spent_on().get(course, 0)
    used = 0
    for entry in ledger.entries:
        if entry.kind == "event" and entry.subject == course:
            used += -entry.amount if entry.reverses else entry.amount
    return spent - used


METHOD_WORDS = {"training": QT_TRANSLATE_NOOP("Rules", "training"), "research": QT_TRANSLATE_NOOP("Rules", "research")}
"""How a course is taken, in words."""

@dataclass(frozen=True)
class Course:
    method: Method
    target: str
    done: int
    needed: int

    @property
    def subject(self) -> str:
        return subject(self.method, self.target)

    @property
    def ready(self) -> bool:
        return self.done >= self.needed

    @property
    def label(self) -> str:
        return QT_TRANSLATE_NOOP("Rules", "{target} ({method})").format(target=self.target, method=METHOD_WORDS.get(self.method, self.method))

    def progress(self) -> str:
        """"30 of 45 hours, 15 to go (about 1 week at 50 hours a week)"."""
        to_go = max(0, self.needed - self.done)
        if not to_go:
            return QT_TRANSLATE_NOOP("Rules", "{done} of {needed} hours: ready to finish").format(done=self.done, needed=self.needed)
        weeks = -(-to_go // HOURS_PER_WEEK)
        said = (QT_TRANSLATE_NOOP("Rules", "{done} of {needed} hours, {left} to go (about 1 week at {pace} hours a week)")
                if weeks == 1 else
                QT_TRANSLATE_NOOP("Rules", "{done} of {needed} hours, {left} to go (about {weeks} weeks at {pace} hours a week)"))
        return said.format(done=self.done, needed=self.needed, left=to_go, weeks=weeks, pace=HOURS_PER_WEEK)


def hours_needed(c: BRPCharacter, method: Method, target: str) -> int:
    if target in CHARACTERISTICS:
        return characteristic_hours(c.characteristics.value(target))
    skill = c.skill(target)
    if skill is None:
        raise KeyError(f"no skill named {target!r} on this sheet")
    return training_hours(skill.rating)


def course(c: BRPCharacter, method: Method, target: str) -> Course:
    return Course(method, target, hours_on(c.ledger, subject(method, target)),
                  hours_needed(c, method, target))


def courses(c: BRPCharacter) -> list[Course]:
    """Every course with hours on it, in the order first started."""
    seen: dict[str, None] = {}
    for entry in c.ledger.entries:
        if entry.kind == "hours.spend":
            seen[entry.subject] = None
    found = []
    for text in seen:
        parsed = parse_subject(text)
        if parsed is None or hours_on(c.ledger, text) <= 0:
            continue
        method, target = parsed
        try:
            found.append(course(c, method, target))
        except KeyError:
            continue  # the skill was renamed or removed; its hours stay in the ledger
    return found
