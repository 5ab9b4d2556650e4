"""What a fillable sheet carries about where it came from: the character's game system and
name, a hash of the saved character it was printed from (its version), and every field's
value as printed. Import reads it back to tell what the player changed at the table."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

from ..core.character import CharacterBase

KEY = "/SheetKeeperSheet"
"""The document-information entry holding the stamp (JSON)."""


def version_of(character: CharacterBase) -> str:
    """A hash of the saved character: equal exactly when nothing about it has changed."""
    return hashlib.sha256(character.model_dump_json().encode()).hexdigest()[:20]


@dataclass(frozen=True)
class Stamp:
    system: str
    name: str
    version: str
    printed: dict[str, str]
    """Every form field's value as printed."""
    file: str = ""
    """The character file's name when it was printed from one (to find it again)."""

    def to_json(self) -> str:
        return json.dumps({"system": self.system, "name": self.name, "version": self.version,
                           "file": self.file, "fields": self.printed}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Stamp:
        data = json.loads(text)
        fields = data.get("fields") or {}
        if not isinstance(fields, dict):
            raise ValueError("fields is not a table")
        return cls(str(data["system"]), str(data.get("name", "")), str(data.get("version", "")),
                   {str(k): str(v) for k, v in fields.items()}, str(data.get("file", "")))
