from __future__ import annotations

import pytest

from sheetkeeper.core.registry import all_systems


@pytest.fixture
def character():
    """A real character of the first registered game system."""
    systems = all_systems()
    if not systems:
        pytest.skip("no game system registered")
    return systems[0].rules.new("Ада Ωmega-Smith")
