"""What a Game Rules Lite player gives the rules beyond a button press, declared once for the
offer, its dialog and ``apply`` (``Rules.inputs``): a new talent's name and role, the
session's XP questions."""

from __future__ import annotations

from collections.abc import Mapping

from ...core.actions import Action
from ...core.rules import Inputs
from ...core.situation import Option
from ...core.words import QT_TRANSLATE_NOOP
from .model import LiteCharacter
from .tables import XP_QUESTIONS

_QUESTIONS = '001 "For each of the following questions that you can answer with a “yes”"'


def advance_talent(c: LiteCharacter, action: Action) -> tuple[Option, ...]:
    role = c.role.name
    return (
        Option("name", QT_TRANSLATE_NOOP("Rules", "Talent"), "text", minimum=1, maximum=200,
               source='001 "learn one new talent"'),
        Option("role", QT_TRANSLATE_NOOP("Rules", "From"), "choice", role if role else "",
               choices=((role, f"The {role} talents"), ("", "The general talents")) if role
               else (("", "The general talents"),),
               source='001 "You can choose a talent specific to your role, or any of the '
                      'general talents, but not a talent from another role."'),
    )


def xp_session(c: LiteCharacter, action: Action) -> tuple[Option, ...]:
    # Every question starts unanswered, "Did you participate in the session?" too: the
    # player answers each ("that you can answer with a “yes”"), the GM has the final say.
    return tuple(Option(q, q, "toggle", False, source=_QUESTIONS) for q in XP_QUESTIONS)


BY_KIND: Mapping[str, Inputs] = {
    "advance.talent": advance_talent,
    "xp.session": xp_session,
}
"""The inputs of each action kind that takes any (``Rules.inputs_of``)."""
