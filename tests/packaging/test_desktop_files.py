"""Linux desktop integration files are well-formed (and valid where validators exist)."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP = "io.github.sheetkeeper.SheetKeeper"


def test_desktop_entry_opens_both_file_types():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(LINUX / f"{APP}.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Exec"].startswith("sheetkeeper ") and "%F" in section["Exec"]
    mime = ET.parse(LINUX / "sheetkeeper-mime.xml").getroot()
    types = {t.get("type") for t in mime}
    assert types == set(filter(None, section["MimeType"].split(";")))
    globs = {g.get("pattern") for t in mime for g in t if g.tag.endswith("glob")}
    assert globs == {"*.skchar", "*.skparty"}


def test_every_icon_size_exists():
    icons = ROOT / "resources" / "icons"
    assert (icons / "sheetkeeper.svg").is_file()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        assert (icons / f"sheetkeeper-{size}.png").stat().st_size > 100


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils not installed")
def test_desktop_file_validates():
    result = subprocess.run(["desktop-file-validate", str(LINUX / f"{APP}.desktop")], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream not installed")
def test_metainfo_validates():
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(LINUX / f"{APP}.metainfo.xml")],
        capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stdout
