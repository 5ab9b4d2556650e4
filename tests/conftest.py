"""Test set-up: headless Qt, user folders inside each test's temporary directory, and the
texts as written (English), whatever language the machine running the tests speaks."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _user_folders(tmp_path_factory, monkeypatch):
    """Backups, autosaves and settings go to a temporary folder, never the user's."""
    data = tmp_path_factory.mktemp("userdata")
    monkeypatch.setenv("SHEETKEEPER_DATA_DIR", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(data / "config"))
    monkeypatch.setenv("SHEETKEEPER_LANGUAGE", "en")
    yield
    from sheetkeeper.storage import versions

    versions.keep_waiting()  # a party's versions, kept into this test's folder, not a later one
