"""The player-ID fields ask for what the event's MTR edition names (issue 29): a Wizards
Account or a DCI number under 2023-08-21 (MTR 1.5, 8.2), a Wizards Account under
2025-11-10 (MTR 1.5, 8.2), where a legacy DCI number typed or imported is still read and
kept, not asked for."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt

from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.core.teams.team import Seat
from mtrdesk.services import Services
from mtrdesk.ui.dialogs.player import PlayerDialog
from mtrdesk.ui.dialogs.teams.team import TeamDialog
from mtrdesk.ui.models.players_model import PlayersModel
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words.i18n import Translators

#: (edition, English prompt, Japanese prompt, English tip start, Japanese tip)
ASKED = [
    (
        "2023-08-21",
        "Wizards Account or DCI number",
        "ウィザーズ・アカウントまたはDCI番号",
        "Wizards Account, DCI number, or empty",
        "ウィザーズ・アカウント、DCI番号、または空欄(名前のみで登録)",
    ),
    (
        "2025-11-10",
        "Wizards Account",
        "ウィザーズ・アカウント",
        "Wizards Account, or empty for a name-only entry. A DCI number already used is kept.",
        "ウィザーズ・アカウント、または空欄(名前のみで登録)。以前の会員番号が登録済みなら、そのまま使えます。",
    ),
]


@pytest.mark.parametrize(("edition", "en", "ja", "en_tip", "ja_tip"), ASKED)
def test_the_id_fields_ask_by_the_event_s_edition_in_both_languages(
    qtbot, translators: Translators, edition: str, en: str, ja: str, en_tip: str, ja_tip: str
) -> None:  # type: ignore[no-untyped-def]
    model = PlayersModel()
    model.edition_key = edition
    for language, prompt, tip in (("en", en, en_tip), ("ja", ja, ja_tip)):
        assert translators.install(language)
        player = PlayerDialog(edition=edition)
        qtbot.addWidget(player)
        assert player.player_id_edit.placeholderText() == prompt
        team = TeamDialog([Seat.A, Seat.B, Seat.C], lambda form: None, edition=edition)
        qtbot.addWidget(team)
        assert [row.player_id.placeholderText() for row in team.rows] == [prompt] * 3
        shown = model.headerData(
            PlayersModel.PLAYER_ID, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
        )
        assert str(shown).startswith(tip)


@pytest.mark.parametrize(("edition", "en", "ja", "en_tip", "ja_tip"), ASKED)
def test_the_players_tab_asks_as_its_event_s_edition_and_keeps_a_dci_number(
    qtbot, services: Services, settings, edition: str, en: str, ja: str, en_tip: str, ja_tip: str
) -> None:  # type: ignore[no-untyped-def]
    del ja, ja_tip
    event = EventSettings("金曜モダン", dt.date(2026, 11, 20)).with_changes(edition=edition)
    event_id, _ = services.events.create(event)
    # A legacy DCI number is read and kept under either edition (2025: not asked for).
    services.players.add(event_id, "山田", "太郎", player_id="１２３４５６７８９０")
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)
    window.set_event(event_id)
    tab = window.players_tab
    assert tab.model.edition_key == edition
    shown = tab.model.headerData(
        PlayersModel.PLAYER_ID, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    assert str(shown).startswith(en_tip)
    assert [e.player_id for e in services.players.list_entries(event_id)] == ["1234567890"]


def test_a_team_event_s_dialog_asks_as_the_event_s_edition(
    qtbot, services: Services, settings, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    event = EventSettings("チーム戦", dt.date(2026, 11, 20)).with_changes(
        structure=Structure.TEAM_OF_THREE, edition="2023-08-21"
    )
    event_id, _ = services.events.create(event)
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)
    window.set_event(event_id)
    seen: list[str] = []

    def shown(dialog: TeamDialog) -> int:
        seen.extend(row.player_id.placeholderText() for row in dialog.rows)
        return 0

    monkeypatch.setattr(TeamDialog, "exec", shown)
    window.players_tab.teams_panel.add_team()
    assert seen == ["Wizards Account or DCI number"] * 3
