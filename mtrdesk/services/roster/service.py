"""The store's regulars (issue 30): who came, how often, when first and last, who did not
show up, their Wizards Account; two records of one person merged; a person erased.

A roster change belongs to no event: its audit row has no event, so no event's undo
stack keeps it (an older step of an event whose rows a merge or an erase changed is
refused by undo, as after any later change).
"""

from __future__ import annotations

from mtrdesk.core.names import display_name
from mtrdesk.core.text import fold, search_key
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.roster.erasure import (
    REGISTRATION_FIELDS,
    personal_texts,
    scrub_names,
    scrubbed_detail,
)
from mtrdesk.services.roster.people import check_email
from mtrdesk.services.roster.regulars import RegularSort, RegularView, sorted_regulars
from mtrdesk.services.text_fields import TextField, check_text
from mtrdesk.store import audit_chain, change_log, queries
from mtrdesk.store.models import Entry as EntryRow
from mtrdesk.store.models import Event as EventRow
from mtrdesk.store.models import Registration as RegistrationRow
from mtrdesk.store.models import RosterPlayer as RosterRow

__all__ = ["RegularSort", "RegularView", "RosterService"]


def _view(row: RosterRow, activity: tuple | None) -> RegularView:
    events, first, last = activity if activity is not None else (0, None, None)
    return RegularView(
        id=row.id,
        family=row.family,
        given=row.given,
        reading=row.reading,
        player_id=row.player_id,
        email=row.email,
        no_shows=row.no_shows,
        erased=bool(row.erased),
        events=events,
        first_seen=first,
        last_seen=last,
    )


class RosterService:
    """Use cases on the roster as a whole: the regulars, their e-mail, merge and erase."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    # --- reading ---

    def regulars(
        self, search: str = "", sort: RegularSort = RegularSort.LAST_SEEN
    ) -> list[RegularView]:
        """Everybody whose name, reading or player ID holds ``search`` (folded: katakana
        finds hiragana, half width finds full width, ``core.text.fold``), in ``sort``
        order; everybody when ``search`` is empty."""
        with self._ctx.transaction():
            rows = queries.roster_containing(fold(search))
            activity = queries.roster_activity()
        return sorted_regulars((_view(r, activity.get(r.id)) for r in rows), sort)

    def regular(self, roster_id: int) -> RegularView:
        """One person (``ROSTER_NOT_FOUND`` when there is none)."""
        with self._ctx.transaction():
            row = self._row(roster_id)
            activity = queries.roster_activity([roster_id])
        return _view(row, activity.get(roster_id))

    # --- changing ---

    def set_email(self, roster_id: int, email: str) -> Changes:
        """Set (or clear, with "") a person's Wizards Account e-mail, checked first
        (``EMAIL_INVALID``). The audit row says it changed, never the address."""
        email = check_email(email)
        with self._ctx.transaction():
            row = self._row(roster_id)
            self._refuse_erased(row)
            if row.email == email:
                return Changes()
            row.email = email
            row.save()
            self._ctx.audit(None, "roster.email", roster=roster_id, cleared=not email)
        return Changes(roster=True, players=True)

    def merge(self, keep_id: int, other_id: int) -> Changes:
        """Two records of one person become ``keep_id``: every entry and registration of
        ``other_id`` moves to it (their results follow), its no-shows are added, and
        ``keep_id``'s e-mail, player ID and reading stay unless empty (then
        ``other_id``'s are taken); ``other_id`` is then gone. Refused when both played the
        same event (``MERGE_SAME_EVENT`` names the events): one person has one entry per
        event, and two entries cannot become one without losing results."""
        if keep_id == other_id:
            raise ServiceError(Problem.MERGE_SAME_PERSON, roster=keep_id)
        with self._ctx.transaction():
            keep, other = self._row(keep_id), self._row(other_id)
            for row in (keep, other):
                self._refuse_erased(row)
            kept_events = {e.event_id for e in EntryRow.select().where(EntryRow.roster == keep_id)}
            moved = list(EntryRow.select().where(EntryRow.roster == other_id).order_by(EntryRow.id))
            shared = sorted({e.event_id for e in moved} & kept_events)
            if shared:
                names = [
                    e.name
                    for e in EventRow.select()
                    .where(EventRow.id.in_(shared))
                    .order_by(EventRow.date, EventRow.id)
                ]
                raise ServiceError(Problem.MERGE_SAME_EVENT, events=names)
            taken = {
                name: getattr(other, name)
                for name in ("email", "player_id", "reading")
                if not getattr(keep, name) and getattr(other, name)
            }
            merged_name = display_name(other.family, other.given)
            no_shows = other.no_shows
            EntryRow.update(roster=keep_id).where(EntryRow.roster == other_id).execute()
            RegistrationRow.update(roster=keep_id).where(
                RegistrationRow.roster == other_id
            ).execute()
            other.delete_instance()  # first: the player ID it gives may be unique
            for name, value in taken.items():
                setattr(keep, name, value)
            keep.no_shows += no_shows
            keep.search_key = search_key(keep.family, keep.given, keep.reading, keep.player_id)
            keep.save()
            self._ctx.audit(
                None,
                "roster.merge",
                roster=keep_id,
                merged=other_id,
                name=display_name(keep.family, keep.given),
                merged_name=merged_name,
                entries=[e.id for e in moved],
                taken=sorted(taken),
            )
        return Changes(roster=True, players=True, events=True, standings=True, pairings=True)

    def erase(self, roster_id: int, erased_name: str) -> Changes:
        """Forget a person, as Japan's APPI (個人情報保護法) and the GDPR (Article 17) let
        them ask: their name, reading, player ID and e-mail leave the roster row, the
        registrations they sent, the undo log's row images and every audit row that names
        them, in one transaction. ``erased_name`` ("Erased player N", translated by the
        caller, N the roster id) takes the name's place, so results and standings stay
        true. Redacted audit rows are sealed by the erase's own audit row
        (``store.audit_chain``): the chain still verifies and printed codes still hold.
        Backups and event files made earlier still hold the name: the caller says so."""
        erased_name = check_text(TextField.FAMILY, erased_name.strip())
        if not erased_name:
            raise ServiceError(Problem.NAME_EMPTY)
        db = self._ctx.store.db
        with self._ctx.transaction():
            row = self._row(roster_id)
            self._refuse_erased(row)
            entries = [
                e.id for e in EntryRow.select(EntryRow.id).where(EntryRow.roster == roster_id)
            ]
            theirs = RegistrationRow.roster == roster_id
            if entries:
                theirs = theirs | RegistrationRow.entry.in_(entries)
            registrations = list(RegistrationRow.select().where(theirs))
            images = [
                {
                    name: getattr(row, name)
                    for name in ("family", "given", "reading", "player_id", "email")
                },
                *change_log.images_of(db, "roster_player", [roster_id]),
                *({name: getattr(r, name) for name in REGISTRATION_FIELDS} for r in registrations),
                *change_log.images_of(db, "registration", [r.id for r in registrations]),
            ]
            texts = scrub_names(personal_texts(images))
            gone: dict[str, object] = {
                "family": erased_name,
                "given": "",
                "reading": "",
                "player_id": "",
                "email": "",
                "search_key": search_key(erased_name, "", "", ""),
                "erased": True,
            }
            RosterRow.update(**gone).where(RosterRow.id == roster_id).execute()
            change_log.rewrite_images(db, "roster_player", [roster_id], gone)
            registration_gone: dict[str, object] = {
                "family": erased_name,
                "given": "",
                "reading": "",
                "email": "",
                "device": "",
            }
            ids = [r.id for r in registrations]
            if ids:
                RegistrationRow.update(**registration_gone).where(
                    RegistrationRow.id.in_(ids)
                ).execute()
                change_log.rewrite_images(db, "registration", ids, registration_gone)
            redacted = self._redacted_details(texts, erased_name)
            seals = audit_chain.redact(redacted)
            self._ctx.audit(
                None,
                audit_chain.ERASE_ACTION,
                roster=roster_id,
                registrations=len(ids),
                **{audit_chain.REDACTED_KEY: seals},
            )
        return Changes(roster=True, players=True, pairings=True, standings=True, playoff=True)

    # --- helpers (inside a transaction) ---

    @staticmethod
    def _redacted_details(texts: set[str], erased_name: str) -> dict[int, str]:
        """Audit row id → its detail without the person, for every row naming them."""
        candidates: dict[int, str] = {}
        for text in texts:
            for row_id, detail in audit_chain.audit_details(text):
                candidates[row_id] = detail
        redacted: dict[int, str] = {}
        for row_id, detail in candidates.items():
            cleaned = scrubbed_detail(detail, texts, erased_name)
            if cleaned is not None:
                redacted[row_id] = cleaned
        return redacted

    @staticmethod
    def _row(roster_id: int) -> RosterRow:
        row = RosterRow.get_or_none(RosterRow.id == roster_id)
        if row is None:
            raise ServiceError(Problem.ROSTER_NOT_FOUND, roster=roster_id)
        return row

    @staticmethod
    def _refuse_erased(row: RosterRow) -> None:
        if row.erased:
            raise ServiceError(Problem.ROSTER_ERASED, roster=row.id)
