"""The Renaissance sample characters, loaded from their real files."""

from __future__ import annotations

import pytest

from sheetkeeper.core.registry import get_system
from sheetkeeper.storage import load_character


def _sample(slug: str):
    system = get_system("renaissance")
    path = next(p for p in system.samples if p.stem == f"renaissance-{slug}")
    return load_character(path).character


@pytest.fixture
def rules():
    return get_system("renaissance").rules


@pytest.fixture
def alice():
    return _sample("alice")


@pytest.fixture
def bob():
    return _sample("bob")


@pytest.fixture
def ven():
    return _sample("ven")
