"""``sheetkeeper [FILE...]`` opens the app; subcommands work headless.

User errors go to stderr with exit status 2 and no traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from .. import __version__
from ..user_error import UserError

SUBCOMMANDS = (
    "systems", "new", "show", "validate", "export", "apply", "merge", "diff", "git-setup", "copies",
    "import-pdf",
)


CHANGED_ON_DISK = 3
"""Exit status of a write refused because the file changed on disk meanwhile."""


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

    apply = sub.add_parser(
        "apply", help="apply an action to a character file and save it",
        description="Apply one action (as in the scripting API) and save the file. The file is "
        "not replaced if another program changed it meanwhile (exit status 3) unless --force.",
    )
    apply.add_argument("file", type=Path)
    apply.add_argument("action", help="the action kind, e.g. xp.award")
    apply.add_argument("args", nargs="*", metavar="NAME=VALUE",
                       help="the action's arguments, e.g. amount=2 reason='Session 4'; points "
                            "shared out as increases=TOG:1,AGL:1")
    apply.add_argument("--force", action="store_true",
                       help="save even if the file changed on disk meanwhile")

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
    export.add_argument("--no-current", action="store_true",
                        help="leave current values (hit points, Condition...) to a pencil: "
                             "empty boxes, without the value now printed small beside them")
    export.add_argument("--no-encounter", action="store_true",
                        help="a party book without the encounter's page (foes and turn order)")
    export.add_argument("--no-stash", action="store_true", help="a party book without the stash's page")
    _sharing(sub)
    _copies(sub)

    filled = sub.add_parser("import-pdf", help="read a filled fillable sheet back into its character")
    filled.add_argument("pdf", type=Path)
    filled.add_argument("-c", "--character", type=Path,
                        help="the character file (default: the one the sheet was printed from, "
                             "beside the PDF)")
    filled.add_argument("--dry-run", action="store_true", help="show the changes, save nothing")
    return parser


def _sharing(sub) -> None:
    merge = sub.add_parser(
        "merge", help="three-way merge of a character or party file (a git merge driver)",
        description="Merge THEIRS into OURS from BASE, writing OURS. Exit 0 when merged; 1 when "
        "both changed a value differently (OURS then holds our side of each, listed on stderr "
        "and in NAME.conflicts.txt).",
    )
    merge.add_argument("base", type=Path)
    merge.add_argument("ours", type=Path)
    merge.add_argument("theirs", type=Path)
    merge.add_argument("--path", help="the file's name in the repository (git's %%P)")

    diff = sub.add_parser("diff", help="what changed between two versions, as the ledger reads")
    diff.add_argument("files", type=Path, nargs="+", help="OLD NEW (or git's seven arguments)")
    diff.add_argument("--text", action="store_true", help="print one file as lines (git textconv)")

    setup = sub.add_parser("git-setup", help="set up a git repository folder to merge and diff sheets")
    setup.add_argument("folder", type=Path)
    setup.add_argument(
        "--command", dest="command_line", help="how git should run SheetKeeper (default: as found)"
    )


def _copies(sub) -> None:
    copies = sub.add_parser(
        "copies", help="list (and merge) the sync conflict copies of a character or party file"
    )
    copies.add_argument("file", type=Path)
    copies.add_argument("--merge", action="store_true", help="merge each copy in, then delete it")
    copies.add_argument("--take", choices=("mine", "theirs"), help="settle every conflict for this side")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or (args[0] not in SUBCOMMANDS and not args[0].startswith("-")):
        stranger = next((word for word in args if not word.startswith("-") and not _exists(word)), None)
        if stranger is not None:  # a typo of a command must not open the app (nor need a display)
            print(
                f"sheetkeeper: {stranger!r} is neither a command nor an existing file\n"
                f"commands: {', '.join(SUBCOMMANDS)} (see 'sheetkeeper --help'); "
                "or give character and party files to open them in the app",
                file=sys.stderr,
            )
            return 2
        from ..app import run_app

        return run_app(args)
    # The domain is imported only here: the app pauses the garbage collector before it
    # imports anything heavy (see app.py).
    from ..core.actions import Refusal
    from ..core.registry import UnknownSystem
    from ..merge.result import MergeProblem
    from ..storage.errors import ChangedOnDisk, FileProblem
    from .sharing import SharingError

    parser = build_parser()
    options = parser.parse_args(args)
    try:
        return _run(options)
    except ChangedOnDisk as error:
        print(f"sheetkeeper: {error}", file=sys.stderr)
        return CHANGED_ON_DISK
    except (UserError, FileProblem, Refusal, UnknownSystem, MergeProblem, SharingError) as error:
        print(f"sheetkeeper: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and closed early
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _exists(word: str) -> bool:
    try:
        return Path(word).exists()
    except (OSError, ValueError):
        return False


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
    if options.command == "apply":
        return commands.apply(options.file, options.action, options.args, force=options.force)
    if options.command == "export":
        return commands.export(options)
    if options.command in ("merge", "diff", "git-setup", "copies"):
        from . import sharing

        if options.command == "merge":
            return sharing.merge(options.base, options.ours, options.theirs, options.path)
        if options.command == "copies":
            return sharing.copies(options.file, merge_them=options.merge, take=options.take)
        if options.command == "diff":
            return sharing.diff(options.files, text=options.text)
        return sharing.git_setup(options.folder, options.command_line)
    if options.command == "import-pdf":
        from ..export.import_cli import import_command

        return import_command(options)
    raise UserError(f"unknown command {options.command!r}")


if __name__ == "__main__":
    sys.exit(main())
