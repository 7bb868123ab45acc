"""Text fitted to the room it has on a sheet: set smaller, on two lines, or shortened
with "…", measured with reportlab's ``stringWidth`` (the widths every sheet uses)."""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth

#: Cells shrink to this share of the type size before they are shortened.
MIN_SCALE = 0.7
ELLIPSIS = "…"


def shrunk(text: str, font: str, size: float, room: float) -> float:
    """The size, ``size`` or smaller, that sets ``text`` whole on one line in ``room``."""
    width = stringWidth(text, font, size)
    return size if width <= room else size * room / width


def _shorten(text: str, font: str, size: float, room: float) -> str:
    """The longest start of ``text`` that fits ``room`` with "…" after it."""
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if stringWidth(text[:middle].rstrip() + ELLIPSIS, font, size) <= room:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS


def fit_text(text: str, font: str, size: float, room: float) -> tuple[str, float]:
    """``text`` and the size to set it at so it fits ``room`` points on one line:
    smaller, down to ``MIN_SCALE`` of ``size``, then shortened with "…"."""
    width = stringWidth(text, font, size)
    if width <= room:
        return text, size
    if width * MIN_SCALE <= room:
        return text, size * room / width
    smallest = size * MIN_SCALE
    return _shorten(text, font, smallest, room), smallest


def fit_lines(
    text: str, font: str, size: float, room: float, height: float
) -> tuple[tuple[str, ...], float]:
    """Like ``fit_text``, but a text still too long at the smallest size is set on two
    lines in the row's ``height`` (broken at the space nearest the middle, or between
    characters for a name without spaces), and only then shortened: a long name stays
    whole as long as it can, since a player must find it."""
    width = stringWidth(text, font, size)
    if width * MIN_SCALE <= room:
        return (fit_text(text, font, size, room)[0],), min(size, size * room / width)
    small = min(size * MIN_SCALE, height / 2.3)
    breaks = [i + (c == "-") for i, c in enumerate(text) if c in " -"] or list(range(1, len(text)))
    half = stringWidth(text, font, small) / 2
    off = {i: abs(stringWidth(text[:i], font, small) - half) for i in breaks}
    nearest = min(off.values())
    # The first of the breaks nearest the middle: two equally near ones differ only by
    # rounding, which reportlab does one way in C (rl_accel) and another in Python, and
    # the sheet should not depend on which is installed. Real differences are >= 0.001 pt.
    cut = next(i for i in breaks if off[i] <= nearest + 1e-6)
    lines = (text[:cut].rstrip(), text[cut:].lstrip())
    fitted = tuple(
        line if stringWidth(line, font, small) <= room else _shorten(line, font, small, room)
        for line in lines
    )
    return fitted, small
