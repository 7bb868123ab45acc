"""A QR code as a pixmap for the screen (the printed slips draw theirs as a vector path,
``printing.draw``): black modules on white, a quiet zone of four modules."""

from __future__ import annotations

import qrcode
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPixmap
from qrcode.constants import ERROR_CORRECT_M


def qr_pixmap(text: str, module: int = 6) -> QPixmap:
    """``text`` encoded, each module ``module`` pixels square."""
    code = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=4)
    code.add_data(text)
    code.make(fit=True)
    matrix = code.get_matrix()
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
