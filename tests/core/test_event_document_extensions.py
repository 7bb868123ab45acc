"""Time extensions in the event file (version 5, MTR 2.6): written, read back, checked;
a version 4 file has none."""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import replace
from typing import Any

import pytest

from mtrdesk.core.event_file.document import (
    DocumentError,
    DocumentExtension,
    DocumentProblem,
    document_to_dict,
)
from mtrdesk.core.event_file.reader import document_from_dict
from mtrdesk.core.time_extensions import ExtensionReason, extension_minutes
from tests.helpers.core_samples import sample


def extended() -> Any:
    doc = sample()
    extensions = (
        DocumentExtension(1, 8, ExtensionReason.DECK_CHECK, note="ジャッジ 佐藤"),
        DocumentExtension(1, 2, ExtensionReason.JUDGE_RULING),
    )
    rounds = (doc.rounds[0], dataclasses.replace(doc.rounds[1], extensions=extensions))
    return dataclasses.replace(doc, rounds=rounds)


def test_extensions_are_written_and_read_back() -> None:
    data = document_to_dict(extended())
    assert data["rounds"][1]["extensions"][0] == {
        "table": 1,
        "seat": "",
        "minutes": 8,
        "reason": "deck_check",
        "note": "ジャッジ 佐藤",
    }
    assert document_from_dict(data) == extended()


def test_a_version_4_file_has_no_extensions() -> None:
    data = document_to_dict(sample())
    data["version"] = 4
    for rnd in data["rounds"]:
        del rnd["extensions"]
    # An older file follows the edition mtrdesk followed then (issue 29).
    old = sample()
    old = replace(old, settings=old.settings.with_changes(edition="2023-08-21"))
    assert document_from_dict(data) == old


@pytest.mark.parametrize(
    ("change", "where"),
    [
        ({"table": 7}, "no table 7"),
        ({"seat": "B"}, "no table 1B"),
        ({"minutes": 0}, "extensions[0].minutes"),
        ({"minutes": 61}, "extensions[0].minutes"),
        ({"minutes": "8"}, "extensions[0].minutes"),
        ({"reason": "coffee"}, "extensions[0].reason"),
    ],
)
def test_a_damaged_extension_is_refused(change: dict[str, Any], where: str) -> None:
    data = copy.deepcopy(document_to_dict(extended()))
    data["rounds"][1]["extensions"][0].update(change)
    with pytest.raises(DocumentError) as caught:
        document_from_dict(data)
    assert caught.value.problem is DocumentProblem.MALFORMED and where in caught.value.detail


def test_deck_check_minutes_follow_mtr_2_6_and_the_commander_addendum() -> None:
    assert extension_minutes(ExtensionReason.DECK_CHECK, 5) == 8  # MTR 2.6: + 3
    assert extension_minutes(ExtensionReason.DECK_CHECK, 5, multiplayer=True) == 9  # *.5A
    assert extension_minutes(ExtensionReason.JUDGE_RULING, 5) == 5
