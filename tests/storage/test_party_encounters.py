"""Encounters and the stash in the party file: campaign format 3, written only when the party
holds them, so a party without them is the format-2 file it always was; and two GMs' copies
with different encounters and stashes merge with nothing lost."""

from __future__ import annotations

import json
from datetime import date

from sheetkeeper import api
from sheetkeeper.storage.campaign_file import decode_campaign, encode_campaign

FORMAT_2_PARTY = {
    "format": "sheetkeeper-campaign", "format_version": 2, "app_version": "0.2.0",
    "saved_at": {"at": "2026-11-20T19:00:00+00:00", "lineage": []},
    "campaign": {"name": "Crew", "gm": "Mo", "notes": "", "members": [{"path": "ana.skchar"}],
                 "sessions": []},
}


def _fight(campaign: api.Campaign, name: str, foe: str) -> api.Campaign:
    campaign = api.start_encounter(campaign, name, on=date(2026, 11, 21))
    return api.add_foe(campaign, "grimwire", foe, {"PER": 1})[0]


def test_a_format_2_party_opens_and_is_written_again_byte_for_byte():
    raw = json.dumps(FORMAT_2_PARTY, indent=2, ensure_ascii=False).encode() + b"\n"
    campaign, newer = decode_campaign(raw)
    assert newer is None and campaign.encounters == [] and campaign.stash.empty
    again = encode_campaign(campaign, saved_at=None, lineage=())
    data = json.loads(again)
    assert data["format_version"] == 2 and data["campaign"] == FORMAT_2_PARTY["campaign"]


def test_a_party_with_an_encounter_or_a_stash_is_format_3_and_reads_back(tmp_path):
    campaign = _fight(api.Campaign(name="Crew"), "Ford", "Bandit")
    campaign = api.add_coins(api.add_item(campaign, {"name": "Rope"}), "sp", 12)
    path = tmp_path / "crew.skparty"
    api.save_campaign(path, campaign)
    data = json.loads(path.read_bytes())
    assert data["format_version"] == 3
    assert api.load_campaign(path).campaign == campaign
    only_stash = api.add_coins(api.Campaign(), "sp", 1)
    assert json.loads(encode_campaign(only_stash))["format_version"] == 3


def test_two_copies_with_different_encounters_and_stashes_merge_with_nothing_lost():
    base = _fight(api.Campaign(name="Crew"), "Ford", "Bandit")
    base = api.add_item(base, {"name": "Rope"})
    # Here: a foe joins the fight at the ford, and a lantern is found.
    mine = api.add_foe(base, "rainworld", "Lizard", {"stop": 1})[0]
    mine = api.add_item(mine, {"name": "Lantern"})
    # There: the fight at the ford ends, a new one starts, and coins are found.
    theirs = _fight(api.end_encounter(base, on=date(2026, 11, 21)), "Bridge", "Archer")
    theirs = api.add_coins(theirs, "sp", 30)
    merged = api.merge(base, mine, theirs)
    assert merged.clean, [str(c) for c in merged.conflicts]
    party = merged.character
    ford, bridge = party.encounters
    assert (ford.name, ford.ended) == ("Ford", date(2026, 11, 21))
    assert [f.name for f in ford.foes] == ["Bandit", "Lizard"]
    assert [f.name for f in bridge.foes] == ["Archer"] and bridge.ended is None
    assert [i.name for i in party.stash.items] == ["Rope", "Lantern"]
    assert party.stash.coins == {"sp": 30}


def test_two_copies_that_each_added_a_fight_keep_both():
    base = api.Campaign(name="Crew")
    mine, theirs = _fight(base, "Ford", "Bandit"), _fight(base, "Ford", "Bandit")
    merged = api.merge(base, api.end_encounter(mine), theirs)
    assert merged.clean and len(merged.character.encounters) == 2  # random ids: both kept


def _lizard_hit(campaign: api.Campaign, lizard: str) -> api.Campaign:
    """Ilse's pistol (DMG 3) on a foe: [000 "actual damage taken = DMG—(STOP—AP), where
    each subtracted value can't fall below 0"]."""
    ilse = _sample("rainworld-ilse-varga.skchar")
    return api.damage_foe(campaign, lizard, ilse, "attack:0", dice=[]).campaign


def _sample(name: str) -> api.CharacterBase:
    from sheetkeeper.paths import samples_dir

    return api.load(samples_dir() / name).character


def test_a_wounded_foe_is_kept_in_the_party_file_and_an_untouched_one_as_before(tmp_path):
    campaign, lizard = api.add_foe(_fight(api.Campaign(name="Crew"), "Ford", "Bandit"),
                                   "rainworld", "Lizard", {"stop": 1})
    untouched = json.loads(encode_campaign(campaign))["campaign"]["encounters"][0]
    assert all("sheet" not in foe for foe in untouched["foes"]) and "log" not in untouched
    hit = _lizard_hit(campaign, lizard.id)
    path = tmp_path / "crew.skparty"
    api.save_campaign(path, hit)
    again = api.load_campaign(path).campaign
    assert again == hit and again.encounter.foe(lizard.id).sheet == {"body.left": 2}
    assert [e.text for e in again.encounter.log] == ["Ilse Varga's Compact pistol: 2 injury to Lizard"]


def test_two_copies_that_each_hit_another_foe_merge_with_both_wounds_and_both_hits():
    base, lizard = api.add_foe(_fight(api.Campaign(name="Crew"), "Ford", "Bandit"),
                               "rainworld", "Lizard", {"stop": 1})
    base, newt = api.add_foe(base, "rainworld", "Newt", {"body": 6})
    mine = _lizard_hit(base, lizard.id)
    theirs = _lizard_hit(base, newt.id)
    merged = api.merge(base, mine, theirs)
    assert merged.clean, [str(c) for c in merged.conflicts]
    fight = merged.character.encounter
    assert fight.foe(lizard.id).sheet == {"body.left": 2} and fight.foe(newt.id).sheet == {"body.left": 3}
    assert len(fight.log) == 2
    # Both hit the same foe from the same base: one value each side wrote, a conflict to choose.
    clash = api.merge(base, mine, _lizard_hit(_lizard_hit(base, lizard.id), lizard.id))
    assert [c.key for c in clash.conflicts] and clash.character.encounter.foe(lizard.id).sheet == {"body.left": 2}
