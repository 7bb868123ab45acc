"""The EventLink closing sheet (issue 30): every player with their Wizards Account e-mail
(or "— by name"), the final standings, and each round's results in the order they are
re-entered in EventLink (round by round, table order, the winner first), in Japanese and
English; from the window's Print menu and ``mtrdesk print eventlink FILE -o OUT.pdf``."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from mtrdesk.printing.page import PageSetup
from mtrdesk.services import Services
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.event_file.reading import history_from_json
from mtrdesk.services.printouts.closing import Outcome, closing_sheet
from mtrdesk.sheets import render_bytes, sheet_kind
from tests.helpers.cli_helpers import run_cli
from tests.helpers.contacts import give_contacts
from tests.helpers.printing import japanese, pdf_pages
from tests.helpers.services_support import new_event, open_services


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


def five_players(services: Services) -> tuple[int, list[int]]:
    """Five players, two rounds played: round 1 table 1 won by the second player 1-2
    (the sheet names the winner first), table 2 drawn 1-1-1, a bye; one player dropped
    before round 1 (MTR 2.10: not a participant). Round 2: two wins and a bye."""
    event_id, entries = new_event(services, 6)
    give_contacts(
        services,
        {
            entries[0]: ("p0@wizards.example", "Izzet Phoenix"),
            entries[1]: ("", ""),  # player ID P0001 is no e-mail: by name
            entries[2]: ("p2@wizards.example", ""),
            entries[5]: ("gone@wizards.example", ""),
        },
    )
    services.players.drop(entries[5])
    services.rounds.pair_next(event_id)
    current = services.rounds.current_round(event_id)
    assert current is not None
    tables = [m.table for m in current.missing]
    services.rounds.report(event_id, 1, tables[0], "1-2")
    services.rounds.report(event_id, 1, tables[1], "1-1-1")
    services.rounds.pair_next(event_id)
    current = services.rounds.current_round(event_id)
    assert current is not None
    for match in current.missing:
        services.rounds.report(event_id, 2, match.table, "2-0")
    return event_id, entries


def test_the_sheet_lists_players_by_account_and_rounds_in_table_order(
    services: Services,
) -> None:
    event_id, _ = five_players(services)
    event = services.printing.event(event_id)
    sheet = closing_sheet(event)
    names = {e.display_name: e for e in event.state.entries.values()}
    assert [p.account for p in sheet.players] == [
        "p0@wizards.example",
        "",
        "p2@wizards.example",
        "",
        "",
    ]  # the dropped player is left out, as from the Invite List
    assert "gone@wizards.example" not in {p.account for p in sheet.players}
    assert sheet.by_name == 3 and len(sheet.rounds) == 2
    first = sheet.rounds[0]
    assert [r.table for r in first.results] == ["1", "2", ""]
    won, drew, bye = first.results
    match1 = next(m for m in event.state.rounds[0].matches if m.table == 1)
    # 1-2: the second player won; the sheet names them first, their games first.
    assert won.outcome is Outcome.WON and won.score == "2-1"
    assert names[won.first].id == match1.player2 and names[won.second].id == match1.player1
    assert drew.outcome is Outcome.DRAW and drew.score == "1-1-1"
    assert bye.outcome is Outcome.BYE and bye.second == ""
    assert sheet.standings is not None and sheet.standings.after_round == 2
    assert [r.table for r in sheet.rounds[1].results] == ["1", "2", ""]


def test_no_round_or_a_missing_result_is_refused(services: Services) -> None:
    event_id, _ = new_event(services, 4)
    with pytest.raises(ServiceError) as none:
        closing_sheet(services.printing.event(event_id))
    assert none.value.problem is Problem.NO_ROUNDS
    services.rounds.pair_next(event_id)
    services.rounds.report(event_id, 1, 1, "2-0")
    with pytest.raises(ServiceError) as missing:
        closing_sheet(services.printing.event(event_id))
    assert missing.value.problem is Problem.RESULTS_MISSING
    assert missing.value.details == {"round": 1, "tables": ["2"]}


def test_the_sheet_prints_in_japanese_and_english(services: Services, qapp: object) -> None:
    event_id, _ = five_players(services)
    event = services.printing.event(event_id)
    names = {e.id: e.display_name for e in event.state.entries.values()}
    match1 = next(m for m in event.state.rounds[0].matches if m.table == 1)
    winner, loser = names[match1.player2 or 0], names[match1.player1]
    with japanese():
        ja = "\n".join(pdf_pages("eventlink", event))
    en = "\n".join(pdf_pages("eventlink", event))
    for text in (ja, en):
        assert "p0@wizards.example" in text and "p2@wizards.example" in text
        assert "gone@wizards.example" not in text
    assert "EventLink入力用シート" in ja and "掲示禁止：メールアドレスを含みます" in ja
    assert "参加者5人" in ja and "全2回戦" in ja and "— 名前のみ" in ja
    assert f"{winner}が{loser}に2-1で勝利" in ja and "1-1-1で引き分け" in ja
    assert "：不戦勝" in ja and "BYE" not in ja and "最終順位（第2回戦終了時）" in ja
    results = ja[ja.index("各回戦の結果") :]
    assert results.index("第1回戦") < results.index("第2回戦")
    assert "EventLink closing sheet" in en and "Not for posting: holds e-mail addresses" in en
    assert "Players: 5" in en and "Rounds: 2" in en and "— by name" in en
    assert f"{winner} beat {loser} 2-1" in en and "drew 1-1-1" in en and ": bye" in en
    assert "Final standings (after round 2)" in en


def _file(tmp_path: Path, structure: Structure, players: int = 40) -> Path:
    """A simulated event of ``structure``; every third player has a Wizards Account."""
    simulated = simulate_event(Simulation(players=players, seed=3, rounds=4, structure=structure))
    document = document_to_dict(simulated)
    for i, player in enumerate(document["players"]):
        player["email"] = f"player{i:02d}@wizards.example" if i % 3 == 0 else ""
    path = tmp_path / f"{structure.value}.mtrdesk"
    path.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    return path


def test_print_eventlink_writes_the_sheet_of_an_event_file(tmp_path: Path) -> None:
    source = _file(tmp_path, Structure.SWISS)
    out = tmp_path / "closing.pdf"
    done = run_cli("print", "eventlink", str(source), "--lang", "ja", "-o", str(out))
    assert done.returncode == 0, done.stderr
    text = " ".join(p.extract_text() for p in PdfReader(out).pages)
    assert "player00@wizards.example" in text and "EventLink入力用シート" in text
    results = text[text.index("各回戦の結果") :]
    rounds = [results.index(f"第{n}回戦") for n in range(1, 5)]
    assert rounds == sorted(rounds)
    # each round's tables in order, 1 to 20
    first_round = results[results.index("第1回戦") : results.index("第2回戦")]
    tables = [int(t) for t in re.findall(r"(?m)^\s*(\d+)\s+\S", first_round)]
    assert tables == sorted(tables) and tables[:3] == [1, 2, 3]


@pytest.mark.parametrize(
    "structure", [Structure.TEAMS2, Structure.TWO_HEADED_GIANT, Structure.MULTIPLAYER]
)
def test_team_and_pod_events_print_their_results(
    tmp_path: Path, structure: Structure, qapp: object
) -> None:
    document = json.loads(_file(tmp_path, structure, players=24).read_text("utf-8"))
    event = history_from_json(document)
    sheet = closing_sheet(event)
    outcomes = {r.outcome for rnd in sheet.rounds for r in rnd.results}
    if structure is Structure.MULTIPLAYER:
        assert Outcome.POD_WON in outcomes or Outcome.POD_DRAW in outcomes
    else:
        assert Outcome.WON in outcomes
    if structure is Structure.TEAMS2:  # seat matches, "12A" then "12B"
        tables = [r.table for r in sheet.rounds[0].results if r.table]
        assert tables[:2] == ["1A", "1B"]
    if structure is Structure.TWO_HEADED_GIANT:  # MTR 9.1: the team is the opponent
        teams = {t["name"] for t in document["teams"]}
        assert all(r.first in teams for r in sheet.rounds[0].results)
    data = render_bytes("eventlink", event, None, PageSetup())
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages)
    assert "player00@wizards.example" in text


def test_the_sheet_is_the_organizers_own() -> None:
    kind = sheet_kind("eventlink")
    assert kind.private and not kind.wall
