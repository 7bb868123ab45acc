"""The draft pods tree: each booster-draft pod (MTR 7.6) with its players seat by seat.

A pod row ("Pod 2", how many draft, who stopped) holds one row per seat: seat number,
name, player ID and status (drafting, stopped drafting at pack/pick per MTR 7.7, dropped
from the event). The entry id sits on every player row, so the tab can act on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem, QStandardItemModel

from mtrdesk.ui.models.entry_status import INACTIVE_COLOR
from mtrdesk.ui.plain import rich_safe
from mtrdesk.words import labels

if TYPE_CHECKING:
    from mtrdesk.services.draft.pods import DraftPodView, DraftSeatsView, SeatView

ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
STOPPED_COLOR = QColor("#b35c00")


def seat_status(seat: SeatView) -> str:
    """Drafting, stopped drafting (MTR 7.7: at which pack and pick), or dropped."""
    parts = []
    if seat.draft_drop is not None:
        pack, pick = seat.draft_drop
        parts.append(
            QCoreApplication.translate("DraftPodsModel", "Stopped drafting: pack %1, pick %2")
            .replace("%1", str(pack))
            .replace("%2", str(pick))
        )
    if seat.dropped_after_round == 0:
        parts.append(QCoreApplication.translate("DraftPodsModel", "Dropped before round 1"))
    elif seat.dropped_after_round is not None:
        parts.append(
            QCoreApplication.translate("DraftPodsModel", "Dropped after round %1").replace(
                "%1", str(seat.dropped_after_round)
            )
        )
    if not parts:
        return QCoreApplication.translate("DraftPodsModel", "Drafting")
    return QCoreApplication.translate("DraftPodsModel", " · ").join(parts)


def pod_summary(pod: DraftPodView) -> str:
    """ "8 drafting, 1 stopped" for a pod row."""
    drafting = sum(1 for s in pod.seats if s.drafting)
    text = QCoreApplication.translate("DraftPodsModel", "%n drafting", None, drafting)
    stopped = len(pod.drops)
    if stopped:
        text += QCoreApplication.translate("DraftPodsModel", ", ") + QCoreApplication.translate(
            "DraftPodsModel", "%n stopped (MTR 7.7)", None, stopped
        )
    return text


class DraftPodsModel(QStandardItemModel):
    """Pods as top-level rows, their seats as children (read-only)."""

    SEAT, NAME, PLAYER_ID, STATUS = range(4)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.view: DraftSeatsView | None = None
        self._set_headers()

    def _set_headers(self) -> None:
        self.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("DraftPodsModel", "Pod / seat"),
                QCoreApplication.translate("DraftPodsModel", "Name"),
                QCoreApplication.translate("DraftPodsModel", "Player ID"),
                QCoreApplication.translate("DraftPodsModel", "Status"),
            ]
        )

    def set_view(self, view: DraftSeatsView | None) -> None:
        self.view = view
        self.clear()
        self._set_headers()
        if view is None:
            return
        bold = QFont()
        bold.setBold(True)
        for pod in view.pods:
            title = QStandardItem(labels.pod_label(pod.number))
            title.setFont(bold)
            summary = QStandardItem(pod_summary(pod))
            row = [title, summary, QStandardItem(""), QStandardItem("")]
            for item in row:
                item.setEditable(False)
            for seat in pod.seats:
                title.appendRow(self._seat_row(seat))
            self.appendRow(row)

    def _seat_row(self, seat: SeatView) -> list[QStandardItem]:
        number = (
            QCoreApplication.translate("DraftPodsModel", "Seat %1").replace("%1", str(seat.seat))
            if seat.seat is not None
            else QCoreApplication.translate("DraftPodsModel", "No seat")
        )
        items = [
            QStandardItem(number),
            QStandardItem(seat.name),
            QStandardItem(seat.player_id),
            QStandardItem(seat_status(seat)),
        ]
        items[1].setToolTip(rich_safe(seat.name))  # elided in a narrow column: whole here
        color = None
        if seat.dropped_after_round is not None:
            color = INACTIVE_COLOR
        elif seat.draft_drop is not None:
            color = STOPPED_COLOR
        for item in items:
            item.setEditable(False)
            item.setData(seat.entry, ENTRY_ROLE)
            if color is not None:
                item.setForeground(QBrush(color))
        if not seat.stored and seat.seat is not None:
            items[0].setToolTip(
                rich_safe(
                    QCoreApplication.translate(
                        "DraftPodsModel",
                        "Seated before seat numbers were stored: this is the seat printed "
                        "then. It is stored at the next change to the pods.",
                    )
                )
            )
        return items

    @staticmethod
    def entry_at(index: QModelIndex | QPersistentModelIndex) -> int | None:
        """The entry of a player row (any column); ``None`` for a pod row."""
        value = index.data(ENTRY_ROLE)
        return int(value) if value is not None else None

    def seat_of(self, entry: int) -> SeatView | None:
        return self.view.of(entry) if self.view is not None else None
