"""An encounter's quick foes, game by game, as each rules page lists them, through
``sheetkeeper.api`` alone: the numbers a foe of the game holds and how it takes its place in
the turn order beside the members."""

from __future__ import annotations

import pytest

from sheetkeeper import api

from .listed import rule


def _party() -> api.Campaign:
    return api.start_encounter(api.Campaign(name="Crew"), "Ambush")


def _order(campaign, members, dice):
    encounter = api.roll_order(campaign, members, api.FixedDice(dice)).campaign.encounter
    return [(t.name, t.total) for t in encounter.order], encounter


@rule("rainworld", "A quick foe in an encounter")
def test_a_rainworld_foe_rolls_2d10_plus_tactical_awareness_in_a_phase():
    """[000] "everyone involved rolls 2d10 + Tactical Awareness" """
    assert [o.id for o in api.foe_fields("rainworld")][:3] == ["stop", "body", "tactical_awareness"]
    campaign, lizard = api.add_foe(_party(), "rainworld", "Lizard",
                                   {"stop": 2, "tactical_awareness": 3})
    assert lizard.numbers["stop"] == 2
    _, encounter = _order(campaign, {}, [9, 8, 5, 5, 5, 5])
    (turn, *_) = encounter.order
    assert (turn.name, turn.total) == ("Lizard", 9 + 8 + 3)
    assert turn.phase in ("Fast", "Go", "Slow")


@rule("rainworld", "A quick foe's attack")
def test_a_rainworld_foe_attacks_a_member_with_its_skill_and_its_weapon_s_dmg():
    """[000] "A check is 2d10 + skill + any bonuses − any penalties; any result over 10 is a
    success" and "actual damage taken = DMG—(STOP—AP), where each subtracted value can't fall
    below 0" — the weapon's numbers are the GM's (the excerpt has no weapons table)."""
    assert [o.id for o in api.foe_fields("rainworld")][3:] == ["skill", "ranks", "weapon", "dmg", "ap"]
    campaign, lizard = api.add_foe(_party(), "rainworld", "Lizard", {
        "skill": "Melée Weapons", "ranks": 2, "weapon": "Claws", "dmg": 4, "ap": 1})
    stand_in = api.foe_character(lizard)
    (claws,) = [c for c in api.checks(stand_in) if c.group == "combat"]
    assert (claws.label, claws.target) == ("Claws", "Melée Weapons 2")
    ilse = api.new_character("rainworld", "Ilse")
    ilse = api.apply(ilse, "list.add", {"path": "armour", "value": {"name": "Vest", "stop": 3}}).character
    hit = api.attack(stand_in, claws.id, target=ilse, dice=[5, 4])  # 9 + 2 ranks = 11: over 10
    assert hit.damage is not None and hit.damage.amount == 4 - (3 - 1)
    hurt = api.apply(ilse, hit.damage.action).character
    assert hurt.body.left == 2  # injury, from the left of her Body track
    missed = api.attack(stand_in, claws.id, target=ilse, dice=[4, 3])  # 7 + 2 = 9: a failure
    assert missed.damage is None


@rule("rainworld", "A quick foe's attack")
def test_a_rainworld_foe_without_an_attack_has_none_and_an_unarmed_one_strikes_for_one_box():
    """[000] "Unarmed strikes inflict 1 box of damage. Untrained Martial Arts attacks inflict
    stun, or injury on a critical success." """
    campaign, lizard = api.add_foe(_party(), "rainworld", "Lizard", {"stop": 1})
    assert lizard.numbers == {"stop": 1, "body": 10, "tactical_awareness": 0, "skill": "none"}
    assert not [c for c in api.checks(api.foe_character(lizard)) if c.group == "combat"]
    with pytest.raises(api.Refusal, match="Weapon DMG: applies only when Attack skill is not"):
        api.add_foe(campaign, "rainworld", "Lizard", {"dmg": 3})
    _, brawler = api.add_foe(campaign, "rainworld", "Brawler", {"skill": "Martial Arts"})
    assert "dmg" not in brawler.numbers  # an unarmed strike reads no weapon DMG
    stand_in = api.foe_character(brawler)
    (strike,) = [c for c in api.checks(stand_in) if c.group == "combat"]
    assert strike.target == "Martial Arts untrained"
    ilse = api.new_character("rainworld", "Ilse")
    hit = api.attack(stand_in, strike.id, target=ilse, dice=[9, 5])  # 14 − 2 untrained = 12
    assert hit.damage is not None and hit.damage.lands_on == "1 stun"
    assert api.apply(ilse, hit.damage.action).character.body.right == 1


@rule("grimwire", "A quick foe: Condition")
def test_a_grimwire_foe_rolls_d20_plus_per_and_wins_a_tie():
    """[003] "In ties for initiative, enemies are prioritized." """
    assert [o.id for o in api.foe_fields("grimwire")] == [
        "condition", "armour", "PER", "COR", "TOG", "AGL", "weapon", "weapon_damage"]
    kit = api.new_character("grimwire", "Kit")  # PER 0
    campaign, _ = api.add_foe(_party(), "grimwire", "Bandit", {"PER": 2})
    order, encounter = _order(campaign, {"kit.skchar": kit}, [12, 10])
    assert order == [("Bandit", 12), ("Kit", 12)]
    assert "ties: enemies first" in encounter.rule


@rule("grimwire", "A quick foe: Condition")
def test_a_grimwire_foe_attacks_with_its_cor_and_hits_for_its_weapon_and_tog():
    """[003] "Hitting an enemy with a weapon requires a COR roll."; "A characters’ TOG
    attribute is added to the damage for melee and thrown attacks."; "Unarmed attacks do
    damage equal to the PC’s TOG attribute, to a minimum of 1." """
    campaign, foe = api.add_foe(_party(), "grimwire", "Bandit",
                                {"COR": 3, "TOG": 2, "weapon": "Cudgel", "weapon_damage": "d6"})
    bandit = api.foe_character(foe)
    kit = api.new_character("grimwire", "Kit")
    hit = api.attack(bandit, "attack:Cudgel", target=kit, dice=[8, 4])  # 8 + COR 3 = 11
    assert hit.roll.success and "COR" in hit.roll.text
    assert hit.damage.amount == 4 + 2
    fist = api.attack(bandit, "attack:unarmed", target=kit, dice=[8])
    assert fist.damage.amount == 2
    with pytest.raises(api.Refusal, match="Cudgel's damage"):
        api.add_foe(_party(), "grimwire", "Bandit", {"weapon": "Cudgel", "weapon_damage": "lots"})


@rule("renaissance", "A quick foe: its Initiative Modifier")
def test_a_renaissance_foe_rolls_1d10_plus_its_initiative_modifier():
    """[002] "Initiative is 1d10 + *Initiative Modifier*" """
    assert [o.id for o in api.foe_fields("renaissance")] == ["initiative_modifier"]
    ada = api.new_character("renaissance", "Ada").model_copy(update={"initiative_modifier": 1})
    campaign, _ = api.add_foe(_party(), "renaissance", "Guard", {"initiative_modifier": 4})
    order, _ = _order(campaign, {"ada": ada}, [9, 3])
    assert order == [("Ada", 10), ("Guard", 7)]


@rule("brp", "A quick foe: weapon skill")
def test_a_brp_foe_holds_its_weapon_skill_hit_points_and_armour_and_is_placed_by_the_gm():
    """[004] "Some skills, especially weapon skills, are inherently dramatic and dangerous, and
    always are rolled for" — the excerpt gives no initiative roll: the GM places foes."""
    assert [o.id for o in api.foe_fields("brp")] == ["weapon_skill", "damage", "weapon", "special",
                                                   "hit_points", "armour"]
    eleanor = api.new_character("brp", "Eleanor")
    campaign, brute = api.add_foe(_party(), "brp", "Brute", {"weapon_skill": 55, "hit_points": 14})
    assert (brute.numbers["weapon_skill"], brute.numbers["hit_points"]) == (55, 14)
    campaign = api.roll_order(campaign, {"eleanor": eleanor}, api.FixedDice([])).campaign
    assert [t.name for t in campaign.encounter.order] == ["Eleanor", "Brute"]  # listed, no roll
    moved = api.move_turn(campaign, 1, 0)
    assert [t.name for t in moved.encounter.order] == ["Brute", "Eleanor"]
