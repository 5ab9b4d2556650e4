"""Entry point of the bundled program."""

import sys

from sheetkeeper.cli.main import main

sys.exit(main())
