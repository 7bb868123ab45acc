"""Every command of the README that answers in JSON prints nothing but JSON on standard output.

Each command runs in a process of its own, as an organizer's script runs it, so a library
that writes to the file descriptor itself is caught too: HiGHS 1.16 printed "Running HiGHS
1.16.0 ..." from its constructor into ``check-pairings --json`` on a multiplayer event.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.cli_helpers import REPO, run_cli_process
from tests.helpers.decklist_samples import BOROS_BURN


def mtrdesk(*args: str, db: Path, ok: tuple[int, ...] = (0,)) -> str:
    """Standard output of ``python -m mtrdesk ARGS`` in a fresh process."""
    done = run_cli_process(*args, db=db, check=False)
    assert done.returncode in ok, done.stderr
    return done.stdout


def unfinished(path: Path) -> Path:
    """The event with its last round taken away, so ``pair`` has a round to pair."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rounds"] = data["rounds"][:-1]
    out = path.with_name(f"unfinished-{path.name}")
    out.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return out


def copied(db: Path) -> Path:
    """A copy of the database to restore from (any mtrdesk database file will do)."""
    copy = db.with_name(f"copy-{db.name}")
    copy.write_bytes(db.read_bytes())
    return copy


@dataclass(frozen=True)
class Inputs:
    """What the commands read, written once for the module: a finished Swiss event of 12
    and a multiplayer event of 16 (each also without its last round), a database holding
    the Swiss one, and a decklist."""

    swiss: Path
    multiplayer: Path
    swiss_unfinished: Path
    multiplayer_unfinished: Path
    db: Path
    deck: Path


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> Inputs:
    folder = tmp_path_factory.mktemp("json-output")
    db = folder / "db.sqlite3"
    files = {}
    for structure, players in (("swiss", 12), ("multiplayer", 16)):
        files[structure] = folder / f"{structure}.json"
        options = ("--players", str(players), "--seed", "3", "--structure", structure)
        mtrdesk("simulate", *options, "-o", str(files[structure]), db=db)
    mtrdesk("import", "--create", str(files["swiss"]), db=db)
    deck = folder / "burn.txt"
    deck.write_text(BOROS_BURN, encoding="utf-8")
    return Inputs(
        files["swiss"],
        files["multiplayer"],
        unfinished(files["swiss"]),
        unfinished(files["multiplayer"]),
        db,
        deck,
    )


Case = Callable[[Inputs], str]

#: Each README command that answers in JSON; multiplayer events go through HiGHS (integer
#: programming) in ``pair`` and ``check-pairings``.
CASES: dict[str, Case] = {
    "standings swiss": lambda i: mtrdesk("standings", str(i.swiss), db=i.db),
    "standings multiplayer": lambda i: mtrdesk("standings", str(i.multiplayer), db=i.db),
    "pair swiss": lambda i: mtrdesk("pair", str(i.swiss_unfinished), db=i.db),
    "pair multiplayer": lambda i: mtrdesk("pair", str(i.multiplayer_unfinished), db=i.db),
    "check-pairings swiss": lambda i: mtrdesk(
        "check-pairings", str(i.swiss), "--json", db=i.db, ok=(0, 1)
    ),
    "check-pairings multiplayer": lambda i: mtrdesk(
        "check-pairings", str(i.multiplayer), "--json", db=i.db, ok=(0, 1)
    ),
    "events": lambda i: mtrdesk("events", db=i.db),
    "backups": lambda i: mtrdesk("backups", db=i.db),
    "restore": lambda i: mtrdesk("restore", str(copied(i.db)), "--event", "1", db=i.db),
    "draft-plan": lambda i: mtrdesk(
        "draft-plan", "--kind", "booster", "--profile", "ja-2016", db=i.db
    ),
    "check-deck": lambda i: mtrdesk(
        "check-deck", str(i.deck), "--format", "modern", db=i.db, ok=(0, 1)
    ),
    "event create": lambda i: mtrdesk("event", "create", "JSON check", db=i.db),
    "player add": lambda i: mtrdesk("player", "add", str(new_event(i.db)), "Lee", "Min", db=i.db),
    "round show": lambda i: mtrdesk("round", "show", "1", "--round", "2", db=i.db),
    "copy-store": lambda i: mtrdesk(
        "copy-store", str(i.db), str(i.db.with_name("copied.sqlite3")), db=i.db
    ),
    "audit-head": lambda i: mtrdesk("audit-head", db=i.db),
    "eventlink-invites": lambda i: mtrdesk(
        "eventlink-invites", "1", "-o", str(i.db.with_name("invites.csv")), db=i.db
    ),
    "audit-check": lambda i: mtrdesk(
        "audit-check", json.loads(mtrdesk("audit-head", db=i.db))["code"], db=i.db
    ),
    "registration": lambda i: mtrdesk("registration", "1", "--open", "--list", db=i.db),
    "roster": lambda i: mtrdesk("roster", "list", "--search", "a", db=i.db),
}


def new_event(db: Path) -> int:
    """A new event of the database, for the commands that change one."""
    made: Any = json.loads(mtrdesk("event", "create", "JSON player check", db=db))
    return int(made["event"])


@pytest.mark.parametrize("case", sorted(CASES))
def test_standard_output_is_only_json(inputs: Inputs, case: str) -> None:
    out = CASES[case](inputs)
    parsed: Any = json.loads(out)  # raises on a banner or any other stray line
    assert parsed, f"{case}: empty JSON"


def test_every_json_command_of_the_readme_is_run_here() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `mtrdesk ([a-z-]+)([^\n]*)$", readme, flags=re.MULTILINE)
    json_commands = {command for command, row in rows if "JSON" in row or "--json" in row}
    assert json_commands >= {"standings", "pair", "check-pairings", "events", "check-deck"}
    covered = {case.split()[0] for case in CASES}
    assert json_commands <= covered, f"JSON commands not checked: {json_commands - covered}"


def test_multiplayer_check_uses_integer_programming(inputs: Inputs) -> None:
    """The case that printed HiGHS's banner: its optimum proven by the solver."""
    report = json.loads(CASES["check-pairings multiplayer"](inputs))
    assert report["verified"]
