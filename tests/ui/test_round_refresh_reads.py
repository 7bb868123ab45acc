"""The Rounds tab's refresh after "Pair next round" (issue 33 item 3) does less, showing
the same: a cell's font read without the other roles' checks, each text measured once per
font, and the players' collation order not sorted again for the same players."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView

from mtrdesk.core.floor.reports import ReportState
from mtrdesk.core.settings import Structure
from mtrdesk.services import Services
from mtrdesk.services.teams.registration import TeamMember
from mtrdesk.ui.models.pairings_model import (
    PairingRow,
    PairingsModel,
    ReportedResult,
    team_rows,
)
from mtrdesk.ui.widgets import sorted_table
from mtrdesk.ui.widgets.sorted_table import fit_columns
from mtrdesk.words.collation import collation_ranks, name_sort_key
from tests.helpers.services_support import new_event, report_round

FITTED = (PairingsModel.TABLE, PairingsModel.RESULT, PairingsModel.NOTES)
# Two players of the same name and reading (their order is a tie), one name under a
# reading and one without (MTR 2.1's names as registered; 五十音順 by reading).
NAMES = [("佐藤", "花子", "さとう はなこ"), ("佐藤", "花子", "さとう はなこ"), ("阿部", "", "")]


def individual_rows(services: Services) -> list[PairingRow]:
    """Round 2 of a 9-player event (a bye, results of round 1 in the points)."""
    event_id, _ = new_event(services, 6, swiss_rounds=3)
    for family, given, reading in NAMES:
        services.players.add(event_id, family, given, reading)
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, random.Random(3))
    services.rounds.pair_next(event_id, seed=2)
    view = services.rounds.current_round(event_id)
    notes = services.rounds.pairing_notes(event_id, view.number)
    return [PairingRow(m, m.points1, m.points2, notes.get(m.id, ())) for m in view.matches]


def team_event_rows(services: Services) -> list[PairingRow]:
    """Round 1 of a five-team Team Trios event: team rows (bold) and their seats."""
    event_id, _ = new_event(services, structure=Structure.TEAM_OF_THREE)
    for name in ("赤", "青", "金色のチーム", "翡翠", "白"):
        services.teams.add(event_id, name, [TeamMember(f"{name}{s}") for s in "ABC"])
    services.rounds.pair_next(event_id, seed=1)
    view = services.rounds.current_round(event_id)
    return team_rows(view.teams, services.rounds.pairing_notes(event_id, view.number))


@pytest.mark.parametrize("kind", ["individual", "teams"])
def test_a_cells_font_is_the_one_its_font_role_gives(qapp, services, kind) -> None:  # type: ignore[no-untyped-def]
    """``PairingsModel.font`` (what ``fit_columns`` reads) is ``extra``'s ``FontRole`` in
    every cell: bold team rows, an italic reported result (bold when the players
    disagree), the table's font elsewhere."""
    rows = individual_rows(services) if kind == "individual" else team_event_rows(services)
    paired = [r.match.id for r in rows if r.team is None and r.match.player2 is not None]
    reports = {
        paired[0]: ReportedResult(("2-1",), ReportState.WAITING),
        paired[1]: ReportedResult(("2-0", "0-2"), ReportState.CONFLICT),
    }
    model = PairingsModel()
    model.show_round(rows, {}, reports)
    fonts = [
        model.font(row, column) for row in model.rows() for column in range(model.column_count())
    ]
    role = Qt.ItemDataRole.FontRole
    expected = [
        model.extra(row, column, role)
        for row in model.rows()
        for column in range(model.column_count())
    ]
    assert fonts == expected
    assert any(font is not None and font.italic() for font in fonts)
    if kind == "teams":
        assert any(font is not None and font.bold() and not font.italic() for font in fonts)


def test_a_text_measured_once_is_not_measured_again(qapp, services, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The next round shows the same table numbers and notes: a second fit measures no
    text again, and sizes the columns as the first did."""
    rows = individual_rows(services)
    measured: list[str] = []
    measure = sorted_table._text_width

    def counted(metrics, text):  # type: ignore[no-untyped-def]
        measured.append(text)
        return measure(metrics, text)

    monkeypatch.setattr(sorted_table, "_text_width", counted)
    sorted_table._widths.clear()
    widths = []
    for _ in range(2):
        model = PairingsModel()
        table = QTableView()
        table.setModel(model)
        model.show_round(rows, {})
        fit_columns(table, model, FITTED, model.font)
        widths.append([table.columnWidth(c) for c in FITTED])
    first = len(measured)
    assert first > 0 and "1" in measured
    assert widths[0] == widths[1]
    model.show_round(rows, {})
    fit_columns(table, model, FITTED, model.font)
    assert len(measured) == first


def test_names_sort_as_their_collation_keys_round_after_round(qapp, services) -> None:  # type: ignore[no-untyped-def]
    """The name columns' sort values are the places of the names' collation keys (ties in
    the rows' order) when the same players are shown again, and after a reading changes."""
    rows = individual_rows(services)
    model = PairingsModel()

    def expected(readings: dict[int, str]) -> dict[int, int]:
        names: dict[int, str] = {}
        for r in model.rows():
            names[r.match.player1] = r.match.player1_name
            if r.match.player2 is not None and r.match.player2_name is not None:
                names[r.match.player2] = r.match.player2_name
        keys = [name_sort_key(readings.get(e, ""), names[e]) for e in names]
        return dict(zip(names, collation_ranks(keys), strict=True))

    def shown() -> dict[int, int]:
        ranks = {}
        for r in model.rows():
            ranks[r.match.player1] = model.sort_value(r, PairingsModel.PLAYER)
            if r.match.player2 is not None:
                ranks[r.match.player2] = model.sort_value(r, PairingsModel.OPPONENT)
        return ranks

    model.show_round(rows, {})
    assert shown() == expected({})
    model.show_round(list(reversed(rows)), {})  # the same players, in another order
    assert shown() == expected({})
    abe = next(
        entry
        for r in rows
        for entry, name in (
            (r.match.player1, r.match.player1_name),
            (r.match.player2, r.match.player2_name),
        )
        if name == "阿部"
    )
    readings = {abe: "あべ"}
    model.set_readings(readings)
    assert shown() == expected(readings)
