"""The bad-input corpus for the event's MTR edition and program on the command line
(issue 29): ``mtrdesk event create`` and ``event update`` with an edition mtrdesk does not
know, a program it does not know, an earlier edition without its reason, a reason for the
edition in force, and an edition changed after round 1. Each refuses with one translated
sentence, exits 1 and changes nothing (``tests/helpers/corpus.py``)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

import pytest

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot

DB = "editions.sqlite3"
OPEN = "金曜モダン"  # before round 1, the 2025-11-10 edition in force on its date
PAIRED = "土曜スタンダード"  # round 1 paired under 2025-11-10


def _bench(folder: Path) -> None:
    with Services.open(folder / DB) as services:
        services.events.create(EventSettings(OPEN, dt.date(2026, 11, 27)))
        paired, _ = services.events.create(EventSettings(PAIRED, dt.date(2026, 11, 28)))
        for n in range(4):
            services.players.add(paired, f"Player{n}", "Test")
        services.rounds.pair_next(paired, seed=1)


@dataclass(frozen=True)
class Case:
    id: str
    argv: tuple[str, ...]
    #: Words the sentence must have, in the case's language.
    says: tuple[str, ...]
    lang: str = "en"


CREATE = ("event", "create", "新しい大会", "--date", "2026-11-27")
CASES = [
    Case("create unknown edition", (*CREATE, "--edition", "2099-01-01"), ("2025-11-10",)),
    Case("create edition not a date", (*CREATE, "--edition", "latest"), ("2023-08-21",)),
    Case("create empty-ish edition", (*CREATE, "--edition", "2025-11-11"), ("2025-11-10",)),
    Case(
        "create unknown program",
        (*CREATE, "--program", "grand_prix"),
        ("grand_prix", "friday_night_magic"),
    ),
    Case(
        "create unknown program ja",
        (*CREATE, "--program", "ＦＮＭ"),
        ("ＦＮＭ", "何も変更していません"),
        lang="ja",
    ),
    Case(
        "create earlier edition without reason",
        (*CREATE, "--edition", "2023-08-21"),
        ("--edition-reason", "2025-11-10"),
    ),
    Case(
        "create earlier edition with a blank reason",
        (*CREATE, "--edition", "2023-08-21", "--edition-reason", "   "),
        ("--edition-reason",),
    ),
    Case(
        "create reason for the edition in force",
        (*CREATE, "--edition-reason", "リーグ戦"),
        ("--edition-reason", "2025-11-10"),
    ),
    Case(
        "create earlier edition without reason ja",
        (*CREATE, "--edition", "2023-08-21"),
        ("--edition-reason", "理由"),
        lang="ja",
    ),
    Case(
        "update unknown edition",
        ("event", "update", OPEN, "--edition", "1999-01-01"),
        ("2023-08-21",),
    ),
    Case(
        "update unknown program",
        ("event", "update", OPEN, "--program", "spotlight"),
        ("spotlight_series",),
    ),
    Case(
        "update earlier edition without reason",
        ("event", "update", OPEN, "--edition", "2023-08-21"),
        ("--edition-reason",),
    ),
    Case(
        "update edition after round 1",
        ("event", "update", PAIRED, "--edition", "2023-08-21", "--edition-reason", "リーグ戦"),
        ("round 1",),
    ),
    Case(
        "update edition after round 1 ja",
        ("event", "update", PAIRED, "--edition", "2023-08-21", "--edition-reason", "リーグ戦"),
        ("第1回戦", "何も変更していません"),
        lang="ja",
    ),
    Case("update unknown event", ("event", "update", "ない大会", "--program", "prerelease"), ()),
    Case("show unknown event", ("event", "show", "ない大会"), ()),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_a_bad_edition_or_program_is_refused_cleanly(
    case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _bench(tmp_path)
    before = snapshot(tmp_path)
    outcome = run_main(["--db", str(tmp_path / DB), "--lang", case.lang, *case.argv], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(tmp_path))
    for word in case.says:
        assert word in outcome.stderr, (word, outcome.stderr)
