"""The initiative helper (each game by its own rule) and changing the roster."""

from __future__ import annotations

import random

from sheetkeeper.party import roll_initiative
from sheetkeeper.storage import load_campaign
from sheetkeeper.ui.party import PartyView, documents_for


def test_each_game_orders_its_members_highest_first(view):
    orders = {o.system: o for o in roll_initiative(view.members(), random.Random(5))}
    assert set(orders) == {"Rainworld", "GRIMWIRE", "Basic Roleplaying", "Game Rules Lite",
                           "Renaissance"}
    for name in ("Rainworld", "GRIMWIRE", "Renaissance"):
        totals = [e.total for e in orders[name].entries]
        assert totals == sorted(totals, reverse=True)
    # [000 "everyone involved rolls 2d10 + Tactical Awareness"]: within 2..20 plus the skill
    for entry in orders["Rainworld"].entries:
        assert "Tactical Awareness" in entry.detail and entry.phases == ("Go",)
    # [002 "Initiative is 1d10 + *Initiative Modifier*"]
    ven = dict(view.members())["renaissance-ven.skchar"]
    (entry,) = orders["Renaissance"].entries
    assert ven.initiative_modifier + 1 <= entry.total <= ven.initiative_modifier + 10
    # games without an initiative roll in their excerpt leave the order to the GM
    assert all(e.total is None for e in orders["Basic Roleplaying"].entries)


def test_initiative_dialog_shows_the_same_order_as_the_domain(view):
    dialog = view.initiative(rng=random.Random(9))
    expected = roll_initiative(view.members(), random.Random(9))
    for order in expected:
        assert dialog.names_in_order(order.system) == [e.name for e in order.entries]
    assert dialog.tree.topLevelItemCount() == len(expected) + len(view.members())


def test_added_member_is_saved_with_a_relative_path_and_removal_keeps_the_file(view, party_file):
    kay = party_file.parent / "lite-kay.skchar"
    card = view.add_member(kay)
    assert card.document.character.name == "Kay" and view.modified
    view.save()
    paths = [m.path for m in load_campaign(party_file).campaign.members]
    assert paths[-1] == "lite-kay.skchar"
    view.remove_member(card.key)
    view.save()
    assert "lite-kay.skchar" not in [m.path for m in load_campaign(party_file).campaign.members]
    assert kay.is_file()


def test_a_moved_campaign_folder_still_opens(party_file, tmp_path):
    moved = tmp_path / "elsewhere"
    party_file.parent.rename(moved)
    opened = load_campaign(moved / party_file.name)
    assert all(slot.opened is not None for slot in opened.members)


def test_a_full_party_refuses_one_more_member_with_a_message(qtbot, party_file):
    from sheetkeeper.core.campaign import MAX_MEMBERS, Member
    from sheetkeeper.storage import save_campaign

    campaign = load_campaign(party_file).campaign
    campaign.members = [Member(path=f"away-{i}.skchar") for i in range(MAX_MEMBERS)]
    save_campaign(party_file, campaign)
    opened = load_campaign(party_file)
    full = PartyView(opened, documents_for(opened))
    qtbot.addWidget(full)
    messages = []
    full.message.connect(messages.append)

    assert full.add_member(party_file.parent / "lite-kay.skchar") is None

    assert f"a party holds at most {MAX_MEMBERS} members" in messages[-1]
    assert len(full.opened.members) == len(full.campaign.members) == MAX_MEMBERS
    assert not full.undo_stack.canUndo()


def test_a_member_a_status_keeps_from_acting_is_listed_without_a_turn(qtbot):
    from sheetkeeper import api
    from sheetkeeper.ui.party.initiative import InitiativeDialog

    ana = api.new_character("rainworld", "Ana")
    ana = api.apply(ana, "status.set", {"status": "surprised"}).character
    dialog = InitiativeDialog([("ana", ana), ("bo", api.new_character("rainworld", "Bo"))],
                              rng=random.Random(2))
    qtbot.addWidget(dialog)
    rows = {dialog.tree.topLevelItem(i).text(1): dialog.tree.topLevelItem(i)
            for i in range(dialog.tree.topLevelItemCount())}
    assert rows["Ana"].text(4) == "no turn — Surprised"
    assert rows["Ana"].toolTip(4).startswith("Surprised: can\u2019t take any actions this round")
    assert rows["Bo"].text(4) == "Go"
    assert rows["Ana"].text(0) == "" and rows["Bo"].text(0) == "1"  # numbered among those who act
    assert rows["Ana"].text(2).isdigit()  # the roll stands, for when the status ends


def test_a_members_initiative_conditions_change_when_they_act_not_what_they_rolled(qtbot):
    """[000] "Fast Start means the character acts in the Fast Phase"; "Go-Again means the
    character gets an extra action, in the slowest phase that they don’t already act in";
    "Fast and Slow Start are mutually exclusive. If a character somehow acquires both
    conditions, their default action resets to the Go phase". Each Rainworld member has the
    conditions their game declares, in the dialog, through the shared options form."""
    from PySide6.QtWidgets import QCheckBox

    from sheetkeeper import api
    from sheetkeeper.ui.party.initiative import InitiativeDialog

    members = [("ana", api.new_character("rainworld", "Ana")),
               ("bo", api.new_character("rainworld", "Bo")),
               ("kay", api.new_character("lite", "Kay"))]
    dialog = InitiativeDialog(members, rng=random.Random(4))
    qtbot.addWidget(dialog)
    assert set(dialog.conditions) == {"ana", "bo"}  # Game Rules Lite declares none
    assert [o.text for o in dialog.conditions["ana"].options()] == [
        o.text for o in api.initiative_options(members[0][1])]

    def acts(name):
        rows = {dialog.tree.topLevelItem(i).text(1): dialog.tree.topLevelItem(i)
                for i in range(dialog.tree.topLevelItemCount())}
        return rows[name].text(4), rows[name].text(2)

    before = acts("Ana"), acts("Bo")
    assert before[0][0] == "Go"
    fast = dialog.conditions["ana"].control("fast_start")
    assert isinstance(fast, QCheckBox) and fast.accessibleName() == "Ana: Fast Start"
    fast.setChecked(True)
    assert acts("Ana") == ("Fast", before[0][1])  # the same roll, another phase
    assert acts("Bo") == before[1]
    dialog.conditions["ana"].control("go_again").setChecked(True)
    assert acts("Ana")[0] == "Fast, Slow"
    dialog.conditions["ana"].control("slow_start").setChecked(True)
    assert acts("Ana")[0] == "Go, Slow"  # both Starts reset to Go; Go-Again takes Slow
    assert dialog.chosen_conditions() == {"ana": {"fast_start": True, "slow_start": True,
                                                  "go_again": True}}
    expected = api.initiative(dict(members[:2]), dice=dialog.dice.faces,
                              conditions=dialog.chosen_conditions())
    assert [e.name for e in expected[0].entries] == dialog.names_in_order("Rainworld")
    dialog.roll_button.click()  # a new combat: new dice, the conditions stay
    assert acts("Ana")[0] == "Go, Slow"


def test_initiative_column_headings_are_not_cut(view, qtbot):
    """Each heading of the initiative order fits its column, the place number's too."""
    from sheetkeeper.ui.party.initiative import InitiativeDialog

    dialog = InitiativeDialog(view.members(), rng=random.Random(5))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    from PySide6.QtWidgets import QStyle

    header = dialog.tree.header()
    metrics = header.fontMetrics()
    margins = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    for column in range(dialog.tree.columnCount()):
        text = dialog.tree.headerItem().text(column)
        needs = metrics.horizontalAdvance(text) + margins
        assert needs <= header.sectionSize(column), (text, needs, header.sectionSize(column))
