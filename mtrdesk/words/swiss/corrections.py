"""What mtrdesk says after a result of an earlier round is corrected under later rounds
(``services.swiss.corrections``): the tables pairing the latest round again would change, or the
played pairings the correction made worse, and the quiet line when nothing changes.

Names are plain text (the window shows them so); a player's match points follow the name in
brackets, as going into the round."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.event.corrections import RoundImpact, TableChange, WorsePairing
from mtrdesk.core.event.repair_moves import Place, PlaceMove
from mtrdesk.core.placeholders import fill
from mtrdesk.core.swiss.types import Pairing
from mtrdesk.core.tournament import EntryId, MatchKind
from mtrdesk.services.swiss.corrections import CorrectionReview, ReviewKind
from mtrdesk.words.swiss.round_status import round_title
from mtrdesk.words.translate import QT_TRANSLATE_NOOP


def _name(review: CorrectionReview, entry: EntryId, points: Mapping[EntryId, int]) -> str:
    name = review.names.get(entry, f"#{entry}")
    return fill(QCoreApplication.translate("Corrections", "%1 (%2)"), name, points.get(entry, 0))


def _pair(review: CorrectionReview, pairing: Pairing | TableChange) -> str:
    """ "Table 3: 山田 太郎 (6) vs 佐藤 花子 (6)", or "Bye: 山田 太郎 (0)"."""
    first = _name(review, pairing.player1, review.points)
    if pairing.player2 is None:
        return fill(QCoreApplication.translate("Corrections", "Bye: %1"), first)
    second = _name(review, pairing.player2, review.points)
    return fill(
        QCoreApplication.translate("Corrections", "Table %1: %2 vs %3"),
        pairing.table,
        first,
        second,
    )


# --- case (a): the latest round has no result --------------------------------------------------


def _about_latest(review: CorrectionReview, source: str) -> str:
    """``source`` (a "Corrections" text) with %1 the latest round's title."""
    return fill(QCoreApplication.translate("Corrections", source), round_title(review.latest_round))


def repair_title(review: CorrectionReview) -> str:
    return _about_latest(review, QT_TRANSLATE_NOOP("Corrections", "Pair %1 again?"))


def repair_intro(review: CorrectionReview) -> str:
    return _about_latest(
        review,
        QT_TRANSLATE_NOOP(
            "Corrections", "%1 has no results yet. The correction changes its best pairings:"
        ),
    )


def repair_lines(review: CorrectionReview) -> list[str]:
    """One line per new pair: where it sits and the present tables it replaces."""
    proposal = review.proposal
    if proposal is None:
        return []
    lines = []
    for change in proposal.diff.changes:
        line = _pair(review, change)
        if change.replaces:
            now = _comma().join(_pair(review, p) for p in change.replaces)
            line = fill(QCoreApplication.translate("Corrections", "%1 (now %2)"), line, now)
        lines.append(line)
    if proposal.diff.kept:
        lines.append(
            QCoreApplication.translate(
                "Corrections", "%n other table(s) keep their players.", None, proposal.diff.kept
            )
        )
    return lines


# --- who else pairing again concerns (issue 27) ---------------------------------------------


#: What a player's place in the round is, by its kind; no kind: "not in the round".
_PLACE_KINDS = {
    MatchKind.PAIRED: QT_TRANSLATE_NOOP("Corrections", "paired"),
    MatchKind.BYE: QT_TRANSLATE_NOOP("Corrections", "the bye"),
    MatchKind.AWARDED_BYE: QT_TRANSLATE_NOOP("Corrections", "an awarded bye"),
    MatchKind.LATE_ENTRY_LOSS: QT_TRANSLATE_NOOP("Corrections", "a loss (late entry)"),
    MatchKind.UNOPPOSED_LOSS: QT_TRANSLATE_NOOP("Corrections", "a loss without opponent"),
}
_NOT_IN_THE_ROUND = QT_TRANSLATE_NOOP("Corrections", "not in the round")


def _place_kind(kind: MatchKind | None) -> str:
    source = _NOT_IN_THE_ROUND if kind is None else _PLACE_KINDS.get(kind, _NOT_IN_THE_ROUND)
    return QCoreApplication.translate("Corrections", source)


def _place(place: Place, other: Place) -> str:
    """What ``place`` holds, with its drop and late entry where ``other`` differs."""
    parts = [_place_kind(place.kind)]
    if place.dropped_after_round != other.dropped_after_round:
        parts.append(
            _round_or_not(
                place.dropped_after_round,
                QT_TRANSLATE_NOOP("Corrections", "dropped after %1"),
                QT_TRANSLATE_NOOP("Corrections", "not dropped"),
            )
        )
    if place.late_entry_round != other.late_entry_round:
        parts.append(
            _round_or_not(
                place.late_entry_round,
                QT_TRANSLATE_NOOP("Corrections", "late entry from %1"),
                QT_TRANSLATE_NOOP("Corrections", "entered before round 1"),
            )
        )
    return _comma().join(parts)


def _round_or_not(number: int | None, source: str, without: str) -> str:
    """``source`` with %1 the round's title, or ``without`` when there is no round."""
    if number is None:
        return QCoreApplication.translate("Corrections", without)
    return fill(QCoreApplication.translate("Corrections", source), round_title(number))


def move_line(review: CorrectionReview, move: PlaceMove) -> str:
    """ "山田 太郎 (3): the bye → paired": one person whose place pairing again changes."""
    return fill(
        QCoreApplication.translate("Corrections", "%1: %2 → %3"),
        _name(review, move.entry, review.points),
        _place(move.before, move.after),
        _place(move.after, move.before),
    )


def moves_intro(review: CorrectionReview) -> str:
    return _about_latest(
        review,
        QT_TRANSLATE_NOOP("Corrections", "Pairing %1 again also changes these players' places:"),
    )


def kept_lines(review: CorrectionReview) -> list[str]:
    """The drops and late entries of the latest round that pairing it again keeps, named."""
    proposal = review.proposal
    if proposal is None:
        return []
    separator = _comma()
    title = round_title(review.latest_round)
    lines = []
    if proposal.kept_drops:
        lines.append(
            fill(
                QCoreApplication.translate(
                    "Corrections",
                    "Dropped during %1: still paired in %1 and dropped after it (MTR 2.10): %2",
                ),
                title,
                separator.join(review.names.get(e, f"#{e}") for e in proposal.kept_drops),
            )
        )
    if proposal.kept_late_entries:
        lines.append(
            fill(
                QCoreApplication.translate(
                    "Corrections",
                    "Entered late during %1: keep its loss and play from the next round: %2",
                ),
                title,
                separator.join(review.names.get(e, f"#{e}") for e in proposal.kept_late_entries),
            )
        )
    return lines


def repair_question(review: CorrectionReview) -> str:
    return fill(
        QCoreApplication.translate(
            "Corrections",
            "Pair %1 again? Pairings and result slips already printed or posted for it must "
            "then be replaced.",
        ),
        round_title(review.latest_round),
    )


def repair_button(review: CorrectionReview) -> str:
    return fill(
        QCoreApplication.translate("Corrections", "Pair %1 again"), round_title(review.latest_round)
    )


def keep_button() -> str:
    return QCoreApplication.translate("Corrections", "Keep the pairings")


def repaired(review: CorrectionReview) -> str:
    """The status line once the round was paired again."""
    return fill(
        QCoreApplication.translate("Corrections", "%1 paired again after the correction."),
        round_title(review.latest_round),
    )


# --- case (b): a later round has results ------------------------------------------------------


def worse_title() -> str:
    return QCoreApplication.translate("Corrections", "Pairings made worse by the correction")


def worse_intro(review: CorrectionReview) -> str:
    rounds = [i.round_number for i in review.made_worse]
    return fill(
        QCoreApplication.translate(
            "Corrections", "The correction of %1 made these pairings of %2 worse:"
        ),
        round_title(review.corrected_round),
        _comma().join(round_title(n) for n in rounds),
    )


def _worse_pair(review: CorrectionReview, worse: WorsePairing) -> str:
    """ "Table 3: 山田 太郎 vs 佐藤 花子: 3–6 points, were 6–6 (now a pair-down)"."""
    first = review.names.get(worse.player1, f"#{worse.player1}")
    if worse.player2 is None:
        text = fill(
            QCoreApplication.translate("Corrections", "Bye: %1: %2 points, was %3"),
            first,
            worse.points_after[0],
            worse.points_before[0],
        )
    else:
        second = review.names.get(worse.player2, f"#{worse.player2}")
        text = fill(
            QCoreApplication.translate(
                "Corrections", "Table %1: %2 vs %3: %4–%5 points, were %6–%7"
            ),
            worse.table,
            first,
            second,
            worse.points_after[0],
            worse.points_after[1],
            worse.points_before[0],
            worse.points_before[1],
        )
    if worse.new_pair_down:
        text = fill(QCoreApplication.translate("Corrections", "%1 (now a pair-down)"), text)
    return text


def impact_lines(review: CorrectionReview) -> list[str]:
    """Per played round made worse: its round, its tables, and whether it is still the best
    pairing for the corrected standings."""
    lines: list[str] = []
    several = len(review.made_worse) > 1
    for impact in review.made_worse:
        if several:
            lines.append(round_title(impact.round_number) + ":")
        lines.extend(_worse_pair(review, w) for w in impact.worse)
        if impact.no_longer_optimal:
            lines.append(no_longer_optimal(impact))
    return lines


def no_longer_optimal(impact: RoundImpact) -> str:
    return fill(
        QCoreApplication.translate(
            "Corrections", "With the corrected standings, %1 would have been paired better."
        ),
        round_title(impact.round_number),
    )


def worse_advice(review: CorrectionReview) -> str:
    """What to do: nothing is replayed; the next round is paired from the corrected
    standings."""
    return QCoreApplication.translate(
        "Corrections",
        "These matches were played, so their pairings and results stand. The standings are "
        "corrected, and the next round is paired from them. Tell the players concerned if "
        "they ask why they were paired as they were.",
    )


# --- the quiet line ---------------------------------------------------------------------------


def quiet_line(review: CorrectionReview) -> str | None:
    """The status line when the correction changes nothing that needs a look; ``None`` when
    a dialog is due or nothing was reviewed."""
    if review.kind is ReviewKind.SAME_PAIRING:
        return fill(
            QCoreApplication.translate(
                "Corrections", "The correction does not change the best pairings of %1."
            ),
            round_title(review.latest_round),
        )
    if review.kind is ReviewKind.PLAYED and not review.made_worse:
        return fill(
            QCoreApplication.translate(
                "Corrections", "The correction made no pairing of %1 worse."
            ),
            round_title(review.latest_round),
        )
    return None


def _comma() -> str:
    """What joins a list in these sentences: ", " (Japanese 「、」)."""
    return QCoreApplication.translate("Corrections", ", ")
