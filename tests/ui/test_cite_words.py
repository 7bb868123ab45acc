"""Sections whose number depends on the MTR edition are cited by the event's edition, in
English and Japanese (issue 29: 2023-08-21 2.4 Conceding or Intentionally Drawing, 2.5
End-of-Match Procedure; 2025-11-10 2.4 End-of-Match Procedure, 2.5 Conceding); a text read
with no event cites the edition in force."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QSettings

from mtrdesk.core.editions.catalogue import MTR_2025_11_10, edition_in_force
from mtrdesk.core.results import ResultError, ResultProblem
from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.services.errors import Problem
from mtrdesk.ui.projector.setup_dialog import ProjectorSetupDialog
from mtrdesk.words import messages
from mtrdesk.words.editions import citing
from mtrdesk.words.i18n import Translators

NO_GAMES = ResultError(ResultProblem.NO_GAMES, "0-0")
DRAW = ResultError(ResultProblem.DRAW_IN_PLAYOFF, "1-1-1")
#: (edition, the concession section, the end-of-match section)
EDITIONS = [("2023-08-21", "MTR 2.4", "MTR 2.5"), ("2025-11-10", "MTR 2.5", "MTR 2.4")]


@pytest.mark.parametrize(("edition", "concede", "end"), EDITIONS)
def test_refused_results_cite_the_event_s_edition_in_both_languages(
    translators: Translators, edition: str, concede: str, end: str
) -> None:
    assert messages.describe(NO_GAMES, edition=edition) == (
        f"0-0 records no game. Check the slip; a draw without games is 0-0-3 ({concede})."
    )
    assert messages.describe(DRAW, 2, edition=edition) == (
        f"A playoff match cannot end in a draw. Enter the result with a winner ({end})."
    )
    seat = messages.service_message(
        Problem.SEAT_DRAW_IN_PLAYOFF, {"table": "1A", "edition": edition}
    )
    assert seat.startswith("Seat match 1A cannot end in a draw")
    assert f"wins ({end})." in seat
    assert translators.install("ja")
    assert messages.describe(NO_GAMES, edition=edition) == (
        "0-0ではゲームの記録がありません。結果登録用紙を確認してください"
        f"(ゲームを行わない引き分けは 0-0-3、{concede})。"
    )
    assert messages.describe(DRAW, edition=edition).endswith(f"入力してください ({end})。")
    seat = messages.service_message(
        Problem.SEAT_DRAW_IN_PLAYOFF, {"table": "1A", "edition": edition}
    )
    assert seat.startswith("決勝ラウンドでは、1A卓のマッチは")
    assert f"続けます ({end})。" in seat
    plain = messages.service_message(Problem.SEAT_DRAW_IN_PLAYOFF, {"table": ""}, edition=edition)
    assert f"続けます ({end})。" in plain
    teams = messages.service_message(
        Problem.TEAM_PLAYOFF_TEAMS_OF_TWO, {"playoff": "top4", "edition": edition}
    )
    assert f"終われないためです ({end})。" in teams


def test_the_refusal_s_own_edition_wins_over_the_door_s(translators: Translators) -> None:
    """A refusal that names its event's edition cites it, whatever the door passes."""
    bad = {"result_problem": ResultProblem.NO_GAMES, "result": "0-0", "edition": "2023-08-21"}
    text = messages.service_message(Problem.BAD_RESULT, bad, edition="2025-11-10")
    assert text.endswith("(MTR 2.4).")


@pytest.mark.parametrize("today", [dt.date(2025, 11, 9), dt.date(2026, 11, 28)])
def test_without_an_event_the_edition_in_force_is_cited(
    translators: Translators, monkeypatch: pytest.MonkeyPatch, today: dt.date
) -> None:
    monkeypatch.setattr(citing, "edition_in_force_today", lambda: edition_in_force(today))
    concede = "MTR 2.4" if today < MTR_2025_11_10.effective else "MTR 2.5"
    assert messages.describe(NO_GAMES).endswith(f"({concede}).")
    assert translators.install("ja")
    assert messages.describe(NO_GAMES).endswith(f"{concede})。")


@pytest.mark.parametrize(("edition", "concede", "end"), EDITIONS)
def test_the_projector_s_turns_cite_the_event_s_end_of_match_section(
    qtbot, translators: Translators, tmp_path, edition: str, concede: str, end: str
) -> None:  # type: ignore[no-untyped-def]
    del concede
    store = QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat)
    event = EventSettings("土曜2HG", dt.date(2026, 11, 21)).with_changes(
        structure=Structure.TWO_HEADED_GIANT, edition=edition
    )
    for language, texts in (
        ("en", [f"5 additional turns ({end})", f"3 additional turns (Two-Headed Giant, {end})"]),
        ("ja", [f"合計5ターンの延長ターン({end})", f"合計3ターンの延長ターン(双頭巨人戦、{end})"]),
    ):
        assert translators.install(language)
        dialog = ProjectorSetupDialog(store, event=event)
        qtbot.addWidget(dialog)
        combo = dialog.turns_combo
        assert [combo.itemText(i) for i in range(2)] == texts
