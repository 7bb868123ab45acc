"""The rounds of an individual or team event in the rounds tab: pairings and the result line
(``MatchesPanel``), the Swiss end under the round bar, the pairing editors."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLayout, QWidget

from mtrdesk.core.settings import EndRuleKind
from mtrdesk.services import Changes, ServiceError
from mtrdesk.services.event_views import EventSummary, Stage
from mtrdesk.ui.errors import warning_text
from mtrdesk.ui.plain import rich_safe
from mtrdesk.ui.tabs.round_source import RoundHost, RoundSource, RoundTexts
from mtrdesk.ui.widgets.matches_panel import MatchesPanel
from mtrdesk.ui.widgets.named import named_label
from mtrdesk.ui.widgets.question import tell
from mtrdesk.words.swiss import announcements
from mtrdesk.words.swiss.round_status import progress, why_not_pair

if TYPE_CHECKING:
    from mtrdesk.services import Services
    from mtrdesk.services.views import RecordedResult, RoundOutline, RoundView

SWISS_TEXTS = RoundTexts(
    combo_name="roundCombo",
    combo_width=12,
    progress_name="roundProgress",
    pair_name="pairNext",
    edit_name="",
    extension_name="timeExtension",
    round_label=lambda: QCoreApplication.translate("RoundsTab", "Round:"),
    pair_text=lambda: QCoreApplication.translate("RoundsTab", "Pair next round"),
    repair_text=lambda: QCoreApplication.translate("RoundsTab", "Pair again"),
    repair_tip=lambda: QCoreApplication.translate(
        "RoundsTab", "Pair the current round again while no result is entered."
    ),
    repair_question=lambda: QCoreApplication.translate(
        "RoundsTab", "Throw away the current pairings and pair this round again?"
    ),
    edit_text=lambda: QCoreApplication.translate("RoundsTab", "Edit pairings..."),
    # MTR 2.6: time added to the selected match (a deck check, a long ruling).
    extension_text=lambda: QCoreApplication.translate("RoundsTab", "Time extension..."),
    correct_title=lambda: QCoreApplication.translate("RoundsTab", "Correct an earlier round"),
    correct_question=lambda: QCoreApplication.translate(
        "RoundsTab",
        "Later rounds were already paired after round %1. Correcting this result "
        "changes the standings, but the pairings already made stay as they are. "
        "Correct it anyway?",
    ),
)


def _results_unnamed(changes: Changes) -> bool:
    """Results may have changed anywhere, and nothing else the rounds show (what a commit
    from elsewhere gives: ``ui.outside_changes.FROM_ELSEWHERE``)."""
    return changes.results and not changes.matches and not changes.pairings and not changes.players


def with_results(view: RoundView, recorded: dict[int, RecordedResult]) -> RoundView:
    """``view`` with the results of ``recorded`` in place of its matches' own."""
    return replace(
        view,
        matches=tuple(
            replace(m, result=recorded[m.id].result) if m.id in recorded else m
            for m in view.matches
        ),
    )


def with_recorded(
    outlines: Sequence[RoundOutline], recorded: dict[int, RecordedResult]
) -> list[RoundOutline] | None:
    """``outlines`` once the ``recorded`` results are in; ``None`` when one was cleared
    (read the outlines again)."""
    if any(r.result is None for r in recorded.values()):
        return None
    labels: dict[int, set[str]] = {}
    for r in recorded.values():
        if r.label is not None:
            labels.setdefault(r.round, set()).add(r.label)
    return [o.reported(labels[o.number]) if o.number in labels else o for o in outlines]


class SwissRounds(RoundSource):
    """Swiss rounds of matches (individual, teams, Two-Headed Giant).

    The round chooser lists outlines (``services.swiss.rounds.outline``); a round's matches
    are read when it is shown and kept (``_views``) until a change names them."""

    texts = SWISS_TEXTS

    def __init__(self, host: RoundHost) -> None:
        super().__init__(host)
        self._views: dict[int, RoundView] = {}
        self._fresh: int | None = None
        # The event's summary as last read (``show``), for the buttons after a slip.
        self._summary: EventSummary | None = None
        services = self.services
        self.panel: MatchesPanel = MatchesPanel(
            services,
            host.confirm_correction,
            host.show_latest_round,
            lambda parent, event_id, number, table, seat, commander: _extend_match(
                parent, services, event_id, number, table, seat, commander
            ),
            host.as_widget(),
            review_correction=host.review_correction,
        )
        # MTR 10.2 / 10.4: the Swiss ended by the announced rule; who advanced early.
        self.swiss_end_label = named_label("swissEnd", wrap=True, style="color: #1b4f8a;")
        self.swiss_end_label.hide()

    def header(self) -> Sequence[QWidget | QLayout]:
        return (self.swiss_end_label,)

    # --- the event --------------------------------------------------------------------------
    def set_event(self) -> None:
        self._views.clear()
        self._fresh = None
        self.panel.forget(shown=True)
        self._load_readings()

    def update(self, changes: Changes) -> bool:
        """Results alone changed, of matches named (a slip, a correction, a cleared
        result): patch those matches in the rounds kept, update their rows on screen and
        the lines that count results. At a 4,096-player event this reads one match
        instead of 2,048 (issue 15). A team round reads its round again: a seat's
        result changes its team match's row too."""
        matches = changes.changed_matches()
        event_id = self.host.event_id
        if matches is None and event_id is not None and _results_unnamed(changes):
            # Committed elsewhere (a phone, a judge): which results moved is found here.
            matches = self._changed_on_screen(event_id)
            if matches is not None:
                self.panel.refresh_extensions()
        if matches is None or event_id is None:
            return False
        recorded = self.services.rounds.results_of(event_id, matches)
        outlines = with_recorded(self.host.rounds, recorded)
        if outlines is None:  # a result cleared: its table waits again, in its place
            outlines = self.load()
        shown = self.host.selected_round_number()
        if [o.number for o in outlines] != [o.number for o in self.host.rounds]:
            return False
        changed = {r.round for r in recorded.values()}
        for number in changed:
            view = self._views.get(number)
            if view is not None and view.teams:
                return False
        earliest = min(changed, default=None)
        if earliest is not None:
            # A correction changes the points before every later round, and its notes.
            later = [n for n in self._views if n > earliest]
            for number in later:
                del self._views[number]
            self.panel.forget_notes(later)
        for number in changed:
            view = self._views.get(number)
            if view is not None:
                self._views[number] = with_results(view, recorded)
        self.host.rounds = outlines
        outline = next((o for o in outlines if o.number == shown), None)
        if shown not in self._views or self.panel.view is None:
            self.show(self.view(outline))  # the round on screen was read again
        else:
            view = self._views[shown]
            self.panel.update_results(view, {i for i, r in recorded.items() if r.round == shown})
            if changes.reports:  # a slip entered closes what the floor reported for it
                self.panel.refresh_reports()
            # The summary is read again only when the use case says it moved (a round
            # completed, the Swiss ended): most slips leave it as it was.
            if changes.events or self._summary is None:
                self._summary = self.host.summary()
            self._update_controls(view, self._summary)
        return True

    def _changed_on_screen(self, event_id: int) -> frozenset[int] | None:
        """The matches of the round on screen whose result moved, when nothing else in the
        Swiss could have: the other rounds wait for the same tables as before (a result
        from the floor fills a table that waited) and their kept views are dropped, to be
        read again when shown. ``None``: read the rounds again (another round moved, a
        team round, nothing shown). At a 4,096-player event this reads one query of the
        round's results instead of the whole event (about 10 ms, not 150)."""
        shown = self.host.selected_round_number()
        view = self._views.get(shown) if shown is not None else None
        if shown is None or view is None or self.panel.view is None or view.teams:
            return None
        before = {o.number: o.missing for o in self.host.rounds}
        after = {o.number: o.missing for o in self.load()}
        if before.keys() != after.keys() or any(
            before[n] != after[n] for n in before if n != shown
        ):
            return None
        results = {m.id: m.result for m in view.matches}
        recorded = self.services.rounds.results_of(event_id, results)
        self._views = {shown: view}
        return frozenset(i for i, r in recorded.items() if r.result != results.get(i))

    def refresh(self, changes: Changes) -> None:
        if changes.players:
            self._load_readings()
        fresh, self._fresh = self._fresh, None
        rounds = changes.changed_rounds()
        if rounds is None or changes.players or changes.results:
            # Names, pairings or results anywhere (``update`` took the slips it could):
            # every round kept is read again when shown, but the one the use case just
            # gave back (``pair_next``).
            self._views = {fresh: self._views[fresh]} if fresh in self._views else {}
        else:
            for number in rounds - {fresh}:
                self._views.pop(number, None)
        # A hand edit changes the notes of the round shown (and its widths).
        if rounds is None or changes.players:
            self.panel.forget(notes=True, sizes=bool(changes.pairings))
        else:
            self.panel.forget_notes(rounds)
            self.panel.forget(notes=False, sizes=bool(changes.pairings))
        if changes.reports:  # reported from the floor, accepted or set aside (issue 16)
            self.panel.refresh_reports()

    def _load_readings(self) -> None:
        """ふりがな by entry, so names sort 五十音順 here and in the pairing editor."""
        event_id = self.host.event_id
        entries = self.services.players.list_entries(event_id) if event_id else []
        self.panel.set_readings({e.id: e.reading for e in entries})

    def load(self) -> list[RoundOutline]:
        """The Swiss rounds and the tables each still waits for, without their matches:
        a round's matches are read when it is shown (``view``)."""
        event_id = self.host.event_id
        if event_id is None:
            return []
        return [r for r in self.services.rounds.outline(event_id) if not r.playoff]

    def view(self, item: RoundOutline | None) -> RoundView | None:
        """The round of ``item``, read once and kept until it changes."""
        event_id = self.host.event_id
        if item is None or event_id is None:
            return None
        view = self._views.get(item.number)
        if view is None:
            view = self._views[item.number] = self.services.rounds.round_view(event_id, item.number)
        return view

    # --- the round on screen ------------------------------------------------------------------
    def show(self, view: RoundView | None) -> None:
        host = self.host
        summary = self._summary = host.summary()
        rounds = host.rounds
        latest = rounds[-1].number if rounds else 0
        self.panel.set_round(
            host.event_id, view, latest, summary.settings if summary is not None else None
        )
        self._update_controls(view, summary)

    def _update_controls(self, view: RoundView | None, summary: EventSummary | None) -> None:
        """The buttons, the progress line and the Swiss end, for ``view`` on screen."""
        host = self.host
        rounds: Sequence[RoundOutline] = host.rounds
        latest = rounds[-1].number if rounds else 0
        is_latest = view is not None and view.number == latest
        no_results = view is not None and not any(
            m.result is not None and m.kind.has_opponent for m in view.matches
        )
        swiss_open = summary is not None and summary.stage in (Stage.REGISTRATION, Stage.SWISS)
        why_not = why_not_pair(summary, rounds)
        host.pair_button.setEnabled(summary is not None and why_not is None)
        host.pair_button.setToolTip(rich_safe(why_not or ""))
        host.repair_button.setEnabled(is_latest and no_results and swiss_open)
        # Only matches without a result can be re-paired by hand; in a team event whole
        # teams change places and the seat matches follow (MTR 8.2).
        teams = summary is not None and summary.settings.structure.has_teams
        editable = _can_edit_teams(view) if teams else bool(view and view.missing)
        host.edit_button.setEnabled(is_latest and swiss_open and editable)
        host.extension_button.setEnabled(bool(is_latest and view and view.missing))
        host.edit_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "RoundsTab",
                    "Let two teams change places; player A still plays player A (MTR 8.2).",
                )
                if teams
                else ""
            )
        )
        host.progress_label.setText(progress(summary, rounds) if summary is not None else "")
        self._show_swiss_end(summary)

    def _show_swiss_end(self, summary: EventSummary | None) -> None:
        """The announced end of the Swiss as the progress tooltip (MTR 10.2); when it ended
        early and who advanced early (MTR 10.4) below the buttons. Read only for events
        with a variable end or early advancement."""
        settings = summary.settings if summary is not None else None
        announced = (
            settings is not None
            and not settings.elimination_only
            and (settings.end_rule is not EndRuleKind.FIXED or settings.advance_points is not None)
        )
        event_id = self.host.event_id
        if not announced or event_id is None:
            self.host.progress_label.setToolTip("")
            self.swiss_end_label.hide()
            return
        view = self.services.rounds.swiss_end(event_id)
        tip = [announcements.end_rule_text(view.rule)]
        if view.advance_points is not None:
            tip.append(announcements.advance_text(view.advance_points))
        self.host.progress_label.setToolTip(rich_safe("\n".join(tip)))
        text = announcements.swiss_end_text(view)
        self.swiss_end_label.setText(text)
        self.swiss_end_label.setVisible(bool(text))

    # --- pairing ------------------------------------------------------------------------------
    def pair_next(self, event_id: int, number: int) -> tuple[object, Changes]:
        return self._keep(self.services.rounds.pair_next(event_id, number=number))

    def repair_current(self, event_id: int) -> tuple[object, Changes]:
        return self._keep(self.services.rounds.repair_current(event_id))

    def paired(self, changes: Changes) -> None:
        """The pairing's warnings, said with the round on screen: MTR 10.1's minimum when
        round 1 is paired (issue 29), a warning and never a refusal."""
        if changes.warnings:
            tell(
                self.host.as_widget(),
                QCoreApplication.translate("RoundsTab", "Round paired"),
                "\n\n".join(warning_text(w) for w in changes.warnings),
            )

    def repair_notes(self, event_id: int) -> list[str]:
        """The round's drops (left out of it, dropped before it) and late entrants
        (paired in it), by name, as the rollback dialog says them: the same rule."""
        from mtrdesk.ui.dialogs.rollback import moved_entries

        try:
            view = self.services.rollback.preview(event_id)
        except ServiceError:  # no Swiss round to pair again: Pair again itself says so
            return []
        if not view.drops and not view.late_entries:
            return []
        names = {e.id: e.display_name for e in self.services.players.list_entries(event_id)}
        return moved_entries(view, names)

    def _keep(self, paired: tuple[RoundView, Changes]) -> tuple[object, Changes]:
        """The round just paired is shown as the use case gave it back: not read again
        when its changes come round (``refresh``)."""
        view, changes = paired
        self._views[view.number] = view
        self._fresh = view.number
        return view, changes

    def edit(self) -> None:
        from mtrdesk.ui.dialogs.pairing import PairingDialog
        from mtrdesk.ui.dialogs.teams.pairing import TeamPairingDialog

        host = self.host
        view: RoundView | None = host.selected_round()
        event_id = host.event_id
        if view is None or event_id is None:
            return
        if view.teams:  # MTR 8.2, 9.1: teams change places as units
            team_dialog = TeamPairingDialog(
                event_id, self.services.rounds, self.services.teams, parent=host.as_widget()
            )
            team_dialog.exec()
            if team_dialog.changes:
                host.apply(team_dialog.changes)
            host.focus_result_entry()
            return
        earlier = [
            r
            for r in self.services.rounds.list_rounds(event_id)
            if not r.playoff and r.number < view.number
        ]
        dialog = PairingDialog(
            event_id,
            self.services.rounds,
            earlier,
            self.panel.readings,
            parent=host.as_widget(),
        )
        dialog.exec()
        if dialog.changes:
            host.apply(dialog.changes)
        host.focus_result_entry()


# The team pairing editor and the time extension dialog load when first used (issue 33).
def _can_edit_teams(view: RoundView | None) -> bool:
    from mtrdesk.ui.dialogs.teams.pairing import can_edit

    return can_edit(view)


def _extend_match(
    parent: QWidget,
    services: Services,
    event_id: int,
    number: int,
    table: int,
    seat: str,
    commander: bool,
) -> Changes | None:
    from mtrdesk.ui.dialogs.extension import extend_match

    return extend_match(parent, services, event_id, number, table, seat, multiplayer=commander)
