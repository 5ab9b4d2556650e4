"""The GM's initiative, in the assembled window: from the sample party's dashboard the GM
opens Initiative…, gives a Rainworld member the conditions their game declares and sees when
they act change, with the same roll."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QPushButton, QTreeWidget

from sheetkeeper.ui.party import PartyView

MEMBER = "Ilse Varga"


def acts(tree: QTreeWidget, who: str) -> tuple[str, str]:
    """The member's row as the order shows it: when they act, and what they rolled."""
    for i in range(tree.topLevelItemCount()):
        row = tree.topLevelItem(i)
        if row.text(1) == who:
            return row.text(4), row.text(2)
    raise AssertionError(f"{who} is not in the order")


def test_the_gm_ticks_a_members_initiative_conditions(open_window, hands, tmp_path):
    window = open_window()  # a fresh machine: the sample party
    person = hands(window)
    person.wait(lambda: isinstance(window.tab_widget.currentWidget(), PartyView))
    seen = {}

    def conditions(dialog):
        tree = person.find("Initiative order", QTreeWidget)
        go, rolled = acts(tree, MEMBER)
        assert go == "Go"  # [000 "By default, everyone gets to act once per round, during the Go Phase."]
        # [000] "Fast Start means the character acts in the Fast Phase"
        person.click(f"{MEMBER}: Fast Start", QCheckBox)
        person.wait(lambda: acts(tree, MEMBER)[0] == "Fast")
        # [000] "Go-Again means the character gets an extra action, in the slowest phase that
        # they don’t already act in"
        person.click(f"{MEMBER}: Go-Again", QCheckBox)
        person.wait(lambda: acts(tree, MEMBER)[0] == "Fast, Slow")
        assert acts(tree, MEMBER)[1] == rolled  # a condition changes when, not what was rolled
        seen["shot"] = person.shot(tmp_path / "initiative-conditions.png")
        person.click("Roll again", QPushButton)
        assert acts(tree, MEMBER)[0] == "Fast, Slow"  # the conditions stay for the new roll
        person.click("Close", QPushButton)

    with person.dialog(conditions):
        person.click("Initiative…", QPushButton)
    assert seen["shot"].is_file()
