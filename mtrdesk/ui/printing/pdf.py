"""Printing a PDF on a Qt printer: each page drawn as an image (QtPdf), with progress.

Qt cannot send a PDF to a printer as it is, so every page is rendered by QtPdf and drawn
on the printer's page. 1,000 slips are 250 pages, about a minute: a progress dialog
keeps the window alive and lets the print be cancelled.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QRectF, QSettings, Qt
from PySide6.QtGui import QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo
from PySide6.QtWidgets import QProgressDialog, QWidget

from mtrdesk.ui.errors import show_error

PRINTER_KEY = "print/printer"
# PDF pages are drawn on the printer at most this fine: text and QR codes are sharp at
# 300 dpi, and a 1200 dpi A4 page would be a 500 MB image.
MAX_PRINT_DPI = 300


def remembered_printer(settings: QSettings) -> str | None:
    """The printer used last time, when it is still installed (else the default one)."""
    name = settings.value(PRINTER_KEY)
    if name and str(name) in QPrinterInfo.availablePrinterNames():
        return str(name)
    return None


def remember_printer(settings: QSettings, printer: QPrinter) -> None:
    """Keep a real printer's name for next time (not "print to PDF file")."""
    native = printer.outputFormat() is QPrinter.OutputFormat.NativeFormat
    if native and printer.printerName():
        settings.setValue(PRINTER_KEY, printer.printerName())


def page_numbers(printer: QPrinter, count: int) -> list[int]:
    """Pages to print (0-based), as the print dialog's range says: all, or from-to."""
    first, last = printer.fromPage(), printer.toPage()
    if printer.printRange() != QPrinter.PrintRange.PageRange or first <= 0:
        return list(range(count))
    return list(range(max(first, 1) - 1, min(last or count, count)))


def page_order(printer: QPrinter, count: int) -> Iterator[int]:
    """Each page to draw, repeated when the printer cannot make the copies itself."""
    pages = page_numbers(printer, count)
    copies = 1 if printer.supportsMultipleCopies() else max(1, printer.copyCount())
    if printer.collateCopies():
        for _ in range(copies):
            yield from pages
    else:
        for page in pages:
            for _ in range(copies):
                yield page


def print_document(parent: QWidget, document: QPdfDocument, printer: QPrinter) -> bool:
    """Draw ``document``'s pages on ``printer``; False when it could not start or the
    organizer cancelled."""
    painter = QPainter()
    if not painter.begin(printer):
        show_error(
            parent,
            QCoreApplication.translate(
                "PrintPreview",
                "The printer could not be started. Check that it is on and connected, then "
                "try again.",
            ),
        )
        return False
    order = list(page_order(printer, document.pageCount()))
    progress = QProgressDialog(
        QCoreApplication.translate("PrintPreview", "Printing..."),
        QCoreApplication.translate("PrintPreview", "Cancel"),
        0,
        len(order),
        parent,
    )
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(500)
    dpi = min(printer.resolution(), MAX_PRINT_DPI)
    paper = QRectF(printer.pageLayout().fullRectPixels(printer.resolution()))
    try:
        for count, page in enumerate(order):
            progress.setValue(count)  # also keeps the window painting
            if progress.wasCanceled():
                printer.abort()
                return False
            if count:
                printer.newPage()
            points = document.pagePointSize(page)
            image = document.render(page, (points * dpi / 72).toSize())
            scale = min(paper.width() / image.width(), paper.height() / image.height())
            target = QRectF(0, 0, image.width() * scale, image.height() * scale)
            target.moveCenter(paper.center())
            painter.drawImage(target, image)
        progress.setValue(len(order))
    finally:
        painter.end()
        progress.deleteLater()
    return True
