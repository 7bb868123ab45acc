"""Registration: the roster kept across events, entries, late entry, drops, awarded byes.

MTR 2.10 decides drops: before round 1 the player did not participate (no standings line);
later they keep their line and are no longer paired; re-entry is never after a cut.
A late entrant (and a re-entered player) carries a 0-2 loss for each round missed, so
their match-win percentage counts every round of the event.
"""

from __future__ import annotations

from mtrdesk.core.event.playoff import bracket_for
from mtrdesk.core.eventlink.invites import Invitee, InviteList, invite_list
from mtrdesk.core.names import display_name
from mtrdesk.core.progress import Progress, going_on
from mtrdesk.core.registration.states import RegistrationState
from mtrdesk.core.settings import MAX_AWARDED_BYES, Structure
from mtrdesk.core.text import (
    KEY_SEPARATOR,
    clean_fields,
    clean_player_id,
    fold,
    search_key,
)
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import add_unopposed, load_entry, load_event, load_outline
from mtrdesk.services.players.csv_import import (
    PROGRESS_EVERY,
    CsvPreview,
    CsvProblem,
    CsvRow,
    parse,
)
from mtrdesk.services.players.entering import check_can_join, enter
from mtrdesk.services.players.views import Entry, entry_view
from mtrdesk.services.players.waitlist import entry_leaving, move_up
from mtrdesk.services.playoff.service import drop_from_playoff
from mtrdesk.services.pods.drops import drop_from_pod_playoff
from mtrdesk.services.roster import (
    RosterPlayer,
    check_email,
    new_roster,
    roster_for,
    roster_view,
)
from mtrdesk.services.teams.registration import drop_members, re_enter_members
from mtrdesk.services.text_fields import check_player_fields
from mtrdesk.store import queries
from mtrdesk.store.models import Entry as EntryRow
from mtrdesk.store.models import RosterPlayer as RosterRow

__all__ = [
    "CsvPreview",
    "CsvProblem",
    "CsvRow",
    "Entry",
    "PlayerService",
    "RosterPlayer",
    "new_roster",
    "roster_for",
]


class PlayerService:
    """Use cases on the roster and an event's entries."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    # --- reading ---

    def search_roster(self, text: str, limit: int = 20) -> list[RosterPlayer]:
        """Players whose name, reading or id contains what was typed; prefixes first. An
        erased person (issue 30) is never offered: they come back as a new person."""
        key = fold(text)
        with self._ctx.transaction():
            rows = [r for r in queries.roster_containing(key) if not r.erased]
        prefix = KEY_SEPARATOR + key
        rows.sort(key=lambda r: (prefix not in r.search_key, fold(r.reading or r.family)))
        return [roster_view(r) for r in rows[:limit]]

    def list_entries(self, event_id: int) -> list[Entry]:
        """The event's entries in registration order (dropped ones included)."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
        return [entry_view(event_id, e) for e in state.entries.values()]

    def invite_list(self, event_id: int) -> InviteList:
        """EventLink's Invite List of the event (``core.eventlink.invites``): each player
        who took part, by Wizards Account e-mail (the roster's, else an e-mail player ID)
        or display name, in registration order."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
        return invite_list(
            Invitee(
                display_name(e.family, e.given),
                e.player_id,
                dropped_before_start=e.dropped_after_round == 0,
                email=e.email,
            )
            for e in state.entries.values()
        )

    def get(self, entry_id: int) -> Entry:
        with self._ctx.transaction():
            event_id = self._entry_row(entry_id).event_id
            entry = load_entry(event_id, entry_id)
        return entry_view(event_id, entry)

    # --- registration ---

    def add(
        self,
        event_id: int,
        family: str,
        given: str = "",
        reading: str = "",
        player_id: str = "",
        roster_id: int | None = None,
        awarded_byes: int = 0,
        *,
        email: str = "",
    ) -> tuple[int, Changes]:
        """Enter a roster player (``roster_id``) or a new one; after round 1 a late entry.

        A new player whose id is already on the roster under the same name is that roster
        player; under another name the id is refused (``DUPLICATE_PLAYER_ID``). ``email``,
        when given, becomes the person's Wizards Account e-mail (``EMAIL_INVALID``).
        """
        email = check_email(email)
        with self._ctx.transaction():
            state = load_outline(event_id)
            if roster_id is not None:
                roster = RosterRow.get_or_none(RosterRow.id == roster_id)
                if roster is None:
                    raise ServiceError(Problem.ROSTER_NOT_FOUND, roster=roster_id)
                if roster.erased:
                    raise ServiceError(Problem.ROSTER_ERASED, roster=roster_id)
            else:
                roster = roster_for(family, given, reading, player_id)
            if email and roster.email != email:
                roster.email = email
                roster.save()
            entry_id, late = enter(self._ctx, state, roster, awarded_byes)
        return entry_id, Changes(
            events=True, players=True, roster=True, standings=late, pairings=late
        )

    def edit(
        self,
        entry_id: int,
        family: str,
        given: str,
        reading: str,
        player_id: str,
        *,
        email: str | None = None,
    ) -> Changes:
        """Correct a player's name, reading or id; the roster (and every event) follows.
        ``email`` (``None``: left as it is) sets the person's Wizards Account e-mail
        (``EMAIL_INVALID`` when it is not one); the audit says it changed, not what to."""
        family, given, reading, player_id = clean_fields(family, given, reading, player_id)
        if not family:
            raise ServiceError(Problem.NAME_EMPTY)
        check_player_fields(family, given, reading, player_id)
        new_email = None if email is None else check_email(email)
        with self._ctx.transaction():
            row = self._entry_row(entry_id)
            roster = row.roster
            if player_id:
                other = RosterRow.get_or_none(
                    (RosterRow.player_id == player_id) & (RosterRow.id != roster.id)
                )
                if other is not None:
                    raise ServiceError(
                        Problem.DUPLICATE_PLAYER_ID, player_id=player_id, roster=other.id
                    )
            before = roster_view(roster)
            roster.family, roster.given, roster.reading, roster.player_id = (
                family,
                given,
                reading,
                player_id,
            )
            roster.search_key = search_key(family, given, reading, player_id)
            email_changed = new_email is not None and new_email != roster.email
            if new_email is not None:
                roster.email = new_email
            roster.save()
            self._ctx.audit(
                row.event_id,
                "player.edit",
                entry=entry_id,
                before=[before.family, before.given, before.reading, before.player_id],
                after=[family, given, reading, player_id],
                **({"email_changed": True} if email_changed else {}),
            )
        return Changes(players=True, roster=True, pairings=True, standings=True, playoff=True)

    def set_awarded_byes(self, entry_id: int, byes: int) -> Changes:
        """Awarded byes (MTR Appendix E) for rounds 1..byes; only before round 1."""
        if not 0 <= byes <= MAX_AWARDED_BYES:
            raise ServiceError(Problem.BAD_BYES, byes=byes)
        with self._ctx.transaction():
            row = self._entry_row(entry_id)
            outline = load_outline(row.event_id)
            if outline.rounds:
                raise ServiceError(Problem.NOT_BEFORE_ROUND_ONE)
            if byes and outline.settings.structure.has_teams:
                raise ServiceError(Problem.NOT_FOR_TEAMS, what=["awarded_byes"])
            before, row.awarded_byes = row.awarded_byes, byes
            row.save()
            self._ctx.audit(row.event_id, "player.byes", entry=entry_id, before=before, after=byes)
        return Changes(players=True, events=True, entries=frozenset({entry_id}))

    def remove(self, entry_id: int, *, absent: bool = False) -> Changes:
        """Take an entry out completely; only before round 1 (later, ``drop``).
        ``absent``: the player registered and did not come (``remove_absent``)."""
        with self._ctx.transaction():
            row = self._entry_row(entry_id)
            if load_outline(row.event_id).rounds:
                raise ServiceError(Problem.NOT_BEFORE_ROUND_ONE)
            name = display_name(row.roster.family, row.roster.given)
            # The registration it came from says how it ended (issue 30).
            left = RegistrationState.ABSENT if absent else RegistrationState.WITHDRAWN
            entry_leaving(self._ctx, entry_id, left)
            row.delete_instance()
            self._ctx.audit(row.event_id, "player.remove", entry=entry_id, name=name)
            if absent:
                self._no_show(row.event_id, row.roster)
            moved = move_up(self._ctx, row.event_id)
        return Changes(players=True, events=True, roster=absent, registrations=bool(moved))

    def _no_show(self, event_id: int, roster: RosterRow) -> None:
        """One more no-show for the person (issue 30), audited beside the removal."""
        roster.no_shows += 1
        roster.save()
        self._ctx.audit(
            event_id,
            "player.no_show",
            roster=roster.id,
            name=display_name(roster.family, roster.given),
            no_shows=roster.no_shows,
        )

    def remove_absent(self, entry_id: int) -> Changes:
        """A registered player who did not come: taken out as ``remove`` does (only
        before round 1; MTR 2.10: they did not take part), and the person's no-shows grow
        by one (the store's regulars, issue 30). Undone together, like ``remove``."""
        return self.remove(entry_id, absent=True)

    def drop(self, entry_id: int) -> Changes:
        """MTR 2.10: drop now; a player already paired this round keeps that match."""
        with self._ctx.transaction():
            row = self._entry_row(entry_id)
            if row.dropped_after_round is not None:
                raise ServiceError(Problem.ALREADY_DROPPED, entry=entry_id)
            if row.team_id is not None:
                teams = load_event(row.event_id, matches=False)
                if teams.team_kind is not None:
                    # MTR 8.2: "If a player drops from the tournament, the entire team is
                    # dropped from the tournament."
                    drop_members(self._ctx, teams, row.team_id, entry_id)
                    return Changes(players=True, events=True, standings=True)
            state = load_outline(row.event_id)
            after = None
            if state.playoff_started and state.settings.structure is Structure.MULTIPLAYER:
                # The pod playoff: MTR 2.10 in pods (services.multiplayer_drops).
                after = drop_from_pod_playoff(self._ctx, row.event_id, entry_id)
            elif state.playoff_started:  # only the bracket needs the whole event
                state = load_event(row.event_id)
                bracket = bracket_for(state)
                if bracket is not None and bracket.finished:
                    raise ServiceError(Problem.PLAYOFF_FINISHED)
                after = drop_from_playoff(self._ctx, state, entry_id)
            if after is None:
                last = state.last_round
                row.dropped_after_round = last.number if last is not None else 0
                if row.dropped_after_round == 0:  # MTR 2.10: never took part
                    entry_leaving(self._ctx, entry_id, RegistrationState.WITHDRAWN)
                row.save()
            else:
                row.dropped_after_round = after
            self._ctx.audit(
                row.event_id, "player.drop", entry=entry_id, after_round=row.dropped_after_round
            )
            before_start = row.dropped_after_round == 0
            if before_start:
                move_up(self._ctx, row.event_id)
        repaired = state.playoff_started
        return Changes(
            players=True,
            events=True,
            standings=True,
            playoff=repaired,
            pairings=repaired,
            registrations=before_start,
            entries=frozenset({entry_id}),
        )

    def re_enter(self, entry_id: int) -> Changes:
        """MTR 2.10: back in before any cut; each round missed meanwhile is a 0-2 loss."""
        with self._ctx.transaction():
            row = self._entry_row(entry_id)
            if row.dropped_after_round is None:
                raise ServiceError(Problem.NOT_DROPPED, entry=entry_id)
            if row.team_id is not None:
                teams = load_event(row.event_id, matches=False)
                if teams.team_kind is not None:  # the whole team comes back (MTR 8.2)
                    re_enter_members(self._ctx, teams, row.team_id)
                    return Changes(players=True, events=True, standings=True, pairings=True)
            state = load_outline(row.event_id)
            dropped = row.dropped_after_round
            if dropped == 0:
                check_can_join(state)  # never played: the same as entering late
            elif state.playoff_started:
                raise ServiceError(Problem.AFTER_CUT)  # MTR 2.10
            now = self._ctx.now()
            missed = [r for r in state.swiss if r.number > dropped]
            if dropped == 0 and missed:
                # Never played: the same as entering late now.
                kind = MatchKind.LATE_ENTRY_LOSS
                row.late_entry_round = state.swiss_paired + 1
            else:
                kind = MatchKind.UNOPPOSED_LOSS
            for rnd in missed:
                add_unopposed(rnd.id, row.id, kind, now)
            row.dropped_after_round = None
            row.save()
            self._ctx.audit(
                row.event_id,
                "player.re_enter",
                entry=entry_id,
                dropped_after_round=dropped,
                losses=[r.number for r in missed],
            )
        return Changes(
            players=True,
            events=True,
            standings=True,
            pairings=bool(missed),
            entries=frozenset({entry_id}),
        )

    # --- CSV ---

    def preview_csv(
        self, data: str | bytes, event_id: int | None = None, progress: Progress | None = None
    ) -> CsvPreview:
        """What ``import_csv`` would add; with ``event_id``, players already entered are
        listed as problems (``CSV_ALREADY_ENTERED``). ``progress`` hears how far the reading
        is and may stop it (``core.progress.Cancelled``)."""
        preview = parse(data, progress)
        if event_id is None:
            return preview
        with self._ctx.transaction():
            load_outline(event_id)
            entered = {
                fold(e.roster.player_id)
                for e in queries.entries_with_roster(event_id)
                if e.roster.player_id
            }
        rows, problems = [], list(preview.problems)
        for row in preview.rows:
            if row.player_id and fold(row.player_id) in entered:
                problems.append(CsvProblem(row.line, Problem.CSV_ALREADY_ENTERED, row.player_id))
            else:
                rows.append(row)
        problems.sort(key=lambda p: p.line)
        return CsvPreview(rows, problems, preview.header, preview.encoding)

    def import_csv(
        self, event_id: int, preview: CsvPreview, progress: Progress | None = None
    ) -> Changes:
        """Enter every previewed row in one transaction.

        A row whose player id is on the roster enters that roster player (the roster keeps
        its spelling); a row already entered in the event is skipped. ``progress`` hears
        of the rows entered every ``PROGRESS_EVERY``; when it answers ``False`` (Cancel)
        the transaction is rolled back and ``core.progress.Cancelled`` raised: nothing
        changed. The roster players the rows name are found with one query per
        ``ROSTER_CHUNK`` IDs, not one per row (issue 27: 10,000 rows took 26 s).
        """
        added: list[int] = []
        total = len(preview.rows)
        with self._ctx.transaction():
            state = load_outline(event_id)
            if preview.rows:
                check_can_join(state)  # the event's state: the same for every row
            entered = {e[1] for e in queries.event_entry_rows(event_id)}
            known = _roster_by_player_id(
                [clean_player_id(r.player_id) for r in preview.rows if r.player_id]
            )
            by_email = _roster_by_email() if any(r.email for r in preview.rows) else {}
            for done, row in enumerate(preview.rows, start=1):
                if done % PROGRESS_EVERY == 0:
                    going_on(progress, done, total)
                roster_id = known.get(clean_player_id(row.player_id)) if row.player_id else None
                if roster_id is None and row.email and not row.player_id:
                    roster_id = by_email.get(row.email.casefold())
                if roster_id is None:
                    roster = new_roster(row.family, row.given, row.reading, row.player_id)
                    roster_id = roster.id
                if row.email:
                    _keep_email(roster_id, row.email)
                    by_email.setdefault(row.email.casefold(), roster_id)
                if roster_id in entered:
                    continue
                entry_id, _ = enter(self._ctx, state, roster_id, 0, audit=False, checked=True)
                entered.add(roster_id)
                added.append(entry_id)
            going_on(progress, total, total)  # the last Cancel before the commit
            self._ctx.audit(event_id, "player.import_csv", entries=added)
        late = bool(state.rounds)
        return Changes(events=True, players=True, roster=True, standings=late, pairings=late)

    # --- helpers (inside a transaction) ---

    def _entry_row(self, entry_id: int) -> EntryRow:
        row = queries.entry_with_roster(entry_id)
        if row is None:
            raise ServiceError(Problem.PLAYER_NOT_FOUND, entry=entry_id)
        return row


#: How many player IDs one roster query asks for (SQLite's bound on parameters is 999 in
#: old versions).
ROSTER_CHUNK = 500


def _roster_by_email() -> dict[str, int]:
    """The roster's Wizards Account e-mails (folded case) → roster id: a pre-registration
    list without player IDs finds its regulars by e-mail (issue 30)."""
    query = RosterRow.select(RosterRow.id, RosterRow.email).where(RosterRow.email != "")
    return {email.casefold(): rid for rid, email in query.order_by(RosterRow.id).tuples()}


def _keep_email(roster_id: int, email: str) -> None:
    """The person's e-mail as the imported list gives it (one statement, no row read)."""
    RosterRow.update(email=email).where(
        (RosterRow.id == roster_id) & (RosterRow.email != email)
    ).execute()


def _roster_by_player_id(player_ids: list[str]) -> dict[str, int]:
    """The roster players with these IDs: ID → roster id, a query per ``ROSTER_CHUNK``."""
    found: dict[str, int] = {}
    for start in range(0, len(player_ids), ROSTER_CHUNK):
        chunk = player_ids[start : start + ROSTER_CHUNK]
        query = RosterRow.select(RosterRow.id, RosterRow.player_id).where(
            RosterRow.player_id.in_(chunk)
        )
        found.update({pid: rid for rid, pid in query.tuples()})
    return found
