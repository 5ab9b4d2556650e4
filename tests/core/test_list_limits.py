"""Every list a character file holds has a limit, so any file the app accepts opens, is
worked out and is shown in about a second; a file over a limit is refused, saying the limit,
as a party is limited to 500 members."""

from __future__ import annotations

import json
import types
from datetime import UTC, datetime
from typing import Any, Union, get_args, get_origin

import pytest
from pydantic import BaseModel

from sheetkeeper import api
from sheetkeeper.core.ledger import MAX_ENTRIES, HistoryRefusal, Ledger, LedgerEntry
from sheetkeeper.core.registry import all_systems
from sheetkeeper.storage import LoadError, load_character
from sheetkeeper.storage.envelope import encode


def _models(annotation: Any) -> list[type[BaseModel]]:
    """The models an annotation holds (``list[Rank]``, ``Track | None``)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    if get_origin(annotation) in (list, tuple, Union, types.UnionType):
        return [m for arg in get_args(annotation) for m in _models(arg)]
    return []


def unbounded(model: type[BaseModel], where: str = "") -> list[str]:
    """The list fields of a model, and of the models inside it, that have no limit."""
    found = []
    for name, info in model.model_fields.items():
        path = f"{where}{name}"
        if get_origin(info.annotation) is list and not any(
                getattr(m, "max_length", None) for m in info.metadata):
            found.append(path)
        for inner in _models(info.annotation):
            if inner is not model:
                found += unbounded(inner, f"{path}.")
    return found


@pytest.mark.parametrize("system", all_systems(), ids=lambda s: s.id)
def test_every_list_of_a_character_has_a_limit(system):
    assert unbounded(system.model) == []


def _file_with(tmp_path, system_id: str, field: str, rows: int):
    system = next(s for s in all_systems() if s.id == system_id)
    character = api.new_character(system_id, "Hoarder")
    data = json.loads(encode(character))
    row = get_args(type(character).model_fields[field].annotation)[0]
    data["character"][field] = [row(name=f"Thing {i}").model_dump(mode="json") for i in range(rows)]
    path = tmp_path / f"{system.id}.skchar"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(("system_id", "field", "limit"), [
    ("rainworld", "skills", 500), ("rainworld", "gear", 1000), ("brp", "skills", 500),
    ("brp", "inventory", 1000),
])
def test_a_file_over_a_limit_is_refused_saying_the_limit(tmp_path, system_id, field, limit):
    assert len(load_character(_file_with(tmp_path, system_id, field, limit)).character.model_dump()[field]) == limit
    with pytest.raises(LoadError) as refused:
        load_character(_file_with(tmp_path, system_id, field, limit + 1))
    assert f"{field}: has {limit + 1} rows; at most {limit} allowed" in str(refused.value)


AT = datetime(2026, 11, 27, tzinfo=UTC)


def test_a_full_history_refuses_another_entry_in_words():
    full = Ledger(entries=[LedgerEntry(id=f"e{i + 1}", at=AT, kind="xp.award", amount=1)
                           for i in range(MAX_ENTRIES)])
    with pytest.raises(HistoryRefusal, match=f"holds {MAX_ENTRIES} entries, the most a sheet keeps"):
        full.append("xp.award", 1, at=AT)
    with pytest.raises(ValueError, match=f"at most {MAX_ENTRIES} items"):
        Ledger(entries=[*full.entries, LedgerEntry(id="one more", at=AT, kind="xp.award", amount=1)])
