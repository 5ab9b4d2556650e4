"""A rule's source as the user reads it: the excerpt's words, without its number."""

from __future__ import annotations

import re

_NUMBER = re.compile(r"(?:^|\s*)\[?\b\d{3}\b\]?(?:-\d+(?:\s*#\d+)?)?:?\s*(?=[\"“'])|\s*\[\d+\]\s*")


def rule_words(source: str) -> str:
    """'[003] "GM calls for a roll…"' or '003 "GM calls for a roll…"' → '"GM calls for a
    roll…"': the excerpts' numbers mean nothing to a player."""
    return re.sub(r"\s{2,}", " ", _NUMBER.sub(" ", source)).strip()
