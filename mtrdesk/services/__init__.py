"""Use cases over the store: one transaction each, frozen values out, ``Changes`` back.

The contract is ``docs/services-api.md``. ``Services`` (the facade: every service, the
store, peewee) loads on first use, so ``mtrdesk.services.json_rows`` or ``.event_file``
alone (``mtrdesk standings FILE``) do not bring the database layer (issue 33).
"""

from typing import TYPE_CHECKING, Any

from mtrdesk.services.changes import Changes
from mtrdesk.services.errors import Problem, ServiceError, ServiceWarning, Warning

if TYPE_CHECKING:
    from mtrdesk.services.facade import Services

__all__ = ["Changes", "Problem", "ServiceError", "ServiceWarning", "Services", "Warning"]


def __getattr__(name: str) -> Any:
    """``Services``, imported when first asked for (PEP 562)."""
    if name == "Services":
        from mtrdesk.services.facade import Services

        return Services
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
