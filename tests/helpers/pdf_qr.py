"""A PDF's pages as images, and the QR codes on them, read as a phone or a USB scanner
would read the paper (QtPdf renders, ``zxing-cpp`` decodes)."""

from __future__ import annotations

from dataclasses import dataclass

import zxingcpp
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtPdf import QPdfDocument

#: Rendering resolution: a slip's phone QR module is about 1.7 pt, 4.7 px here.
DPI = 200


@dataclass(frozen=True)
class FoundCode:
    """A QR code's text and its centre, in points from the page's top left."""

    text: str
    x: float
    y: float


def page_images(pdf: bytes, dpi: int = DPI) -> list[QImage]:
    """Each page of ``pdf`` on white paper, in grey levels (``qapp`` must exist)."""
    data = QByteArray(pdf)  # kept: the buffer does not hold it
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    document = QPdfDocument()
    document.load(buffer)
    assert document.status() == QPdfDocument.Status.Ready
    images = []
    for page in range(document.pageCount()):
        points = document.pagePointSize(page)
        size = QSize(round(points.width() * dpi / 72), round(points.height() * dpi / 72))
        paper = QImage(size, QImage.Format.Format_RGB32)  # QtPdf renders on transparency
        paper.fill(Qt.GlobalColor.white)
        painter = QPainter(paper)
        painter.drawImage(0, 0, document.render(page, size))
        painter.end()
        images.append(paper.convertToFormat(QImage.Format.Format_Grayscale8))
    return images


def qr_codes(pdf: bytes, dpi: int = DPI) -> list[list[FoundCode]]:
    """The QR codes each page of ``pdf`` holds."""
    pages = []
    for image in page_images(pdf, dpi):
        found = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
        codes = []
        for code in found:
            corners = (code.position.top_left, code.position.bottom_right)
            x = sum(p.x for p in corners) / 2 * 72 / dpi
            y = sum(p.y for p in corners) / 2 * 72 / dpi
            codes.append(FoundCode(code.text, x, y))
        pages.append(codes)
    return pages
