"""The command line's JSON is ``json.dumps(..., ensure_ascii=False, indent=2)`` to the
character, though made in C (issue 33: ``cli.files.json_text``), and the collector is on
again after a file command paused it (``cli.files.collector_paused``)."""

from __future__ import annotations

import gc
import json
from pathlib import Path
from typing import Any

import pytest

from mtrdesk.cli import main
from mtrdesk.cli.files import collector_paused, json_text
from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event

VALUES: list[Any] = [
    [],
    {},
    [[]],
    [{}],
    [{"rank": 1, "player": "宮本 大輔", "points": 36, "omwp": 0.6234567890123456, "gwp": 1.0}],
    {"small": 1e-05, "large": 1e22, "sum": 0.1 + 0.2, "least": 5e-324, "negative": -0.0},
    {"big": 10**30, "none": None, "yes": True, "no": False},
    {"quote": 'a"b\\c\n\t\x1f\x7f\u2028', "日本": [1, [2, []], {}], "a b": {"c": [1, 2]}},
    "é",
    3,
    None,
    [float("nan"), float("inf"), -float("inf")],  # not JSON: written the slow way
    {"lone": "\ud800"},  # no UTF-8: written the slow way
    # Rows msgspec writes itself (``_plain_rows``): floats at the edges of repr's fixed
    # notation, every kind of character, lists of texts; and rows that take json.
    [{"a": 1e-4, "b": 0.00010000000000000002, "c": 9.99999999999999e14, "d": -0.0}],
    [{"a": 9.999999999999999e-05}],
    [{"a": 999999999999999.9, "b": 1e15, "c": 9999999999999998.0, "d": -1e16}],
    [{"t": "".join(map(chr, range(0xD800))), "u": "".join(map(chr, range(0xE000, 0x10000)))}],
    [{"team": "東京", "members": ["宮本 大輔", "", "Tropée\n"], "omwp": 1 / 3, "n": None}],
    [{"lone": "\ud800", "rank": 1}],
    [{"rank": 1, "omwp": float("nan")}],
    [{"rank": 1, "gwp": float("inf")}],
    [{"nested": {"x": 1}}, {"rank": 2}],
    [{"members": [1, 2]}],
    [{1: "key"}],
    [{"big": 2**70, "yes": True, "no": False}],
]


@pytest.mark.parametrize("value", VALUES, ids=range(len(VALUES)))
def test_json_text_is_what_json_writes(value: Any) -> None:
    assert json_text(value) == json.dumps(value, ensure_ascii=False, indent=2)


def test_the_collector_runs_again_after_a_pause() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():  # nested: still off, and off again after
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_what_was_built_is_frozen_when_asked() -> None:
    frozen = gc.get_freeze_count()
    with collector_paused(freeze=True):
        built = [[i] for i in range(10)]
    assert gc.isenabled() and gc.get_freeze_count() >= frozen + len(built)
    gc.unfreeze()  # this process goes on: its garbage is collected again


def test_a_refusal_inside_leaves_the_collector_on() -> None:
    with pytest.raises(ValueError), collector_paused():
        raise ValueError("refused")
    assert gc.isenabled()


def test_a_file_command_run_in_process_leaves_the_collector_on(tmp_path: Path) -> None:
    """``mtrdesk standings`` pauses the collector for the whole command (``cli.main``);
    a program running it in its own process has it back, refused or not, and nothing
    frozen (only the process's own command line freezes)."""
    frozen = gc.get_freeze_count()
    source = tmp_path / "event.mtrdesk"
    document = document_to_dict(simulate_event(Simulation(players=8, seed=3, rounds=2)))
    source.write_text(json.dumps(document), encoding="utf-8")
    assert main(["standings", str(source)]) == 0
    assert gc.isenabled()
    assert main(["standings", str(tmp_path / "missing.mtrdesk")]) == 1
    assert gc.isenabled() and gc.get_freeze_count() <= frozen  # (frozen ones may be freed)
