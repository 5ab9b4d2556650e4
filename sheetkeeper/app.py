"""Start the desktop app (imports Qt only here and below)."""

from __future__ import annotations


def run_app(args: list[str]) -> int:
    from .ui.application import main

    return main(args)
