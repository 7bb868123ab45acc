"""The event dialog's rows for how the Swiss ends: single elimination only (MTR Appendix
E), a variable number of rounds (MTR 10.2), early advancement to the playoff (MTR 10.4),
and the announcement they make; read into ``EventSettings``."""

from __future__ import annotations

import enum

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QWidget

from mtrdesk.core.event_rules import SettingField
from mtrdesk.core.settings import EndRuleKind, EventSettings, Playoff
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.widgets.bound_spin import BoundSpinBox
from mtrdesk.ui.widgets.named import wrapped
from mtrdesk.words import labels


def enum_combo(members: list[enum.Enum], object_name: str) -> QComboBox:
    """A combo box of ``members``, each shown by its label, its data the member."""
    combo = QComboBox()
    combo.setObjectName(object_name)
    for member in members:
        combo.addItem(labels.label(member), member)
    return combo


def select(combo: QComboBox, value: object) -> None:
    """Choose the item holding ``value``, if there is one."""
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)


class SwissVariants:
    """The widgets of MTR Appendix E (single elimination only), MTR 10.2 (a variable
    number of rounds) and MTR 10.4 (early advancement), set from ``settings``."""

    def __init__(self, settings: EventSettings) -> None:
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
        self.end_combo = enum_combo(list(EndRuleKind), "endRule")
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
        self._make_cut_row(settings)
        self.announcement_label = wrapped()
        self.announcement_label.setObjectName("announcement")
        self.announcement_label.setStyleSheet("color: #1b4f8a;")
        # A window does not grow with a wrapped label's text: room for the longest one.
        self.announcement_label.setMinimumHeight(
            4 * self.announcement_label.fontMetrics().lineSpacing()
        )

        select(self.end_combo, settings.end_rule)
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
        # The words of individual events, put back when the structure is no team's.
        self._elimination_words = (
            self.elimination_check.text(),
            self.elimination_check.toolTip(),
        )

    def with_variants(
        self,
        settings: EventSettings,
        editable: frozenset[SettingField],
        original: EventSettings | None,
    ) -> EventSettings:
        """``settings`` with the type of event, its end rule and early advancement; what the
        stage fixes (not in ``editable``) kept as ``original`` had it."""
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
        if SettingField.END_RULE not in editable and original is not None:
            # MTR 10.2 / 10.4: announced before round 1, so kept as announced.
            original = original
            kind, after = original.end_rule, original.end_rule_after
            wins, count = original.end_rule_wins, original.end_rule_count
        points = self.advance_spin.value() if self.advance_check.isChecked() else None
        if SettingField.ADVANCE_POINTS not in editable and original is not None:
            points = original.advance_points
        return settings.with_changes(
            end_rule=kind,
            end_rule_after=after,
            end_rule_wins=wins,
            end_rule_count=count,
            advance_points=points,
        )

    def _make_cut_row(self, settings: EventSettings) -> None:
        """ "[x] After round [3], players with [9 match points] continue": the day-two cut
        (MTR 10.2: announced before round 1; what a drop after it does is MTR 2.10's, by
        the event's edition, said in the announcement)."""
        self.cut_check = QCheckBox(QCoreApplication.translate("EventDialog", "After round"))
        self.cut_check.setObjectName("dayTwoCut")
        self.cut_round_spin = BoundSpinBox()
        self.cut_round_spin.setObjectName("cutAfter")
        self.cut_round_spin.setRange(1, 29)
        self.cut_points_spin = BoundSpinBox()
        self.cut_points_spin.setObjectName("cutPoints")
        self.cut_points_spin.setRange(1, 90)
        self.cut_points_spin.setSuffix(QCoreApplication.translate("EventDialog", " match points"))
        tip = rich_safe(
            QCoreApplication.translate(
                "EventDialog",
                "A day-two cut (e.g. a Spotlight Series): after the chosen Swiss round only "
                "players with at least these match points are paired; the others keep their "
                "place in the standings. Announced before round 1 with the number of rounds "
                "(MTR 10.2).",
            )
        )
        for widget in (self.cut_check, self.cut_round_spin, self.cut_points_spin):
            widget.setToolTip(tip)
        self.cut_row = QWidget()
        layout = QHBoxLayout(self.cut_row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.cut_check)
        layout.addWidget(self.cut_round_spin)
        layout.addWidget(PlainLabel(QCoreApplication.translate("EventDialog", "players with")))
        layout.addWidget(self.cut_points_spin)
        layout.addWidget(PlainLabel(QCoreApplication.translate("EventDialog", "continue")))
        layout.addStretch(1)
        self.cut_check.setChecked(settings.cut_after is not None)
        self.cut_round_spin.setValue(settings.cut_after or max(1, (settings.swiss_rounds or 5) - 2))
        self.cut_points_spin.setValue(settings.cut_points or 9)

    def with_cut(
        self,
        settings: EventSettings,
        editable: frozenset[SettingField],
        original: EventSettings | None,
    ) -> EventSettings:
        """``settings`` with the day-two cut as typed, or as announced once fixed."""
        after = points = None
        if self.cut_check.isChecked() and not settings.elimination_only:
            after, points = self.cut_round_spin.value(), self.cut_points_spin.value()
        if SettingField.DAY_TWO_CUT not in editable and original is not None:
            after, points = original.cut_after, original.cut_points  # MTR 10.2
        return settings.with_changes(cut_after=after, cut_points=points)

    def word_elimination(self, teams: bool) -> None:
        """Single elimination only counts teams in a team event (Appendix E: 4–8 teams)."""
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

    def show_kind(self, kind: EndRuleKind) -> None:
        """Show the numbers the end rule ``kind`` needs, named for it."""
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
