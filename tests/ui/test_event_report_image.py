"""The event report as images to post (issue 31): 1200 × 1500 and 1080 × 1080 PNGs,
rasterized from the report's PDF with QtPdf."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtGui import QImage

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from mtrdesk.services.event_file.reading import history_from_json
from mtrdesk.ui.printing.report_image import IMAGE_SIZES, report_png


def test_the_report_images_have_the_posting_sizes_and_show_the_bars(
    qapp: object, tmp_path: Path
) -> None:
    document = document_to_dict(simulate_event(Simulation(16, seed=3, rounds=4)))
    for n, player in enumerate(document["players"]):
        player["deck_name"] = "Mono-Red" if n % 2 else "Izzet Phoenix"
    event = history_from_json(json.loads(json.dumps(document)))
    assert IMAGE_SIZES == ((1200, 1500), (1080, 1080))
    for width, height in IMAGE_SIZES:
        image = QImage.fromData(report_png(event, (width, height)), "PNG")
        assert (image.width(), image.height()) == (width, height)
        colours = {
            image.pixelColor(x, y).name() for x in range(0, width, 7) for y in range(0, height, 7)
        }
        assert image.pixelColor(0, 0).name() == "#ffffff"  # on white, not transparent
        assert "#3b6ea8" in colours  # the metagame's bars are drawn
