"""Dialogs of the sheet: Award XP and Advance."""

from .advance import AdvanceDialog
from .award_xp import AwardXpDialog

__all__ = ["AdvanceDialog", "AwardXpDialog"]
