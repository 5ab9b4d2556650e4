"""An encounter's quick foes, game by game, as each rules page lists them, through
``sheetkeeper.api`` alone: the numbers a foe of the game holds and how it takes its place in
the turn order beside the members."""

from __future__ import annotations

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
    assert [o.id for o in api.foe_fields("rainworld")] == ["stop", "body", "tactical_awareness"]
    campaign, lizard = api.add_foe(_party(), "rainworld", "Lizard",
                                   {"stop": 2, "tactical_awareness": 3})
    assert lizard.numbers["stop"] == 2
    _, encounter = _order(campaign, {}, [9, 8, 5, 5, 5, 5])
    (turn, *_) = encounter.order
    assert (turn.name, turn.total) == ("Lizard", 9 + 8 + 3)
    assert turn.phase in ("Fast", "Go", "Slow")


@rule("grimwire", "A quick foe: Condition")
def test_a_grimwire_foe_rolls_d20_plus_per_and_wins_a_tie():
    """[003] "In ties for initiative, enemies are prioritized." """
    assert [o.id for o in api.foe_fields("grimwire")] == ["condition", "armour", "PER"]
    kit = api.new_character("grimwire", "Kit")  # PER 0
    campaign, _ = api.add_foe(_party(), "grimwire", "Bandit", {"PER": 2})
    order, encounter = _order(campaign, {"kit.skchar": kit}, [12, 10])
    assert order == [("Bandit", 12), ("Kit", 12)]
    assert "ties: enemies first" in encounter.rule


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
    assert [o.id for o in api.foe_fields("brp")] == ["weapon_skill", "damage", "hit_points", "armour"]
    eleanor = api.new_character("brp", "Eleanor")
    campaign, brute = api.add_foe(_party(), "brp", "Brute", {"weapon_skill": 55, "hit_points": 14})
    assert (brute.numbers["weapon_skill"], brute.numbers["hit_points"]) == (55, 14)
    campaign = api.roll_order(campaign, {"eleanor": eleanor}, api.FixedDice([])).campaign
    assert [t.name for t in campaign.encounter.order] == ["Eleanor", "Brute"]  # listed, no roll
    moved = api.move_turn(campaign, 1, 0)
    assert [t.name for t in moved.encounter.order] == ["Brute", "Eleanor"]
