"""The round clock's list of extended tables (MTR 2.6): "Table 12: +8 min → ends 14:38".

Each table's own end is the round's end on the wall clock plus its extension; the
end-of-match turns (MTR 2.5) start then. The main window passes the current round's
extensions (``services.extensions.for_round``) when it opens the round clock.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout

from mtrdesk.ui.projector.programs import Mode
from mtrdesk.ui.projector.window import ProjectorWindow

WallClock = Callable[[], dt.datetime]


def extension_lines(extensions: Mapping[str, int], round_end: dt.datetime | None) -> list[str]:
    """One line per extended table, in the order given; the end time when known."""
    lines = []
    for table, minutes in extensions.items():
        if round_end is None:
            text = QCoreApplication.translate("Projector", "Table %1: +%2 min")
        else:
            end = round_end + dt.timedelta(minutes=minutes)
            text = QCoreApplication.translate("Projector", "Table %1: +%2 min → ends %3")
            text = text.replace("%3", end.strftime("%H:%M"))
        lines.append(text.replace("%1", table).replace("%2", str(minutes)))
    return lines


def show_extensions(
    window: ProjectorWindow, extensions: Mapping[str, int], wall: WallClock = dt.datetime.now
) -> QLabel | None:
    """Add the list under the round countdown of ``window`` (a round clock only; ``None``
    otherwise or without extensions); it follows the clock's pauses and ±5 s."""
    if window.program.mode is not Mode.ROUND or not extensions:
        return None
    label = QLabel()
    label.setObjectName("extensionList")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setStyleSheet("font-size: 28px;")
    layout = window.layout()
    if isinstance(layout, QVBoxLayout):
        layout.insertWidget(layout.count() - 1, label)  # above the control buttons

    def update() -> None:
        left = window.clock.durations()[0] - window.clock.elapsed()
        end = (wall() + dt.timedelta(seconds=left)).replace(second=0, microsecond=0)
        text = "\n".join(extension_lines(extensions, end))
        if text != label.text():  # each Qt setter costs None a reference (ui.none_guard)
            label.setText(text)

    update()
    window._timer.timeout.connect(update)
    return label
