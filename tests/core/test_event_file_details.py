"""Audit details kept as the file's bytes by the one-pass read (issue 33, item 2: at
16,384 players they were 103 MiB as objects), still checked against their type in C
(``schema.details_fit``) and read as the same mappings the long way gives."""

from __future__ import annotations

import copy
import json
from typing import Any

from mtrdesk.core.event_file.bulk import AuditRows
from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.event_file.json_bytes import decode_json
from mtrdesk.core.event_file.reader import (
    decoded_event_file,
    document_from_bytes,
    document_from_dict,
)
from mtrdesk.core.event_file.schema import RawDetail
from mtrdesk.core.simulation.event import Simulation, simulate_event

BASE = document_to_dict(simulate_event(Simulation(12, seed=5, rounds=3)))


def _bytes(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


def test_details_stay_bytes_until_read_and_read_as_the_long_way_reads() -> None:
    data = _with_rows(5, 2, {"name": "宮本 大輔", "tables": [[1, 2]], "previous": None})
    fast = document_from_bytes(data)
    details = [record.detail for record in fast.audit]
    assert details and all(isinstance(d, RawDetail) for d in details)
    assert all(d._value is None for d in details)  # nothing decoded yet
    long_way = document_from_dict(decode_json(data))
    assert [dict(d) for d in details] == [dict(r.detail) for r in long_way.audit]
    assert fast.audit == long_way.audit
    assert document_to_dict(fast)["audit"] == json.loads(data)["audit"]


def test_raw_detail_is_a_mapping() -> None:
    row = document_from_bytes(_with_rows(1, None, None)).audit[-1]
    detail = row.detail
    key = next(iter(detail))
    assert detail.get(key) == dict(detail)[key]
    assert key in detail and len(detail) == len(dict(detail))
    assert detail.get("no such key") is None
    assert repr(detail) == repr(dict(detail))


def _with_rows(extra: int, bad_at: int | None, bad: Any) -> bytes:
    doc = copy.deepcopy(BASE)
    for i in range(extra):
        detail = bad if i == bad_at else {"entry": i, "tables": [[1, 2]]}
        doc["audit"].append({"when": "2026-11-20T10:00:00", "action": "x", "detail": detail})
    return _bytes(doc)


def test_a_detail_past_its_type_sends_the_file_the_long_way_in_any_chunk() -> None:
    """2,048 details are checked at a time: one in the second batch is found too."""
    assert decoded_event_file(_with_rows(3000, None, None)) is not None
    deep: Any = {"x": [[[[[[1]]]]]]}
    for bad in (deep, {"n": 10**19}, 5, [1]):
        assert decoded_event_file(_with_rows(3000, 2500, bad)) is None, bad
        assert decoded_event_file(_with_rows(10, 3, bad)) is None, bad


def test_the_audit_rows_are_made_records_when_read() -> None:
    """A one-pass read keeps the rows as decoded (``bulk.AuditRows``): a sequence equal
    to the tuple of the records the long way makes, each record made when read."""
    data = _with_rows(4, None, None)
    rows = document_from_bytes(data).audit
    records = document_from_dict(decode_json(data)).audit
    assert isinstance(rows, AuditRows) and isinstance(records, tuple)
    assert len(rows) == len(records) == 4
    assert rows == records and records == rows and rows != records[:-1]
    assert rows[1] == records[1] and rows[-1] == records[-1]
    assert rows[1:3] == records[1:3] and list(rows) == list(records)
    assert repr(rows) == repr(records)
    assert all(isinstance(record.detail, RawDetail) for record in rows)
