"""Issue 27 item 1 in the window: the review of a re-pair after a correction names every
player whose place it moves (the pairing bye) and the drops and late entries it keeps, and
what it saves is what it showed."""

from __future__ import annotations

import datetime as dt
import random

from PySide6.QtWidgets import QLabel, QListWidget, QMessageBox, QPushButton

from mtrdesk.core.settings import EventSettings
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Problem, Services
from mtrdesk.services.swiss.corrections import CorrectionReview, ReviewKind
from mtrdesk.ui import errors
from mtrdesk.ui.dialogs.correction import CorrectionDialog, review_correction
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.services_support import report_round
from tests.helpers.ui_helpers import SIXTEEN


def corrected(services: Services) -> tuple[int, CorrectionReview, int, int, dict]:
    """Ten players (the last with two awarded byes), round 1 won 2-0 at every table, round
    2 paired; 佐藤 of table 1 drops, a late entrant comes; round 1 table 2 corrected to
    0-2. The event, the review, the drop, the late entrant and the correction warning."""
    event_id, _ = services.events.create(EventSettings(name="金曜", date=dt.date(2026, 11, 20)))
    entries = [services.players.add(event_id, f, g, r)[0] for f, g, r in SIXTEEN[:10]]
    services.players.set_awarded_byes(entries[-1], 2)
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, random.Random(1), "2-0")
    second, _ = services.rounds.pair_next(event_id, seed=2)
    dropped = second.at_table(1).player2
    assert dropped is not None
    services.players.drop(dropped)
    late, _ = services.players.add(event_id, "遅刻", "参加", "ちこく さんか")
    changes = services.rounds.report(event_id, 1, 2, "0-2")
    (warning,) = [w for w in changes.warnings if w.problem is Problem.LATER_ROUNDS_EXIST]
    review = services.corrections.review(event_id, warning.details["match"], "2-0")
    assert review.kind is ReviewKind.REPAIR and review.proposal is not None
    return event_id, review, dropped, late, {"warning": warning}


def test_the_review_names_the_moves_and_the_kept_drop_and_late_entry(qtbot, services) -> None:
    _, review, dropped, late, _ = corrected(services)
    dialog = CorrectionDialog(review)
    qtbot.addWidget(dialog)
    kept = dialog.findChild(QLabel, "correctionKept").text()
    assert review.names[dropped] in kept
    assert "Dropped during Round 2: still paired in Round 2 and dropped after it" in kept
    assert review.names[late] in kept and "Entered late during Round 2" in kept
    proposal = review.proposal
    assert proposal is not None and proposal.moves  # the pairing bye moves
    shown = dialog.findChild(QListWidget, "correctionMoves")
    texts = [shown.item(row).text() for row in range(shown.count())]
    assert len(texts) == len(proposal.moves)
    for move, text in zip(proposal.moves, texts, strict=True):
        assert text.startswith(review.names[move.entry])
    assert any("the bye" in t for t in texts)
    assert dialog.shown_moves == proposal.moves


def test_pairing_again_keeps_the_drop_in_its_round(qtbot, services, monkeypatch) -> None:
    event_id, _, dropped, late, found = corrected(services)

    def choose(dialog: CorrectionDialog) -> int:
        dialog.findChild(QPushButton, "repairButton").click()
        return 1

    monkeypatch.setattr(CorrectionDialog, "exec", choose)
    changes = review_correction(None, services, event_id, found["warning"], lambda _: None)
    assert changes is not None and changes.pairings
    entries = {e.id: e for e in services.players.list_entries(event_id)}
    assert entries[dropped].dropped_after_round == 2  # not "dropped after round 1"
    assert entries[late].late_entry_round == 3
    round_two = services.rounds.list_rounds(event_id)[1]
    kinds = {p: m.kind for m in round_two.matches for p in (m.player1, m.player2) if p}
    assert kinds[dropped] is MatchKind.PAIRED
    assert kinds[late] is MatchKind.LATE_ENTRY_LOSS
    assert services.rounds.audit_log(event_id)[-1].detail["moves"]


def test_a_dialog_that_did_not_show_the_moves_pairs_nothing(qtbot, services, monkeypatch) -> None:
    event_id, _, _, _, found = corrected(services)
    before = services.rounds.list_rounds(event_id)[1]
    told: list[str] = []
    monkeypatch.setattr(errors, "show_error", lambda parent, text: told.append(text))
    # A review that lists no place (as before issue 27), the organizer pairing again.
    monkeypatch.setattr(CorrectionDialog, "_add_places", lambda self, layout, review: None)

    def choose(dialog: CorrectionDialog) -> int:
        dialog.findChild(QPushButton, "repairButton").click()
        return 1

    monkeypatch.setattr(CorrectionDialog, "exec", choose)
    assert review_correction(None, services, event_id, found["warning"], lambda _: None) is None
    assert services.rounds.list_rounds(event_id)[1] == before
    (text,) = told
    assert "Pairing round 2 again would also change the place of" in text
    assert "Nothing was paired again" in text


def test_the_review_in_japanese(qtbot, services, translators) -> None:
    translators.install("ja")
    _, review, dropped, late, _ = corrected(services)
    dialog = CorrectionDialog(review)
    qtbot.addWidget(dialog)
    kept = dialog.findChild(QLabel, "correctionKept").text()
    assert "第2回戦の途中でドロップ" in kept and review.names[dropped] in kept
    assert "途中参加" in kept and review.names[late] in kept
    intro = dialog.findChild(QLabel, "correctionMovesIntro").text()
    assert intro.startswith("第2回戦を組み直すと")


def test_pair_again_names_the_drop_and_the_late_entrant_it_moves(
    qtbot, services, settings, monkeypatch
) -> None:
    """Round ▸ Pair again (no correction) leaves a drop of the round out and pairs its late
    entrant in it (``unpair_current_round``): the question says so, by name, first."""
    event_id, _, dropped, late, _ = corrected(services)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.show()
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    asked: list[str] = []

    def no(parent, title, text, *rest):  # type: ignore[no-untyped-def]
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", no)
    before = services.rounds.list_rounds(event_id)[1]
    window.rounds_tab.repair()
    (text,) = asked
    names = {e.id: e.display_name for e in services.players.list_entries(event_id)}
    assert f"Dropped during the round, they stay dropped (before it): {names[dropped]}" in text
    assert (
        f"Entered during the round, they are paired in it when it is paired again: {names[late]}"
    ) in text
    assert services.rounds.list_rounds(event_id)[1] == before  # answered No
