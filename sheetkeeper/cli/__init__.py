"""The ``sheetkeeper`` command: the app with no arguments, or a subcommand."""
