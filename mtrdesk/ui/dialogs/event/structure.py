"""What the structure chosen in the event dialog allows (MTR 8, 9, the multiplayer
addendum): a Two-Headed Giant match is one game (MTR 9.1); team and multiplayer events run
a fixed number of Swiss rounds (the services refuse the rest); only three-person teams and
2HG play a top 4 / top 8 of teams, and single elimination only (Appendix E)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox

from mtrdesk.core.editions.edition import Topic
from mtrdesk.core.event_rules import SettingField
from mtrdesk.core.settings import EndRuleKind, Playoff, Structure
from mtrdesk.ui.dialogs.event.variants import SwissVariants, select
from mtrdesk.ui.plain import rich_safe
from mtrdesk.words.editions.citing import cite


def fit_structure(
    structure: Structure | None,
    games_combo: QComboBox,
    playoff_combo: QComboBox,
    variants: SwissVariants,
    editable: frozenset[SettingField],
    playoff_tip: str,
    edition: str | None = None,
) -> None:
    """Set the match length, the playoff and the end-of-Swiss rows for ``structure``;
    ``playoff_tip``: the playoff's own tooltip, for individual events; ``edition``: the
    key of the edition chosen, whose section numbers the tooltips cite."""
    shared = structure is Structure.TWO_HEADED_GIANT
    if shared:
        select(games_combo, 1)
    games_combo.setEnabled(not shared and SettingField.GAMES_TO_WIN in editable)
    games_combo.setToolTip(
        rich_safe(
            QCoreApplication.translate(
                "EventDialog", "Two-Headed Giant matches consist of one game (MTR 9.1)."
            )
            if shared
            else ""
        )
    )
    multiplayer = structure is Structure.MULTIPLAYER
    teams = structure is not None and structure.has_teams
    # Three-person teams and 2HG play a top 4 / top 8 (MTR 3.2, 10.4); the booster-draft
    # playoff seats eight players at one table, not teams.
    team_playoff = structure in (Structure.TEAM_OF_THREE, Structure.TWO_HEADED_GIANT)
    variants.word_elimination(team_playoff)
    # A QComboBox fills a QStandardItemModel of its own; its items can be disabled.
    model = playoff_combo.model()
    assert isinstance(model, QStandardItemModel), "a combo box's own model"
    draft_item = model.item(playoff_combo.findData(Playoff.DRAFT_TOP8))
    if draft_item is not None:
        draft_item.setEnabled(not teams)
    if not teams and not multiplayer:
        playoff_combo.setToolTip(rich_safe(playoff_tip))
        return
    if multiplayer:
        tip = QCoreApplication.translate(
            "EventDialog",
            "Multiplayer events choose their pod playoff (top 4, 10, 16 or 40) on the "
            "Playoff tab (multiplayer addendum).",
        )
    else:
        tip = QCoreApplication.translate(
            "EventDialog",
            "Team events run a fixed number of Swiss rounds; the team standings rank them.",
        )
    if variants.elimination_check.isChecked() and not team_playoff:
        variants.elimination_check.setChecked(False)
    if variants.advance_check.isChecked():
        variants.advance_check.setChecked(False)
    if variants.cut_check.isChecked():  # a day-two cut pairs individuals (MTR 10.2)
        variants.cut_check.setChecked(False)
    if not team_playoff or playoff_combo.currentData() is Playoff.DRAFT_TOP8:
        select(playoff_combo, Playoff.NONE)
    select(variants.end_combo, EndRuleKind.FIXED)
    # Appendix E: 4 to 8 teams may play single elimination only (three-person, 2HG).
    stopped = [variants.end_row, variants.advance_row, variants.cut_row]
    if not team_playoff:
        stopped.append(variants.elimination_check)
    for widget in stopped:
        widget.setEnabled(False)
        widget.setToolTip(rich_safe(tip))
    elimination = variants.elimination_check.isChecked()
    playoff_combo.setEnabled(team_playoff and not elimination and SettingField.PLAYOFF in editable)
    if team_playoff:
        playoff_combo.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "EventDialog",
                    "The top 4 or top 8 teams of the team standings play single elimination "
                    "(MTR 10.4); each team counts as one player (Appendix E).",
                )
            )
        )
    elif multiplayer:
        playoff_combo.setToolTip(rich_safe(tip))
    else:
        playoff_combo.setToolTip(
            rich_safe(
                cite(
                    QCoreApplication.translate(
                        "EventDialog",
                        "Teams of two have no playoff: a one-all split of the seat matches has "
                        "no winner (%1). Three-person teams and Two-Headed Giant can have one.",
                    ),
                    Topic.END_OF_MATCH,
                    edition,
                )
            )
        )
