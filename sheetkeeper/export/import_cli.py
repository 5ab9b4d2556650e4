"""``sheetkeeper import-pdf FILLED.pdf [-c CHARACTER.skchar] [--dry-run]``: what the player
wrote on a fillable sheet at the table, applied to the character file through the rules.

Prints each change in the game's words, then anything not imported with the reason; the
character file is saved atomically (with its usual backup). Exit status 0 when everything
was imported, 1 when something was refused, 2 when the sheet cannot be imported at all.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..core.registry import CHARACTER_SUFFIX, get_system
from ..forms.spec import form_for
from ..storage import load_character, save_character
from .filled import ImportProblem, read_filled
from .merge import apply_plan, plan_import


def import_command(options: argparse.Namespace) -> int:
    from ..user_error import UserError

    try:
        filled = read_filled(options.pdf)
        path = options.character or _beside(options.pdf, filled.stamp.file)
        opened = load_character(path)
        system = get_system(opened.character.system)
        plan = plan_import(opened.character, system.rules, form_for(system.id), system.name,
                           filled)
    except ImportProblem as problem:
        raise UserError(str(problem)) from None
    outcome = apply_plan(opened.character, system.rules, plan)
    name = opened.character.display_name
    if plan.merged:
        print(f"This sheet was printed from an older version of {name}; "
              "merging what does not clash.")
    for text in outcome.done:
        print(f"  {text}")
    if outcome.refused:
        print("Not imported:")
        for text in outcome.refused:
            print(f"  {text}")
    if not outcome.done:
        print(f"Nothing to change in {path}.")
    elif options.dry_run:
        print(f"{len(outcome.done)} changes; nothing saved (--dry-run).")
    else:
        save_character(path, outcome.character)
        print(f"Imported {len(outcome.done)} changes into {path}.")
    return 1 if outcome.refused else 0


def _beside(pdf: Path, file: str) -> Path:
    from ..user_error import UserError

    if file:
        candidate = pdf.parent / Path(file).name
        if candidate.suffix == CHARACTER_SUFFIX and candidate.is_file():
            return candidate
    raise UserError(f"which character is this sheet for? Name its file with -c CHARACTER"
                    f"{CHARACTER_SUFFIX}" + (f" (it was printed from {file})" if file else ""))
