"""What a command-line command raises for a mistake the user can fix: printed as one line,
exit status 2. Its own module, so the commands that live beside the paper (``export``) and
the ``cli`` package both raise it without importing each other."""

from __future__ import annotations


class UserError(Exception):
    pass
