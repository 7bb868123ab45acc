"""The room screen (issue 31, item 1): a window for a second monitor, projector or TV, full
screen, that the room reads from 5 m instead of crowding a sheet on the wall.

What it shows follows the event's phase (``core.floor.room_screen``): before round 1 the
registration's QR code (while phones may register) and the count registered; while a round
is played its pairings by name, sorted by reading (五十音 in Japanese,
``words.collation.name_sort_key``), the table number biggest, with "Still playing: tables
3, 7, 12" near the round's end; once every result is in, the standings. The round clock of
the projector it was opened from stays in its top right corner.

The pages follow ``core.floor.room_screen.plan_pages``: this module measures the widest
texts with QFontMetrics (in ems: at 100 px, so the scaling is exact to a hundredth of a
pixel), places every label itself at the plan's sizes (names never below 34 px at 1,080
lines, scaled with the height) and never elides: a label is as wide as its text. The page
turns are read from an injected monotonic clock (``now``) on a 250 ms tick, so a test drives
them without waiting. Light, high-contrast colours by default (a projector washes a dark
theme out); T switches to the dark theme, remembered in the settings.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRect, QSettings, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QKeyEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from mtrdesk.core.floor.room_screen import (
    BODY_SHARE,
    COLUMN_GAP_EM,
    GAP_EM,
    PagePlan,
    Phase,
    RowWidths,
    page_rows,
    plan_pages,
    still_playing,
)
from mtrdesk.services.public.screen import RoomScreen
from mtrdesk.ui.fonts import bundled_font
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.qr_code import qr_pixmap
from mtrdesk.words.floor.room_screen import screen_rows
from mtrdesk.words.playoff_rounds import round_name
from mtrdesk.words.registration.states import registered_text
from mtrdesk.words.swiss.round_status import round_title, table_list

ScreenSource = Callable[[], RoomScreen | None]
#: The projector's digits now ("12:34"), or "" when it shows none.
ClockText = Callable[[], str]
#: The round clock's seconds left (0 past time), ``None`` before it starts.
Remaining = Callable[[], float | None]
#: The registration form's address while phones may register, else ``None``.
LinkSource = Callable[[], str | None]

TICK_MS = 250
#: The values are read again this often (a result, a re-pair, a new round).
READ_SECONDS = 5.0
#: The top bar (event, round, clock) and the bottom line (page, still playing), as shares
#: of the height; the rows get ``BODY_SHARE`` between them.
TOP_SHARE = 0.12
#: Font sizes as shares of the height.
TITLE_SHARE = 0.05
CLOCK_SHARE = 0.085
FOOT_SHARE = 0.045
#: The registration page: the QR code's side and the count's size.
QR_SHARE = 0.5
COUNT_SHARE = 0.07
#: Left and right margins, a share of the width.
MARGIN_SHARE = 0.02
#: Measured widths get this much room more (hinting moves a glyph by a pixel).
SLACK = 1.02
#: Remembered: the dark theme chosen.
DARK_KEY = "projector/roomScreenDark"


@dataclass(frozen=True, slots=True)
class Theme:
    background: str
    text: str
    dim: str
    stripe: str
    alert: str


LIGHT = Theme("#ffffff", "#000000", "#3a3a3a", "#e8e8e8", "#b00020")
DARK = Theme("#000000", "#ffffff", "#c8c8c8", "#1f1f1f", "#ffb300")


def _ems(font: QFont, text: str) -> float:
    """``text``'s width in ems of ``font``'s family (measured at 100 px)."""
    big = QFont(font)
    big.setPixelSize(100)
    return QFontMetrics(big).horizontalAdvance(text) / 100 * SLACK


class RoomScreenWindow(QWidget):
    """Shows ``source()`` page by page; ``now``: a monotonic clock in seconds."""

    def __init__(
        self,
        source: ScreenSource,
        *,
        now: Callable[[], float] = time.monotonic,
        clock_text: ClockText | None = None,
        remaining: Remaining | None = None,
        link: LinkSource | None = None,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.source = source
        self.now = now
        self.clock_text = clock_text
        self.remaining = remaining
        self.link = link
        self.settings = settings
        self.setObjectName("roomScreen")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoFillBackground(True)
        self.dark = bool(settings is not None and settings.value(DARK_KEY, False, type=bool))
        self.view: RoomScreen | None = None
        #: The rows of the phase shown: (first, name, last) texts, in order.
        self.rows: list[tuple[str, str, str]] = []
        self.plan: PagePlan | None = None
        self.page = 0
        self.started = now()
        self.read_at = -math.inf
        self._address: str | None = None
        self._code: QPixmap | None = None
        self.title = self._label("roomTitle")
        self.clock = self._label("roomClock")
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.footer = self._label("roomPage")
        self.still = self._label("roomStillPlaying")
        self.still.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.caption = self._label("roomCaption", Qt.AlignmentFlag.AlignCenter)
        self.qr = QLabel(self)
        self.qr.setObjectName("roomQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address = self._label("roomAddress", Qt.AlignmentFlag.AlignCenter)
        self.count = self._label("roomCount", Qt.AlignmentFlag.AlignCenter)
        self.cells: list[tuple[QLabel, QLabel, QLabel]] = []
        self.stripes: list[QLabel] = []
        self.setWindowTitle(QCoreApplication.translate("RoomScreen", "Room screen"))
        # Planned in IPAexGothic's measures: a system font's taller lines would cut the rows.
        self.setFont(bundled_font(self.font()))
        self._colour()
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        self.read()

    # -- values --------------------------------------------------------------------------
    def read(self) -> None:
        """Read the values again; new rows start the pages over."""
        self.read_at = self.now()
        view = self.source()
        rows = self._rows(view)
        changed = view is None or self.view is None or view.phase != self.view.phase
        self.view = view
        if changed or rows != self.rows:
            self.rows = rows
            self.page = 0
            self.started = self.now()
            self.plan = None
        self._address = self.link() if self.link is not None else None
        self._lay_out()

    def _rows(self, view: RoomScreen | None) -> list[tuple[str, str, str]]:
        if view is None:
            return []
        bye = QCoreApplication.translate("Projector", "Bye (no table)")
        return screen_rows(view, bye, QCoreApplication.translate("RoomScreen", "%1 pts"))

    def tick(self) -> None:
        """The clock, the page by the time passed, and the values every ``READ_SECONDS``
        (the timer calls this; so do tests, after moving ``now``)."""
        now = self.now()
        if now - self.read_at >= READ_SECONDS:
            self.read()
        plan = self.plan
        if plan is not None and plan.pages > 1:
            page = int((now - self.started) * 1000 // plan.page_ms)
            if page >= plan.pages:  # a cycle done: read again, from the first page
                self.started = now
                page = 0
                self.read()
            if page != self.page:
                self.page = page
                self._show_page()
        self._clock()

    def shown_names(self) -> list[str]:
        """The names on the page now (tests read these)."""
        return [name.text() for _, name, _ in self.cells if name.isVisible()]

    def shown_labels(self) -> list[QLabel]:
        """Every label showing text (tests check their sizes)."""
        return [
            label
            for label in self.findChildren(QLabel)
            if label.isVisible() and label.text() and label is not self.qr
        ]

    # -- layout --------------------------------------------------------------------------
    def _label(self, name: str, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> QLabel:
        label = PlainLabel(self)
        label.setObjectName(name)
        label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        label.hide()
        return label

    def _font(self, px: int) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(8, px))
        return font

    def _set(self, label: QLabel, text: str, font: QFont, rect: QRect) -> None:
        """``text`` in ``label`` at ``font``, placed at ``rect``; a text wider than the
        rect gets a smaller font (titles only: rows are planned to fit)."""
        metrics = QFontMetrics(font)
        wide = metrics.horizontalAdvance(text)
        if wide > rect.width() and wide:
            font = QFont(font)
            font.setPixelSize(max(8, int(font.pixelSize() * rect.width() / wide)))
        if label.font() != font:
            label.setFont(font)
        if label.text() != text:
            label.setText(text)
        if label.geometry() != rect:  # each Qt setter costs None a reference (ui.none_guard)
            label.setGeometry(rect)
        if label.isHidden() == bool(text):
            label.setVisible(bool(text))

    def _lay_out(self) -> None:
        width, height = max(320, self.width()), max(240, self.height())
        margin = int(width * MARGIN_SHARE)
        top = int(height * TOP_SHARE)
        view = self.view
        inner = width - 2 * margin
        self._top()
        registration = view is None or view.phase is Phase.REGISTRATION
        for label in (self.caption, self.address, self.count):
            label.setVisible(registration)
        self.qr.setVisible(registration and self._address is not None)
        if registration:
            self.plan = None
            self._hide_rows()
            self._registration(view, top, width, height)
            self._foot("", "")
            return
        rows = self.rows
        body_top = top
        if self.plan is None:
            name_font = self._font(100)
            widths = RowWidths(
                name=max((_ems(name_font, r[1]) for r in rows), default=1.0),
                table=max((_ems(name_font, r[0]) for r in rows), default=1.0),
                opponent=max((_ems(name_font, r[2]) for r in rows), default=1.0),
            )
            self.widths = widths
            standings = view is not None and view.phase is Phase.STANDINGS
            self.plan = plan_pages(len(rows), inner, height, widths, may_drop=not standings)
            self.page = min(self.page, self.plan.pages - 1)
        self.body = QRect(margin, body_top, inner, int(height * BODY_SHARE))
        self._show_page()

    def _top(self) -> None:
        """The title left, the projector's digits right (bold, as on the projector)."""
        width, height = max(320, self.width()), max(240, self.height())
        margin = int(width * MARGIN_SHARE)
        top = int(height * TOP_SHARE)
        clock = self.clock_text() if self.clock_text is not None else ""
        clock_font = self._font(int(height * CLOCK_SHARE))
        clock_font.setBold(True)
        clock_width = QFontMetrics(clock_font).horizontalAdvance(clock) + 8 if clock else 0
        self._set(
            self.clock, clock, clock_font, QRect(width - margin - clock_width, 0, clock_width, top)
        )
        self._set(
            self.title,
            self._heading(self.view),
            self._font(int(height * TITLE_SHARE)),
            QRect(margin, 0, max(10, width - 3 * margin - clock_width), top),
        )

    def _heading(self, view: RoomScreen | None) -> str:
        if view is None:
            return ""
        if view.phase is Phase.REGISTRATION:
            return view.event_name
        if view.phase is Phase.STANDINGS:
            return QCoreApplication.translate("RoomScreen", "Standings after round %1").replace(
                "%1", str(view.standings_after)
            )
        named = round_name(2 * view.tables) if view.playoff else round_title(view.round)
        return QCoreApplication.translate("RoomScreen", "%1 · Pairings by name").replace(
            "%1", named
        )

    def _show_page(self) -> None:
        plan, view = self.plan, self.view
        if plan is None or view is None:
            return
        widths = self.widths
        name_font, table_font = self._font(plan.name_px), self._font(plan.table_px)
        column_width = self.body.width() // plan.columns
        table_w = math.ceil(widths.table * plan.table_px)
        name_w = math.ceil(widths.name * plan.name_px)
        gap = math.ceil(GAP_EM * plan.name_px)
        chosen = list(page_rows(len(self.rows), plan, self.page))
        theme = DARK if self.dark else LIGHT
        while len(self.cells) < plan.per_page:
            n = len(self.cells)
            stripe = QLabel(self)
            stripe.setObjectName(f"roomStripe_{n}")
            stripe.setStyleSheet(f"background: {theme.stripe};")
            stripe.lower()
            self.stripes.append(stripe)
            self.cells.append(
                (
                    self._label(f"roomCell_{n}_0", Qt.AlignmentFlag.AlignRight),
                    self._label(f"roomCell_{n}_1"),
                    self._label(f"roomCell_{n}_2"),
                )
            )
        for slot, (first, name, last) in enumerate(self.cells):
            index = chosen[slot] if slot < len(chosen) else None
            stripe = self.stripes[slot]
            if index is None:
                for label in (first, name, last, stripe):
                    label.hide()
                continue
            column, row = divmod(slot, plan.rows_per_column)
            x = self.body.x() + column * column_width
            y = self.body.y() + row * plan.row_px
            texts = self.rows[index]
            self._set(first, texts[0], table_font, QRect(x, y, table_w, plan.row_px))
            name_x = x + table_w + gap
            self._set(name, texts[1], name_font, QRect(name_x, y, name_w, plan.row_px))
            if plan.opponent:
                last_x = name_x + name_w + gap
                last_w = column_width - (last_x - x) - int(COLUMN_GAP_EM * plan.name_px) // 2
                self._set(last, texts[2], name_font, QRect(last_x, y, last_w, plan.row_px))
            else:
                last.hide()
            band = QRect(x, y, column_width - gap, plan.row_px)
            if stripe.geometry() != band:
                stripe.setGeometry(band)
            if stripe.isHidden() == (row % 2 == 1):
                stripe.setVisible(row % 2 == 1)
        page = ""
        if plan.pages > 1:
            page = (
                QCoreApplication.translate("RoomScreen", "Page %1 of %2")
                .replace("%1", str(self.page + 1))
                .replace("%2", str(plan.pages))
            )
        self._foot(page, self._still_playing(view))

    def _still_playing(self, view: RoomScreen) -> str:
        if view.phase is not Phase.PAIRINGS:
            return ""
        remaining = self.remaining() if self.remaining is not None else view.remaining
        tables = still_playing(view.tables, view.missing, remaining)
        if not tables:
            return ""
        return QCoreApplication.translate("RoomScreen", "Still playing: tables %1").replace(
            "%1", table_list(tables)
        )

    def _foot(self, page: str, still: str) -> None:
        width, height = max(320, self.width()), max(240, self.height())
        margin = int(width * MARGIN_SHARE)
        top = int(height * (TOP_SHARE + BODY_SHARE))
        rect_h = height - top
        font = self._font(int(height * FOOT_SHARE))
        page_w = QFontMetrics(font).horizontalAdvance(page) + 8 if page else 0
        self._set(self.footer, page, font, QRect(margin, top, page_w, rect_h))
        still_x = margin + page_w + margin
        self._set(self.still, still, font, QRect(still_x, top, width - margin - still_x, rect_h))

    def _registration(self, view: RoomScreen | None, top: int, width: int, height: int) -> None:
        """The registration's code (while phones may register and the window is open to
        phones) and the count registered."""
        address = self._address if view is not None and view.registering else None
        font = self._font(int(height * COUNT_SHARE))
        small = self._font(int(height * FOOT_SHARE))
        y = top
        if address is not None:
            if self._code is None or self.qr.property("address") != address:
                self._code = qr_pixmap(address, module=1)
                self.qr.setProperty("address", address)
            modules = max(1, self._code.width())
            side = modules * max(2, int(height * QR_SHARE) // modules)
            caption = QCoreApplication.translate("Projector", "Register here")
            self._set(self.caption, caption, font, QRect(0, y, width, int(height * 0.09)))
            y += int(height * 0.09)
            self.qr.setPixmap(
                self._code.scaled(side, side, mode=Qt.TransformationMode.FastTransformation)
            )
            self.qr.setGeometry(QRect((width - side) // 2, y, side, side))
            self.qr.show()
            y += side
            self._set(self.address, address, small, QRect(0, y, width, int(height * 0.06)))
            y += int(height * 0.06)
        else:
            self.qr.hide()
            self.caption.hide()
            self.address.hide()
            y += int(height * 0.25)
        count = registered_text(view.registered, view.capacity) if view is not None else ""
        self._set(self.count, count, font, QRect(0, y, width, int(height * 0.1)))

    def _hide_rows(self) -> None:
        for cells in self.cells:
            for label in cells:
                label.hide()
        for stripe in self.stripes:
            stripe.hide()

    def _clock(self) -> None:
        text = self.clock_text() if self.clock_text is not None else ""
        if text != self.clock.text():
            self._top()
        if self.view is not None and self.view.phase is Phase.PAIRINGS:
            still = self._still_playing(self.view)
            if still != self.still.text():
                self._show_page()

    # -- theme and keys ------------------------------------------------------------------
    def _colour(self) -> None:
        theme = DARK if self.dark else LIGHT
        self.setStyleSheet(
            f"#roomScreen {{ background: {theme.background}; }}"
            f" QLabel {{ color: {theme.text}; padding: 0; margin: 0; }}"
            f" #roomPage, #roomAddress {{ color: {theme.dim}; }}"
            f" #roomStillPlaying {{ color: {theme.alert}; }}"
        )
        for stripe in self.stripes:
            stripe.setStyleSheet(f"background: {theme.stripe};")

    def toggle_theme(self) -> None:
        """T: the dark theme or the light one again, remembered."""
        self.dark = not self.dark
        if self.settings is not None:
            self.settings.setValue(DARK_KEY, self.dark)
        self._colour()

    def show_on(self, screen_index: int | None = None) -> None:
        """Full screen on the chosen screen (by default the last one: the projector's or
        the TV's, beside the organizer's)."""
        screens = QGuiApplication.screens()
        if screens:
            index = len(screens) - 1 if screen_index is None else screen_index
            screen = screens[max(0, min(index, len(screens) - 1))]
            self.setScreen(screen)
            self.setGeometry(screen.geometry())
        self.showFullScreen()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_T:
            self.toggle_theme()
        elif key == Qt.Key.Key_Escape:
            self.close()
        elif key == Qt.Key.Key_F:
            if self.isFullScreen():
                self.showNormal()
            else:
                self.showFullScreen()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.plan = None
        self._lay_out()
