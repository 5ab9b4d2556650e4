"""The GM's table through the scripting API alone: an encounter's foes, one turn order of
members and foes, each game placing its own by its rule, the round's end through the rules."""

from __future__ import annotations

import random

import pytest

from sheetkeeper import api
from sheetkeeper.core.attack import Target
from sheetkeeper.core.checks import RollResult
from sheetkeeper.core.fixed_dice import FixedDice
from sheetkeeper.core.registry import get_system


def _set(c: api.CharacterBase, status: str) -> api.CharacterBase:
    return api.apply(c, "status.set", {"status": status}).character


def _party(name: str = "Ford") -> api.Campaign:
    return api.start_encounter(api.Campaign(name="Crew"), name)


def test_a_quick_foe_has_the_numbers_its_game_declares_and_nothing_else():
    # The same declared kind of input as an ad-hoc target: Rainworld's STOP is the target's
    # field too [000 "actual damage taken = DMG—(STOP—AP)"].
    assert [o.id for o in api.foe_fields("rainworld")][:3] == ["stop", "body", "tactical_awareness"]
    hero = api.new_character("rainworld", "Ana")
    knife = next(c.id for c in api.checks(hero) if api.target_fields(hero, c.id))
    assert {o.id for o in api.target_fields(hero, knife)} <= {o.id for o in api.foe_fields("rainworld")}
    assert [o.id for o in api.foe_fields("lite")] == []  # no fight rules in its excerpt: a name
    campaign, foe = api.add_foe(_party(), "grimwire", "Bandit", {"PER": 2})
    assert foe.numbers == {"condition": 10, "armour": 0, "PER": 2, "COR": 0, "TOG": 0, "AGL": 0, "weapon": "", "weapon_damage": ""}  # the others at their defaults
    with pytest.raises(api.Refusal, match="a GRIMWIRE foe has no 'stop': what its fights read is "
                                          "'condition' \\(Condition\\), 'armour'"):
        api.add_foe(campaign, "grimwire", "Bandit", {"stop": 2})
    with pytest.raises(api.Refusal, match="STOP"):
        api.add_foe(campaign, "rainworld", "Lizard", {"stop": 500})
    with pytest.raises(api.Refusal, match="no encounter is under way"):
        api.add_foe(api.Campaign(), "grimwire", "Bandit")


def test_grimwire_ties_go_to_the_enemies():
    # [003 "In ties for initiative, enemies are prioritized."]
    kit = api.new_character("grimwire", "Kit")  # PER 0
    campaign, bandit = api.add_foe(_party(), "grimwire", "Bandit", {"PER": 2})
    campaign = api.roll_order(campaign, {"kit.skchar": kit}, api.FixedDice([12, 10])).campaign
    order = campaign.encounter.order
    assert [(t.name, t.total) for t in order] == [("Bandit", 12), ("Kit", 12)]
    assert "ties: enemies first" in campaign.encounter.rule
    assert order[0].who == bandit.key and campaign.encounter.round == 1


def test_renaissance_foes_roll_1d10_plus_their_initiative_modifier():
    # [002 "Initiative is 1d10 + *Initiative Modifier*"]
    ada = api.new_character("renaissance", "Ada").model_copy(update={"initiative_modifier": 1})
    campaign, _ = api.add_foe(_party(), "renaissance", "Guard", {"initiative_modifier": 4})
    campaign = api.roll_order(campaign, {"ada": ada}, api.FixedDice([9, 3])).campaign
    assert [(t.name, t.total) for t in campaign.encounter.order] == [("Ada", 10), ("Guard", 7)]


def test_games_follow_one_another_and_rainworld_goes_phase_by_phase():
    kit = api.new_character("grimwire", "Kit")
    campaign, _ = api.add_foe(_party(), "rainworld", "Lizard", {"tactical_awareness": 3})
    campaign, _ = api.add_foe(campaign, "grimwire", "Bandit")
    campaign = api.roll_order(campaign, {"kit": kit}, random.Random(4)).campaign
    encounter = campaign.encounter
    games = [("rainworld" if t.phase else "grimwire") for t in encounter.order]
    assert games == ["grimwire", "grimwire", "rainworld"]  # the member's game first
    assert encounter.order[-1].phase == "Go"
    assert "games one after another" in encounter.rule and "Fast, Go, Slow" in encounter.rule


def test_a_surprised_foe_is_skipped_with_the_reason_and_the_round_ends_it():
    # [000 "Surprised means that the character can’t take any actions this round. The
    # Suprised condition automatically ends at the end of the round"]
    ana = api.new_character("rainworld", "Ana")
    campaign, lizard = api.add_foe(_party(), "rainworld", "Lizard", {"tactical_awareness": 5})
    campaign = api.set_foe_status(campaign, lizard.id, "surprised")
    # members roll first: Ana 2d10 1+1 = 2; the Lizard 10+10 + 5 = 25
    rolled = api.roll_order(campaign, {"ana": ana}, api.FixedDice([1, 1, 10, 10]))
    assert rolled.lines == ["Lizard is skipped: Surprised: can’t take any actions this round"]
    campaign = rolled.campaign
    assert [t.name for t in campaign.encounter.order] == ["Lizard", "Ana"]
    assert api.current_turn(campaign).name == "Ana"  # the Lizard's turn was passed over
    stepped = api.next_turn(campaign, {"ana": ana})
    assert stepped.lines[0] == "Round 1 ends; round 2 begins"
    assert "Lizard: Surprised ends with the round" in stepped.lines
    assert stepped.campaign.encounter.round == 2
    assert api.current_turn(stepped.campaign).name == "Lizard"  # acts in round 2
    assert stepped.campaign.encounter.foe(lizard.id).statuses == []


def test_a_member_s_round_status_ends_on_the_sheet_and_a_stunned_foe_stays_skipped():
    # [003 "A stunned character cannot act or move on their turn"]: Stun does not end with
    # the round, so the turn is skipped again, with the reason, every round.
    ana = _set(api.new_character("rainworld", "Ana"), "surprised")
    kit = api.new_character("grimwire", "Kit")
    campaign, bandit = api.add_foe(_party(), "grimwire", "Bandit")
    campaign = api.set_foe_status(campaign, bandit.id, "stun")
    members = {"ana": ana, "kit": kit}
    campaign = api.roll_order(campaign, members, random.Random(2)).campaign
    names = [t.name for t in campaign.encounter.order]
    assert set(names) == {"Ana", "Kit", "Bandit"}
    stepped = api.Stepped(campaign)
    seen = []
    for _ in range(4):
        stepped = api.next_turn(stepped.campaign, members)
        members.update(stepped.members)
        seen += stepped.lines
    assert any(line.startswith("Bandit is skipped: Stun") for line in seen)
    assert "Ana: Surprised ends with the round" in seen
    assert api.active_statuses(members["ana"]) == []


def test_previous_and_moving_a_turn():
    kit, ana = api.new_character("grimwire", "Kit"), api.new_character("grimwire", "Ana")
    campaign = api.roll_order(_party(), {"kit": kit, "ana": ana}, api.FixedDice([15, 5])).campaign
    with pytest.raises(api.Refusal, match="first turn of the first round"):
        api.previous_turn(campaign, {"kit": kit, "ana": ana})
    campaign = api.next_turn(campaign, {"kit": kit, "ana": ana}).campaign
    assert api.current_turn(campaign).name == "Ana"
    moved = api.move_turn(campaign, 1, 0)  # the GM puts Ana first: still Ana's turn
    assert [t.name for t in moved.encounter.order] == ["Ana", "Kit"]
    assert api.current_turn(moved).name == "Ana"
    back = api.previous_turn(campaign, {"kit": kit, "ana": ana}).campaign
    assert api.current_turn(back).name == "Kit" and back.encounter.round == 1


def test_an_encounter_is_kept_when_ended_and_one_at_a_time():
    campaign, _ = api.add_foe(_party("Ford"), "brp", "Bandit", {"weapon_skill": 45})
    with pytest.raises(api.Refusal, match="“Ford” is still under way: end it first"):
        api.start_encounter(campaign, "Bridge")
    ended = api.end_encounter(campaign)
    assert ended.encounter is None and ended.encounters[0].ended is not None
    assert ended.encounters[0].foes[0].numbers["weapon_skill"] == 45
    again = api.start_encounter(ended, "Bridge")
    assert [e.name for e in again.encounters] == ["Ford", "Bridge"]
    assert campaign.encounter.ended is None  # the party given is never changed


def test_a_foe_from_a_saved_file_orders_by_its_sheet(tmp_path):
    rival = api.new_character("renaissance", "Rival").model_copy(update={"initiative_modifier": 5})
    campaign, foe = api.add_foe(_party(), "renaissance", "Rival", path="rival.skchar")
    assert foe.numbers == {} and foe.path == "rival.skchar"
    ada = api.new_character("renaissance", "Ada")
    campaign = api.roll_order(campaign, {"ada": ada}, api.FixedDice([5, 5]), files={foe.id: rival}).campaign
    assert [(t.name, t.total) for t in campaign.encounter.order] == [("Rival", 10), ("Ada", 5)]


def _sample(name: str) -> api.CharacterBase:
    from sheetkeeper.paths import samples_dir

    return api.load(samples_dir() / name).character


def test_a_hit_on_a_quick_foe_goes_through_its_game_s_rules_and_stays_on_the_foe():
    # [000 "actual damage taken = DMG—(STOP—AP), where each subtracted value can't fall
    # below 0"]: the lizard's STOP 1 takes one off the pistol's DMG 3.
    ilse = _sample("rainworld-ilse-varga.skchar")
    campaign, lizard = api.add_foe(_party(), "rainworld", "Lizard", {"stop": 1, "body": 4})
    hit = api.damage_foe(campaign, lizard.id, ilse, "attack:0", dice=[])
    assert hit.damage.lands_on == "2 injury" and campaign.encounter.foe(lizard.id).sheet == {}
    foe = hit.campaign.encounter.foe(lizard.id)
    assert foe.sheet == {"body.left": 2} and api.foe_state(foe) == "Body 2/4, Injured -1"
    assert api.foe_character(foe).body.left == 2  # read back onto its stand-in
    # [000 "If the Body track completely fills with injury, the character is dying."]
    again = api.damage_foe(hit.campaign, lizard.id, ilse, "attack:0", dice=[])
    assert "Dying" in api.foe_state(again.campaign.encounter.foe(lizard.id))
    assert [e.text for e in again.campaign.encounter.log] == [
        "Ilse Varga's Compact pistol: 2 injury to Lizard"] * 2


def test_a_grimwire_foe_s_armour_and_condition_are_read_from_its_numbers():
    # [003 "Each point of armor reduces damage by 1 for each attack to a minimum of 1."]
    rivet = _sample("grimwire-rivet-9.skchar")
    campaign, bandit = api.add_foe(_party(), "grimwire", "Bandit", {"condition": 6, "armour": 2})
    hit = api.damage_foe(campaign, bandit.id, rivet, "attack:unarmed")
    tog = rivet.attributes.TOG
    assert hit.damage.amount == max(1, max(1, tog) - 2)
    assert api.foe_state(hit.campaign.encounter.foe(bandit.id)) == f"Condition {6 - hit.damage.amount}/6"


def test_foes_sharing_a_name_are_told_apart_and_another_game_s_damage_is_refused():
    campaign, first = api.add_foe(_party(), "grimwire", "Bandit")
    campaign, second = api.add_foe(campaign, "grimwire", "Bandit")
    campaign, lizard = api.add_foe(campaign, "rainworld", "Lizard")
    assert api.foe_names(campaign.encounter) == {first.id: "Bandit 1", second.id: "Bandit 2",
                                                 lizard.id: "Lizard"}
    with pytest.raises(api.Refusal, match="Lizard is a Rainworld foe: a GRIMWIRE attack's damage"):
        api.damage_foe(campaign, lizard.id, _sample("grimwire-rivet-9.skchar"), "attack:unarmed")
    hit = api.damage_foe(campaign, second.id, _sample("grimwire-rivet-9.skchar"), "attack:unarmed")
    assert hit.campaign.encounter.log[0].text.startswith("Bandit 2: ")
    assert hit.campaign.encounter.foe(first.id).sheet == {}


def test_a_quick_brp_foe_rolls_its_weapon_skill_and_loses_hit_points_past_its_armour():
    # [004 "Weapons that critically hit utterly bypass the target’s armor"]: a plain hit
    # does not, so the foe's armour points come off.
    campaign, orc = api.add_foe(_party(), "brp", "Orc", {"weapon_skill": 65, "hit_points": 12, "armour": 2})
    stand_in = api.foe_character(orc)
    assert next(c.target for c in api.checks(stand_in) if c.id == "skill:Weapon skill") == "65%"
    brannoc = _sample("brp-brannoc-tarl.skchar")
    hit = api.damage_foe(campaign, orc.id, brannoc, "skill:Melee Weapon (Broadsword)",
                         rng=random.Random(3))
    assert hit.damage.lines[-1].text == "Armour 2"
    assert api.foe_state(hit.campaign.encounter.foe(orc.id)) == f"Hit points {12 - hit.damage.amount}/12"


def test_a_foe_from_a_saved_file_is_hit_by_its_sheet_and_its_file_never_written(tmp_path):
    # [000 "actual damage taken = DMG—(STOP—AP), where each subtracted value can't fall
    # below 0"]: the file's worn armour is the foe's STOP (here one of STOP 1).
    rival = _sample("rainworld-dag-kessler.skchar")
    rival = rival.model_copy(update={"armour": [a.model_copy(update={"stop": 1, "worn": True})
                                                for a in rival.armour[:1]]})
    path = tmp_path / "rival.skchar"
    api.save(rival, path)
    campaign, foe = api.add_foe(_party(), "rainworld", "Kessler", path="rival.skchar")
    files, problems = api.foe_files(campaign, tmp_path / "crew.skparty")
    assert problems == [] and files[foe.id] == rival
    ilse = _sample("rainworld-ilse-varga.skchar")
    hit = api.damage_foe(campaign, foe.id, ilse, "attack:0", dice=[], files=files)
    assert hit.damage.amount == 3 - 1
    kept = hit.campaign.encounter.foe(foe.id)
    assert kept.sheet == {"body.left": rival.body.left + hit.damage.amount}
    assert api.foe_character(kept, files[foe.id]).body.left == rival.body.left + hit.damage.amount
    assert api.load(path).character == rival  # the fight is kept in the party, not the file


def test_foes_from_a_previous_encounter_come_fresh_or_as_they_were_left():
    # The issue: "The GM adds foes ... from a previous encounter."
    campaign, bandit = api.add_foe(_party("Ford"), "grimwire", "Bandit", {"condition": 14, "PER": 2})
    campaign, wolf = api.add_foe(campaign, "rainworld", "Wolf", {"stop": 1})
    campaign = api.set_foe_status(campaign, bandit.id, "stun")
    ford = campaign.encounter
    campaign = api.start_encounter(api.end_encounter(campaign), "Bridge")
    fresh, brought = api.bring_foes(campaign, ford.id, [bandit.id])
    assert [(f.name, f.numbers, f.statuses) for f in brought] == [
        ("Bandit", {"condition": 14, "armour": 0, "PER": 2, "COR": 0, "TOG": 0, "AGL": 0, "weapon": "", "weapon_damage": ""}, [])]  # without last fight's stun
    assert brought[0].id != bandit.id  # a new foe: the Ford keeps its own
    assert [f.name for f in fresh.encounter.foes] == ["Bandit"]
    assert [f.name for f in fresh.encounters[0].foes] == ["Bandit", "Wolf"]
    left, brought = api.bring_foes(campaign, ford.id, as_left=True)
    assert [(f.name, f.statuses) for f in brought] == [("Bandit", ["stun"]), ("Wolf", [])]
    with pytest.raises(api.Refusal, match="“Ford” has no foe 'nobody'"):
        api.bring_foes(campaign, ford.id, ["nobody"])
    with pytest.raises(api.Refusal, match="“Bridge” is the encounter under way"):
        api.bring_foes(campaign, campaign.encounter.id)
    with pytest.raises(api.Refusal, match="choose at least one foe"):
        api.bring_foes(campaign, ford.id, [])


def test_a_foe_added_after_the_roll_is_placed_by_its_game_s_roll():
    # [003 "Initiative: d20 + PER"; "In ties for initiative, enemies are prioritized."]
    # A foe joining after the order was rolled rolls as its game's combatants did and goes
    # among them by its roll; a tie is left for the GM to settle by the game's tie rule.
    kit = api.new_character("grimwire", "Kit")  # PER 0
    ada = api.new_character("renaissance", "Ada").model_copy(update={"initiative_modifier": 1})
    members = {"kit": kit, "ada": ada}
    campaign, _ = api.add_foe(_party(), "grimwire", "Bandit", {"PER": 2})
    campaign = api.roll_order(campaign, members, api.FixedDice([12, 10, 5])).campaign
    assert [(t.name, t.total) for t in campaign.encounter.order] == [
        ("Bandit", 12), ("Kit", 12), ("Ada", 6)]
    campaign = api.next_turn(campaign, members).campaign  # Kit's turn
    campaign, _ = api.add_foe(campaign, "grimwire", "Captain", {"PER": 1},
                              placing=api.Placing(api.FixedDice([10]), members))
    campaign, _ = api.add_foe(campaign, "grimwire", "Scout", {},
                              placing=api.Placing(api.FixedDice([15]), members))
    campaign, thug = api.add_foe(campaign, "grimwire", "Thug", {},
                                 placing=api.Placing(api.FixedDice([12]), members))
    order = campaign.encounter.order
    assert [(t.name, t.total) for t in order] == [
        ("Scout", 15), ("Bandit", 12), ("Kit", 12), ("Thug", 12), ("Captain", 11), ("Ada", 6)]
    assert "added after the roll, placed by it" in order[0].detail
    assert "tied with Bandit, Kit: its game's tie rule is the GM's to apply" in order[3].detail
    assert api.current_turn(campaign).name == "Kit"  # the turn under way stays under way
    # A game without an initiative roll: last of its game's turns, and it says so.
    campaign, _ = api.add_foe(campaign, "brp", "Ghoul", {},
                              placing=api.Placing(api.FixedDice([]), members))
    assert campaign.encounter.order[-1].name == "Ghoul"
    assert "placed last of its game" in campaign.encounter.order[-1].detail
    # Without the dice, last, and the turn says it is not placed.
    campaign, _ = api.add_foe(campaign, "grimwire", "Straggler", {})
    assert campaign.encounter.order[-1].detail == api.NOT_PLACED


def test_a_foe_brought_fresh_from_an_earlier_fight_leaves_its_wounds_there():
    # The issue: foes "from a previous encounter"; fresh means without last fight's damage.
    ilse = _sample("rainworld-ilse-varga.skchar")
    campaign, lizard = api.add_foe(_party(), "rainworld", "Lizard", {"stop": 1, "body": 4})
    campaign = api.damage_foe(campaign, lizard.id, ilse, "attack:0", dice=[]).campaign
    ford = campaign.encounter
    campaign = api.start_encounter(api.end_encounter(campaign), "Bridge")
    _, fresh = api.bring_foes(campaign, ford.id)
    _, as_left = api.bring_foes(campaign, ford.id, as_left=True)
    assert fresh[0].sheet == {} and api.foe_state(fresh[0]) == ""  # nothing to say: unhurt
    assert as_left[0].sheet == {"body.left": 2}


def test_a_quick_brp_foe_with_its_weapon_damage_hits_a_member():
    # [004 "a short sword does 1D6+1 damage normally"]: the damage is the GM's, from the
    # rulebook; entered on the quick foe, its weapon skill's hits do it, less the armour.
    campaign, orc = api.add_foe(_party(), "brp", "Orc", {"weapon_skill": 65, "damage": "1D6+1"})
    stand_in = api.foe_character(orc)
    assert [(w.skill, w.damage) for w in stand_in.weapons] == [("Weapon skill", "1D6+1")]
    brannoc = _sample("brp-brannoc-tarl.skchar")
    hit = api.damage(stand_in, "skill:Weapon skill", target=brannoc, dice=[4])
    armour = sum(a.points for a in brannoc.armour)
    assert hit.amount == max(0, 4 + 1 - armour), hit.lines
    with pytest.raises(api.Refusal):
        api.add_foe(_party(), "brp", "Orc", {"damage": "a big club"})


def test_a_quick_brp_foe_s_weapon_is_named_and_its_special_success_says_what_it_inflicts():
    # [004 "an attack that rolls a special success can inflict a knockdown or impale based on
    # the type of weapon"]: the type is the GM's, entered on the quick foe as on a weapon row.
    numbers = {"weapon_skill": 65, "damage": "1D6+1", "weapon": "Short sword", "special": "impale"}
    campaign, orc = api.add_foe(_party(), "brp", "Orc", numbers)
    stand_in = api.foe_character(orc)
    assert [(w.name, w.special) for w in stand_in.weapons] == [("Short sword", "impale")]
    special = RollResult(check_id="skill:Weapon skill", dice=(9,), total=9, outcome="Special success",
                         success=True, text="")
    brannoc = _sample("brp-brannoc-tarl.skchar")
    hit = get_system("brp").rules.check_damage(stand_in, "skill:Weapon skill", Target(brannoc),
                                               FixedDice([4]), special)
    assert hit.action.describe() == f"Orc's Short sword: {hit.action.args['amount']} damage to Brannoc Tarl"
    assert any(line.text.startswith("Special success: impale") for line in hit.lines)
    # Without a name the weapon is the foe's attack; without damage there is nothing to name.
    _, plain = api.add_foe(_party(), "brp", "Orc", {"damage": "1D6"})
    assert [w.name for w in api.foe_character(plain).weapons] == ["Attack"]
    with pytest.raises(api.Refusal):
        api.add_foe(_party(), "brp", "Orc", {"weapon": "Club"})


def test_a_quick_foe_s_numbers_are_entered_again_keeping_its_wounds_and_its_turn():
    campaign, orc = api.add_foe(_party(), "brp", "Orc", {"weapon_skill": 65, "hit_points": 12})
    brannoc = _sample("brp-brannoc-tarl.skchar")
    campaign = api.roll_order(campaign, {"brannoc": brannoc}, random.Random(3)).campaign
    campaign = api.damage_foe(campaign, orc.id, brannoc, "skill:Melee Weapon (Broadsword)", dice=[5, 1]).campaign
    wounded = campaign.encounter.foe(orc.id)
    order = campaign.encounter.order
    edited, foe = api.edit_foe(campaign, orc.id, {"weapon_skill": 80, "hit_points": 12}, name="Orc chief")
    assert foe.id == orc.id and foe.name == "Orc chief" and foe.numbers["weapon_skill"] == 80
    assert foe.sheet == wounded.sheet
    assert [(t.who, t.total, "Orc chief" if t.who == foe.key else t.name) for t in order] == \
        [(t.who, t.total, t.name) for t in edited.encounter.order]
    assert api.foe_character(foe).hit_points.current == api.foe_character(wounded).hit_points.current
    with pytest.raises(api.Refusal, match="Basic Roleplaying foe has no"):
        api.edit_foe(campaign, orc.id, {"STOP": 3})
    with pytest.raises(api.Refusal):
        api.edit_foe(campaign, "nobody", {})
