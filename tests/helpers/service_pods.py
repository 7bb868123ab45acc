"""Booster-draft pod services helpers: draft settings, refusals with their problem."""

from __future__ import annotations

import pytest

from mtrdesk.core.settings import Format
from mtrdesk.services import Problem, ServiceError

DRAFT = {"format": Format.BOOSTER_DRAFT}


def refused(problem: Problem, action, *args, **kwargs) -> ServiceError:  # type: ignore[no-untyped-def]
    with pytest.raises(ServiceError) as caught:
        action(*args, **kwargs)
    assert caught.value.problem is problem
    return caught.value
