"""Pools and counters (current of maximum) and ladders (a level on a short scale).

GRIMWIRE Condition may fall to -10 and below, Focus may go negative; Rainworld Click resets
to its stat. Floors and temporary additions cover those without system-specific types.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator


class Pool(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    current: int = 0
    maximum: int = Field(0, ge=0)
    floor: int | None = 0
    """Lowest allowed value; ``None`` means unbounded below."""
    temporary: int = Field(0, ge=0)
    """Temporary additions above the maximum (GRIMWIRE temporary Condition)."""

    @model_validator(mode="after")
    def _in_range(self) -> Pool:
        if self.floor is not None and self.current < self.floor:
            raise ValueError(f"{self.current} is below the floor of {self.floor}")
        if self.current > self.ceiling:
            raise ValueError(f"{self.current} is above the maximum of {self.ceiling}")
        return self

    @property
    def ceiling(self) -> int:
        return self.maximum + self.temporary

    def clamp(self, value: int) -> int:
        value = min(self.ceiling, value)
        return value if self.floor is None else max(self.floor, value)

    def set(self, value: int) -> Pool:
        return self.model_copy(update={"current": self.clamp(value)})

    def add(self, amount: int) -> Pool:
        return self.set(self.current + amount)

    def refill(self) -> Pool:
        return self.set(self.maximum)

    def with_maximum(self, maximum: int) -> Pool:
        """Change the maximum; the current value is clamped into the new range."""
        new = self.model_copy(update={"maximum": max(0, maximum)})
        return new.model_copy(update={"current": new.clamp(self.current)})


class Ladder(BaseModel):
    """A level on a fixed scale (GRIMWIRE burnout 0-4), plus temporary levels."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    level: int = Field(0, ge=0)
    top: int = Field(4, ge=1)
    temporary: int = Field(0, ge=0)

    @model_validator(mode="after")
    def _in_range(self) -> Ladder:
        if self.level > self.top:
            raise ValueError(f"level {self.level} is above the top of the ladder ({self.top})")
        return self

    @property
    def effective(self) -> int:
        return min(self.top, self.level + self.temporary)

    def set(self, level: int) -> Ladder:
        return self.model_copy(update={"level": max(0, min(self.top, level))})

    def step(self, amount: int) -> Ladder:
        return self.set(self.level + amount)
