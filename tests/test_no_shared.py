"""Nothing in the repository reaches for a ``shared`` folder beside the checkout (issue 27,
item 8): a clone on a machine with only the repository runs every test and every tool.

The data the tests need is in ``tests/data`` (``tests.helpers.data``); this test scans the
sources of the program, the tests, the build and CI scripts and the benchmarks for a path
that climbs out of the repository into ``shared``, and fails naming each place.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCANNED = ("mtrdesk", "tests", "build", "benchmarks", ".ci", ".github")
#: Folders of generated files, never sources.
SKIPPED_PARTS = frozenset({"__pycache__", "dist", "work", ".mypy_cache"})
#: Data copied from outside (its READMEs describe the upstream repositories, not paths).
DATA = REPO / "tests" / "data"
THIS = Path(__file__).resolve()

#: The spellings of a path from inside the repository to the folder beside it.
REACHES_SHARED = re.compile(
    r"""
    \.\.[/\\]+shared\b                                  # "../shared", "..\shared"
  | /work/shared\b                                      # this machine's absolute place
  | \bparents?\b(\s*\[\s*\d+\s*\])?\s*/\s*["']shared["'] # Path(...).parents[3] / "shared"
  | ["']\.\.["']\s*,\s*["']shared["']                   # os.path.join(root, "..", "shared")
  | \.parent\b[^\n]*\bjoinpath\([^)\n]*["']shared["']   # root.parent.joinpath("shared")
  | /\.\./shared\b
    """,
    re.VERBOSE,
)


def sources() -> list[Path]:
    """Every text file of the scanned folders (binary files: fonts, images, .qm)."""
    found = []
    for folder in SCANNED:
        for path in sorted((REPO / folder).rglob("*")):
            if not path.is_file() or path == THIS or path.is_relative_to(DATA):
                continue
            if SKIPPED_PARTS.intersection(path.relative_to(REPO).parts):
                continue
            data = path.read_bytes()
            if b"\0" in data[:8192]:
                continue
            found.append(path)
    return found


def places(text: str) -> list[tuple[int, str]]:
    """Lines of ``text`` (numbered from 1) that reach for ``shared`` beside the repo."""
    return [
        (number, line.strip())
        for number, line in enumerate(text.splitlines(), 1)
        if REACHES_SHARED.search(line)
    ]


def test_no_source_reads_the_shared_folder_beside_the_repository() -> None:
    files = sources()
    assert len(files) > 300  # the scan saw the sources, not an empty tree
    bad = [
        f"{path.relative_to(REPO)}:{number}: {line}"
        for path in files
        for number, line in places(path.read_text("utf-8", errors="replace"))
    ]
    assert not bad, "paths outside the repository (use tests/data):\n" + "\n".join(bad)


@pytest.mark.parametrize(
    "line",
    [
        'CONFORMANCE = Path(__file__).resolve().parents[3] / "shared" / "conformance"',
        'SHARED = Path(__file__).resolve().parents[2] / "shared" / "decklists"',
        'CONFORMANCE = ROOT.parent / "shared" / "conformance"',
        'data = os.path.join(ROOT, "..", "shared", "decklists")',
        'data = ROOT.parent.joinpath("shared", "decklists")',
        "cp -r ../shared/conformance /tmp",
        "python bench.py /work/shared/decklists",
        "DATA=$(dirname $0)/../shared",
    ],
)
def test_each_spelling_of_the_path_is_caught(line: str) -> None:
    """The scan is only as good as its pattern: the lines that once read the folder."""
    assert places(line) == [(1, line)]


@pytest.mark.parametrize(
    "line",
    [
        "ProblemCode.SHARED_IN_TEAM",
        "shared = validate_team(decks)",
        'path = tmp_path / "shared.sqlite3"',
        "# File > Connect to a shared event database...",
        "from tests.helpers.data import CONFORMANCE  # tests/data/conformance",
    ],
)
def test_the_word_shared_alone_is_not_a_path(line: str) -> None:
    assert places(line) == []
