"""A PDF's first page as a PNG: how the event report becomes an image to post (issue 31),
from the window's preview and from ``mtrdesk print report -o OUT.png`` alike.

QtPdf rasterizes it (it renders every print preview already; reportlab's own raster
renderer needs rlPyCairo, which mtrdesk does not ship). A layer of its own because the
sheets and the printing layer load no QtGui, and the command line imports no window code:
both doors import this one module, which needs no application object.
"""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtPdf import QPdfDocument


def page_png(pdf: bytes, pixels: tuple[int, int]) -> bytes:
    """The first page of ``pdf`` as a PNG of ``pixels``, on white (QtPdf leaves the
    page's background transparent)."""
    buffer = QBuffer()
    buffer.setData(QByteArray(pdf))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    document = QPdfDocument()
    document.load(buffer)
    if document.status() is not QPdfDocument.Status.Ready or document.pageCount() < 1:
        raise ValueError("the PDF did not load")  # a bug, not the user's input
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
