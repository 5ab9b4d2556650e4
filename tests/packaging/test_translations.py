"""pyside6-lupdate finds the Qt code's texts and files them under the context used at run time.

lupdate reads source, not running code: a text reached through an alias (``tr = window.tr``)
or a helper (``def _tr(text)``) is filed under a guessed context or not found at all, and a
translation would then never be looked up. These run the real tool over sheetkeeper/ui.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "sheetkeeper" / "ui"
LUPDATE = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent)) or shutil.which(
    "pyside6-lupdate"
)

pytestmark = pytest.mark.skipif(LUPDATE is None, reason="pyside6-lupdate not installed")


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> dict[str, set[tuple[str, str]]]:
    """{context: {(file name, source text)}} from a fresh template of every file in ui/."""
    out = tmp_path_factory.mktemp("ts") / "sheetkeeper.ts"
    sources = sorted(str(p) for p in UI.rglob("*.py"))
    subprocess.run([LUPDATE, "-no-obsolete", *sources, "-ts", str(out)], check=True, capture_output=True)
    found: dict[str, set[tuple[str, str]]] = {}
    for context in ET.parse(out).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            for location in message.iter("location"):  # one text used in several files
                filename = Path(location.get("filename")).name
                found.setdefault(name, set()).add((filename, message.findtext("source")))
    return found


def test_menu_restore_and_about_texts_are_found_under_their_run_time_context(template):
    main_window = template.get("MainWindow", set())
    for text in ("&File", "&New...", "&Export PDF...", "Follow &System", "&About SheetKeeper"):
        assert ("menus.py", text) in main_window
    assert ("restore.py", "Restore Autosaved Changes") in main_window
    about = template.get("About", set())
    assert ("about.py", "About SheetKeeper") in about
    assert ("about.py", "No rules notes for this game yet.") in about


def test_texts_shown_for_the_main_window_are_found_under_its_context(template):
    """These ran as ``window.tr(...)`` (filed by lupdate under "window") or through a helper
    (not found at all); at run time they were, and are, looked up under "MainWindow"."""
    main_window = template.get("MainWindow", set())
    assert ("party_tabs.py", "Could not save {0}") in main_window
    for text in ("Export PDF", "PDF export is not available: {0}", "Writing {0}...",
                 "Could not write {0}: {1}", "Saved {0}.", "Open PDF"):
        assert ("pdf_export.py", text) in main_window


def test_every_context_is_a_class_name(template):
    odd = {
        (context, filename)
        for context, messages in template.items()
        for filename, _text in messages
        if not re.fullmatch(r"[A-Z]\w*", context)
    }
    assert not odd, f"texts under a context no code looks up: {sorted(odd)}"


def test_the_sheet_models_texts_are_found_and_the_committed_files_hold_them(tmp_path):
    """The Qt-free sheet model marks its words ``translate("LedgerView", ...)``: lupdate finds
    them under the model's class names, and ``make translations`` was run after the last
    change (the template and every language's file hold each one)."""
    out = tmp_path / "model.ts"
    sources = sorted(str(p) for folder in ("sheet", "export")  # the model's words, and the paper's
                     for p in (ROOT / "sheetkeeper" / folder).rglob("*.py"))
    subprocess.run([LUPDATE, *sources, "-ts", str(out)], check=True, capture_output=True)
    found = {(c.findtext("name"), m.findtext("source"))
             for c in ET.parse(out).getroot().iter("context") for m in c.iter("message")}
    assert {"LedgerView", "LoadView", "SheetModel", "PaperSheet"} <= {context for context, _ in found}
    assert ("PaperSheet", "Most recent") in found
    assert ("LoadView", "Load {0} of {1} {2}") in found
    for committed in sorted((ROOT / "translations").glob("sheetkeeper*.ts")):
        held = {(c.findtext("name"), m.findtext("source"))
                for c in ET.parse(committed).getroot().iter("context") for m in c.iter("message")}
        assert found <= held, f"run make translations: {committed.name} lacks {sorted(found - held)}"
