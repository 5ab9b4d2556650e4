"""The sheet layout, read from ``forms/<system>.toml``: pages, sections, elements.

Both renderers read the same spec: the Qt sheet (``sheetkeeper.ui``) and the PDF exporter
(``sheetkeeper.export``), so the screen and the paper never disagree. Element kinds are
generic; a system never needs a widget of its own for an ordinary field.

Kinds and their keys (every kind also has ``label``, ``help``, ``span`` and ``paper``):

- ``field``      ``bind`` a model path; ``label``; ``multiline``; ``choices``
- ``attributes`` ``items``: a grid of ``{bind, label, check}`` (value plus the check's odds);
                 ``current_of`` names the score an item is the current value of
- ``checks``     ``group``: every check of that group as a table row with its odds
- ``track``      ``bind`` a Track; ``left``/``right`` name the two markings; ``marks`` are
                 penalty marks drawn after those box numbers
- ``tracks``     ``bind`` a list of records holding a track at ``item_track`` and a name at
                 ``item_label`` (one Rainworld addiction track per substance)
- ``pool``       ``bind`` a Pool (current of maximum); ``offers`` names groups of the
                 rules' offers ("rest", "hazard", "resource") shown as buttons beside it;
                 ``maximum`` the maximum is entered there too; ``numbers`` prints every
                 value from 0 to the maximum on paper, in small boxes to cross off
- ``ladder``     ``bind`` a Ladder; ``rungs`` the text of each level from 0
- ``inventory``  ``bind`` a list of Items; the system's encumbrance is shown with it;
                 ``columns`` as a table's (a column's ``marks``: boxes to tick on paper)
- ``table``      ``bind`` a list of records; ``columns`` of ``{key, label}`` (``width``,
                 ``blank``: the number printed as a blank, such as 0 for none); ``offers``
                 groups of offers made on the rows, opened by a button under the table
                 (``offer_label``: its words, "Work a shift…"); a column's ``paper`` and
                 ``blacked_out_by``; ``odds_of`` the check of a row, whose chance paper prints;
                 ``blank_rows`` and ``blank_lists_starter`` what a blank sheet prints of it
- ``ledger``     ``ledger`` "xp" or "hours": totals and recent entries, or "events": everything
                 the rules did (experience rolls, training, recovery), newest first; ``advance`` names
                 its Advance button ("Level up…") and keeps to the advances on that ledger
- ``derived``    ``items`` of ``{key, label}``: values computed by the rules; ``offers`` and
                 ``offer_label`` as a table's
- ``states``     the named states now in force (Dying, Episode, ...)
- ``notes``      ``bind`` a long text
- ``portrait``   the character's picture
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from ..core.actions import OfferGroup
from ..translate import language
from .parsed import parsed_toml
from .words import in_language


class _Spec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Item(_Spec):
    label: str = ""
    bind: str = ""
    key: str = ""
    """For ``derived`` items: the key of a derived value."""
    check: str = ""
    """The id of the check whose odds are shown beside the value."""
    current_of: str = ""
    """For a value that damage lowers and rest restores up to a score (Game Rules Lite's
    current attributes, at most the base score): the path of that score. The sheet shows the
    value "of" it and the party card offers it; nothing is guessed from the paths' names."""


class Column(_Spec):
    key: str
    label: str
    width: float = 1.0
    """Relative width."""
    blank: int | None = None
    """The number that means none (GRIMWIRE's shielding 0: no shield), printed as a blank
    to write in, as an empty number is."""
    paper: bool = True
    """Printed too; false for a column another prints already (Basic Roleplaying's open
    box, printed as the experience box blacked out)."""
    blacked_out_by: str = ""
    """A yes-or-no column whose no prints this column's box blacked out, never to be ticked
    (Basic Roleplaying's experience box of a skill experience cannot raise)."""
    marks: tuple[str, ...] = ()
    """On a printed sheet, a box to tick for each of these values, with its word (Game
    Rules Lite's heavy and light items): the row's value ticked, the model's default none,
    any other value written out."""


class _Element(_Spec):
    """What every kind has: a label, a bind path (empty for kinds that bind none), help
    shown as a tooltip, and how many of the section's columns it spans."""

    label: str = ""
    bind: str = ""
    help: str = ""
    span: int = Field(1, ge=1, le=4)
    paper: bool = True
    """Printed too; false for what the paper has in another element already (Basic
    Roleplaying's skill chances, printed with their experience boxes in the skills table),
    so nothing prints twice."""


class FieldSpec(_Element):
    kind: Literal["field"]
    multiline: bool = False
    choices: tuple[str, ...] = ()


class AttributesSpec(_Element):
    kind: Literal["attributes"]
    items: tuple[Item, ...] = ()
    odds: bool = True


class ChecksSpec(_Element):
    kind: Literal["checks"]
    group: str = ""
    odds: bool = True


class TrackSpec(_Element):
    kind: Literal["track"]
    left: str = ""
    right: str = ""
    marks: tuple[int, ...] = ()


class TracksSpec(TrackSpec):
    kind: Literal["tracks"]  # type: ignore[assignment]
    item_track: str = "track"
    item_label: str = "name"


class PoolSpec(_Element):
    kind: Literal["pool"]
    offers: tuple[OfferGroup, ...] = ()
    """A button per group opening what the rules offer in it (Rest…)."""
    maximum: bool = False
    """The maximum is entered on the sheet (a value the table gives: Basic Roleplaying's
    hit, fatigue and power points, GRIMWIRE's Condition and Focus), not only shown."""
    numbers: bool = False
    """On paper, every value from 0 to the maximum in a small box, to cross off as the pool
    falls (a Basic Roleplaying sheet's hit, fatigue and power points), rather than an empty
    box for the current value."""


class LadderSpec(_Element):
    kind: Literal["ladder"]
    rungs: tuple[str, ...] = ()


class InventorySpec(_Element):
    kind: Literal["inventory"]
    columns: tuple[Column, ...] = ()


class _Offering(_Element):
    offers: tuple[OfferGroup, ...] = ()
    """Groups of the rules' offers made on what this element shows (Renaissance's shift on
    a job, Game Rules Lite's day of rations), opened by a button under it."""
    offer_label: str = ""
    """That button in the game's words ("Work a shift…"); else the group's title."""


class TableSpec(_Offering):
    kind: Literal["table"]
    columns: tuple[Column, ...] = ()
    odds_of: str = ""
    """The check of each row, named from the row (``skill:{name}``): with the odds asked,
    paper prints its chance in a last column (Basic Roleplaying's skills)."""
    blank_rows: int = Field(0, ge=0, le=100)
    """Rows a blank sheet leaves to write in (0: the paper's usual few); Basic
    Roleplaying's skills, which the gamemaster lists for the setting, take eighteen."""
    blank_lists_starter: bool = False
    """A blank sheet lists the rows the excerpt gives (the game library's starter rows for
    this list: Renaissance's skills with the aptitudes it prints) before its blank rows."""


class LedgerSpec(_Element):
    kind: Literal["ledger"]
    ledger: Literal["xp", "hours", "events"] = "xp"
    """``events``: every ledger entry, newest first, as a history."""
    advance: str = ""
    """The ledger's Advance button in the game's words ("Level up…"); when set, the button
    offers only the advances drawn on that ledger."""


class DerivedSpec(_Offering):
    kind: Literal["derived"]
    items: tuple[Item, ...] = ()


class StatesSpec(_Element):
    kind: Literal["states"]


class NotesSpec(_Element):
    kind: Literal["notes"]


class PortraitSpec(_Element):
    kind: Literal["portrait"]


KINDS: dict[str, type[_Element]] = {
    "field": FieldSpec, "attributes": AttributesSpec, "checks": ChecksSpec, "track": TrackSpec,
    "tracks": TracksSpec, "pool": PoolSpec, "ladder": LadderSpec, "inventory": InventorySpec,
    "table": TableSpec, "ledger": LedgerSpec, "derived": DerivedSpec, "states": StatesSpec,
    "notes": NotesSpec, "portrait": PortraitSpec,
}
"""The one registry of element kinds: every renderer has exactly one entry per kind here
(the Qt sheet's widget, the PDF's reader, the sheet model's action); a test holds them to it."""

ElementKind = Literal[
    "field", "attributes", "checks", "track", "tracks", "pool", "ladder", "inventory",
    "table", "ledger", "derived", "states", "notes", "portrait",
]

Element = Annotated[
    FieldSpec | AttributesSpec | ChecksSpec | TrackSpec | TracksSpec | PoolSpec | LadderSpec
    | InventorySpec | TableSpec | LedgerSpec | DerivedSpec | StatesSpec | NotesSpec
    | PortraitSpec,
    Field(discriminator="kind"),
]
"""One element of a form: a type per kind, told apart by ``kind``."""

@cache
def _element_adapter() -> TypeAdapter:
    """Built on first use: a form's elements are checked by ``FormSpec``'s own validator, so
    start-up (which loads forms, never single elements) does not build this one."""
    return TypeAdapter(Element)


def element(**data: Any) -> Element:
    """An element from its keys (``element(kind="field", bind="name")``), checked as in a form."""
    return _element_adapter().validate_python(data)


class Section(_Spec):
    title: str = ""
    columns: int = Field(1, ge=1, le=4)
    elements: tuple[Element, ...] = ()


class Page(_Spec):
    title: str
    sections: tuple[Section, ...] = ()


class FormSpec(_Spec):
    system: str
    title: str
    pages: tuple[Page, ...] = Field(min_length=1)

    def elements(self) -> list[Element]:
        return [e for p in self.pages for s in p.sections for e in s.elements]


class FormProblem(ValueError):
    pass


@cache
def load_form(path: Path) -> FormSpec:
    try:
        data = parsed_toml(Path(path).read_bytes(), Path(path).name)
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise FormProblem(f"{Path(path).name}: {error}") from None
    try:
        return FormSpec.model_validate(data)
    except ValidationError as error:
        raise FormProblem(f"{Path(path).name}: {error}") from None


def form_for(system_id: str) -> FormSpec:
    """The form of a game, its words in the user's language (see :mod:`.words`)."""
    from ..core.registry import get_system

    return _form_in(get_system(system_id).form_path, system_id, language())


@cache
def _form_in(path: Path, system_id: str, lang: str) -> FormSpec:
    return in_language(load_form(path), system_id)
