"""The round clock's pairings panel: players find their table on the wall (issue 5, item 4).

Beside the round countdown, the current round's pairings by name (the pairings-by-name
posting of ``services.printouts.postings.pairings_posting``; MTR 1.9: the Scorekeeper
generates each round's pairings), sorted by reading as every player list
(``words.collation.name_sort_key``): name, table, opponent. As many rows as the window's
height allows make a page; the pages turn every ``PAGE_MS`` and start over, reading the rows
again then (a re-pair shows). P (or the button) shows or hides it. The rows come in as data
through a callable, so the projector needs no services."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.printouts.postings import MatchKind, NameLine, PairingsPosting
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.projector.programs import Mode
from mtrdesk.ui.projector.window import DIM, ProjectorWindow
from mtrdesk.ui.widgets.named import word
from mtrdesk.words.collation import name_sort_key

# A page's time on the wall.
PAGE_MS = 10_000
# The panel's share of the window's width while shown (the digits get the rest).
WIDTH_SHARE = 0.5
# A row's font height as a share of the window's height.
ROW_SHARE = 0.036
# The columns' shares of the panel's width: name, table, opponent.
COLUMNS = (0.42, 0.14, 0.44)
HEADER_STYLE = f"color: {DIM};"
STRIPE = "#1c1c1c"


@dataclass(frozen=True, slots=True)
class PairingRow:
    """One line of the panel: ``table`` empty for a bye (``opponent`` then says so)."""

    name: str
    table: str
    opponent: str


PairingSource = Callable[[], Sequence[PairingRow]]


def pairing_rows(posting: PairingsPosting) -> list[PairingRow]:
    """The posting's names sorted by reading (readingless names last), each with its
    table and opponent, as the pairings-by-name sheet lists them."""
    lines = sorted(posting.names, key=lambda n: name_sort_key(n.reading, n.family, n.given))
    return [
        PairingRow(line.name, line.table or "", line.opponent or _no_opponent(line))
        for line in lines
    ]


def _no_opponent(line: NameLine) -> str:
    if line.kind is MatchKind.PAIRED:
        return ""
    return QCoreApplication.translate("Projector", "Bye (no table)")


class PairingsPanel(QWidget):
    """Pages through ``source()``'s rows beside the round countdown of ``window``."""

    def __init__(self, window: ProjectorWindow, source: PairingSource) -> None:
        super().__init__(window)
        self.window_ = window
        self.source = source
        self.rows: list[PairingRow] = []
        self.page = 0
        self.setObjectName("pairingsPanel")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.title = PlainLabel()
        self.title.setObjectName("pairingsTitle")
        self.title.setStyleSheet(HEADER_STYLE)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(16)
        self.grid.setVerticalSpacing(0)
        for column, share in enumerate(COLUMNS):
            self.grid.setColumnStretch(column, int(share * 100))
        self.headers = tuple(PlainLabel() for _ in COLUMNS)
        for column, header in enumerate(self.headers):
            header.setObjectName(f"pairingsHeader_{column}")
            header.setStyleSheet(HEADER_STYLE)
            header.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            if column == 1:
                header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(header, 0, column)
        self.cells: list[tuple[QLabel, QLabel, QLabel]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(self.grid)
        layout.addStretch(1)
        self.page_timer = QTimer(self)
        self.page_timer.setInterval(PAGE_MS)
        self.page_timer.timeout.connect(self.next_page)
        self.button = QPushButton()
        self.button.setObjectName("pairingsButton")
        self.button.setCheckable(True)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self.toggle)
        word(
            self.button,
            QCoreApplication.translate("Projector", "Pairings (P)"),
            QCoreApplication.translate(
                "Projector", "Show or hide the pairings by name, a page at a time (P)"
            ),
        )
        self.reload()

    # -- data and pages ----------------------------------------------------------------
    def reload(self) -> None:
        """Read the rows again (on every wrap to the first page)."""
        self.rows = list(self.source())
        self.page = min(self.page, max(0, self.page_count() - 1))
        self.show_page()

    def rows_per_page(self) -> int:
        """The rows that fit the window's height below the panel's title."""
        font = self._row_font()
        line = QFontMetrics(font).lineSpacing() + 4
        room = max(1, self.window_.height()) * 0.62 - 2 * line  # the title, the headers
        return max(1, int(room // line))

    def page_count(self) -> int:
        per = self.rows_per_page()
        return max(1, -(-len(self.rows) // per))

    def next_page(self) -> None:
        """The next page (the timer calls this; so can tests); after the last, the rows are
        read again and the first page comes back."""
        if self.page + 1 >= self.page_count():
            self.page = 0
            self.reload()
        else:
            self.page += 1
            self.show_page()

    def shown_rows(self) -> list[tuple[str, str, str]]:
        """The texts on the panel now, row by row (tests read these)."""
        return [
            (name.text(), table.text(), opponent.text())
            for name, table, opponent in self.cells[: self.rows_per_page()]
            if name.text()
        ]

    # -- showing -----------------------------------------------------------------------
    def toggle(self) -> None:
        """P: show the panel beside the digits, or give them the whole width again."""
        self.set_shown(self.isHidden())

    def set_shown(self, shown: bool) -> None:
        self.setVisible(shown)
        self.button.setChecked(shown)
        self.window_.side_share = WIDTH_SHARE if shown else 0.0
        self.window_._fit("countdown")
        if shown:
            self.page = 0
            self.reload()
            self.page_timer.start()
        else:
            self.page_timer.stop()

    def _row_font(self) -> QFont:
        font = QFont(self.window_.font())
        font.setPixelSize(max(12, int(max(200, self.window_.height()) * ROW_SHARE)))
        return font

    def show_page(self) -> None:
        per = self.rows_per_page()
        font = self._row_font()
        while len(self.cells) < per:
            row = len(self.cells)
            cells = tuple(self._cell(row, column) for column in range(3))
            self.cells.append(cells)  # type: ignore[arg-type]
        chosen = self.rows[self.page * per : (self.page + 1) * per]
        width = max(200, int((self.window_.width() - 48) * WIDTH_SHARE) - 12 - 32)
        metrics = QFontMetrics(font)
        for index, cells in enumerate(self.cells):
            pairing = chosen[index] if index < len(chosen) else None
            texts = (pairing.name, pairing.table, pairing.opponent) if pairing else ("", "", "")
            for column, (label, text) in enumerate(zip(cells, texts, strict=True)):
                room = int(width * COLUMNS[column])
                shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
                if label.font() != font:
                    label.setFont(font)
                if label.text() != shown:
                    label.setText(shown)
                label.setVisible(index < per)
        title = QCoreApplication.translate("Projector", "Pairings by name — page %1 of %2")
        title = title.replace("%1", str(self.page + 1)).replace("%2", str(self.page_count()))
        title_font = QFont(font)
        title_font.setPixelSize(int(font.pixelSize() * 0.85))
        if self.title.font() != title_font:
            self.title.setFont(title_font)
        if self.title.text() != title:
            self.title.setText(title)
        names = (
            QCoreApplication.translate("Projector", "Name"),
            QCoreApplication.translate("Projector", "Table"),
            QCoreApplication.translate("Projector", "Opponent"),
        )
        for header, text in zip(self.headers, names, strict=True):
            if header.font() != title_font:
                header.setFont(title_font)
            if header.text() != text:
                header.setText(text)

    def _cell(self, row: int, column: int) -> QLabel:
        label = PlainLabel()
        label.setObjectName(f"pairingsCell_{row}_{column}")
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        align = Qt.AlignmentFlag.AlignCenter if column == 1 else Qt.AlignmentFlag.AlignLeft
        label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        if row % 2:
            label.setStyleSheet(f"background: {STRIPE};")
        self.grid.addWidget(label, row + 1, column)  # under the headers
        return label

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.show_page()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """P on the projector window shows or hides the panel."""
        if (
            watched is self.window_
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_P
        ):
            self.toggle()
            return True
        return super().eventFilter(watched, event)


def show_pairings(
    window: ProjectorWindow, source: PairingSource, *, shown: bool = True
) -> PairingsPanel | None:
    """Add the panel beside the round countdown of ``window`` (a round clock only, else
    ``None``) and its button to the control row; ``shown``: visible from the start."""
    if window.program.mode is not Mode.ROUND:
        return None
    panel = PairingsPanel(window, source)
    window.middle_row.addWidget(panel, 3)  # as wide as the digits' 3: WIDTH_SHARE
    layout = window.layout()
    assert layout is not None, "the projector window lays out its rows"
    controls = layout.itemAt(layout.count() - 1)
    row = controls.layout() if controls is not None else None
    if isinstance(row, QHBoxLayout):
        row.insertWidget(6, panel.button)  # after the mute button
    window.installEventFilter(panel)
    panel.set_shown(shown and bool(panel.rows))
    return panel
