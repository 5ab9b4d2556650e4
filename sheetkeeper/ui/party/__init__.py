"""The GM's party view: the dashboard tab, the end-of-session wizard, the initiative helper."""

from .initiative import InitiativeDialog
from .session_wizard import EndOfSessionWizard
from .view import PartyView, documents_for

__all__ = ["EndOfSessionWizard", "InitiativeDialog", "PartyView", "documents_for"]
