"""Events for the sheet-layout test (issue 32): simulated Swiss events of 8, 64 and 512
players under the longest Japanese names of the test data (four-character family names,
long given names, ``tests.helpers.laptop_screen``), with readings, one name without a
reading (林, filed under その他) and an event name that already holds its format."""

from __future__ import annotations

from functools import cache
from typing import Any

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from mtrdesk.services.event_file.reading import EventHistory, history_from_json
from tests.helpers.laptop_screen import EVENT_NAME, FAMILIES, GIVENS, READINGS

#: The given names' readings (ひなた and Alexander as written).
GIVEN_READINGS = {
    "龍之介左衛門": "りゅうのすけざえもん",
    "美咲希乃花": "みさきのか",
    "健太郎丸": "けんたろうまる",
    "翔太朗輝": "しょうたろうき",
    "ひなた": "ひなた",
    "Alexander": "あれくさんだー",
}


def japanese_document(
    players: int, structure: Structure = Structure.SWISS, rounds: int = 3, seed: int = 7
) -> dict[str, Any]:
    """A simulated event of ``players`` (Swiss by default; teams, Two-Headed Giant,
    multiplayer pods) with every round reported, renamed: player ``n`` is a long family
    and given name with its reading, the last without one; teams have long names."""
    simulated = simulate_event(
        Simulation(players=players, seed=seed, rounds=rounds, structure=structure)
    )
    document = document_to_dict(simulated)
    document["event"].update({"name": EVENT_NAME, "format": "modern"})
    entries = document["players"]
    for n, player in enumerate(entries):
        family = FAMILIES[n % len(FAMILIES)]
        given = GIVENS[n // len(FAMILIES) % len(GIVENS)]
        player["family"], player["given"] = family, given
        player["reading"] = f"{READINGS[family]} {GIVEN_READINGS[given]}"
    entries[-1].update({"family": "林", "given": "", "reading": ""})
    for n, team in enumerate(document.get("teams") or []):
        team["name"] = f"チーム{FAMILIES[n % len(FAMILIES)]}ドラゴンズ{n:02d}"
    return document


@cache
def japanese_event(players: int, structure: Structure = Structure.SWISS) -> EventHistory:
    """``japanese_document(players, structure)`` read as the command line reads an event
    file (built once per worker)."""
    return history_from_json(japanese_document(players, structure))
