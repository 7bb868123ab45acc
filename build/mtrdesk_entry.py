"""PyInstaller's entry script: the same ``main`` as the ``mtrdesk`` command."""

import sys

from mtrdesk.cli import main

sys.exit(main())
