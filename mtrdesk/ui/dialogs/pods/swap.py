"""Hand-editing the current round's pods: two players change seats.

The organizer picks a player and the player from another pod to change places with. Before
anything is saved the dialog asks the pod checker about the round as it would be
(``MultiplayerService.check_swap``) and shows, in plain words, what it found: players who
would meet again, a second pod of 3 for someone, pod sizes off the addendum's layout and
whether a better pairing exists. Only "Yes" saves (one audited transaction); the Pods tab
refreshes from ``changes`` when the dialog closes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QTreeWidget, QTreeWidgetItem, QWidget

from mtrdesk.core.pods.check import PodMethod
from mtrdesk.ui.dialogs.pairing_editor import EditorSource, PairingEditor
from mtrdesk.words.collation import name_sort_key

if TYPE_CHECKING:
    from mtrdesk.services import Changes
    from mtrdesk.services.pods.service import MultiplayerService, PodSwapCheck
    from mtrdesk.services.pods.state import PodRoundView


def _joined(items: list[str]) -> str:
    return QCoreApplication.translate("PodSwapDialog", ", ").join(items)


def swap_findings(check: PodSwapCheck, names: Mapping[int, str]) -> list[str]:
    """The checker's findings on the round as it would be, one sentence each (empty: none)."""

    def name(entry: int) -> str:
        return names.get(entry, f"#{entry}")

    found = check.check
    lines = []
    new = set(check.new_meetings)
    for a, b in check.new_meetings:
        lines.append(
            QCoreApplication.translate(
                "PodSwapDialog",
                "%1 and %2 would meet again: they already played in a pod together.",
            )
            .replace("%1", name(a))
            .replace("%2", name(b))
        )
    short = str(found.pod_size - 1)
    for entry in check.new_repeat_short:
        lines.append(
            QCoreApplication.translate(
                "PodSwapDialog", "%1 would play in a pod of %2 for the second time."
            )
            .replace("%1", name(entry))
            .replace("%2", short)
        )
    # What the round has already, as paired: one line each, so the new findings stand out.
    pairs = [
        QCoreApplication.translate("PodSwapDialog", "%1 and %2")
        .replace("%1", name(a))
        .replace("%2", name(b))
        for a, b in found.repeat_meetings
        if (a, b) not in new
    ]
    if pairs:
        lines.append(
            QCoreApplication.translate(
                "PodSwapDialog", "Meeting again, as in the pods now: %1."
            ).replace("%1", _joined(pairs))
        )
    again = [name(e) for e in found.repeat_short if e not in set(check.new_repeat_short)]
    if again:
        lines.append(
            QCoreApplication.translate(
                "PodSwapDialog", "In a pod of %2 for the second time, as in the pods now: %1."
            )
            .replace("%2", short)
            .replace("%1", _joined(again))
        )
    if not found.layout_ok:
        lines.append(
            QCoreApplication.translate(
                "PodSwapDialog", "The pod sizes (%1) are not the addendum's layout (%2, 10.4A)."
            )
            .replace("%1", _joined([str(n) for n in found.layout]))
            .replace("%2", _joined([str(n) for n in found.expected_layout]))
        )
    level = found.worse_level
    if found.better_exists and level is not None:
        what = {
            1: QCoreApplication.translate("PodSwapDialog", "fewer players meeting again"),
            2: QCoreApplication.translate("PodSwapDialog", "fewer players in a second smaller pod"),
            3: QCoreApplication.translate(
                "PodSwapDialog", "players closer to their place in the standings"
            ),
        }.get(level, "")
        lines.append(
            QCoreApplication.translate(
                "PodSwapDialog", "A better pairing exists on level %1: one with %2."
            )
            .replace("%1", str(level))
            .replace("%2", what)
        )
    elif found.method is PodMethod.UNVERIFIED:
        lines.append(
            QCoreApplication.translate(
                "PodSwapDialog",
                "Whether a better pairing exists could not be proven for this round.",
            )
        )
    return lines


POD_EDITOR = EditorSource(
    title=lambda: QCoreApplication.translate("PodSwapDialog", "Edit pods"),
    explanation=lambda: QCoreApplication.translate(
        "PodSwapDialog",
        "Two players change seats: each takes the other's seat, everyone else keeps "
        "theirs. Only pods without a result can change. Every change is checked "
        "before it is saved and recorded in the audit log.",
    ),
    first_label=lambda: QCoreApplication.translate("PodSwapDialog", "Player:"),
    second_label=lambda: QCoreApplication.translate("PodSwapDialog", "Changes seats with:"),
    button=lambda: QCoreApplication.translate("PodSwapDialog", "Change seats…"),
    anyway=lambda: QCoreApplication.translate("PodSwapDialog", "Save this change?"),
    size=(620, 520),
    list_name="podSwapPods",
    first_name="podSwapPlayer",
    second_name="podSwapOther",
    button_name="podSwapApply",
    message_name="podSwapDone",
)


class PodSwapDialog(PairingEditor):
    """Pick a player and whom they change seats with; confirm; repeat as needed."""

    def __init__(
        self,
        event_id: int,
        multiplayer: MultiplayerService,
        readings: Mapping[int, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(POD_EDITOR, parent)
        self.event_id = event_id
        self.multiplayer = multiplayer
        self.readings = dict(readings or {})
        self.view: PodRoundView | None = None
        self.names: dict[int, str] = {}
        self.tables: dict[int, int] = {}
        self._movable: list[tuple[str, int, int, int]] = []
        self.reload()

    def _round_lines(self) -> QWidget:
        """The pods of the round, seat by seat."""
        self.pods_tree = QTreeWidget()
        self.pods_tree.setObjectName(self.source.list_name)
        self.pods_tree.setHeaderLabels(
            [
                QCoreApplication.translate("PodSwapDialog", "Pod"),
                QCoreApplication.translate("PodSwapDialog", "Seat"),
                QCoreApplication.translate("PodSwapDialog", "Player"),
            ]
        )
        self.pods_tree.setRootIsDecorated(False)
        return self.pods_tree

    def reload(self) -> None:
        """Re-read the round: the pods, and the players who may move (no result yet)."""
        self.view = self.multiplayer.current_round(self.event_id)
        self.pods_tree.clear()
        movable: list[tuple[str, int, int, int]] = []
        for pod in self.view.pods if self.view else ():
            parent = QTreeWidgetItem(
                [
                    QCoreApplication.translate("PodSwapDialog", "Table %1").replace(
                        "%1", str(pod.table)
                    )
                ]
            )
            if pod.reported:
                parent.setText(2, QCoreApplication.translate("PodSwapDialog", "result entered"))
            self.pods_tree.addTopLevelItem(parent)
            for seat in pod.seats:
                item = QTreeWidgetItem(["", str(seat.seat), seat.name])
                item.setDisabled(pod.reported)
                parent.addChild(item)
                self.names[seat.entry] = seat.name
                self.tables[seat.entry] = pod.table
                if not pod.reported:
                    movable.append((seat.name, seat.entry, pod.table, seat.seat))
        self.pods_tree.expandAll()
        for column in range(3):
            self.pods_tree.resizeColumnToContents(column)
        # 名前順 (五十音順) by ふりがな, as the other lists; never by kanji code point.
        movable.sort(key=lambda p: name_sort_key(self.readings.get(p[1], ""), p[0]))
        chosen = self.first_combo.currentData()
        self.first_combo.blockSignals(True)
        self.first_combo.clear()
        for name, entry, table, seat_number in movable:
            self.first_combo.addItem(self._where(name, table, seat_number), entry)
        self.first_combo.setCurrentIndex(max(0, self.first_combo.findData(chosen)))
        self.first_combo.blockSignals(False)
        self._movable = movable
        self._first_changed()

    def _where(self, name: str, table: int, seat: int) -> str:
        return (
            QCoreApplication.translate("PodSwapDialog", "%1 (table %2, seat %3)")
            .replace("%1", name)
            .replace("%2", str(table))
            .replace("%3", str(seat))
        )

    def _first_changed(self) -> None:
        """Offer the players of the other pods: a swap inside one pod changes nothing."""
        player = self.first_combo.currentData()
        table = self.tables.get(player)
        chosen = self.second_combo.currentData()
        self.second_combo.blockSignals(True)
        self.second_combo.clear()
        for name, entry, other_table, seat in self._movable:
            if other_table != table:
                self.second_combo.addItem(self._where(name, other_table, seat), entry)
        self.second_combo.setCurrentIndex(max(0, self.second_combo.findData(chosen)))
        self.second_combo.blockSignals(False)
        self._update_button()

    def _update_button(self) -> None:
        ready = self.first_combo.currentData() is not None
        self.apply_button.setEnabled(ready and self.second_combo.currentData() is not None)

    def confirm_text(self, check: PodSwapCheck) -> str:
        """The change in words, what the checker found, and the question."""
        first, second = check.entries
        lines = [
            QCoreApplication.translate(
                "PodSwapDialog", "%1 moves to table %2, seat %3; %4 moves to table %5, seat %6."
            )
            .replace("%1", self.names.get(first, ""))
            .replace("%2", str(check.tables[1]))
            .replace("%3", str(check.seats[1]))
            .replace("%4", self.names.get(second, ""))
            .replace("%5", str(check.tables[0]))
            .replace("%6", str(check.seats[0])),
            "",
        ]
        findings = swap_findings(check, self.names)
        if findings:
            lines.append(QCoreApplication.translate("PodSwapDialog", "The pod checker found:"))
            lines += [f"• {line}" for line in findings]
        else:
            lines.append(
                QCoreApplication.translate(
                    "PodSwapDialog", "The pod checker found nothing to object to."
                )
            )
        return "\n".join([*lines, "", self.source.anyway()])

    def _check(self, first: int, second: int) -> PodSwapCheck | None:
        if self.view is None:
            return None
        return self.multiplayer.check_swap(self.event_id, self.view.number, first, second)

    def _findings(self, first: int, second: int, check: PodSwapCheck) -> list[str]:
        return swap_findings(check, self.names)

    def _ask(self, check: PodSwapCheck, findings: list[str]) -> bool:
        """Always asked: the change in words and what the checker found (Yes is the default
        only when it found nothing)."""
        clean = not findings
        box = QMessageBox(
            QMessageBox.Icon.Question if clean else QMessageBox.Icon.Warning,
            self.source.title(),
            self.confirm_text(check),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("podSwapConfirm")
        box.setTextFormat(Qt.TextFormat.PlainText)  # players' names, shown as typed
        box.setDefaultButton(
            QMessageBox.StandardButton.Yes if clean else QMessageBox.StandardButton.No
        )
        return box.exec() == QMessageBox.StandardButton.Yes

    def _change(self, first: int, second: int) -> tuple[None, Changes]:
        assert self.view is not None  # checked above
        return None, self.multiplayer.swap(self.event_id, self.view.number, first, second)

    def _changed(
        self, first: int, second: int, check: PodSwapCheck, findings: list[str], done: None
    ) -> None:
        self.message_label.setText(
            QCoreApplication.translate("PodSwapDialog", "Saved: %1 and %2 changed seats.")
            .replace("%1", self.names.get(first, ""))
            .replace("%2", self.names.get(second, ""))
        )
