"""The event report as images to post (issue 31): 1200 × 1500 (4:5, social feeds) and
1080 × 1080 (square). The sheet draws the report on a page of the image's proportions
(``sheets.event_report.image_pdf``) and QtPdf rasterizes it here: reportlab's own raster
renderer needs rlPyCairo, which mtrdesk does not ship, and QtPdf already renders every
print preview. In the window's layer because the page is drawn with QtPdf and QtGui,
which the command line and the sheets do not load.
"""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtPdf import QPdfDocument

from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.sheets.event_report import IMAGE_SIZES, image_pdf

__all__ = ["IMAGE_SIZES", "page_png", "report_png"]


def report_png(event: EventHistory, pixels: tuple[int, int]) -> bytes:
    """The event's report as a PNG ``pixels`` wide and high (``ServiceError`` as the
    printed report: before round 1, or while round 1 lacks a result)."""
    return page_png(image_pdf(event, pixels), pixels)


def page_png(pdf: bytes, pixels: tuple[int, int]) -> bytes:
    """The first page of ``pdf`` as a PNG of ``pixels``, on white (QtPdf leaves the
    page's background transparent)."""
    buffer = QBuffer()
    buffer.setData(QByteArray(pdf))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    document = QPdfDocument()
    document.load(buffer)
    if document.status() is not QPdfDocument.Status.Ready or document.pageCount() < 1:
        raise ValueError("the report's PDF did not load")  # a bug, not the user's input
    size = QSize(*pixels)
    page = document.render(0, size)
    image = QImage(size, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.drawImage(0, 0, page)
    painter.end()
    document.close()
    out = QBuffer()
    out.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(out, "PNG")  # type: ignore[call-overload]  # the stubs say bytes; str works
    return bytes(out.data().data())
