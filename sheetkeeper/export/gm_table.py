"""The GM's table on paper: the party book's pages for the encounter (each foe's block with
its game's numbers and statuses, the turn order with the round) and the party's stash (items
with their sizes and ENC, coins and ammunition), set after the roster like it, with blank
rows to pencil in what the fight and the loot bring.

    paper = read_table(campaign, "crew.skparty")       # None when there is nothing to print
    export_pdf(characters, "book.pdf", table=paper)

The encounter printed is the one under way, or else the last one kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from ..core.campaign import Campaign
from ..core.encounter import Encounter, Foe
from ..core.registry import UnknownSystem, get_system
from ..core.situation import caption
from ..forms.spec import form_for
from ..translate import shown, shown_phrases, translate
from . import styles as st
from .flat import BLANK_ROWS
from .flowables import esc, para
from .key_numbers import key_numbers
from .layout import numbers_table

TURN_BLANKS = 3
"""Empty turns under the order, for a foe who joins the fight."""
FOE_BLANKS = 2
"""Empty foe blocks under the foes, for those who come later."""


@dataclass(frozen=True)
class FoePaper:
    name: str
    system: str
    numbers: tuple[tuple[str, str], ...]
    statuses: str
    state: str = ""
    """What the fight has done to it so far ("Condition 9/12"), printed where the GM goes on
    marking its damage; empty while untouched."""


@dataclass(frozen=True)
class TurnPaper:
    place: int
    name: str
    total: str
    phase: str
    foe: bool
    current: bool


@dataclass(frozen=True)
class EncounterPaper:
    name: str
    state: str
    round: int
    rule: str
    foes: tuple[FoePaper, ...]
    turns: tuple[TurnPaper, ...]


@dataclass(frozen=True)
class StashPaper:
    items: tuple[tuple[str, int, str, str], ...]
    """Name, quantity, size word, ENC (empty where none)."""
    coins: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class TablePaper:
    encounter: EncounterPaper | None
    stash: StashPaper | None


def read_table(campaign: Campaign, party_path: Path | str | None = None, *,
               encounter: bool = True, stash: bool = True) -> TablePaper | None:
    """What the party book prints of the GM's table (``encounter``, ``stash``: whether to),
    or None when that is nothing. Foes from saved files are read relative to
    ``party_path`` (one that cannot be read prints by its name and fight statuses)."""
    fight = campaign.last_encounter if encounter else None
    loot = _stash(campaign) if stash and campaign.stash.holds else None
    if fight is None and loot is None:
        return None
    return TablePaper(_encounter(campaign, fight, party_path) if fight is not None else None, loot)


def _encounter(campaign: Campaign, encounter: Encounter, party_path: Path | str | None) -> EncounterPaper:
    from ..encounters import foe_files

    files = foe_files(campaign, party_path, encounter)[0] if party_path is not None else {}
    state = (translate("PaperSheet", "ended {0}").format(encounter.ended.isoformat()) if encounter.ended
             else translate("PaperSheet", "under way"))
    turns = tuple(
        TurnPaper(i + 1, t.name, "" if t.total is None else str(t.total), t.phase,
                  t.who.startswith("foe:"),
                  bool(encounter.round) and encounter.ended is None and i == encounter.current)
        for i, t in enumerate(encounter.order))
    return EncounterPaper(encounter.display_name, state, encounter.round, encounter.rule,
                          tuple(_foe(f, files.get(f.id)) for f in encounter.foes), turns)


def _foe(foe: Foe, from_file) -> FoePaper:  # noqa: ANN001 - a character of the foe's game, or None
    """A foe's block: a quick foe's numbers as the Add foe dialog names them, a foe from a
    file its key numbers as the roster gives them; the statuses it has in this fight."""
    from ..encounters import foe_character, foe_state

    try:
        game = get_system(foe.system)
    except UnknownSystem:
        return FoePaper(foe.display_name, foe.system, tuple((k, str(v)) for k, v in foe.numbers.items()),
                        ", ".join(foe.statuses))
    c = foe_character(foe, from_file)
    if from_file is not None:
        numbers = key_numbers(form_for(game.id), c, game.rules)
    else:
        labels = {o.id: caption(shown(o.label)) for o in game.rules.foe_options()}
        numbers = tuple((labels.get(k, k), _plain(v)) for k, v in foe.numbers.items() if v != "")
    named = [s.label for s in game.rules.active_statuses(c)]
    # its wounds so far, without the statuses its own column prints
    state = [part for part in foe_state(foe, from_file).split(", ") if part and part not in named]
    return FoePaper(foe.display_name, game.name, numbers, ", ".join(named), ", ".join(state))


def _plain(value: object) -> str:
    if isinstance(value, bool):
        return translate("PaperSheet", "yes") if value else translate("PaperSheet", "no")
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def _stash(campaign: Campaign) -> StashPaper:
    items = tuple((i.name, i.quantity, i.size, f"{i.enc:g}" if i.enc else "") for i in campaign.stash.items)
    return StashPaper(items, tuple((k, v) for k, v in campaign.stash.coins.items() if v))


# -- on paper -------------------------------------------------------------------------------

def table_story(paper: TablePaper, width: float) -> list[Flowable]:
    """The encounter's page and the stash, each starting a page of its own."""
    out: list[Flowable] = []
    if paper.encounter is not None:
        out += [PageBreak(), *_encounter_story(paper.encounter, width)]
    if paper.stash is not None:
        out += [PageBreak(), *_stash_story(paper.stash, width)]
    return out


def _ruled(data: list, widths: list[float], *, blanks: int = 0, current: int | None = None) -> Table:
    """A table ruled as the roster is, its last ``blanks`` rows empty and tall enough for a
    pencil; the row ``current`` (counting the heading) set off."""
    table = Table(data, colWidths=widths, repeatRows=1,
                  rowHeights=[None] * (len(data) - blanks) + [7 * st.mm] * blanks)
    style = [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, 0), st.LINE, st.INK),
        ("LINEBELOW", (0, 1), (-1, -1), st.THIN, st.RULE),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, st.TINT]),
    ]
    if current is not None:
        style += [("BOX", (0, current), (-1, current), st.LINE, st.INK)]
    table.setStyle(TableStyle(style))
    return table


def _heads(*words: str) -> list[Paragraph]:
    s = st.styles()
    return [Paragraph(esc(w), s.head) for w in words]


def _encounter_story(e: EncounterPaper, width: float) -> list[Flowable]:
    s = st.styles()
    out: list[Flowable] = [Paragraph(esc(translate("PaperSheet", "Encounter: {0}").format(e.name)), s.title)]
    now = next((t for t in e.turns if t.current), None)
    said = [e.state]
    said.append(translate("PaperSheet", "round {0}").format(e.round) if e.round
                else translate("PaperSheet", "the order is not rolled yet"))
    if now is not None:
        said.append(translate("PaperSheet", "{0}'s turn").format(now.name))
    out += [Paragraph(esc(" · ".join(said)), s.subtitle), Spacer(0, 8)]
    # The foes: each one's block (its game's numbers, its statuses), room for the fight's marks.
    out.append(Paragraph(esc(translate("PaperSheet", "Foes")), s.page))
    weights = [2.0, 1.6, 3.8, 1.8, 2.6]
    widths = [width * w / sum(weights) for w in weights]
    data: list[list] = [_heads(translate("PaperSheet", "Foe"), translate("PaperSheet", "Game"),
                               translate("PaperSheet", "Numbers"), translate("PaperSheet", "Statuses"),
                               translate("PaperSheet", "Damage and notes"))]
    for foe in e.foes:
        data.append([para(foe.name, s.state), Paragraph(esc(foe.system), s.cell),
                     numbers_table(foe.numbers, widths[2]), Paragraph(esc(foe.statuses or "—"), s.cell),
                     Paragraph(esc(foe.state), s.cell) if foe.state else ""])
    data += [[""] * 5 for _ in range(FOE_BLANKS)]
    out += [_ruled(data, widths, blanks=FOE_BLANKS), Spacer(0, 10), CondPageBreak(60 * st.mm)]
    # The turn order, the turn under way boxed, a box a round to tick off.
    out.append(Paragraph(esc(translate("PaperSheet", "Turn order")), s.page))
    if e.rule:
        out.append(Paragraph(esc(shown_phrases(e.rule)), s.small))
    rounds = 6
    weights = [0.5, 3.0, 0.8, 1.0, *[0.55] * rounds, 2.0]
    widths = [width * w / sum(weights) for w in weights]
    first = max(e.round, 1)
    data = [_heads("#", translate("PaperSheet", "Name"), translate("PaperSheet", "Roll"),
                   translate("PaperSheet", "Phase"),
                   *[translate("PaperSheet", "R{0}").format(first + n) for n in range(rounds)],
                   translate("PaperSheet", "Notes"))]
    current = None
    for t in e.turns:
        name = t.name + (translate("PaperSheet", " (foe)") if t.foe else "")
        if t.current:
            name = "▶ " + name
        data.append([Paragraph(str(t.place), s.state if t.current else s.cell),
                     para(name, s.state if t.current else s.cell), Paragraph(esc(t.total), s.cell),
                     Paragraph(esc(t.phase), s.cell), *[""] * rounds, ""])
        if t.current:
            current = len(data) - 1
    data += [[""] * len(weights) for _ in range(TURN_BLANKS)]
    table = _ruled(data, widths, blanks=TURN_BLANKS, current=current)
    table.setStyle(TableStyle([("GRID", (4, 1), (3 + rounds, -1), st.THIN, st.RULE)]))
    out.append(table)
    return out


def _stash_story(stash: StashPaper, width: float) -> list[Flowable]:
    s = st.styles()
    out: list[Flowable] = [
        Paragraph(esc(translate("PaperSheet", "Stash")), s.title),
        Paragraph(esc(translate("PaperSheet", "What the party found and has not handed out yet.")), s.subtitle),
        Spacer(0, 8), Paragraph(esc(translate("PaperSheet", "Items")), s.page)]
    weights = [4.0, 1.2, 1.3, 0.9, 3.0]
    widths = [width * w / sum(weights) for w in weights]
    data: list[list] = [_heads(translate("PaperSheet", "Item"), translate("PaperSheet", "Quantity"),
                               translate("PaperSheet", "Size"), translate("PaperSheet", "ENC"),
                               translate("PaperSheet", "Handed to"))]
    for name, quantity, size, enc in stash.items:
        data.append([para(name, s.cell), Paragraph(str(quantity), s.cell), Paragraph(esc(size), s.cell),
                     Paragraph(esc(enc), s.cell), ""])
    data += [[""] * 5 for _ in range(BLANK_ROWS)]
    out += [_ruled(data, widths, blanks=BLANK_ROWS), Spacer(0, 10), CondPageBreak(40 * st.mm),
            Paragraph(esc(translate("PaperSheet", "Coins and ammunition")), s.page)]
    weights = [3.0, 1.2, 5.0]
    widths = [width * w / sum(weights) for w in weights]
    data = [_heads(translate("PaperSheet", "Kind"), translate("PaperSheet", "Amount"),
                   translate("PaperSheet", "Shares"))]
    data += [[para(kind, s.cell), Paragraph(str(amount), s.cell), ""] for kind, amount in stash.coins]
    blanks = BLANK_ROWS // 2
    data += [[""] * 3 for _ in range(blanks)]
    out.append(_ruled(data, widths, blanks=blanks))
    return out
