"""Campaign files: the party list and session log, with members loaded beside them.

A missing or broken member is reported with its error and never stops the rest opening.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path, PurePosixPath

from pydantic import ValidationError

from .. import __version__
from ..core.campaign import Campaign, Member
from ..core.character import CharacterBase
from .envelope import EnvelopeProblem, dumps, parse_json, read_lineage, saved_record, unreadable
from .errors import ChangedOnDisk, LoadError, SaveError, brief, describe_validation
from .files import Opened, load_character, read_once
from .fingerprint import Fingerprint
from .guarded import replace_guarded
from .newer import newer_reason, reason_in, refusal
from .versions import lineage_after, remember, remember_read

FORMAT = "sheetkeeper-campaign"
FORMAT_VERSION = 3
"""Format 2: ``saved_at`` records the versions the file replaced (see ``envelope.py``).
Format 3: the party may hold encounters and a stash (``core/encounter.py``,
``core/stash.py``). A party holding neither is still written as format 2, byte for byte as
before, so an older SheetKeeper opens it as it always did; one holding them is format 3,
which an older SheetKeeper opens read-only ("written by a newer SheetKeeper") and never
overwrites, rather than refusing the unknown keys or dropping the fight."""
_KEYS = {"format", "format_version", "app_version", "saved_at", "lineage", "campaign"}


@dataclass
class MemberSlot:
    """One member as opened: the character, or the error that stopped it."""

    member: Member
    path: Path
    opened: Opened | None = None
    error: str | None = None

    @property
    def character(self) -> CharacterBase | None:
        return self.opened.character if self.opened else None


@dataclass
class OpenedCampaign:
    path: Path
    campaign: Campaign
    members: list[MemberSlot] = field(default_factory=list)
    read_only: str | None = None
    fingerprint: Fingerprint | None = None
    """What the campaign file held when read (see ``save_campaign``)."""


def encode_campaign(
    campaign: Campaign, saved_at: datetime | None = None, lineage: Sequence[str] = ()
) -> bytes:
    data: dict = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION if campaign.uses_format_3 else 2,
        "app_version": __version__,
        "saved_at": saved_record(saved_at, lineage),
        "campaign": campaign.model_dump(mode="json"),
    }
    return dumps(data)


def campaign_lineage(raw: bytes) -> tuple[str, ...]:
    """The versions a campaign file was made from (``storage/versions.py``); () if unreadable."""
    try:
        data = parse_json(raw)
        return read_lineage(data) if isinstance(data, dict) else ()
    except EnvelopeProblem:
        return ()


def decode_campaign(raw: bytes) -> tuple[Campaign, str | None]:
    data = parse_json(raw)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise EnvelopeProblem("not a SheetKeeper campaign file (no 'format': 'sheetkeeper-campaign')")
    newer = newer_reason(data)
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise EnvelopeProblem(unreadable(newer, f"unknown key {brief(repr(unknown[0]))} in the campaign file"))
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise EnvelopeProblem("'format_version' must be a whole number of at least 1")
    read_lineage(data)
    try:
        campaign = Campaign.model_validate(data.get("campaign"))
    except ValidationError as error:
        raise EnvelopeProblem(unreadable(newer, describe_validation(error, "campaign"))) from None
    except RecursionError:
        raise EnvelopeProblem(unreadable(newer, "the campaign data is nested too deeply")) from None
    return campaign, None if newer is None else f"{newer}; opened read-only so it is never overwritten"


def resolved(path: Path) -> Path:
    """The real path, or (for a path no file can have: a symlink loop, a NUL byte) the
    absolute one; the open that follows reports what is wrong with it."""
    try:
        return Path(path).resolve()
    except (OSError, RuntimeError, ValueError):
        return Path(os.path.abspath(path))


def member_path(campaign_path: Path, member: Member, folder: Path | None = None) -> Path:
    """The member's real path. ``folder``: the party's folder, resolved once for all its
    members: a member named by its file name alone (the usual party) then costs one check
    that the file is no symbolic link, not a resolve of every part of its path."""
    name = member.path
    if folder is not None and name and not any(c in name for c in "/\\:") and name not in (".", ".."):
        candidate = folder / name
        if not os.path.islink(candidate):  # (False for a NUL too: the open says what is wrong)
            return candidate
    return resolved(Path(campaign_path).parent / PurePosixPath(name))


def relative_member(campaign_path: Path, character_path: Path) -> Member:
    """A member entry for a character file, relative to the campaign's folder."""
    rel = os.path.relpath(resolved(character_path), resolved(campaign_path).parent)
    return Member(path=PurePosixPath(Path(rel)).as_posix())


def load_campaign(path: Path | str) -> OpenedCampaign:
    path = Path(path)
    raw, status = read_once(path)
    try:
        campaign, newer = decode_campaign(raw)
    except EnvelopeProblem as problem:
        raise LoadError(path, str(problem)) from None
    fingerprint = Fingerprint.of(raw, status.st_mtime_ns)
    remember_read(fingerprint.sha256, lambda: campaign.model_dump(mode="json"))
    opened = OpenedCampaign(path, campaign, read_only=newer, fingerprint=fingerprint)
    seen: set[Path] = set()
    folder = resolved(path.parent)
    for member in campaign.members:
        where = member_path(path, member, folder)
        if where in seen:  # the same file listed again: one member, opened once
            continue
        seen.add(where)
        slot = MemberSlot(member, where)
        try:
            slot.opened = load_character(where, keep_version_later=True)
        except LoadError as error:
            slot.error = error.message
        opened.members.append(slot)
    if len(opened.members) < len(campaign.members):
        campaign.members = [slot.member for slot in opened.members]
    return opened


def save_campaign(
    path: Path | str,
    campaign: Campaign,
    *,
    saved_at: datetime | None = None,
    expected: Fingerprint | None = None,
    merged_from: Sequence[str] = (),
) -> Fingerprint:
    """Save atomically with a backup; returns the fingerprint written. With ``expected`` a
    file changed since it was read is refused with :class:`ChangedOnDisk`. The file records
    the version it replaces (its lineage, with ``merged_from`` after a merge) and this
    machine keeps a copy of the new version."""
    path = Path(path)
    try:
        return replace_guarded(path, campaign_bytes_over(path, campaign, saved_at, merged_from),
                               expected, refuse=_newer)
    except ChangedOnDisk as changed:
        changed.mine = campaign
        changed.theirs = campaign_in(changed.theirs_bytes)
        raise


def campaign_bytes_over(
    path: Path, campaign: Campaign, saved_at: datetime | None = None, merged_from: Sequence[str] = ()
) -> Callable[[bytes | None], bytes]:
    """The party file's bytes as a function of the file it replaces (see ``bytes_over``)."""
    content = campaign.model_dump(mode="json")

    def over(existing: bytes | None) -> bytes:
        replaced, replaced_lineage = None, ()
        if existing is not None:
            try:
                old, _ = decode_campaign(existing)
                replaced, replaced_lineage = old.model_dump(mode="json"), campaign_lineage(existing)
            except (EnvelopeProblem, ValueError):
                pass
        lineage = lineage_after(replaced, replaced_lineage, content, merged_from)
        try:
            data = encode_campaign(campaign, saved_at, lineage)
        except EnvelopeProblem as problem:
            raise SaveError(path, f"not saved: {problem}") from None
        remember(content)
        return data

    return over


def _newer(existing: bytes) -> str | None:
    """The newer-version gate, before the backup (``write_atomic`` checks again)."""
    reason = reason_in(existing)
    return refusal(reason) if reason else None


def campaign_in(raw: bytes | None) -> Campaign | None:
    """The campaign in a file's bytes, or None when they do not decode."""
    if raw is None:
        return None
    try:
        return decode_campaign(raw)[0]
    except (EnvelopeProblem, ValueError):
        return None
