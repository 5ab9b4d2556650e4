"""The sheet model's blocks as paper: every block becomes a flat record the builders draw.

The form is read against the character once, by :func:`sheetkeeper.sheet.build_sheet`, as on
screen and on the party card; here each block is handed to the paper renderer registered for
its kind (``paper_blocks.RENDERERS``), which takes its labels, values, derived text, warnings
and ledger rows from the block alone. What only paper needs is kept here: the form field
names of a fillable sheet and what each stands for (so a filled sheet can be read back), and
the odds when they are asked for. A blank sheet reads a fresh character for its structure
(track lengths, skill names) and prints no values.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..core.character import CharacterBase
from ..core.rules import Rules
from ..core.situation import caption
from ..forms.spec import FormSpec
from ..sheet import Block, build_sheet
from ..translate import percent_shown, shown
from .flat import (
    TICKED,
    UNTICKED,
    Badge,
    PageData,
    Placed,
    SectionData,
    SheetData,
    Target,
    Written,
    plain,
)
from .paper_blocks import RENDERERS


@dataclass
class Reader:
    """What the paper renderers share: the form field names written so far, and the odds."""

    form: FormSpec
    character: CharacterBase
    rules: Rules[Any]
    system: str
    blank: bool = False
    odds: bool = False
    prefix: str = ""
    fillable: bool = False
    """A fillable sheet leaves a spare row under every list, to add to at the table."""
    spare: int = 0
    current: bool = True
    """Whether a printed sheet prints a pool's current value small beside its box (else the
    box is left for a pencil alone)."""
    """At least this many spare rows under every list of a fillable sheet: a sheet filled
    from an older layout may have had more than today's (import reads them all)."""

    def __post_init__(self) -> None:
        self.fields: dict[str, str] = {}
        self.targets: dict[str, Target] = {}
        self.share = 1.0
        """The share of the page's width the element being read is set in."""
        self._odds_cache: dict[str, str] = {}

    def name(self, *parts: object) -> str:
        """A form field name: unique in the document, with no '.' (a PDF hierarchy mark)."""
        raw = "_".join(str(p) for p in parts if str(p) != "")
        return self.prefix + re.sub(r"[^A-Za-z0-9_-]", "_", raw)

    def write(self, label: str, value: Any, name: str, *, multiline: bool = False,
              note: str = "", target: Target | None = None) -> Written:
        tick = isinstance(value, bool)
        text = "" if self.blank else (TICKED if value else UNTICKED) if tick else plain(value)
        if name:
            self.fields[name] = text
            if target is not None:
                self.targets[name] = target
        return Written(label, text, name, multiline, "" if self.blank else note, tick)

    def odds_of(self, check_id: str) -> str:
        if not check_id or self.blank or not self.odds:
            return ""
        if check_id not in self._odds_cache:
            odds = self.rules.odds(self.character, check_id)
            extra = "".join(f" · {caption(shown(k))} {percent_shown(v)}" for k, v in odds.extra.items())
            self._odds_cache[check_id] = f"{percent_shown(odds.success)}{extra}"
        return self._odds_cache[check_id]

    def render(self, block: Block) -> Any:
        return RENDERERS[block.kind](block, self)

    def sheet(self) -> SheetData:
        model = build_sheet(self.form, self.character, self.rules)
        blocks = iter(model.blocks)  # the form's elements, in the form's order
        pages = []
        for page in self.form.pages:
            sections = []
            for section in page.sections:
                placed = []
                for e in section.elements:
                    block = next(blocks)
                    if block.element is not e:
                        raise RuntimeError(f"the sheet model lost the form's order at {e.kind}")
                    if not e.paper:
                        continue
                    span = min(e.span, section.columns)
                    self.share = span / section.columns
                    placed.append(Placed(self.render(block), span))
                if placed or not section.elements:  # not a band over nothing printed
                    sections.append(SectionData(section.title, section.columns, tuple(placed)))
            pages.append(PageData(page.title, tuple(sections)))
        c = self.character
        return SheetData(
            name="" if self.blank else c.display_name,
            player="" if self.blank else c.player,
            system=self.system,
            title=model.title,
            pages=tuple(pages),
            states=() if self.blank else tuple(
                Badge(shown(s.name), shown(s.meaning), s.severity) for s in model.states),
            fields=self.fields,
            targets=self.targets,
        )


def read_sheet(form: FormSpec, character: CharacterBase, rules: Rules[Any], system: str, *,
               blank: bool = False, odds: bool = False, prefix: str = "",
               fillable: bool = False, spare: int = 0, current: bool = True) -> SheetData:
    return Reader(form, character, rules, system, blank=blank, odds=odds, prefix=prefix,
                  fillable=fillable, spare=spare, current=current).sheet()
