"""Use cases over the store: one transaction each, frozen values out, ``Changes`` back.

The contract is ``docs/services-api.md``.
"""

from mtrdesk.services.changes import Changes
from mtrdesk.services.errors import Problem, ServiceError, ServiceWarning, Warning
from mtrdesk.services.facade import Services

__all__ = ["Changes", "Problem", "ServiceError", "ServiceWarning", "Services", "Warning"]
