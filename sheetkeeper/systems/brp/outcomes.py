"""The outcomes of BRP contests and combined rolls in the game's words."""

from __future__ import annotations

from fractions import Fraction

from .results import BEST_FIRST, Degree

WIN = {d: f"Win with a {d.label.lower()}" for d in BEST_FIRST if d.succeeded}
LOSE = {d: f"Lose to a {d.label.lower()}" for d in BEST_FIRST if d.succeeded}
NO_WINNER = "No winner"

CONTEST_LABELS = (*WIN.values(), NO_WINNER, *reversed(LOSE.values()))
ACTIVE_LABELS = (*WIN.values(), "Lose", "Lose with a fumble")
PASSIVE_LABELS = ("Win: the other side fumbles", "Win", *reversed(LOSE.values()))
COMBINED_LABELS = ("Critical success", "Special success", "Success", "Partial success",
                   "Failure", "Fumble")


def contest_label(winner: str | None, d: Degree | None) -> str:
    if winner is None or d is None:
        return NO_WINNER
    return WIN[d] if winner == "us" else LOSE[d]


def active_label(d: Degree) -> str:
    if d.succeeded:
        return WIN[d]
    return "Lose with a fumble" if d == Degree.FUMBLE else "Lose"


def passive_label(e: Degree) -> str:
    if e.succeeded:
        return LOSE[e]
    return "Win: the other side fumbles" if e == Degree.FUMBLE else "Win"


def win_lose(won: Fraction, labels: tuple[str, str]) -> dict[str, Fraction]:
    return {labels[0]: won, labels[1]: 1 - won}


def resistance_labels(passive: bool) -> tuple[str, str]:
    return ("Resisted", "Overcome") if passive else ("Success", "Failure")


def success_labels(outcomes: dict[str, Fraction]) -> set[str]:
    return {k for k in outcomes if k.startswith(("Win", "Critical", "Special")) or k in (
        "Success", "Resisted")}
