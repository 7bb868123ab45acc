"""The colours of the charts' lines (issue 31), the same on paper, in the window and on
the phones: eight a projector, a phone in the sun and a grey-scale copier tell apart
(Okabe–Ito, its yellow darkened to read on white; black last). Past eight, the colours
come round again with a dash pattern, so twenty lines stay apart."""

from __future__ import annotations

COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#8a7a00", "#000")
#: The dash pattern of each pass through the colours (lengths in line widths): solid,
#: dashed, dotted.
DASHES: tuple[tuple[int, ...], ...] = ((), (4, 2), (1, 2))


def line_style(index: int) -> tuple[str, tuple[int, ...]]:
    """The colour and dash pattern of the ``index``-th line (0 first)."""
    colour = COLOURS[index % len(COLOURS)]
    return colour, DASHES[(index // len(COLOURS)) % len(DASHES)]
