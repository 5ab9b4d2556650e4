"""What the rules read and the table gives can be entered on the sheet: Basic Roleplaying's
maximum hit, fatigue and power points, GRIMWIRE's Condition and Focus. Free in creation
(a full pool stays full); in play, through the rules: an adjustment with a reason. Basic
Roleplaying's original characteristics follow the current ones in creation until set apart.

Driven through the sheet's own widgets (the pool's maximum box, the characteristics'
boxes) and through ``api``: set, saved, read back."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from sheetkeeper import api

POOLS = {"brp": ("hit_points", "fatigue_points", "power_points"),
         "grimwire": ("condition", "focus")}


def _pool(view, path):
    for element in view.elements:
        if element.element.kind == "pool" and element.element.bind == path:
            return element
    raise AssertionError(f"no pool for {path}")


@pytest.mark.parametrize(("system_id", "path"), [(s, p) for s, ps in POOLS.items() for p in ps])
def test_a_maximum_the_table_gives_is_typed_in_its_pools_box(open_sheet, tmp_path, system_id, path):
    """BRP: [004 "hit points (and total hit points and/or hit points by location), major
    wounds, fatigue points, power points"], no formula given; GRIMWIRE: the base Condition
    and Focus are not in the excerpt (the GM's)."""
    document, view = open_sheet(api.new_character(system_id, "Mira"))
    pool = _pool(view, path)
    view.reveal(pool)
    assert pool.maximum is not None
    assert pool.maximum.editor.accessibleName().endswith("maximum")
    box = pool.maximum.editor
    box.selectAll()
    QTest.keyClicks(box, "23")
    box.interpretText()
    after = getattr(document.character, path)
    assert (after.current, after.maximum) == (23, 23), "in creation a full pool stays full"
    assert pool.spin.value() == 23
    saved = api.save(document.character, tmp_path / "mira.skchar")
    again = getattr(api.load(saved.path).character, path)
    assert again.maximum == 23


def test_in_play_a_maximum_changes_by_an_adjustment_with_a_reason():
    c = api.new_character("brp", "Brannoc")
    c = api.apply(c, "set", {"path": "hit_points.maximum", "value": 15}).character
    c = api.apply(c, "creation.finish", {}).character
    with pytest.raises(api.Refusal) as refused:
        api.apply(c, "set", {"path": "hit_points.maximum", "value": 16})
    assert "no formula" in refused.value.message
    c = api.apply(c, "set", {"path": "hit_points.maximum", "value": 16,
                             "adjust": "CON trained to 17"}).character
    assert (c.hit_points.current, c.hit_points.maximum) == (15, 16)
    assert c.ledger.open_adjustments()[0].reason == "CON trained to 17"


def test_a_lower_maximum_brings_the_current_value_down_with_it():
    c = api.new_character("grimwire", "Rivet")
    c = api.apply(c, "set", {"path": "focus.maximum", "value": 12}).character
    c = api.apply(c, "set", {"path": "focus.maximum", "value": 8}).character
    assert (c.focus.current, c.focus.maximum) == (8, 8)


def test_grimwire_maxima_in_play_rise_by_levelling_or_by_adjustment():
    """[003 "+5 Max Condition/Focus"]: a level-up adds; a direct edit is an adjustment."""
    c = api.apply(api.new_character("grimwire", "Rivet"), "creation.finish", {}).character
    with pytest.raises(api.Refusal) as refused:
        api.apply(c, "set", {"path": "condition.maximum", "value": c.condition.maximum + 3})
    assert "level" in refused.value.message


def test_brp_original_follows_current_in_creation_until_set_apart(open_sheet, row_editor):
    """[004 "limited by the highest value of the character’s original STR, CON, or SIZ"]:
    the original is what was rolled, typed once."""
    document, view = open_sheet(api.new_character("brp", "Eleanor"))
    current = row_editor(view, "characteristics.CON.current")
    view.reveal(current.parent())
    current.editor.setValue(16)
    assert document.character.characteristics.CON.original == 16
    assert row_editor(view, "characteristics.CON.original").editor.value() == 16
    row_editor(view, "characteristics.CON.original").editor.setValue(14)
    current.editor.setValue(17)
    assert (document.character.characteristics.CON.current,
            document.character.characteristics.CON.original) == (17, 14)
