"""Create or edit an event's settings, with the Appendix E recommendation in view."""

from __future__ import annotations

import datetime as dt
import enum

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.event import (
    DEFAULT_ROUND_MINUTES,
    MIN_ROUND_MINUTES,
    DeckKind,
    EventSettings,
    Floor,
    Format,
    Playoff,
    Rel,
    recommended_swiss_rounds,
)
from mtrdesk.ui import labels, messages
from mtrdesk.ui.widgets.result_entry import ERROR_STYLE


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
    ``pods_lifted()`` the "pair across pods" choice (MTR 7.6), stored beside them."""

    def __init__(
        self,
        settings: EventSettings | None = None,
        *,
        player_count: int = 0,
        byes_counted: bool = False,
        rounds_fixed: bool = False,
        pods_lifted: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._player_count = player_count
        self._byes_counted = byes_counted
        self._original = settings
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
            QCoreApplication.translate("EventDialog", "Rules Enforcement Level (MTR 1.12)")
        )
        self.games_combo = QComboBox()
        for games in labels.games_to_win_choices():
            self.games_combo.addItem(labels.games_to_win_label(games), games)

        self.recommended_check = QCheckBox(
            QCoreApplication.translate("EventDialog", "Use the recommendation")
        )
        self.rounds_spin = QSpinBox()
        self.rounds_spin.setObjectName("swissRounds")
        self.rounds_spin.setRange(1, 30)
        self.recommendation_label = QLabel()
        self.recommendation_label.setWordWrap(True)
        self.recommendation_label.setObjectName("recommendation")
        rounds_row = QHBoxLayout()
        rounds_row.addWidget(self.rounds_spin)
        rounds_row.addWidget(self.recommended_check)
        rounds_row.addStretch(1)

        self.minutes_spin = QSpinBox()
        self.minutes_spin.setRange(MIN_ROUND_MINUTES, 240)
        self.minutes_spin.setSuffix(QCoreApplication.translate("EventDialog", " min"))
        self.minutes_spin.setToolTip(
            QCoreApplication.translate(
                "EventDialog", "At least 40 minutes; 50 is recommended (MTR Appendix B)."
            )
        )
        self.playoff_combo = _enum_combo(list(Playoff), "playoff")
        # MTR 7.6: at Regular REL the organizer may let players of different pods play
        # each other, announced before the event starts (so fixed once round 1 is paired).
        self.pods_check = QCheckBox(
            QCoreApplication.translate("EventDialog", "Pair across pods (Regular REL only)")
        )
        self.pods_check.setObjectName("podsLifted")
        self.pods_check.setChecked(pods_lifted)
        self._pods_fixed = rounds_fixed
        self.floor_combo = _enum_combo(list(Floor), "floor")
        self.floor_combo.setToolTip(
            QCoreApplication.translate(
                "EventDialog",
                "The lowest match-win and game-win percentage used in tiebreakers. "
                "The MTR says 0.33; some online platforms use exactly 1/3.",
            )
        )
        self.notes_edit = QPlainTextEdit(settings.notes)
        self.notes_edit.setMaximumHeight(60)
        self.problems_label = QLabel()
        self.problems_label.setStyleSheet(ERROR_STYLE)
        self.problems_label.setWordWrap(True)

        form = QFormLayout()
        form.addRow(QCoreApplication.translate("EventDialog", "Event name:"), self.name_edit)
        form.addRow(QCoreApplication.translate("EventDialog", "Date:"), self.date_edit)
        form.addRow(QCoreApplication.translate("EventDialog", "Format:"), self.format_combo)
        form.addRow(
            QCoreApplication.translate("EventDialog", "Constructed or Limited:"), self.kind_combo
        )
        form.addRow(
            QCoreApplication.translate("EventDialog", "Rules Enforcement Level:"), self.rel_combo
        )
        form.addRow(QCoreApplication.translate("EventDialog", "Match length:"), self.games_combo)
        form.addRow(QCoreApplication.translate("EventDialog", "Swiss rounds:"), rounds_row)
        form.addRow("", self.recommendation_label)
        form.addRow(QCoreApplication.translate("EventDialog", "Round time:"), self.minutes_spin)
        form.addRow(QCoreApplication.translate("EventDialog", "Draft pods:"), self.pods_check)
        form.addRow(QCoreApplication.translate("EventDialog", "Playoff:"), self.playoff_combo)
        form.addRow(
            QCoreApplication.translate("EventDialog", "Tiebreaker floor:"), self.floor_combo
        )
        form.addRow(QCoreApplication.translate("EventDialog", "Notes:"), self.notes_edit)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problems_label)
        layout.addWidget(self.buttons)

        _select(self.format_combo, settings.format)
        _select(self.kind_combo, settings.kind)
        _select(self.rel_combo, settings.rel)
        _select(self.games_combo, settings.games_to_win)
        _select(self.playoff_combo, settings.playoff)
        _select(self.floor_combo, settings.floor)
        self.minutes_spin.setValue(settings.round_minutes or DEFAULT_ROUND_MINUTES)
        self.recommended_check.setChecked(settings.swiss_rounds is None)
        self.rounds_spin.setValue(settings.swiss_rounds or self._recommended())
        if rounds_fixed:
            self.rounds_spin.setEnabled(False)
            self.recommended_check.setEnabled(False)
            self.rounds_spin.setToolTip(
                QCoreApplication.translate(
                    "EventDialog", "Fixed once round 1 is paired (MTR 10.2)."
                )
            )
        self.format_combo.currentIndexChanged.connect(self._format_changed)
        self.rel_combo.currentIndexChanged.connect(self._update_pods)
        self.kind_combo.currentIndexChanged.connect(self._update_recommendation)
        self.playoff_combo.currentIndexChanged.connect(self._update_recommendation)
        self.recommended_check.toggled.connect(self._update_recommendation)
        self._rounds_fixed = rounds_fixed
        self._update_recommendation()
        self._update_pods()

    def _recommended(self) -> int:
        # Appendix E's "booster draft in the playoff" is a drafted top 8, as the services
        # count it (services/history.py draft_playoff): the dialog must agree with them.
        draft = (
            self.format_combo.currentData() is Format.BOOSTER_DRAFT
            and self.playoff_combo.currentData() is Playoff.TOP8
        )
        return recommended_swiss_rounds(self._player_count, draft_playoff=draft)

    def _format_changed(self) -> None:
        fmt: Format = self.format_combo.currentData()
        _select(self.kind_combo, fmt.default_kind)
        self._update_recommendation()
        self._update_pods()

    def _update_pods(self) -> None:
        """The checkbox is for draft formats at Regular REL, before round 1 (MTR 7.6)."""
        regular = self.rel_combo.currentData() is Rel.REGULAR
        draft = self.format_combo.currentData() in (Format.BOOSTER_DRAFT, Format.OTHER)
        if not regular and not self._pods_fixed:
            self.pods_check.setChecked(False)
        self.pods_check.setEnabled(regular and draft and not self._pods_fixed)
        if self._pods_fixed:
            tip = QCoreApplication.translate(
                "EventDialog",
                "Announced before the event starts, so fixed once round 1 is paired (MTR 7.6).",
            )
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
        self.pods_check.setToolTip(tip)

    def pods_lifted(self) -> bool:
        """Pair across pods: only for a draft at Regular REL (the services refuse others)."""
        return self.pods_check.isChecked() and self.rel_combo.currentData() is Rel.REGULAR

    def _update_recommendation(self) -> None:
        recommended = self._recommended()
        if self._player_count == 0:
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
            self.rounds_spin.setEnabled(not use)
            if use:
                self.rounds_spin.setValue(recommended)

    def settings(self) -> EventSettings:
        """The settings as typed; the rounds stay ``None`` while the recommendation is used."""
        qdate = self.date_edit.date()
        swiss: int | None = self.rounds_spin.value()
        if self._rounds_fixed and self._original is not None:
            swiss = self._original.swiss_rounds  # MTR 10.2: the count no longer changes
        elif self.recommended_check.isChecked():
            swiss = None
        return EventSettings(
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
        )

    def accept(self) -> None:
        problems = self.settings().problems()
        if problems:
            self.problems_label.setText(
                "\n".join(messages.problem_message(problem) for problem in problems)
            )
            return
        super().accept()
