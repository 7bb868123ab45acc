"""Bad inputs to ``mtrdesk round report`` over a result (issue 27, item 2): a result is
written only over the result its writer saw.

The command line states what it saw: no result (nothing said), or ``--over OLD``. Each
refused case: exit status 1 (2 for a usage error), one line on standard error naming the
result that is there and how to replace it on purpose, no traceback, nothing on standard
output, and the database byte-for-byte as it was. The accepted cases check what the README
promises instead (the result written; a correction with later rounds paired warned about).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from mtrdesk.core.results import MatchResult
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot
from tests.helpers.services_support import new_event, open_services


@dataclass(frozen=True)
class Place:
    """A database with one event, round 1 paired; table 1 reported 2-1, table 2 not."""

    folder: Path
    db: Path
    event: int


@pytest.fixture
def place(tmp_path: Path) -> Place:
    folder = tmp_path / "work"
    folder.mkdir()
    db = folder / "events.sqlite3"
    with open_services(db) as services:
        event_id, _ = new_event(services, 8)
        services.rounds.pair_next(event_id, seed=1)
        services.rounds.report(event_id, 1, 1, "2-1")
    return Place(folder, db, event_id)


def report(place: Place, *args: str, lang: str = "en") -> list[str]:
    return ["--db", str(place.db), "--lang", lang, "round", "report", str(place.event), *args]


def stored(place: Place, table: int) -> MatchResult | None:
    with open_services(place.db) as services:
        match = services.rounds.round_view(place.event, 1).at_table(table)
    assert match is not None
    return match.result


@pytest.mark.parametrize(
    ("args", "says"),
    [
        # A result typed for a table that has one, without saying so: refused, naming it.
        (("1", "0-2"), ("already reported as 2-1", "--over 2-1")),
        (("1", "２－０"), ("already reported as 2-1", "--over 2-1")),  # an IME's digits
        (("1", "1-2", "--round", "1"), ("already reported as 2-1", "--over 2-1")),
        # What the user says they saw is not what is there: refused, naming what is.
        (("1", "0-2", "--over", "2-0"), ("already reported as 2-1", "--over 2-1")),
        (("1", "0-2", "--over", "1-2"), ("already reported as 2-1", "--over 2-1")),
        (("1", "0-2", "--over", "2-1-1"), ("already reported as 2-1", "--over 2-1")),
        # A result the user says they saw where there is none: refused.
        (("2", "2-0", "--over", "2-1"), ("has no result", "without --over")),
        (("2", "2-0", "--over", "0-0-3"), ("has no result", "without --over")),
    ],
)
def test_a_result_not_seen_is_never_written_over(
    place: Place, capsys: pytest.CaptureFixture[str], args: tuple[str, ...], says: tuple[str, str]
) -> None:
    before = snapshot(place.folder)
    outcome = run_main(report(place, *args), capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(place.folder))
    assert outcome.stderr.count("\n") == 1  # one line
    for words in says:
        assert words in outcome.stderr
    assert "Nothing was changed" in outcome.stderr


def test_the_refusal_in_japanese(place: Place, capsys: pytest.CaptureFixture[str]) -> None:
    before = snapshot(place.folder)
    outcome = run_main(report(place, "1", "0-2", lang="ja"), capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(place.folder))
    assert "2-1" in outcome.stderr and "--over 2-1" in outcome.stderr
    assert "Nothing was changed" not in outcome.stderr  # said in Japanese


@pytest.mark.parametrize("over", ["abc", "", "2", "-1-2", "2-1-1-1", "1" * 5000 + "-0"])
def test_an_unreadable_seen_result_is_a_usage_error(
    place: Place, capsys: pytest.CaptureFixture[str], over: str
) -> None:
    before = snapshot(place.folder)
    outcome = run_main(report(place, "1", "0-2", "--over", over), capsys)
    if over.startswith("1" * 100):  # read, but no result has so many games: not 2-1
        assert_refused_cleanly(outcome, 1, before, snapshot(place.folder))
        assert "already reported as 2-1" in outcome.stderr
        return
    assert_refused_cleanly(outcome, 2, before, snapshot(place.folder))
    assert "--over" in outcome.stderr


def test_the_old_unchecked_switch_is_gone(place: Place, capsys: pytest.CaptureFixture[str]) -> None:
    """``--correct`` wrote over whatever was there; it is a usage error now."""
    before = snapshot(place.folder)
    outcome = run_main(report(place, "1", "0-2", "--correct"), capsys)
    assert_refused_cleanly(outcome, 2, before, snapshot(place.folder))
    assert stored(place, 1) == MatchResult(2, 1)


def test_over_the_result_seen_it_is_written(
    place: Place, capsys: pytest.CaptureFixture[str]
) -> None:
    outcome = run_main(report(place, "1", "0-2", "--over", "２－１"), capsys)
    assert (outcome.status, outcome.stderr) == (0, "")
    assert '"result": "0-2"' in outcome.stdout
    assert stored(place, 1) == MatchResult(0, 2)
    # The same slip entered again is kept once: nothing to refuse, nothing written.
    again = run_main(report(place, "1", "0-2"), capsys)
    assert again.status == 0 and stored(place, 1) == MatchResult(0, 2)


def test_a_correction_under_later_rounds_is_done_and_warned(
    place: Place, capsys: pytest.CaptureFixture[str]
) -> None:
    """README: a correction with later rounds paired is done and warned about."""
    with open_services(place.db) as services:
        for table in (2, 3, 4):
            services.rounds.report(place.event, 1, table, "2-0")
        services.rounds.pair_next(place.event, seed=2)
    outcome = run_main(report(place, "1", "1-2", "--round", "1", "--over", "2-1"), capsys)
    assert outcome.status == 0
    assert "Later rounds" in outcome.stderr
    assert stored(place, 1) == MatchResult(1, 2)
