"""Stations in processes of their own on one store (issue 17: several laptops on one event).

A station here is a process that opens ``Services.open(address, station="S1")`` itself,
as a laptop of the room does, and works through the services; the test (or the
benchmark) that starts it is the judge of what the store holds afterwards. The process
functions are the targets of ``multiprocessing`` processes of the ``spawn`` context (a
fresh interpreter each: no connection, lock or thread of the parent is inherited):

* ``report_station``: enters its share of a round's slips, one ``rounds.report(...,
  seen=None)`` each (the window's result entry: the table showed no result), and hands
  back what happened to each (``Outcome``) with how long it took;
* ``pair_station``: keeps trying ``rounds.pair_next(number=N)`` until it pairs round N,
  then tries a few times more, and hands back every answer (``PairingTries``);
* ``pair_and_hang``: pairs a round and stops dead at a chosen moment of it (``HANG_INSIDE``:
  inside the pairing's transaction, half the round's tables written; ``HANG_AFTER_COMMIT``:
  the pairing committed, its round-start backup about to begin), says so through an
  ``Event`` and sleeps, to be SIGKILLed there.

Every station first waits at a shared ``Barrier`` (all open, then all start at once) and
gives its answer through a ``Queue``; ``running`` kills whatever is still alive when the
block ends, so a station that hangs never holds up the suite, and ``collect`` gives up at
a deadline.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import multiprocessing
import multiprocessing.context
import multiprocessing.synchronize
import os
import queue
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.views import RoundView
from tests.helpers.services_support import settings

#: The decided results a slip says (best of three).
RESULTS = ("2-0", "2-1", "1-2", "0-2")
#: How long a station waits for the others at the start (opening takes a second or two
#: per process on the 2-core machine, more when the suite runs beside).
START_SECONDS = 60.0
#: How long a hanging station sleeps (it is killed long before).
HANG_SECONDS = 300.0
HANG_INSIDE = "inside"
HANG_AFTER_COMMIT = "after_commit"


def spawn() -> multiprocessing.context.SpawnContext:
    """Fresh interpreters: a forked child would share the parent's connections."""
    return multiprocessing.get_context("spawn")


# --- the event -----------------------------------------------------------------------------


def roster_csv(players: int) -> str:
    """``players`` rows "Player0000,Test,,P0000" (family, given, reading, player id)."""
    return "\n".join(f"Player{n:04d},Test,,P{n:04d}" for n in range(players))


def big_event(services: Services, players: int, name: str = "Stations") -> int:
    """An event of ``players`` players entered from one CSV (one transaction: 2,048
    players take a few seconds instead of a minute one by one); its id."""
    event_id, _ = services.events.create(settings(name=name))
    services.players.import_csv(event_id, services.players.preview_csv(roster_csv(players)))
    return event_id


def table_players(view: RoundView) -> dict[int, tuple[str, str | None]]:
    """Each table's two players by name (every name differs; the same on every store,
    unlike entry ids)."""
    return {m.table: (m.player1_name, m.player2_name) for m in view.matches if m.table is not None}


# --- who reports what -------------------------------------------------------------------------


@dataclass(frozen=True)
class Job:
    """One slip entered at a station: ``text`` for ``table``."""

    table: int
    text: str


@dataclass(frozen=True)
class Plan:
    """Who enters which slip: every table once, by ``stations`` in turn; every
    ``every``-th table a second time at the next station, alternately the same slip
    (``same``) and a different one (``different``: which wins is whoever saves first)."""

    jobs: tuple[tuple[Job, ...], ...]  # per station, in the order it enters them
    same: frozenset[int]
    different: frozenset[int]

    @property
    def tables(self) -> int:
        return len({job.table for jobs in self.jobs for job in jobs})

    @property
    def reports(self) -> int:
        return sum(len(jobs) for jobs in self.jobs)


def plan_reports(tables: Sequence[int], stations: int, rng: random.Random, every: int = 16) -> Plan:
    jobs: list[list[Job]] = [[] for _ in range(stations)]
    same, different = set(), set()
    for n, table in enumerate(sorted(tables)):
        text = rng.choice(RESULTS)
        first = n % stations
        jobs[first].append(Job(table, text))
        if every and n % every == 0:
            second = (first + 1) % stations
            if (n // every) % 2 == 0:
                same.add(table)
                jobs[second].append(Job(table, text))
            else:
                different.add(table)
                other = rng.choice([r for r in RESULTS if r != text])
                jobs[second].append(Job(table, other))
    for mine in jobs:
        rng.shuffle(mine)
    return Plan(tuple(tuple(j) for j in jobs), frozenset(same), frozenset(different))


# --- what stations hand back ------------------------------------------------------------------

SAVED = "saved"  # the result was written
SAME = "same"  # the table already held this very result: nothing written
REFUSED = "refused"  # a ServiceError
FAILED = "failed"  # anything else (a bug)


@dataclass(frozen=True)
class Outcome:
    station: str
    table: int
    text: str
    status: str
    seconds: float
    problem: str = ""
    details: dict[str, Any] = field(default_factory=dict)
    message: str = ""


@dataclass(frozen=True)
class PairingTries:
    """A pairing station's answers in order: ``(problem or "paired", seconds)``; for the
    one that paired, the round's tables (``tables``); the last refusal's message."""

    station: str
    answers: tuple[tuple[str, float], ...]
    tables: int = 0
    messages: tuple[str, ...] = ()
    failure: str = ""


# --- the stations (spawned processes) ---------------------------------------------------------


def _open(address: str, station: str) -> Services:
    """A station's own connection; the wall clock, as a laptop has (the stations' rows
    must be ordered in time across processes, which separate fake clocks are not)."""
    return Services.open(address, station=station, clock=dt.datetime.now, rng=random.Random(0))


def report_station(
    address: str,
    station: str,
    event_id: int,
    number: int,
    jobs: Sequence[Job],
    start: multiprocessing.synchronize.Barrier,
    out: multiprocessing.Queue,  # type: ignore[type-arg]
    think: float = 0.0,
) -> None:
    """Enter each of ``jobs`` in round ``number`` as the result entry does (``seen=None``:
    the table showed no result), timing each, ``think`` seconds between two; put the
    ``Outcome`` list on ``out``."""
    from mtrdesk.words.messages import describe

    services = _open(address, station)
    outcomes: list[Outcome] = []
    try:
        start.wait(START_SECONDS)
        for n, job in enumerate(jobs):
            if think and n:
                time.sleep(think)
            began = time.perf_counter()
            try:
                changes = services.rounds.report(event_id, number, job.table, job.text, seen=None)
            except ServiceError as error:
                outcomes.append(
                    Outcome(
                        station,
                        job.table,
                        job.text,
                        REFUSED,
                        time.perf_counter() - began,
                        error.problem.value,
                        dict(error.details),
                        describe(error),
                    )
                )
                continue
            except Exception as error:  # a bug: handed back, the test fails on it
                outcomes.append(
                    Outcome(station, job.table, job.text, FAILED, 0.0, message=f"{error!r}")
                )
                continue
            status = SAVED if changes.results else SAME
            outcomes.append(
                Outcome(station, job.table, job.text, status, time.perf_counter() - began)
            )
    finally:
        services.close()
    out.put(outcomes)


def pair_station(
    address: str,
    station: str,
    event_id: int,
    number: int,
    seed: int,
    start: multiprocessing.synchronize.Barrier,
    out: multiprocessing.Queue,  # type: ignore[type-arg]
    *,
    pause: float = 0.25,
    after: int = 3,
    give_up: float = 240.0,
) -> None:
    """Try ``pair_next(number=number, seed=seed)`` every ``pause`` seconds until it pairs
    (or ``give_up`` seconds passed), then ``after`` times more; put ``PairingTries``."""
    from mtrdesk.words.messages import describe

    services = _open(address, station)
    answers: list[tuple[str, float]] = []
    messages: list[str] = []
    tables, failure = 0, ""
    try:
        start.wait(START_SECONDS)
        began = time.monotonic()
        left = after
        while left > 0 and time.monotonic() - began < give_up:
            tried = time.perf_counter()
            try:
                view, _ = services.rounds.pair_next(event_id, seed, number=number)
            except ServiceError as error:
                answers.append((error.problem.value, time.perf_counter() - tried))
                if error.problem is not Problem.RESULTS_MISSING:
                    messages.append(describe(error))
            except Exception as error:  # a bug: handed back, the test fails on it
                failure = repr(error)
                break
            else:
                answers.append(("paired", time.perf_counter() - tried))
                tables = sum(1 for m in view.matches if m.table is not None)
            if tables:
                left -= 1
            time.sleep(pause)
    finally:
        services.close()
    out.put(PairingTries(station, tuple(answers), tables, tuple(messages), failure))


def pair_and_hang(
    address: str,
    station: str,
    event_id: int,
    seed: int,
    moment: str,
    there: multiprocessing.synchronize.Event,
    backups: str,
) -> None:
    """Pair the next round of ``event_id`` and stop at ``moment`` (``HANG_INSIDE``: half
    its tables written, inside the transaction; ``HANG_AFTER_COMMIT``: committed, the
    round-start backup next), set ``there`` and sleep until killed."""
    from mtrdesk.store import queries

    def hang() -> None:
        there.set()
        time.sleep(HANG_SECONDS)

    services = Services.open(
        address, station=station, clock=dt.datetime.now, rng=random.Random(0), backups=backups
    )
    if moment == HANG_INSIDE:
        insert = queries.insert_matches

        def half_then_hang(rows: Sequence[Any]) -> None:
            insert(rows[: len(rows) // 2])
            hang()
            insert(rows[len(rows) // 2 :])

        queries.insert_matches = half_then_hang  # type: ignore[assignment]
    elif moment == HANG_AFTER_COMMIT:

        def after_commit(event: int, number: int) -> None:
            hang()

        services.context.on_round_start = after_commit  # type: ignore[assignment]
    else:
        raise ValueError(moment)
    services.rounds.pair_next(event_id, seed)
    raise AssertionError(f"{station} was not stopped at {moment}")


# --- running them -----------------------------------------------------------------------------


@contextlib.contextmanager
def running(
    context: multiprocessing.context.SpawnContext,
    targets: Sequence[tuple[Callable[..., None], tuple[object, ...]]],
) -> Iterator[list[multiprocessing.process.BaseProcess]]:
    """Start a process per ``(function, args)``; when the block ends, however it ends,
    kill (SIGKILL) whichever is still alive and reap them all."""
    started: list[multiprocessing.process.BaseProcess] = []
    try:
        for function, args in targets:
            process = context.Process(target=function, args=args, daemon=True)
            process.start()
            started.append(process)
        yield started
    finally:
        for process in started:
            if process.is_alive():
                process.kill()
        for process in started:
            process.join(10)


def collect(
    out: multiprocessing.Queue,  # type: ignore[type-arg]
    processes: Sequence[multiprocessing.process.BaseProcess],
    seconds: float,
) -> list[Any]:
    """One answer per process from ``out`` within ``seconds`` in all; a process that died
    without answering, or the deadline, fails the test with the exit codes."""
    answers: list[Any] = []
    deadline = time.monotonic() + seconds
    while len(answers) < len(processes):
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(
                f"stations still working after {seconds:.0f} s: {_codes(processes)}"
            )
        try:
            answers.append(out.get(timeout=min(left, 1.0)))
        except queue.Empty:
            dead = [p for p in processes if p.exitcode not in (None, 0)]
            if dead:
                raise AssertionError(f"a station died: {_codes(processes)}") from None
    for process in processes:
        process.join(max(1.0, deadline - time.monotonic()))
    return answers


def _codes(processes: Sequence[multiprocessing.process.BaseProcess]) -> str:
    return ", ".join(f"{p.name}: {p.exitcode}" for p in processes)


def wait_for(there: multiprocessing.synchronize.Event, process: Any, seconds: float) -> None:
    """Until ``there`` is set; a station that died first or a deadline fails the test."""
    deadline = time.monotonic() + seconds
    while not there.wait(0.1):
        if not process.is_alive():
            raise AssertionError(f"{process.name} ended ({process.exitcode}) before the moment")
        if time.monotonic() > deadline:
            raise AssertionError(f"{process.name} did not reach the moment in {seconds:.0f} s")


def kill(process: multiprocessing.process.BaseProcess) -> None:
    """SIGKILL, as a power cut or the task manager ends a station; reaped."""
    assert process.pid is not None
    os.kill(process.pid, 9)
    process.join(10)
    assert process.exitcode == -9, process.exitcode
