"""The audit log dialog: every action the services write, in words, newest first."""

from __future__ import annotations

import ast
import datetime as dt
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

import mtrdesk.services
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EventSettings, Format, Playoff
from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import export_event, import_event
from mtrdesk.services.views import AuditEntry
from mtrdesk.ui.dialogs.audit import AuditLogDialog
from mtrdesk.ui.models.audit_model import AuditLogModel, audit_rows
from mtrdesk.ui.models.base import ROW_ROLE
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words.audit_context import log_contexts
from mtrdesk.words.audit_text import ACTION_LABELS, action_label, describe_detail
from tests.helpers.empty_database import empty_database
from tests.helpers.japanese import assert_japanese
from tests.helpers.ui_helpers import (
    SIXTEEN,
    dialog_for,
    exercise,
    names_of,
    on_next_dialog,
    shown_rows,
)

FATAL = QAbstractItemModelTester.FailureReportingMode.Fatal
WHEN = dt.datetime(2026, 11, 21, 19, 5)


class Clock:
    """A clock the test moves by hand, so each logged change has its own time."""

    def __init__(self, now: dt.datetime) -> None:
        self.now = now

    def __call__(self) -> dt.datetime:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock(dt.datetime(2026, 11, 21, 18, 30))


@pytest.fixture
def timed_services(tmp_path: Path, clock: Clock) -> Iterator[Services]:
    path = empty_database(tmp_path / "timed.sqlite3")
    opened = Services.open(path, clock=clock, rng=random.Random(7))
    yield opened
    opened.close()


def every_action_event(services: Services) -> int:
    """An event whose log holds every action the services write into an event's log."""
    event_id, _ = services.events.create(
        EventSettings(name="金曜モダン", date=dt.date(2026, 11, 20), playoff=Playoff.TOP4)
    )
    services.events.update(
        event_id,
        EventSettings(
            name="金曜モダン",
            date=dt.date(2026, 11, 20),
            format=Format.MODERN,
            playoff=Playoff.TOP4,
            swiss_rounds=2,
        ),
    )
    ids = [services.players.add(event_id, f, g, r)[0] for f, g, r in SIXTEEN[:6]]
    services.players.set_awarded_byes(ids[1], 1)
    services.players.edit(ids[2], "鈴木", "一朗", "すずき いちろう", "1234567890")
    # Removed before round 1: the next player gets the same entry id.
    removed, _ = services.players.add(event_id, "取消", "予定", "とりけし よてい")
    services.players.remove(removed)
    # Registered and did not come (issue 30): removed as absent, a no-show counted.
    absent, _ = services.players.add(event_id, "欠席", "予定", "けっせき よてい")
    services.players.remove_absent(absent)
    preview = services.players.preview_csv(
        "姓,名,ふりがな\n木村,陽菜,きむら ひな\n林,蒼,はやし あおい\n", event_id
    )
    services.players.import_csv(event_id, preview)
    services.rounds.pair_next(event_id)
    services.rounds.repair_current(event_id)
    paired = [m for m in services.rounds.current_round(event_id).matches if m.player2]
    services.rounds.set_pairing(event_id, paired[0].player1, paired[1].player1)
    paired = [m for m in services.rounds.current_round(event_id).matches if m.player2]
    # MTR 2.6: a deck check of 5 minutes (+3), a ruling given then taken back.
    services.extensions.add(event_id, 1, paired[0].table, 5, ExtensionReason.DECK_CHECK)
    services.extensions.add(event_id, 1, paired[0].table, 2, ExtensionReason.JUDGE_RULING)
    services.extensions.remove(event_id, 1, paired[0].table)
    for match in paired:
        services.rounds.report(event_id, 1, match.table, "2-1")
    services.rounds.report_result(paired[0].id, MatchResult(0, 2, 0))
    services.rounds.clear_result(paired[1].id)
    services.rounds.report(event_id, 1, paired[1].table, "1-1-1")
    services.players.drop(ids[0])
    services.players.re_enter(ids[0])
    services.rounds.pair_next(event_id)
    for match in services.rounds.current_round(event_id).missing:
        services.rounds.report(event_id, 2, match.table, "2-0")
    services.playoff.start(event_id)
    return event_id


def logged_actions() -> set[str]:
    """Every action string the services pass to ``Context.audit`` (read from the source)."""
    found: set[str] = set()
    folder = Path(mtrdesk.services.__file__).parent
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            # Direct calls: ctx.audit(event, "result.report" if ... else "result.clear", ...)
            if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "audit":
                found |= {
                    c.value
                    for c in ast.walk(node.args[1])
                    if isinstance(c, ast.Constant) and isinstance(c.value, str)
                }
            # Actions passed on by name (rounds._pair(..., "round.pair")) look the same.
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and node.value.count(".") == 1
                and node.value.replace(".", "").replace("_", "").isalpha()
                and node.value.islower()
            ):
                found.add(node.value)
    return found


def test_every_action_the_services_write_has_a_label() -> None:
    found = logged_actions()
    assert {"result.report", "round.repair", "import_event", "playoff.pair"} <= found
    assert sorted(found - set(ACTION_LABELS)) == []


def test_every_label_and_detail_is_japanese(qtbot, timed_services, translators) -> None:
    assert translators.install("ja")
    event_id = every_action_event(timed_services)
    # The imported copy's log holds the whole original log, then the import.
    copy_id = import_event(timed_services, export_event(timed_services, event_id))
    dialog = dialog_for(timed_services, copy_id)
    qtbot.addWidget(dialog)
    logged = {row.entry.action for row in dialog.model.rows()}
    # Deleting leaves no event log; pods need a draft (test_pod_actions_in_japanese); draft
    # seats and early advancement their own events (tests/ui/test_playoff_variants_window.py).
    # Team actions need a team event (tests/ui/test_teams_window.py), multiplayer
    # actions a multiplayer event; decklist actions are read in both languages by
    # tests/services/test_decklists_audit.py.
    assert logged == (
        set(ACTION_LABELS)
        - {"event.delete"}
        - POD_ACTIONS
        - VARIANT_ACTIONS
        - TEAM_ACTIONS
        - MULTIPLAYER_ACTIONS
        - UNDO_ACTIONS
        - {action for action in ACTION_LABELS if action.startswith("decklists.")}
        - {"backup.restore"}  # needs a backup: tests/ui/test_restore_window.py
        # The roster's own changes belong to no event: tests/ui/test_regulars_dialog.py.
        - {action for action in ACTION_LABELS if action.startswith("roster.")}
        # Reports from the floor need the web server: tests/ui/test_floor_window.py.
        - {action for action in ACTION_LABELS if action.startswith("floor.")}
        # Registrations: tests/services/test_registration_audit.py.
        - {action for action in ACTION_LABELS if action.startswith("registration.")}
    )
    assert_japanese(dialog)
    assert dialog.windowTitle() == "操作履歴"
    labels = {action: action_label(AuditEntry(WHEN, action, {})) for action in ACTION_LABELS}
    assert all(label != action and label for action, label in labels.items())
    assert len(set(labels.values())) == len(labels)
    details = [row[2] for row in shown_rows(dialog.model)]
    assert "鈴木 一郎 → 鈴木 一朗(プレイヤーID: — → 1234567890)" in details
    assert "佐藤 花子: 付与された不戦勝 0 → 1" in details
    assert "フォーマット: スタンダード → モダン、スイス式ラウンド数: 推奨値 → 2" in details
    assert "山田 太郎(第1回戦の後)" in details
    assert any(d.startswith("準決勝: ") for d in details)
    assert any(d.startswith("トップ4(シード順: ") for d in details)
    assert "2人: 木村 陽菜、林 蒼" in details
    assert "取消 予定" in details  # added, then removed: its own name, not 木村's
    assert details[0] == "8人、3回戦"
    assert any(d.endswith("卓: +8分(5分のデッキチェック、MTR 2.6)") for d in details)
    corrected = next(r for r in shown_rows(dialog.model) if r[1] == "結果を修正")
    assert corrected[2].endswith("0-2(修正前: 2-1)")


POD_ACTIONS = {
    "pods.seat",
    "pods.move",
    "pods.clear",
    "pods.lift",
    "pods.swap",
    "pods.draft_drop",
}
VARIANT_ACTIONS = {"playoff.seat", "playoff.advance"}
TEAM_ACTIONS = {
    "team.add",
    "team.edit",
    "team.remove",
    "team.drop",
    "team.re_enter",
    "team.pairing_edit",
}
# Undo, redo and round rollback: tests/ui/test_undo_window.py.
UNDO_ACTIONS = {"undo", "redo", "round.rollback"}
# Multiplayer pod events: tests/ui/test_multiplayer_window.py.
MULTIPLAYER_ACTIONS = {a for a in ACTION_LABELS if a.startswith("multiplayer.")}


def test_pod_actions_in_japanese(qtbot, timed_services, translators) -> None:
    """Booster-draft pods (MTR 7.6): seating, a move, clearing and the announcement."""
    assert translators.install("ja")
    services = timed_services
    event_id, _ = services.events.create(
        EventSettings(name="金曜ドラフト", date=dt.date(2026, 11, 20), format=Format.BOOSTER_DRAFT),
        pods_lifted=True,
    )
    ids = [services.players.add(event_id, f, g, r)[0] for f, g, r in SIXTEEN[:9]]
    services.pods.seat(event_id, 8, seed=5)
    services.pods.clear(event_id)
    services.pods.lift(event_id, False)
    services.pods.seat(event_id, 8, seed=5)
    services.pods.move(event_id, ids[0], 3)
    services.pods.swap(event_id, ids[1], ids[2])
    services.pods.drop_from_draft(event_id, ids[3], 2, 5)
    services.pods.move(event_id, ids[0], 3, seat=1)  # already there: nothing logged
    dialog = dialog_for(services, event_id)
    qtbot.addWidget(dialog)
    assert {row.entry.action for row in dialog.model.rows()} >= POD_ACTIONS
    assert_japanese(dialog)
    rows = [(r[1], r[2]) for r in shown_rows(dialog.model)]
    assert ("ポッド分け", "2ポッド(5人、4人)(1ポッド最大8人、乱数シード 5)") in rows
    assert ("ポッドを解除", "9人") in rows
    assert rows[0][0] == "ドラフト離脱"
    assert re.fullmatch(
        r".+\(ポッド\d・\d番席\): 2パック目・5ピック目の前でドラフト離脱\(MTR 7\.7\)", rows[0][1]
    )
    assert rows[1][0] == "ドラフトの席を入れ替え" and "⇄" in rows[1][1]
    assert rows[2][0] == "ポッドを変更"
    assert re.fullmatch(r"山田 太郎: ポッド[12]・\d番席 → ポッド3・1番席", rows[2][1])
    lifted = [text for label, text in rows if label == "ポッドをまたいだ組み合わせ"]
    assert lifted == [
        "取り消し: 同じポッドのプレイヤーとだけ対戦します (MTR 7.6)",
        "告知: 別のポッドのプレイヤーと対戦することがあります (MTR 7.6)",
    ]


def test_a_reported_result_comes_first_with_its_time_in_japanese(
    qtbot, timed_services, clock, settings, translators
) -> None:
    assert translators.install("ja")
    services = timed_services
    event_id, _ = services.events.create(
        EventSettings(name="金曜モダン", date=dt.date(2026, 11, 20))
    )
    for family, given, reading in SIXTEEN[:4]:
        services.players.add(event_id, family, given, reading)
    clock.now = dt.datetime(2026, 11, 21, 19, 0)
    view, _ = services.rounds.pair_next(event_id)
    first = view.matches[0]
    clock.now = dt.datetime(2026, 11, 21, 19, 5, 12)
    services.rounds.report(event_id, 1, first.table, "2-1")

    window = MainWindow(services, settings, "ja")
    qtbot.addWidget(window)
    window.set_event(event_id)
    seen: list[list[list[str]]] = []

    def read(dialog: AuditLogDialog) -> None:
        seen.append(shown_rows(dialog.table.model()))
        dialog.reject()

    on_next_dialog(read)
    window.audit_log_action.trigger()
    rows = seen[0]
    assert rows[0] == [
        "2026/11/21(土) 19:05",
        "結果を入力",
        f"第1回戦 {first.table}卓: {first.player1_name} 対 {first.player2_name} 2-1",
    ]
    assert rows[1][:2] == ["2026/11/21(土) 19:00", "組み合わせを作成"]
    assert rows[1][2] == "第1回戦: 全2卓"
    assert rows[-1][:2] == ["2026/11/21(土) 18:30", "大会を作成"]
    assert [r[1] for r in rows[2:6]] == ["プレイヤーを追加"] * 4
    assert len(rows) == 7


def test_english_times_follow_the_locale(timed_services, translators) -> None:
    assert translators.install("en")
    event_id = every_action_event(timed_services)
    model = AuditLogModel()
    model.set_log(timed_services.rounds.audit_log(event_id), names_of(timed_services, event_id))
    assert model.index(0, AuditLogModel.TIME).data().startswith("2026-11-21 (Sat) 6:30")
    assert model.index(0, AuditLogModel.TIME).data().endswith("PM")
    assert model.index(0, AuditLogModel.ACTION).data() == "Playoff round paired"


def test_model_under_the_item_model_tester(qapp, timed_services) -> None:
    event_id = every_action_event(timed_services)
    entries = timed_services.rounds.audit_log(event_id)
    rows = audit_rows(entries, names_of(timed_services, event_id))
    exercise(AuditLogModel(), rows)
    model = AuditLogModel()
    QAbstractItemModelTester(model, FATAL)
    model.set_log(entries, names_of(timed_services, event_id))
    assert model.rowCount() == len(entries)
    assert model.index(0, 0).data(ROW_ROLE).entry == entries[-1]  # newest first
    assert model.index(model.rowCount() - 1, 0).data(ROW_ROLE).entry == entries[0]
    detail = model.index(0, AuditLogModel.DETAIL)
    assert detail.data(Qt.ItemDataRole.ToolTipRole) == detail.data()
    assert model.headerData(2, Qt.Orientation.Horizontal) == "Details"


def test_an_imported_event_names_the_players_of_its_old_records(qapp, timed_services) -> None:
    event_id = every_action_event(timed_services)
    copy_id = import_event(timed_services, export_event(timed_services, event_id))
    original = AuditLogModel()
    original.set_log(timed_services.rounds.audit_log(event_id), names_of(timed_services, event_id))
    imported = AuditLogModel()
    imported.set_log(timed_services.rounds.audit_log(copy_id), names_of(timed_services, copy_id))
    # The copy's log is the original's (its ids were those of the first event) plus the import.
    assert shown_rows(imported)[0][1:] == ["Event imported", "8 players, 3 rounds"]
    assert shown_rows(imported)[1:] == shown_rows(original)
    assert "player #" not in str(shown_rows(imported))


def test_reused_ids_never_borrow_another_players_name(qapp) -> None:
    entries = [
        AuditEntry(WHEN, "player.add", {"entry": 7, "name": "取消 予定"}),
        AuditEntry(WHEN, "player.byes", {"entry": 7, "before": 0, "after": 1}),
        AuditEntry(WHEN, "player.remove", {"entry": 7, "name": "取消 予定"}),
        AuditEntry(WHEN, "player.import_csv", {"entries": [7, 8]}),
        AuditEntry(WHEN, "player.drop", {"entry": 7, "after_round": 0}),
    ]
    contexts = log_contexts(entries, {7: "木村 陽菜", 8: "林 蒼"})
    lines = [describe_detail(e, c) for e, c in zip(entries, contexts, strict=True)]
    assert lines == [
        "取消 予定",
        "取消 予定: awarded byes 0 → 1",
        "取消 予定",
        "2 players: 木村 陽菜, 林 蒼",
        "木村 陽菜 (before round 1)",
    ]
    # Records brought along by an import use the old database's ids: unknown stays unknown.
    imported = [
        AuditEntry(WHEN, "player.import_csv", {"entries": [3]}),
        AuditEntry(WHEN, "player.drop", {"entry": 3, "after_round": 2}),
        AuditEntry(WHEN, "import_event", {"players": 2, "rounds": 2}),
    ]
    contexts = log_contexts(imported, {3: "別の 人", 4: "もう 一人"})
    assert describe_detail(imported[1], contexts[1]) == "player #3 (after round 2)"


def test_unknown_actions_and_unreadable_details_are_shown_as_they_are(qapp) -> None:
    unknown = AuditEntry(WHEN, "deck.check", {"table": 4, "note": "サイドボード"})
    broken = AuditEntry(WHEN, "result.report", {"round": "first", "players": None})
    contexts = log_contexts([unknown, broken], {})
    assert action_label(unknown) == "deck.check"
    assert describe_detail(unknown, contexts[0]) == "table: 4, note: サイドボード"
    assert action_label(broken) == "Result entered"
    assert describe_detail(broken, contexts[1]) == "round: first, players: null"


def test_the_filter_keeps_one_players_changes(qtbot, timed_services) -> None:
    event_id = every_action_event(timed_services)
    dialog = dialog_for(timed_services, event_id)
    qtbot.addWidget(dialog)
    everything = dialog.proxy.rowCount()
    assert "%" not in dialog.summary_label.text() and str(everything) in dialog.summary_label.text()
    dialog.filter_edit.setText("山田 太郎")
    kept = [
        dialog.proxy.index(r, AuditLogModel.DETAIL).data() for r in range(dialog.proxy.rowCount())
    ]
    assert 0 < len(kept) < everything
    assert all("山田 太郎" in text for text in kept)
    dialog.filter_edit.clear()
    assert dialog.proxy.rowCount() == everything
