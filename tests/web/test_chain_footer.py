"""The phones' event pages show the audit chain's head code in their footer, as posted
sheets print it (issue 27, Why 10): a log rewritten since no longer passes through it."""

from __future__ import annotations

import pytest

from mtrdesk.services import Services
from mtrdesk.services.safekeeping.integrity import chain_head
from tests.helpers.web_support import Served


def _head(served: Served) -> str:
    with Services.open(served.path, read_only=True, create=False) as services:
        head = chain_head(services.context)
    assert head is not None
    return head.code


@pytest.mark.parametrize("page", ["pairings", "standings", "clock", "pods", "bracket"])
def test_every_event_page_shows_the_head(served: Served, page: str) -> None:
    code = _head(served)
    text = served.client.get(f"/e/{served.event_id}/{page}").text
    assert f'<span class="chain">Audit log {code}</span>' in text
    japanese = served.client.get(f"/e/{served.event_id}/{page}?lang=ja").text
    assert f'<span class="chain">操作履歴 {code}</span>' in japanese


def test_the_events_list_has_no_footer(served: Served) -> None:
    assert 'class="chain"' not in served.client.get("/").text
