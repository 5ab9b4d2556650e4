"""The table's own lists: a library of rows for one game, picked from on every sheet.

A game declares the lists its library holds (:class:`LibraryList`, in ``systems/<id>/
library.py``): the sheet's list the rows go to (``skills``), the fields a row of the library
keeps (what a rulebook or a table prints: a skill's category and base chance, a weapon's
numbers; never what a character makes of it, such as a rating or the progress made), and the
rows the excerpt itself gives (the starter library; nothing invented).

A row is valid when the sheet's own row model accepts it, so a library row says nothing a
character's row could not. A field the model needs but the excerpt leaves to the player (a
Renaissance skill's linked aptitude, printed for two skills only) may stay open in the
library: the player gives it when the row is picked.

Every row of a library has a ``key`` that stays when the row is renamed: the name it was
first given, folded (``climb``), made unique in its list. A picked row keeps it on the
character's copy (``library_key``, :class:`FromLibrary`), so "Update from library…" follows a
row the library renamed; a character's row without one (typed by hand, or picked before keys
existed) is matched by its name.

A :class:`Library` is immutable: every change returns a new one, as characters do.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, get_args, get_origin

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_serializer,
)

from .actions import Action
from .names import fold
from .text import Name

MAX_ROWS = 5_000
"""Rows in one list of a library: a table's whole catalogue, with room to spare."""
KEY = "key"
"""A library row's own key, kept through renames (never one of a list's fields)."""
MAX_KEY = 80


class FromLibrary(BaseModel):
    """A row of a character's list that may come from the table's library: ``library_key``
    is the library row's key it was picked from, so an update follows a row the library
    renamed. Left out of the file while empty (rows typed by hand, every older file), so
    files re-encode byte for byte. A game's row models that a library carries take it in."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    library_key: str = Field("", max_length=MAX_KEY)

    @model_serializer(mode="wrap")
    def _omit_library_key_while_empty(self, handler: Any) -> Any:
        data = handler(self)
        if isinstance(data, dict) and not data.get("library_key"):
            data.pop("library_key", None)
        return data


def keyed(rows: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The rows, each with a key of its own: a row without one (or with one an earlier row
    has) gets its name folded (made unique in the list with "-2", "-3"), the same on every
    machine, so two copies of an older file agree."""
    taken = {str(r[KEY]) for r in rows if isinstance(r, Mapping) and r.get(KEY)}
    seen: set[str] = set()
    out = []
    for row in rows:
        if not isinstance(row, Mapping) or (row.get(KEY) and row[KEY] not in seen):
            if isinstance(row, Mapping):
                seen.add(row[KEY])
            out.append(row)
            continue
        base = "-".join(fold(str(row.get("name", ""))).split())[:MAX_KEY - 6] or "row"
        key, n = base, 1
        while key in taken or key in seen:
            n += 1
            key = f"{base}-{n}"
        seen.add(key)
        out.append({**row, KEY: key})
    return out


class RowRefusal(ValueError):
    """A row the game's sheet would not accept, in the game's words ("Base: must be at most
    999"); ``column`` names the field at fault where one is."""

    def __init__(self, message: str, column: str = "") -> None:
        super().__init__(message)
        self.column = column


@dataclass(frozen=True)
class LibraryList:
    """One list a game's library holds: ``path`` is the sheet's list (``skills``), ``label``
    its name in the game's words, ``keeps`` the fields a library row holds, ``starter`` the
    rows the excerpt gives, ``picked`` what a picked row becomes on the sheet beyond its kept
    fields (Basic Roleplaying: a skill starts at its base chance)."""

    path: str
    label: str
    keeps: tuple[str, ...]
    starter: tuple[Mapping[str, Any], ...] = ()
    picked: Callable[[dict[str, Any]], dict[str, Any]] | None = None
    source: str = ""
    """Where the starter rows come from in the excerpt."""
    cards: bool = False
    """Rows a player would rather hold as a card (items, weapons, techniques, talents): a
    printed library sets them as cards to cut out as well as in its table."""


class Library(BaseModel):
    """A game's library: its name and, per list (``skills``, ``weapons``), the rows in order."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    system: str
    name: Name = ""
    lists: dict[str, list[dict[str, Any]]] = Field(default_factory=dict)

    @field_validator("lists")
    @classmethod
    def _bounded(cls, lists: dict[str, list[dict[str, Any]]]) -> dict[str, list[dict[str, Any]]]:
        for path, rows in lists.items():
            if len(rows) > MAX_ROWS:
                raise ValueError(f"{path}: has {len(rows)} rows; at most {MAX_ROWS} allowed")
        return {path: keyed(rows) for path, rows in lists.items()}

    def rows(self, path: str) -> list[dict[str, Any]]:
        return list(self.lists.get(path, []))

    @property
    def size(self) -> int:
        return sum(len(rows) for rows in self.lists.values())


# -- what a game's library holds ---------------------------------------------------------


def declared(system_id: str) -> tuple[LibraryList, ...]:
    """The lists the game's library holds, as its rules declare them."""
    from .registry import get_system

    return tuple(get_system(system_id).rules.library)


def declared_list(system_id: str, path: str) -> LibraryList:
    for entry in declared(system_id):
        if entry.path == path:
            return entry
    from .registry import get_system

    names = ", ".join(e.label for e in declared(system_id)) or "none"
    raise RowRefusal(f"a {get_system(system_id).name} library has no list {path!r} (its lists: {names})")


def row_model(system_id: str, path: str) -> type[BaseModel]:
    """The sheet's own row model of the list at ``path`` (the character model's field)."""
    from .registry import get_system

    field = get_system(system_id).model.model_fields[path]
    args = get_args(field.annotation) if get_origin(field.annotation) is list else ()
    if not args or not (isinstance(args[0], type) and issubclass(args[0], BaseModel)):
        raise RowRefusal(f"{path} is no list of rows")
    return args[0]


def words(field: str) -> str:
    """A field's name in words, as the sheet's columns say it when the form has no label."""
    return field.replace("_", " ").capitalize()


def open_fields(system_id: str, path: str, row: Mapping[str, Any]) -> tuple[str, ...]:
    """Fields the sheet needs that the library row leaves to the player (kept, required,
    not given)."""
    model, entry = row_model(system_id, path), declared_list(system_id, path)
    return tuple(f for f in entry.keeps if model.model_fields[f].is_required() and f not in row)


def check_row(system_id: str, path: str, row: Mapping[str, Any]) -> dict[str, Any]:
    """The row as the library keeps it (only its kept fields, each as the sheet's model reads
    it, an open required field left out), or :class:`RowRefusal` in the game's words."""
    entry = declared_list(system_id, path)
    if not isinstance(row, Mapping):
        raise RowRefusal(f"a row of {entry.label} must be a record of its fields")
    key = row.get(KEY)
    if key is not None and not (isinstance(key, str) and 0 < len(key) <= MAX_KEY):
        raise RowRefusal(f"a row's key must be text of at most {MAX_KEY} characters", KEY)
    row = {k: v for k, v in row.items() if k != KEY}
    unknown = [k for k in row if k not in entry.keeps]
    if unknown:
        kept = ", ".join(words(k) for k in entry.keeps)
        raise RowRefusal(f"{words(str(unknown[0]))}: not kept in a library's {entry.label} "
                         f"(it keeps {kept})", str(unknown[0]))
    if "name" in entry.keeps and not str(row.get("name") or "").strip():
        raise RowRefusal("Name: a row of the library needs a name", "name")
    model = row_model(system_id, path)
    given = {k: v for k, v in row.items() if v is not None or not model.model_fields[k].is_required()}
    try:
        made = model.model_validate(_filled(model, given))
    except ValidationError as error:
        raise _refusal(error) from None
    dumped = made.model_dump(mode="json")
    kept = {k: dumped[k] for k in entry.keeps if k in given or not model.model_fields[k].is_required()}
    return {**kept, KEY: key} if key else kept


def _filled(model: type[BaseModel], given: Mapping[str, Any]) -> dict[str, Any]:
    """``given`` with each open required field filled by a value the model accepts, so the
    rest can be checked (the filler is never kept)."""
    out = dict(given)
    for name, info in model.model_fields.items():
        if name in out or not info.is_required():
            continue
        choices = get_args(info.annotation)
        if choices and all(isinstance(c, str) for c in choices):
            out[name] = choices[0]
        elif info.annotation is str or name == "name":
            out[name] = "x"
    return out


def _refusal(error: ValidationError) -> RowRefusal:
    parts, column = [], ""
    for e in error.errors():
        loc = [str(p) for p in e["loc"] if not isinstance(p, int)]
        column = column or (loc[0] if loc else "")
        msg = _said(e)
        where = words(loc[0]) if loc else ""
        parts.append(f"{where}: {msg}" if where else msg)
    return RowRefusal("; ".join(parts), column)


_SAID = {
    "less_than_equal": "must be at most {le}",
    "greater_than_equal": "must be at least {ge}",
    "int_parsing": "must be a whole number",
    "int_from_float": "must be a whole number",
    "int_type": "must be a whole number",
    "float_parsing": "must be a number",
    "float_type": "must be a number",
    "bool_parsing": "must be yes or no",
    "bool_type": "must be yes or no",
    "string_type": "must be text",
    "string_too_long": "at most {max_length} characters",
    "string_too_short": "must not be empty",
    "literal_error": "must be one of {expected}",
    "missing": "missing",
}


def _said(e: Any) -> str:
    """A pydantic problem in the sheet's words ("must be at most 999")."""
    pattern = _SAID.get(e["type"])
    if pattern is not None:
        try:
            return pattern.format(**e.get("ctx", {}))
        except (KeyError, IndexError):
            pass
    return str(e["msg"]).removeprefix("Value error, ")


# -- a library's rows, changed -----------------------------------------------------------


def new_library(system_id: str, name: str = "", *, starter: bool = True) -> Library:
    """An empty library for the game, or (``starter``) one with the rows the excerpt gives."""
    lists: dict[str, list[dict[str, Any]]] = {}
    for entry in declared(system_id):
        lists[entry.path] = [check_row(system_id, entry.path, r) for r in entry.starter] if starter else []
    return Library(system=system_id, name=name, lists=lists)  # keyed as it is made


def checked(library: Library) -> Library:
    """The library with every row checked by the game's sheet (a file read, a merge's
    result); :class:`RowRefusal` names the list and row at fault."""
    lists = {}
    for path, rows in library.lists.items():
        entry = declared_list(library.system, path)
        out = []
        for i, row in enumerate(rows):
            try:
                out.append(check_row(library.system, path, row))
            except RowRefusal as refusal:
                raise RowRefusal(f"{entry.label}, row {i + 1}: {refusal}", refusal.column) from None
        lists[path] = keyed(out)
    return library.model_copy(update={"lists": lists})


def _with_rows(library: Library, path: str, rows: list[dict[str, Any]]) -> Library:
    if len(rows) > MAX_ROWS:
        raise RowRefusal(f"{declared_list(library.system, path).label}: at most {MAX_ROWS} rows")
    return library.model_copy(update={"lists": {**library.lists, path: keyed(rows)}})


def add_row(library: Library, path: str, row: Mapping[str, Any], index: int | None = None) -> Library:
    rows = library.rows(path)
    rows.insert(len(rows) if index is None else index, check_row(library.system, path, row))
    return _with_rows(library, path, rows)


def edit_row(library: Library, path: str, index: int, changes: Mapping[str, Any]) -> Library:
    rows = library.rows(path)
    changes = {k: v for k, v in changes.items() if k != KEY}  # a row's key stays through every edit
    rows[_index(library, path, index)] = check_row(library.system, path, {**rows[index], **changes})
    return _with_rows(library, path, rows)


def remove_row(library: Library, path: str, index: int) -> Library:
    rows = library.rows(path)
    del rows[_index(library, path, index)]
    return _with_rows(library, path, rows)


def move_row(library: Library, path: str, index: int, to: int) -> Library:
    rows = library.rows(path)
    row = rows.pop(_index(library, path, index))
    if not 0 <= to <= len(rows):
        raise RowRefusal(f"there is no place {to + 1} in {declared_list(library.system, path).label}")
    rows.insert(to, row)
    return _with_rows(library, path, rows)


def _index(library: Library, path: str, index: int) -> int:
    rows = library.lists.get(path, [])
    if not 0 <= index < len(rows):
        raise RowRefusal(f"{declared_list(library.system, path).label} has no row {index + 1}")
    return index


# -- found and picked --------------------------------------------------------------------


class Finder:
    """The rows of one list, their names folded once, to search as one types."""

    def __init__(self, rows: Sequence[Mapping[str, Any]]) -> None:
        self.folded = [fold(str(row.get("name", ""))) for row in rows]

    def find(self, typed: str, limit: int | None = None) -> list[int]:
        """The rows whose name holds what was typed, compared folded (case- and
        accent-insensitive, as the name lists are): names starting with it first."""
        key = fold(typed)
        if not key:
            found = list(range(len(self.folded)))
            return found if limit is None else found[:limit]
        starts = [i for i, name in enumerate(self.folded) if name.startswith(key)]
        holds = [i for i, name in enumerate(self.folded) if key in name and not name.startswith(key)]
        found = starts + holds
        return found if limit is None else found[:limit]


def search(library: Library, path: str, typed: str, limit: int | None = None) -> list[int]:
    """The rows whose name holds what was typed, compared folded (case- and
    accent-insensitive, as the name lists are): names starting with it first."""
    return Finder(library.lists.get(path, ())).find(typed, limit)


def sheet_row(system_id: str, path: str, row: Mapping[str, Any], given: Mapping[str, Any] | None = None) -> BaseModel:
    """The row a character gets for a picked library row: the sheet's row model with the
    library's numbers, what the game makes of a picked row (``LibraryList.picked``), and
    ``given`` for the fields the library leaves open. The character keeps this copy."""
    entry = declared_list(system_id, path)
    key = row.get(KEY)
    values = {k: v for k, v in {**dict(row), **dict(given or {})}.items() if k != KEY}
    missing = [f for f in open_fields(system_id, path, values)]
    if missing:
        raise RowRefusal(f"{', '.join(words(f) for f in missing)}: not given by the library; "
                         f"choose {'it' if len(missing) == 1 else 'them'} when adding the row",
                         missing[0])
    if entry.picked is not None:
        values = entry.picked(values)
    model = row_model(system_id, path)
    if key and "library_key" in model.model_fields:
        values["library_key"] = key
    try:
        return model.model_validate(values)
    except ValidationError as error:
        raise _refusal(error) from None


def differences(system_id: str, path: str, row: Mapping[str, Any], library_row: Mapping[str, Any],
                names: bool = False) -> dict[str, tuple[Any, Any]]:
    """The kept fields where a character's row differs from the library's: field → (the
    character's, the library's); its name too with ``names`` (a row followed by its key
    through a rename)."""
    entry = declared_list(system_id, path)
    mine = row.model_dump(mode="json") if isinstance(row, BaseModel) else dict(row)
    return {f: (mine.get(f), library_row[f]) for f in entry.keeps
            if f in library_row and (names or f != "name") and mine.get(f) != library_row[f]}


def find_row(library: Library, path: str, name: str) -> dict[str, Any] | None:
    """The library's row of that name, compared folded; None when it has none."""
    key = fold(name)
    return next((r for r in library.lists.get(path, ()) if fold(str(r.get("name", ""))) == key), None)


def row_of(library: Library, path: str, row: Any) -> tuple[dict[str, Any] | None, bool]:
    """The library's row a character's row comes from: by the key kept on the character's
    copy, else (no key, or a key the library no longer has) by its name; and whether it was
    found by its key."""
    key = getattr(row, "library_key", "")
    if key:
        found = next((r for r in library.lists.get(path, ()) if r.get(KEY) == key), None)
        if found is not None:
            return found, True
    name = getattr(row, "name", "")
    return (find_row(library, path, name) if isinstance(name, str) and name.strip() else None), False


def lists_of(system_id: str) -> Sequence[str]:
    return [e.path for e in declared(system_id)]


# -- as actions on a character -----------------------------------------------------------


def pick(character: Any, path: str, row: Mapping[str, Any], given: Mapping[str, Any] | None = None) -> Action:
    """The action adding a picked library row to the character's list: the character keeps
    its own copy, added through the rules as any row is (in play, a row carrying advanced
    values goes through their advance)."""
    made = sheet_row(character.system, path, row, given)
    return Action("list.add", {"path": path, "value": made}, f"Add {row.get('name', '')} from the library")


@dataclass(frozen=True)
class Update:
    """A kept field of a character's row that differs from the library's row of its name."""

    path: str
    index: int
    name: str
    field: str
    mine: Any
    library: Any
    column: str = ""
    """The field as the sheet's column names it ("Base %"); its name in words when empty."""

    @property
    def action(self) -> Action:
        return Action("set", {"path": f"{self.path}.{self.index}.{self.field}", "value": self.library},
                      f"Update {self.name} from the library")

    def __str__(self) -> str:
        if self.field == "name":  # followed by its key: the library renamed it
            return f"{self.name}: renamed {_shown(self.library)} in the library"
        said = self.column or words(self.field).lower()
        return f"{self.name}: {said} {_shown(self.mine)} → {_shown(self.library)}"


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None or value == "":
        return "nothing"
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "nothing"
    return f"{value:g}" if isinstance(value, float) else str(value)


def updates(character: Any, library: Library,
            columns: Callable[[str, str], Mapping[str, str]] | None = None) -> list[Update]:
    """Where the character's rows differ from the library's rows of the same name (compared
    folded), field by field; nothing changes until the actions are applied. ``columns``
    gives a list's fields as the sheet names them (``forms.library_columns.labels``)."""
    if library.system != character.system:
        return []
    out = []
    for entry in declared(character.system):
        named = columns(character.system, entry.path) if columns is not None else {}
        rows = getattr(character, entry.path, None) or []
        for i, row in enumerate(rows):
            name = getattr(row, "name", "")
            found, by_key = row_of(library, entry.path, row)
            if found is None:
                continue
            for field, (mine, theirs) in differences(character.system, entry.path, row, found, by_key).items():
                out.append(Update(entry.path, i, name, field, mine, theirs, named.get(field, "")))
    return out


def apply_updates(rules: Any, character: Any, chosen: Sequence[Update], context: Any = None) -> tuple[Any, list[tuple[Update, str]]]:
    """The character with each chosen update applied through the rules, one action after
    another, and the updates the rules refused with their reasons (the others still apply)."""
    from .actions import Refusal

    refused = []
    for update in chosen:
        try:
            character = rules.apply(character, update.action, context).character
        except Refusal as refusal:
            refused.append((update, refusal.message))
    return character, refused


def pick_all(rules: Any, character: Any, path: str, rows: Sequence[Mapping[str, Any]],
             context: Any = None, given: Sequence[Mapping[str, Any]] = ()) -> tuple[Any, list[tuple[str, str]]]:
    """The character with each row added as its own copy through the rules (the creation
    wizard's skills from the library), ``given[i]`` the player's choice for the fields row
    ``i`` leaves open; and the rows refused, by name, with the reason: a field the library
    leaves open and not given, a row the rules refuse."""
    from .actions import Refusal

    refused = []
    for i, row in enumerate(rows):
        try:
            chosen = given[i] if i < len(given) else None
            character = rules.apply(character, pick(character, path, row, chosen), context).character
        except (Refusal, RowRefusal) as refusal:
            refused.append((str(row.get("name", "")), str(getattr(refusal, "message", refusal))))
    return character, refused
