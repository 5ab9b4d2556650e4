"""The headless subcommands. Each prints for a person and returns an exit status."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from pydantic import ValidationError

from ..api import validate as findings_of
from ..core.actions import Action, Refusal
from ..core.checks import percent
from ..core.registry import all_systems, get_system
from ..storage import ABSENT, LoadError, SaveError, load_campaign, load_character, save_character
from ..storage.errors import describe_validation
from ..user_error import UserError


def systems() -> int:
    for system in all_systems():
        print(f"{system.id:<12} {system.name:<22} {system.dice}")
    return 0


def new(system_id: str, name: str, output: Path, *, force: bool = False) -> int:
    system = get_system(system_id)
    if output.exists() and not force:
        raise SaveError(output, "the file already exists (use --force to overwrite it)")
    try:
        character = system.rules.new(name)
    except ValidationError as error:
        raise SaveError(output, f"not created: {describe_validation(error)}") from None
    # Not --force: create only, even if another program creates the file this very moment.
    save_character(output, character, backup=False, expected=None if force else ABSENT)
    print(f"Created {system.name} character {character.display_name!r} in {output}")
    return 0


def apply(path: Path, kind: str, words: list[str], *, force: bool = False) -> int:
    """Apply one action to a file and save it, unless the file changed since it was read."""
    opened = load_character(path)
    if opened.read_only:
        raise SaveError(path, f"not saved: {opened.read_only}")
    args = dict(_argument(word) for word in words)
    try:
        applied = opened.system.rules.apply(opened.character, Action(kind, args))
    except Refusal:
        raise
    except (ValueError, TypeError) as error:
        # The arguments were typed here: a value of the wrong kind ("amount=three") is
        # the user's to fix. Inside the app the same error is a bug and is not caught.
        raise UserError(f"{kind} {' '.join(words)}: {error}") from None
    save_character(path, applied.character, expected=None if force else opened.fingerprint)
    print(applied.message or f"Applied {kind} to {applied.character.display_name} in {path}")
    return 0


def _argument(word: str) -> tuple[str, object]:
    """NAME=VALUE; the value read as JSON when it is (2, true, [1,2]), else as text."""
    name, sep, value = word.partition("=")
    if not sep or not name:
        raise UserError(f"{word!r}: an action argument is written NAME=VALUE")
    try:
        return name, json.loads(value)
    except ValueError:
        return name, value


def show(path: Path) -> int:
    opened = load_character(path)
    c, rules = opened.character, opened.system.rules
    print(f"{c.display_name} — {opened.system.name}" + (f" (player: {c.player})" if c.player else ""))
    if opened.read_only:
        print(f"  Read-only: {opened.read_only}")
    for state in rules.states(c):
        print(f"  [{state.name}] {state.meaning}")
    derived = rules.derived(c)
    if derived:
        print("\nValues")
        width = max(len(d.label) for d in derived) + 2
        for d in derived:
            print(f"  {d.label:<{width}}{d.value}")
    enc = rules.encumbrance(c)
    if enc is not None:
        flag = f"  OVER: {enc.consequence}" if enc.over else ""
        print(f"\nEncumbrance  {enc.load:g} of {enc.capacity:g} {enc.unit}{flag}")
    checks = rules.checks(c)
    if checks:
        print("\nChecks")
        group = None
        label_width = max(len(c.label) for c in checks) + 2
        target_width = max(len(c.target) for c in checks) + 2
        for check in checks:
            if check.group != group:
                group = check.group
                print(f"  {group}")
            odds = rules.odds(c, check.id)
            extra = "".join(f", {k} {percent(v)}" for k, v in odds.extra.items())
            if odds.refused:  # a status bars it: say which way ("impossible")
                extra += f", {next(iter(odds.outcomes))}"
            print(
                f"    {check.label:<{label_width}}{check.target:<{target_width}}"
                f"{percent(odds.success):>6}{extra}"
            )
    ledger = c.ledger
    if ledger.xp_earned or ledger.xp_spent:
        print(
            f"\nXP  earned {ledger.xp_earned}, spent {ledger.xp_spent}, "
            f"available {ledger.xp_available}"
        )
    if ledger.entries:
        print(f"\nLedger  {len(ledger.entries)} entries, latest: {_entry(ledger.entries[-1])}")
    findings = findings_of(c)
    if findings:
        print("\nFindings")
        for finding in findings:
            print(f"  {finding.severity}: {finding}")
    return 0


def _entry(entry) -> str:
    amount = f" {entry.amount}" if entry.amount else ""
    what = " ".join(x for x in (entry.subject, entry.reason) if x)
    return f"{entry.at:%Y-%m-%d} {entry.kind}{amount} {what}".rstrip()


def show_campaign(path: Path) -> int:
    opened = load_campaign(path)
    camp = opened.campaign
    print(f"{camp.name or path.stem} — {len(opened.members)} members, {len(camp.sessions)} sessions")
    for slot in opened.members:
        if slot.opened is None:
            print(f"  ! {slot.member.path}: {slot.error}")
            continue
        c = slot.opened.character
        rules = slot.opened.system.rules
        states = ", ".join(s.name for s in rules.attention(c)) or "fine"
        print(
            f"  {c.display_name:<24} {c.player:<14} {slot.opened.system.name:<20} "
            f"XP {c.ledger.xp_available:<4} {states}"
        )
    return 0


def validate(paths: list[Path], *, creation: bool = False) -> int:
    bad = 0
    for path in paths:
        try:
            opened = load_character(path)
        except LoadError as error:
            print(f"{path}: error: {error.message}")
            bad += 1
            continue
        findings = findings_of(opened.character, creation=creation)
        errors = [f for f in findings if f.severity == "error"]
        for finding in findings:
            print(f"{path}: {finding.severity}: {finding}")
        if errors:
            bad += 1
        elif not findings:
            print(f"{path}: ok")
    return 1 if bad else 0


def export(options: argparse.Namespace) -> int:
    from ..export.cli import export_command

    return export_command(options)
