"""``mtrdesk print SHEET FILE``: a printable PDF of an event file, in Japanese or English.

The sheets and how each is drawn live in ``mtrdesk.sheets`` (shared with the window's
Print menu); this module only reads the event file and parses the options. The event
report is also an image to post (issue 31): ``-o OUT.png`` writes it as a PNG of
``--image`` pixels, rasterized by ``mtrdesk.page_images`` (QtPdf loads only then).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from mtrdesk.cli.numbers import add_round_option, int_range

if TYPE_CHECKING:
    from mtrdesk.printing.page import PageSetup

#: ``printing.page.Paper`` values, named here so the parser does not load reportlab.
PAPERS = ("a4", "letter", "a3", "b4")
#: The sheet that is also written as an image, and its sizes
#: (``sheets.event_report.IMAGE_SIZES``, named here for the same reason), the first the default.
IMAGE_SHEET = "report"
IMAGE_SIZES = ("1200x1500", "1080x1080")


def add_parser(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """``print`` and its one subcommand per sheet, each taking the same options."""
    from mtrdesk.sheets import SHEETS

    printing = sub.add_parser(
        "print", parents=[common], help="write a printable sheet of an event file as PDF"
    )
    sheets = printing.add_subparsers(dest="sheet", required=True)
    for kind in SHEETS:
        sheet = sheets.add_parser(kind.name, parents=[common], help=kind.help)
        sheet.add_argument("file", type=Path)
        add_round_option(sheet, "round (default: the last one paired)")
        if kind.top:
            from mtrdesk.core.charts.by_round import DEFAULT_TOP, MAX_TOP

            sheet.add_argument(
                "--top",
                type=int_range(1, MAX_TOP),
                default=None,
                help=f"how many of the leading players to draw, 1 to {MAX_TOP} "
                f"(default: {DEFAULT_TOP})",
            )
        add_pdf_options(sheet)
        if kind.name == IMAGE_SHEET:
            sheet.add_argument(
                "--image",
                choices=IMAGE_SIZES,
                help="with -o OUT.png: the image's size in pixels, 4:5 for feeds or square "
                f"(default: {IMAGE_SIZES[0]})",
            )


def add_pdf_options(parser: argparse.ArgumentParser) -> None:
    """``--paper``, ``-o``/``--output`` and ``--force``, the options every PDF subcommand takes."""
    parser.add_argument(
        "--paper",
        choices=PAPERS,
        help="paper size; b4 is JIS B4, 257 x 364 mm (default: Letter in the US and other "
        "Letter countries, else A4)",
    )
    parser.add_argument("-o", "--output", type=Path, required=True, help="PDF to write")
    from mtrdesk.cli.outputs import add_force_option

    add_force_option(parser)


def page_setup(args: argparse.Namespace) -> PageSetup:
    """The page of ``--paper``, else the locale's (Letter in the US and other Letter
    countries, else A4)."""
    from mtrdesk.printing.page import PageSetup, Paper
    from mtrdesk.sheets import default_paper

    return PageSetup(paper=Paper(args.paper) if args.paper else default_paper())


def run(args: argparse.Namespace) -> int:
    """Write the sheet; exit 0 (refusals become one translated line in ``cli.main``)."""
    from mtrdesk.cli.messages import use_language
    from mtrdesk.cli.outputs import check_output, write_output
    from mtrdesk.services.event_file.reading import read_event_file
    from mtrdesk.sheets import render

    image = args.output.suffix.lower() == ".png"
    if (image and args.sheet != IMAGE_SHEET) or (getattr(args, "image", None) and not image):
        print(
            f"mtrdesk print {args.sheet}: error: only the {IMAGE_SHEET} is written as an "
            "image, to an output ending .png; name other outputs .pdf",
            file=sys.stderr,
        )
        return 2
    check_output(args, args.output, [args.file])
    history = read_event_file(args.file)
    use_language(getattr(args, "lang", None))
    if image:
        from mtrdesk.page_images import page_png
        from mtrdesk.sheets.event_report import image_pdf

        width, height = (int(n) for n in (args.image or IMAGE_SIZES[0]).split("x"))
        png = page_png(image_pdf(history, (width, height)), (width, height))
        write_output(args, args.output, lambda out: _write_bytes(out, png), [args.file])
        return 0
    setup = page_setup(args)
    options = {"top": args.top} if getattr(args, "top", None) is not None else {}
    write_output(
        args,
        args.output,
        lambda out: render(args.sheet, history, args.round, setup, out, **options),
        [args.file],
    )
    return 0


def _write_bytes(out: BinaryIO, data: bytes) -> None:
    out.write(data)
