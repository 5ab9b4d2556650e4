"""Heavy weapons ignore the COR multi-attack table (one attack a turn), and using an unstable
object rolls on the instability table."""

from __future__ import annotations

import pytest

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


def test_using_an_unstable_object_says_the_row_of_the_instability_table():
    """[003] "A d20 is used for the roll", "If a 2 is rolled, it breaks but can be repaired";
    consumable: "A d10 is used for the roll", "If a 2 or a 3 are rolled, it doesn’t work and
    can’t be reused" """
    rivet = api.load(api.system("grimwire").samples[1]).character
    gun = api.apply(rivet, "instability.roll", {"weapon": "Rivet gun", "dice": [2]})
    assert gun.message == ("Rivet gun: d20 2 — It breaks but can be repaired "
                           "(instability table row 2, weapon or tool)")
    assert gun.character == rivet
    bomb = api.apply(rivet, "instability.roll", {"item": "Bomb", "consumable": True, "dice": [3]})
    assert bomb.message.startswith("Bomb: d10 3 — It doesn't work and can't be reused")
    fine = api.apply(rivet, "instability.roll", {"item": "Bomb", "consumable": True, "dice": [7]})
    assert "It works" in fine.message
    with pytest.raises(api.Refusal, match="a d10 shows 1 to 10, not 12"):
        api.apply(rivet, "instability.roll", {"item": "Bomb", "consumable": True, "dice": [12]})
    with pytest.raises(api.Refusal, match="Wrench is stable"):
        api.apply(rivet, "instability.roll", {"weapon": "Wrench", "dice": [2]})
