"""Issue 6, done when: in the window, paste a list, see its problems, fix them, lock the
list (MTR 2.7), and run a deck check (MTR 2.8) that extends the match's time (MTR 2.6)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from mtrdesk.core.decklists.problems import ProblemCode
from mtrdesk.services.decklists.service import DeckCheckOutcome, DeckState
from mtrdesk.ui.dialogs.decklists.deck_check import DeckCheckDialog
from mtrdesk.ui.dialogs.decklists.dialog import DecklistDialog
from mtrdesk.ui.dialogs.decklists.problems import ENGLISH
from mtrdesk.ui.dialogs.decklists.prompts import EnglishNameDialog, OfficialDialog
from mtrdesk.ui.models.decklists_model import DecklistsModel
from mtrdesk.ui.models.pairings_model import PairingsModel
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.ui_decklists import BROKEN, FIXED, modern_event
from tests.helpers.ui_helpers import on_next_dialog


def codes(dialog: DecklistDialog) -> set[ProblemCode]:
    return {problem.code for problem in dialog.problems}


def shown_problems(dialog: DecklistDialog) -> list[str]:
    return dialog.problem_view.texts()


def test_paste_fix_lock_and_deck_check_extends_the_match(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    event_id = modern_event(services)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    tab = window.decklists_tab
    window.tabs.setCurrentWidget(tab)
    assert window.tabs.isTabVisible(window.tabs.indexOf(tab))
    assert tab.model.rowCount() == 8
    entry = services.decklists.overview(event_id)[0].entry_id
    assert tab.select_entry(entry)
    state = tab.proxy.index(0, DecklistsModel.STATE)
    assert tab.model.data(tab.model.index(0, DecklistsModel.STATE)) == "Missing"
    assert state.isValid()
    seen: dict[str, object] = {}

    def lock_as_judge(dialog: QWidget) -> None:
        assert isinstance(dialog, OfficialDialog)
        dialog.name_edit.setText("ジャッジ 佐藤")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    def english_name(dialog: QWidget) -> None:
        assert isinstance(dialog, EnglishNameDialog)
        dialog.english_edit.setText("Lightning Bolt")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    def enter_list(dialog: QWidget) -> None:
        assert isinstance(dialog, DecklistDialog)
        # Paste: the list comes from the clipboard, the problems a moment later.
        QApplication.clipboard().setText(BROKEN)
        dialog.paste_button.click()
        qtbot.waitUntil(lambda: ProblemCode.BANNED in codes(dialog), timeout=3000)
        seen["broken"] = set(codes(dialog))
        seen["broken_text"] = shown_problems(dialog)
        seen["lock_enabled_broken"] = dialog.lock_button.isEnabled()
        # Fix: the organizer corrects the list in the editor, the problems go away.
        dialog.editor.setPlainText(FIXED)
        qtbot.waitUntil(lambda: ProblemCode.BANNED not in codes(dialog), timeout=3000)
        seen["fixed"] = set(codes(dialog))
        seen["summary"] = dialog.summary_label.text()
        # The Japanese name stays as written; the organizer gives its English name
        # (the link after the note).
        japanese = next(p for p in dialog.problems if p.code is ProblemCode.JAPANESE_NAME)
        on_next_dialog(english_name)
        dialog.problem_view.trigger(ENGLISH, japanese)
        seen["named"] = set(codes(dialog))
        assert dialog.lock_button.isEnabled()
        on_next_dialog(lock_as_judge)
        dialog.lock_button.click()

    on_next_dialog(enter_list)
    tab.edit_button.click()

    assert seen["broken"] >= {
        ProblemCode.TOO_MANY_COPIES,
        ProblemCode.BANNED,
        ProblemCode.JAPANESE_NAME,
    }
    assert any("Mox Opal" in text for text in seen["broken_text"])  # type: ignore[union-attr]
    assert seen["lock_enabled_broken"] is False
    assert seen["fixed"] == {ProblemCode.JAPANESE_NAME}
    assert seen["summary"] == "Main 60 · Sideboard 15"
    assert seen["named"] == set()
    detail = services.decklists.detail(event_id, entry)
    assert detail.locked and detail.locked_by == "ジャッジ 佐藤"
    assert detail.decklist is not None and detail.decklist.main_count == 60
    row = services.decklists.overview(event_id)[0]
    assert row.state is DeckState.CHECKED and row.locked
    assert tab.model.data(tab.model.index(0, DecklistsModel.LOCKED)) == "Locked"
    assert tab.panel.main_label.text() == "Main deck (60)"

    # Round 1 is paired from the window; the deck check proposes matches still playing.
    window.tabs.setCurrentWidget(window.rounds_tab)
    window.rounds_tab.pair_next()
    window.tabs.setCurrentWidget(tab)
    assert tab.check_button.isEnabled()
    table = next(
        t.table
        for t in services.decklists.proposals(event_id, 1, seed=1).candidates
        if entry in t.entries
    )

    def check(dialog: QWidget) -> None:
        assert isinstance(dialog, DeckCheckDialog)
        seen["seed"] = dialog.seed_label.text()
        seen["proposed"] = dialog.proposals.rowCount()
        assert dialog.choose(table)
        dialog.minutes_spin.setValue(4)
        dialog.set_outcome(DeckCheckOutcome.OK)
        seen["total"] = dialog.total_label.text()
        dialog.record_button.click()

    on_next_dialog(check)
    tab.check_button.click()

    assert "Random seed" in str(seen["seed"])
    assert seen["proposed"] >= 1  # type: ignore[operator]
    assert "7" in str(seen["total"]) and "MTR 2.6" in str(seen["total"])
    assert services.extensions.for_round(event_id, 1) == {str(table): 7}  # 4 + 3 (MTR 2.6)
    checks = services.decklists.checks(event_id, 1)
    assert entry in {c.entry_id for c in checks}
    assert all(c.minutes == 4 and c.outcome is DeckCheckOutcome.OK for c in checks)
    assert tab.model.data(tab.model.index(0, DecklistsModel.CHECKS)) == "1"
    # The Rounds tab shows the match's extension once it is on screen again.
    window.tabs.setCurrentWidget(window.rounds_tab)
    rounds = window.rounds_tab
    shown = {
        rounds.panel.proxy.index(r, PairingsModel.TABLE).data(): rounds.panel.proxy.index(
            r, PairingsModel.EXTENSION
        ).data()
        for r in range(rounds.panel.proxy.rowCount())
    }
    assert shown[str(table)] == "+7 min"
    assert all(text == "" for label, text in shown.items() if label != str(table))
