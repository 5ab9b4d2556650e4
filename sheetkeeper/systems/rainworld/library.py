"""What a Rainworld library holds: skills, quirks, weapons, armour and gear, as the sheet's
lists keep them; the starter library is the catalogue the mechanics chapter names
(``catalogue.py``), names only, since the excerpt prints no numbers for them."""

from __future__ import annotations

from ...core.library import LibraryList
from .catalogue import QUIRKS, SKILLS

LIBRARY = (
    LibraryList("skills", "skills", ("name", "notes"), tuple({"name": n} for n in SKILLS),
                source="the skills the mechanics chapter names"),
    LibraryList("quirks", "quirks", ("name", "notes"), tuple({"name": n} for n in QUIRKS),
                source="the quirks the mechanics chapter names"),
    LibraryList("weapons", "weapons", ("name", "skill", "dmg", "ap", "increment", "single", "burst",
                                       "auto", "min_phys", "long_arm", "shotgun", "notes"), cards=True),
    LibraryList("armour", "armour", ("name", "stop", "notes"), cards=True),
    LibraryList("gear", "gear", ("name", "quirk", "ranks", "notes"), cards=True),
)
