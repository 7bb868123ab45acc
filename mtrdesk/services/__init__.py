"""Use cases over the store: one transaction each, frozen values out, ``Changes`` back.

The contract is ``docs/services-api.md``. Every name here loads on first use: ``Services``
(the facade: every service, the store, peewee), ``Changes`` and the refusals (the whole
``Problem`` enum), so ``mtrdesk.services.json_rows`` or ``.event_file`` alone (``mtrdesk
standings FILE``) bring neither the database layer nor the enum of every refusal (issue 33).
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtrdesk.services.changes import Changes
    from mtrdesk.services.errors import Problem, ServiceError, ServiceWarning, Warning
    from mtrdesk.services.facade import Services

__all__ = ["Changes", "Problem", "ServiceError", "ServiceWarning", "Services", "Warning"]

#: Each name's module, imported when the name is first asked for (PEP 562).
_HOMES = {
    "Changes": "mtrdesk.services.changes",
    "Problem": "mtrdesk.services.errors",
    "ServiceError": "mtrdesk.services.errors",
    "ServiceWarning": "mtrdesk.services.errors",
    "Warning": "mtrdesk.services.errors",
    "Services": "mtrdesk.services.facade",
}


def __getattr__(name: str) -> Any:
    """``Services``, ``Changes`` and the refusals, imported when first asked for."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value
