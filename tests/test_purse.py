"""Every character's purse: coins split from the party's stash land in it, coins go back from
it, a purse merges as counts do, and a character without one is written as before.

No rules excerpt of ours names money (none of the five has a currency), so the kinds are the
table's own words and the purse is edited freely, in play too."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sheetkeeper import api
from sheetkeeper.core.purse import amounts, as_rows
from sheetkeeper.loot import give_coins
from sheetkeeper.storage.envelope import decode, dumps, encode

DATA = Path(__file__).parent / "data"
SYSTEMS = ["brp", "grimwire", "lite", "rainworld", "renaissance"]


def _party() -> tuple[api.Campaign, dict[str, api.CharacterBase]]:
    members = {"ana": api.new_character("brp", "Ana"), "bo": api.new_character("lite", "Bo"),
               "kit": api.new_character("renaissance", "Kit")}
    return api.add_coins(api.Campaign(), "sp", 41), members


def test_a_split_lands_each_share_in_the_chosen_members_purses():
    campaign, members = _party()
    chosen = {k: members[k] for k in ("ana", "kit")}
    campaign, shares = api.split_coins(campaign, "sp", chosen)
    assert shares.shares == {"ana": 20, "kit": 20} and shares.remainder == 1
    assert {k: amounts(c.purse) for k, c in shares.members.items()} == {"ana": {"sp": 20}, "kit": {"sp": 20}}
    assert campaign.stash.coins == {"sp": 1}
    # the log names the members by their sheets' names
    assert campaign.stash.log[-1].text == "41 sp split: Ana 20 sp, Kit 20 sp (1 did not divide evenly)"
    # a second split adds to the row the purse has
    campaign = api.add_coins(campaign, "sp", 9)
    campaign, again = api.split_coins(campaign, "sp", {"ana": shares.members["ana"]})
    assert again.members["ana"].purse == as_rows({"sp": 30})


def test_a_split_lands_in_every_games_purse():
    for system in SYSTEMS:
        campaign = api.add_coins(api.Campaign(), "gold crowns", 3)
        _, shares = api.split_coins(campaign, "gold crowns", {"x": api.new_character(system, "X")})
        assert amounts(shares.members["x"].purse) == {"gold crowns": 3}, system


def test_coins_given_back_leave_the_purse_for_the_stash():
    campaign, members = _party()
    campaign, shares = api.split_coins(campaign, "sp", members)
    campaign, ana = api.give_coins(campaign, shares.members["ana"], "sp", 5)
    assert amounts(ana.purse) == {"sp": 8} and campaign.stash.coins == {"sp": 7}
    assert campaign.stash.log[-1].text == "Ana gave 5 sp to the stash"
    with pytest.raises(api.Refusal, match="Ana: the purse holds 8 sp, not 9"):
        give_coins(campaign, ana, "sp", 9)
    with pytest.raises(api.Refusal, match="the purse holds 0 gp, not 1"):
        give_coins(campaign, ana, "gp", 1)


def test_a_purse_is_a_free_edit_in_play_and_names_a_kind_once():
    lite = api.new_character("lite", "Bo").model_copy(update={"in_creation": False})  # in play
    applied = api.apply(lite, api.Action("list.add", {"path": "purse", "value": {"kind": "arrows", "amount": 12}}))
    applied = api.apply(applied.character, api.Action("set", {"path": "purse.0.amount", "value": 7}))
    assert amounts(applied.character.purse) == {"arrows": 7}
    assert applied.character.ledger == lite.ledger  # nothing recorded: money is not advanced
    with pytest.raises(api.Refusal, match="the purse has a row of arrows already"):
        api.apply(applied.character, api.Action("list.add", {"path": "purse", "value": {"kind": "arrows"}}))
    with pytest.raises(api.Refusal):
        api.apply(applied.character, api.Action("set", {"path": "purse.0.amount", "value": -1}))


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_character_without_coins_is_written_as_before(system):
    raw = (DATA / f"format2-{system}.skchar").read_bytes()
    loaded = decode(raw)
    assert loaded.character.purse == []
    # the character part of the file, as written before purses, comes out the same
    assert dumps(json.loads(raw)["character"]) == dumps(loaded.character.model_dump(mode="json"))
    with_coins = loaded.character.model_copy(update={"purse": as_rows({"sp": 3})})
    assert decode(encode(with_coins)).character.purse == as_rows({"sp": 3})


def test_two_copies_that_both_added_coins_keep_both_sums():
    base = api.new_character("grimwire", "Ada").model_copy(update={"purse": as_rows({"sp": 10, "gp": 2})})
    mine = base.model_copy(update={"purse": as_rows({"sp": 15, "gp": 2, "arrows": 3})})
    theirs = base.model_copy(update={"purse": as_rows({"sp": 18, "gp": 1, "arrows": 4})})
    merged = api.merge(base, mine, theirs)
    # sp: +5 here and +8 there; gp: spent 1 there; arrows: 3 and 4 added, each side its own
    assert merged.clean and amounts(merged.character.purse) == {"sp": 23, "gp": 1, "arrows": 7}
    assert "purse sp: 10 became 15 on one side and 18 on the other; both changes kept: 23" in merged.notes
    # both spent the same coins: more than there was is a conflict to choose, not a sum below 0
    spent = api.merge(base, base.model_copy(update={"purse": as_rows({"sp": 2, "gp": 2})}),
                      base.model_copy(update={"purse": as_rows({"sp": 1, "gp": 2})}))
    assert [c.key for c in spent.conflicts] == ["purse[sp].amount"]
