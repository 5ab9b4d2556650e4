"""Files on disk: character and campaign envelopes, atomic saves, backups, migrations."""

from .campaign_file import MemberSlot, OpenedCampaign, load_campaign, save_campaign
from .errors import ChangedOnDisk, FileProblem, LoadError, SaveError
from .files import Opened, load_character, save_character
from .fingerprint import ABSENT, Fingerprint

__all__ = [
    "ABSENT",
    "ChangedOnDisk",
    "Fingerprint",
    "FileProblem",
    "LoadError",
    "MemberSlot",
    "Opened",
    "OpenedCampaign",
    "SaveError",
    "load_campaign",
    "load_character",
    "save_campaign",
    "save_character",
]
