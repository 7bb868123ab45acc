"""The kill campaign's parent: start the driver, SIGKILL it at a random moment, check.

``benchmarks/kill_driver.py`` runs a scripted series of events through the services and
prints, around every change (one service call, one transaction)::

    BEGIN <kind> <fields>          before the call
    CONFIRMED <kind> <fields>      after it returned, flushed before the next change

    event <id> <name>                         the event exists under that name
    player <event> <entry> <name>             the player is entered
    csv <event> <entries>                     the CSV went in: the event has that many entries
    round <event> <n> <matches> <digest>      round n is paired so (tables, players, kinds)
    result <event> <round> <table> <w1> <w2> <draws>   that result at that table
    clear <event> <round> <table>             no result at that table
    drop <event> <entry> <after round>        the player dropped after that round
    playoff <event> <digest>                  the playoff seeds
    import <event> <name> <players> <rounds> <digest>  an event file imported whole
    delete <event> <name>                     the event and everything in it is gone

(BEGIN lines carry the key, and the new value where the driver knows it in advance.)

After each kill the parent (``Campaign.kill_once``) drains what the driver printed before
it died, then checks the files as the next start would meet them:

1. ``PRAGMA integrity_check`` and ``PRAGMA foreign_key_check`` through a read-only SQLite
   connection (the -wal is read as SQLite reads it; nothing is checkpointed or removed);
2. every confirmed change, read back with plain SQL on that connection: the latest
   confirmed value of each key (a correction replaces the result it corrects, a clear
   expects no result). The one change in flight when the signal landed may be there or
   not, but never half: its key holds the old value or the new one (an import all its
   players, rounds and results or nothing), and from then on whatever it left is expected;
3. ``Services.open`` succeeds: the dead process's lock does not refuse the next start
   (``DatabaseInUse`` is a stuck lock), and it writes every round-start backup a kill
   left promised (issue 33: the driver copies on a thread, as the window does; a mark
   still there after the opening is counted as a failed open).

Then the driver starts again on the same file and carries on from where it was. Used by
``benchmarks/kill_campaign.py`` (the 500-kill run) and ``tests/store/test_kill_campaign_slice.py``.
"""

from __future__ import annotations

import collections
import dataclasses
import hashlib
import os
import queue
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import IO

from mtrdesk.services import Services
from mtrdesk.store import backup_files
from mtrdesk.store.errors import DatabaseInUse, StoreError

REPO = Path(__file__).resolve().parents[2]
DRIVER = REPO / "benchmarks" / "kill_driver.py"

#: A change in flight whose new value the driver cannot know before the call (a round's
#: pairing, a new entry's id): whatever the database holds is accepted, then expected.
ANY = object()

Key = tuple[object, ...]


@dataclasses.dataclass(frozen=True)
class Gone:
    """An event deleted: neither it nor anything of it may be in the database."""

    event: int


#: The kinds of key whose second field is an event id.
OF_EVENT = ("player", "csv", "round", "result", "drop", "playoff")

#: How the parent chooses the moment, with weights: a delay from the start (startup,
#: anywhere), shortly after the driver announces a change of some kind (inside it), or at
#: once on reading a confirmation.
MODES: tuple[tuple[str, float], ...] = (
    ("timer", 0.20),
    ("begin round", 0.20),
    ("begin result", 0.12),
    ("begin clear", 0.03),
    ("begin drop", 0.05),
    ("begin player", 0.04),
    ("begin csv", 0.05),
    ("begin import", 0.08),
    ("begin playoff", 0.03),
    ("begin delete", 0.05),
    ("confirmed", 0.15),
)
#: First guesses of how long a change takes (s); replaced by what the campaign measures.
GUESSES = {
    "round": 0.2,
    "result": 0.005,
    "clear": 0.005,
    "drop": 0.01,
    "player": 0.005,
    "csv": 0.2,
    "import": 0.5,
    "playoff": 0.02,
    "event": 0.005,
    "delete": 0.1,
}


def digest(rows: Iterable[Sequence[object]]) -> str:
    """The driver's digest (``benchmarks/kill_driver.py``), here over SQL rows."""
    text = "\n".join(sorted(",".join("-" if v is None else str(v) for v in r) for r in rows))
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def parse(line: str) -> tuple[str, str, Key, object] | None:
    """``(BEGIN|CONFIRMED, kind, key, value)`` of a protocol line; ``None`` for others."""
    words = line.split()
    if len(words) < 2 or words[0] not in ("BEGIN", "CONFIRMED"):
        return None
    tag, kind, f = words[0], words[1], words[2:]
    done = tag == "CONFIRMED"
    key: Key
    value: object
    if kind == "event":
        key, value = ("event", f[-1]), (int(f[0]) if done else ANY)
    elif kind == "player":
        key, value = ("player", int(f[0]), f[-1]), (int(f[1]) if done else ANY)
    elif kind == "csv":
        key, value = ("csv", int(f[0])), int(f[1])
    elif kind == "round":
        key, value = ("round", int(f[0]), int(f[1])), ((int(f[2]), f[3]) if done else ANY)
    elif kind == "result":
        key, value = ("result", *map(int, f[:3])), tuple(map(int, f[3:6]))
    elif kind == "clear":
        key, value = ("result", *map(int, f[:3])), None
    elif kind == "drop":
        key, value = ("drop", int(f[0]), int(f[1])), (int(f[2]) if done else ANY)
    elif kind == "playoff":
        key, value = ("playoff", int(f[0])), (f[1] if done else ANY)
    elif kind == "delete":
        key, value = ("event", f[1]), Gone(int(f[0]))
    elif kind == "import":
        rest = f[1:] if done else f
        key, value = ("import", rest[0]), (int(rest[1]), int(rest[2]), rest[3])
    else:
        raise ValueError(f"unknown change {kind!r} in {line!r}")
    return tag, kind, key, value


def snapshot(conn: sqlite3.Connection) -> dict[Key, object]:
    """What the database holds, under the protocol's keys."""
    got: dict[Key, object] = {}
    names: dict[int, str] = {}
    for event_id, name in conn.execute("SELECT id, name FROM event"):
        got[("event", name)] = event_id
        names[event_id] = name
    counts: collections.Counter[int] = collections.Counter()
    seeds: dict[int, list[tuple[int, int]]] = collections.defaultdict(list)
    for entry, event_id, family, dropped, seed in conn.execute(
        "SELECT e.id, e.event_id, r.family, e.dropped_after_round, e.playoff_seed"
        " FROM entry e JOIN roster_player r ON r.id = e.roster_id"
    ):
        got[("player", event_id, family)] = entry
        got[("drop", event_id, entry)] = dropped
        counts[event_id] += 1
        if seed is not None:
            seeds[event_id].append((seed, entry))
    for event_id, count in counts.items():
        got[("csv", event_id)] = count
    for event_id, rows in seeds.items():
        got[("playoff", event_id)] = digest(rows)
    pairings: dict[tuple[int, int], list[tuple[object, ...]]] = collections.defaultdict(list)
    results: dict[int, list[tuple[object, ...]]] = collections.defaultdict(list)
    for event_id, number, table, p1, p2, kind, w1, w2, d in conn.execute(
        "SELECT r.event_id, r.number, m.table_number, m.player1_id, m.player2_id, m.kind,"
        " m.wins1, m.wins2, m.draws FROM match m JOIN round r ON r.id = m.round_id"
    ):
        pairings[(event_id, number)].append((table, p1, p2, kind))
        if table is not None:
            value = None if w1 is None else (w1, w2, d)
            got[("result", event_id, number, table)] = value
            if value is not None:
                results[event_id].append((number, table, w1, w2, d))
    rounds: collections.Counter[int] = collections.Counter()
    for (event_id, number), matches in pairings.items():
        got[("round", event_id, number)] = (len(matches), digest(matches))
        rounds[event_id] += 1
    for event_id, name in names.items():
        if name.endswith("-import"):
            got[("import", name)] = (counts[event_id], rounds[event_id], digest(results[event_id]))
    return got


@dataclasses.dataclass
class KillRecord:
    index: int
    mode: str
    phase: str  # "startup", "open", "during <kind>", "after <kind>", "between events"
    seconds: float  # from the start of the driver to the signal
    confirmed: int  # confirmations read from this run of the driver


@dataclasses.dataclass
class Summary:
    kills: int = 0
    confirmed: int = 0  # CONFIRMED lines read, every one judged at the next check
    checked: int = 0  # confirmed values compared with the database, over all checks
    keys: int = 0  # distinct keys expected at the end
    lost: list[str] = dataclasses.field(default_factory=list)
    torn: list[str] = dataclasses.field(default_factory=list)  # a change in flight half-done
    integrity_failures: list[str] = dataclasses.field(default_factory=list)
    stuck_locks: list[str] = dataclasses.field(default_factory=list)
    open_failures: list[str] = dataclasses.field(default_factory=list)
    driver_failures: list[str] = dataclasses.field(default_factory=list)
    events_finished: int = 0
    phases: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    modes: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    kills_log: list[KillRecord] = dataclasses.field(default_factory=list)
    seconds: float = 0.0
    check_seconds: float = 0.0
    database_bytes: int = 0

    @property
    def clean(self) -> bool:
        return not (
            self.lost
            or self.torn
            or self.integrity_failures
            or self.stuck_locks
            or self.open_failures
            or self.driver_failures
        )

    def report(self) -> str:
        """The figures, one per line, as the note quotes them."""
        lines = [
            f"kills                      {self.kills}",
            f"confirmed changes          {self.confirmed}",
            f"confirmed values checked   {self.checked} (over {self.kills} checks;"
            f" {self.keys} keys at the end)",
            f"lost confirmed changes     {len(self.lost)}",
            f"torn changes in flight     {len(self.torn)}",
            f"integrity failures         {len(self.integrity_failures)}",
            f"stuck locks                {len(self.stuck_locks)}",
            f"failed opens               {len(self.open_failures)}",
            f"driver failures            {len(self.driver_failures)}",
            f"events finished            {self.events_finished}",
            f"database size              {self.database_bytes / 1e6:.1f} MB",
            f"wall time                  {self.seconds:.1f} s"
            f" (checking {self.check_seconds:.1f} s)",
            "kills by phase             "
            + ", ".join(f"{k} {v}" for k, v in sorted(self.phases.items())),
            "kills by moment chosen     "
            + ", ".join(f"{k} {v}" for k, v in sorted(self.modes.items())),
        ]
        for name in ("lost", "torn", "integrity_failures", "stuck_locks", "open_failures"):
            lines += [f"  {name}: {item}" for item in getattr(self, name)[:20]]
        lines += [f"  driver failure: {item}" for item in self.driver_failures[:5]]
        return "\n".join(lines)


class Campaign:
    """Kill the driver again and again on one database, checking after each kill."""

    def __init__(
        self,
        db: Path,
        seed: int,
        driver_args: Sequence[str] = (),
        *,
        max_wait: float = 30.0,
        timer_range: float = 3.0,
        most_confirmations: int = 40,
        modes: Sequence[tuple[str, float]] = MODES,
        schedule: Sequence[str] = (),
        python: str = sys.executable,
    ) -> None:
        self.db = Path(db)
        self.rng = random.Random(seed)
        self.driver_args = list(driver_args)
        self.max_wait = max_wait
        self.timer_range = timer_range
        self.most_confirmations = most_confirmations
        self.modes = tuple(modes)
        self.schedule = list(schedule)
        self.python = python
        self.expected: dict[Key, object] = {}
        self.deleted: set[int] = set()
        self.finished: set[str] = set()
        self.durations: dict[str, list[float]] = collections.defaultdict(list)
        self.summary = Summary()
        self.env = {**os.environ, "PYTHONPATH": str(REPO)}

    # --- one kill ---

    def run(self, kills: int, progress: Callable[[Summary], None] | None = None) -> Summary:
        start = time.monotonic()
        for index in range(kills):
            self.kill_once(index)
            self.summary.seconds = time.monotonic() - start
            if progress is not None:
                progress(self.summary)
        self.summary.keys = len(self.expected)
        self.summary.events_finished = len(self.finished)
        self.summary.database_bytes = sum(
            p.stat().st_size for p in self.db.parent.glob(self.db.name + "*") if p.is_file()
        )
        return self.summary

    def choose_mode(self) -> str:
        names = [name for name, _ in self.modes]
        chosen: str = self.rng.choices(names, [weight for _, weight in self.modes])[0]
        return chosen

    def estimate(self, kind: str) -> float:
        seen = self.durations.get(kind)
        if not seen:
            return GUESSES.get(kind, 0.01)
        recent = seen[-20:]
        return sum(recent) / len(recent)

    def kill_once(self, index: int) -> KillRecord:
        mode = self.schedule[index] if index < len(self.schedule) else self.choose_mode()
        seed = self.rng.randrange(2**31)
        stderr_path = self.db.with_name(self.db.name + ".driver-stderr.txt")
        with stderr_path.open("w", encoding="utf-8") as stderr:
            child = subprocess.Popen(
                [self.python, str(DRIVER), str(self.db), str(seed), *self.driver_args],
                stdout=subprocess.PIPE,
                stderr=stderr,
                text=True,
                env=self.env,
                cwd=str(REPO),
            )
            started = time.monotonic()
            lines: queue.Queue[tuple[float, str | None]] = queue.Queue()
            assert child.stdout is not None
            reader = threading.Thread(target=_read_lines, args=(child.stdout, lines), daemon=True)
            reader.start()
            seen: list[tuple[float, str]] = []
            killed_at = self._wait_and_kill(child, mode, started, lines, seen)
            child.wait(timeout=60)
            reader.join(timeout=60)
            child.stdout.close()
            while True:  # what the driver printed before it died is confirmed too
                try:
                    when, line = lines.get_nowait()
                except queue.Empty:
                    break
                if line is not None:
                    seen.append((when, line))
        if child.returncode != -signal.SIGKILL:
            tail = stderr_path.read_text(encoding="utf-8", errors="replace")[-2000:]
            self.summary.driver_failures.append(f"kill {index}: exit {child.returncode}: {tail}")
        record = self._absorb(index, mode, killed_at - started, seen)
        check_start = time.monotonic()
        self.check(index, self._in_flight(seen))
        self.summary.check_seconds += time.monotonic() - check_start
        return record

    def _wait_and_kill(
        self,
        child: subprocess.Popen[str],
        mode: str,
        started: float,
        lines: queue.Queue[tuple[float, str | None]],
        seen: list[tuple[float, str]],
    ) -> float:
        """Read the driver's lines until the chosen moment, then SIGKILL it."""
        deadline = started + self.max_wait
        if mode == "timer":
            deadline = started + self.rng.uniform(0.0, self.timer_range)
        wanted = mode.split()[1] if mode.startswith("begin") else None
        after_confirmations = self.rng.randint(1, self.most_confirmations)
        confirmations = 0
        while True:
            timeout = deadline - time.monotonic()
            if timeout <= 0:
                break
            try:
                when, line = lines.get(timeout=timeout)
            except queue.Empty:
                break
            if line is None:  # the driver ended by itself: a failure, reported by the caller
                break
            seen.append((when, line))
            words = line.split()
            if mode == "confirmed" and words[0] == "CONFIRMED":
                confirmations += 1
                if confirmations >= after_confirmations:
                    break
            if wanted is not None and words[:2] == ["BEGIN", wanted]:
                # somewhere inside the change: up to as long as such a change takes
                time.sleep(self.rng.uniform(0.0, self.estimate(wanted) * 0.9))
                break
        killed_at = time.monotonic()
        if child.poll() is None:
            os.kill(child.pid, signal.SIGKILL)
        return killed_at

    def _absorb(
        self, index: int, mode: str, seconds: float, seen: list[tuple[float, str]]
    ) -> KillRecord:
        """Fold the run's confirmations into what the database must hold."""
        begun: dict[str, float] = {}
        confirmed = 0
        for when, line in seen:
            parsed = parse(line)
            if line.startswith("DONE"):
                self.finished.add(line.split()[1])
            if parsed is None:
                continue
            tag, kind, key, value = parsed
            if tag == "BEGIN":
                begun[kind] = when
                continue
            confirmed += 1
            if isinstance(value, Gone):
                self._forget(value.event, key[1])
            self.expected[key] = value
            if kind == "import":  # the imported event exists under its name too
                self.expected[("event", key[1])] = int(line.split()[2])
            if kind in begun:
                self.durations[kind].append(when - begun.pop(kind))
        self.summary.confirmed += confirmed
        phase = _phase(seen)
        record = KillRecord(index, mode, phase, seconds, confirmed)
        self.summary.kills += 1
        self.summary.phases[phase] += 1
        self.summary.modes[mode] += 1
        self.summary.kills_log.append(record)
        return record

    def _forget(self, event_id: int, name: object) -> None:
        """A deleted event's keys are no longer expected; the event must stay gone."""
        self.deleted.add(event_id)
        self.expected.pop(("import", name), None)
        for key in [k for k in self.expected if k[0] in OF_EVENT and k[1] == event_id]:
            del self.expected[key]

    @staticmethod
    def _in_flight(seen: list[tuple[float, str]]) -> tuple[Key, object] | None:
        """The change announced but not confirmed when the driver died, if any."""
        for _, line in reversed(seen):
            parsed = parse(line)
            if parsed is None:
                continue
            tag, _, key, value = parsed
            return (key, value) if tag == "BEGIN" else None
        return None

    # --- the checks ---

    def check(self, index: int, in_flight: tuple[Key, object] | None) -> None:
        if not self.db.exists():
            if self.expected:
                self.summary.lost.append(f"kill {index}: the database file is gone")
            return
        try:
            conn = sqlite3.connect(f"{self.db.resolve().as_uri()}?mode=ro", uri=True)
        except sqlite3.Error as exc:
            self.summary.integrity_failures.append(f"kill {index}: cannot open: {exc}")
            return
        try:
            problems = [r[0] for r in conn.execute("PRAGMA integrity_check")]
            if problems != ["ok"]:
                self.summary.integrity_failures.append(f"kill {index}: {problems[:5]}")
            keys = conn.execute("PRAGMA foreign_key_check").fetchall()
            if keys:
                self.summary.integrity_failures.append(f"kill {index}: foreign keys {keys[:5]}")
            got = snapshot(conn)
        except sqlite3.Error as exc:
            self.summary.integrity_failures.append(f"kill {index}: {exc}")
            return
        finally:
            conn.close()
        self._compare(index, got, in_flight)
        try:
            Services.open(self.db).close()
        except DatabaseInUse as exc:
            self.summary.stuck_locks.append(f"kill {index}: {exc}")
        except StoreError as exc:
            self.summary.open_failures.append(f"kill {index}: {type(exc).__name__}: {exc}")
        else:
            promised = backup_files.pending_copies(backup_files.backups_root(), self.db)
            if promised:
                marks = [str(mark) for mark, _ in promised]
                self.summary.open_failures.append(f"kill {index}: backups not written {marks}")

    def _compare(
        self, index: int, got: dict[Key, object], in_flight: tuple[Key, object] | None
    ) -> None:
        missing = object()
        if in_flight is not None and isinstance(in_flight[1], Gone):  # a delete in flight
            if in_flight[0] not in got:
                self._forget(in_flight[1].event, in_flight[0][1])
                self.expected[in_flight[0]] = in_flight[1]
            in_flight = None
        left = {k[:2] for k in got if k[0] in OF_EVENT and k[1] in self.deleted}
        self.summary.torn += [f"kill {index}: {k} of a deleted event is left" for k in left]
        flight_key = None if in_flight is None else in_flight[0]
        for key, value in list(self.expected.items()):
            if key == flight_key:
                continue
            actual = got.get(key, missing)
            self.summary.checked += 1
            if isinstance(value, Gone):
                if actual is not missing:
                    self.summary.lost.append(f"kill {index}: deleted {key} is back")
            elif value is ANY:
                if actual is missing:
                    self.summary.lost.append(f"kill {index}: {key} is gone")
                else:
                    self.expected[key] = actual
            elif actual != value:
                shown = "nothing" if actual is missing else actual
                self.summary.lost.append(f"kill {index}: {key} = {shown}, confirmed {value}")
        if in_flight is None:
            return
        key, new = in_flight
        actual = got.get(key, missing)
        old = self.expected.get(key, missing)
        if actual is missing:
            if old is not missing:
                self.summary.lost.append(f"kill {index}: {key} is gone (a change was in flight)")
            return
        if actual == old or (old is ANY and new is ANY):
            return
        if new is ANY or actual == new:
            self.expected[key] = actual
        elif old is missing and key[0] == "result" and actual is None:
            return  # a first result in flight that did not get in
        elif old is missing and key[0] == "csv":
            return  # players of the event counted before the CSV went in
        else:
            self.summary.torn.append(
                f"kill {index}: {key} = {actual}, before {_shown(old, missing)}, new {new}"
            )


def _shown(value: object, missing: object) -> object:
    return "nothing" if value is missing else value


def _read_lines(stream: IO[str], lines: queue.Queue[tuple[float, str | None]]) -> None:
    for line in stream:
        if line.endswith("\n"):  # a line the signal cut short was never confirmed
            lines.put((time.monotonic(), line.rstrip("\n")))
    lines.put((time.monotonic(), None))


def _phase(seen: list[tuple[float, str]]) -> str:
    """Where the driver was when it died, by the last line it printed."""
    if not seen:
        return "startup"
    words = seen[-1][1].split()
    if words[0] == "OPEN":
        return "open"
    if words[0] == "DONE":
        return "between events"
    if words[0] == "BEGIN":
        return f"during {words[1]}"
    return f"after {words[1]}"
