"""``python -m mtrdesk``: the command line; with no subcommand it opens the window."""

import sys

from mtrdesk.cli import main

sys.exit(main())
