"""Translated words for the pairing notes (``core.swiss.explain``): a short label for
the Rounds tab's Notes column and a sentence for its tooltip that says why."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.swiss.explain import NoteKind, PairingNote, Reason
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

#: The labels that are the same for every note of their kind; any other kind is "Across pods".
_LABELS = {
    NoteKind.BYE: QT_TRANSLATE_NOOP("PairingNotes", "Bye"),
    NoteKind.REPEAT_BYE: QT_TRANSLATE_NOOP("PairingNotes", "Second bye"),
    NoteKind.REMATCH: QT_TRANSLATE_NOOP("PairingNotes", "Rematch"),
    NoteKind.ADVANCED: QT_TRANSLATE_NOOP("PairingNotes", "Advanced to the playoff"),
}
_ACROSS_PODS = QT_TRANSLATE_NOOP("PairingNotes", "Across pods")


def note_label(note: PairingNote) -> str:
    """A few words: 'Pair-down 6→3', 'Bye', 'Pod 2'."""
    kind = note.kind
    if kind is NoteKind.PAIR_DOWN and note.points is not None:
        high, low = note.points
        return (
            QCoreApplication.translate("PairingNotes", "Pair-down %1→%2")
            .replace("%1", str(high))
            .replace("%2", str(low))
        )
    if kind is NoteKind.POD:
        return QCoreApplication.translate("PairingNotes", "Pod %1").replace("%1", str(note.pod))
    if kind is NoteKind.TEAM_SEAT:
        return QCoreApplication.translate("PairingNotes", "Seat %1").replace("%1", note.seat or "")
    return QCoreApplication.translate("PairingNotes", _LABELS.get(kind, _ACROSS_PODS))


def note_explanation(note: PairingNote) -> str:
    """The sentence that says why, citing the rule (docs/pairing-spec.md, MTR)."""
    kind, reason = note.kind, note.reason
    if kind is NoteKind.PAIR_DOWN and note.points is not None:
        high, low = (str(p) for p in note.points)
        if reason is Reason.ODD_COUNT:
            text = QCoreApplication.translate(
                "PairingNotes",
                "An odd number of players have %1 points or more, so one of them plays a "
                "player with %2 points.",
            )
        elif reason is Reason.REMATCHES:
            text = QCoreApplication.translate(
                "PairingNotes",
                "The players with %1 points cannot all be paired among themselves without "
                "a rematch, so this player plays one with %2 points.",
            )
        else:
            text = QCoreApplication.translate(
                "PairingNotes",
                "The pairing rules do not require this pair-down (%1 against %2 points): "
                "the pairing was changed by hand.",
            )
        return text.replace("%1", high).replace("%2", low)
    if kind is NoteKind.BYE:
        if reason is Reason.RANDOM:
            return QCoreApplication.translate(
                "PairingNotes", "Round 1: the bye is drawn at random among all players."
            )
        if reason is Reason.LOWEST_RANKED:
            return QCoreApplication.translate(
                "PairingNotes", "The bye goes to the lowest-ranked player who has not had one."
            )
        return QCoreApplication.translate(
            "PairingNotes",
            "Not the lowest-ranked player without a bye: giving it to that player would have "
            "meant a rematch or more pair-downs, or the pairing was changed by hand.",
        )
    if kind is NoteKind.REPEAT_BYE:
        if reason is Reason.EVERYONE_HAD_ONE:
            return QCoreApplication.translate(
                "PairingNotes", "Every player still in the event has already had a bye."
            )
        return QCoreApplication.translate(
            "PairingNotes",
            "This player already had a bye while others have not: the pairing was changed by hand.",
        )
    if kind is NoteKind.REMATCH:
        return QCoreApplication.translate(
            "PairingNotes",
            "These players have already played each other in this event: no pairing without "
            "a rematch was possible, or the pairing was changed by hand.",
        )
    if kind is NoteKind.POD:
        return QCoreApplication.translate(
            "PairingNotes",
            "Booster draft pod %1: players are paired only within their pod (MTR 7.6).",
        ).replace("%1", str(note.pod))
    if kind is NoteKind.ADVANCED:
        return QCoreApplication.translate(
            "PairingNotes",
            "This player reached the announced match points and advanced to the playoff "
            "with a locked seed: a bye instead of a pairing for the rest of the Swiss "
            "(MTR 10.4).",
        )
    if kind is NoteKind.TEAM_SEAT:
        return QCoreApplication.translate(
            "PairingNotes",
            "A seat match of the team match above: seat %1 plays seat %1 of the other team "
            "(MTR 8.2).",
        ).replace("%1", note.seat or "")
    return QCoreApplication.translate(
        "PairingNotes",
        "Pods are lifted for this event, so players from different pods may meet (MTR 7.6).",
    )
