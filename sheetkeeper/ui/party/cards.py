"""The dashboard's cards, built a screenful first and the rest soon after.

A card costs about a millisecond to build and as much again to show; a 500-member party built
at once kept the window from painting for most of a second. So the first screenful (in the
order shown) is built at once, and the rest in small batches from a zero-time timer, each a
few milliseconds, so the window paints, scrolls and answers clicks meanwhile.

The cards are built in the order shown, so the layout always holds a prefix of that order and
a new card goes at its end: nothing built moves while the rest arrive. Anything that needs
every card (a new order or filter, looking a card up, the roster changing) calls
:meth:`CardList.finish` first and never sees a half-built list. The order and the filter
themselves come from the members (:class:`Member`), which need no widget.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QVBoxLayout

from .card import MemberCard
from .member import Member

BATCH_SECONDS = 0.008
"""How long one batch may build cards for (at least one card a batch): with laying them out
and painting after, a turn of the event loop stays within a frame (about 10 ms here)."""


class CardList(QObject):
    progress = Signal(int, int)
    """(built, total) after each batch."""
    finished = Signal()
    """Every member has its card (emitted once per :meth:`start` that left cards to build)."""

    def __init__(self, layout: QVBoxLayout, members: list[Member], make: Callable[[Member], MemberCard],
                 parent: QObject):
        super().__init__(parent)
        self.layout = layout
        """Holds the built cards in :attr:`order`, then a stretch."""
        self.make = make
        self.members = list(members)
        """Roster order."""
        self.order: list[Member] = []
        """The order shown; the layout holds the cards of a prefix of it."""
        self._pending: list[Member] = []
        """Members still without a card, in the order shown."""
        self._shows: Callable[[Member], bool] = lambda _member: True
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._batch)

    @property
    def loading(self) -> bool:
        return bool(self._pending)

    @property
    def built(self) -> int:
        return len(self.order) - len(self._pending)

    def start(self, order: list[Member], eager: int, shows: Callable[[Member], bool]) -> None:
        """Build the cards of the first ``eager`` members of ``order`` now, the rest in batches."""
        self.order = list(order)
        self._shows = shows
        self._build_all(self.order[:eager])
        self._pending = [m for m in self.order[eager:] if m.card is None]
        if self._pending:
            self._timer.start()

    def finish(self) -> None:
        """Build every card still to build, now."""
        if not self._pending:
            return
        self._timer.stop()
        pending, self._pending = self._pending, []
        self._build_all(pending)
        self.finished.emit()

    def _batch(self) -> None:
        ends = time.perf_counter() + BATCH_SECONDS
        built = 0
        self.layout.setEnabled(False)
        try:
            while self._pending and (not built or time.perf_counter() < ends):
                self._build(self._pending.pop(0))
                built += 1
        finally:
            self._lay_out()
        self.progress.emit(self.built, len(self.order))
        if not self._pending:
            self._timer.stop()
            self.finished.emit()

    def _build_all(self, members: list[Member]) -> None:
        self.layout.setEnabled(False)
        try:
            for member in members:
                self._build(member)
        finally:
            self._lay_out()

    def _lay_out(self) -> None:
        """Showing a card in a visible window lays out its parent again, every card in it:
        the layout is off while a batch is built, and lays them all out once after. The
        holder grows to fit first (as its scroll area would, but later): laid out at its old
        size, every card would be squeezed, then resized again, each batch. Out of sight
        (a party opening, another tab in front) showing lays it out anyway."""
        self.layout.setEnabled(True)
        holder = self.layout.parentWidget()
        if holder.isVisible():
            holder.resize(holder.size().expandedTo(holder.minimumSizeHint()))
            self.layout.activate()

    def _build(self, member: Member) -> None:
        member.card = card = self.make(member)
        member.hidden = not self._shows(member)
        if member.hidden:
            card.hide()  # before it joins the layout, which would show it later
        self.layout.insertWidget(self.layout.count() - 1, card)
        if not member.hidden:
            # Below the cards built so far until the layout places it (the layout is off):
            # shown where a new widget starts, top left, it would repaint the cards in view.
            card.move(0, self.layout.parentWidget().height())
            card.show()  # now rather than later: it counts as visible from here on

    def cards(self) -> list[MemberCard]:
        """Every card, in roster order."""
        self.finish()
        return [m.card for m in self.members]

    def shown(self) -> list[MemberCard]:
        """The cards not filtered out, in the order shown."""
        self.finish()
        return [m.card for m in self.order if not m.hidden]

    def arrange(self, order: list[Member], shows: Callable[[Member], bool]) -> None:
        """Show the cards in ``order``, each only if ``shows`` it. Widgets move only when the
        order changed, and only cards whose visibility changed are shown or hidden."""
        self.finish()
        if order != self.order:
            placed = list(self.order)
            for index, member in enumerate(order):
                if index < len(placed) and placed[index] is member:
                    continue
                self.layout.insertWidget(index, member.card)
                placed.remove(member)
                placed.insert(index, member)
            self.order = list(order)
        self._shows = shows
        changed = [m for m in order if m.hidden == shows(m)]
        if changed:
            self.layout.setEnabled(False)
            try:
                for member in changed:
                    member.hidden = not member.hidden
                    member.card.setHidden(member.hidden)
            finally:
                self._lay_out()

    def insert(self, index: int, member: Member) -> None:
        """A member joins the roster at ``index``; its card goes last until the next arrange."""
        self.finish()
        self.members.insert(index, member)
        self.order.append(member)
        self._build_all([member])

    def remove(self, member: Member) -> None:
        """A member leaves: its card goes (the document may live on in a sheet tab)."""
        self.finish()
        self.members.remove(member)
        self.order.remove(member)
        card, member.card = member.card, None
        card.setParent(None)
        card.deleteLater()
