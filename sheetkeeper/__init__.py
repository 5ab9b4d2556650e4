"""SheetKeeper: a desktop character-sheet manager for tabletop role-playing games."""

__version__ = "0.2.0.dev0"
