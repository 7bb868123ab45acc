"""Where the tests' real data lives: ``tests/data`` inside the repository (issue 27, item
8: a clone on a machine with nothing beside it runs every test).

``conformance``: ten real Swiss events with their published standings; ``decklists``: 400
decklists as players paste them, with their index and the MTR 2023-08-21 banned lists.
Each folder's README says where the data comes from and what it holds.
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data"
CONFORMANCE = DATA / "conformance"
DECKLISTS = DATA / "decklists"
