"""A QR code as a pixmap for the screen (the printed slips draw theirs as a vector path,
``printing.draw``): black modules on white, a quiet zone of four modules, encoded as the
phones' pages encode theirs (``printing.qr``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPixmap

from mtrdesk.printing.qr import qr_modules


def qr_pixmap(text: str, module: int = 6) -> QPixmap:
    """``text`` encoded, each module ``module`` pixels square."""
    matrix = qr_modules(text)
    size = len(matrix)
    image = QImage(size, size, QImage.Format.Format_Mono)
    image.setColorCount(2)
    image.setColor(0, 0xFFFFFFFF)
    image.setColor(1, 0xFF000000)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            image.setPixel(x, y, 1 if dark else 0)
    return QPixmap.fromImage(
        image.scaled(size * module, size * module, mode=Qt.TransformationMode.FastTransformation)
    )
