"""Reloading a party reads its file and members again, and never throws away what another
view holds: a member open as a sheet tab or in a second party keeps its unsaved edits and
its undo history; a member only the party shows keeps its edits in Undo, as the question
promises ("members' edits stay in their Undo history")."""

from __future__ import annotations

from sheetkeeper.core.actions import Action
from sheetkeeper.core.campaign import Campaign
from sheetkeeper.storage import load_character, save_campaign
from sheetkeeper.storage.campaign_file import relative_member

ILSE = "rainworld-ilse-varga.skchar"
DAG = "rainworld-dag-kessler.skchar"
ANGUS = "lite-angus.skchar"


def _award(document, amount: int, reason: str) -> None:
    document.apply(Action("xp.award", {"amount": amount, "reason": reason}, label=reason))


def _reasons(character) -> list[str]:
    return [e.reason for e in character.ledger.entries]


def test_reloading_a_party_keeps_other_views_edits_and_every_members_undo(window, asker, party_file):
    folder = party_file.parent
    second = folder / "second.skparty"
    save_campaign(second, Campaign(name="Second", members=[relative_member(second, folder / ILSE)]))
    window.open_campaign(party_file)
    party = window.parties.current()
    window.open_campaign(second)
    other = window.parties.current()
    ilse_tab = window.open_path(folder / ILSE)  # in both parties and a tab of its own
    angus_tab = window.open_path(folder / ANGUS)  # in this party and a tab of its own
    ilse, angus = ilse_tab.document, angus_tab.document
    dag = party.card("Corporal Dag Kessler").document  # in this party alone
    assert other.card(str(folder / ILSE)).document is ilse

    _award(ilse, 1, "unsaved on Ilse's sheet")
    _award(angus, 1, "unsaved on Angus's sheet")
    _award(dag, 2, "unsaved on the dashboard")
    steps = {d: d.undo_stack.count() for d in (ilse, angus)}

    window.tab_widget.setCurrentWidget(party)
    asker.script("confirm", True)
    party.reload_button.click()
    fresh = window.parties.current()
    assert fresh is not party

    # the sheet tabs and the second party hold the same documents, edits and history
    for document, tab, reason in ((ilse, ilse_tab, "unsaved on Ilse's sheet"),
                                  (angus, angus_tab, "unsaved on Angus's sheet")):
        assert tab.document is document and document.modified
        assert _reasons(document.character)[-1] == reason
        assert document.undo_stack.count() == steps[document]
        assert fresh.card(str(folder / document.path.name)).document is document
    assert other.card(str(folder / ILSE)).document is ilse
    ilse.undo_stack.undo()
    assert "unsaved on Ilse's sheet" not in _reasons(ilse.character)
    ilse.undo_stack.redo()

    # the party's own member reads the file again; its edit stays in its Undo
    fresh_dag = fresh.card("Corporal Dag Kessler").document
    assert fresh_dag.character == load_character(folder / DAG).character
    assert not fresh_dag.modified
    fresh_dag.undo_stack.undo()
    assert _reasons(fresh_dag.character)[-1] == "unsaved on the dashboard"
    fresh_dag.undo_stack.redo()
    assert "kept" in fresh.status.text().lower()  # said on the dashboard's status line

    for document in (ilse, angus):
        document.undo_stack.setClean()
    for view in window.parties.views():
        view.undo_stack.setClean()
