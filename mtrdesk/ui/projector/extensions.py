"""The round clock's list of extended tables (MTR 2.6): "Table 12: +8 min → ends 14:38".

Each table's own end is the round's end on the wall clock plus its extension; the
end-of-match turns (MTR 2.5) start then. The main window passes a callable reading the
current round's extensions (``services.extensions.for_round``); the list polls it, so an
extension given while the clock runs shows on the wall within seconds.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout

from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.projector.programs import Mode
from mtrdesk.ui.projector.window import ProjectorWindow

WallClock = Callable[[], dt.datetime]
# ``{table label: minutes}`` of the current round, as ``services.extensions.for_round``.
ExtensionSource = Callable[[], Mapping[str, int]]
# How often the list is read again.
POLL_MS = 5000
# The list's font and the most room it takes, as shares of the window's height.
FONT_SHARE = 0.035
SHARE = 0.22


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


class ExtensionList(PlainLabel):
    """The extended tables under the round countdown, re-read from ``source`` every
    ``POLL_MS`` (a deck check given mid-round shows without reopening the clock), and cut
    to what fits the window: the first lines, then "+N more tables"."""

    def __init__(self, window: ProjectorWindow, source: ExtensionSource, wall: WallClock) -> None:
        super().__init__(window)
        self.window_ = window
        self.source = source
        self.wall = wall
        self.extensions: dict[str, int] = {}
        self.setObjectName("extensionList")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.poll_timer = QTimer(self)
        self.poll_timer.setInterval(POLL_MS)
        self.poll_timer.timeout.connect(self.poll)
        self.poll_timer.start()
        window._timer.timeout.connect(self.update_text)

    def poll(self) -> None:
        """Read the extensions again (the timer calls this; so can tests)."""
        self.extensions = dict(self.source())
        self.update_text()

    def max_lines(self) -> int:
        """Lines that fit in ``SHARE`` of the window's height at the list's font."""
        metrics = QFontMetrics(self.font())
        return max(1, int(self.window_.height() * SHARE / max(1, metrics.lineSpacing())))

    def update_text(self) -> None:
        """The lines on the wall clock now (follows the clock's pauses and ±5 s)."""
        size = max(14, int(self.window_.height() * FONT_SHARE))
        if self.font().pixelSize() != size:
            font = QFont(self.font())
            font.setPixelSize(size)
            self.setFont(font)
        clock = self.window_.clock
        left = clock.durations()[0] - clock.elapsed()
        end = (self.wall() + dt.timedelta(seconds=left)).replace(second=0, microsecond=0)
        lines = extension_lines(self.extensions, end)
        room = self.max_lines()
        if len(lines) > room:
            more = len(lines) - (room - 1)
            lines = [
                *lines[: room - 1],
                QCoreApplication.translate("Projector", "+%1 more tables").replace("%1", str(more)),
            ]
        text = "\n".join(lines)
        if text != self.text():  # each Qt setter costs None a reference (ui.none_guard)
            self.setText(text)
        if self.isHidden() == bool(text):
            self.setVisible(bool(text))


def show_extensions(
    window: ProjectorWindow,
    extensions: Mapping[str, int] | ExtensionSource,
    wall: WallClock = dt.datetime.now,
) -> ExtensionList | None:
    """Add the list under the round countdown of ``window`` (a round clock only, else
    ``None``). ``extensions`` is the list, or a callable polled every ``POLL_MS`` (the
    list then shows once a table is extended); fixed and empty gives ``None``."""
    if window.program.mode is not Mode.ROUND:
        return None
    if not callable(extensions):
        if not extensions:
            return None
        fixed = dict(extensions)

        def source() -> Mapping[str, int]:
            return fixed
    else:
        source = extensions
    label = ExtensionList(window, source, wall)
    layout = window.layout()
    if isinstance(layout, QVBoxLayout):
        layout.insertWidget(layout.count() - 1, label)  # above the control buttons
    label.poll()
    return label
