"""What the sheets posted on the wall share. A posting sheet (pairings by name, by table,
standings) is the round's plain values read from the event, made into a ``Posting`` in the
reader's language, the audit chain's code put in its footer, the PDF written: each differs
only in what it reads and how it words it, ``posting_render`` is the rest, once. A drawn
wall sheet (seatings, bracket) takes its words, date and code from ``wall_labels``.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import BinaryIO, TypeVar

from mtrdesk.printing.page import PageSetup
from mtrdesk.printing.postings import Posting, write_posting
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.sheets import date_text, translated
from mtrdesk.sheets.chain_footer import chain_line

#: Where a sheet's PDF goes: a path or a binary file.
Output = str | Path | BinaryIO
#: What ``mtrdesk.sheets.render`` calls in a sheet's module.
SheetRender = Callable[[EventHistory, int | None, PageSetup, Output], None]

_Values = TypeVar("_Values")
_Labels = TypeVar("_Labels")


def posting_render(
    read: Callable[[EventHistory, int | None], _Values], sheet: Callable[[_Values], Posting]
) -> SheetRender:
    """A sheet module's ``render``: ``read`` the round's values from the event (round
    ``round_number``, default the latest it allows), word them with ``sheet``, write."""

    def render(event: EventHistory, number: int | None, setup: PageSetup, out: Output) -> None:
        posting = sheet(read(event, number))
        write_posting(replace(posting, chain=chain_line(event)), out, setup)

    return render


def wall_labels(
    labels: Callable[..., _Labels], words: dict[str, str], date: dt.date, event: EventHistory
) -> _Labels:
    """A drawn wall sheet's ``labels``: its ``words`` (marked for context "Print") in the
    installed language, the event's ``date`` as the reader writes it and the audit chain's
    code for the footer."""
    return labels(**translated(words), date=date_text(date), chain=chain_line(event))
