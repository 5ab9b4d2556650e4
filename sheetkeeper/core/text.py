"""Text fields: every user string is normalised to NFC and bounded in length.

NFC keeps "é" typed on one keyboard equal to "é" pasted from another, in files, on screen
and in PDF text extraction.
"""

from __future__ import annotations

import unicodedata
from typing import Annotated

from pydantic import AfterValidator, Field


def nfc(value: str) -> str:
    return unicodedata.normalize("NFC", value)


Name = Annotated[str, Field(max_length=200), AfterValidator(nfc)]
Text = Annotated[str, Field(max_length=2_000), AfterValidator(nfc)]
LongText = Annotated[str, Field(max_length=200_000), AfterValidator(nfc)]
