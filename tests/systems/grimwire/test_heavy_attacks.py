"""Heavy weapons ignore the COR multi-attack table: one attack a turn."""

from __future__ import annotations

from sheetkeeper import api


def _derived(c) -> dict[str, str]:
    return {d.key: d.value for d in api.derived(c)}


def test_heavy_weapons_make_one_attack_a_turn_whatever_the_cor():
    """[003] "The rules for multiple attacks based on COR do not apply to heavy weapons.";
    [003] "CORAttacks Per Turn" gives light weapons 4 at COR 10."""
    kit = api.new_character("grimwire", "Kit")
    strong = kit.model_copy(update={"attributes": kit.attributes.model_copy(update={"COR": 10})})
    assert _derived(strong)["attacks.light"] == "4"
    assert _derived(strong)["attacks.heavy"] == "1 (the COR table does not apply)"
    assert _derived(kit)["attacks.heavy"] == "1 (the COR table does not apply)"
    source = next(d.source for d in api.derived(kit) if d.key == "attacks.heavy")
    assert "do not apply to heavy weapons" in source


def test_frenzy_adds_its_attack_to_a_heavy_weapon_too():
    """[003] Frenzy: "Can make 1 additional attack per turn." """
    kit = api.apply(api.new_character("grimwire", "Kit"), "status.set",
                    {"status": "Frenzy", "critical_level": 3}).character
    assert _derived(kit)["attacks.heavy"].startswith("2 ")
