"""The whole room at once (issue 16, "Done when"): 1,000 phones on a 1,024-player event
load the round the moment it is posted and follow it, while 200 results are reported from
the floor in 2 minutes and the organizer keeps typing slips in the window. Loopback only,
bounded in count and time (about 3 minutes).

This process is the organizer's computer: the database of a copy of the big event
(``benchmarks/big_event.py``: 1,024 players, 12 rounds paired, 11 reported) opened as the
window opens it, the web server beside it on a thread of its own with its own writable
connection (``web.background.BackgroundServer`` over ``Services.beside``, as Event ▸ Open
to phones… starts it), and the window's own result entry on the main thread. The phones
are another process (this script with ``--phones``): plain asyncio sockets, so that they
cost little beside what they measure.

1. **Posting.** ``--phones`` phones (default 1,000) each load the pairings page then the
   standings page (gzip accepted, as phones do), arriving at random over ``--spread``
   seconds (default 9), and then keep ``/live?event=N`` open as ``live.js`` does: a
   message whose shape is not the page's loads the pairings page again after a random
   moment of up to 1.5 s; a result is written in place (no request).
2. **Reporting.** Meanwhile ``--reports`` matches of round 12 (default 200) are reported
   from the floor over ``--minutes`` (default 2): the player reports (``POST
   /api/events/N/reports``, answered ``202``), the opponent confirms from another phone
   (``200``: entered).
3. **The window.** Meanwhile the window enters ``--slips`` results of other tables
   (default 60, spread over the same minutes) through the services, as the result entry
   does, and times each.

Prints: how long until every phone had both pages (target 10 s); each page's median and
p99 (target for pairings: 300 ms); requests failed (target: none); reports answered by
status, and the results in the database afterwards (none lost); live messages and reloads
the phones had; the window's result entry median, p99 and worst (target 100 ms).

Run by hand: ``.venv/bin/python benchmarks/bench_room.py``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.big_event import BigEvent, fresh_copy

ROOT = Path(__file__).resolve().parents[1]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] if ordered else 0.0


def ms(value: float) -> str:
    return f"{value * 1000:.0f} ms"


# -- the phones (a process of their own) ---------------------------------------------------


async def request(
    host: str, port: int, method: str, path: str, body: bytes = b"", cookie: str = ""
) -> tuple[int, bytes]:
    """One request on a connection of its own, as a phone sends it: the status and the
    whole answer."""
    reader, writer = await asyncio.open_connection(host, port)
    try:
        head = (
            f"{method} {path} HTTP/1.1\r\nHost: {host}:{port}\r\nAccept-Encoding: gzip\r\n"
            "Accept-Language: ja\r\nConnection: close\r\n"
        )
        if cookie:
            head += f"Cookie: {cookie}\r\n"
        if body:
            head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
        writer.write(head.encode() + b"\r\n" + body)
        await writer.drain()
        answer = await reader.read()
    finally:
        writer.close()
    status = int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.1 ") else 0
    return status, answer


class Room:
    """What the phones saw."""

    def __init__(self) -> None:
        self.pages: dict[str, list[float]] = {"pairings": [], "standings": []}
        self.failed = 0
        self.both_at: list[float] = []
        self.messages = 0
        self.reloads: list[float] = []
        self.reports: dict[int, int] = {}
        self.report_times: list[float] = []


async def phone(
    room: Room, host: str, port: int, event_id: int, arrive: float, start: float, until: float
) -> None:
    await asyncio.sleep(arrive)
    for name in ("pairings", "standings"):
        began = time.perf_counter()
        try:
            status, _ = await request(host, port, "GET", f"/e/{event_id}/{name}")
        except OSError:
            status = 0
        if status == 200:
            room.pages[name].append(time.perf_counter() - began)
        else:
            room.failed += 1
    room.both_at.append(time.perf_counter() - start)
    # Follow the event as live.js does, until the room closes.
    try:
        reader, writer = await asyncio.open_connection(host, port)
    except OSError:
        room.failed += 1
        return
    shape = None
    try:
        writer.write(f"GET /live?event={event_id} HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n".encode())
        await writer.drain()
        while time.perf_counter() < until:
            try:
                line = await asyncio.wait_for(reader.readline(), until - time.perf_counter())
            except TimeoutError:
                break
            if not line:
                break
            if not line.startswith(b"data: "):
                continue
            data = json.loads(line[6:])
            room.messages += 1
            if shape is None:
                shape = data.get("shape")
            elif data.get("shape") != shape:
                shape = data.get("shape")
                await asyncio.sleep(random.random() * 1.5)
                began = time.perf_counter()
                status, _ = await request(host, port, "GET", f"/e/{event_id}/pairings")
                if status == 200:
                    room.reloads.append(time.perf_counter() - began)
                else:
                    room.failed += 1
    finally:
        writer.close()


async def reporter(
    room: Room, host: str, port: int, event_id: int, codes: list[dict[str, str]], seconds: float
) -> None:
    """The players of ``codes`` report and confirm, evenly over ``seconds``."""
    gap = seconds / max(1, len(codes))
    for n, slip in enumerate(codes):
        await asyncio.sleep(gap)
        body = json.dumps({"code": slip["code"], "result": slip["result"]}).encode()
        for side in ("a", "b"):
            began = time.perf_counter()
            try:
                status, _ = await request(
                    host,
                    port,
                    "POST",
                    f"/api/events/{event_id}/reports",
                    body,
                    cookie=f"{slip['cookie']}={side}{n:031x}",
                )
            except OSError:
                status = 0
            room.report_times.append(time.perf_counter() - began)
            room.reports[status] = room.reports.get(status, 0) + 1


async def phones_main(options: dict[str, object]) -> dict[str, object]:
    host, port = str(options["host"]), int(options["port"])  # type: ignore[call-overload]
    event_id = int(options["event"])  # type: ignore[call-overload]
    count, spread = int(options["phones"]), float(options["spread"])  # type: ignore[call-overload]
    seconds = float(options["seconds"])  # type: ignore[arg-type]
    room = Room()
    rng = random.Random(16)
    start = time.perf_counter()
    until = start + spread + seconds + 5
    tasks = [
        asyncio.create_task(phone(room, host, port, event_id, rng.random() * spread, start, until))
        for _ in range(count)
    ]
    codes = options["codes"]
    assert isinstance(codes, list)
    await asyncio.sleep(spread)
    await reporter(room, host, port, event_id, codes, seconds)
    await asyncio.gather(*tasks)
    return {
        "pages": room.pages,
        "failed": room.failed,
        "both_at": room.both_at,
        "messages": room.messages,
        "reloads": room.reloads,
        "reports": room.reports,
        "report_times": room.report_times,
    }


# -- the organizer's computer --------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--phones", type=int, default=1000)
    parser.add_argument("--spread", type=float, default=9.0)
    parser.add_argument("--reports", type=int, default=200)
    parser.add_argument("--minutes", type=float, default=2.0)
    parser.add_argument("--slips", type=int, default=60)
    parser.add_argument("--as-phones", help=argparse.SUPPRESS)  # the phones' process
    args = parser.parse_args()
    if args.as_phones:
        options = json.loads(Path(args.as_phones).read_text())
        print(json.dumps(asyncio.run(phones_main(options))))
        return 0

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from mtrdesk.services import Services
    from mtrdesk.web.background import BackgroundServer
    from mtrdesk.web.floor.guard import DEVICE_COOKIE

    with tempfile.TemporaryDirectory() as folder:
        fixture = fresh_copy(BigEvent(args.players, 12, 11), Path(folder))
        window = Services.open(fixture.path)
        event_id = fixture.event_id
        view = window.rounds.round_view(event_id, 12)
        open_tables = [str(m.table) for m in view.matches if m.awaiting_result]
        reported, typed = open_tables[: args.reports], open_tables[args.reports :][: args.slips]
        codes = {c.table: c.code for c in window.floor.slip_codes(event_id, 12)}
        rng = random.Random(2)
        slips = [
            {
                "code": codes[t],
                "result": rng.choice(["2-0", "2-1", "1-2", "0-2"]),
                "cookie": DEVICE_COOKIE,
            }
            for t in reported
        ]
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
        server = BackgroundServer(
            window.beside,
            sock,
            lambda: Services.open(fixture.path, read_only=True, follow=True),
        )
        server.start()
        time.sleep(1.0)
        seconds = args.minutes * 60
        plan = Path(folder) / "phones.json"
        plan.write_text(
            json.dumps(
                {
                    "host": "127.0.0.1",
                    "port": port,
                    "event": event_id,
                    "phones": args.phones,
                    "spread": args.spread,
                    "seconds": seconds,
                    "codes": slips,
                }
            )
        )
        phones = subprocess.Popen(
            [sys.executable, __file__, "--as-phones", str(plan)],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        # The window: a slip typed every few seconds while the room reports.
        entry: list[float] = []
        time.sleep(args.spread)
        gap = seconds / max(1, len(typed))
        for table in typed:
            began = time.perf_counter()
            window.rounds.report(event_id, 12, int(table), rng.choice(["2-0", "2-1", "1-2"]))
            entry.append(time.perf_counter() - began)
            time.sleep(max(0.0, gap - entry[-1]))
        out, _ = phones.communicate(timeout=seconds + args.spread + 120)
        seen = json.loads(out.strip().splitlines()[-1])
        server.stop()
        results = window.public.pairings(event_id, 12)
        assert results is not None
        entered = {p.table: p.result for p in results.pairings}
        window.close()

    pages = seen["pages"]
    both = seen["both_at"]
    print(
        f"posting: {args.phones} phones over {args.spread:.0f} s; every phone had both pages "
        f"{max(both):.1f} s after the round was posted (target 10 s); failed {seen['failed']}"
    )
    for name, values in pages.items():
        print(
            f"  {name}: median {ms(statistics.median(values))}, p99 {ms(percentile(values, 0.99))}"
            f" ({len(values)} answers; target for pairings p99: 300 ms)"
        )
    statuses = ", ".join(f"{k}: {v}" for k, v in sorted(seen["reports"].items()))
    lost = [t for t in reported if entered.get(t) is None]
    print(
        f"reporting: {len(reported)} matches over {args.minutes:.0f} min, each reported and "
        f"confirmed: answers {statuses}; p99 {ms(percentile(seen['report_times'], 0.99))}; "
        f"results in the database afterwards {len(reported) - len(lost)} of {len(reported)} "
        f"(lost {len(lost)})"
    )
    print(
        f"following: {seen['messages']} live messages, {len(seen['reloads'])} page loads "
        f"(p99 {ms(percentile(seen['reloads'], 0.99))})"
    )
    print(
        f"window: {len(entry)} slips typed: median {ms(statistics.median(entry))}, "
        f"p99 {ms(percentile(entry, 0.99))}, worst {ms(max(entry))}, "
        f"over 100 ms: {sum(e > 0.1 for e in entry)} (target 100 ms)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
