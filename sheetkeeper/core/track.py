"""Status tracks: a row of boxes marked from the left (``/``) and from the right (``\\``).

Where the two markings meet a box holds both marks and is drawn ``X``. The track knows
nothing of injuries or doses; it reports what happened (:class:`TrackChange`) and each game
system gives that its meaning (Rainworld injury/stun, trauma/shock, addiction/doses).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Side = Literal["left", "right"]


class Track(BaseModel):
    """``left`` boxes are marked from the left edge, ``right`` boxes from the right edge."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    length: int = Field(10, ge=1, le=100)
    left: int = Field(0, ge=0)
    right: int = Field(0, ge=0)

    @model_validator(mode="after")
    def _within_length(self) -> Track:
        if self.left > self.length or self.right > self.length:
            raise ValueError(
                f"a track of {self.length} boxes cannot hold {max(self.left, self.right)} marks"
            )
        return self

    @property
    def overlap(self) -> int:
        """Boxes marked from both sides (drawn ``X``): max(0, left + right - length)."""
        return max(0, self.left + self.right - self.length)

    @property
    def free(self) -> int:
        return max(0, self.length - self.left - self.right)

    @property
    def left_full(self) -> bool:
        return self.left >= self.length

    @property
    def right_full(self) -> bool:
        return self.right >= self.length

    def count(self, side: Side) -> int:
        return self.left if side == "left" else self.right

    def box(self, index: int) -> str:
        """The mark in box ``index`` (0-based from the left): '', '/', '\\' or 'X'."""
        from_left = index < self.left
        from_right = index >= self.length - self.right
        if from_left and from_right:
            return "X"
        if from_left:
            return "/"
        if from_right:
            return "\\"
        return ""

    def boxes(self) -> list[str]:
        return [self.box(i) for i in range(self.length)]

    def set(self, side: Side, count: int) -> tuple[Track, TrackChange]:
        """Set the marks from one side to ``count`` (clamped to 0..length)."""
        count = max(0, min(self.length, count))
        new = self.model_copy(update={side: count})
        return new, TrackChange.between(self, new)

    def mark(self, side: Side, amount: int = 1) -> tuple[Track, TrackChange]:
        """Add ``amount`` marks from one side (negative amounts clear); clamped to the length."""
        return self.set(side, self.count(side) + amount)

    def clear(self, side: Side | None = None) -> tuple[Track, TrackChange]:
        if side is None:
            new = self.model_copy(update={"left": 0, "right": 0})
            return new, TrackChange.between(self, new)
        return self.set(side, 0)

    def click(self, index: int, side: Side) -> tuple[Track, TrackChange]:
        """Paper-like clicking: mark up to box ``index`` from ``side``; clicking the last
        marked box of that side clears it back (so a box can always be unmarked)."""
        wanted = index + 1 if side == "left" else self.length - index
        if self.count(side) == wanted:
            wanted -= 1
        return self.set(side, wanted)


@dataclass(frozen=True)
class TrackChange:
    """What one change did to a track, for the game system to interpret."""

    left_delta: int
    right_delta: int
    overlap_before: int
    overlap_after: int
    left_full: bool
    right_full: bool

    @classmethod
    def between(cls, old: Track, new: Track) -> TrackChange:
        return cls(
            left_delta=new.left - old.left,
            right_delta=new.right - old.right,
            overlap_before=old.overlap,
            overlap_after=new.overlap,
            left_full=new.left_full and not old.left_full,
            right_full=new.right_full and not old.right_full,
        )

    @property
    def filled_from_left(self) -> bool:
        """The left marks just reached the full length."""
        return self.left_full

    @property
    def filled_from_right(self) -> bool:
        return self.right_full

    @property
    def overlap_begun(self) -> bool:
        return self.overlap_before == 0 and self.overlap_after > 0

    @property
    def changed(self) -> bool:
        return bool(self.left_delta or self.right_delta)
