"""``mtrdesk audit-head`` and ``mtrdesk audit-check CODE`` (issue 27, Why 10): a rewritten
audit chain seen from outside the database.

The audit chain (``store.audit_chain``) shows an edit made with a general tool, but not a
chain recomputed with mtrdesk's own function. What that cannot recompute is a code people
already saw: every posted sheet prints the chain's head code in its footer and the phones'
pages show it. ``audit-head`` prints today's code; ``audit-check CODE`` says whether the
chain still passes through a code seen earlier (history only added to since: exit 0) or
not (rewritten, or a row no longer fits: exit 1, with a sentence on standard error). As
for the other checkers, a refusal (a database missing) exits 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from mtrdesk.cli.files import print_json
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

REWRITTEN = QT_TRANSLATE_NOOP(
    "Cli",
    "The audit log no longer passes through %1: the records up to it were rewritten after "
    "that code was printed or shown. Compare the results with the signed result slips and "
    "the sheets posted, or restore an automatic backup taken before (mtrdesk backups).",
)


def _code(text: str) -> str:
    """An argparse type: a code as printed (``ABCDE-12345``), read leniently."""
    from mtrdesk.services.safekeeping.integrity import read_code

    code = read_code(text)
    if code is None:
        raise argparse.ArgumentTypeError(
            "must be the 10 letters and digits printed under a sheet, like 4HMAS-W9NF0"
        )
    return code


_code.__name__ = "code"  # argparse names the type in its message


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    sub.add_parser(
        "audit-head",
        parents=[common],
        help="the audit chain's head code, as posted sheets and the phones' pages show it, "
        'as JSON: {"row", "code"}; reads only',
    )
    check = sub.add_parser(
        "audit-check",
        parents=[common],
        help="whether the audit chain still passes through a head code seen earlier "
        "(printed under a posted sheet): exit 0 only added to since, 1 rewritten",
    )
    check.add_argument("code", type=_code, help="the code seen, like 4HMAS-W9NF0")


def head(args: argparse.Namespace) -> int:
    from mtrdesk.services import Services
    from mtrdesk.services.safekeeping.integrity import chain_head

    with Services.open_chosen(args.db, os.environ, read_only=True) as services:
        now = chain_head(services.context)
    print_json(None if now is None else {"row": now.row, "code": now.code})
    return 0


def check(args: argparse.Namespace) -> int:
    from mtrdesk.cli.messages import Said, install_language
    from mtrdesk.services import Services
    from mtrdesk.services.safekeeping.integrity import check_head
    from mtrdesk.words.messages import warning_message

    with Services.open_chosen(args.db, os.environ, read_only=True) as services:
        done = check_head(services.context, args.code)
    print_json(
        {
            "code": done.code,
            "row": done.row,
            "head": None if done.head is None else {"row": done.head.row, "code": done.head.code},
            "chain_intact": done.broken is None,
            "intact": done.intact,
        }
    )
    if done.intact:
        return 0
    install_language(args.lang)
    if done.row is None:
        print(Said(REWRITTEN, done.code).sentence(), file=sys.stderr)
    if done.broken is not None:
        print(warning_message(done.broken), file=sys.stderr)
    return 1
