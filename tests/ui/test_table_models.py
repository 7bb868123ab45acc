"""Each table model under QAbstractItemModelTester, fed real service values."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtTest import QAbstractItemModelTester

from mtrdesk.ui.models.base import SORT_ROLE
from mtrdesk.ui.models.events_model import EventsModel
from mtrdesk.ui.models.final_standings_model import FinalStandingsModel
from mtrdesk.ui.models.pairings_model import PairingRow, PairingsModel
from mtrdesk.ui.models.standings_model import StandingsModel, percent
from mtrdesk.ui.models.standings_sources import PLAYER_STANDINGS, PlayerColumn
from tests.helpers.japanese import sample_event
from tests.helpers.ui_helpers import exercise

FATAL = QAbstractItemModelTester.FailureReportingMode.Fatal


def test_events_model(qapp, services) -> None:
    sample_event(services)
    rows = services.events.list_events()
    model = EventsModel()
    exercise(model, rows)
    assert model.index(0, EventsModel.DATE).data() == "2026-11-20 (Fri)"
    assert (
        model.index(0, EventsModel.ROUNDS).data() == "2 / 5"
    )  # 10 players: 5 Swiss rounds (MTR Appendix E)


def test_pairings_model_marks_missing_results_and_byes(qapp, services) -> None:
    event_id = sample_event(services)
    view = services.rounds.current_round(event_id)
    rows = [PairingRow(m, 3, 0 if m.player2 else None) for m in view.matches]
    model = PairingsModel()
    exercise(model, rows)
    missing = next(i for i, r in enumerate(rows) if r.match.result is None)
    assert model.index(missing, PairingsModel.RESULT).data(Qt.ItemDataRole.BackgroundRole)
    bye = next(i for i, r in enumerate(rows) if r.match.player2 is None)
    assert model.index(bye, PairingsModel.OPPONENT).data() == "Bye"
    assert model.index(bye, PairingsModel.TABLE).data() == "—"
    assert model.find_table(1) is rows[0]


def test_standings_model_rounds_only_for_display(qapp, services) -> None:
    event_id = sample_event(services)
    rows = services.standings.standings(event_id, after_round=1)
    model = StandingsModel(PLAYER_STANDINGS)
    exercise(model, rows)
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.sort(PlayerColumn.RANK)
    assert [proxy.index(r, 0).data() for r in range(proxy.rowCount())] == [
        str(r.rank) for r in rows
    ]
    dropped = next(i for i, r in enumerate(rows) if r.dropped)
    assert model.index(dropped, PlayerColumn.NAME).data().endswith("(dropped)")


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (Fraction(1, 3), "33.33%"),
        (Fraction(33, 100), "33.00%"),
        (Fraction(2, 3), "66.67%"),
        (Fraction(1), "100.00%"),
        (Fraction(1, 8), "12.50%"),
    ],
)
def test_percent_rounds_half_up_for_display(value: Fraction, shown: str) -> None:
    assert percent(value) == shown


def test_final_standings_model(qapp, services) -> None:
    event_id = sample_event(services)
    rows = services.playoff.final_standings(event_id)
    model = FinalStandingsModel()
    exercise(model, rows)
    assert model.index(0, FinalStandingsModel.FINISH).data() == ""
