"""What the rounds tab asks of each structure: a ``RoundSource``.

The one ``RoundsTab`` (``rounds_tab.py``) holds the round chooser, the progress line, "Pair
next round", "Pair again", the edit and time extension buttons and "Print...", and the
pairing flow. Its source says the rest for one structure: the words of the round bar
(``RoundTexts``, in the structure's own translation context: "RoundsTab", "PodsTab"), which
rounds there are, the lines under the round bar, the panel that shows a round
(``widgets.round_panel.RoundPanel``: ``MatchesPanel`` or ``PodRoundPanel``), which buttons
are enabled, and how pairings are made, edited and announced. ``SwissRounds``
(``swiss_rounds.py``: individual and team events) and ``PodRounds`` (``pod_rounds.py``:
multiplayer pods).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtWidgets import QLayout, QPushButton, QWidget

from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.round_panel import RoundPanel

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services, ServiceWarning
    from mtrdesk.services.event_views import EventSummary


@dataclass(frozen=True, slots=True)
class RoundTexts:
    """One structure's round bar: object names and words."""

    combo_name: str
    combo_width: int
    progress_name: str
    pair_name: str
    edit_name: str
    extension_name: str
    round_label: Callable[[], str]
    pair_text: Callable[[], str]
    repair_text: Callable[[], str]
    repair_tip: Callable[[], str]
    repair_question: Callable[[], str]
    edit_text: Callable[[], str]
    extension_text: Callable[[], str]
    correct_title: Callable[[], str]
    correct_question: Callable[[], str]  # %1: the round corrected


class RoundHost(Protocol):
    """What a source uses of its tab (``RoundsTab``)."""

    services: Services
    event_id: int | None
    rounds: Sequence[Any]
    progress_label: PlainLabel
    pair_button: QPushButton
    repair_button: QPushButton
    edit_button: QPushButton
    extension_button: QPushButton

    def as_widget(self) -> QWidget:
        """The tab, as the parent of the source's widgets and dialogs."""
        ...

    def selected_round(self) -> Any: ...

    def selected_round_number(self) -> int | None: ...

    def summary(self) -> EventSummary | None:
        """The open event's summary (``None``: no event open)."""
        ...

    def show_latest_round(self) -> None: ...

    def confirm_correction(self, number: int) -> bool: ...

    def review_correction(self, warning: ServiceWarning) -> None:
        """After a correction saved under later rounds (``services.swiss.corrections``)."""
        ...

    def reload(self, select_latest: bool = False) -> None: ...

    def apply(self, changes: Changes | None) -> None: ...

    def focus_result_entry(self) -> None: ...


class RoundSource(ABC):
    """One structure's rounds in the rounds tab (subclasses: ``SwissRounds``, ``PodRounds``)."""

    texts: RoundTexts
    #: What shows the selected round: built by the subclass.
    panel: RoundPanel

    def __init__(self, host: RoundHost) -> None:
        self.host = host
        self.services = host.services

    # --- built once ---------------------------------------------------------------------------
    def header(self) -> Sequence[QWidget | QLayout]:
        """The lines between the round bar and the panel."""
        return ()

    # --- the event --------------------------------------------------------------------------
    def set_event(self) -> None:  # noqa: B027 - an optional hook: nothing to do by default
        """Another event is open (``host.event_id``): forget what was kept of the last."""

    def update(self, changes: Changes) -> bool:
        """Apply ``changes`` to the rows on screen without reading the rounds again
        (a slip: one match's result); False when they need the full refresh."""
        return False

    def refresh(self, changes: Changes) -> None:  # noqa: B027 - an optional hook: nothing to do by default
        """Something changed elsewhere; the tab then re-reads the rounds if it matters."""

    @abstractmethod
    def load(self) -> Sequence[Any]:
        """The rounds of ``host.event_id`` this tab offers, oldest first (what the round
        chooser lists: views, or outlines that ``view`` reads when shown)."""

    def view(self, item: Any) -> Any:
        """The round to show for one of ``load()``'s items (``None``: none)."""
        return item

    # --- the round on screen ------------------------------------------------------------------
    @abstractmethod
    def show(self, view: Any) -> None:
        """Show ``view`` (``None``: no round) in the panel and set the buttons."""

    # --- pairing ------------------------------------------------------------------------------
    @abstractmethod
    def pair_next(self, event_id: int, number: int) -> tuple[Any, Changes]:
        """Pair the next round, round ``number`` as this window knows the event (a
        round another station paired first is refused: issue 17); its view and changes."""

    @abstractmethod
    def repair_current(self, event_id: int) -> tuple[Any, Changes]:
        """Pair the current round again (no results yet); its view and changes."""

    def repair_notes(self, event_id: int) -> list[str]:
        """Who pairing the current round again moves besides whom they meet, in sentences
        for the confirmation (issue 27); none by default."""
        return []

    def paired(self, changes: Changes) -> None:  # noqa: B027 - an optional hook: nothing to do by default
        """After a round was paired or paired again (the changes already applied)."""

    @abstractmethod
    def edit(self) -> None:
        """The edit button: change the current round's pairings by hand."""
