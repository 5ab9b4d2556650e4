"""Read a fillable sheet back after it was filled in a PDF viewer: its stamp (which
character and version it was printed from) and the value of every form field."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pypdf import PdfReader
from pypdf.errors import PdfReadError
from pypdf.generic import NameObject

from .stamp import KEY, Stamp


class ImportProblem(ValueError):
    """The filled sheet cannot be imported; the message says why, in plain words."""


@dataclass(frozen=True)
class FilledSheet:
    stamp: Stamp
    values: dict[str, str]


def read_filled(path: str | Path) -> FilledSheet:
    path = Path(path)
    if not path.is_file():
        raise ImportProblem(f"{path}: there is no such file")
    try:
        reader = PdfReader(path)
        meta = reader.metadata or {}
        raw = meta.get(KEY)
        fields = reader.get_fields() or {}
    except (PdfReadError, OSError, ValueError, KeyError, TypeError) as error:
        raise ImportProblem(f"{path}: this is not a PDF that can be read ({error})") from None
    if not raw:
        raise ImportProblem(
            f"{path}: this PDF is not a fillable sheet of one character made by SheetKeeper "
            "(it does not say which character it was printed for). Export one with "
            "'sheetkeeper export CHARACTER.skchar --fillable' (a party book cannot be imported "
            "back; export each character's sheet)")
    try:
        stamp = Stamp.from_json(str(raw))
    except (ValueError, KeyError, TypeError) as error:
        raise ImportProblem(f"{path}: the sheet's record of its character is damaged ({error})"
                            ) from None
    values = {str(name): _value(field.get("/V")) for name, field in fields.items()}
    return FilledSheet(stamp, values)


def _value(raw: object) -> str:
    """A field's value as the sheet's own values are written: text as typed, a checkbox as
    'Yes' or 'Off'."""
    if raw is None:
        return ""
    if isinstance(raw, NameObject):
        return "Off" if str(raw) == "/Off" else "Yes"
    return str(raw).replace("\r\n", "\n").replace("\r", "\n")
