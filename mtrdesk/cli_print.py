"""``mtrdesk print SHEET FILE``: a printable PDF of an event file, in Japanese or English.

Only ``slips`` exists so far; the other sheets of issue 4 join ``SHEETS`` as they are
built. The words come from the Qt catalogue (``ui.print_labels``, QtCore only), the page
from ``mtrdesk.printing``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

#: Sheets ``mtrdesk print`` can write, by subcommand name.
SHEETS = ("slips",)
#: ``printing.page.Paper`` values, named here so the parser does not load reportlab.
PAPERS = ("a4", "letter")


def add_parser(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """``print`` and its one subcommand per sheet, each taking the same options."""
    printing = sub.add_parser(
        "print", parents=[common], help="write a printable sheet of an event file as PDF"
    )
    sheets = printing.add_subparsers(dest="sheet", required=True)
    helps = {"slips": "match result slips of one round (4 per page, QR codes, cut marks)"}
    for name in SHEETS:
        sheet = sheets.add_parser(name, parents=[common], help=helps[name])
        sheet.add_argument("file", type=Path)
        sheet.add_argument("--round", type=int, help="round (default: the last one paired)")
        sheet.add_argument(
            "--paper", choices=PAPERS, default=PAPERS[0], help="paper size (default: A4)"
        )
        sheet.add_argument("-o", "--output", type=Path, required=True, help="PDF to write")


def run(args: argparse.Namespace) -> int:
    """Write the sheet; exit 0, or 2 with a translated line when it cannot be printed."""
    from mtrdesk.cli_messages import print_refusal, use_language
    from mtrdesk.printing.page import PageSetup, Paper
    from mtrdesk.printing.slips import write_slips
    from mtrdesk.services.event_files import read_event_file
    from mtrdesk.services.printing import slip_sheet
    from mtrdesk.ui.print_labels import slip_labels

    history = read_event_file(args.file)
    use_language(getattr(args, "lang", None))
    if history.pod_event is not None:
        print(print_refusal(), file=sys.stderr)
        return 2
    sheet = slip_sheet(history.state, args.round)
    write_slips(sheet, slip_labels(), args.output, PageSetup(paper=Paper(args.paper)))
    return 0
