"""A dashboard's result is said once: on its own status line while it is in front, on the
window's status bar only when it is behind another tab."""

from __future__ import annotations

import random

from sheetkeeper.core.registry import get_system


def test_the_end_of_session_result_is_said_once(window, asker, party_file):
    window.open_campaign(party_file)
    party = window.parties.current()
    wizard = party.end_session(rng=random.Random(3))
    wizard.show()
    wizard.next()
    wizard.next()
    wizard.accept()
    assert "applied to" in party.status.text()
    assert window.statusBar().currentMessage() == ""
    asker.script("unsaved", "discard", "discard")  # closing: the party, then the new character
    window.open_character(get_system("grimwire").rules.new("Rivet"))  # the party goes behind
    party.message.emit("Saved 3 files.")
    assert window.statusBar().currentMessage() == "Saved 3 files."
