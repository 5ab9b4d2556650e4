"""Loot and awards shared out through the scripting API: the stash, an item handed to a
member through the rules, coins and XP split with what does not divide said."""

from __future__ import annotations

import pytest

from sheetkeeper import api


def test_a_total_is_split_evenly_and_the_remainder_goes_by_the_stated_rule():
    assert api.share_out(12, ["a", "b", "c", "d"]).shares == {"a": 3, "b": 3, "c": 3, "d": 3}
    shares = api.share_out(13, ["a", "b", "c", "d"])
    assert shares.shares == {"a": 4, "b": 3, "c": 3, "d": 3} and shares.remainder == 1
    assert api.REMAINDER_RULE == "what does not divide evenly goes one each to the first members listed"
    kept = api.share_out(13, ["a", "b", "c", "d"], remainder_to_first=False)
    assert kept.shares == {"a": 3, "b": 3, "c": 3, "d": 3} and kept.remainder == 1
    with pytest.raises(api.Refusal, match="at least one member"):
        api.share_out(12, [])


def test_an_item_handed_out_counts_against_the_member_s_load():
    # BRP [004 "Your character can only easily carry as many points of ENC as they have points
    # in STR"]: the load counts what the stash handed over; Game Rules Lite [001 "Write down
    # one regular item per row."]
    campaign = api.add_item(api.Campaign(), {"name": "Rope", "quantity": 3, "enc": 1.0})
    hero = api.new_character("brp", "Ana")
    before = api.encumbrance(hero).load
    campaign, applied = api.hand_item(campaign, 0, hero, quantity=2)
    assert api.encumbrance(applied.character).load == before + 2
    assert [(i.name, i.quantity) for i in campaign.stash.items] == [("Rope", 1)]
    lite = api.new_character("lite", "Bo")
    campaign, applied = api.hand_item(campaign, 0, lite)
    assert api.encumbrance(applied.character).load == api.encumbrance(lite).load + 1
    assert campaign.stash.items == []


def test_a_sheet_without_a_carried_list_is_refused_in_words():
    campaign = api.add_item(api.Campaign(), {"name": "Rope"})
    with pytest.raises(api.Refusal, match="Ada's sheet has no list of things carried"):
        api.hand_item(campaign, 0, api.new_character("renaissance", "Ada"))
    with pytest.raises(api.Refusal, match="no item 2"):
        api.hand_item(campaign, 1, api.new_character("brp", "Ada"))


def test_coins_split_and_what_does_not_divide_stays_in_the_stash():
    campaign = api.add_coins(api.Campaign(), "sp", 41)
    campaign, shares = api.split_coins(campaign, "sp", ["ana", "bo", "kit"])
    assert shares.shares == {"ana": 13, "bo": 13, "kit": 13} and shares.remainder == 2
    assert campaign.stash.coins == {"sp": 2}
    assert shares.line("sp", {"ana": "Ana"}) == "Ana 13 sp, bo 13 sp, kit 13 sp (2 did not divide evenly)"
    with pytest.raises(api.Refusal, match="the stash holds no gp"):
        api.split_coins(campaign, "gp", ["ana"])
    assert api.add_coins(campaign, "sp", -2).stash.coins == {}
    # fewer coins than members: refused, rather than a step that gives nobody anything
    with pytest.raises(api.Refusal, match="2 sp among 3 members is less than one each"):
        api.split_coins(campaign, "sp", ["ana", "bo", "kit"])
    with pytest.raises(api.Refusal, match="name the coins to split"):
        api.split_coins(campaign, " ", ["ana"])
    assert [e.text for e in campaign.stash.log] == [
        "Found 41 sp", "41 sp split: ana 13 sp, bo 13 sp, kit 13 sp (2 did not divide evenly)"]


def test_the_stash_keeps_what_happened_to_it_in_words():
    campaign = api.add_item(api.Campaign(), {"name": "Rope", "quantity": 2})
    campaign, _ = api.hand_item(campaign, 0, api.new_character("brp", "Ada"), quantity=1)
    assert [e.text for e in campaign.stash.log] == ["Found Rope ×2", "Rope ×1 to Ada"]


def test_two_gms_coins_in_the_stash_add_up_when_their_copies_meet():
    """The issue: what the party file stores merges "three-way, nothing lost" when two GMs'
    copies meet. Coins are counts: each side's finds and splits add up, as a purse's do."""
    from sheetkeeper.merge.result import merge_campaigns

    base = api.add_coins(api.Campaign(), "sp", 10)
    mine = api.add_coins(api.add_coins(base, "sp", 5), "gp", 3)  # found 5 sp and 3 gp here
    theirs = api.add_coins(api.add_coins(base, "sp", -10), "gp", 4)  # all the sp went, 4 gp found
    merged = merge_campaigns(base, mine, theirs)
    assert not merged.conflicts
    assert merged.character.stash.coins == {"sp": 5, "gp": 7}
    assert "stash sp: 10 became 15 on one side and 0 on the other; both changes kept: 5" in merged.notes
    gone = merge_campaigns(base, api.add_coins(base, "sp", -10), api.add_coins(base, "sp", -10))
    assert gone.character.stash.coins == {}  # both took all: none left, no kind at 0
    both_spent = merge_campaigns(base, api.add_coins(base, "sp", -8), api.add_coins(base, "sp", -9))
    assert [c.key for c in both_spent.conflicts] == ["stash.coins.sp"]  # more than there was
