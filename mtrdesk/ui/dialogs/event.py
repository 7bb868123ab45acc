"""Create or edit an event's settings, with the Appendix E recommendation in view."""

from __future__ import annotations

import datetime as dt
import enum

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.event_rules import POD_FORMATS, SettingField, recommended_rounds
from mtrdesk.core.settings import (
    DEFAULT_ROUND_MINUTES,
    MIN_ROUND_MINUTES,
    DeckKind,
    EndRuleKind,
    EventSettings,
    Floor,
    Format,
    Playoff,
    Rel,
    Structure,
)
from mtrdesk.core.swiss.end_rules import EndRuleError, end_rule_of, meets_rated_minimum
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.screen_fit import FormScroll, fit_hint
from mtrdesk.ui.widgets.bound_spin import BoundSpinBox, refused_sentence, refused_values
from mtrdesk.ui.widgets.result_entry import ERROR_STYLE
from mtrdesk.words import labels, messages
from mtrdesk.words.swiss import announcements
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

#: The structures offered: individual, teams (MTR 8), Two-Headed Giant (MTR 9),
#: multiplayer pods (multiplayer addendum).
STRUCTURE_CHOICES = (
    Structure.INDIVIDUAL,
    Structure.TEAM_OF_TWO,
    Structure.TEAM_OF_THREE,
    Structure.TWO_HEADED_GIANT,
    Structure.MULTIPLAYER,
)


def _enum_combo(members: list[enum.Enum], object_name: str) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(object_name)
    for member in members:
        combo.addItem(labels.label(member), member)
    return combo


def _select(combo: QComboBox, value: object) -> None:
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)


class EventDialog(QDialog):
    """``settings()`` returns validated ``EventSettings`` after ``exec()`` is accepted;
    ``pods_lifted()`` the "pair across pods" choice (MTR 7.6), stored beside them.
    ``editable``: the staged settings the event's stage still lets change
    (``core.event_rules.editable_settings``, as ``EventService.editable`` gives them); the
    others are shown disabled and kept as they were."""

    def __init__(
        self,
        settings: EventSettings | None = None,
        *,
        player_count: int = 0,
        byes_counted: bool = False,
        editable: frozenset[SettingField] = frozenset(SettingField),
        pods_lifted: bool = False,
        team_count: int = 0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._player_count = player_count
        self._team_count = team_count
        self._byes_counted = byes_counted
        self._original = settings
        self._editable = editable
        self.setWindowTitle(
            QCoreApplication.translate("EventDialog", "New event")
            if settings is None
            else QCoreApplication.translate("EventDialog", "Edit event")
        )
        settings = settings or EventSettings(name="", date=dt.date.today())

        self.name_edit = QLineEdit(settings.name)
        self.name_edit.setObjectName("eventName")
        self.name_edit.setPlaceholderText(
            QCoreApplication.translate("EventDialog", "e.g. Friday Modern")
        )
        self.date_edit = QDateEdit(
            QDate(settings.date.year, settings.date.month, settings.date.day)
        )
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat(
            QCoreApplication.translate("EventDialog", "yyyy-MM-dd (ddd)")
        )
        self.format_combo = _enum_combo(list(Format), "format")
        self.kind_combo = _enum_combo(list(DeckKind), "kind")
        self.rel_combo = _enum_combo(list(Rel), "rel")
        self.rel_combo.setToolTip(
            rich_safe(
                QCoreApplication.translate("EventDialog", "Rules Enforcement Level (MTR 1.12)")
            )
        )
        # MTR 8 (teams of two or three, a match per seat), MTR 9 (Two-Headed Giant).
        self.structure_combo = _enum_combo(
            [s for s in Structure if s in STRUCTURE_CHOICES or s is settings.structure], "structure"
        )
        self.structure_combo.setEnabled(SettingField.STRUCTURE in editable)
        self.structure_combo.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "EventDialog",
                    "Teams of two or three play one match per seat, A against A (MTR 8.2); a "
                    "Two-Headed Giant team plays one game together (MTR 9); a multiplayer event "
                    "plays in pods of four (multiplayer addendum 10.4A). Fixed once round 1 is "
                    "paired.",
                )
            )
        )
        self.games_combo = QComboBox()
        for games in labels.games_to_win_choices():
            self.games_combo.addItem(labels.games_to_win_label(games), games)

        self.recommended_check = QCheckBox(
            QCoreApplication.translate("EventDialog", "Use the recommendation")
        )
        self.rounds_spin = BoundSpinBox()
        self.rounds_spin.setObjectName("swissRounds")
        self.rounds_spin.setRange(1, 30)
        self.recommendation_label = PlainLabel()
        self.recommendation_label.setWordWrap(True)
        self.recommendation_label.setObjectName("recommendation")
        rounds_row = QHBoxLayout()
        rounds_row.addWidget(self.rounds_spin)
        rounds_row.addWidget(self.recommended_check)
        rounds_row.addStretch(1)

        self.minutes_spin = BoundSpinBox()
        self.minutes_spin.setRange(MIN_ROUND_MINUTES, 240)
        self.minutes_spin.setSuffix(QCoreApplication.translate("EventDialog", " min"))
        self.minutes_spin.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "EventDialog", "At least 40 minutes; 50 is recommended (MTR Appendix B)."
                )
            )
        )
        self.playoff_combo = _enum_combo(list(Playoff), "playoff")
        self.playoff_combo.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "EventDialog",
                    "MTR 10.4: top 4 and top 8 are paired by the final Swiss standings (1st v "
                    "8th, 4th v 5th, ...). The booster-draft playoff seats the top 8 at random "
                    "around one draft table; after the draft, seat 1 plays seat 5, 2 v 6, 3 v 7 "
                    "and 4 v 8.",
                )
            )
        )
        self._playoff_tip = self.playoff_combo.toolTip()
        self._build_variants(settings)
        # MTR 7.6: at Regular REL the organizer may let players of different pods play
        # each other, announced before the event starts (so fixed once round 1 is paired).
        self.pods_check = QCheckBox(
            QCoreApplication.translate("EventDialog", "Pair across pods (Regular REL only)")
        )
        self.pods_check.setObjectName("podsLifted")
        self.pods_check.setChecked(pods_lifted)
        self._pods_fixed = SettingField.PODS_LIFTED not in editable
        self.floor_combo = _enum_combo(list(Floor), "floor")
        self.floor_combo.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "EventDialog",
                    "The lowest match-win and game-win percentage used in tiebreakers. "
                    "The MTR says 0.33; some online platforms use exactly 1/3.",
                )
            )
        )
        # Privacy: a Wizards Account may be an e-mail address, and the opponent reads the
        # slip; the decklist sheet prints the IDs whatever this says.
        self.ids_check = QCheckBox(
            QCoreApplication.translate("EventDialog", "Print player IDs on slips and postings")
        )
        self.ids_check.setObjectName("showPlayerIds")
        self.ids_check.setChecked(settings.show_player_ids)
        self.ids_check.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "EventDialog",
                    "Off: result slips, pairings, seatings and other postings show names "
                    "only, since a player ID may be an e-mail address. Decklist sheets always "
                    "show the player ID.",
                )
            )
        )
        # The Appendix B timings of the event's pick clock (the projector and the Draft pods
        # tab open on them); only a clock, so it may change at any time.
        self.timings_combo = QComboBox()
        self.timings_combo.setObjectName("draftTimings")
        for key in labels.TIMINGS:
            self.timings_combo.addItem(labels.timings_label(key), key)
        self.timings_combo.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "EventDialog",
                    "The pick and review times the projector's pick clock opens on for this "
                    "event's drafts: the current MTR (2023) or, when the event follows it, the "
                    "Japanese MTR of 2016.",
                )
            )
        )
        self.notes_edit = QPlainTextEdit(settings.notes)
        self.notes_edit.setMaximumHeight(60)
        self.problems_label = PlainLabel()
        self.problems_label.setStyleSheet(ERROR_STYLE)
        self.problems_label.setWordWrap(True)

        form = QFormLayout()
        form.addRow(QCoreApplication.translate("EventDialog", "Event name:"), self.name_edit)
        form.addRow(QCoreApplication.translate("EventDialog", "Date:"), self.date_edit)
        form.addRow(QCoreApplication.translate("EventDialog", "Format:"), self.format_combo)
        form.addRow(
            QCoreApplication.translate("EventDialog", "Individual, team or pods:"),
            self.structure_combo,
        )
        form.addRow(
            QCoreApplication.translate("EventDialog", "Constructed or Limited:"), self.kind_combo
        )
        form.addRow(
            QCoreApplication.translate("EventDialog", "Rules Enforcement Level:"), self.rel_combo
        )
        form.addRow(QCoreApplication.translate("EventDialog", "Match length:"), self.games_combo)
        form.addRow(
            QCoreApplication.translate("EventDialog", "Event type:"), self.elimination_check
        )
        form.addRow(QCoreApplication.translate("EventDialog", "Swiss rounds:"), rounds_row)
        form.addRow("", self.recommendation_label)
        form.addRow(QCoreApplication.translate("EventDialog", "End of the Swiss:"), self.end_row)
        form.addRow(
            QCoreApplication.translate("EventDialog", "Early advancement:"), self.advance_row
        )
        form.addRow(
            QCoreApplication.translate("EventDialog", "Announcement:"), self.announcement_label
        )
        form.addRow(QCoreApplication.translate("EventDialog", "Round time:"), self.minutes_spin)
        form.addRow(QCoreApplication.translate("EventDialog", "Draft pods:"), self.pods_check)
        form.addRow(
            QCoreApplication.translate("EventDialog", "Pick clock timings:"), self.timings_combo
        )
        form.addRow(QCoreApplication.translate("EventDialog", "Playoff:"), self.playoff_combo)
        form.addRow(
            QCoreApplication.translate("EventDialog", "Tiebreaker floor:"), self.floor_combo
        )
        form.addRow(QCoreApplication.translate("EventDialog", "Player IDs:"), self.ids_check)
        form.addRow(QCoreApplication.translate("EventDialog", "Notes:"), self.notes_edit)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        # Twenty rows are taller than a 1366×768 laptop at 125 %: they scroll there, and
        # the problems and OK / Cancel stay in sight under them.
        layout.addWidget(FormScroll(form), 1)
        layout.addWidget(self.problems_label)
        layout.addWidget(self.buttons)

        _select(self.format_combo, settings.format)
        _select(self.kind_combo, settings.kind)
        _select(self.rel_combo, settings.rel)
        _select(self.games_combo, settings.games_to_win)
        _select(self.playoff_combo, settings.playoff)
        _select(self.structure_combo, settings.structure)
        _select(self.floor_combo, settings.floor)
        _select(self.timings_combo, settings.draft_timings)
        self.minutes_spin.setValue(settings.round_minutes or DEFAULT_ROUND_MINUTES)
        self.recommended_check.setChecked(settings.swiss_rounds is None)
        self.rounds_spin.setValue(settings.swiss_rounds or self._recommended())
        rounds_fixed = SettingField.SWISS_ROUNDS not in editable
        if rounds_fixed:
            self.rounds_spin.setEnabled(False)
            self.recommended_check.setEnabled(False)
        self.format_combo.currentIndexChanged.connect(self._format_changed)
        self.rel_combo.currentIndexChanged.connect(self._update_pods)
        self.kind_combo.currentIndexChanged.connect(self._update_recommendation)
        self.playoff_combo.currentIndexChanged.connect(self._update_recommendation)
        self.recommended_check.toggled.connect(self._update_recommendation)
        self._rounds_fixed = rounds_fixed
        for signal in (
            self.elimination_check.toggled,
            self.end_combo.currentIndexChanged,
            self.end_after_spin.valueChanged,
            self.end_wins_spin.valueChanged,
            self.end_count_spin.valueChanged,
            self.advance_check.toggled,
            self.advance_spin.valueChanged,
            self.rounds_spin.valueChanged,
            self.playoff_combo.currentIndexChanged,
            self.structure_combo.currentIndexChanged,
        ):
            signal.connect(self._update_variants)
        self._update_recommendation()
        self._update_pods()
        self._update_variants()
        fit_hint(self)

    def _recommended(self) -> int:
        # The services' rule (core.event_rules), for the structure, format and playoff
        # chosen; the player count already counts awarded byes.
        chosen = EventSettings(
            name="",
            date=dt.date.today(),
            format=self.format_combo.currentData(),
            playoff=self.playoff_combo.currentData(),
            structure=self.structure_combo.currentData(),
        )
        return recommended_rounds(chosen, entered=self._player_count, teams=self._team_count)

    def _teams(self) -> bool:
        structure = self.structure_combo.currentData()
        return structure is not None and structure.has_teams

    def _update_structure(self) -> None:
        """A Two-Headed Giant match is one game (MTR 9.1); mtrdesk runs team events as a
        fixed number of Swiss rounds (the services refuse the rest): the fields say so."""
        shared = self.structure_combo.currentData() is Structure.TWO_HEADED_GIANT
        if shared:
            _select(self.games_combo, 1)
        self.games_combo.setEnabled(not shared and SettingField.GAMES_TO_WIN in self._editable)
        self.games_combo.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "EventDialog", "Two-Headed Giant matches consist of one game (MTR 9.1)."
                )
                if shared
                else ""
            )
        )
        structure = self.structure_combo.currentData()
        multiplayer = structure is Structure.MULTIPLAYER
        # Three-person teams and 2HG play a top 4 / top 8 (MTR 3.2, 10.4); the booster-draft
        # playoff seats eight players at one table, not teams.
        team_playoff = structure in (Structure.TEAM_OF_THREE, Structure.TWO_HEADED_GIANT)
        self._word_elimination(team_playoff)
        # A QComboBox fills a QStandardItemModel of its own; its items can be disabled.
        model = self.playoff_combo.model()
        assert isinstance(model, QStandardItemModel), "a combo box's own model"
        draft_item = model.item(self.playoff_combo.findData(Playoff.DRAFT_TOP8))
        if draft_item is not None:
            draft_item.setEnabled(not self._teams())
        if not self._teams() and not multiplayer:
            self.playoff_combo.setToolTip(rich_safe(self._playoff_tip))
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
        if self.elimination_check.isChecked() and not team_playoff:
            self.elimination_check.setChecked(False)
        if self.advance_check.isChecked():
            self.advance_check.setChecked(False)
        if not team_playoff or self.playoff_combo.currentData() is Playoff.DRAFT_TOP8:
            _select(self.playoff_combo, Playoff.NONE)
        _select(self.end_combo, EndRuleKind.FIXED)
        # Appendix E: 4 to 8 teams may play single elimination only (three-person, 2HG).
        stopped = [self.end_row, self.advance_row]
        if not team_playoff:
            stopped.append(self.elimination_check)
        for widget in stopped:
            widget.setEnabled(False)
            widget.setToolTip(rich_safe(tip))
        elimination = self.elimination_check.isChecked()
        self.playoff_combo.setEnabled(
            team_playoff and not elimination and SettingField.PLAYOFF in self._editable
        )
        if team_playoff:
            self.playoff_combo.setToolTip(
                rich_safe(
                    QCoreApplication.translate(
                        "EventDialog",
                        "The top 4 or top 8 teams of the team standings play single elimination "
                        "(MTR 10.4); each team counts as one player (Appendix E).",
                    )
                )
            )
        elif multiplayer:
            self.playoff_combo.setToolTip(rich_safe(tip))
        else:
            self.playoff_combo.setToolTip(
                rich_safe(
                    QCoreApplication.translate(
                        "EventDialog",
                        "Teams of two have no playoff: a one-all split of the seat matches has no "
                        "winner (MTR 2.5). Three-person teams and Two-Headed Giant can have one.",
                    )
                )
            )

    def _word_elimination(self, teams: bool) -> None:
        """Single elimination only counts teams in a team event (Appendix E: 4–8 teams)."""
        if not hasattr(self, "_elimination_words"):
            self._elimination_words = (
                self.elimination_check.text(),
                self.elimination_check.toolTip(),
            )
        if not teams:
            text, tip = self._elimination_words
        else:
            text = QCoreApplication.translate(
                "EventDialog", "Single elimination only, no Swiss rounds (4–8 teams)"
            )
            tip = QCoreApplication.translate(
                "EventDialog",
                "MTR Appendix E: each team counts as one player; 4 teams play 2 "
                "single-elimination rounds, 5–8 teams 3, with no Swiss rounds. The teams are "
                "seeded at random when the bracket starts.",
            )
        self.elimination_check.setText(text)
        self.elimination_check.setToolTip(rich_safe(tip))

    def _format_changed(self) -> None:
        fmt: Format = self.format_combo.currentData()
        _select(self.kind_combo, fmt.default_kind)
        self._update_recommendation()
        self._update_pods()

    def _update_pods(self) -> None:
        """The checkbox is for draft formats at Regular REL, before round 1 (MTR 7.6)."""
        regular = self.rel_combo.currentData() is Rel.REGULAR
        draft = self.format_combo.currentData() in POD_FORMATS
        if not regular and not self._pods_fixed:
            self.pods_check.setChecked(False)
        self.pods_check.setEnabled(regular and draft and not self._pods_fixed)
        if self._pods_fixed:
            tip = fixed_reason(SettingField.PODS_LIFTED)
        elif not regular:
            tip = QCoreApplication.translate(
                "EventDialog",
                "Only at Regular REL may the organizer let players of different pods play "
                "each other (MTR 7.6).",
            )
        else:
            tip = QCoreApplication.translate(
                "EventDialog",
                "MTR 7.6: players play only within their draft pod. At Regular REL the "
                "organizer may lift this; announce it before the event starts.",
            )
        self.pods_check.setToolTip(rich_safe(tip))

    def pods_lifted(self) -> bool:
        """Pair across pods: only for a draft at Regular REL (the services refuse others)."""
        return self.pods_check.isChecked() and self.rel_combo.currentData() is Rel.REGULAR

    def _update_recommendation(self) -> None:
        recommended = self._recommended()
        if self._teams():
            # Appendix E: "Team tournaments consider each team as a single player".
            text = (
                QCoreApplication.translate(
                    "EventDialog",
                    "MTR Appendix E: the number follows the teams registered when round 1 "
                    "is paired.",
                )
                if self._team_count == 0
                else QCoreApplication.translate(
                    "EventDialog",
                    "MTR Appendix E recommends %n round(s) for %1 teams (a team counts as "
                    "one player).",
                    None,
                    recommended,
                ).replace("%1", str(self._team_count))
            )
        elif self._player_count == 0:
            # "3 rounds for 0 players" means nothing: say when the number is decided.
            text = QCoreApplication.translate(
                "EventDialog",
                "MTR Appendix E: the number follows the players entered when round 1 is paired.",
            )
        elif self._byes_counted:
            # 13 entered, one with a bye: "14 players" needs its reason next to it.
            text = QCoreApplication.translate(
                "EventDialog",
                "MTR Appendix E recommends %n round(s) for %1 players (a player with "
                "awarded byes counts as 2, 4 or 8).",
                None,
                recommended,
            ).replace("%1", str(self._player_count))
        else:
            text = QCoreApplication.translate(
                "EventDialog",
                "MTR Appendix E recommends %n round(s) for %1 players.",
                None,
                recommended,
            ).replace("%1", str(self._player_count))
        self.recommendation_label.setText(text)
        if not self._rounds_fixed:
            use = self.recommended_check.isChecked()
            self.rounds_spin.setEnabled(not use and not self.elimination_check.isChecked())
            if use:
                self.rounds_spin.setValue(recommended)

    # --- single elimination, the end of the Swiss, early advancement -----------------------

    def _build_variants(self, settings: EventSettings) -> None:
        """The widgets of MTR Appendix E (single elimination only), MTR 10.2 (a variable
        number of rounds) and MTR 10.4 (early advancement), set from ``settings``."""
        self.elimination_check = QCheckBox(
            QCoreApplication.translate(
                "EventDialog", "Single elimination only, no Swiss rounds (5–8 players)"
            )
        )
        self.elimination_check.setObjectName("eliminationOnly")
        self.elimination_check.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "EventDialog",
                    "MTR Appendix E: 5–8 players play 3 single-elimination rounds with no Swiss "
                    "rounds. The players are seeded at random when the bracket starts; with "
                    "fewer than 8, the top seeds get byes in round 1.",
                )
            )
        )
        self.elimination_check.setChecked(settings.elimination_only)
        self.end_combo = _enum_combo(list(EndRuleKind), "endRule")
        self.end_combo.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "EventDialog",
                    "MTR 10.2: announce the number of rounds before round 1, or a variable "
                    "number with specific criteria for ending, e.g. five rounds unless only one "
                    "player has four match wins after four rounds. Once announced it cannot "
                    "change.",
                )
            )
        )
        self.end_after_label = PlainLabel()
        self.end_after_spin = BoundSpinBox()
        self.end_after_spin.setObjectName("endAfter")
        self.end_after_spin.setRange(1, 30)
        self.end_wins_label = PlainLabel(QCoreApplication.translate("EventDialog", "wins:"))
        self.end_wins_spin = BoundSpinBox()
        self.end_wins_spin.setObjectName("endWins")
        self.end_wins_spin.setRange(1, 30)
        self.end_count_label = PlainLabel(
            QCoreApplication.translate("EventDialog", "undefeated at most:")
        )
        self.end_count_spin = BoundSpinBox()
        self.end_count_spin.setObjectName("endCount")
        self.end_count_spin.setRange(0, 64)
        self.end_row = QWidget()
        end_layout = QHBoxLayout(self.end_row)
        end_layout.setContentsMargins(0, 0, 0, 0)
        for widget in (
            self.end_combo,
            self.end_after_label,
            self.end_after_spin,
            self.end_wins_label,
            self.end_wins_spin,
            self.end_count_label,
            self.end_count_spin,
        ):
            end_layout.addWidget(widget)
        end_layout.addStretch(1)
        # "[x] Players with [12 match points] advance to the playoff"
        self.advance_check = QCheckBox(QCoreApplication.translate("EventDialog", "Players with"))
        self.advance_check.setObjectName("advanceEarly")
        self.advance_spin = BoundSpinBox()
        self.advance_spin.setObjectName("advancePoints")
        self.advance_spin.setRange(1, 90)
        self.advance_spin.setSuffix(QCoreApplication.translate("EventDialog", " match points"))
        advance_tip = QCoreApplication.translate(
            "EventDialog",
            "MTR 10.4: players who reach the announced match points advance to the playoff "
            "before the Swiss ends and get byes for the remaining Swiss rounds. Their seeds "
            "go by the round they advanced in, then OMW%, GW% and OGW% as of that round, "
            "and are locked after it.",
        )
        self.advance_check.setToolTip(rich_safe(advance_tip))
        self.advance_spin.setToolTip(rich_safe(advance_tip))
        self.advance_row = QWidget()
        advance_layout = QHBoxLayout(self.advance_row)
        advance_layout.setContentsMargins(0, 0, 0, 0)
        advance_layout.addWidget(self.advance_check)
        advance_layout.addWidget(self.advance_spin)
        advance_layout.addWidget(
            PlainLabel(QCoreApplication.translate("EventDialog", "advance to the playoff"))
        )
        advance_layout.addStretch(1)
        self.announcement_label = PlainLabel()
        self.announcement_label.setObjectName("announcement")
        self.announcement_label.setWordWrap(True)
        self.announcement_label.setStyleSheet("color: #1b4f8a;")
        # A window does not grow with a wrapped label's text: room for the longest one.
        self.announcement_label.setMinimumHeight(
            4 * self.announcement_label.fontMetrics().lineSpacing()
        )
        self.setMinimumWidth(680)

        _select(self.end_combo, settings.end_rule)
        rounds = settings.swiss_rounds or 5
        self.end_after_spin.setValue(
            settings.end_rule_after
            or (rounds - 1 if settings.end_rule is EndRuleKind.UNLESS_SOLE_LEADER else 3)
        )
        self.end_wins_spin.setValue(settings.end_rule_wins or self.end_after_spin.value())
        self.end_count_spin.setValue(
            1 if settings.end_rule_count is None else settings.end_rule_count
        )
        self.advance_check.setChecked(settings.advance_points is not None)
        self.advance_spin.setValue(settings.advance_points or 12)

    def _with_variants(self, settings: EventSettings) -> EventSettings:
        """``settings`` with the type of event, its end rule and early advancement."""
        if self.elimination_check.isChecked():
            return settings.with_changes(
                elimination_only=True,
                swiss_rounds=None,
                playoff=Playoff.NONE,
            )
        kind: EndRuleKind = self.end_combo.currentData()
        after = wins = count = None
        if kind is not EndRuleKind.FIXED:
            after = self.end_after_spin.value()
        if kind is EndRuleKind.UNLESS_SOLE_LEADER:
            wins = self.end_wins_spin.value()
        if kind is EndRuleKind.UNDEFEATED_AT_MOST:
            count = self.end_count_spin.value()
        if SettingField.END_RULE not in self._editable and self._original is not None:
            # MTR 10.2 / 10.4: announced before round 1, so kept as announced.
            original = self._original
            kind, after = original.end_rule, original.end_rule_after
            wins, count = original.end_rule_wins, original.end_rule_count
        points = self.advance_spin.value() if self.advance_check.isChecked() else None
        if SettingField.ADVANCE_POINTS not in self._editable and self._original is not None:
            points = self._original.advance_points
        return settings.with_changes(
            end_rule=kind,
            end_rule_after=after,
            end_rule_wins=wins,
            end_rule_count=count,
            advance_points=points,
        )

    def _update_variants(self) -> None:
        """Show the numbers the chosen end rule needs and the announcement as it reads."""
        elimination = self.elimination_check.isChecked()
        kind: EndRuleKind = self.end_combo.currentData()
        fixed = self._rounds_fixed
        end_fixed = SettingField.END_RULE not in self._editable
        self.elimination_check.setEnabled(SettingField.ELIMINATION_ONLY in self._editable)
        for widget in (self.rounds_spin, self.recommended_check):
            if elimination:
                widget.setEnabled(False)
        self.playoff_combo.setEnabled(not elimination and SettingField.PLAYOFF in self._editable)
        # Appendix E's Swiss recommendation means nothing without Swiss rounds.
        self.recommendation_label.setVisible(not elimination)
        self.end_row.setEnabled(not elimination and not end_fixed)
        self.advance_row.setEnabled(
            not elimination and SettingField.ADVANCE_POINTS in self._editable
        )
        self.advance_spin.setEnabled(self.advance_check.isChecked())
        self.end_after_label.setText(
            QCoreApplication.translate("EventDialog", "checked after round:")
            if kind is EndRuleKind.UNLESS_SOLE_LEADER
            else QCoreApplication.translate("EventDialog", "from round:")
        )
        self.end_after_label.setVisible(kind is not EndRuleKind.FIXED)
        self.end_after_spin.setVisible(kind is not EndRuleKind.FIXED)
        for shown in (self.end_wins_label, self.end_wins_spin):
            shown.setVisible(kind is EndRuleKind.UNLESS_SOLE_LEADER)
        for shown in (self.end_count_label, self.end_count_spin):
            shown.setVisible(kind is EndRuleKind.UNDEFEATED_AT_MOST)
        variable = kind is not EndRuleKind.FIXED and not elimination
        if variable and not fixed and self.recommended_check.isChecked():
            # MTR 10.2: a variable number of rounds is announced with its most rounds.
            self.recommended_check.setChecked(False)
        if not fixed and not elimination:
            self.recommended_check.setEnabled(not variable)
            self.rounds_spin.setEnabled(not self.recommended_check.isChecked())
        self._update_structure()
        self._update_recommendation()
        self._explain_fixed()
        self.announcement_label.setText(self._announcement())

    def fixed_widgets(self) -> dict[SettingField, tuple[QWidget, ...]]:
        """The widgets that edit each staged setting."""
        return {
            SettingField.STRUCTURE: (self.structure_combo,),
            SettingField.SWISS_ROUNDS: (self.rounds_spin, self.recommended_check),
            SettingField.ELIMINATION_ONLY: (self.elimination_check,),
            SettingField.END_RULE: (
                self.end_row,
                self.end_combo,
                self.end_after_spin,
                self.end_wins_spin,
                self.end_count_spin,
            ),
            SettingField.ADVANCE_POINTS: (self.advance_row, self.advance_check, self.advance_spin),
            SettingField.PODS_LIFTED: (self.pods_check,),
            SettingField.GAMES_TO_WIN: (self.games_combo,),
            SettingField.PLAYOFF: (self.playoff_combo,),
        }

    def _explain_fixed(self) -> None:
        """A setting the event's stage fixes says why on each of its (disabled) widgets, in
        place of the tooltip that explains the choice."""
        for field, widgets in self.fixed_widgets().items():
            if field in self._editable:
                continue
            reason = fixed_reason(field)
            for widget in widgets:
                widget.setToolTip(rich_safe(reason))

    def _announcement(self) -> str:
        settings = self.settings()
        if settings.elimination_only and settings.structure.has_teams:
            return QCoreApplication.translate(
                "EventDialog",
                "Single elimination from round 1 (MTR Appendix E): teams seeded at random, "
                "2 rounds for 4 teams, 3 rounds for 5–8 teams.",
            )
        if settings.elimination_only:
            return QCoreApplication.translate(
                "EventDialog",
                "Single elimination from round 1 (MTR Appendix E): seeded at random, "
                "3 rounds for 5–8 players.",
            )
        rounds = settings.swiss_rounds or self._recommended()
        try:
            rule = end_rule_of(settings, rounds)
        except EndRuleError:
            lines = [messages.problem_message(p) for p in settings.problems()]
        else:
            lines = [announcements.end_rule_text(rule)]
            if not meets_rated_minimum(rule):
                lines.append(announcements.unrated_text())
        if settings.advance_points is not None:
            lines.append(announcements.advance_text(settings.advance_points))
        return "\n".join(lines)

    def settings(self) -> EventSettings:
        """The settings as typed; the rounds stay ``None`` while the recommendation is used."""
        qdate = self.date_edit.date()
        swiss: int | None = self.rounds_spin.value()
        if self._rounds_fixed and self._original is not None:
            swiss = self._original.swiss_rounds  # MTR 10.2: the count no longer changes
        elif self.recommended_check.isChecked() or self.elimination_check.isChecked():
            swiss = None
        return self._with_variants(
            EventSettings(
                name=self.name_edit.text().strip(),
                date=dt.date(qdate.year(), qdate.month(), qdate.day()),
                format=self.format_combo.currentData(),
                kind=self.kind_combo.currentData(),
                rel=self.rel_combo.currentData(),
                games_to_win=self.games_combo.currentData(),
                swiss_rounds=swiss,
                round_minutes=self.minutes_spin.value(),
                playoff=self.playoff_combo.currentData(),
                floor=self.floor_combo.currentData(),
                notes=self.notes_edit.toPlainText().strip(),
                structure=self.structure_combo.currentData(),
                show_player_ids=self.ids_check.isChecked(),
                draft_timings=self.timings_combo.currentData(),
            )
        )

    def _refused_numbers(self) -> list[str]:
        """A number typed into a field that could not take it (a 10-minute round, 0 Swiss
        rounds): Qt put the old value back, so say so and which values the field takes."""
        names = {
            self.rounds_spin: QCoreApplication.translate("EventDialog", "Swiss rounds"),
            self.end_after_spin: QCoreApplication.translate("EventDialog", "End of the Swiss"),
            self.end_wins_spin: QCoreApplication.translate("EventDialog", "End of the Swiss"),
            self.end_count_spin: QCoreApplication.translate("EventDialog", "End of the Swiss"),
            self.advance_spin: QCoreApplication.translate("EventDialog", "Early advancement"),
        }
        lines = []
        for refused in refused_values([self.minutes_spin, *names]):
            if refused.spin is self.minutes_spin:
                lines.append(
                    QCoreApplication.translate(
                        "EventDialog",
                        "Round time: %1 minutes is not possible, so it was not taken. A round "
                        "lasts at least %2 minutes (MTR Appendix B) and at most %3 minutes.",
                    )
                    .replace("%1", refused.typed)
                    .replace("%2", str(refused.low))
                    .replace("%3", str(refused.high))
                )
            else:
                lines.append(refused_sentence(names[refused.spin], refused))
            refused.spin.forget_refused()
        return lines

    def accept(self) -> None:
        refused = self._refused_numbers()
        if refused:
            # The dialog stays open: OK again keeps the values now shown.
            self.problems_label.setText("\n".join(refused))
            return
        problems = self.settings().problems()
        if problems:
            self.problems_label.setText(
                "\n".join(messages.problem_message(problem) for problem in problems)
            )
            return
        super().accept()


#: Why each setting may no longer change at this stage of the event, citing the rule that
#: fixes it (``core.event_rules.editable_settings``): the tooltip of its disabled widgets.
FIXED_REASONS: dict[SettingField, str] = {
    SettingField.STRUCTURE: QT_TRANSLATE_NOOP(
        "EventDialog",
        "Fixed once round 1 is paired: the players are already paired as individuals, "
        "as teams (MTR 8, 9) or in pods.",
    ),
    SettingField.SWISS_ROUNDS: QT_TRANSLATE_NOOP(
        "EventDialog",
        "The number of Swiss rounds is announced at or before the start of round 1; "
        "once announced, it cannot change (MTR 10.2).",
    ),
    SettingField.ELIMINATION_ONLY: QT_TRANSLATE_NOOP(
        "EventDialog",
        "Fixed once round 1 is paired: the event started with Swiss rounds or as single "
        "elimination only (MTR Appendix E).",
    ),
    SettingField.END_RULE: QT_TRANSLATE_NOOP(
        "EventDialog",
        "A variable number of rounds is announced with its criteria for ending before "
        "round 1; once announced, it cannot change (MTR 10.2).",
    ),
    SettingField.ADVANCE_POINTS: QT_TRANSLATE_NOOP(
        "EventDialog",
        "The match points that advance players to the playoff early are announced before "
        "round 1, so they cannot change (MTR 10.4).",
    ),
    SettingField.PODS_LIFTED: QT_TRANSLATE_NOOP(
        "EventDialog",
        "Announced before the event starts, so fixed once round 1 is paired (MTR 7.6).",
    ),
    SettingField.GAMES_TO_WIN: QT_TRANSLATE_NOOP(
        "EventDialog",
        "The games needed to win a match are announced before the event begins; they "
        "cannot change once a result is in (MTR 2.1).",
    ),
    SettingField.PLAYOFF: QT_TRANSLATE_NOOP(
        "EventDialog",
        "The playoff size cannot change once the cut is made: its players have already "
        "advanced to the playoff (MTR 10.4).",
    ),
}


def fixed_reason(field: SettingField) -> str:
    """The tooltip of ``field``'s widgets once it is fixed (``FIXED_REASONS``), translated."""
    return QCoreApplication.translate("EventDialog", FIXED_REASONS[field])
