"""After a result of an earlier round is corrected under later rounds
(``services.swiss.corrections``): offer to pair the latest round again, or say which played
pairings the correction made worse.

- The latest round has no result and the correction changes its best pairings: "Round 4
  has no results yet. The correction changes its best pairings: … Pair Round 4 again?",
  with the tables that would change, every player whose place it moves (the bye), and the
  players who dropped or entered late during the round, who keep their places (issue 27);
  "Pair Round 4 again" saves exactly what was shown (the proposal's seed; the moves listed,
  ``shown_moves``, else the service refuses), "Keep the pairings" changes nothing.
- A later round has results: its pairings stand (the matches were played); the dialog lists
  the tables the correction made worse and what to do.
- Nothing changed that needs a look: one quiet line in the status bar, no dialog.

Team events and multiplayer pods are not reviewed: the correction stands with its warning.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.event.repair_moves import PlaceMove
from mtrdesk.services import Changes, Problem, Services, ServiceWarning
from mtrdesk.services.swiss.corrections import CorrectionReview, ReviewKind
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.widgets.named import wrapped
from mtrdesk.words.swiss import corrections as words


def _plain_label(text: str, name: str) -> QLabel:
    """A label that never reads names as rich text."""
    label = wrapped(text)
    label.setObjectName(name)
    return label


class CorrectionDialog(QDialog):
    """The review of one correction: the re-pairing offered (``repair`` set when the
    organizer chose to pair again), or the played pairings made worse."""

    def __init__(self, review: CorrectionReview, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("correctionDialog")
        self.review = review
        self.repair = False
        offer = review.kind is ReviewKind.REPAIR
        layout = QVBoxLayout(self)
        self.lines = QListWidget()
        self.lines.setObjectName("correctionLines")
        self.lines.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        #: The moves listed below (issue 27): ``accept`` refuses a re-pair moving others.
        self.shown_moves: tuple[PlaceMove, ...] = ()
        if offer:
            self.setWindowTitle(words.repair_title(review))
            layout.addWidget(_plain_label(words.repair_intro(review), "correctionIntro"))
            self.lines.addItems(words.repair_lines(review))
        else:
            self.setWindowTitle(words.worse_title())
            layout.addWidget(_plain_label(words.worse_intro(review), "correctionIntro"))
        layout.addWidget(self.lines, 1)
        if offer and review.proposal is not None:
            self._add_places(layout, review)
        played = words.impact_lines(review) if review.made_worse else []
        if offer and played:
            # Rounds between the corrected one and the latest were played: they stand.
            layout.addWidget(_plain_label(words.worse_intro(review), "correctionPlayed"))
            self.played = QListWidget()
            self.played.setObjectName("correctionPlayedLines")
            self.played.addItems(played)
            layout.addWidget(self.played)
        elif not offer:
            self.lines.addItems(played)
        buttons = QDialogButtonBox()
        if offer:
            layout.addWidget(_plain_label(words.repair_question(review), "correctionQuestion"))
            self.repair_button: QPushButton | None = buttons.addButton(
                words.repair_button(review), QDialogButtonBox.ButtonRole.AcceptRole
            )
            assert self.repair_button is not None
            self.repair_button.setObjectName("repairButton")
            keep = buttons.addButton(words.keep_button(), QDialogButtonBox.ButtonRole.RejectRole)
            keep.setObjectName("keepButton")
            keep.setDefault(True)  # Enter keeps: pairing again is a deliberate choice
        else:
            layout.addWidget(_plain_label(words.worse_advice(review), "correctionAdvice"))
            self.repair_button = None
            ok = buttons.addButton(QDialogButtonBox.StandardButton.Ok)
            ok.setObjectName("okButton")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # Tall enough for every wrapped line at this width (the lists and labels it gained).
        self.resize(640, max(420, layout.totalHeightForWidth(640)))

    def _add_places(self, layout: QVBoxLayout, review: CorrectionReview) -> None:
        """Who else pairing again concerns: every place it moves (listed, and remembered as
        shown), and the drops and late entries it keeps."""
        proposal = review.proposal
        assert proposal is not None
        if proposal.moves:
            layout.addWidget(_plain_label(words.moves_intro(review), "correctionMovesIntro"))
            self.moves = QListWidget()
            self.moves.setObjectName("correctionMoves")
            self.moves.setSelectionMode(QListWidget.SelectionMode.NoSelection)
            for move in proposal.moves:
                self.moves.addItem(words.move_line(review, move))
            self.moves.setMaximumHeight(self.moves.sizeHintForRow(0) * 4 + 8)
            layout.addWidget(self.moves)
            self.shown_moves = tuple(proposal.moves)
        kept = words.kept_lines(review)
        if kept:
            layout.addWidget(_plain_label("\n".join(kept), "correctionKept"))

    def _accept(self) -> None:
        self.repair = self.repair_button is not None
        self.accept()


def later_rounds_warning(changes: Changes) -> ServiceWarning | None:
    """The correction warning of a result saved under later rounds, if any."""
    return next(
        (
            w
            for w in changes.warnings
            if w.problem is Problem.LATER_ROUNDS_EXIST and "match" in w.details
        ),
        None,
    )


def review_correction(
    parent: QWidget,
    services: Services,
    event_id: int,
    warning: ServiceWarning,
    status: Callable[[str], None],
) -> Changes | None:
    """Review the correction ``warning`` reports; the changes when the latest round was
    paired again, else ``None``. A refusal is explained (``attempt``)."""
    review = attempt(
        parent,
        lambda: services.corrections.review(
            event_id, warning.details["match"], warning.details.get("previous")
        ),
    )
    if review is None or review.kind is ReviewKind.NOT_REVIEWED:
        return None
    quiet = words.quiet_line(review)
    if quiet is not None:
        status(quiet)
        return None
    dialog = CorrectionDialog(review, parent)
    dialog.exec()
    proposal = review.proposal
    if not dialog.repair or proposal is None:
        return None
    shown = dialog.shown_moves
    paired = attempt(parent, lambda: services.corrections.accept(proposal, shown))
    if paired is None:
        return None
    status(words.repaired(review))
    return paired[1]
