"""The room on the store's Wi-Fi (issue 16): many phones load the round the moment it is
posted, then follow the results. Loopback only, bounded in count and time.

On a copy of the big event (``benchmarks/big_event.py``: 1,024 players, 12 rounds paired,
11 reported), ``mtrdesk serve`` runs on 127.0.0.1. Then:

1. **Posting.** ``--phones`` phones (default 1,000) each load the pairings page and then
   the standings page (gzip accepted, as phones do), arriving at random over ``--spread``
   seconds (default 9: "all within 10 s"), then all at the same instant. Prints how long
   until every page was answered (target: 10 s), each page's median and p99 (target for
   pairings: 300 ms), how many requests failed (target: none), and the server's own CPU
   time. The phones are plain asyncio sockets: they cost little beside the server.
2. **Following.** ``--listeners`` phones (default 200) keep ``/live`` open while the window
   (this process, through the services) enters ``--results`` results of round 12 (default
   20), one every ``--every`` seconds. Each phone loads the pairings page again on each
   ``change``, as ``live.js`` does. Prints the reloads, their p99, and the results the last
   page shows (none may be lost).

Run by hand: ``.venv/bin/python benchmarks/bench_phones.py`` (about a minute).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.big_event import BigEvent, fresh_copy
from mtrdesk.services import Services

ROOT = Path(__file__).resolve().parents[1]


def cpu_seconds(pid: int) -> float:
    """The process's user + system CPU time (Linux ``/proc``): what the server itself
    spent, apart from the simulated phones sharing this machine's two cores."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


async def fetch(address: str, path: str) -> bytes:
    """One GET as a phone sends it (gzip accepted), on a connection of its own: the
    status line, the headers and the body as received. Plain asyncio sockets, so that the
    simulated phones cost this machine little beside the server they measure."""
    host, port = address.removeprefix("http://").rstrip("/").rsplit(":", 1)
    reader, writer = await asyncio.open_connection(host, int(port))
    try:
        writer.write(
            f"GET {path} HTTP/1.1\r\nHost: {host}\r\nAccept-Encoding: gzip\r\n"
            "Accept-Language: ja\r\nConnection: close\r\n\r\n".encode()
        )
        await writer.drain()
        return await reader.read()
    finally:
        writer.close()


async def posting(address: str, event_id: int, phones: int, spread: float) -> None:
    pages = {name: f"/e/{event_id}/{name}" for name in ("pairings", "standings")}
    times: dict[str, list[float]] = {name: [] for name in pages}
    failed = 0
    rng = random.Random(16)

    async def phone() -> None:
        nonlocal failed
        await asyncio.sleep(rng.uniform(0, spread))  # the room picks up its phones
        for name, path in pages.items():
            started = time.perf_counter()
            try:
                answer = await fetch(address, path)
            except OSError:
                failed += 1
                continue
            if not answer.startswith(b"HTTP/1.1 200"):
                failed += 1
                continue
            times[name].append(time.perf_counter() - started)

    started = time.perf_counter()
    await asyncio.gather(*(phone() for _ in range(phones)))
    total = time.perf_counter() - started
    print(
        f"posting: {phones} phones arriving over {spread:g} s, every page answered in "
        f"{total:.1f} s (target 10 s); failed {failed}"
    )
    for name, values in times.items():
        print(
            f"  {name}: median {statistics.median(values) * 1000:.0f} ms, "
            f"p99 {percentile(values, 0.99) * 1000:.0f} ms ({len(values)} answers)"
        )


async def following(
    address: str, event_id: int, database: Path, listeners: int, results: int, every: float
) -> None:
    path = f"/e/{event_id}/pairings?round=12"
    reloads: list[float] = []
    failed = 0
    host, port = address.removeprefix("http://").rstrip("/").rsplit(":", 1)

    async def phone() -> None:
        """A page open on /live that loads the pairings again on each change."""
        nonlocal failed
        reader, writer = await asyncio.open_connection(host, int(port))
        try:
            writer.write(f"GET /live HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
            await writer.drain()
            while line := await reader.readline():
                if line.strip() == b"event: change":
                    started = time.perf_counter()
                    try:
                        answer = await fetch(address, path)
                    except OSError:
                        failed += 1
                        continue
                    if answer.startswith(b"HTTP/1.1 200"):
                        reloads.append(time.perf_counter() - started)
                    else:
                        failed += 1
        finally:
            writer.close()

    tasks = [asyncio.create_task(phone()) for _ in range(listeners)]
    await asyncio.sleep(2)  # every stream open
    window = Services.open(database)
    try:
        view = window.rounds.round_view(event_id, 12)
        tables = [m.table for m in view.matches if m.awaiting_result][:results]
        for table in tables:
            window.rounds.report(event_id, 12, table, random.choice(["2-0", "2-1", "1-2"]))
            await asyncio.sleep(every)
        stored = sum(m.result is not None for m in window.rounds.round_view(event_id, 12).matches)
    finally:
        window.close()
    await asyncio.sleep(3)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    # The last page, not compressed (fetch() asks for gzip as phones do).
    shown = len(re.findall(r'class="result">\d-\d', await plain_page(address, path)))
    print(
        f"following: {listeners} phones, {len(tables)} results {every} s apart: "
        f"{len(reloads)} reloads, median {statistics.median(reloads) * 1000:.0f} ms, "
        f"p99 {percentile(reloads, 0.99) * 1000:.0f} ms, failed {failed}; "
        f"the page shows {shown} of the {stored} results of round 12 stored"
    )


async def plain_page(address: str, path: str) -> str:
    """The page's text, not compressed."""
    host, port = address.removeprefix("http://").rstrip("/").rsplit(":", 1)
    reader, writer = await asyncio.open_connection(host, int(port))
    try:
        writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        await writer.drain()
        return (await reader.read()).decode("utf-8", "replace")
    finally:
        writer.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--phones", type=int, default=1000)
    parser.add_argument(
        "--spread", type=float, default=9.0, help="seconds over which the phones arrive"
    )
    parser.add_argument("--listeners", type=int, default=200)
    parser.add_argument("--results", type=int, default=20)
    parser.add_argument("--every", type=float, default=1.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        fixture = fresh_copy(BigEvent(args.players, 12, 11), Path(folder))
        environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "mtrdesk",
                "--db",
                str(fixture.path),
                "serve",
                "--host",
                "127.0.0.1",
                "--port",
                "0",
            ],
            stdout=subprocess.PIPE,
            text=True,
            env=environment,
        )
        try:
            assert server.stdout is not None
            server.stdout.readline()
            address = server.stdout.readline().strip()
            time.sleep(1)
            for spread in (args.spread, 0.0):
                before = cpu_seconds(server.pid)
                asyncio.run(posting(address, fixture.event_id, args.phones, spread))
                print(f"  the server's own CPU time: {cpu_seconds(server.pid) - before:.1f} s")
            asyncio.run(
                following(
                    address,
                    fixture.event_id,
                    fixture.path,
                    args.listeners,
                    args.results,
                    args.every,
                )
            )
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=30)
            if server.stdout is not None:
                server.stdout.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
