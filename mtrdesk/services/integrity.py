"""Whether the open database's audit log is as mtrdesk wrote it (issue 14).

``check_audit_chain`` walks the hash chain (``store.audit_chain``) and answers with an
``AUDIT_CHAIN_BROKEN`` warning naming the first row that does not fit. The window asks
once when it opens a database, the command line's ``export`` before it exports; both warn
and go on (nothing can stop an editor with the file, but nobody is fooled silently).
"""

from __future__ import annotations

from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceWarning
from mtrdesk.store import audit_chain


def check_audit_chain(ctx: Context) -> ServiceWarning | None:
    """``None`` when every audit row is as written; else the warning. Reads only."""
    with ctx.transaction():
        broken = audit_chain.verify()
    if broken is None:
        return None
    return ServiceWarning.of(
        Problem.AUDIT_CHAIN_BROKEN, row=broken.row, how=broken.problem.value, rows=broken.rows
    )
