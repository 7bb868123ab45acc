"""A whole simulated event as an event file: seeded results, drops, late entries, byes.

``mtrdesk simulate`` writes one, so the pairing checker, the window and other programs
can be exercised on events of any size without a store full of volunteers. Every round is
paired by ``pair_swiss`` from standings computed as the services compute them
(``compute_standings``, then ``players_for_pairing``), with the field the services use:
dropped players are out (MTR 2.10), awarded byes take their own rounds (MTR Appendix E),
late entrants join from their first round with a loss for each round they missed.

Everything random comes from one ``random.Random(seed)`` and nothing reads a clock, so the
same settings give the same document, byte for byte once written.

``Structure.PODS`` assembles players into booster-draft pods of roughly equal size at
random (MTR 7.6), paired only inside their pod. A draft event has no awarded byes and no
late entrants here (a player who missed the draft has no pool), and drops never leave a
pod with fewer than two players to pair.

Team events (MTR 8: teams of two or three), Two-Headed Giant (MTR 9) and multiplayer pod
events (multiplayer addendum) are simulated by ``simulate_structures``; they have drops
but no late entrants or awarded byes (team events refuse both, as the services do).
"""

from __future__ import annotations

import datetime as dt
import enum
import math
import random
from dataclasses import dataclass

from mtrdesk.core.event_file.document import (
    DocumentMatch,
    DocumentPlayer,
    DocumentRound,
    EventDocument,
)
from mtrdesk.core.pods.length import POD_SIZE_CHOICES
from mtrdesk.core.pods.pairing import DEFAULT_POD_SIZE as MULTIPLAYER_POD_SIZE
from mtrdesk.core.settings import (
    DEFAULT_GAMES_TO_WIN,
    MAX_SWISS_ROUNDS,
    EventSettings,
    Floor,
    Format,
    effective_player_count,
    recommended_swiss_rounds,
)
from mtrdesk.core.simulation.happenings import (
    DEFAULT_MIX,
    ResultMix,
    pick_awarded_byes,
    pick_drops,
    pick_late_entries,
    random_skills,
    simulate_round,
)
from mtrdesk.core.simulation.structures import TEAM_KINDS, pod_document, team_document
from mtrdesk.core.standings.individual import compute_standings
from mtrdesk.core.swiss.pairing import Pairing, pair_swiss, players_for_pairing
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, unopposed

#: A simulated event's date: fixed, so the file does not depend on the day it was made.
SIMULATED_DATE = dt.date(2026, 1, 1)
DEFAULT_POD_SIZE = 8


class Structure(enum.Enum):
    """How players are grouped for pairing."""

    SWISS = "swiss"
    PODS = "pods"  # booster-draft pods (MTR 7.6)
    TEAMS2 = "teams2"  # teams of two, seats A and B (MTR 8.2)
    TEAMS3 = "teams3"  # teams of three, seats A, B and C (MTR 8.2)
    TWO_HEADED_GIANT = "2hg"  # MTR 9
    MULTIPLAYER = "multiplayer"  # multiplayer pods (multiplayer addendum)

    @property
    def individual(self) -> bool:
        """Players paired one against one, as ``simulate_event`` itself simulates."""
        return self in (Structure.SWISS, Structure.PODS)


@dataclass(frozen=True, slots=True)
class Simulation:
    """What to simulate. ``rounds=None`` takes the Appendix E recommendation.

    ``pod_size``: players per booster-draft pod (``PODS``, default 8) or per multiplayer
    pod (``MULTIPLAYER``: 4 or 5, default 4).
    """

    players: int
    seed: int = 0
    rounds: int | None = None
    structure: Structure = Structure.SWISS
    pod_size: int | None = None
    mix: ResultMix = DEFAULT_MIX
    games_to_win: int = DEFAULT_GAMES_TO_WIN
    #: Chance per player per round of dropping after it (MTR 2.10).
    drop_rate: float = 0.03
    #: Late entrants per round, as a share of the starting field (Swiss only).
    late_entry_rate: float = 0.01
    #: Share of players with 1-3 awarded byes (MTR Appendix E; Swiss only).
    awarded_bye_rate: float = 0.02

    def __post_init__(self) -> None:
        if self.players < 2:
            raise ValueError(f"at least 2 players, not {self.players}")
        if self.rounds is not None and not 1 <= self.rounds <= MAX_SWISS_ROUNDS:
            raise ValueError(f"rounds must be 1..{MAX_SWISS_ROUNDS}, not {self.rounds}")
        if self.structure is Structure.MULTIPLAYER:
            if self.players_per_pod not in POD_SIZE_CHOICES:
                raise ValueError(f"multiplayer pods of {POD_SIZE_CHOICES}, not {self.pod_size}")
        elif self.players_per_pod < 2:
            raise ValueError(f"a pod needs at least 2 players, not {self.pod_size}")

    @property
    def pods(self) -> bool:
        return self.structure is Structure.PODS

    @property
    def players_per_pod(self) -> int:
        """The pod size asked for, or the structure's usual one."""
        if self.pod_size is not None:
            return self.pod_size
        multiplayer = self.structure is Structure.MULTIPLAYER
        return MULTIPLAYER_POD_SIZE if multiplayer else DEFAULT_POD_SIZE


@dataclass(slots=True)
class _Field:
    """The simulated event so far (mutable while it runs)."""

    late_round: dict[EntryId, int]
    dropped: dict[EntryId, int]
    awarded: dict[EntryId, int]
    pods: dict[EntryId, int]
    records: list[MatchRecord]
    entries: list[EntryId]

    def plays(self, entry: EntryId, number: int) -> bool:
        """Entered by round ``number`` and not dropped before it (as the services)."""
        dropped = self.dropped.get(entry)
        late = self.late_round.get(entry)
        return (dropped is None or dropped >= number) and (late is None or late <= number)

    def awarded_bye(self, entry: EntryId, number: int) -> bool:
        return entry not in self.late_round and self.awarded.get(entry, 0) >= number


def simulate_event(simulation: Simulation) -> EventDocument:
    """The whole event, every Swiss round paired and reported (no playoff)."""
    if not simulation.structure.individual:
        return _simulate_structure(simulation)
    rng = random.Random(simulation.seed)
    entries = list(range(1, simulation.players + 1))
    pods = assemble_pods(rng, entries, simulation.players_per_pod) if simulation.pods else {}
    awarded = (
        {} if simulation.pods else pick_awarded_byes(rng, entries, simulation.awarded_bye_rate)
    )
    skill = random_skills(rng, entries)
    rounds = simulation.rounds or recommended_swiss_rounds(
        effective_player_count(len(entries), list(awarded.values()))
    )
    event_format = Format.BOOSTER_DRAFT if simulation.pods else Format.OTHER
    settings = EventSettings(
        name=_name(simulation),
        date=SIMULATED_DATE,
        format=event_format,
        kind=event_format.default_kind,
        games_to_win=simulation.games_to_win,
        swiss_rounds=rounds,
        floor=Floor.MTR,
    )
    field = _Field({}, {}, awarded, pods, [], entries)
    seeds: list[int] = []
    for number in range(1, rounds + 1):
        seed = rng.randrange(2**31)
        seeds.append(seed)
        pairings, bye_entries = _pair(field, number, seed, settings.floor)
        field.records.extend(
            simulate_round(
                pairings,
                number,
                rng,
                games_to_win=simulation.games_to_win,
                mix=simulation.mix,
                skill=skill,
            )
        )
        field.records.extend(unopposed(number, e, MatchKind.AWARDED_BYE) for e in bye_entries)
        if number < rounds:
            _drop(rng, field, number, simulation.drop_rate)
            if not simulation.pods:
                _enter_late(rng, field, number, simulation, skill)
    return _document(simulation, settings, field, seeds)


def _name(simulation: Simulation) -> str:
    return f"Simulated {simulation.structure.value} event (seed {simulation.seed})"


def _simulate_structure(simulation: Simulation) -> EventDocument:
    """A team, Two-Headed Giant or multiplayer event (``simulate_structures``)."""
    if simulation.structure is Structure.MULTIPLAYER:
        return pod_document(
            _name(simulation),
            SIMULATED_DATE,
            players=simulation.players,
            seed=simulation.seed,
            rounds=simulation.rounds,
            pod_size=simulation.players_per_pod,
            drop_rate=simulation.drop_rate,
        )
    return team_document(
        _name(simulation),
        SIMULATED_DATE,
        players=simulation.players,
        kind=TEAM_KINDS[simulation.structure.value],
        seed=simulation.seed,
        rounds=simulation.rounds,
        mix=simulation.mix,
        games_to_win=simulation.games_to_win,
        drop_rate=simulation.drop_rate,
    )


def assemble_pods(rng: random.Random, entries: list[EntryId], pod_size: int) -> dict[EntryId, int]:
    """MTR 7.6: random pods "of roughly equal size", about ``pod_size`` each (sizes differ
    by at most one), numbered from 1."""
    shuffled = list(entries)
    rng.shuffle(shuffled)
    count = max(1, math.ceil(len(shuffled) / pod_size))
    return {entry: 1 + place % count for place, entry in enumerate(shuffled)}


def _pair(
    field: _Field, number: int, seed: int, floor: Floor
) -> tuple[tuple[Pairing, ...], list[EntryId]]:
    """Round ``number`` as ``services.swiss.pairing.draw_pairings`` pairs it (pods kept)."""
    playing = [e for e in field.entries if field.plays(e, number)]
    awarded = [e for e in playing if field.awarded_bye(e, number)]
    to_pair = set(playing) - set(awarded)
    rows = compute_standings(
        field.entries, field.records, floor.value_fraction, dropped=field.dropped
    )
    order = [row.entry for row in rows if row.entry in to_pair]
    if len(order) < 2:
        return tuple(Pairing(None, entry, None) for entry in order), awarded
    players = players_for_pairing(order, field.records, field.pods)
    return pair_swiss(players, number, random.Random(seed)), awarded


def _drop(rng: random.Random, field: _Field, number: int, rate: float) -> None:
    """Drops after round ``number``; never below two players to pair (in each pod)."""
    active = [e for e in field.entries if field.plays(e, number + 1)]
    remaining: dict[int | None, int] = {}
    for entry in active:
        pod = field.pods.get(entry)
        remaining[pod] = remaining.get(pod, 0) + 1
    for entry in sorted(pick_drops(rng, active, rate)):
        pod = field.pods.get(entry)
        if remaining[pod] > 2:
            remaining[pod] -= 1
            field.dropped[entry] = number


def _enter_late(
    rng: random.Random,
    field: _Field,
    number: int,
    simulation: Simulation,
    skill: dict[EntryId, float],
) -> None:
    """Late entrants for round ``number + 1``, each with a loss in every round so far."""
    first = max(field.entries) + 1
    for entry in pick_late_entries(rng, simulation.players, simulation.late_entry_rate, first):
        field.entries.append(entry)
        field.late_round[entry] = number + 1
        skill[entry] = rng.gauss(0.0, 1.0)
        field.records.extend(
            unopposed(missed, entry, MatchKind.LATE_ENTRY_LOSS) for missed in range(1, number + 1)
        )


def _document(
    simulation: Simulation, settings: EventSettings, field: _Field, seeds: list[int]
) -> EventDocument:
    players = tuple(
        DocumentPlayer(
            id=entry,
            family="Player",
            given=f"{entry:04d}",
            awarded_byes=field.awarded.get(entry, 0),
            dropped_after_round=field.dropped.get(entry),
            late_entry_round=field.late_round.get(entry),
            pod=field.pods.get(entry),
        )
        for entry in field.entries
    )
    by_round: dict[int, list[DocumentMatch]] = {n: [] for n in range(1, len(seeds) + 1)}
    for record in field.records:
        by_round[record.round].append(
            DocumentMatch(record.table, record.kind, record.player1, record.player2, record.result)
        )
    rounds = tuple(
        DocumentRound(number, seeds[number - 1], False, tuple(matches))
        for number, matches in by_round.items()
    )
    return EventDocument(
        settings,
        players,
        rounds,
        rounds_from_recommendation=simulation.rounds is None,
    )
