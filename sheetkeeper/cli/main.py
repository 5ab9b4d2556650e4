"""``sheetkeeper [FILE...]`` opens the app; subcommands work headless.

User errors go to stderr with exit status 2 and no traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from .. import __version__

SUBCOMMANDS = {"systems", "new", "show", "validate", "export", "import-pdf"}


class UserError(Exception):
    pass


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sheetkeeper",
        description="Character sheets for tabletop role-playing games. "
        "With no command, opens the app (and any FILE given).",
    )
    parser.add_argument("--version", action="version", version=f"SheetKeeper {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    sub.add_parser("systems", help="list the game systems")

    new = sub.add_parser("new", help="create a new character file")
    new.add_argument("--system", required=True, help="game system id (see 'sheetkeeper systems')")
    new.add_argument("--name", default="", help="the character's name")
    new.add_argument("-o", "--output", required=True, type=Path, help="file to write")
    new.add_argument("--force", action="store_true", help="overwrite an existing file")

    show = sub.add_parser("show", help="print a character (or a campaign's roster)")
    show.add_argument("file", type=Path)

    validate = sub.add_parser("validate", help="check character files; exit 1 if any has findings")
    validate.add_argument("files", type=Path, nargs="+")
    validate.add_argument("--creation", action="store_true", help="also check the creation budgets")

    export = sub.add_parser("export", help="write a PDF of characters, a campaign or a blank sheet")
    export.add_argument("files", type=Path, nargs="*")
    export.add_argument("-o", "--output", required=True, type=Path)
    export.add_argument("--paper", choices=("a4", "letter"), default="a4")
    export.add_argument("--fillable", action="store_true", help="add form fields")
    export.add_argument("--blank", metavar="SYSTEM", help="a blank sheet of this system")
    export.add_argument("--odds", action="store_true", help="print the odds beside skills")

    filled = sub.add_parser("import-pdf", help="read a filled fillable sheet back into its character")
    filled.add_argument("pdf", type=Path)
    filled.add_argument("-c", "--character", type=Path,
                        help="the character file (default: the one the sheet was printed from, "
                             "beside the PDF)")
    filled.add_argument("--dry-run", action="store_true", help="show the changes, save nothing")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or (args[0] not in SUBCOMMANDS and not args[0].startswith("-")):
        from ..app import run_app

        return run_app(args)
    # The domain is imported only here: the app pauses the garbage collector before it
    # imports anything heavy (see app.py).
    from ..core.actions import Refusal
    from ..core.registry import UnknownSystem
    from ..storage.errors import FileProblem

    parser = build_parser()
    options = parser.parse_args(args)
    try:
        return _run(options)
    except (UserError, FileProblem, Refusal, UnknownSystem) as error:
        print(f"sheetkeeper: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and closed early
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _run(options: argparse.Namespace) -> int:
    from ..core.registry import CAMPAIGN_SUFFIX
    from . import commands

    if options.command == "systems":
        return commands.systems()
    if options.command == "new":
        return commands.new(options.system, options.name, options.output, force=options.force)
    if options.command == "show":
        if options.file.suffix == CAMPAIGN_SUFFIX:
            return commands.show_campaign(options.file)
        return commands.show(options.file)
    if options.command == "validate":
        return commands.validate(options.files, creation=options.creation)
    if options.command == "export":
        return commands.export(options)
    if options.command == "import-pdf":
        from ..export.import_cli import import_command

        return import_command(options)
    raise UserError(f"unknown command {options.command!r}")


if __name__ == "__main__":
    sys.exit(main())
