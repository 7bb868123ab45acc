"""A decklist's problems as wrapped sentences, blocking ones first (red), notes after
(brown), each with the rule it breaks; in the decklist dialog each also offers what to
do about it: give a Japanese name its English name, use the known name suggested for an
unknown one, or go to the line."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QUrl, Signal
from PySide6.QtWidgets import QTextBrowser, QWidget

from mtrdesk.core.decklists.problems import DecklistProblem, ProblemCode
from mtrdesk.core.scripts import has_japanese
from mtrdesk.core.text import bounded_int
from mtrdesk.words.decklists.messages import problem_text

BLOCKING_COLOR = "#b00020"
ADVISORY_COLOR = "#8a5a00"
# Link schemes of the actions offered after a problem ("english:2": problem 2).
ENGLISH, SUGGEST, LINE = "english", "suggest", "line"


def needs_english(problem: DecklistProblem) -> bool:
    """A Japanese card name the organizer can give an English name for."""
    return problem.code is ProblemCode.JAPANESE_NAME or (
        problem.code is ProblemCode.UNKNOWN_CARD
        and problem.card is not None
        and has_japanese(problem.card)
    )


class ProblemsView(QTextBrowser):
    """Read-only, wrapped list of problems; ``actions`` adds the links after each."""

    english_requested = Signal(object)
    suggestion_requested = Signal(object)
    line_requested = Signal(object)

    def __init__(self, actions: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.with_actions = actions
        self.problems: list[DecklistProblem] = []
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._clicked)

    def show_problems(self, problems: Sequence[DecklistProblem], empty: str = "") -> None:
        """Blocking problems first, then notes; ``empty`` shown when there are none."""
        self.problems = sorted(problems, key=lambda p: not p.blocking)
        parts = []
        for number, problem in enumerate(self.problems):
            color = BLOCKING_COLOR if problem.blocking else ADVISORY_COLOR
            text = html.escape(problem_text(problem))
            links = self._links(number, problem) if self.with_actions else ""
            parts.append(f'<p style="color: {color}; margin-bottom: 6px;">{text}{links}</p>')
        if not parts and empty:
            parts.append(f"<p>{html.escape(empty)}</p>")
        self.setHtml("".join(parts))

    def texts(self) -> list[str]:
        """The sentences as shown, in order (tests, and copying into a report)."""
        return [problem_text(problem) for problem in self.problems]

    def _links(self, number: int, problem: DecklistProblem) -> str:
        links = []
        if needs_english(problem):
            links.append(
                (ENGLISH, QCoreApplication.translate("DecklistDialog", "Give its English name"))
            )
        if problem.suggestion and not needs_english(problem):
            links.append(
                (
                    SUGGEST,
                    QCoreApplication.translate("DecklistDialog", "Use %1").replace(
                        "%1", problem.suggestion
                    ),
                )
            )
        if problem.line is not None or problem.card:
            links.append((LINE, QCoreApplication.translate("DecklistDialog", "Show in the list")))
        return "".join(
            f' &nbsp;<a href="{scheme}:{number}">{html.escape(label)}</a>'
            for scheme, label in links
        )

    def trigger(self, scheme: str, problem: DecklistProblem) -> None:
        """Act as if the ``scheme`` link of ``problem`` was clicked."""
        self._clicked(QUrl(f"{scheme}:{self.problems.index(problem)}"))

    def _clicked(self, url: QUrl) -> None:
        scheme, _, number = url.toString().partition(":")
        index = bounded_int(number, 0, len(self.problems) - 1)
        if index is None:
            return
        problem = self.problems[index]
        if scheme == ENGLISH:
            self.english_requested.emit(problem)
        elif scheme == SUGGEST:
            self.suggestion_requested.emit(problem)
        elif scheme == LINE:
            self.line_requested.emit(problem)
