"""``mtrdesk import`` reads a sound event file in one pass against its schema, as
``standings`` does (issue 33): the long way (the whole JSON value decoded, then its
fields read) only for a file that pass refuses, so the refusal's words stay its own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtrdesk.cli import main
from mtrdesk.core.event_file import reader
from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from tests.helpers.empty_database import empty_database


def test_a_sound_file_is_imported_without_the_long_way(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "event.mtrdesk"
    document = document_to_dict(simulate_event(Simulation(players=8, seed=2, rounds=2)))
    source.write_text(json.dumps(document), encoding="utf-8")
    empty_database(tmp_path / "db.sqlite3")
    long_way: list[object] = []
    monkeypatch.setattr(reader, "document_from_dict", lambda *a: long_way.append(a))
    assert main(["import", str(source), "--db", str(tmp_path / "db.sqlite3")]) == 0
    assert json.loads(capsys.readouterr().out) == {"event": 1} and long_way == []
