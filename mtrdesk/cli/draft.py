"""``mtrdesk draft-plan``: a draft's pick clock (MTR 7.7, 8.5, 9.7, Appendix B) as JSON,
or with ``--pdf`` as the printable plan (``sheets.draft_plan``, in the ``--lang`` language).

The plan comes from ``core.draft.clock``; this module parses the options and prints. Without
``--start`` the times are seconds from the start of the draft, so the output is the same on
every run.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
from pathlib import Path
from typing import Any

from mtrdesk.cli.files import print_json
from mtrdesk.cli.numbers import int_range
from mtrdesk.core.draft.clock import DraftKind, DraftPlan, Drop, draft_plan
from mtrdesk.core.draft.profiles import (
    EN_2023,
    PROFILES,
    CustomProfile,
    DraftError,
    TimingProfile,
)
from mtrdesk.core.draft.profiles import profile as builtin_profile
from mtrdesk.core.draft.schedule import plan_to_dict
from mtrdesk.core.text import bounded_int


def add_parser(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """``draft-plan`` and its options."""
    plan = sub.add_parser(
        "draft-plan",
        parents=[common],
        help="print the timed steps of a draft (picks, reviews, Rochester layouts) as JSON "
        "(MTR 7.7, 8.5, 9.7, Appendix B)",
    )
    plan.set_defaults(draft_parser=plan)
    plan.add_argument(
        "--kind",
        choices=[k.value for k in DraftKind],
        default=DraftKind.BOOSTER.value,
        help="booster (MTR 7.7), 2hg (Two-Headed Giant, MTR 9.7), multiplayer (20-card "
        "packs, two cards a pick) or rochester (Team Rochester, MTR 8.5); default booster",
    )
    plan.add_argument(
        "--profile",
        choices=sorted(PROFILES),
        help="timing profile: en-2023 (MTR 2023 Appendix B) or ja-2016 (Japanese MTR 2016 "
        "Appendix B); default: the --event file's, else en-2023",
    )
    plan.add_argument(
        "--event",
        type=Path,
        metavar="FILE",
        help="an event file: the plan runs on the timings the event follows "
        "(event.draft_timings) unless --profile or --profile-file says otherwise",
    )
    plan.add_argument(
        "--profile-file",
        type=Path,
        help="a custom timing profile (JSON: name, base, scale, tables); overrides --profile",
    )
    plan.add_argument(
        "--scale",
        type=_scale,
        help="multiply every time of the profile (slower casual drafts; 0.1 to 10)",
    )
    plan.add_argument(
        "--packs", type=int_range(1, 12), help="packs per drafter (default 3; 6 for 2hg, MTR 9.6)"
    )
    plan.add_argument(
        "--pack-size",
        type=int_range(1, 100),
        help="cards per pack (default 15; 20 for multiplayer)",
    )
    plan.add_argument(
        "--seats",
        type=int_range(1, 64),
        help="drafters at the table, teams for 2hg (default 8; rochester 6, an even count)",
    )
    plan.add_argument(
        "--start",
        type=_start_time,
        help="start time (ISO, e.g. 2026-11-22T13:00) for wall-clock times; without it, "
        "times are seconds from the start",
    )
    plan.add_argument(
        "--double-first-pick",
        action="store_true",
        help="two cards on the first pick of each pack (Double Masters, MTR 7.7)",
    )
    plan.add_argument(
        "--drop",
        action="append",
        default=[],
        type=_drop,
        metavar="SEAT:PACK[:PICK]",
        help="a drafter leaving before that pick (default 1: before opening the pack; "
        "MTR 7.7); repeatable",
    )
    plan.add_argument(
        "--pdf",
        type=Path,
        metavar="OUT.pdf",
        help="write the printable plan (start, packs, reviews, expected end, every pick) to "
        "this PDF instead of printing JSON",
    )
    plan.add_argument(
        "--paper",
        choices=("a4", "letter", "a3", "b4"),
        help="with --pdf: paper size (default: Letter in the US and other Letter countries, "
        "else A4)",
    )
    from mtrdesk.cli.outputs import add_force_option

    add_force_option(plan)
    plan.add_argument(
        "--first-team",
        type=int,
        choices=[1, 2],
        default=1,
        help="rochester: the team picking first, whose player B opens the first pack (MTR 8.5)",
    )


def _scale(text: str) -> float:
    try:
        value = float(text) if len(text) <= 40 else math.nan
    except ValueError:
        value = math.nan
    if not 0.1 <= value <= 10.0:
        raise argparse.ArgumentTypeError(f"must be a number from 0.1 to 10: {text[:40]!r}")
    return value


def _start_time(text: str) -> dt.datetime:
    try:
        return dt.datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an ISO date and time: {text[:40]!r}") from None


def _drop(text: str) -> Drop:
    parts = text.split(":")
    try:
        if len(parts) not in (2, 3):
            raise ValueError
        numbers = [bounded_int(part, 1, 100) for part in parts[1:]]
        if None in numbers or len(parts[0]) > 20:
            raise ValueError
        return Drop(parts[0], numbers[0] or 1, numbers[1] or 1 if len(numbers) == 2 else 1)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not SEAT:PACK[:PICK]: {text[:40]!r}") from None


#: A timing profile is a few hundred bytes; nothing past this is read (``/dev/zero``).
MAX_PROFILE_BYTES = 1024 * 1024
#: A timing profile nests 3 levels; past this it is not one.
PROFILE_LEVELS = 16


def _profile_json(args: argparse.Namespace) -> Any:  # the profile's JSON object
    """The profile file's JSON, bounded in size, and in depth while decoding; anything
    that is not UTF-8 JSON is an argparse error (exit 2), never a traceback."""
    from mtrdesk.core.event_file.document import DocumentError, DocumentProblem
    from mtrdesk.core.event_file.json_bytes import decode_json, nests_deeper_than

    with args.profile_file.open("rb") as stream:
        data = stream.read(MAX_PROFILE_BYTES + 1)
    if len(data) > MAX_PROFILE_BYTES:
        args.draft_parser.error(f"{args.profile_file}: larger than a timing profile")
    deeper = f"{args.profile_file}: nested deeper than a timing profile"
    try:
        found = decode_json(data)
    except DocumentError as exc:
        if exc.problem is DocumentProblem.TOO_DEEP:
            args.draft_parser.error(deeper)
        found, problem = None, exc.detail[:80]
    else:
        if nests_deeper_than(found, PROFILE_LEVELS):
            args.draft_parser.error(deeper)
        problem = "not an object"
    if not isinstance(found, dict):
        args.draft_parser.error(f"{args.profile_file}: not a JSON timing profile ({problem})")
    return found


def _event_timings(args: argparse.Namespace) -> str:
    """The timings of the ``--event`` file's event (``EventSettings.draft_timings``), else
    MTR 2023's; an unreadable file is refused as ``print`` refuses it."""
    if args.event is None:
        return EN_2023.key
    from mtrdesk.services.event_file.reading import read_event_file

    return read_event_file(args.event).state.settings.draft_timings


def _timing(args: argparse.Namespace) -> TimingProfile:
    if args.profile_file is not None:
        custom = CustomProfile.from_dict(_profile_json(args))
        timing = custom.resolve()
    else:
        timing = builtin_profile(args.profile or _event_timings(args))
    return timing if args.scale is None else timing.scaled(args.scale)


def run(args: argparse.Namespace) -> int:
    """Print the plan; an impossible draft is an argparse error (exit 2)."""
    try:
        plan = draft_plan(
            DraftKind(args.kind),
            _timing(args),
            seats=args.seats,
            packs=args.packs,
            pack_size=args.pack_size,
            double_first_pick=args.double_first_pick,
            drops=args.drop,
            first_team=args.first_team,
        )
    except (DraftError, json.JSONDecodeError) as exc:
        args.draft_parser.error(getattr(exc, "detail", "") or str(exc))
    if args.pdf is not None:
        _write_pdf(plan, args)
        return 0
    print_json(plan_to_dict(plan, args.start))
    return 0


def _write_pdf(plan: DraftPlan, args: argparse.Namespace) -> None:
    """The printable plan in the chosen language (reportlab loads only here)."""
    from mtrdesk.cli.messages import use_language
    from mtrdesk.cli.outputs import write_output
    from mtrdesk.cli.print_sheets import page_setup
    from mtrdesk.sheets.draft_plan import render_plan

    use_language(getattr(args, "lang", None))
    setup = page_setup(args)
    inputs = [path for path in (args.profile_file, args.event) if path is not None]
    write_output(args, args.pdf, lambda out: render_plan(plan, args.start, setup, out), inputs)
