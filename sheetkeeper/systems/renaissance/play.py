"""What the Renaissance rules advance, and the game's list of skills.

The excerpt has no advancement [002: no costs for ranks or aptitudes], so in play ranks and
aptitudes change only as an adjustment with a reason.
"""

from __future__ import annotations

from ...core.advancing import Advanced
from ...core.names import NameList
from ...core.words import QT_TRANSLATE_NOOP
from .catalogue import SKILLS
from .model import APTITUDES

NO_ADVANCE = "the rules excerpt has no advancement for ranks or aptitudes"

ADVANCED = (
    Advanced("skills.*.ranks", "ranks", why_not=NO_ADVANCE,
             subject=lambda c, keys: f"{c.skills[int(keys[0])].name} ranks"),
    *(Advanced(f"aptitudes.{a}", a, why_not=NO_ADVANCE) for a in APTITUDES),
)

#: Field and exotic skills are named by the player ("Art: Sculpture"), so own names are allowed.
LISTS = (NameList(QT_TRANSLATE_NOOP("Rules", "skill"), "skills", tuple(s.name for s in SKILLS), rank="ranks"),)

#: Why a skill with ranks is not simply removed in play.
NEVER_LOST = "the rules excerpt has no advancement [002], so ranks are neither lost nor given back"
