"""The room on the store's Wi-Fi (issues 16 and 33): many phones load the round the
moment it is posted, then follow the results. Loopback only, bounded in count and time.

This process is the organizer's window: it opens a copy of the big event
(``benchmarks/big_event.py``: 1,024 players, 12 rounds paired, 11 reported) as the window
does, holding the file, and ``mtrdesk serve`` runs on 127.0.0.1 beside it, read-only, as
``serve`` does when a window has the database (``docs/lan-api.md``): one writer, the
window, whose results the server sees. (Until issue 33 the server was started first and
held the file, and the window's ``Services.open`` failed half-way with ``DatabaseInUse``:
the lock that keeps two writers off one file.) Then:

1. **Posting.** ``--phones`` phones (default 1,000) each load the pairings page and then
   the standings page (gzip accepted, as phones do), arriving at random over ``--spread``
   seconds (default 9: "all within 10 s"), once.
2. **At the same instant** (issue 33: a round posted on the screen), ``--runs`` times
   (default 7): the window enters one result first (a change, so every run renders the
   pages once, as a new round does), then, ``--settle`` seconds later (default 0: at
   once), the same phones arrive at the same instant.
   Per run: each page's median and p99 (target for pairings: p99 300 ms), the requests
   failed (target: none; a request not answered in ``--timeout`` seconds has failed), the
   server's own CPU time (``/proc``) and the load average. The summary gives the medians
   over the runs, with the phones' own CPU time beside the server's: the phones are
   non-blocking sockets on one selector in one thread (``posting``), as cheap as a Python
   client can be, since here they share the two cores with the server.
3. **Following.** ``--listeners`` phones (default 200) keep ``/live`` open while the window
   enters ``--results`` results of round 12 (default 20), one every ``--every`` seconds.
   Each phone loads the pairings page again on each ``change``, as ``live.js`` does. Prints
   the reloads, their p99, and the results the last page shows (none may be lost).

Run by hand: ``.venv/bin/python benchmarks/bench_phones.py`` (about two minutes).
``--figures`` (for ``benchmarks/run_all.py``) runs only step 2 and prints its figures as
JSON lines, the text going to stderr: ``phones_p99`` (the median over the runs of each
run's pairings p99, beside the server's median CPU time per run; target 300 ms) and
``phones_failed`` (the requests failed in all the runs; target 0).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import errno
import os
import random
import re
import selectors
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.big_event import BigEvent, fresh_copy
from benchmarks.figures import MIN_RUNS, Timings, emit_line, figure_line, valued_line
from mtrdesk.services import Services

ROOT = Path(__file__).resolve().parents[1]
#: ``serve``'s options: loopback only, a port the system chooses.
LOOPBACK = ("--host", "127.0.0.1", "--port", "0")


def cpu_seconds(pid: int) -> float:
    """The process's user + system CPU time (Linux ``/proc``): what the server itself
    spent, apart from the simulated phones sharing this machine's two cores."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] if ordered else 0.0


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def load() -> str:
    """The load average (1, 5, 15 minutes): the machine is shared, compare runs under a
    similar load."""
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


async def fetch(address: str, path: str, timeout: float) -> bytes:
    """One GET as a phone sends it (gzip accepted), on a connection of its own: the
    status line, the headers and the body as received; ``TimeoutError`` after ``timeout``
    seconds. Asyncio, for the pages that follow (``following``) beside their streams; a
    burst's phones are cheaper (``posting``)."""
    (host, port), (request,) = requests_of(address, [path])

    async def get() -> bytes:
        reader, writer = await asyncio.open_connection(host, port)
        try:
            writer.write(request)
            await writer.drain()
            return await reader.read()
        finally:
            writer.close()

    return await asyncio.wait_for(get(), timeout)


#: The status line's start of an answer given.
_OK = b"HTTP/1.1 200"


@dataclass
class Posted:
    """One posting: each page's answer times, the requests failed, the whole wait."""

    times: dict[str, list[float]]
    failed: int
    total: float


class _Call:
    """One request of a phone on its own connection: the request's bytes, what was sent
    and received so far, when it started (``__slots__``: a thousand of them at once)."""

    __slots__ = ("answer", "deadline", "phone", "sent", "sock", "started", "step")

    def __init__(self, phone: int, step: int, sock: socket.socket, started: float) -> None:
        self.phone = phone
        self.step = step
        self.sock = sock
        self.started = started
        self.deadline = started + 0.0
        self.sent = 0
        self.answer: list[bytes] = []


def requests_of(address: str, paths: list[str]) -> tuple[tuple[str, int], list[bytes]]:
    """The server's host and port, and each path's GET as a phone sends it (gzip
    accepted, Japanese, the connection closed after the answer), encoded once."""
    host, port = address.removeprefix("http://").rstrip("/").rsplit(":", 1)
    return (host, int(port)), [
        f"GET {path} HTTP/1.1\r\nHost: {host}\r\nAccept-Encoding: gzip\r\n"
        "Accept-Language: ja\r\nConnection: close\r\n\r\n".encode()
        for path in paths
    ]


def posting(
    address: str, event_id: int, phones: int, spread: float, timeout: float = 30.0
) -> Posted:
    """``phones`` phones load the pairings page then the standings page, arriving at
    random over ``spread`` seconds (0: at the same instant); a request not answered in
    ``timeout`` seconds has failed.

    The phones are as cheap as a Python client can be, since on this machine they share
    the cores with the server they measure (on a real floor each is a device of its
    own): one thread, non-blocking sockets on one selector (epoll), each request's bytes
    made once; still a connection of its own for each request, the whole answer read
    and its status checked."""
    names = ("pairings", "standings")
    target, wire = requests_of(address, [f"/e/{event_id}/{name}" for name in names])
    times: dict[str, list[float]] = {name: [] for name in names}
    failed = 0
    rng = random.Random(16)
    clock = time.perf_counter
    began = clock()
    # When each phone is picked up, earliest first: (time, phone).
    arrivals = sorted((began + rng.uniform(0, spread), phone) for phone in range(phones))
    arrivals.reverse()  # popped from the end
    selector = selectors.DefaultSelector()
    # Open calls in the order they started: with one timeout for all, the oldest
    # is always the first to run out.
    open_calls: collections.deque[_Call] = collections.deque()
    finished: set[_Call] = set()
    done = 0

    def start(phone: int, step: int, now: float) -> None:
        nonlocal failed
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setblocking(False)
        call = _Call(phone, step, sock, now)
        call.deadline = now + timeout
        error = sock.connect_ex(target)
        if error not in (0, errno.EINPROGRESS):
            sock.close()
            failed += 1
            next_step(call, now)
            return
        selector.register(sock, selectors.EVENT_WRITE, call)
        open_calls.append(call)

    def next_step(call: _Call, now: float) -> None:
        nonlocal done
        if call.step + 1 < len(names):
            start(call.phone, call.step + 1, now)
        else:
            done += 1

    def end(call: _Call, now: float, answered: bool) -> None:
        nonlocal failed
        selector.unregister(call.sock)
        call.sock.close()
        finished.add(call)
        head = call.answer[0] if call.answer else b""
        if len(head) < len(_OK):
            head = b"".join(call.answer)
        if answered and head.startswith(_OK):
            times[names[call.step]].append(now - call.started)
        else:
            failed += 1
        call.answer = []
        next_step(call, now)

    while done < phones:
        now = clock()
        while arrivals and arrivals[-1][0] <= now:
            start(arrivals.pop()[1], 0, now)
        while open_calls and (open_calls[0] in finished or open_calls[0].deadline <= now):
            call = open_calls.popleft()
            if call in finished:
                finished.discard(call)
            else:
                end(call, now, answered=False)  # timed out
        waits = [0.05]
        if arrivals:
            waits.append(arrivals[-1][0] - now)
        if open_calls:
            waits.append(open_calls[0].deadline - now)
        for key, events in selector.select(max(0.0, min(waits))):
            call = key.data
            now = clock()
            if events & selectors.EVENT_WRITE:
                try:
                    if call.sent == 0 and call.sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR):
                        end(call, now, answered=False)
                        continue
                    call.sent += call.sock.send(wire[call.step][call.sent :])
                except OSError:
                    end(call, now, answered=False)
                    continue
                if call.sent == len(wire[call.step]):
                    selector.modify(call.sock, selectors.EVENT_READ, call)
                continue
            try:
                chunk = call.sock.recv(65536)
            except BlockingIOError:
                continue
            except OSError:
                end(call, now, answered=False)
                continue
            if chunk:
                call.answer.append(chunk)
            else:
                end(call, now, answered=True)
    selector.close()
    return Posted(times, failed, clock() - began)


def print_posted(posted: Posted, cpu: float, title: str) -> None:
    print(f"{title}: every page answered in {posted.total:.1f} s; failed {posted.failed}")
    for name, values in posted.times.items():
        print(
            f"  {name}: median {ms(statistics.median(values))}, "
            f"p99 {ms(percentile(values, 0.99))} ({len(values)} answers)"
        )
    print(f"  the server's own CPU time: {cpu:.2f} s; load {load()}")


@dataclass
class SameInstant:
    """The runs at the same instant: each run's pairings p99 and the server's CPU seconds,
    and the requests failed in all."""

    p99: list[float]
    cpu: list[float]
    failed: int


def at_the_same_instant(
    address: str,
    event_id: int,
    window: Services,
    server: int,
    phones: int,
    runs: int,
    settle: float = 0.0,
) -> SameInstant:
    """``runs`` times: one result entered by the window (a change: the pages are made
    again), ``settle`` seconds (0: none), then every phone at the same instant. Prints
    each run and the medians. The server's CPU time counts from the result entered, so
    that pages it makes before the phones arrive (``web.answers.Answers.refresh``) are
    in it."""
    tables = iter(awaiting(window, event_id))
    p50: list[float] = []
    p99: list[float] = []
    cpus: list[float] = []
    theirs: list[float] = []
    failed = 0
    for run in range(1, runs + 1):
        before = cpu_seconds(server)
        window.rounds.report(event_id, 12, next(tables), "2-1")
        time.sleep(settle)
        own = time.process_time()
        posted = posting(address, event_id, phones, 0.0)
        cpu = cpu_seconds(server) - before
        theirs.append(time.process_time() - own)
        print_posted(posted, cpu, f"same instant, run {run}/{runs}: {phones} phones")
        pairings = posted.times["pairings"]
        p50.append(statistics.median(pairings) if pairings else float("inf"))
        p99.append(percentile(pairings, 0.99) if pairings else float("inf"))
        cpus.append(cpu)
        failed += posted.failed
    print(
        f"{phones} phones at the same instant, medians of {runs} runs: pairings p50 "
        f"{ms(statistics.median(p50))}, p99 {ms(statistics.median(p99))} (target 300 ms; "
        f"runs {min(p99) * 1000:.0f}-{max(p99) * 1000:.0f} ms); failed {failed} "
        f"(target 0); the server's CPU {statistics.median(cpus):.2f} s a run "
        f"({statistics.median(cpus) / (2 * phones) * 1000:.2f} ms a request: two a phone), "
        f"the phones' "
        f"{statistics.median(theirs):.2f} s (they share the 2 cores); load {load()}"
    )
    return SameInstant(p99, cpus, failed)


def figure_lines(players: int, measured: SameInstant) -> list[dict[str, object]]:
    """The ``--figures`` lines: the median of the runs' pairings p99 (milliseconds; the
    server's median CPU per run beside it) and the requests failed in all the runs."""
    p99 = Timings(wall=list(measured.p99), cpu=list(measured.cpu))
    return [
        figure_line("phones_p99", players, p99),
        valued_line("phones_failed", players, measured.failed, p99.runs),
    ]


def awaiting(window: Services, event_id: int) -> list[int]:
    """The tables of round 12 still waiting for their result."""
    matches = window.rounds.round_view(event_id, 12).matches
    return [m.table for m in matches if m.awaiting_result and m.table is not None]


async def following(
    address: str, event_id: int, window: Services, listeners: int, results: int, every: float
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
                        answer = await fetch(address, path, 30.0)
                    except (OSError, TimeoutError):
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
    rng = random.Random(33)
    tables = awaiting(window, event_id)[:results]
    for table in tables:
        window.rounds.report(event_id, 12, table, rng.choice(["2-0", "2-1", "1-2"]))
        await asyncio.sleep(every)
    stored = sum(m.result is not None for m in window.rounds.round_view(event_id, 12).matches)
    await asyncio.sleep(3)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    # The last page, not compressed (fetch() asks for gzip as phones do).
    shown = len(re.findall(r'class="result">\d-\d', await plain_page(address, path)))
    print(
        f"following: {listeners} phones, {len(tables)} results {every} s apart: "
        f"{len(reloads)} reloads, median {ms(statistics.median(reloads) if reloads else 0)}, "
        f"p99 {ms(percentile(reloads, 0.99))}, failed {failed}; "
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


def start_server(database: Path) -> tuple[subprocess.Popen[str], str]:
    """``mtrdesk serve`` on loopback beside the window (read-only: the window holds the
    file) and its address."""
    # This checkout first, then whatever PYTHONPATH already holds (a helper's tree, an
    # extra package being measured): the server runs the code under test.
    path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": path}
    server = subprocess.Popen(
        [*(sys.executable, "-m", "mtrdesk", "--db", str(database), "serve"), *LOOPBACK],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=environment,
    )
    assert server.stdout is not None
    first = server.stdout.readline()
    address = server.stdout.readline().strip()
    if "read-only" not in first or not address.startswith("http://127.0.0.1:"):
        server.kill()
        raise SystemExit(f"serve did not start beside the window: {first!r} {address!r}")
    return server, address


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--phones", type=int, default=1000)
    parser.add_argument(
        "--spread", type=float, default=9.0, help="seconds over which the phones arrive"
    )
    parser.add_argument("--runs", type=int, default=7, help="postings at the same instant")
    parser.add_argument(
        "--settle",
        type=float,
        default=0.0,
        help="seconds between the result entered and the phones at the same instant "
        "(the room looks up at the screen a moment after it is posted; default 0)",
    )
    parser.add_argument("--listeners", type=int, default=200)
    parser.add_argument("--results", type=int, default=20)
    parser.add_argument("--every", type=float, default=1.0)
    parser.add_argument("--skip-spread", action="store_true", help="no posting over --spread")
    parser.add_argument("--skip-following", action="store_true", help="no following")
    parser.add_argument(
        "--figures", action="store_true", help="only the same instant, as JSON lines for run_all"
    )
    args = parser.parse_args()
    if args.figures:
        args.skip_spread = args.skip_following = True
        args.runs = max(args.runs, MIN_RUNS)
        with contextlib.redirect_stdout(sys.stderr):  # the JSON lines alone on stdout
            measured = run(args)
        for line in figure_lines(args.players, measured):
            emit_line(line)
        return 0
    run(args)
    return 0


def run(args: argparse.Namespace) -> SameInstant:
    """The steps asked for, on a fresh copy of the big event; the same instant's runs."""
    print(f"load at the start {load()}; {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as folder:
        fixture = fresh_copy(BigEvent(args.players, 12, 11), Path(folder))
        window = Services.open(fixture.path)  # the window holds the file
        server, address = start_server(fixture.path)
        try:
            time.sleep(1)
            if not args.skip_spread:
                before = cpu_seconds(server.pid)
                posted = posting(address, fixture.event_id, args.phones, args.spread)
                cpu = cpu_seconds(server.pid) - before
                print_posted(
                    posted, cpu, f"posting: {args.phones} phones arriving over {args.spread:g} s"
                )
            measured = at_the_same_instant(
                address,
                fixture.event_id,
                window,
                server.pid,
                args.phones,
                args.runs,
                args.settle,
            )
            if not args.skip_following:
                asyncio.run(
                    following(
                        address,
                        fixture.event_id,
                        window,
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
            window.close()
    return measured


if __name__ == "__main__":
    raise SystemExit(main())
