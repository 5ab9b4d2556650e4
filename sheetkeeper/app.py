"""Start the desktop app (imports Qt only here and below)."""

from __future__ import annotations

import gc
from collections.abc import Sequence


def run_app(args: list[str]) -> int:
    # Start-up builds thousands of long-lived objects (Qt wrappers, pydantic validators) and
    # the cyclic collector would scan them again and again for nothing; it is switched back
    # on once the window has painted (see ``ui.application.main``). Measured in BENCHMARKS.md.
    gc.disable()
    import_domain_before_qt(args)
    from .ui.application import main

    return main(args)


def import_domain_before_qt(files: Sequence[str] = ()) -> None:
    """Import what the window needs of the domain (pydantic, the models, storage, the forms,
    the sheet model, the registry of games) before PySide6, with the models and rules of
    the games of ``files`` (a party's: its members'); another game's are imported when a
    file of it opens or the wizard picks it.

    Once PySide6 is imported, shiboken's import hook looks at every module imported after
    it: it reads the module's source to find whether it mentions PySide6 (for its
    ``__feature__`` switches). That costs about 0.1 ms a module, ~40 ms of CPU for the ~340
    modules of the domain and its libraries. Imported first, they never pass through it.
    The domain never imports Qt, so this imports nothing the window would not."""
    from . import sheet, storage  # noqa: F401 - imported for what importing costs
    from .core import changes, character, rules, session  # noqa: F401
    from .core.registry import all_systems
    from .forms import spec  # noqa: F401
    from .storage import file_key, library_csv, library_file, new_file, save_together  # noqa: F401
    from .storage.games import games_of

    wanted = games_of(files)
    for system in all_systems():
        if system.id in wanted:
            system.rules  # noqa: B018 - imported for what importing costs
