"""The merge of a character or a party: the result, its conflicts, its findings.

    >>> m = merge_characters(base, mine, theirs)
    >>> [str(c) for c in m.conflicts]
    ['Body: injury 2 → 4 here, 2 → 3 there']
    >>> m.resolve({"body.left": "theirs"}).character.body.left
    3

Until a conflict is resolved the result holds *mine* there, so it is always a whole, valid
sheet. A field-by-field result that breaks a rule of the model (a pool's current above its
maximum, a technique's progress above its effort) is merged again with that record taken
whole from one side, as one conflict.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ValidationError

from ..core.actions import Finding
from ..core.campaign import Campaign
from ..core.character import CharacterBase
from .rows import keyed
from .tree import MISSING, Merger, Path, Side, key_of
from .words import Conflict, describe, labels

_ROUNDS = 20


class MergeProblem(ValueError):
    """Two files that cannot be merged (different games, a character and a party)."""


@dataclass(frozen=True)
class Merge:
    character: Any
    """The merged character (or :class:`Campaign` for a party)."""
    conflicts: list[Conflict]
    """Values both sides changed differently and no choice settles yet."""
    findings: list[Finding]
    """What the rules say of the merged sheet (XP overspent on the two sides together...)."""
    notes: list[str] = field(default_factory=list)
    choices: dict[str, Side] = field(default_factory=dict)
    _inputs: tuple[Any, ...] = field(default=(), repr=False, compare=False)

    @property
    def clean(self) -> bool:
        return not self.conflicts

    def resolve(self, choices: Mapping[str, Side], *, rest: Side | None = None) -> Merge:
        """The merge again with ``choices`` (conflict key -> "mine" or "theirs"); with
        ``rest`` every conflict not named is settled for that side too."""
        bad = [k for k, v in choices.items() if v not in ("mine", "theirs")]
        if bad:
            raise MergeProblem(f"choose 'mine' or 'theirs' for {bad[0]}")
        chosen = {**self.choices, **choices}
        if rest is not None:
            chosen.update({c.key: rest for c in self.conflicts if c.key not in chosen})
        model, system_id, base, mine, theirs, atomic = self._inputs
        return _run(model, system_id, base, mine, theirs, chosen, set(atomic))


def merge_characters(
    base: CharacterBase | None, mine: CharacterBase, theirs: CharacterBase
) -> Merge:
    """Three-way merge; with no base (never recorded) every difference is a conflict."""
    if mine.system != theirs.system:
        raise MergeProblem(
            f"these are characters of two different games ({mine.system} and {theirs.system})"
        )
    base_tree = base.model_dump(mode="json") if base is not None and base.system == mine.system else MISSING
    return _run(
        type(mine), mine.system, base_tree, mine.model_dump(mode="json"),
        theirs.model_dump(mode="json"), {}, set(),
    )


def merge_campaigns(base: Campaign | None, mine: Campaign, theirs: Campaign) -> Merge:
    base_tree = base.model_dump(mode="json") if base is not None else MISSING
    return _run(
        Campaign, None, base_tree, mine.model_dump(mode="json"), theirs.model_dump(mode="json"), {}, set()
    )


def _run(
    model: type[BaseModel], system_id: str | None, base: Any, mine: Any, theirs: Any,
    choices: dict[str, Side], atomic: set[str],
) -> Merge:
    for _ in range(_ROUNDS):
        merger = Merger(choices=choices, atomic=atomic)
        tree = merger.merge(base, mine, theirs)
        try:
            result = model.model_validate(tree)
            break
        except ValidationError as error:
            where = _merge_path(tree, error.errors()[0]["loc"])
            while key_of(where) in atomic and where:
                where = where[:-1]
            if key_of(where) in atomic:
                raise MergeProblem("the two versions cannot be put together") from None
            atomic.add(key_of(where))
    else:  # pragma: no cover - every round makes one more record whole
        raise MergeProblem("the two versions cannot be put together")
    bound = labels(system_id)
    open_conflicts = [describe(c, system_id, bound) for c in merger.conflicts if c.key not in choices]
    return Merge(
        result, open_conflicts, _findings(result), list(merger.notes), dict(choices),
        (model, system_id, base, mine, theirs, frozenset(atomic)),
    )


def _merge_path(tree: Any, loc: tuple) -> Path:
    """A validation error's location (list indices) as a merge path (row identities)."""
    path: list[str] = []
    node = tree
    for step in loc:
        if isinstance(node, list) and isinstance(step, int) and step < len(node):
            path.append(list(keyed(node))[step])
            node = node[step]
        elif isinstance(node, dict) and step in node:
            path.append(str(step))
            node = node[step]
        else:
            break
    return tuple(path)


def _findings(result: Any) -> list[Finding]:
    if not isinstance(result, CharacterBase):
        return []
    from ..core.registry import system_of
    from ..forms import form_for
    from ..sheet import located

    findings = system_of(result).rules.validate(result)
    ledger = result.ledger
    if ledger.xp_available < 0:
        findings.append(Finding(
            "XP", f"{ledger.xp_spent} XP spent but only {ledger.xp_earned} earned: the two versions "
            f"together spend {-ledger.xp_available} more than the character has; reverse a spend "
            "or award the difference",
        ))
    if ledger.hours_remaining < 0 and system_of(result).rules.courses(result) is None:
        findings.append(Finding(
            "learning hours", f"{ledger.hours_spent} hours spent but only {ledger.hours_granted} "
            f"granted: the two versions together spend {-ledger.hours_remaining} more than granted",
        ))
    return located(form_for(result.system), result, findings)


__all__ = ["Conflict", "Merge", "MergeProblem", "merge_campaigns", "merge_characters"]
