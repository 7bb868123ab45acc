"""Create or edit an event's settings, with the Appendix E recommendation in view."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
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
from mtrdesk.ui.dialogs.event.edition import EditionRows
from mtrdesk.ui.dialogs.event.structure import fit_structure
from mtrdesk.ui.dialogs.event.variants import SwissVariants, enum_combo, select
from mtrdesk.ui.dialogs.event.words import announcement, fixed_reason, recommendation_text
from mtrdesk.ui.errors import problem_text
from mtrdesk.ui.plain import rich_safe
from mtrdesk.ui.screen_fit import FormScroll, fit_hint
from mtrdesk.ui.widgets.bound_spin import BoundSpinBox, refused_sentence, refused_values
from mtrdesk.ui.widgets.named import ok_cancel, wrapped
from mtrdesk.ui.widgets.result_entry import ERROR_STYLE
from mtrdesk.words import labels

#: The structures offered: individual, teams (MTR 8), Two-Headed Giant (MTR 9),
#: multiplayer pods (multiplayer addendum).
STRUCTURE_CHOICES = (
    Structure.INDIVIDUAL,
    Structure.TEAM_OF_TWO,
    Structure.TEAM_OF_THREE,
    Structure.TWO_HEADED_GIANT,
    Structure.MULTIPLAYER,
)


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
        participants: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._player_count = player_count
        self._team_count = team_count
        # MTR 10.1 counts the players (teams) entered, not Appendix E's awarded byes.
        self._participants = participants
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
        # MTR edition, program (Appendix F) and 10.1's minimum (issue 29).
        self.edition_rows = EditionRows(
            settings, new=self._original is None, editable=SettingField.EDITION in editable
        )
        self.edition_combo = self.edition_rows.edition_combo
        self.reason_edit = self.edition_rows.reason_edit
        self.program_combo = self.edition_rows.program_combo
        self.format_combo = enum_combo(list(Format), "format")
        self.kind_combo = enum_combo(list(DeckKind), "kind")
        self.rel_combo = enum_combo(list(Rel), "rel")
        self.rel_combo.setToolTip(
            rich_safe(
                QCoreApplication.translate("EventDialog", "Rules Enforcement Level (MTR 1.12)")
            )
        )
        # MTR 8 (teams of two or three, a match per seat), MTR 9 (Two-Headed Giant).
        self.structure_combo = enum_combo(
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
        self.recommendation_label = wrapped()
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
        self.playoff_combo = enum_combo(list(Playoff), "playoff")
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
        self.variants = variants = SwissVariants(settings)
        self.setMinimumWidth(680)
        # Its widgets by name, as the form, the tests and ``fixed_widgets`` reach them.
        self.elimination_check = variants.elimination_check
        self.end_combo = variants.end_combo
        self.end_after_spin = variants.end_after_spin
        self.end_wins_spin = variants.end_wins_spin
        self.end_count_spin = variants.end_count_spin
        self.end_row = variants.end_row
        self.advance_check = variants.advance_check
        self.advance_spin = variants.advance_spin
        self.advance_row = variants.advance_row
        self.cut_check = variants.cut_check
        self.cut_round_spin = variants.cut_round_spin
        self.cut_points_spin = variants.cut_points_spin
        self.cut_row = variants.cut_row
        self.announcement_label = variants.announcement_label
        self._advance_tip = self.advance_check.toolTip()
        self.minimum_label = self.edition_rows.minimum_label
        # MTR 7.6: at Regular REL the organizer may let players of different pods play
        # each other, announced before the event starts (so fixed once round 1 is paired).
        self.pods_check = QCheckBox(
            QCoreApplication.translate("EventDialog", "Pair across pods (Regular REL only)")
        )
        self.pods_check.setObjectName("podsLifted")
        self.pods_check.setChecked(pods_lifted)
        self._pods_fixed = SettingField.PODS_LIFTED not in editable
        self.floor_combo = enum_combo(list(Floor), "floor")
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
        self.problems_label = wrapped()
        self.problems_label.setStyleSheet(ERROR_STYLE)

        form = QFormLayout()
        rows: list[tuple[str, QWidget | QHBoxLayout]] = [
            (QCoreApplication.translate("EventDialog", "Event name:"), self.name_edit),
            (QCoreApplication.translate("EventDialog", "Date:"), self.date_edit),
            (QCoreApplication.translate("EventDialog", "Rules (MTR):"), self.edition_combo),
            ("", self.edition_rows.note_label),
            (QCoreApplication.translate("EventDialog", "Reason:"), self.reason_edit),
            (QCoreApplication.translate("EventDialog", "Program:"), self.program_combo),
            ("", self.edition_rows.program_label),
            (QCoreApplication.translate("EventDialog", "Participants:"), self.minimum_label),
            (QCoreApplication.translate("EventDialog", "Format:"), self.format_combo),
            (
                QCoreApplication.translate("EventDialog", "Individual, team or pods:"),
                self.structure_combo,
            ),
            (QCoreApplication.translate("EventDialog", "Constructed or Limited:"), self.kind_combo),
            (QCoreApplication.translate("EventDialog", "Rules Enforcement Level:"), self.rel_combo),
            (QCoreApplication.translate("EventDialog", "Match length:"), self.games_combo),
            (QCoreApplication.translate("EventDialog", "Event type:"), self.elimination_check),
            (QCoreApplication.translate("EventDialog", "Swiss rounds:"), rounds_row),
            ("", self.recommendation_label),
            (QCoreApplication.translate("EventDialog", "End of the Swiss:"), self.end_row),
            (QCoreApplication.translate("EventDialog", "Early advancement:"), self.advance_row),
            (QCoreApplication.translate("EventDialog", "Day-two cut:"), self.cut_row),
            (QCoreApplication.translate("EventDialog", "Announcement:"), self.announcement_label),
            (QCoreApplication.translate("EventDialog", "Round time:"), self.minutes_spin),
            (QCoreApplication.translate("EventDialog", "Draft pods:"), self.pods_check),
            (QCoreApplication.translate("EventDialog", "Pick clock timings:"), self.timings_combo),
            (QCoreApplication.translate("EventDialog", "Playoff:"), self.playoff_combo),
            (QCoreApplication.translate("EventDialog", "Tiebreaker floor:"), self.floor_combo),
            (QCoreApplication.translate("EventDialog", "Player IDs:"), self.ids_check),
            (QCoreApplication.translate("EventDialog", "Notes:"), self.notes_edit),
        ]
        for label, field in rows:
            if isinstance(field, QWidget):
                form.addRow(label, field)
            else:
                form.addRow(label, field)
        self._reason_label = form.labelForField(self.reason_edit)

        self.buttons = ok_cancel(self.accept, self.reject)
        layout = QVBoxLayout(self)
        # Twenty rows are taller than a 1366×768 laptop at 125 %: they scroll there, and
        # the problems and OK / Cancel stay in sight under them.
        layout.addWidget(FormScroll(form), 1)
        layout.addWidget(self.problems_label)
        layout.addWidget(self.buttons)

        select(self.format_combo, settings.format)
        select(self.kind_combo, settings.kind)
        select(self.rel_combo, settings.rel)
        select(self.games_combo, settings.games_to_win)
        select(self.playoff_combo, settings.playoff)
        select(self.structure_combo, settings.structure)
        select(self.floor_combo, settings.floor)
        select(self.timings_combo, settings.draft_timings)
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
            self.cut_check.toggled,
            self.cut_round_spin.valueChanged,
            self.cut_points_spin.valueChanged,
            self.rounds_spin.valueChanged,
            self.playoff_combo.currentIndexChanged,
            self.structure_combo.currentIndexChanged,
        ):
            signal.connect(self._update_variants)
        self.date_edit.dateChanged.connect(self._date_changed)
        for signal in (
            self.edition_combo.currentIndexChanged,
            self.program_combo.currentIndexChanged,
            self.rel_combo.currentIndexChanged,
            self.structure_combo.currentIndexChanged,
        ):
            signal.connect(self._update_edition)
        self.edition_combo.currentIndexChanged.connect(self._update_structure)
        # The announcement says what a drop after a day-two cut does under the edition.
        self.edition_combo.currentIndexChanged.connect(self._update_variants)
        self._update_recommendation()
        self._update_pods()
        self._update_variants()
        self._update_edition()
        fit_hint(self)

    def _date_changed(self) -> None:
        self.edition_rows.date_changed(self._date())
        self._update_edition()

    def _date(self) -> dt.date:
        qdate = self.date_edit.date()
        return dt.date(qdate.year(), qdate.month(), qdate.day())

    def _count(self) -> int:
        """What MTR 10.1 counts: teams in a team event, players otherwise."""
        if self._teams():
            return self._team_count
        return self._player_count if self._participants is None else self._participants

    def _update_edition(self) -> None:
        """The edition's note, the reason (for an earlier one), the program's REL per day
        and 10.1's minimum against the players (teams) entered, as chosen now."""
        hint = self.edition_rows.show(self.settings(), self._count())
        if self._reason_label is not None:
            self._reason_label.setVisible(self.reason_edit.isVisibleTo(self))
        if SettingField.ADVANCE_POINTS in self._editable:  # else it says why it is fixed
            self.advance_check.setToolTip(rich_safe(f"{self._advance_tip}\n\n{hint}"))

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
        """What the structure chosen allows (``event_structure.fit_structure``)."""
        fit_structure(
            self.structure_combo.currentData(),
            self.games_combo,
            self.playoff_combo,
            self.variants,
            self._editable,
            self._playoff_tip,
            self.edition_combo.currentData(),
        )

    def _format_changed(self) -> None:
        fmt: Format = self.format_combo.currentData()
        select(self.kind_combo, fmt.default_kind)
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
        text = recommendation_text(
            recommended,
            teams=self._teams(),
            team_count=self._team_count,
            player_count=self._player_count,
            byes_counted=self._byes_counted,
        )
        self.recommendation_label.setText(text)
        if not self._rounds_fixed:
            use = self.recommended_check.isChecked()
            self.rounds_spin.setEnabled(not use and not self.elimination_check.isChecked())
            if use:
                self.rounds_spin.setValue(recommended)

    # --- single elimination, the end of the Swiss, early advancement -----------------------

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
        self.cut_row.setEnabled(not elimination and SettingField.DAY_TWO_CUT in self._editable)
        for spin in (self.cut_round_spin, self.cut_points_spin):
            spin.setEnabled(self.cut_check.isChecked())
        self.variants.show_kind(kind)
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
        self.announcement_label.setText(announcement(self.settings(), self._recommended))

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
            SettingField.DAY_TWO_CUT: (
                self.cut_row,
                self.cut_check,
                self.cut_round_spin,
                self.cut_points_spin,
            ),
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

    def settings(self) -> EventSettings:
        """The settings as typed; the rounds stay ``None`` while the recommendation is used."""
        date = self._date()
        swiss: int | None = self.rounds_spin.value()
        if self._rounds_fixed and self._original is not None:
            swiss = self._original.swiss_rounds  # MTR 10.2: the count no longer changes
        elif self.recommended_check.isChecked() or self.elimination_check.isChecked():
            swiss = None
        typed = self.variants.with_variants(
            EventSettings(
                name=self.name_edit.text().strip(),
                date=date,
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
                **self.edition_rows.values(date, self._original),  # type: ignore[arg-type]
            ),
            self._editable,
            self._original,
        )
        return self.variants.with_cut(typed, self._editable, self._original)

    def _refused_numbers(self) -> list[str]:
        """A number typed into a field that could not take it (a 10-minute round, 0 Swiss
        rounds): Qt put the old value back, so say so and which values the field takes."""
        names = {
            self.rounds_spin: QCoreApplication.translate("EventDialog", "Swiss rounds"),
            self.end_after_spin: QCoreApplication.translate("EventDialog", "End of the Swiss"),
            self.end_wins_spin: QCoreApplication.translate("EventDialog", "End of the Swiss"),
            self.end_count_spin: QCoreApplication.translate("EventDialog", "End of the Swiss"),
            self.advance_spin: QCoreApplication.translate("EventDialog", "Early advancement"),
            self.cut_round_spin: QCoreApplication.translate("EventDialog", "Day-two cut"),
            self.cut_points_spin: QCoreApplication.translate("EventDialog", "Day-two cut"),
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
        edition_problem = self.edition_rows.problem(self._date())
        if edition_problem is not None:  # an earlier edition needs its reason
            self.problems_label.setText(edition_problem)
            self.reason_edit.setFocus()
            return
        problems = self.settings().problems()
        if problems:
            self.problems_label.setText("\n".join(problem_text(problem) for problem in problems))
            return
        super().accept()
