"""The bad-input corpus for the store's regulars (issue 30, item 3): e-mails that are not
addresses (typed, 2,000 characters, controls, overrides), merges that cannot be, a person
erased twice or not there, an absence after round 1, the CSV e-mail column, and the
``mtrdesk roster`` commands. Each is refused with a sentence (no traceback), the
documented status, and the database byte-for-byte as it was."""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.words import messages
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot
from tests.helpers.empty_database import prepared_database
from tests.helpers.ui_helpers import FIXED_NOW

DATE = dt.date(2026, 11, 20)
ESC_RED = "\x1b[31m"
RLO = "\u202e"


def dump(path: Path) -> str:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        return "\n".join(conn.iterdump())


@dataclass
class Store:
    services: Services
    path: Path
    event_id: int  # four players, round 1 paired
    later: int  # not started, 山田 entered
    yamada: int  # roster ids
    twin: int
    erased: int
    entry: int  # 山田's entry in the event


def _build(path: Path) -> None:
    services = Services.open(path, clock=lambda: FIXED_NOW, rng=random.Random(7))
    event_id, _ = services.events.create(EventSettings("金曜モダン", DATE))
    entries = [
        services.players.add(event_id, family, "太郎", reading)[0]
        for family, reading in (("山田", "やまだ"), ("佐藤", "さとう"), ("鈴木", "すずき"))
    ]
    services.players.add(event_id, "山田", "太郎", "")  # the twin: same name, no reading
    services.rounds.pair_next(event_id)
    later, _ = services.events.create(EventSettings("翌週", DATE + dt.timedelta(days=7)))
    yamada = services.players.get(entries[0]).roster_id
    services.players.add(later, "", roster_id=yamada)
    gone = services.players.add(later, "消去", "予定", "しょうきょ")[0]
    erased = services.players.get(gone).roster_id
    services.roster.erase(erased, f"Erased player {erased}")
    services.close()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """The events built once per test process (``_build``), copied for each test."""
    path = prepared_database(tmp_path / "event.sqlite3", "regulars", _build)
    services = Services.open(path, clock=lambda: FIXED_NOW, rng=random.Random(7))
    events = {event.settings.name: event.id for event in services.events.list_events()}
    yamada, _sato, _suzuki, twin = services.players.list_entries(events["金曜モダン"])
    erased = next(person.id for person in services.roster.regulars() if person.erased)
    yield Store(
        services,
        path,
        events["金曜モダン"],
        events["翌週"],
        yamada.roster_id,
        twin.roster_id,
        erased,
        yamada.id,
    )
    services.close()


EMAILS = {
    "no-at": "taro.example.jp",
    "no-domain-dot": "taro@example",
    "two-ats": "taro@@example.jp",
    "empty-local": "@example.jp",
    "2000-chars": "a" * 1990 + "@example.jp",
    "nul": "taro\x00@example.jp",
    "ansi": ESC_RED + "taro@example.jp",
    "bidi": "taro@example.jp" + RLO,
    "comma": "taro@example.jp,hanako@example.jp",
}

Case = Callable[[Store], object]
CASES: dict[str, tuple[Case, Problem]] = {
    **{
        f"set-email-{name}": (
            lambda s, text=text: s.services.roster.set_email(s.yamada, text),
            Problem.EMAIL_INVALID,
        )
        for name, text in EMAILS.items()
    },
    **{
        f"edit-email-{name}": (
            lambda s, text=text: s.services.players.edit(
                s.entry, "山田", "太郎", "やまだ", "", email=text
            ),
            Problem.EMAIL_INVALID,
        )
        for name, text in EMAILS.items()
    },
    "add-email-bad": (
        lambda s: s.services.players.add(s.later, "新人", "", "しんじん", email="new@"),
        Problem.EMAIL_INVALID,
    ),
    "merge-itself": (
        lambda s: s.services.roster.merge(s.yamada, s.yamada),
        Problem.MERGE_SAME_PERSON,
    ),
    "merge-same-event": (
        lambda s: s.services.roster.merge(s.yamada, s.twin),
        Problem.MERGE_SAME_EVENT,
    ),
    "merge-unknown": (lambda s: s.services.roster.merge(s.yamada, 9999), Problem.ROSTER_NOT_FOUND),
    "merge-erased": (
        lambda s: s.services.roster.merge(s.yamada, s.erased),
        Problem.ROSTER_ERASED,
    ),
    "email-erased": (
        lambda s: s.services.roster.set_email(s.erased, "a@example.jp"),
        Problem.ROSTER_ERASED,
    ),
    "enter-erased": (
        lambda s: s.services.players.add(s.later, "", roster_id=s.erased),
        Problem.ROSTER_ERASED,
    ),
    "erase-twice": (
        lambda s: s.services.roster.erase(s.erased, "Erased player"),
        Problem.ROSTER_ERASED,
    ),
    "erase-unknown": (
        lambda s: s.services.roster.erase(9999, "Erased player 9999"),
        Problem.ROSTER_NOT_FOUND,
    ),
    "erase-empty-name": (lambda s: s.services.roster.erase(s.yamada, "  "), Problem.NAME_EMPTY),
    "erase-name-with-controls": (
        lambda s: s.services.roster.erase(s.yamada, ESC_RED + "Erased"),
        Problem.BAD_TEXT,
    ),
    "absent-after-round-1": (
        lambda s: s.services.players.remove_absent(s.entry),
        Problem.NOT_BEFORE_ROUND_ONE,
    ),
    "absent-unknown-entry": (
        lambda s: s.services.players.remove_absent(9999),
        Problem.PLAYER_NOT_FOUND,
    ),
    "regular-unknown": (lambda s: s.services.roster.regular(-1), Problem.ROSTER_NOT_FOUND),
}


@pytest.mark.parametrize(("call", "problem"), CASES.values(), ids=list(CASES))
def test_refused_with_a_sentence_and_nothing_changed(store: Store, call: Case, problem) -> None:
    before = dump(store.path)
    with pytest.raises(ServiceError) as refused:
        call(store)
    assert refused.value.problem is problem
    sentence = messages.describe(refused.value)
    assert sentence.strip() and "Unexpected problem" not in sentence
    assert "\x00" not in sentence and "\x1b" not in sentence and RLO not in sentence
    assert dump(store.path) == before


@pytest.mark.parametrize("name", list(EMAILS))
def test_a_csv_email_that_is_not_one_is_a_problem_of_its_line(store: Store, name: str) -> None:
    text = EMAILS[name].replace(",", ";")  # a comma would split the cell
    preview = store.services.players.preview_csv(f"名前,メール\n新人 花子,{text}\n佐藤 次郎,\n")
    assert [p.line for p in preview.problems] == [2]
    assert preview.problems[0].problem in (Problem.CSV_BAD_EMAIL, Problem.CSV_BAD_TEXT)
    assert messages.problem_message(preview.problems[0].problem).strip()
    assert [r.display_name for r in preview.rows] == ["佐藤 次郎"]
    assert all(ch not in preview.problems[0].text for ch in ("\x00", "\x1b", RLO))


CLI_CASES: dict[str, tuple[list[str], int]] = {
    "erase-without-yes": (["roster", "erase", "1"], 1),
    "erase-unknown": (["roster", "erase", "9999", "--yes"], 1),
    "erase-not-a-number": (["roster", "erase", "山田", "--yes"], 2),
    "erase-erased": (["roster", "erase", "ERASED", "--yes"], 1),
    "list-bad-sort": (["roster", "list", "--sort", "newest"], 2),
    "erase-no-id": (["roster", "erase"], 2),
}


@pytest.mark.parametrize(("argv", "status"), CLI_CASES.values(), ids=list(CLI_CASES))
def test_roster_commands_refuse_cleanly(
    store: Store, argv: list[str], status: int, capsys: pytest.CaptureFixture[str]
) -> None:
    store.services.close()
    argv = [str(store.erased) if a == "ERASED" else a for a in argv]
    before = snapshot(store.path.parent)
    outcome = run_main(["--db", str(store.path), *argv], capsys)
    assert_refused_cleanly(outcome, status, before, snapshot(store.path.parent))
