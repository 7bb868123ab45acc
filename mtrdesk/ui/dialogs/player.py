"""Add or edit one player: family name first, ふりがな, player ID, the Wizards Account
e-mail (issue 30: for EventLink, never on a phone page or a posted sheet), awarded byes.

Typing a few letters of a name, reading or ID offers returning players from the roster;
choosing one fills every field, so a regular is entered with three keystrokes and Enter.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.names import display_name
from mtrdesk.core.settings import MAX_AWARDED_BYES
from mtrdesk.core.text import clean_player_id, is_email
from mtrdesk.services.errors import Problem
from mtrdesk.ui import qt_values
from mtrdesk.ui.errors import problem_text
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.widgets.bound_spin import BoundSpinBox, refuse_typed
from mtrdesk.ui.widgets.named import named_field, ok_cancel
from mtrdesk.ui.widgets.result_entry import ERROR_STYLE
from mtrdesk.words.editions.identity import player_id_prompt

# The role the completer inserts into the name field (the family name alone).
COMPLETION_ROLE = Qt.ItemDataRole.UserRole + 10
ROSTER_ROLE = Qt.ItemDataRole.UserRole + 11
DIALOG_MIN_WIDTH = 440
# Room for the popup's frame and scroll bar beside the longest suggestion.
POPUP_EXTRA_WIDTH = 32


class RosterLike(Protocol):
    """A roster person as the dialog reads it (``services.roster.RosterPlayer``, frozen:
    read-only attributes)."""

    @property
    def id(self) -> int: ...
    @property
    def family(self) -> str: ...
    @property
    def given(self) -> str: ...
    @property
    def reading(self) -> str: ...
    @property
    def player_id(self) -> str: ...


@dataclass(frozen=True, slots=True)
class PlayerForm:
    """What the dialog returns: plain values ready for ``services.players.registration``."""

    family: str
    given: str
    reading: str
    player_id: str
    awarded_byes: int
    roster_id: int | None
    #: The person's Wizards Account e-mail ("" for none).
    email: str = ""


def roster_description(player: RosterLike) -> str:
    name = display_name(player.family, player.given)
    extras = [part for part in (player.reading, player.player_id) if part]
    return f"{name}  ({' / '.join(extras)})" if extras else name


def roster_completer(
    model: QStandardItemModel, chosen: Callable[[RosterLike], None], parent: QWidget
) -> QCompleter:
    """The popup of returning players in ``model``; a pick calls ``chosen`` with the player."""
    completer = QCompleter(model, parent)
    # The roster search already matched names, readings and IDs: show all it found.
    completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
    completer.setCompletionRole(COMPLETION_ROLE)
    qt_values.overload(completer.activated, QModelIndex).connect(
        lambda index: chosen(index.data(ROSTER_ROLE))
    )
    return completer


def offer_roster(
    completer: QCompleter,
    model: QStandardItemModel,
    search: Callable[[str], Sequence[RosterLike]],
    text: str,
    edit: QLineEdit | None,
) -> bool:
    """Offer the returning players ``search`` finds for ``text`` under ``edit``; False
    (the popup hidden) when none: an empty popup left open would swallow the Enter that
    accepts the dialog."""
    model.clear()
    popup = qt_values.popup(completer)
    if text.strip():
        for player in search(text.strip()):
            item = QStandardItem(roster_description(player))
            item.setData(player.family, COMPLETION_ROLE)
            item.setData(player, ROSTER_ROLE)
            model.appendRow(item)
    if not model.rowCount():
        popup.hide()
        return False
    if edit is not None:
        completer.setWidget(edit)
        # Name, reading and ID in full: two regulars may share a family name.
        popup.setMinimumWidth(max(edit.width(), popup.sizeHintForColumn(0) + POPUP_EXTRA_WIDTH))
        completer.complete()
    return True


class PlayerDialog(QDialog):
    """``form()`` holds the typed values after ``exec()`` is accepted."""

    def __init__(
        self,
        search_roster: Callable[[str], Sequence[RosterLike]] | None = None,
        *,
        initial: PlayerForm | None = None,
        byes_editable: bool = True,
        edition: str = "",
        parent: QWidget | None = None,
    ) -> None:
        """``edition``: the key of the event's MTR edition, which says what the player-ID
        field asks for (MTR 1.5: a DCI number only under 2023-08-21)."""
        super().__init__(parent)
        self.setWindowTitle(
            QCoreApplication.translate("PlayerDialog", "Add player")
            if initial is None
            else QCoreApplication.translate("PlayerDialog", "Edit player")
        )
        self._search = search_roster
        self._roster_id = initial.roster_id if initial else None
        # Wide enough for "ウィザーズ・アカウントまたはDCI番号" (2023) and an e-mail address.
        self.setMinimumWidth(DIALOG_MIN_WIDTH)

        self.family_edit = named_field(
            initial.family if initial else "",
            "familyName",
            QCoreApplication.translate("PlayerDialog", "Family name (or the full name)"),
        )
        self.given_edit = named_field(initial.given if initial else "", "givenName")
        self.reading_edit = named_field(
            initial.reading if initial else "",
            "reading",
            QCoreApplication.translate("PlayerDialog", "e.g. やまだ たろう"),
        )
        self.player_id_edit = named_field(
            initial.player_id if initial else "",
            "playerId",
            player_id_prompt(edition),
        )
        self.email_edit = named_field(
            initial.email if initial else "",
            "email",
            QCoreApplication.translate("PlayerDialog", "Wizards Account e-mail (optional)"),
        )
        self.email_edit.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "PlayerDialog",
                    "For EventLink's invite list. Only the organizer sees it: no page on "
                    "phones and no posted sheet shows it.",
                )
            )
        )
        self.byes_spin = BoundSpinBox()
        self.byes_spin.setRange(0, MAX_AWARDED_BYES)
        self.byes_spin.setValue(initial.awarded_byes if initial else 0)
        self.byes_spin.setEnabled(byes_editable)
        self.byes_spin.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "PlayerDialog", "Byes from an invitation or ranking; set before round 1."
                )
            )
        )
        self.roster_label = PlainLabel()
        self.roster_label.setObjectName("rosterLabel")
        self.problem_label = PlainLabel()
        self.problem_label.setStyleSheet(ERROR_STYLE)

        form = QFormLayout()
        form.addRow(QCoreApplication.translate("PlayerDialog", "Family name:"), self.family_edit)
        form.addRow(QCoreApplication.translate("PlayerDialog", "Given name:"), self.given_edit)
        form.addRow(
            QCoreApplication.translate("PlayerDialog", "Reading (furigana):"), self.reading_edit
        )
        form.addRow(QCoreApplication.translate("PlayerDialog", "Player ID:"), self.player_id_edit)
        form.addRow(
            QCoreApplication.translate("PlayerDialog", "Wizards Account e-mail:"), self.email_edit
        )
        form.addRow(QCoreApplication.translate("PlayerDialog", "Awarded byes:"), self.byes_spin)
        buttons = ok_cancel(self.accept, self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.roster_label)
        layout.addWidget(self.problem_label)
        layout.addWidget(buttons)

        self.completion_model = QStandardItemModel(self)
        if search_roster is not None:
            self.completer = roster_completer(
                self.completion_model, self.choose_roster_player, self
            )
            for edit in (self.family_edit, self.reading_edit, self.player_id_edit):
                edit.textEdited.connect(self._search_roster)
        for edit in (self.family_edit, self.given_edit, self.reading_edit, self.player_id_edit):
            edit.textEdited.connect(self._forget_roster)
        self.email_edit.textEdited.connect(self.problem_label.clear)

    def _search_roster(self, text: str) -> None:
        assert self._search is not None
        sender = self.sender()
        field = sender if isinstance(sender, QLineEdit) else None
        offer_roster(self.completer, self.completion_model, self._search, text, field)

    def _forget_roster(self) -> None:
        if self._roster_id is not None and self.sender() is not None:
            self._roster_id = None
            self.roster_label.clear()

    def choose_roster_player(self, player: RosterLike) -> None:
        """Fill every field from a returning player (also what a completer pick does)."""
        self.family_edit.setText(player.family)
        self.given_edit.setText(player.given)
        self.reading_edit.setText(player.reading)
        self.player_id_edit.setText(player.player_id)
        self.email_edit.setText(str(getattr(player, "email", "")))
        self._roster_id = player.id
        self.roster_label.setText(
            QCoreApplication.translate("PlayerDialog", "Returning player from the roster.")
        )

    def form(self) -> PlayerForm:
        return PlayerForm(
            # The services store every field in its usual form (services/text.py).
            family=self.family_edit.text().strip(),
            given=self.given_edit.text().strip(),
            reading=self.reading_edit.text().strip(),
            player_id=self.player_id_edit.text().strip(),
            awarded_byes=self.byes_spin.value(),
            roster_id=self._roster_id,
            email=self.email_edit.text().strip(),
        )

    def accept(self) -> None:
        byes = QCoreApplication.translate("PlayerDialog", "Awarded byes")
        if refuse_typed(self, [(byes, self.byes_spin)]):
            return
        if not self.form().family:
            self.problem_label.setText(
                QCoreApplication.translate("PlayerDialog", "Type at least the family name.")
            )
            self.family_edit.setFocus()
            return
        email = clean_player_id(self.form().email)
        if email and not is_email(email):  # the service checks it again
            self.problem_label.setText(problem_text(Problem.EMAIL_INVALID))
            self.email_edit.setFocus()
            return
        super().accept()
