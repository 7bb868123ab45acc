"""Every command of the README that answers in JSON prints nothing but JSON on standard output.

Each command runs in a process of its own, as an organizer's script runs it, so a library
that writes to the file descriptor itself is caught too: HiGHS 1.16 printed "Running HiGHS
1.16.0 ..." from its constructor into ``check-pairings --json`` on a multiplayer event.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.cli_helpers import REPO, run_cli

DECKLIST = """4 Lightning Bolt
4 Monastery Swiftspear
4 Goblin Guide
4 Lava Spike
4 Rift Bolt
4 Skewer the Critics
4 Light Up the Stage
4 Searing Blaze
4 Skullcrack
4 Eidolon of the Great Revel
20 Mountain

Sideboard
4 Path to Exile
4 Rest in Peace
4 Sanctifier en-Vec
3 Kor Firewalker
"""


def mtrdesk(*args: str, db: Path, ok: tuple[int, ...] = (0,)) -> str:
    """Standard output of ``python -m mtrdesk ARGS`` in a fresh process."""
    done = run_cli(*args, db=db, check=False)
    assert done.returncode in ok, done.stderr
    return done.stdout


def simulated(tmp_path: Path, structure: str, players: int) -> Path:
    out = tmp_path / f"{structure}-{players}.json"
    options = ("--players", str(players), "--seed", "3", "--structure", structure)
    mtrdesk("simulate", *options, "-o", str(out), db=tmp_path / "db.sqlite3")
    return out


def unfinished(path: Path) -> Path:
    """The event with its last round taken away, so ``pair`` has a round to pair."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rounds"] = data["rounds"][:-1]
    out = path.with_name(f"unfinished-{path.name}")
    out.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return out


def deck(tmp_path: Path) -> Path:
    path = tmp_path / "burn.txt"
    path.write_text(DECKLIST, encoding="utf-8")
    return path


def imported(tmp_path: Path) -> Path:
    db = tmp_path / "db.sqlite3"
    mtrdesk("import", str(simulated(tmp_path, "swiss", 12)), db=db)
    return db


Case = Callable[[Path], str]

#: Each README command that answers in JSON, run on a fresh event; multiplayer events go
#: through HiGHS (integer programming) in ``pair`` and ``check-pairings``.
CASES: dict[str, Case] = {
    "standings swiss": lambda t: mtrdesk("standings", str(simulated(t, "swiss", 12)), db=t / "db"),
    "standings multiplayer": lambda t: mtrdesk(
        "standings", str(simulated(t, "multiplayer", 16)), db=t / "db"
    ),
    "pair swiss": lambda t: mtrdesk(
        "pair", str(unfinished(simulated(t, "swiss", 12))), db=t / "db"
    ),
    "pair multiplayer": lambda t: mtrdesk(
        "pair", str(unfinished(simulated(t, "multiplayer", 16))), db=t / "db"
    ),
    "check-pairings swiss": lambda t: mtrdesk(
        "check-pairings", str(simulated(t, "swiss", 12)), "--json", db=t / "db", ok=(0, 1)
    ),
    "check-pairings multiplayer": lambda t: mtrdesk(
        "check-pairings", str(simulated(t, "multiplayer", 16)), "--json", db=t / "db", ok=(0, 1)
    ),
    "events": lambda t: mtrdesk("events", db=imported(t)),
    "draft-plan": lambda t: mtrdesk(
        "draft-plan", "--kind", "booster", "--profile", "ja-2016", db=t / "db"
    ),
    "check-deck": lambda t: mtrdesk(
        "check-deck", str(deck(t)), "--format", "modern", db=t / "db", ok=(0, 1)
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_standard_output_is_only_json(tmp_path: Path, case: str) -> None:
    out = CASES[case](tmp_path)
    parsed: Any = json.loads(out)  # raises on a banner or any other stray line
    assert parsed, f"{case}: empty JSON"


def test_every_json_command_of_the_readme_is_run_here() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `mtrdesk ([a-z-]+)([^\n]*)$", readme, flags=re.MULTILINE)
    json_commands = {command for command, row in rows if "JSON" in row or "--json" in row}
    assert json_commands >= {"standings", "pair", "check-pairings", "events", "check-deck"}
    covered = {case.split()[0] for case in CASES}
    assert json_commands <= covered, f"JSON commands not checked: {json_commands - covered}"


def test_multiplayer_check_uses_integer_programming(tmp_path: Path) -> None:
    """The case that printed HiGHS's banner: its optimum proven by the solver."""
    report = json.loads(CASES["check-pairings multiplayer"](tmp_path))
    assert report["verified"]
