"""The child of the kill campaign: a scripted series of events run through the services.

Run as ``python benchmarks/kill_driver.py DB SEED [--big N] [--small N] [--rounds N]``.
It opens DB through ``mtrdesk.services.Services`` (no Qt) and carries on from wherever the
database is, so a run started after a SIGKILL resumes the script. The script is a cycle of
events, each named ``K<k>-<kind>`` and finished before the next starts:

- ``swiss``: a small individual Swiss event with a top 8 (players added one by one);
- ``big``: ``--big`` players entered from one CSV (one transaction), Swiss rounds long
  enough to kill a pairing in the middle;
- ``import``: the event before it exported (``services.event_file.interchange.export_event``),
  through JSON and imported again under a new name (one transaction).

Events older than the two newest are deleted (one transaction each), so the database and
the work of a start stay bounded however long the campaign runs.

On the way it reports results in a random order, corrects some (in the current round and
in earlier ones), clears and reports some again, and drops players. Every change is one
service call, that is one transaction. Before it starts, the driver prints a ``BEGIN``
line; once the call has returned, a ``CONFIRMED`` line with what the database must now
hold, flushed before the next change starts (``tests/helpers/kill_campaign.py`` reads
them; the format is in its docstring). All randomness comes from SEED.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import random
import sys
from collections.abc import Iterable, Sequence

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EventSettings, Playoff
from mtrdesk.core.simulation.happenings import simulate_result
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import export_event, import_event
from mtrdesk.services.event_views import Stage
from mtrdesk.services.views import MatchView, RoundView

KINDS = ("swiss", "big", "import")
SMALL_ROUNDS = 4
CUT_SIZE = Playoff.TOP8.size
CLOCK_START = dt.datetime(2026, 11, 21, 10, 0)


def event_name(k: int) -> str:
    return f"K{k:04d}-{KINDS[k % len(KINDS)]}"


def player_name(k: int, i: int) -> str:
    return f"K{k:04d}P{i:04d}"


def say(*fields: object) -> None:
    """One whole line in one write, flushed (a kill never leaves half of it)."""
    sys.stdout.write(" ".join(map(str, fields)) + "\n")
    sys.stdout.flush()


def digest(rows: Iterable[Sequence[object]]) -> str:
    """A short hash of rows, independent of their order (the parent hashes SQL rows)."""
    text = "\n".join(sorted(",".join("-" if v is None else str(v) for v in r) for r in rows))
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def pairing_digest(matches: Iterable[MatchView]) -> str:
    return digest((m.table, m.player1, m.player2, m.kind.value) for m in matches)


def results_digest(rounds: Iterable[RoundView]) -> str:
    """An event's results by round and table, whatever its entry ids (an import renumbers)."""
    rows = []
    for rnd in rounds:
        for m in rnd.matches:
            if m.table is not None and m.result is not None:
                r = m.result
                rows.append((rnd.number, m.table, r.wins1, r.wins2, r.draws))
    return digest(rows)


class Driver:
    def __init__(self, services: Services, rng: random.Random, args: argparse.Namespace):
        self.s = services
        self.rng = rng
        self.big = args.big
        self.small = args.small
        self.rounds = args.rounds

    # --- the protocol ---

    def begin(self, *fields: object) -> None:
        say("BEGIN", *fields)

    def confirmed(self, *fields: object) -> None:
        say("CONFIRMED", *fields)

    # --- the script ---

    def run(self) -> None:
        while True:
            events = {int(e.settings.name[1:5]): e for e in self.s.events.list_events()}
            top = max(events, default=-1)
            for k in sorted(events):
                if k < top - 1:  # finished long ago: the database stays small
                    self.delete(events[k].id, events[k].settings.name)
            kind = KINDS[top % len(KINDS)]
            if top >= 0 and kind != "import" and events[top].stage is not Stage.FINISHED:
                self.swiss_event(top, kind, events[top].id)
                say("DONE", event_name(top))
                continue
            k = top + 1
            if KINDS[k % len(KINDS)] == "import":
                self.import_from(events[top].id, event_name(k))
            else:
                self.swiss_event(k, KINDS[k % len(KINDS)], self.create(k, KINDS[k % len(KINDS)]))
            say("DONE", event_name(k))

    def delete(self, event_id: int, name: str) -> None:
        self.begin("delete", event_id, name)
        self.s.events.delete(event_id)
        self.confirmed("delete", event_id, name)

    def create(self, k: int, kind: str) -> int:
        name = event_name(k)
        settings = EventSettings(
            name,
            dt.date(2026, 11, 21),
            swiss_rounds=SMALL_ROUNDS if kind == "swiss" else self.rounds,
            playoff=Playoff.TOP8 if kind == "swiss" else Playoff.NONE,
        )
        self.begin("event", name)
        event_id, _ = self.s.events.create(settings)
        self.confirmed("event", event_id, name)
        return event_id

    def register(self, k: int, kind: str, event_id: int) -> None:
        have = {e.family for e in self.s.players.list_entries(event_id)}
        wanted = [player_name(k, i) for i in range(self.small if kind == "swiss" else self.big)]
        if kind == "big":
            if have:
                return  # the CSV went in whole (one transaction)
            text = "\n".join(f"{n},,,{n.lower()}" for n in wanted)
            preview = self.s.players.preview_csv(text, event_id)
            self.begin("csv", event_id, len(wanted))
            self.s.players.import_csv(event_id, preview)
            count = len(self.s.players.list_entries(event_id))
            self.confirmed("csv", event_id, count)
            return
        for name in wanted:
            if name not in have:
                self.begin("player", event_id, name)
                entry_id, _ = self.s.players.add(event_id, name, "", "", name.lower())
                self.confirmed("player", event_id, entry_id, name)

    def swiss_event(self, k: int, kind: str, event_id: int) -> None:
        if self.s.events.get(event_id).rounds_paired == 0:
            self.register(k, kind, event_id)
            self.pair(event_id)
        while True:
            rounds = self.s.rounds.list_rounds(event_id)
            current = rounds[-1]
            if current.playoff:
                self.playoff(event_id)
                return
            self.report_round(event_id, current, rounds[:-1])
            summary = self.s.events.get(event_id)
            if summary.rounds_paired < summary.swiss_rounds:
                self.drops(event_id)
                self.pair(event_id)
            elif summary.settings.playoff is not Playoff.NONE:
                self.begin("playoff", event_id)
                self.s.playoff.start(event_id)
                seeds = self.s.playoff.bracket(event_id).seeds
                self.confirmed("playoff", event_id, digest(enumerate(seeds, 1)))
            else:
                return

    def pair(self, event_id: int) -> None:
        number = self.s.events.get(event_id).rounds_paired + 1
        self.begin("round", event_id, number)
        rnd, _ = self.s.rounds.pair_next(event_id, seed=self.rng.randrange(2**31))
        self.confirmed("round", event_id, rnd.number, len(rnd.matches), pairing_digest(rnd.matches))

    def report(self, event_id: int, number: int, table: int, result: MatchResult) -> None:
        values = (result.wins1, result.wins2, result.draws)
        self.begin("result", event_id, number, table, *values)
        self.s.rounds.report(event_id, number, table, result.to_text())
        self.confirmed("result", event_id, number, table, *values)

    def report_round(self, event_id: int, current: RoundView, earlier: Sequence[RoundView]) -> None:
        """Every missing result of the round, with corrections and clears on the way."""
        rng = self.rng
        tables = [m.table for m in current.missing if m.table is not None]
        rng.shuffle(tables)
        done: list[int] = [
            m.table for m in current.matches if m.table is not None and m.result is not None
        ]
        for table in tables:
            self.report(event_id, current.number, table, simulate_result(rng))
            done.append(table)
            roll = rng.random()
            if roll < 0.04 and len(done) > 1:  # a slip read wrongly, corrected
                again = rng.choice(done)
                self.report(event_id, current.number, again, simulate_result(rng))
            elif roll < 0.06:  # entered at the wrong table: cleared, then typed again
                self.clear(event_id, current, table)
                self.report(event_id, current.number, table, simulate_result(rng))
        paired = [
            (rnd.number, m.table)
            for rnd in earlier
            for m in rnd.matches
            if m.table is not None and m.kind is MatchKind.PAIRED
        ]
        if paired and rng.random() < 0.5:  # a late-found mistake in an earlier round
            number, table = rng.choice(paired)
            self.report(event_id, number, table, simulate_result(rng))

    def clear(self, event_id: int, current: RoundView, table: int) -> None:
        match = self.s.rounds.current_round(event_id)
        assert match is not None and match.number == current.number
        found = match.at_table(table)
        assert found is not None
        self.begin("clear", event_id, current.number, table)
        self.s.rounds.clear_result(found.id)
        self.confirmed("clear", event_id, current.number, table)

    def drops(self, event_id: int) -> None:
        active = [e for e in self.s.players.list_entries(event_id) if e.active]
        # A restart after a kill may drop again before the same round is paired, so
        # the cap counts who is left: a Top 8 needs eight (MTR 10.4: no dropped player
        # makes the cut), and the last eight never drop.
        spare = max(0, len(active) - CUT_SIZE)
        for entry in self.rng.sample(active, min(len(active) // 8, self.rng.randrange(3), spare)):
            self.begin("drop", event_id, entry.id)
            self.s.players.drop(entry.id)
            after = self.s.players.get(entry.id).dropped_after_round
            self.confirmed("drop", event_id, entry.id, after)

    def playoff(self, event_id: int) -> None:
        while True:
            bracket = self.s.playoff.bracket(event_id)
            if bracket.finished:
                return
            for m in bracket.next_matches:
                if m.is_bye or m.table is None:
                    continue
                result = simulate_result(self.rng, playoff=True)
                self.report_playoff(event_id, m.round, m.table, result)

    def report_playoff(self, event_id: int, number: int, table: int, result: MatchResult) -> None:
        values = (result.wins1, result.wins2, result.draws)
        self.begin("result", event_id, number, table, *values)
        self.s.playoff.report(event_id, number, table, result.to_text())
        self.confirmed("result", event_id, number, table, *values)

    def import_from(self, source: int, name: str) -> None:
        data = json.loads(json.dumps(export_event(self.s, source), ensure_ascii=False))
        data["event"]["name"] = name
        rounds = self.s.rounds.list_rounds(source)
        players = len(data["players"])
        expected = results_digest(rounds)
        self.begin("import", name, players, len(rounds), expected)
        event_id = import_event(self.s, data)
        got = self.s.rounds.list_rounds(event_id)
        self.confirmed("import", event_id, name, players, len(got), results_digest(got))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("db")
    parser.add_argument("seed", type=int)
    parser.add_argument("--big", type=int, default=1024, help="players of the big event")
    parser.add_argument("--small", type=int, default=32, help="players of the small event")
    parser.add_argument("--rounds", type=int, default=3, help="Swiss rounds of the big event")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    clock = lambda: CLOCK_START  # noqa: E731 - the audit log's time is not under test
    services = Services.open(args.db, clock=clock, rng=random.Random(rng.random()))
    # Round-start copies on their thread, as the window writes them (issue 33): kills land
    # during them too, and the next opening writes the copies a kill left promised.
    services.backups.in_background = True
    say("OPEN")
    Driver(services, rng, args).run()


if __name__ == "__main__":
    main()
