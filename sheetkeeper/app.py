"""Start the desktop app (imports Qt only here and below)."""

from __future__ import annotations

import gc


def run_app(args: list[str]) -> int:
    # Start-up builds thousands of long-lived objects (Qt wrappers, pydantic validators) and
    # the cyclic collector would scan them again and again for nothing; it is switched back
    # on once the window has painted (see ``ui.application.main``). Measured in BENCHMARKS.md.
    gc.disable()
    from .ui.application import main

    return main(args)
