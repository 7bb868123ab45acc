"""The result slips of a round as core values (``core.printouts.slips``), built from an event
already loaded: ``slip_sheet`` on an ``EventState``, ``pod_slip_sheet`` on a multiplayer event's
``PodEventState``, so the command line prints from an event file exactly as the window prints from
the database (``services.printouts.service.PrintService``). Pure: no store, no context.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import replace

from mtrdesk.core.event.playoff import playoff_field
from mtrdesk.core.event.state import EventState, RoundState
from mtrdesk.core.floor.reports import slip_path
from mtrdesk.core.names import posted_id
from mtrdesk.core.printouts.slips import (
    PodSlip,
    PodSlipPlayer,
    PodSlipSheet,
    Slip,
    SlipPlayer,
    SlipSheet,
    event_slip_code,
    slip_code,
)
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import round_of
from mtrdesk.services.playoff.views import PlayoffMatchView, bracket_view
from mtrdesk.services.pods.state import PodEventState, pod_view
from mtrdesk.services.views import MatchView, round_view

__all__ = ["pod_slip_sheet", "slip_sheet", "with_floor_codes"]


def _round(state: EventState, round_number: int | None) -> RoundState:
    """The round asked for (``ROUND_NOT_FOUND``), the latest by default (``NO_ROUNDS``)."""
    if not state.rounds:
        raise ServiceError(Problem.NO_ROUNDS)
    return state.rounds[-1] if round_number is None else round_of(state, round_number)


def _heading(state: EventState, rnd: RoundState) -> tuple[int, str, dt.date, int, bool]:
    """What both slip sheets start with: event id, name and date, round number, playoff."""
    return state.id, state.settings.name, state.settings.date, rnd.number, rnd.playoff


def slip_sheet(state: EventState, round_number: int | None = None) -> SlipSheet:
    """One slip per table of the round, in table order (byes need none).

    Team events get one slip per seat match ("12A"), each player with their team's name;
    a Two-Headed Giant side is its team, with both players named. Playoff slips say who
    chooses to play or draw: the higher seed (MTR 2.2), in a team playoff the higher-seeded
    team's player in every seat match; in 2HG a team determined at random (MTR 9.3).
    """
    rnd = _round(state, round_number)
    view = round_view(state, rnd)
    choosers = _choosers(state) if rnd.playoff else {}
    slips = []
    for match in view.matches:
        if match.kind is not MatchKind.PAIRED or match.table is None:
            continue
        table = f"{match.table}{match.seat}"
        slips.append(
            _with_chooser(
                state,
                match,
                choosers,
                Slip(
                    table=table,
                    player1=_player(state, match, 1),
                    player2=_player(state, match, 2),
                    code=_code(state, rnd.number, table),
                ),
            )
        )
    return SlipSheet(*_heading(state, rnd), tuple(slips), field=playoff_field(state, rnd.number))


def _code(state: EventState, round_number: int, table: str) -> str:
    """The slip's QR text: the event by its identity, which export and import keep, so a
    slip printed from the database or from an event file scans wherever the event is; the
    database id for an event made in memory without one."""
    if state.uid:
        return event_slip_code(state.uid, round_number, table)
    return slip_code(state.id, round_number, table)


def _shown_id(state: EventState, player_id: str) -> str:
    """The player ID as a slip prints it (``core.names.posted_id``): the opponent reads
    the slip."""
    return posted_id(player_id, state.settings.show_player_ids)


def with_floor_codes(
    sheet: SlipSheet, codes: Mapping[str, str], report_base: str | None = None
) -> SlipSheet:
    """``sheet`` with each slip's one-time code (``codes`` by table, as
    ``FloorService.slip_codes`` gives them) and, given the address phones open
    (``report_base``, "http://192.168.1.5:8750/"), where the slip's phone QR code leads:
    its report page (``core.floor.reports.slip_path``). A table without a code keeps none.
    """
    base = report_base.rstrip("/") if report_base else ""
    slips = []
    for slip in sheet.slips:
        code = codes.get(slip.table, "")
        link = f"{base}{slip_path(sheet.event_id, code)}" if code and base else ""
        slips.append(replace(slip, floor_code=code, floor_link=link))
    return replace(sheet, slips=tuple(slips))


def _player(state: EventState, match: MatchView, side: int) -> SlipPlayer:
    """A player's slip name (family name first) and ID, with their team in a team event;
    a 2HG side is its team's name, with its players."""
    entry_id = match.player1 if side == 1 else match.player2
    name = match.player1_name if side == 1 else match.player2_name
    entry = state.entries.get(entry_id) if entry_id is not None else None
    if entry is None:
        return SlipPlayer(name or "")
    team = state.teams.get(entry.team) if entry.team is not None else None
    two_headed = state.team_kind is not None and state.team_kind.shares_game
    if team is not None and (two_headed or entry.display_name != name):
        # Two-Headed Giant: the side is the team (MTR 9.1), named with its players
        members = tuple(state.name(p) or "" for p in team.players)
        return SlipPlayer(team.name, members=members)
    return SlipPlayer(
        name or "", _shown_id(state, entry.player_id), team="" if team is None else team.name
    )


def _side_key(state: EventState, entry_id: int | None) -> int | None:
    """The bracket's id for a player: the entry, or in a team event its team."""
    if entry_id is None or state.team_kind is None:
        return entry_id
    return state.entries[entry_id].team


def _choosers(state: EventState) -> dict[frozenset[int | None], PlayoffMatchView]:
    """Each playoff match of the bracket by its two sides (players, or teams)."""
    try:
        bracket = bracket_view(state)
    except ServiceError:  # no seeds: nothing to say about play or draw
        return {}
    return {
        frozenset((m.player1, m.player2)): m
        for r in bracket.rounds
        for m in r.matches
        if m.player2 is not None
    }


def _with_chooser(
    state: EventState,
    match: MatchView,
    choosers: dict[frozenset[int | None], PlayoffMatchView],
    slip: Slip,
) -> Slip:
    """``slip`` saying who chooses play or draw in its playoff match (MTR 2.2, 9.3)."""
    side1, side2 = _side_key(state, match.player1), _side_key(state, match.player2)
    bracket_match = choosers.get(frozenset((side1, side2)))
    if bracket_match is None:
        return slip
    if bracket_match.chooser_random:
        return replace(slip, random_chooser=True)
    chooser = 1 if bracket_match.chooser == side1 else 2
    team = bracket_match.chooser_name if state.team_kind is not None else ""
    return replace(slip, chooser=chooser, chooser_team=team)


def pod_slip_sheet(ev: PodEventState, round_number: int | None = None) -> PodSlipSheet:
    """One slip per pod of a multiplayer round, in table order: every player by seat
    (seat 1 plays first, addendum 2.2A; playoff pods in seed order) with ID and seed."""
    state = ev.state
    rnd = _round(state, round_number)
    slips = []
    for data in ev.pods_of(rnd.number):
        pod = pod_view(ev, data)
        players = tuple(
            PodSlipPlayer(
                seat=seat.seat,
                name=seat.name,
                player_id=_shown_id(state, state.entries[seat.entry].player_id),
                seed=seat.seed,
            )
            for seat in pod.seats
        )
        table = str(pod.table)
        slips.append(PodSlip(table, players, _code(state, rnd.number, table)))
    return PodSlipSheet(*_heading(state, rnd), tuple(slips))
