"""The usual font folders of Windows and macOS (issue: "fonts found on the system — fontconfig
on Linux, the usual font folders on Windows and macOS"), worked out from the platform and the
environment, and searched for real: a temporary folder stands for the platform's folder and
holds a real font file (a copy of a bundled one)."""

from __future__ import annotations

import shutil
from pathlib import Path

from sheetkeeper.export.font_folders import font_files, font_folders
from sheetkeeper.export.fonts import covers, folder_candidates
from sheetkeeper.paths import fonts_dir

ALEF = "\u05d0"  # Hebrew: in the bundled Noto Sans Hebrew, not in DejaVu Sans


def _font_in(folder: Path, name: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return Path(shutil.copy(fonts_dir() / "NotoSansHebrew-Regular.ttf", folder / name))


def test_windows_folders_come_from_windir_and_localappdata(tmp_path):
    env = {"WINDIR": str(tmp_path / "Windows"), "LOCALAPPDATA": str(tmp_path / "Local")}
    assert font_folders("win32", env, tmp_path / "home") == (
        tmp_path / "Windows" / "Fonts", tmp_path / "Local" / "Microsoft" / "Windows" / "Fonts")


def test_windows_without_the_variables_uses_the_defaults(tmp_path):
    folders = font_folders("win32", {}, tmp_path)
    assert str(folders[0]).replace("\\", "/").endswith("Windows/Fonts")
    assert folders[1] == tmp_path / "AppData" / "Local" / "Microsoft" / "Windows" / "Fonts"


def test_macos_folders_are_the_system_the_computer_and_the_user(tmp_path):
    folders = font_folders("darwin", {"WINDIR": "ignored"}, tmp_path)
    assert folders == (Path("/System/Library/Fonts"), Path("/System/Library/Fonts/Supplemental"),
                       Path("/Library/Fonts"), tmp_path / "Library" / "Fonts")


def test_a_font_in_the_users_windows_folder_is_found_for_a_character_it_covers(tmp_path):
    env = {"WINDIR": str(tmp_path / "no-windows"), "LOCALAPPDATA": str(tmp_path / "Local")}
    folders = font_folders("win32", env, tmp_path)
    font = _font_in(folders[1], "UserHebrewWin.ttf")
    assert font_files(folders) == (font,)  # the missing Windows folder is passed over
    assert folder_candidates(ALEF, folders) == [(str(font), 0)]
    assert folder_candidates("\u4e2d", folders) == []  # Chinese: this font has none


def test_a_font_in_the_users_macos_folder_is_registered_and_prints_the_character(tmp_path):
    from sheetkeeper.export.fonts import _register_system

    folders = font_folders("darwin", {}, tmp_path)
    font = _font_in(folders[-1] / "Sub", "UserHebrewMac.TTF")  # subfolders and any case
    (folders[-1] / "notes.txt").write_text("not a font")
    assert (str(font), 0) in folder_candidates(ALEF, folders)  # beside the Mac's own
    assert str(folders[-1] / "notes.txt") not in {p for p, _ in folder_candidates(ALEF, folders)}
    name = _register_system(str(font), 0)
    assert name is not None and covers(name, ALEF)
