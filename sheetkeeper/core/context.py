"""What an action may need beyond the character: a random source, the time, the session."""

from __future__ import annotations

from datetime import datetime

from .dice import RandomSource, default_random
from .ledger import now


class Context:
    """What an action may need beyond the character: a random source, the time, the session."""

    def __init__(
        self,
        rng: RandomSource | None = None,
        at: datetime | None = None,
        session: str = "",
    ) -> None:
        self.rng = rng or default_random()
        self.at = at or now()
        self.session = session
