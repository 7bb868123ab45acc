"""Bad banned and restricted list files (issue 29: lists that take effect on a date, MTR
6.2-6.7; same-card names, 3.6): through ``mtrdesk check-deck --lists`` and the decklists
service's import (the window's). Each is refused with a sentence, the documented status,
no traceback, and nothing changed: the files stay byte-for-byte, the store keeps no list."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mtrdesk.core.decklists.rules import BanListFileError
from mtrdesk.services import ServiceError, Services
from mtrdesk.services.errors import Problem
from mtrdesk.words.messages import describe
from tests.helpers.corpus import assert_refused_cleanly, refusal_status, run_main, snapshot
from tests.helpers.decklist_samples import IZZET_MURKTIDE
from tests.helpers.services_support import open_services


def _modern(**entry: Any) -> dict[str, Any]:
    return {"modern": {"mtr_section": "6.4", "as_of": "2026-01-01", "banned": ["Opt"], **entry}}


def _dated(effective: Any) -> dict[str, Any]:
    return _modern(banned=["Opt", {"name": "Consider", "effective": effective}])


#: (id, file text, BanListFileError reason).
BAD_LISTS: list[tuple[str, str, str]] = [
    ("as-of-not-a-date", json.dumps(_modern(as_of="next Monday")), "bad_date"),
    ("as-of-impossible-day", json.dumps(_modern(as_of="2026-02-30")), "bad_date"),
    ("as-of-number", json.dumps(_modern(as_of=20260101)), "bad_date"),
    ("as-of-missing", json.dumps({"modern": {"banned": ["Opt"]}}), "bad_date"),
    ("effective-not-a-date", json.dumps(_dated("November 10, 2025")), "bad_date"),
    ("effective-null", json.dumps(_dated(None)), "bad_date"),
    ("effective-before-the-list", json.dumps(_dated("2025-12-31")), "effective_before_list"),
    ("entry-without-name", json.dumps(_modern(banned=[{"effective": "2026-02-01"}])), "bad_entry"),
    ("entry-blank-name", json.dumps(_modern(banned=[{"name": " "}])), "bad_entry"),
    ("entry-number", json.dumps(_modern(banned=[42])), "bad_entry"),
    ("entry-list", json.dumps(_modern(banned=[["Opt"]])), "bad_entry"),
    ("restricted-entry-bad", json.dumps(_modern(restricted=[{"name": 3}])), "bad_entry"),
    ("restricted-not-a-list", json.dumps(_modern(restricted="Opt")), "bad_list"),
    ("banned-not-a-list", json.dumps(_modern(banned={"Opt": 1})), "bad_list"),
    (
        "same-cards-not-a-table",
        json.dumps({**_modern(), "same_cards": ["Swords2Plowshares"]}),
        "bad_same_cards",
    ),
    (
        "same-cards-card-not-text",
        json.dumps({**_modern(), "same_cards": {"names": {"Swords2Plowshares": None}}}),
        "bad_same_cards",
    ),
    ("not-json", "modern: Opt", "not_json"),
    ("no-known-format", json.dumps({"modren": {"as_of": "2026-01-01", "banned": []}}), "no_lists"),
]


@pytest.mark.parametrize(
    ("text", "reason"),
    [pytest.param(text, reason, id=name) for name, text, reason in BAD_LISTS],
)
def test_check_deck_refuses_a_bad_list_file(
    tmp_path: Path, text: str, reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "deck.txt").write_text(IZZET_MURKTIDE, encoding="utf-8")
    (tmp_path / "lists.json").write_text(text, encoding="utf-8")
    before = snapshot(tmp_path)
    argv = [
        "check-deck",
        str(tmp_path / "deck.txt"),
        "--format",
        "modern",
        "--lists",
        str(tmp_path / "lists.json"),
        "--date",
        "2026-11-20",
    ]
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, refusal_status(argv), before, snapshot(tmp_path))
    assert reason in outcome.stderr and "JSON file" in outcome.stderr


@pytest.mark.parametrize("date", ["2026-13-01", "tomorrow", ""])
def test_check_deck_refuses_a_date_that_is_not_one(
    tmp_path: Path, date: str, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "deck.txt").write_text(IZZET_MURKTIDE, encoding="utf-8")
    before = snapshot(tmp_path)
    argv = ["check-deck", str(tmp_path / "deck.txt"), "--format", "modern", "--date", date]
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, 2, before, snapshot(tmp_path))
    assert "not a date (YYYY-MM-DD)" in outcome.stderr


@pytest.fixture
def services(tmp_path: Path):  # type: ignore[no-untyped-def]
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


@pytest.mark.parametrize(
    ("text", "reason"),
    [pytest.param(text, reason, id=name) for name, text, reason in BAD_LISTS],
)
def test_the_import_refuses_a_bad_list_file(services: Services, text: str, reason: str) -> None:
    """The window's import (``DecklistService.import_ban_lists``): refused with the
    sentence the window shows, and no list stored."""
    with pytest.raises(ServiceError) as caught:
        services.decklists.import_ban_lists(text)
    error = caught.value
    assert (error.problem, error.details["reason"]) == (Problem.BAN_LIST_UNREADABLE, reason)
    sentence = describe(error)
    assert "Traceback" not in sentence and "cannot be used as a banned" in sentence
    assert all(len(laid) == 1 for laid in services.decklists.rule_book().versions.values())


def test_every_reason_is_one_the_rules_give() -> None:
    """The corpus covers each reason ``BanListFileError`` documents."""
    documented = BanListFileError.__doc__ or ""
    for _name, _text, reason in BAD_LISTS:
        assert f"``{reason}``" in documented
