"""Learning hours that go toward courses rather than come from a granted balance.

In some games hours are granted and spent from one balance (GRIMWIRE's learning hours per
level), and "hours left" is that balance. In others nothing grants hours: they are put into
a course, and each course needs its own number of hours (Basic Roleplaying's training and
research [004 "train for hours equal to their current skill rank"]). There "hours left" has
no meaning (it would read negative); what the sheet shows is each course's hours spent of
hours needed. A system whose hours go to courses answers ``Rules.courses`` with them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .words import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Course:
    subject: str
    """The ledger's subject for its hours ("training: Ride")."""
    label: str
    """The course in the game's words ("Ride (training)")."""
    done: int
    """Hours spent on it and not yet used up by finishing it."""
    needed: int

    def progress(self) -> str:
        """"30 of 45 hours", or "45 of 45 hours: ready to finish"."""
        said = (QT_TRANSLATE_NOOP("Rules", "{done} of {needed} hours: ready to finish") if self.done >= self.needed
                else QT_TRANSLATE_NOOP("Rules", "{done} of {needed} hours"))
        return said.format(done=self.done, needed=self.needed)
