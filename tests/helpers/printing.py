"""Printing helpers: the Japanese catalogue while printing, an event read as the window and
the command line read it, and a sheet's PDF as text per page."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

from pypdf import PdfReader
from PySide6.QtCore import QCoreApplication

from mtrdesk.printing.page import PageSetup, Paper
from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import export_event
from mtrdesk.services.event_file.reading import EventHistory, history_from_json
from mtrdesk.sheets import render_bytes


@contextmanager
def japanese() -> Iterator[None]:
    """The Japanese catalogue installed while printing (English again after)."""
    from mtrdesk.words.i18n import Translators

    assert QCoreApplication.instance() is not None  # the test asks for pytest-qt's qapp
    translators = Translators()
    assert translators.install("ja")
    try:
        yield
    finally:
        translators.remove()


def histories(services: Services, event_id: int) -> tuple[EventHistory, EventHistory]:
    """The event as the window prints it, and as the command line reads its export."""
    exported = json.loads(json.dumps(export_event(services, event_id), ensure_ascii=False))
    return services.printing.event(event_id), history_from_json(exported)


def show_player_ids(services: Services, event_id: int, shown: bool = True) -> None:
    """Turn the event's player IDs on slips and postings on (off by default: privacy)."""
    settings = services.events.get(event_id).settings
    services.events.update(event_id, replace(settings, show_player_ids=shown))


def pdf_pages(name: str, event: EventHistory, paper: Paper = Paper.A4) -> list[str]:
    data = render_bytes(name, event, None, PageSetup(paper=paper))
    return [" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(data)).pages]
