"""Whether the open database's audit log is as mtrdesk wrote it (issue 14).

``check_audit_chain`` walks the hash chain (``store.audit_chain``) and answers with an
``AUDIT_CHAIN_BROKEN`` warning naming the first row that does not fit. The window asks
once when it opens a database, the command line's ``export`` before it exports; both warn
and go on (nothing can stop an editor with the file, but nobody is fooled silently).

A chain recomputed with mtrdesk's own function verifies; ``chain_head`` gives the code
every posted sheet and the phones' pages show, and ``check_head`` tells whether a code
seen earlier is still in today's chain (``mtrdesk audit-check``, issue 27).
"""

from __future__ import annotations

from dataclasses import dataclass

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


@dataclass(frozen=True)
class HeadCheck:
    """A code seen earlier (on a posted sheet, a phone) checked against today's chain:
    ``row``, the audit row whose hash has it (``None``: no row has it, so the rows up to
    it were rewritten); ``head``, today's head; ``broken``, the chain's own first break."""

    code: str
    row: int | None
    head: audit_chain.ChainHead | None
    broken: ServiceWarning | None

    @property
    def intact(self) -> bool:
        """The chain still leads through the code seen, and every row fits: history was
        only added to since."""
        return self.row is not None and self.broken is None


def chain_head(ctx: Context) -> audit_chain.ChainHead | None:
    """Today's head (its row and code) for a sheet's footer or a phone's page. Reads only."""
    with ctx.transaction():
        return audit_chain.head()


def check_head(ctx: Context, code: str) -> HeadCheck:
    """Whether the chain still passes through ``code`` (``audit_chain.read_code``'s form)
    and verifies. Reads only."""
    broken = check_audit_chain(ctx)
    with ctx.transaction():
        return HeadCheck(code, audit_chain.row_with_code(code), audit_chain.head(), broken)


def read_code(text: str) -> str | None:
    """A head code as typed (``audit_chain.read_code``), for the doors that take one."""
    return audit_chain.read_code(text)
