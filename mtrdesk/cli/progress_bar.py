"""The command line's progress bar on long work (issue 31): on standard error, and only
when standard error is a terminal and no ``--json`` was asked for.

A command that copies a store, imports or exports an event file, restores a backup or
reads a large event file hands ``progress_bar(args, WORDS)`` to its service as the plain
``core.progress.Progress``. Piped or redirected, in a script or a test, or with
``--json``, nothing is drawn and standard output stays exactly what it was. The bar is
tqdm's (locked in requirements.txt), erased when the work ends, so what is left on the
terminal is the command's own output. Ctrl+C stops the work inside its transaction, which
then rolls back, so the bar has no Cancel of its own: it always answers "go on".
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from mtrdesk.core.progress import Progress
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

IMPORTING = QT_TRANSLATE_NOOP("Cli", "Importing the event")
EXPORTING = QT_TRANSLATE_NOOP("Cli", "Reading the event")
RESTORING = QT_TRANSLATE_NOOP("Cli", "Restoring the event")
COPYING = QT_TRANSLATE_NOOP("Cli", "Copying the database")
READING = QT_TRANSLATE_NOOP("Cli", "Reading the event file")

#: The bar: what is done, how far (percent, count) and the time taken and left; no rate
#: ("it/s" would be English in a Japanese terminal).
BAR_FORMAT = "{desc}: {percentage:3.0f}%|{bar}| {n_fmt}/{total_fmt} [{elapsed}<{remaining}]"
#: Seconds between two drawings of the bar: lively, yet cheap over a slow terminal link.
REDRAW_S = 0.2


def shows_bar(args: argparse.Namespace, stream: TextIO | None = None) -> bool:
    """Whether a bar is drawn: ``stream`` (standard error) is a terminal and the command's
    output is not asked for as JSON."""
    stream = sys.stderr if stream is None else stream
    if getattr(args, "json", False):
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # closed or replaced by something without a tty
        return False


@contextmanager
def progress_bar(args: argparse.Namespace, what: str) -> Iterator[Progress | None]:
    """A ``Progress`` drawing a bar labelled ``what`` (a ``Cli`` source string, said in
    ``--lang``) while the ``with`` lasts; ``None`` when no bar is to be drawn."""
    if not shows_bar(args):
        yield None
        return
    # Qt (the translation) and tqdm load only for a bar: ``standings FILE`` piped needs
    # neither (issue 33).
    from PySide6.QtCore import QCoreApplication
    from tqdm import tqdm

    from mtrdesk.cli.messages import install_language

    install_language(getattr(args, "lang", None))
    what_said = QCoreApplication.translate("Cli", what)
    bars: list[tqdm[None]] = []  # made at the first word, when the total is known

    def step(done: int, total: int) -> bool:
        if not bars:
            bars.append(
                tqdm(
                    desc=what_said,
                    total=total,
                    file=sys.stderr,
                    leave=False,
                    mininterval=REDRAW_S,
                    bar_format=BAR_FORMAT,
                )
            )
        bar = bars[0]
        if bar.total != total:  # another stage of the same work (a second event restored)
            bar.reset(total)
        bar.update(done - bar.n)
        if done >= total:  # drawn at once however short the work: "100%" is seen
            bar.refresh()
        return True

    try:
        yield step
    finally:
        for bar in bars:
            bar.close()
