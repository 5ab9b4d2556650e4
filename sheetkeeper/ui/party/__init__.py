"""The GM's party view: the dashboard tab, the end-of-session wizard, the initiative helper.

The two dialogs are imported on first use (PEP 562): start-up shows only the dashboard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .view import PartyView, documents_for

if TYPE_CHECKING:
    from .initiative import InitiativeDialog
    from .session_wizard import EndOfSessionWizard

__all__ = ["EndOfSessionWizard", "InitiativeDialog", "PartyView", "documents_for"]


def __getattr__(name: str):
    if name == "EndOfSessionWizard":
        from .session_wizard import EndOfSessionWizard

        return EndOfSessionWizard
    if name == "InitiativeDialog":
        from .initiative import InitiativeDialog

        return InitiativeDialog
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
