"""Every Alt key on screen does one thing: two visible controls underlining one letter (the
party's Reload and the roller's Roll both took R) made the key do neither, or need a second
press. Read in the assembled window at its default size, the roller docked: menus, buttons,
captions with a field, tabs — on the party tab with each of its side tabs, and on a sheet."""

from __future__ import annotations

import pytest
from alt_keys import clashes

pytestmark = pytest.mark.window


def test_the_party_tab_and_the_roller_share_no_alt_key(open_window, hands, sample_copies):
    window = open_window(sample_copies / "the-lantern-company.skparty")
    person = hands(window)
    person.menu("View", "Dice roller")
    for side in ("Session log", "Encounter", "Stash"):
        person.tab(side)
        assert not clashes(window), f"with {side} in front: {clashes(window)}"
