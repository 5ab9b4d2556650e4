"""``sheetkeeper export FILE... -o OUT.pdf [--paper a4|letter] [--fillable] [--odds]
[--no-current] [--no-encounter] [--no-stash]`` and
``sheetkeeper export --blank SYSTEM -o OUT.pdf``.

Character files (.skchar) print one sheet each; a campaign (.skparty) prints its party
book, with the encounter (under way, or the last one) and the stash unless told not to.
Members that cannot be opened are named on stderr and left out; the rest print.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..core.character import CharacterBase
from ..core.registry import CAMPAIGN_SUFFIX
from ..storage import load_campaign, load_character


def export_command(options: argparse.Namespace) -> int:
    from ..user_error import UserError
    from .gm_table import read_table
    from .pdf import export_blank, export_pdf

    output: Path = options.output
    if options.blank:
        if options.files:
            raise UserError("give either --blank SYSTEM or character files, not both")
        export_blank(options.blank, output, paper=options.paper, fillable=True)
        print(f"Wrote a blank {options.blank} sheet to {output}")
        return 0
    if not options.files:
        raise UserError("name at least one .skchar or .skparty file (or use --blank SYSTEM)")
    characters: list[CharacterBase] = []
    title = None
    table = None
    for path in options.files:
        if path.suffix == CAMPAIGN_SUFFIX:
            opened = load_campaign(path)
            title = opened.campaign.name or path.stem
            if len(options.files) == 1:  # the GM's table of that party
                table = read_table(opened.campaign, path, encounter=not options.no_encounter,
                                   stash=not options.no_stash)
            for slot in opened.members:
                if slot.character is None:
                    print(f"sheetkeeper: left out {slot.member.path}: {slot.error}", file=sys.stderr)
                else:
                    characters.append(slot.character)
        else:
            characters.append(load_character(path).character)
    if not characters:
        raise UserError("there is no character to export")
    warnings: list[str] = []
    export_pdf(characters, output, paper=options.paper, fillable=options.fillable,
               odds=options.odds, title=title if len(options.files) == 1 else None,
               warnings=warnings, file=_character_file(options.files),
               current=not options.no_current, table=table)
    for warning in warnings:
        print(f"sheetkeeper: warning: {warning}", file=sys.stderr)
    what = "sheet" if len(characters) == 1 else f"party book of {len(characters)} sheets"
    print(f"Wrote a {what} to {output}")
    return 0


def _character_file(files: list[Path]) -> str:
    """The character file's name, remembered by a fillable sheet of one character."""
    if len(files) == 1 and files[0].suffix != CAMPAIGN_SUFFIX:
        return files[0].name
    return ""
