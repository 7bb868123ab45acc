"""What pairing a round again does to each person besides whom they meet (issue 27).

A round paired again after a correction (``services.swiss.corrections``) must change nobody's
standing in the event unseen: the review shows who meets whom (``correction_review.
pairing_diff``) and, here, every person whose *place* changes: in the round or not, the
pairing bye, an awarded bye, a 0-2 loss without opponent, the round they dropped after
or entered late in. The service takes the moves the organizer was shown and refuses to
save a re-pair whose real moves differ (``PlaceMove`` compares by value).

The rule the re-pair keeps (docs/undo.md, "Pairing again after a correction"):

- a player who dropped during the round (``dropped_after_round`` = the round) stays
  dropped after it and is paired in it: MTR 2.10, "Players wanting to drop after the
  Scorekeeper begins pairing for the next round will be paired for that round". Pairing
  the round again does not move the moment they dropped;
- a player who entered late during the round keeps its 0-2 loss (the round was paired
  before they entered; docs/pairing-spec.md section 7), and a player re-entered during it
  keeps their unopposed loss (MTR 2.10);
- awarded byes (MTR Appendix E) are the entry's and do not move.

Only the pairing bye can then move (the bye goes to another player of the lowest group,
rule 4 of docs/pairing-spec.md): the review lists it. Pure values: no store, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from mtrdesk.core.event.state import EntryState, MatchState
from mtrdesk.core.tournament import EntryId, MatchKind

__all__ = ["SITTING_OUT", "Place", "PlaceMove", "place_moves", "places", "sitting_out"]

#: The unopposed losses a round already holds that pairing it again keeps as they are.
SITTING_OUT = (MatchKind.LATE_ENTRY_LOSS, MatchKind.UNOPPOSED_LOSS)


@dataclass(frozen=True, slots=True)
class Place:
    """A person's place in one round: what they have in it (``None``: nothing: not yet
    entered, or dropped before it), and their drop and late-entry rounds."""

    kind: MatchKind | None
    dropped_after_round: int | None
    late_entry_round: int | None


@dataclass(frozen=True, slots=True)
class PlaceMove:
    """An entry whose place a re-pair changes (``before`` → ``after``)."""

    entry: EntryId
    before: Place
    after: Place


def places(
    entries: Mapping[EntryId, EntryState],
    matches: Iterable[tuple[MatchKind, EntryId, EntryId | None]],
) -> dict[EntryId, Place]:
    """Every entry's place in a round holding ``matches`` (kind, player1, player2)."""
    kinds: dict[EntryId, MatchKind] = {}
    for kind, first, second in matches:
        kinds[first] = kind
        if second is not None:
            kinds[second] = kind
    return {
        entry_id: Place(kinds.get(entry_id), entry.dropped_after_round, entry.late_entry_round)
        for entry_id, entry in entries.items()
    }


def place_moves(
    before: Mapping[EntryId, Place], after: Mapping[EntryId, Place]
) -> tuple[PlaceMove, ...]:
    """The entries whose place differs, by entry id (an entry missing on one side has no
    place there: ``Place(None, None, None)``)."""
    nowhere = Place(None, None, None)
    return tuple(
        PlaceMove(entry, before.get(entry, nowhere), after.get(entry, nowhere))
        for entry in sorted(set(before) | set(after))
        if before.get(entry, nowhere) != after.get(entry, nowhere)
    )


def sitting_out(matches: Iterable[MatchState]) -> list[tuple[EntryId, MatchKind]]:
    """The round's losses without opponent (``SITTING_OUT``) that pairing it again keeps:
    their players are not paired, and the losses are written back as they were."""
    return [(m.player1, m.kind) for m in matches if m.kind in SITTING_OUT]
