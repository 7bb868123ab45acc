"""The event report as images to post (issue 31): 1200 × 1500 (4:5, social feeds) and
1080 × 1080 (square). The sheet draws the report on a page of the image's proportions
(``sheets.event_report.image_pdf``) and ``page_images`` rasterizes it with QtPdf, as
``mtrdesk print report -o OUT.png`` does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtrdesk.page_images import page_png
from mtrdesk.sheets.event_report import IMAGE_SIZES, image_pdf

if TYPE_CHECKING:
    from mtrdesk.services.event_file.reading import EventHistory

__all__ = ["IMAGE_SIZES", "report_png"]


def report_png(event: EventHistory, pixels: tuple[int, int]) -> bytes:
    """The event's report as a PNG ``pixels`` wide and high (``ServiceError`` as the
    printed report: before round 1, or while round 1 lacks a result)."""
    return page_png(image_pdf(event, pixels), pixels)
