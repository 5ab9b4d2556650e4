"""What the Rainworld rules advance, and the game's lists of names.

The excerpt prices nothing but trauma and addiction removal in XP [DIGEST 000: "XP awards and
prices for skills and quirks are not in the excerpt"], so in play a rank or stat changes only
as a recorded adjustment with a reason.
"""

from __future__ import annotations

from ...core.advancing import Advanced
from ...core.names import NameList
from ...core.words import QT_TRANSLATE_NOOP
from .catalogue import ATTACK_SKILLS, QUIRKS, SKILLS

NO_PRICE = ("the rules excerpt gives no XP price for raising ranks or stats "
            "[000 only prices trauma and addiction removal]")


def _row(rows: str, what: str):
    return lambda c, keys: f"{getattr(c, rows)[int(keys[0])].name or what} ranks"


ADVANCED = (
    Advanced("skills.*.rank", "skill ranks", why_not=NO_PRICE, subject=_row("skills", "skill")),
    Advanced("quirks.*.rank", "quirk ranks", why_not=NO_PRICE, subject=_row("quirks", "quirk")),
    Advanced("phys", "PHYS", why_not=NO_PRICE),
    Advanced("con", "CON", why_not=NO_PRICE),
    Advanced("mv", "MV", why_not=NO_PRICE),
    Advanced("click.maximum", "the Click stat", why_not=NO_PRICE),
)

#: The full lists are in chapters the excerpt lacks, so names of one's own are allowed.
LISTS = (
    NameList(QT_TRANSLATE_NOOP("Rules", "skill"), "skills", SKILLS, rank="rank"),
    NameList(QT_TRANSLATE_NOOP("Rules", "quirk"), "quirks", QUIRKS, rank="rank"),
    NameList(QT_TRANSLATE_NOOP("Rules", "attack skill"), "weapons", ATTACK_SKILLS, field="skill"),
)

#: Why a skill or quirk with ranks is not simply removed in play.
NEVER_LOST = ("the excerpt prices no ranks [000 only prices trauma and addiction removal], so ranks "
              "are neither lost nor given back")
