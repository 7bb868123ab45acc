"""``mtrdesk copy-store FROM TO`` (issue 17): a whole store moved between an SQLite file
and a PostgreSQL server, either way, and checked by comparing every table.

FROM and TO are each a file name or a ``postgresql://`` address (``--db`` and
``MTRDESK_DB`` do not apply). FROM is read only, so it may be open in a window; TO is a
new file, or a database with no rows yet (an empty server database gets the schema). The
work is ``services.safekeeping.store_copy``; this prints what it found as JSON, one row per table,
and exits 0 only when every table of the copy is the same as FROM's and every stored result
is the one the audit log says was entered (``results_match_audit``; issue 27).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from mtrdesk.cli.files import print_json
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

SAME_STORE = QT_TRANSLATE_NOOP(
    "Cli",
    "%1 is both FROM and TO, so nothing was copied. Copy into a new file, or into an "
    "empty database on the server.",
)
SOURCE_MISSING = QT_TRANSLATE_NOOP(
    "Cli",
    "There is no database %1 to copy from, so nothing was copied. Check the name: a "
    "database file, or a postgresql:// address.",
)
TARGET_NOT_EMPTY = QT_TRANSLATE_NOOP(
    "Cli",
    "%1 already holds data, so nothing was copied into it. Copy into a new file name, or "
    "into an empty database on the server.",
)
COPY_DIFFERS = QT_TRANSLATE_NOOP(
    "Cli",
    "The copy in %1 is not the same as %2 (tables: %3). Do not use it: copy again into a "
    "new file or an empty database.",
)


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    copy = sub.add_parser(
        "copy-store",
        parents=[common],
        help="copy a whole database into a new one, SQLite file or PostgreSQL server "
        "either way, and compare every table; prints one row per table as JSON",
    )
    copy.add_argument("source", metavar="FROM", help="a database file or postgresql:// address")
    copy.add_argument(
        "target",
        metavar="TO",
        help="a new file, or an empty database (file or postgresql:// address)",
    )
    copy.set_defaults(copy_parser=copy)


def run(args: argparse.Namespace) -> int:
    from mtrdesk.cli.messages import Said, install_language
    from mtrdesk.cli.progress_bar import COPYING, progress_bar
    from mtrdesk.services.safekeeping import store_copy
    from mtrdesk.services.safekeeping.result_audit import mismatch_warning
    from mtrdesk.words.messages import warning_message

    if args.db is not None:
        args.copy_parser.error("FROM and TO name the databases; --db is not used")
    try:
        with progress_bar(args, COPYING) as step:  # on a terminal only (issue 31)
            done = store_copy.copy_store(args.source, args.target, step)
    except store_copy.SameStore:
        raise Said(SAME_STORE, _shown(args.source)) from None
    except store_copy.SourceMissing:
        raise Said(SOURCE_MISSING, _shown(args.source)) from None
    except store_copy.TargetNotEmpty:
        raise Said(TARGET_NOT_EMPTY, _shown(args.target)) from None
    print_json(
        {
            "from": done.source,
            "to": done.target,
            "same": done.same,
            "audit_chain_intact": done.audit is None,
            "results_match_audit": not done.unaudited,
            "results_not_audited": [
                {
                    "event": m.event,
                    "round": m.round,
                    "table": m.table,
                    "audited": m.audited,
                    "stored": m.stored,
                }
                for m in done.unaudited
            ],
            "tables": [
                {"table": t.table, "rows": t.source, "copied": t.target, "same": t.same}
                for t in done.tables
            ],
        }
    )
    install_language(args.lang)
    if done.audit is not None:  # FROM's log was edited outside mtrdesk: copied as it is
        print(warning_message(done.audit), file=sys.stderr)
    unaudited = mismatch_warning(list(done.unaudited))
    if unaudited is not None:  # results changed without their audit rows: copied, said
        print(warning_message(unaudited), file=sys.stderr)
    if not done.same:
        print(
            Said(COPY_DIFFERS, done.target, done.source, ", ".join(done.differing)).sentence(),
            file=sys.stderr,
        )
    return 0 if done.same and unaudited is None else 1


def _shown(name: str) -> str:
    """The name as given, without a server's password."""
    from mtrdesk.services.safekeeping.store_copy import shown_name

    return shown_name(name)
