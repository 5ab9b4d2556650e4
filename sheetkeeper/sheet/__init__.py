"""The sheet model: form + character + rules → typed blocks, with no Qt and no ReportLab.

Every renderer (the Qt sheet, the party card, the PDF) shows these blocks; labels, ledger rows
and balances, encumbrance wording and warnings, and which states concern which track are worked
out here once, so the screen and the paper cannot disagree.
"""

from ..forms.labels import label_of, words
from .blocks import Block, SheetModel, block_of, build_sheet
from .ledger import LedgerRow, LedgerView, ledger_view
from .load import LoadView, load_view
from .places import Shown, element_for, locate, located
from .states import states_for

__all__ = [
    "Block", "LedgerRow", "LedgerView", "LoadView", "SheetModel", "Shown", "block_of",
    "build_sheet", "element_for", "label_of", "ledger_view", "load_view", "locate", "located",
    "states_for", "words",
]
