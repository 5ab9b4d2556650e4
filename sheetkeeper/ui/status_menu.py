"""A Statuses menu (the sheet's and the party card's): one checkable entry per status the
game declares, checked when it is set.

A status that holds by itself while the sheet's numbers say so (Basic Roleplaying's Fainted at
0 power points, Rainworld's Incapacitated, GRIMWIRE's Dying at 0 Condition) is not the user's
to clear while it stands: its entry is checked and disabled, and its tooltip says while what it
holds and what ends it, instead of a click that the rules then refuse.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from ..core.status import Status
from ..translate import shown


def standing_reason(status: Status) -> str:
    """'Holds by itself while power points are at 0: it ends on regaining at least 1 power
    point.'"""
    text = QCoreApplication.translate("StatusMenu", "{0} holds by itself while {1}").format(
        shown(status.label), shown(status.holds_while))
    if status.ends and status.ends != "never":
        return QCoreApplication.translate("StatusMenu", "{0}: it ends with {1}.").format(
            text, shown(status.ends))
    return QCoreApplication.translate("StatusMenu", "{0}: it ends when that changes.").format(text)


def fill_status_menu(menu: QMenu, rules, character, toggled: Callable[[Status, bool], object],
                     *, with_source: bool = True) -> None:
    """Fill ``menu`` with the game's statuses for ``character``; ``toggled(status, on)`` is
    called when the user ticks or unticks one."""
    menu.clear()
    menu.setToolTipsVisible(True)
    active = {s.id for s in rules.active_statuses(character)}
    standing = {s.id for s in rules.standing_statuses(character) if s.holds_while}
    for status in rules.statuses(character):
        entry = menu.addAction(shown(status.label))
        entry.setCheckable(True)
        entry.setChecked(status.id in active)
        if status.id in standing:
            entry.setEnabled(False)
            entry.setToolTip(standing_reason(status))
            continue
        effect = shown(status.effect)
        entry.setToolTip(f"{effect} ({status.source})" if with_source and status.source else effect)
        entry.triggered.connect(lambda on, s=status: toggled(s, on))
