"""Register or edit one team: its name and a player for each seat (MTR 8.1, 8.2).

One line per seat: family name, given name, ふりがな, player ID. Typing a few letters of a
name, reading or ID offers returning players from the roster, as the player dialog does.
"Register and next" saves the team and clears the form for the next one, so eight teams
of three are typed without leaving the keyboard.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QShowEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.teams.team import Seat
from mtrdesk.services.teams.registration import TeamMember
from mtrdesk.ui.dialogs.player import RosterLike, offer_roster, roster_completer
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.named import named_field, ok_cancel, wrapped
from mtrdesk.ui.widgets.result_entry import ERROR_STYLE, OK_STYLE
from mtrdesk.words import labels
from mtrdesk.words.editions.identity import player_id_prompt


@dataclass(frozen=True, slots=True)
class TeamForm:
    name: str
    members: tuple[TeamMember, ...]


# Saves the form (a service call); returns an error sentence, or ``None`` when saved.
Save = Callable[[TeamForm], str | None]


class SeatRow:
    """The four fields of one seat, remembering the roster player or entry chosen."""

    def __init__(self, seat: Seat, initial: TeamMember | None, edition: str = "") -> None:
        self.seat = seat
        initial = initial or TeamMember()
        self.entry_id = initial.entry_id
        self.roster_id = initial.roster_id
        self.family = named_field(
            initial.family,
            f"family{seat.value}",
            QCoreApplication.translate("TeamDialog", "Family name (or the full name)"),
        )
        self.given = named_field(initial.given, f"given{seat.value}")
        self.reading = named_field(
            initial.reading,
            f"reading{seat.value}",
            QCoreApplication.translate("TeamDialog", "e.g. やまだ たろう"),
        )
        self.player_id = named_field(
            initial.player_id,
            f"playerId{seat.value}",
            player_id_prompt(edition),  # MTR 8.2: a DCI number only under 2023-08-21
        )
        for edit in self.edits():
            edit.textEdited.connect(self.forget)

    def edits(self) -> tuple[QLineEdit, ...]:
        return (self.family, self.given, self.reading, self.player_id)

    def forget(self) -> None:
        """Typing over a chosen player makes the seat a new player."""
        self.entry_id = None
        self.roster_id = None

    def choose(self, player: RosterLike) -> None:
        self.family.setText(player.family)
        self.given.setText(player.given)
        self.reading.setText(player.reading)
        self.player_id.setText(player.player_id)
        self.entry_id = None
        self.roster_id = player.id

    def clear(self) -> None:
        for edit in self.edits():
            edit.clear()
        self.forget()

    def form(self) -> TeamMember:
        return TeamMember(
            family=self.family.text().strip(),
            given=self.given.text().strip(),
            reading=self.reading.text().strip(),
            player_id=self.player_id.text().strip(),
            roster_id=self.roster_id,
            entry_id=self.entry_id,
        )


class TeamDialog(QDialog):
    """Saves through ``save`` (the tab's service call) and stays open on a refusal."""

    def __init__(
        self,
        seats: Sequence[Seat],
        save: Save,
        search_roster: Callable[[str], Sequence[RosterLike]] | None = None,
        *,
        name: str = "",
        members: Sequence[TeamMember] = (),
        editing: bool = False,
        notice: str = "",
        edition: str = "",
        parent: QWidget | None = None,
    ) -> None:
        """``notice``: what registering now means (a late entry), shown above the form;
        ``edition``: the key of the event's MTR edition (what the ID fields ask for)."""
        super().__init__(parent)
        self.setWindowTitle(
            QCoreApplication.translate("TeamDialog", "Edit team")
            if editing
            else QCoreApplication.translate("TeamDialog", "Register a team")
        )
        self.setMinimumWidth(880)
        self._save = save
        self._search = search_roster
        self.saved: list[str] = []  # the names of the teams saved, in order

        self.name_edit = named_field(name, "teamName")
        self.name_edit.setPlaceholderText(QCoreApplication.translate("TeamDialog", "Team name"))
        self.rows = [
            SeatRow(seat, members[i] if i < len(members) else None, edition)
            for i, seat in enumerate(seats)
        ]
        grid = QGridLayout()
        grid.addWidget(PlainLabel(QCoreApplication.translate("TeamDialog", "Team name:")), 0, 0)
        grid.addWidget(self.name_edit, 0, 1, 1, 4)
        headers = [
            QCoreApplication.translate("TeamDialog", "Family name"),
            QCoreApplication.translate("TeamDialog", "Given name"),
            QCoreApplication.translate("TeamDialog", "Reading (furigana)"),
            QCoreApplication.translate("TeamDialog", "Player ID"),
        ]
        for column, text in enumerate(headers, 1):
            grid.addWidget(PlainLabel(text), 1, column)
        for line, row in enumerate(self.rows, 2):
            grid.addWidget(PlainLabel(labels.seat_label(row.seat.value) + ":"), line, 0)
            for column, edit in enumerate(row.edits(), 1):
                grid.addWidget(edit, line, column)
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(2, 2)
        grid.setColumnStretch(3, 3)
        grid.setColumnStretch(4, 3)
        self.hint_label = wrapped(
            QCoreApplication.translate(
                "TeamDialog",
                "Seats are fixed for the whole event: player A plays the other teams' "
                "player A (MTR 8.2).",
            )
        )
        self.message_label = wrapped()
        self.message_label.setObjectName("teamMessage")

        self.buttons = ok_cancel(
            self.accept,
            self.reject,
            QCoreApplication.translate("TeamDialog", "Save")
            if editing
            else QCoreApplication.translate("TeamDialog", "Register"),
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.next_button: QPushButton | None = None
        if not editing:
            self.next_button = self.buttons.addButton(
                QCoreApplication.translate("TeamDialog", "Register and next team"),
                QDialogButtonBox.ButtonRole.ActionRole,
            )
            self.next_button.setObjectName("registerNext")
            self.next_button.clicked.connect(self.save_and_next)
            ok.setAutoDefault(False)
        self.notice_label = PlainLabel(notice)
        self.notice_label.setObjectName("teamNotice")
        self.notice_label.setWordWrap(True)
        self.notice_label.setStyleSheet("color: #b35c00; font-weight: bold;")
        self.notice_label.setVisible(bool(notice))
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice_label)
        layout.addLayout(grid)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.message_label)
        layout.addWidget(self.buttons)

        self.completion_model = QStandardItemModel(self)
        self.completer: QCompleter | None = None
        self._completing: SeatRow | None = None
        if search_roster is not None:
            self.completer = roster_completer(self.completion_model, self._roster_chosen, self)
            for row in self.rows:
                for edit in (row.family, row.reading, row.player_id):
                    edit.textEdited.connect(
                        lambda text, r=row, e=edit: self._search_roster(r, e, text)
                    )
        self.name_edit.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Enter registers the team and clears the form: the next team is typed at once.
        # (Set once shown: the button box picks its own default button when it shows.)
        for button in self.buttons.buttons():
            if isinstance(button, QPushButton):
                button.setDefault(button is (self.next_button or self._ok_button()))

    def _ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    # --- roster completion ----------------------------------------------------------------
    def _search_roster(self, row: SeatRow, edit: QLineEdit, text: str) -> None:
        assert self._search is not None and self.completer is not None
        if offer_roster(self.completer, self.completion_model, self._search, text, edit):
            self._completing = row

    def _roster_chosen(self, player: RosterLike) -> None:
        if self._completing is not None:
            self._completing.choose(player)
            self._show_info(
                QCoreApplication.translate("TeamDialog", "Returning player from the roster.")
            )

    # --- saving ---------------------------------------------------------------------------
    def form(self) -> TeamForm:
        return TeamForm(self.name_edit.text().strip(), tuple(row.form() for row in self.rows))

    def _check(self, form: TeamForm) -> str | None:
        """What the services would refuse anyway, said before asking them."""
        if not form.name:
            self.name_edit.setFocus()
            return QCoreApplication.translate("TeamDialog", "Type the team name.")
        for row, member in zip(self.rows, form.members, strict=True):
            if member.empty:
                row.family.setFocus()
                return QCoreApplication.translate(
                    "TeamDialog", "Type a name for %1 (every seat needs a player, MTR 8.2)."
                ).replace("%1", labels.seat_label(row.seat.value))
        return None

    def _try_save(self) -> bool:
        form = self.form()
        error = self._check(form) or self._save(form)
        if error is not None:
            self._show_error(error)
            return False
        self.saved.append(form.name)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(QCoreApplication.translate("TeamDialog", "Close"))
        return True

    def accept(self) -> None:
        if self._try_save():
            super().accept()

    def save_and_next(self) -> None:
        """Save this team and clear the form for the next one."""
        if not self._try_save():
            return
        self.name_edit.clear()
        for row in self.rows:
            row.clear()
        self._show_info(
            QCoreApplication.translate(
                "TeamDialog", "%1 registered. Type the next team, or Close when done."
            ).replace("%1", self.saved[-1])
        )
        self.name_edit.setFocus()

    def _show_error(self, text: str) -> None:
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.message_label.setText(text)

    def _show_info(self, text: str) -> None:
        self.message_label.setStyleSheet(OK_STYLE)
        self.message_label.setText(text)
