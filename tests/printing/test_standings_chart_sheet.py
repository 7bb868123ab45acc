"""The standings-by-round sheet (issue 31, item 2): the top N players' match points and
places after each Swiss round, with a line per player under the charts. Its numbers are
the standings of each round (``services.standings``); it is taken after the latest round
with every result in; names only (no player ID, no e-mail); both languages;
``mtrdesk print chart FILE -o OUT.pdf --top N``."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from pypdf import PdfReader

from mtrdesk.services.event_file.interchange import export_event
from mtrdesk.sheets import sheet_kind
from tests.helpers.cli_helpers import run_cli
from tests.helpers.printing import japanese, pdf_pages
from tests.helpers.services_support import (
    new_event,
    open_services,
    play_with_drop_and_late,
)


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    """Twelve players, five rounds: four reported (a drop after round 1, a late entrant
    from round 2), round 5 paired with one result missing."""
    path = tmp_path_factory.mktemp("chart") / "events.sqlite3"
    with open_services(path) as services:
        rng = random.Random(8)
        event_id, entries = new_event(services, 12, swiss_rounds=5)
        services.players.edit(entries[2], "山田", "花子", "やまだ はなこ", "P0002")
        play_with_drop_and_late(services, event_id, entries, 4, rng)
        services.rounds.pair_next(event_id)
        current = services.rounds.current_round(event_id)
        assert current is not None
        services.rounds.report(event_id, 5, current.missing[0].table, "2-0")
    return path, event_id


def test_the_sheet_shows_each_rounds_standings_of_the_top_eight(
    event: tuple[Path, int], qapp: object
) -> None:
    path, event_id = event
    with open_services(path) as services:
        history = services.printing.event(event_id)
        after = {n: services.standings.standings(event_id, n) for n in (1, 2, 3, 4)}
    (en,) = pdf_pages("chart", history)
    with japanese():
        (ja,) = pdf_pages("chart", history)
    # Round 5 lacks a result: the chart is taken after round 4.
    assert "Standings by round" in en and "Top 8 after round 4" in en
    assert "Match points after each round" in en and "Place after each round" in en
    for place, row in enumerate(after[4][:8], start=1):
        by_round = []
        for n in (1, 2, 3, 4):
            mine = next((r for r in after[n] if r.entry == row.entry), None)
            by_round.append(0 if mine is None else mine.points)
        line = f"{place} {row.name} " + " ".join(map(str, by_round))
        assert line in en, line
    assert "P00" not in en and "@" not in en
    assert "回戦ごとの順位推移" in ja and "上位8人（第4回戦終了時）" in ja
    assert "各回戦後の勝ち点" in ja and "各回戦後の順位" in ja


def test_print_chart_draws_the_top_n_of_an_event_file(
    event: tuple[Path, int], tmp_path: Path
) -> None:
    path, event_id = event
    with open_services(path) as services:
        document = export_event(services, event_id)
        leaders = [r.name for r in services.standings.standings(event_id, 3)[:3]]
    source = tmp_path / "event.mtrdesk"
    source.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    out = tmp_path / "chart.pdf"
    done = run_cli("print", "chart", str(source), "--round", "3", "--top", "3", "-o", str(out))
    assert done.returncode == 0, done.stderr
    pages = PdfReader(out).pages
    text = " ".join(pages[0].extract_text().split())
    assert len(pages) == 1 and "Top 3 after round 3" in text
    assert all(name in text for name in leaders)
    refused = run_cli(
        "print", "chart", str(source), "--top", "25", "-o", str(out), "--force", check=False
    )
    assert refused.returncode == 2 and "from 1 to 24" in refused.stderr


def test_the_chart_is_posted() -> None:
    kind = sheet_kind("chart")
    assert kind.wall and not kind.private and kind.top
