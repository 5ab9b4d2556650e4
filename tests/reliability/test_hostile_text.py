"""Hostile text and hostile files: markup, control characters, right-to-left text and emoji
survive save and load exactly and print literally in the PDF; nothing in a file is executed
or opened (a portrait that is not an image is refused; a path written in a file is never
opened)."""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
import textwrap
import unicodedata
from datetime import UTC, datetime

import pypdf
import pytest

from sheetkeeper.core.actions import Action
from sheetkeeper.core.registry import all_systems
from sheetkeeper.export.pdf import export_pdf
from sheetkeeper.storage import LoadError, SaveError, load_character, save_character
from sheetkeeper.storage.envelope import encode

SYSTEMS = all_systems()
AT = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
MARKUP = '<b>bold</b> <script>alert(1)</script> <img src="/etc/passwd"/> &amp; &lt;'
HOSTILE = [
    MARKUP,
    "bell\x07 nul\x00 esc\x1b[31mred\x1b[0m tab\t cr\r lf\n del\x7f",
    "\u202eevil.exe\u202c שלום עולם مرحبا بالعالم",
    "🧙‍♀️ 👍🏽 🇳🇿 e\u0301 Ωmega ﷽",
    '{"format": "sheetkeeper"} \\u0000 ${HOME} $(rm -rf /) `id` %s %n {0}',
]


def _sample(system):
    return load_character(system.samples[0]).character


@pytest.mark.parametrize("system", SYSTEMS, ids=[s.id for s in SYSTEMS])
@pytest.mark.parametrize("text", HOSTILE, ids=["markup", "control", "rtl", "emoji", "injection"])
def test_hostile_names_and_notes_survive_save_and_load_exactly(system, text, tmp_path):
    character = _sample(system)
    for field in ("name", "notes", "player"):
        character = system.rules.apply(character, Action("set", {"path": field, "value": text})).character
    expected = unicodedata.normalize("NFC", text)  # text fields are kept in NFC
    path = tmp_path / "hostile.skchar"
    save_character(path, character, backup=False)
    loaded = load_character(path).character
    assert (loaded.name, loaded.notes, loaded.player) == (expected, expected, expected)
    assert encode(loaded, AT) == encode(character, AT)
    assert json.loads(path.read_bytes())["character"]["notes"] == expected


def test_hostile_text_prints_literally_in_the_pdf(tmp_path):
    for system in SYSTEMS:
        character = _sample(system).model_copy(update={"name": "<b>Bold</b> & Co", "notes": MARKUP})
        out = export_pdf(character, tmp_path / f"{system.id}.pdf")
        words = " ".join(page.extract_text() for page in pypdf.PdfReader(out).pages)
        squashed = "".join(words.split())
        assert "<b>Bold</b>&Co" in squashed, system.id
        assert "<script>alert(1)</script>" in squashed, system.id


def test_every_hostile_text_exports_to_pdf_without_failing(tmp_path):
    system = SYSTEMS[0]
    for i, text in enumerate(HOSTILE):
        character = _sample(system).model_copy(update={"name": text[:200], "notes": text})
        assert export_pdf(character, tmp_path / f"{i}.pdf").stat().st_size > 0


def test_a_broken_character_in_the_text_is_refused_at_save_naming_the_field(tmp_path):
    """An unpaired surrogate (half an emoji, as some pastes deliver) has no UTF-8 form."""
    character = _sample(SYSTEMS[0]).model_copy(update={"notes": "half an emoji: \ud83e"})
    path = tmp_path / "hero.skchar"
    save_character(path, _sample(SYSTEMS[0]), backup=False)
    before = path.read_bytes()
    with pytest.raises(SaveError, match=r"character\.notes holds a broken character"):
        save_character(path, character)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    "portrait",
    [
        base64.b64encode(b"GIF89a\x01\x00\x01\x00").decode(),
        base64.b64encode(b"#!/bin/sh\nrm -rf ~\n").decode(),
        base64.b64encode(b"\x80\x04\x95cos\nsystem\n").decode(),  # a pickle
        "/etc/passwd",
        "file:///etc/passwd",
        "../../secret.png",
    ],
    ids=["gif", "script", "pickle", "path", "url", "relative"],
)
def test_a_portrait_that_is_not_an_image_is_refused(portrait, tmp_path):
    envelope = json.loads(encode(_sample(SYSTEMS[0]), AT))
    envelope["character"]["portrait"] = portrait
    path = tmp_path / "portrait.skchar"
    path.write_text(json.dumps(envelope), encoding="utf-8")
    with pytest.raises(LoadError, match=r"character\.portrait: .*(not a PNG or JPEG|not valid base64)"):
        load_character(path)


def test_a_path_written_in_a_file_is_never_opened(tmp_path):
    """An audit hook in a child process records every file opened while a character whose
    text names a bait file is loaded, shown in the sheet view and exported to PDF."""
    bait = tmp_path / "bait.png"
    bait.write_bytes(b"\x89PNG\r\n\x1a\n")
    text = f'<img src="{bait}"/> file://{bait} {bait}'
    character = _sample(SYSTEMS[0]).model_copy(update={"notes": text, "player": str(bait)[:200]})
    path = tmp_path / "bait.skchar"
    save_character(path, character, backup=False)
    script = textwrap.dedent(
        f"""
        import sys
        opened = []
        sys.addaudithook(lambda event, args: event == "open" and opened.append(str(args[0])))
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from sheetkeeper.storage import load_character
        from sheetkeeper.export.pdf import export_pdf
        from sheetkeeper.ui.document import Document
        from sheetkeeper.ui.document_tab import make_sheet_view
        character = load_character({str(path)!r}).character
        document = Document(character)
        view = make_sheet_view(document, None)
        view.show(); app.processEvents()
        export_pdf(character, {str(tmp_path / "out.pdf")!r})
        print("hook works" if any(p.endswith("bait.skchar") for p in opened) else "hook blind")
        print("opened bait" if any("bait.png" in p for p in opened) else "never opened")
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120, env=env)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split()[-4:] == ["hook", "works", "never", "opened"], result.stdout
    assert (tmp_path / "out.pdf").stat().st_size > 0
