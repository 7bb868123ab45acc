"""A rewritten audit chain seen from outside the database (issue 27, Why 10).

The chain (``store.audit_chain``) shows an edit made with a general tool. A forger who
recomputes every hash with mtrdesk's own function (``chain_existing``) passes ``verify``;
what they cannot change is a head code people already saw, printed under every posted
sheet and shown on the phones' pages. ``mtrdesk audit-check CODE`` says whether today's
chain still passes through it.
"""

from __future__ import annotations

import io
import json
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import peewee as pw
import pytest
from pypdf import PdfReader

from mtrdesk.cli import main
from mtrdesk.cli import messages as cli_messages
from mtrdesk.printing.page import PageSetup
from mtrdesk.services import Services
from mtrdesk.services.safekeeping.integrity import chain_head, check_audit_chain, check_head
from mtrdesk.sheets import render_bytes
from mtrdesk.store import audit_chain
from tests.helpers.printing import japanese
from tests.helpers.services_support import new_event, open_services, report_round
from tests.helpers.structure_events import BUILDERS


@pytest.fixture
def played(tmp_path: Path) -> Iterator[tuple[Path, int]]:
    path = tmp_path / "events.sqlite3"
    services = open_services(path)
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id, 3)
    report_round(services, event_id, random.Random(2), "2-0")
    services.close()
    yield path, event_id


def _forge(path: Path) -> None:
    """Flip every round-1 result and rewrite the whole chain as mtrdesk would have
    written it: the forgery the issue describes (verify passes afterwards)."""
    conn = sqlite3.connect(path)
    conn.execute("UPDATE match SET wins1 = 0, wins2 = 2")
    conn.execute(
        "UPDATE audit_log SET detail = replace(detail, '\"2-0\"', '\"0-2\"') "
        "WHERE action LIKE '%report%'"
    )
    conn.commit()
    conn.close()
    db = pw.SqliteDatabase(str(path))
    db.connect()
    with db.atomic():
        audit_chain.chain_existing(db)  # mtrdesk's own function, as the forger would use it
    db.close()


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    try:
        status = main(list(argv))
    finally:
        if cli_messages._translators is not None:
            cli_messages._translators.remove()
            cli_messages._translators = None
    out, err = capsys.readouterr()
    return status, out, err


def test_the_code_is_short_readable_and_read_back_leniently() -> None:
    code = audit_chain.head_code("0123456789abcdef" * 4)
    assert code == "04HMA-SW9NF"
    assert set(code) - {"-"} <= set(audit_chain.CODE_ALPHABET)
    assert not set(code) & set("ILOU")
    assert audit_chain.read_code("04hma sw9nf") == code
    assert audit_chain.read_code("O4HMA-SW9NF") == code  # O read as 0
    assert audit_chain.read_code("０４ＨＭＡ－ＳＷ９ＮＦ") == code  # full width, as an IME types
    assert audit_chain.read_code("04HMA-SW9N") is None
    assert audit_chain.read_code("04HMA-SW9NU") is None


def test_a_chain_rehashed_by_a_forger_verifies_but_misses_the_code_seen(
    played: tuple[Path, int], capsys: pytest.CaptureFixture[str], qapp: object
) -> None:
    path, _ = played
    with Services.open(path, read_only=True, create=False) as services:
        seen = chain_head(services.context)
    assert seen is not None
    status, out, err = _run(capsys, "--db", str(path), "audit-check", seen.code)
    assert (status, err) == (0, "")
    assert json.loads(out)["intact"] is True

    _forge(path)
    with Services.open(path, read_only=True, create=False) as services:
        assert check_audit_chain(services.context) is None  # the forgery verifies
        check = check_head(services.context, seen.code)
    assert check.row is None and not check.intact

    status, out, err = _run(capsys, "--db", str(path), "audit-check", seen.code)
    assert status == 1
    answer = json.loads(out)
    assert answer["intact"] is False and answer["row"] is None
    assert answer["chain_intact"] is True
    assert f"no longer passes through {seen.code}" in err and "Traceback" not in err


def test_history_added_after_the_code_keeps_it(
    played: tuple[Path, int], capsys: pytest.CaptureFixture[str], qapp: object
) -> None:
    path, event_id = played
    with Services.open(path, read_only=True, create=False) as services:
        seen = chain_head(services.context)
    assert seen is not None
    services = open_services(path)
    services.rounds.pair_next(event_id, 4)
    report_round(services, event_id, random.Random(3))
    now = chain_head(services.context)
    services.close()
    assert now is not None and now.row > seen.row and now.code != seen.code
    status, out, err = _run(capsys, "--db", str(path), "audit-check", seen.code.lower())
    assert (status, err) == (0, "")
    answer = json.loads(out)
    assert answer["row"] == seen.row and answer["head"] == {"row": now.row, "code": now.code}
    status, out, _ = _run(capsys, "--db", str(path), "audit-head")
    assert (status, json.loads(out)) == (0, {"row": now.row, "code": now.code})


def _text(data: bytes) -> str:
    return " ".join(
        " ".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(data)).pages
    )


@pytest.mark.parametrize("sheet", ["pairings-by-name", "pairings-by-table", "standings"])
def test_every_posting_printed_from_the_database_shows_the_head(
    played: tuple[Path, int], qapp: object, sheet: str
) -> None:
    path, event_id = played
    with Services.open(path, read_only=True, create=False) as services:
        head = chain_head(services.context)
        event = services.printing.event(event_id)
    assert head is not None
    text = _text(render_bytes(sheet, event, 1, PageSetup()))
    assert f"Audit log {head.code}" in text
    with japanese():
        assert f"操作履歴 {head.code}" in _text(render_bytes(sheet, event, 1, PageSetup()))


@pytest.mark.parametrize(
    ("sheet", "builder"), [("seatings", "swiss_draft_pods"), ("bracket", "draft_top8")]
)
def test_seatings_and_brackets_show_the_head(
    tmp_path: Path, qapp: object, sheet: str, builder: str
) -> None:
    services = open_services(tmp_path / "events.sqlite3")
    try:
        event_id = BUILDERS[builder](services)
        head = chain_head(services.context)
        event = services.printing.event(event_id)
    finally:
        services.close()
    assert head is not None
    assert f"Audit log {head.code}" in _text(render_bytes(sheet, event, None, PageSetup()))


def test_the_head_and_its_check_on_either_store(services: Services) -> None:
    """``services`` (tests/services/conftest.py): an SQLite file and a PostgreSQL server."""
    event_id, _ = new_event(services, 4)
    seen = chain_head(services.context)
    assert seen is not None
    services.rounds.pair_next(event_id, 1)
    now = chain_head(services.context)
    assert now is not None and now.row > seen.row
    check = check_head(services.context, seen.code)
    assert check.intact and check.row == seen.row and check.head == now
    assert services.public.event(event_id).audit_head == now.code
    assert services.printing.event(event_id).audit_head == now.code
    assert not check_head(services.context, "00000-00000").intact
