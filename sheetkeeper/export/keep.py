"""A heading kept with the start of what it heads: never left alone at the foot of a page,
yet what follows still begins on this page when its first part fits (ReportLab's
KeepTogether would move all of it, leaving the page's foot empty). A row of values that
closes a list (Game Rules Lite's capacity under its gear) is kept with the list's last
rows the same way: never alone at the top of a page."""

from __future__ import annotations

from reportlab.platypus import Flowable, Paragraph, Spacer, Table


class WithNext(Flowable):
    """``head`` (a band, a heading) and the first flowables of what it heads (``body``)."""

    def __init__(self, head: list[Flowable], body: list[Flowable]) -> None:
        super().__init__()
        self.head, self.body = head, body

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        self.width = aw
        self.height = sum(f.wrap(aw, ah)[1] for f in [*self.head, *self.body])
        return aw, self.height

    def split(self, aw: float, ah: float) -> list[Flowable]:
        """What fits here, and the rest: always two parts, as a table splitting a row of
        elements side by side takes the first two parts a cell's flowable splits into."""
        room = ah - sum(f.wrap(aw, ah)[1] for f in self.head)
        placed: list[Flowable] = []
        for i, f in enumerate(self.body):
            h = f.wrap(aw, room)[1]
            if h <= room:
                placed.append(f)
                room -= h
                continue
            parts = f.split(aw, room)
            if len(parts) >= 2 and parts[0].wrap(aw, room)[1] <= room:
                placed.append(parts[0])
                rest = [*parts[1:], *self.body[i + 1:]]
            else:
                rest = self.body[i:]
            if not _substance(placed):
                return []
            if not _substance(rest):  # space, or lines left out: nothing to begin a page with
                return [Together([*self.head, *placed]), Spacer(0, 0)]
            return [Together([*self.head, *placed]), WithNext([], rest)]
        return [Together([*self.head, *placed]), Spacer(0, 0)]

    def draw(self) -> None:
        y = self.height
        for f in [*self.head, *self.body]:
            _, h = f.wrap(self.width, y)
            y -= h
            f.drawOn(self.canv, 0, y)


def _substance(placed: list[Flowable]) -> bool:
    """Something more than headings and space: a first row, a box, a line of text (a row of
    elements side by side is something when one of them is: two lists' names alone at the
    foot of a page are not)."""
    return any(_something(f) for f in placed)


def _something(f: object) -> bool:
    if isinstance(f, list | tuple):
        return any(_something(g) for g in f)
    if isinstance(f, str):
        return bool(f.strip())
    if isinstance(f, Spacer):
        return False
    if isinstance(f, Paragraph):
        return _body_text(f)
    if isinstance(f, WithNext):
        return _something([*f.head, *f.body])
    if isinstance(f, Together):
        return _something(f.content)
    if isinstance(f, Row):
        return any(_something(cell) for row in f._cellvalues for cell in row)  # noqa: SLF001
    return True


class Row(Table):
    """Elements side by side in a section's columns (split inside the row across pages):
    a part of it is something when a part of one of its elements is."""

    def split(self, aw: float, ah: float) -> list[Flowable]:
        """ReportLab gives the part that goes on the row's height less what was placed,
        also when what its elements leave for the next page is nothing (lines to write on
        left out at this page's foot): such a part would be a page of nothing."""
        parts = super().split(aw, ah)
        if len(parts) == 2 and not _something(parts[1]._cellvalues):  # noqa: SLF001
            return [parts[0], Spacer(0, 0)]  # two parts, as a row of elements splitting expects
        return parts


def _body_text(f: Flowable) -> bool:
    return isinstance(f, Paragraph) and f.style.name not in ("head", "label")


class Together(Flowable):
    """Rows of boxes kept on one page: they move to the next page together rather than
    leaving a row there apart from the rest (and from their section's heading)."""

    def __init__(self, content: list[Flowable]) -> None:
        super().__init__()
        self.content = content

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        self.width = aw
        self.heights = [f.wrap(aw, ah)[1] for f in self.content]
        self.height = sum(self.heights)
        return aw, self.height

    def draw(self) -> None:
        y = self.height
        for f, h in zip(self.content, self.heights, strict=True):
            y -= h
            f.drawOn(self.canv, 0, y)


class WithTail(Flowable):
    """A list (``body``) and the row that closes it (``tail``): where the page ends after
    the list, its last rows go to the next page with the row rather than leave the row
    there alone, apart from what it sums up."""

    STEP = 6.0
    """How much less room the list is offered each try, in points, until its last rows go."""

    def __init__(self, body: list[Flowable], tail: list[Flowable]) -> None:
        super().__init__()
        self.body, self.tail = body, tail

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        self.width = aw
        self.height = sum(f.wrap(aw, ah)[1] for f in [*self.body, *self.tail])
        return aw, self.height

    def split(self, aw: float, ah: float) -> list[Flowable]:
        heights = [f.wrap(aw, ah)[1] for f in self.body]
        room, over = ah, None
        for i, f in enumerate(self.body):
            if heights[i] <= room:
                room -= heights[i]
                continue
            parts = f.split(aw, room)
            if len(parts) >= 2 and _substance([*parts[1:], *self.body[i + 1:]]):
                return [*self.body[:i], parts[0], WithTail([*parts[1:], *self.body[i + 1:]], self.tail)]
            if len(parts) < 2:
                return [*self.body[:i], WithTail(self.body[i:], self.tail)] if i else []
            over = i  # what goes on would be only the list's blank rows, left out: the row alone
            break
        # the list fits (but for blank rows left out) and its closing row does not: the
        # list's last rows go with the row
        for i in reversed(range(len(self.body))):
            before = sum(heights[:i])
            tighter = min(heights[i], ah - before) - self.STEP
            while tighter > 0:
                parts = self.body[i].split(aw, tighter)
                if len(parts) >= 2 and _substance([*parts[1:], *self.body[i + 1:]]):
                    return [*self.body[:i], parts[0], WithTail([*parts[1:], *self.body[i + 1:]], self.tail)]
                if not parts:
                    break
                tighter -= self.STEP
        if over is not None:
            return [*self.body[:over], WithTail(self.body[over:], self.tail)] if over else []
        return [*self.body, *self.tail]

    def draw(self) -> None:
        y = self.height
        for f in [*self.body, *self.tail]:
            _, h = f.wrap(self.width, y)
            y -= h
            f.drawOn(self.canv, 0, y)
