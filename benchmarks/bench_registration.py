"""Registration from phones under load (issue 30, item 5): ``--phones`` phones (default
200), each with its own device cookie and its own name, register for one event within a
minute against a real ``mtrdesk serve`` on 127.0.0.1. The event's desk accepts at once
and has a capacity (default 150): the rest go on the waitlist. Every tenth phone taps
Register twice (the same form again: it must stay one registration).

Each phone loads the form (its device cookie and form token), posts it as a browser
does (its cookie, this server's Origin) and follows the 303 to its registration's page.
Then the database says what was stored. Prints:

- stored: registrations in the database; accepted (entries) and waitlisted;
- lost: phones told "registered" whose registration is not stored, or not as theirs,
  plus phones that got anything but the 303 (a refusal, an error, no answer);
- duplicates: a name registered twice, an entry made twice for a person, a token given
  to two phones;
- the post's latency (from sending it to the 303): p50 and p99, and the status page's.

Exits 1 when anything is lost or duplicated, or the post's p99 is over 300 ms. All 200
phones share the address 127.0.0.1: the form's limit is per device *and* per address,
the address's ceiling (``SUBMISSIONS_PER_ADDRESS``) above a room of phones, so the
benchmark measures the server, not the throttle
(``tests/web/test_registration_pages.py`` checks that both limits hold).

Run by hand: ``.venv/bin/python benchmarks/bench_registration.py`` (about a minute).
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import os
import random
import re
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bench_phones import cpu_seconds, percentile
from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.web.registration.pages import SUBMISSIONS_PER_ADDRESS

ROOT = Path(__file__).resolve().parents[1]
#: Where the server listens: loopback, any free port.
LOOPBACK = ("--host", "127.0.0.1", "--port", "0")
#: The post's p99 the issue asks for on this 2-core machine.
TARGET_P99 = 0.300
_KANA = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわ"


def reading_of(number: int) -> str:
    """A distinct reading for each phone: its number written in kana digits."""
    digits = []
    while True:
        number, rest = divmod(number, len(_KANA))
        digits.append(_KANA[rest])
        if number == 0:
            break
    return "べんち " + "".join(reversed(digits))


@dataclass
class Outcome:
    """What the phones saw."""

    posts: list[float] = field(default_factory=list)
    pages: list[float] = field(default_factory=list)
    #: Each phone's name and the token its 303 gave (a double tap: both tokens).
    told: dict[int, list[str]] = field(default_factory=dict)
    refused: Counter[str] = field(default_factory=Counter)


async def exchange(host: str, port: int, request: bytes) -> tuple[str, dict[str, str], bytes]:
    """One request on a connection of its own: the status line, the headers (the last
    of each name; ``set-cookie`` joined) and the body."""
    reader, writer = await asyncio.open_connection(host, port)
    try:
        writer.write(request)
        await writer.drain()
        raw = await reader.read()
    finally:
        writer.close()
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers: dict[str, str] = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        key = name.strip().lower()
        value = value.strip()
        headers[key] = (
            f"{headers[key]}; {value}" if key == "set-cookie" and key in headers else value
        )
    return lines[0], headers, body


async def phone(
    host: str, port: int, event_id: int, number: int, delay: float, outcome: Outcome
) -> None:
    await asyncio.sleep(delay)
    base = f"Host: {host}:{port}\r\nAccept-Language: ja\r\nConnection: close\r\n"
    try:
        status, headers, body = await exchange(
            host, port, f"GET /e/{event_id}/register HTTP/1.1\r\n{base}\r\n".encode()
        )
        cookie = re.search(r"device=([0-9a-f]{32})", headers.get("set-cookie", ""))
        csrf = re.search(rb'name="csrf" value="([0-9a-f]+)"', body)
        if not status.endswith("200 OK") or cookie is None or csrf is None:
            outcome.refused[f"form: {status}"] += 1
            return
        fields = {
            "csrf": csrf.group(1).decode(),
            "family": f"ベンチ{number:03d}",
            "given": "プレイヤー",
            "reading": reading_of(number),
            "email": f"player{number:03d}@example.com" if number % 2 else "",
        }
        form = "&".join(f"{k}={quote(v)}" for k, v in fields.items()).encode()
        post = (
            f"POST /e/{event_id}/register HTTP/1.1\r\n{base}"
            f"Cookie: device={cookie.group(1)}\r\nOrigin: http://{host}:{port}\r\n"
            "Content-Type: application/x-www-form-urlencoded\r\n"
            f"Content-Length: {len(form)}\r\n\r\n"
        ).encode() + form
        for _ in range(2 if number % 10 == 0 else 1):  # every tenth phone taps twice
            started = time.perf_counter()
            status, headers, _ = await exchange(host, port, post)
            outcome.posts.append(time.perf_counter() - started)
            where = headers.get("location", "")
            token = re.fullmatch(rf"/e/{event_id}/register/([A-Za-z0-9_-]+)", where)
            if " 303 " not in status or token is None:
                outcome.refused[f"post: {status}"] += 1
                return
            outcome.told.setdefault(number, []).append(token.group(1))
        started = time.perf_counter()
        status, _, _ = await exchange(
            host,
            port,
            f"GET {where} HTTP/1.1\r\n{base}Cookie: device={cookie.group(1)}\r\n\r\n".encode(),
        )
        outcome.pages.append(time.perf_counter() - started)
        if not status.endswith("200 OK"):
            outcome.refused[f"status page: {status}"] += 1
    except OSError as error:
        outcome.refused[f"no answer: {type(error).__name__}"] += 1


def stored(database: Path, event_id: int) -> tuple[list[tuple[str, str, str, str]], list[int]]:
    """The registrations (token, family, state, device) and the entries' roster ids."""
    connection = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    try:
        registrations = connection.execute(
            "SELECT token, family, state, device FROM registration WHERE event_id = ?",
            (event_id,),
        ).fetchall()
        entries = [
            row[0]
            for row in connection.execute(
                "SELECT roster_id FROM entry WHERE event_id = ?", (event_id,)
            ).fetchall()
        ]
    finally:
        connection.close()
    return registrations, entries


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phones", type=int, default=200)
    parser.add_argument("--capacity", type=int, default=150)
    parser.add_argument(
        "--spread", type=float, default=50.0, help="seconds over which the phones arrive"
    )
    args = parser.parse_args()
    if args.phones > SUBMISSIONS_PER_ADDRESS:
        print(f"note: more phones than the address's ceiling ({SUBMISSIONS_PER_ADDRESS})")
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "registration.sqlite3"
        with Services.open(database) as services:
            settings = EventSettings("Benchmark", dt.date(2026, 11, 28))
            event_id, _ = services.events.create(settings)
            services.registration.set_desk(
                event_id, open=True, accept_at_once=True, capacity=args.capacity, asks_deck=False
            )
        environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
        server = subprocess.Popen(
            [sys.executable, "-m", "mtrdesk", "--db", str(database), "serve", *LOOPBACK],
            stdout=subprocess.PIPE,
            text=True,
            env=environment,
        )
        try:
            assert server.stdout is not None
            server.stdout.readline()
            address = server.stdout.readline().strip()
            host, port = address.removeprefix("http://").rstrip("/").rsplit(":", 1)
            time.sleep(1)
            outcome = Outcome()
            rng = random.Random(30)
            before = cpu_seconds(server.pid)
            started = time.perf_counter()

            async def room() -> None:
                await asyncio.gather(
                    *(
                        phone(host, int(port), event_id, n, rng.uniform(0, args.spread), outcome)
                        for n in range(args.phones)
                    )
                )

            asyncio.run(room())
            took = time.perf_counter() - started
            cpu = cpu_seconds(server.pid) - before
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=30)
            if server.stdout is not None:
                server.stdout.close()
        registrations, entries = stored(database, event_id)
    return report(args, outcome, registrations, entries, took, cpu)


def report(
    args: argparse.Namespace,
    outcome: Outcome,
    registrations: list[tuple[str, str, str, str]],
    entries: list[int],
    took: float,
    cpu: float,
) -> int:
    by_token = {token: (family, state) for token, family, state, _ in registrations}
    lost = sum(outcome.refused.values())
    for number, tokens in outcome.told.items():
        for token in tokens:
            if by_token.get(token, ("", ""))[0] != f"ベンチ{number:03d}":
                lost += 1  # told "registered", not stored as theirs
    double_taps = [tokens for tokens in outcome.told.values() if len(tokens) > 1]
    duplicates = sum(n - 1 for n in Counter(f for _, f, _, _ in registrations).values() if n > 1)
    duplicates += sum(n - 1 for n in Counter(entries).values() if n > 1)
    duplicates += sum(1 for tokens in double_taps if len(set(tokens)) > 1)
    states = Counter(state for _, _, state, _ in registrations)
    p50 = statistics.median(outcome.posts) if outcome.posts else float("nan")
    p99 = percentile(outcome.posts, 0.99) if outcome.posts else float("inf")
    print(
        f"registration: {args.phones} phones (distinct device cookies and names, one address) "
        f"over {args.spread:g} s, all done in {took:.1f} s; capacity {args.capacity}, "
        "accepted at once"
    )
    print(
        f"  stored {len(registrations)} registrations ({dict(sorted(states.items()))}), "
        f"{len(entries)} entries; lost {lost}; duplicates {duplicates} "
        f"({len(double_taps)} phones tapped twice)"
    )
    if outcome.refused:
        print(f"  refused or failed: {dict(outcome.refused)}")
    print(
        f"  post (form to 303): p50 {p50 * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms "
        f"({len(outcome.posts)} posts; target p99 {TARGET_P99 * 1000:.0f} ms)"
    )
    if outcome.pages:
        print(
            f"  status page: p50 {statistics.median(outcome.pages) * 1000:.0f} ms, "
            f"p99 {percentile(outcome.pages, 0.99) * 1000:.0f} ms"
        )
    print(f"  the server's own CPU time: {cpu:.1f} s")
    expected_entries = min(args.capacity, args.phones)
    if len(entries) != expected_entries:
        print(f"  FAIL: {len(entries)} entries, expected {expected_entries}")
        return 1
    if lost or duplicates or p99 > TARGET_P99 or len(registrations) != args.phones:
        print("  FAIL")
        return 1
    print("  ok")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
