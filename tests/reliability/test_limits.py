"""Limits: very long text, very long inventories and ledgers, oversized portraits and files.

Each is either handled in reasonable time or refused with a message that says what to change;
nothing hangs and nothing half-loads.
"""

from __future__ import annotations

import base64
import json
import re
import struct
import time
import zlib
from datetime import UTC, datetime

import pytest

from sheetkeeper.core.actions import Action, Refusal
from sheetkeeper.core.character import PORTRAIT_MAX_BYTES
from sheetkeeper.core.registry import all_systems
from sheetkeeper.export.pdf import export_pdf
from sheetkeeper.storage import LoadError, load_campaign, load_character, save_character
from sheetkeeper.storage.envelope import MAX_FILE_BYTES, encode

SYSTEMS = all_systems()
AT = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
ROWS = 10_000
#: A generous bound for a slow CI machine; today each step takes well under a second.
SECONDS = 10


def _sample(system):
    return load_character(system.samples[0]).character


def png(width: int, height: int, *, rows: bytes | None = None) -> bytes:
    """A real 1-bit greyscale PNG of the given size (all black unless ``rows`` is given)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    raw = rows if rows is not None else (b"\0" + b"\0" * ((width + 7) // 8)) * height
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def _file_with(system, path, **character_fields) -> bytes:
    envelope = json.loads(encode(_sample(system), AT))
    envelope["character"].update(character_fields)
    raw = json.dumps(envelope, ensure_ascii=False).encode("utf-8")
    path.write_bytes(raw)
    return raw


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_a_100000_character_name_is_refused_with_the_limit(system, tmp_path):
    huge = "Ω" * 100_000
    with pytest.raises(Refusal, match="at most 200") as refused:
        system.rules.apply(_sample(system), Action("set", {"path": "name", "value": huge}))
    assert len(refused.value.message) < 500  # names the limit, does not echo the text
    path = tmp_path / "long-name.skchar"
    _file_with(system, path, name=huge)
    with pytest.raises(LoadError, match=r"character\.name: is 100000 characters long; at most 200 "):
        load_character(path)


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_100000_characters_of_notes_save_and_load_unchanged(system, tmp_path):
    notes = ("Ωmega ✓ línea " * 8000)[:100_000]
    applied = system.rules.apply(_sample(system), Action("set", {"path": "notes", "value": notes}))
    path = tmp_path / "long-notes.skchar"
    save_character(path, applied.character, backup=False)
    assert load_character(path).character.notes == notes


def _long_list_field(sheet: dict) -> str | None:
    """The inventory of this sheet (rows with a ``name``) as saved, if it has one."""
    for key in ("inventory", "gear"):
        rows = sheet.get(key)
        if isinstance(rows, list) and rows and isinstance(rows[0], dict) and "name" in rows[0]:
            return key
    return None


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
def test_10000_rows_of_inventory_and_ledger_load_and_save_in_time_or_meet_a_clear_limit(
    system, tmp_path
):
    """A file with 10,000 ledger entries and 10,000 inventory rows: it opens, saves and
    computes in reasonable time, or (where the game's sheet sets a row limit) is refused
    with the limit named."""
    envelope = json.loads(encode(_sample(system), AT))
    sheet = envelope["character"]
    sheet["ledger"]["entries"] = [
        {"id": f"e{i + 1}", "at": AT.isoformat(), "kind": "xp.award", "amount": 1,
         "reason": f"session {i}"}
        for i in range(ROWS)
    ]
    key = _long_list_field(sheet)
    if key:
        row = sheet[key][0]
        sheet[key] = [{**row, "name": f"{row['name']} {i}"} for i in range(ROWS)]
    path = tmp_path / "hoarder.skchar"
    path.write_text(json.dumps(envelope, ensure_ascii=False), encoding="utf-8")
    start = time.perf_counter()
    try:
        loaded = load_character(path).character
    except LoadError as error:
        assert key and re.search(rf"character\.{key}: has 10000 rows; at most \d+ allowed",
                                 error.message), error.message
        sheet[key] = sheet[key][:1]
        path.write_text(json.dumps(envelope, ensure_ascii=False), encoding="utf-8")
        loaded = load_character(path).character
    took = time.perf_counter() - start
    assert loaded.ledger.xp_earned == ROWS
    start = time.perf_counter()
    save_character(path, loaded)
    saved = time.perf_counter() - start
    assert load_character(path).character == loaded
    start = time.perf_counter()
    system.rules.derived(loaded)
    system.rules.encumbrance(loaded)
    system.rules.validate(loaded)
    computed = time.perf_counter() - start
    assert max(took, saved, computed) < SECONDS, (took, saved, computed)


def test_an_oversized_portrait_is_refused_with_a_message(tmp_path):
    system = SYSTEMS[0]
    big = base64.b64encode(png(64, 64) + b"\0" * (PORTRAIT_MAX_BYTES + 1)).decode("ascii")
    with pytest.raises(Refusal, match="larger than 512 KB"):
        system.rules.apply(_sample(system), Action("set", {"path": "portrait", "value": big}))
    path = tmp_path / "portrait.skchar"
    _file_with(system, path, portrait=big)
    with pytest.raises(LoadError, match=r"character\.portrait: .*larger than 512 KB"):
        load_character(path)


def test_a_portrait_within_the_limit_that_unpacks_huge_never_freezes_the_pdf(tmp_path):
    """A small file whose picture declares 40,000 x 40,000 pixels (a decompression bomb):
    the PDF export must finish quickly, printing an empty frame rather than decoding it."""
    bomb = png(40_000, 40_000)
    assert len(bomb) < PORTRAIT_MAX_BYTES
    system = SYSTEMS[0]
    character = _sample(system).model_copy(update={"portrait": base64.b64encode(bomb).decode()})
    start = time.perf_counter()
    out = export_pdf(character, tmp_path / "sheet.pdf")
    assert time.perf_counter() - start < 30
    assert out.stat().st_size < 5 * 1024 * 1024


def test_a_sheet_view_refuses_to_decode_a_huge_portrait(qapp):
    """Qt's image decoder keeps its allocation limit (256 MB by default): a bomb is not shown."""
    from PySide6.QtGui import QImageReader, QPixmap

    assert 0 < QImageReader.allocationLimit() <= 1024
    pixmap = QPixmap()
    assert not pixmap.loadFromData(png(40_000, 40_000))


def test_files_over_20_mb_are_refused_before_parsing(tmp_path):
    character = tmp_path / "huge.skchar"
    party = tmp_path / "huge.skparty"
    for path in (character, party):
        with path.open("wb") as handle:  # sparse: big on paper, not worth parsing
            handle.write(b'{"format": ')
            handle.truncate(MAX_FILE_BYTES + 1)
    start = time.perf_counter()
    with pytest.raises(LoadError, match="larger than 20 MB"):
        load_character(character)
    with pytest.raises(LoadError, match="larger than 20 MB"):
        load_campaign(party)
    assert time.perf_counter() - start < 1  # refused by its size, not read and parsed
