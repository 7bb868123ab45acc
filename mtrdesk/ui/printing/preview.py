"""Print preview: a sheet's PDF shown inside the window, then printed or saved.

The PDF comes from ``mtrdesk.sheets`` exactly as ``mtrdesk print`` writes it, so what is
printed from the window and from the command line look the same. Printing draws each PDF
page as an image (QtPdf) on the chosen printer; the printer and the paper size are
remembered for the next time. The paper is remembered twice: once for the sheets posted on
the wall (pairings, standings, seatings, bracket, the phones poster), often A3 or B4, and
once for those handed out (slips, decklists, the draft plan), so choosing A3 for the
standings does not send the next round's slips to A3.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QSettings
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mtrdesk import sheets
from mtrdesk.core.event.playoff import playoff_field
from mtrdesk.core.refusal import Refusal
from mtrdesk.printing.page import PageSetup, Paper
from mtrdesk.services.safekeeping.output_files import refuse_overwrite, write_atomically
from mtrdesk.sheets import Rounds, SheetKind
from mtrdesk.ui.errors import attempt, described, show_error
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.printing.pdf import (
    print_document,
    remember_printer,
    remembered_printer,
)
from mtrdesk.ui.progress import in_background
from mtrdesk.ui.screen_fit import fit_to_screen
from mtrdesk.ui.widgets.named import wrapped
from mtrdesk.words.playoff_rounds import named_round

if TYPE_CHECKING:
    from mtrdesk.services import Services
    from mtrdesk.services.event_file.reading import EventHistory

PAPER_KEY = "print/paper"
# The paper of the sheets posted on the wall (``SheetKind.wall``).
WALL_PAPER_KEY = "print/wallPaper"
FOLDER_KEY = "print/folder"
PAPER_SIZES = {
    Paper.A4: QPageSize.PageSizeId.A4,
    Paper.LETTER: QPageSize.PageSizeId.Letter,
    Paper.A3: QPageSize.PageSizeId.A3,
    Paper.B4: QPageSize.PageSizeId.JisB4,  # Qt's B4 is ISO's (250 x 353 mm)
}
ERROR_STYLE = "color: #b00020; font-weight: bold;"
#: The sheet whose preview also saves images to post (``save_images``).
REPORT_SHEET = "report"


def remembered_paper(settings: QSettings, wall: bool = False) -> Paper:
    """The paper chosen last time for a sheet handed out (``wall``: posted on the wall),
    else the one this country prints on (A4 in the Japanese UI). The wall's first choice
    is the handouts' paper: a store that prints on Letter posts on Letter until it says
    otherwise."""
    papers = {paper.value: paper for paper in Paper}
    for key in (WALL_PAPER_KEY, PAPER_KEY) if wall else (PAPER_KEY,):
        paper = papers.get(str(settings.value(key)))
        if paper is not None:
            return paper
    return sheets.default_paper()


def file_name(text: str) -> str:
    """A file name from an event name and a title: no characters a system refuses."""
    return re.sub(r'[\\/:*?"<>|\s]+', " ", text).strip() or "mtrdesk"


class PrintPreviewDialog(QDialog):
    """One sheet of one event: round and paper choosers, the pages, Print / Save PDF.

    Without an event (``preview_pdf``), ``renderer`` draws the pages and no round is asked."""

    def __init__(
        self,
        event: EventHistory | None,
        kind: SheetKind,
        settings: QSettings,
        round_number: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.history, self.kind, self.settings = event, kind, settings
        # Set by ``preview_pdf``: draws the PDF for a paper, in place of a sheet of an event.
        self.renderer: Callable[[PageSetup], bytes] | None = None
        self.pdf = b""
        #: The last drawing was stopped with its progress dialog's Cancel.
        self.cancelled = False
        # The open database, never written over by Save PDF (``services.safekeeping.output_files``).
        self.database: Path | None = None
        self._cache: dict[tuple[int | None, Paper], bytes] = {}
        self._buffer: QBuffer | None = None
        self.setObjectName("printPreview")
        self.setWindowTitle(
            QCoreApplication.translate("PrintPreview", "Print preview: %1").replace(
                "%1", kind.title_text()
            )
            + (" — " + event.state.settings.name if event is not None else "")
        )
        # As tall as the screen lets it be (a page reads best tall), never taller: on a
        # 1366×768 laptop Print / Save PDF / Close stay on the screen.
        fit_to_screen(self, 820, 900)

        self.round_combo = QComboBox()
        self.round_combo.setObjectName("printRound")
        self._fill_rounds(round_number)
        self.paper_combo = QComboBox()
        self.paper_combo.setObjectName("printPaper")
        self.paper_combo.addItem(QCoreApplication.translate("PrintPreview", "A4"), Paper.A4)
        self.paper_combo.addItem(QCoreApplication.translate("PrintPreview", "Letter"), Paper.LETTER)
        self.paper_combo.addItem(QCoreApplication.translate("PrintPreview", "A3"), Paper.A3)
        self.paper_combo.addItem(
            QCoreApplication.translate("PrintPreview", "B4 (JIS, 257 × 364 mm)"),
            Paper.B4,
        )
        paper = remembered_paper(settings, kind.wall)
        self.paper_combo.setCurrentIndex(self.paper_combo.findData(paper))
        self.pages_label = PlainLabel()
        self.pages_label.setObjectName("printPages")
        self.message_label = wrapped()
        self.message_label.setObjectName("printMessage")
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.message_label.hide()

        self.document = QPdfDocument(self)
        self.view = QPdfView(self)
        self.view.setObjectName("printView")
        self.view.setDocument(self.document)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)
        self.view.setPageSpacing(12)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.print_button = QPushButton(QCoreApplication.translate("PrintPreview", "Print..."))
        self.print_button.setObjectName("printButton")
        self.print_button.setDefault(True)
        self.save_button = QPushButton(QCoreApplication.translate("PrintPreview", "Save PDF..."))
        self.save_button.setObjectName("savePdfButton")
        self.buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        if kind.name == REPORT_SHEET:  # issue 31: the report also goes out as images
            self.images_button = QPushButton(
                QCoreApplication.translate("PrintPreview", "Save images...")
            )
            self.images_button.setObjectName("saveImagesButton")
            self.buttons.addButton(self.images_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.images_button.clicked.connect(lambda: self.save_images())
        self.buttons.rejected.connect(self.reject)
        self.print_button.clicked.connect(lambda: self.print_pages())
        self.save_button.clicked.connect(lambda: self.save_pdf())

        top = QHBoxLayout()
        self.round_label = PlainLabel(QCoreApplication.translate("PrintPreview", "Round:"))
        top.addWidget(self.round_label)
        top.addWidget(self.round_combo)
        top.addSpacing(16)
        top.addWidget(PlainLabel(QCoreApplication.translate("PrintPreview", "Paper size:")))
        top.addWidget(self.paper_combo)
        top.addSpacing(16)
        top.addWidget(self.pages_label)
        top.addStretch(1)
        takes_round = self.round_combo.count() > 0
        self.round_label.setVisible(takes_round)
        self.round_combo.setVisible(takes_round)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message_label)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.buttons)

        self.round_combo.currentIndexChanged.connect(self.render_sheet)
        self.paper_combo.currentIndexChanged.connect(self._paper_chosen)

    # --- what is shown ----------------------------------------------------------------------
    def _fill_rounds(self, chosen: int | None) -> None:
        """The rounds the sheet can show; ``chosen``, else the latest (standings: the
        latest with every result in, as standings are printed between rounds)."""
        offered = self.kind.rounds
        if offered is Rounds.NONE:
            return
        complete = None
        assert self.history is not None  # an event's sheet (``preview_pdf`` takes no round)
        for rnd in self.history.state.rounds:
            if rnd.playoff and offered is Rounds.SWISS:
                continue
            named = named_round(playoff_field(self.history.state, rnd.number))
            title = named or (
                QCoreApplication.translate("PrintPreview", "Round %1 (playoff)")
                if rnd.playoff
                else QCoreApplication.translate("PrintPreview", "Round %1")
            ).replace("%1", str(rnd.number))
            self.round_combo.addItem(title, rnd.number)
            if rnd.complete:
                complete = rnd.number
        if chosen is None and offered is Rounds.SWISS:
            chosen = complete
        index = self.round_combo.findData(chosen) if chosen is not None else -1
        self.round_combo.setCurrentIndex(index if index >= 0 else self.round_combo.count() - 1)

    @property
    def round_number(self) -> int | None:
        data = self.round_combo.currentData()
        return int(data) if data is not None else None

    @property
    def paper(self) -> Paper:
        return self.paper_combo.currentData()

    def render_sheet(self) -> str | None:
        """Draw the sheet for the round and paper chosen; the refusal's sentence, or None.

        A sheet of 2,048 slips (4,096 players) takes over 2 s: it is drawn on a thread of
        its own under a progress dialog (issue 31), whose Cancel leaves the preview empty
        (``cancelled``) until a round or a paper is chosen again.
        """
        key = (self.round_number, self.paper)
        pdf = self._cache.get(key)
        self.cancelled = False
        if pdf is None:
            try:
                if self.renderer is not None:
                    renderer = self.renderer
                    drawn = in_background(
                        self,
                        self.windowTitle(),
                        self._drawing(),
                        lambda: renderer(PageSetup(paper=key[1])),
                    )
                else:
                    history = self.history
                    assert history is not None
                    name = self.kind.name
                    drawn = in_background(
                        self,
                        self.windowTitle(),
                        self._drawing(),
                        lambda: sheets.render_bytes(name, history, key[0], PageSetup(paper=key[1])),
                    )
            except Refusal as error:
                return self._refused(described(error))
            if drawn is None:
                self.cancelled = True
                return self._refused(
                    QCoreApplication.translate(
                        "PrintPreview",
                        "Drawing the sheet was stopped. Choose the round or the paper again "
                        "to draw it.",
                    )
                )
            pdf = drawn
            self._cache[key] = pdf
        self._show(pdf)
        return None

    def _drawing(self) -> str:
        """What the progress dialog says while the sheet is drawn."""
        return QCoreApplication.translate("PrintPreview", "Drawing %1...").replace(
            "%1", self.kind.title_text()
        )

    def _show(self, pdf: bytes) -> None:
        self.pdf = pdf
        self.document.close()
        buffer = QBuffer(self)
        buffer.setData(QByteArray(pdf))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document.load(buffer)
        if self._buffer is not None:  # the document has let go of the previous one
            self._buffer.deleteLater()
        self._buffer = buffer
        self.message_label.hide()
        self.pages_label.setText(
            QCoreApplication.translate("PrintPreview", "Pages: %1").replace(
                "%1", str(self.page_count)
            )
        )
        self.print_button.setEnabled(True)
        self.save_button.setEnabled(True)

    def _refused(self, message: str) -> str:
        self.pdf = b""
        self.document.close()
        self.message_label.setText(message)
        self.message_label.show()
        self.pages_label.clear()
        self.print_button.setEnabled(False)
        self.save_button.setEnabled(False)
        return message

    @property
    def page_count(self) -> int:
        return self.document.pageCount()

    def _paper_chosen(self) -> None:
        self.settings.setValue(WALL_PAPER_KEY if self.kind.wall else PAPER_KEY, self.paper.value)
        self.render_sheet()

    # --- printing -----------------------------------------------------------------------------
    def printer(self) -> QPrinter:
        """A printer set up as last time: the same printer when it is still there, the
        paper chosen here, portrait or landscape as the sheet's first page is."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        name = remembered_printer(self.settings)
        if name is not None:
            printer.setPrinterName(name)
        printer.setPageSize(QPageSize(PAPER_SIZES[self.paper]))
        size = self.document.pagePointSize(0) if self.page_count else None
        landscape = size is not None and size.width() > size.height()
        printer.setPageOrientation(
            QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
        )
        printer.setFullPage(True)  # the PDF has its own margins
        printer.setDocName(self.windowTitle())
        return printer

    def print_pages(self, printer: QPrinter | None = None) -> bool:
        """Ask for a printer (unless one is given), then print; True when printed."""
        if not self.pdf:
            return False
        if printer is None:
            printer = self.printer()
            dialog = QPrintDialog(printer, self)
            dialog.setMinMax(1, self.page_count)
            dialog.setOption(QPrintDialog.PrintDialogOption.PrintPageRange, True)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
        printed = print_document(self, self.document, printer)
        if printed:
            remember_printer(self.settings, printer)
        return printed

    # --- saving -------------------------------------------------------------------------------
    def default_path(self) -> Path:
        if self.history is None:
            name = self.kind.title_text()
        else:
            name = f"{self.history.state.settings.name} {self.kind.title_text()}"
        if self.round_number is not None:
            name += " " + QCoreApplication.translate("PrintPreview", "Round %1").replace(
                "%1", str(self.round_number)
            )
        folder = self.settings.value(FOLDER_KEY) or str(Path.home())
        return Path(str(folder)) / f"{file_name(name)}.pdf"

    def save_pdf(self, path: Path | None = None) -> Path | None:
        """Write the PDF shown (a save dialog unless ``path`` is given)."""
        if not self.pdf:
            return None
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                QCoreApplication.translate("PrintPreview", "Save PDF"),
                str(self.default_path()),
                QCoreApplication.translate("PrintPreview", "PDF files (*.pdf)"),
            )
            if not chosen:
                return None
            path = Path(chosen)
            if path.suffix.lower() != ".pdf":
                path = path.with_suffix(path.suffix + ".pdf")
        pdf = self.pdf
        try:  # the command line's checks: never a device, FIFO, folder or database
            refuse_overwrite(path, database=self.database)
            write_atomically(path, lambda stream: _write_all(stream, pdf))
        except Refusal as error:
            show_error(self, described(error))
            return None
        except OSError as error:
            show_error(
                self,
                QCoreApplication.translate(
                    "PrintPreview", "The PDF could not be saved: %1. Choose another folder."
                ).replace("%1", error.strerror or str(error)),
            )
            return None
        self.settings.setValue(FOLDER_KEY, str(path.parent))
        return path

    def save_images(self, path: Path | None = None) -> list[Path]:
        """The event report as PNGs to post, one per ``report_image.IMAGE_SIZES`` (a save
        dialog unless ``path`` is given): "NAME 1200x1500.png" and "NAME 1080x1080.png"
        beside the name chosen. Returns the files written."""
        if self.history is None or not self.pdf:
            return []
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                QCoreApplication.translate("PrintPreview", "Save images"),
                str(self.default_path().with_suffix(".png")),
                QCoreApplication.translate("PrintPreview", "PNG images (*.png)"),
            )
            if not chosen:
                return []
            path = Path(chosen)
        from mtrdesk.ui.printing.report_image import IMAGE_SIZES, report_png  # when asked

        stem = path.stem if path.suffix.lower() == ".png" else path.name
        written: list[Path] = []
        try:
            for width, height in IMAGE_SIZES:
                target = path.with_name(f"{stem} {width}x{height}.png")
                refuse_overwrite(target, database=self.database)
                image = report_png(self.history, (width, height))
                write_atomically(target, partial(_write_all, data=image))
                written.append(target)
        except Refusal as error:
            show_error(self, described(error))
            return written
        except OSError as error:
            show_error(
                self,
                QCoreApplication.translate(
                    "PrintPreview", "The images could not be saved: %1. Choose another folder."
                ).replace("%1", error.strerror or str(error)),
            )
            return written
        self.settings.setValue(FOLDER_KEY, str(path.parent))
        return written


def _write_all(stream: BinaryIO, data: bytes) -> None:
    stream.write(data)


def open_print_preview(
    parent: QWidget,
    services: Services,
    settings: QSettings,
    event_id: int,
    kind: SheetKind,
    round_number: int | None = None,
    report_base: str | None = None,
) -> PrintPreviewDialog | None:
    """Show the preview of sheet ``kind`` (``round_number``: the round shown, default the
    latest); a sheet that cannot be printed at all yet is explained instead, and None
    returned. ``report_base``: the address phones open, while the event is open to phones
    (slips then carry the QR code of their report page)."""
    event = attempt(parent, lambda: services.printing.event(event_id, report_base))
    if event is None:
        return None
    dialog = PrintPreviewDialog(event, kind, settings, round_number, parent)
    dialog.database = services.file
    refused = dialog.render_sheet()
    if dialog.cancelled:  # Cancel while the sheet was drawn: no preview, nothing to say
        dialog.deleteLater()
        return None
    # Another round may print: the dialog opens with the reason shown above the pages.
    if refused is not None and dialog.round_combo.count() <= 1:
        dialog.deleteLater()
        show_error(parent, refused)
        return None
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    dialog.print_button.setFocus()  # Enter prints
    return dialog


def preview_pdf(
    parent: QWidget,
    settings: QSettings,
    title: str,
    render: Callable[[PageSetup], bytes],
    wall: bool = False,
) -> PrintPreviewDialog:
    """Show a PDF that belongs to no event (a draft plan): ``render`` draws it for the paper
    chosen; the paper switch, Print and Save PDF work as for a sheet, with no round.
    ``wall``: a sheet posted on the wall (its paper is remembered apart)."""
    kind = SheetKind("pdf", title, "", "", Rounds.NONE, wall)
    dialog = PrintPreviewDialog(None, kind, settings, None, parent)
    dialog.renderer = render
    dialog.render_sheet()
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    dialog.print_button.setFocus()
    return dialog
