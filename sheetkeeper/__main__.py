"""``python -m sheetkeeper``: the same as the ``sheetkeeper`` command."""

import sys

from .cli.main import main

sys.exit(main())
