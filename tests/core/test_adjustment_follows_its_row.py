"""A change by hand on a row's field (an adjustment at ``skills.3.rank``) is found again by
the row's name the ledger keeps (``subject``), so its finding names that row after rows are
moved or removed before it, and says so in words when the row itself is gone."""

from __future__ import annotations

from sheetkeeper import api
from sheetkeeper.core.adjusted_row import path_now
from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character

RAINWORLD = get_system("rainworld")


def kessler():
    """Firearms, Melée Weapons, Martial Arts, Tactical Awareness 3, Gymnastics, ..."""
    return load_character(RAINWORLD.samples[0]).character


def adjusted():
    c = kessler()
    assert c.skills[3].name == "Tactical Awareness" and not c.in_creation
    # [000 XP prices only trauma and addiction removal]: a rank changes in play only as an
    # adjustment with a reason
    return api.apply(c, "set", {"path": "skills.3.rank", "value": 4,
                                "adjust": "GM's ruling"}).character


def by_hand(c):
    return [f for f in api.validate(c) if f.message.startswith("changed by hand: 3 → 4")
            or "Tactical Awareness ranks 3 → 4" in f.message]


def test_the_finding_names_the_row_where_the_change_was_made():
    (finding,) = by_hand(adjusted())
    assert finding.path == "skills.3.rank"
    assert "Tactical Awareness" in finding.where


def test_after_a_reorder_the_finding_follows_its_row():
    c = api.apply(adjusted(), "list.move", {"path": "skills", "index": 3, "to": 0}).character
    assert c.skills[0].name == "Tactical Awareness" and c.skills[3].name == "Martial Arts"
    (finding,) = by_hand(c)
    assert finding.path == "skills.0.rank"
    assert "Tactical Awareness" in finding.where and "Martial Arts" not in finding.where


def test_after_a_row_before_it_is_removed_the_finding_follows_its_row():
    c = api.apply(adjusted(), "list.remove", {"path": "skills", "index": 0,
                                              "adjust": "lost in the flood"}).character
    assert c.skills[2].name == "Tactical Awareness"
    (finding,) = by_hand(c)
    assert finding.path == "skills.2.rank"
    assert "Tactical Awareness" in finding.where


def test_when_the_row_is_gone_the_finding_is_on_the_list_naming_it():
    c = adjusted()
    c = api.apply(c, "list.remove", {"path": "skills", "index": 3,
                                     "adjust": "forgotten"}).character
    assert all(s.name != "Tactical Awareness" for s in c.skills)
    (finding,) = by_hand(c)
    assert finding.path == "skills"
    assert finding.message.startswith("changed by hand: Tactical Awareness ranks 3 → 4 "
                                      "(GM's ruling), on a row no longer on the sheet")
    assert "Skills" in finding.where


def test_a_value_that_is_no_row_stays_where_it_is():
    c = kessler()
    assert path_now(RAINWORLD.rules.advanced, c, "phys", "PHYS") == "phys"
    assert path_now(RAINWORLD.rules.advanced, c, "skills.3.rank", "Firearms ranks") == "skills.0.rank"
    assert path_now(RAINWORLD.rules.advanced, c, "skills.3.rank", "Piloting ranks") is None
