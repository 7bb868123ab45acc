"""Small events for the crosstable's tests (issue 31): a simulated Swiss event of up to 32
players with Japanese names, player IDs and e-mails (which no crosstable may show), as an
event-file document, a file, or imported into a database."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event

FAMILIES = ("山田", "鈴木", "佐藤", "高橋", "田中", "伊藤", "渡辺", "中村")
GIVENS = ("太郎", "花子", "一郎", "さくら")


def japanese_name(n: int) -> tuple[str, str]:
    """Player ``n`` (from 0): 32 different Japanese names."""
    return FAMILIES[n % len(FAMILIES)], f"{GIVENS[n // len(FAMILIES) % len(GIVENS)]}{n:02d}"


def small_document(players: int = 31, rounds: int = 5, seed: int = 3) -> dict[str, Any]:
    """A finished Swiss event of ``players`` entered at round 1 (seed 3 adds a late
    entrant in round 3, and three drops after round 1: 32 lines by default), with Japanese
    names, IDs ``ID0000..`` and e-mails ``p0@example.com..``."""
    simulated = simulate_event(
        Simulation(players=players, seed=seed, rounds=rounds, structure=Structure.SWISS)
    )
    document = document_to_dict(simulated)
    document["event"]["name"] = "木曜スタンダード"
    for n, player in enumerate(document["players"]):
        player["family"], player["given"] = japanese_name(n)
        player["player_id"] = f"ID{n:04d}"
        player["email"] = f"p{n}@example.com"
    return document


def small_file(folder: Path, players: int = 31, rounds: int = 5, name: str = "small") -> Path:
    """``small_document`` written as an event file in ``folder``."""
    path = folder / f"{name}.mtrdesk"
    path.write_text(json.dumps(small_document(players, rounds), ensure_ascii=False), "utf-8")
    return path


def small_database(path: Path, players: int = 31, rounds: int = 5) -> int:
    """A new database at ``path`` holding ``small_document`` imported (as File ▸ Import
    event… does); the event's id."""
    from mtrdesk.services.event_file.interchange import import_event
    from tests.helpers.empty_database import empty_database
    from tests.helpers.services_support import open_services

    with open_services(empty_database(path)) as services:
        return import_event(services, small_document(players, rounds))
