"""Event ▸ Regulars…: the store's roster as its regulars (issue 30). Search by reading or
name, sort by last seen (or name, or events played), see the no-shows and, on request,
the Wizards Account e-mails; set a person's e-mail, merge two records of one person,
erase a person who asks to be forgotten (Japan's APPI, the GDPR)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.placeholders import fill
from mtrdesk.services.roster.regulars import RegularSort, RegularView
from mtrdesk.ui.dialogs.regulars.merge import MergeDialog
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.models.base import ROW_ROLE
from mtrdesk.ui.models.regulars_model import RegularsModel
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.screen_fit import fit_to_screen
from mtrdesk.ui.widgets.named import button_row, named_button, named_field, wrapped
from mtrdesk.ui.widgets.question import ask_yes
from mtrdesk.ui.widgets.sorted_table import sorted_table
from mtrdesk.words.players.regulars import erase_question, erased_player_name

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services

#: The sorts offered, in the order of the chooser.
SORTS = (RegularSort.LAST_SEEN, RegularSort.NAME, RegularSort.EVENTS)


def _sort_label(sort: RegularSort) -> str:
    if sort is RegularSort.NAME:
        return QCoreApplication.translate("RegularsDialog", "By name")
    if sort is RegularSort.EVENTS:
        return QCoreApplication.translate("RegularsDialog", "By events played")
    return QCoreApplication.translate("RegularsDialog", "By last seen")


class RegularsDialog(QDialog):
    """Everybody the roster knows; the buttons act on the selected person (Merge on two)."""

    def __init__(
        self,
        services: Services,
        apply: Callable[[Changes], None],
        parent: QWidget | None = None,
    ) -> None:
        """``apply``: what the window does with a change (the tabs follow a merge or an
        erase: names and standings)."""
        super().__init__(parent)
        self.services = services
        self._apply = apply
        self.setWindowTitle(QCoreApplication.translate("RegularsDialog", "Regulars"))
        fit_to_screen(self, 1000, 560)
        about = wrapped(
            QCoreApplication.translate(
                "RegularsDialog",
                "Everybody your store has entered, kept across events. Type a few letters "
                "of a reading (hiragana or katakana) or a name to find someone.",
            )
        )
        self.search_edit = named_field(
            "",
            "regularsSearch",
            QCoreApplication.translate("RegularsDialog", "Reading or name"),
        )
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.textChanged.connect(self.reload)
        self.sort_combo = QComboBox()
        self.sort_combo.setObjectName("regularsSort")
        for sort in SORTS:
            self.sort_combo.addItem(_sort_label(sort), sort)
        self.sort_combo.currentIndexChanged.connect(self.reload)
        self.email_check = QCheckBox(
            QCoreApplication.translate("RegularsDialog", "Show e-mail addresses")
        )
        self.email_check.setObjectName("showEmails")
        self.email_check.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "RegularsDialog", "Hidden until asked, so nobody at the counter reads them."
                )
            )
        )
        self.email_check.toggled.connect(self._show_emails)
        top = QHBoxLayout()
        top.addWidget(self.search_edit, 1)
        top.addWidget(self.sort_combo)
        top.addWidget(self.email_check)

        self.model = RegularsModel(self)
        self.proxy, self.table = sorted_table(
            self,
            self.model,
            "regularsTable",
            sort_column=-1,
            stretch=[RegularsModel.NAME],
        )
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.count_label = PlainLabel()
        self.email_button = named_button(
            QCoreApplication.translate("RegularsDialog", "E-mail..."), clicked=self.set_email
        )
        self.merge_button = named_button(
            QCoreApplication.translate("RegularsDialog", "Merge..."),
            clicked=self.merge,
            tip=QCoreApplication.translate(
                "RegularsDialog", "Select two records of one person to make them one."
            ),
        )
        self.erase_button = named_button(
            QCoreApplication.translate("RegularsDialog", "Erase..."),
            clicked=self.erase,
            tip=QCoreApplication.translate(
                "RegularsDialog",
                "When a person asks the store to delete their personal information.",
            ),
        )
        close = named_button(
            QCoreApplication.translate("RegularsDialog", "Close"), clicked=self.accept
        )
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)
        layout.addLayout(
            button_row([self.email_button, self.merge_button, self.erase_button], [close])
        )
        self._show_emails(False)
        self.reload()

    # --- reading ----------------------------------------------------------------------
    def reload(self) -> None:
        sort = self.sort_combo.currentData()
        found = attempt(
            self,
            lambda: self.services.roster.regulars(
                self.search_edit.text(), sort if isinstance(sort, RegularSort) else SORTS[0]
            ),
        )
        self.model.set_rows(found or [])
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # the chosen sort
        self.count_label.setText(
            QCoreApplication.translate(
                "RegularsDialog", "%n person(s)", None, self.model.rowCount()
            )
        )
        self._update_buttons()

    def selected(self) -> list[RegularView]:
        """The selected people, top to bottom."""
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        return [self.proxy.index(row, 0).data(ROW_ROLE) for row in rows]

    def _update_buttons(self) -> None:
        chosen = self.selected()
        live = [r for r in chosen if not r.erased]
        self.email_button.setEnabled(len(chosen) == 1 and len(live) == 1)
        self.erase_button.setEnabled(len(chosen) == 1 and len(live) == 1)
        self.merge_button.setEnabled(len(chosen) == 2 and len(live) == 2)

    def _show_emails(self, shown: bool) -> None:
        self.model.show_emails(shown)
        self.table.setColumnHidden(RegularsModel.EMAIL, not shown)

    # --- changing ---------------------------------------------------------------------
    def _done(self, changes: Changes | None) -> None:
        if changes is None:
            return
        if changes:
            self._apply(changes)
        self.reload()

    def set_email(self) -> None:
        chosen = self.selected()
        if len(chosen) != 1:
            return
        person = chosen[0]
        text, accepted = QInputDialog.getText(
            self,
            QCoreApplication.translate("RegularsDialog", "Wizards Account e-mail"),
            fill(
                QCoreApplication.translate(
                    "RegularsDialog", "The Wizards Account e-mail of %1 (empty: none):"
                ),
                person.display_name,
            ),
            QLineEdit.EchoMode.Normal,
            person.email,
        )
        if accepted:
            self._done(attempt(self, lambda: self.services.roster.set_email(person.id, text)))

    def merge(self) -> None:
        chosen = self.selected()
        if len(chosen) != 2:
            return
        dialog = MergeDialog(chosen[0], chosen[1], self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        keep, other = dialog.kept()
        self._done(attempt(self, lambda: self.services.roster.merge(keep.id, other.id)))

    def erase(self) -> None:
        chosen = self.selected()
        if len(chosen) != 1:
            return
        person = chosen[0]
        title = QCoreApplication.translate("RegularsDialog", "Erase a person")
        if not ask_yes(self, title, erase_question(person.display_name, person.id)):
            return
        name = erased_player_name(person.id)
        self._done(attempt(self, lambda: self.services.roster.erase(person.id, name)))


def show_regulars(
    parent: QWidget, services: Services, apply: Callable[[Changes], None]
) -> RegularsDialog:
    """Open the regulars (modal: a merge or an erase changes what every tab shows)."""
    dialog = RegularsDialog(services, apply, parent)
    dialog.exec()
    return dialog
