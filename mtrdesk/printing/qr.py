"""A QR code's modules for the screens that draw it themselves (issue 31: the room screen's
page draws the registration code as inline SVG): error correction M, a quiet zone of four
modules, as the printed slips' codes (``draw.qr``)."""

from __future__ import annotations

import qrcode
from qrcode.constants import ERROR_CORRECT_M


def qr_modules(text: str) -> list[list[bool]]:
    """``text`` encoded: rows of modules, dark ``True``, the quiet zone included."""
    code = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=4)
    code.add_data(text)
    code.make(fit=True)
    return [[bool(dark) for dark in row] for row in code.get_matrix()]


def qr_svg_path(modules: list[list[bool]]) -> str:
    """The dark modules as one SVG path in module units (a rectangle per run in a row)."""
    parts = []
    for y, row in enumerate(modules):
        x = 0
        while x < len(row):
            if row[x]:
                start = x
                while x < len(row) and row[x]:
                    x += 1
                parts.append(f"M{start} {y}h{x - start}v1h{start - x}z")
            else:
                x += 1
    return "".join(parts)
