"""Help ▸ About mtrdesk: the version, where the data lives, and the licences (issue 19).

Two tabs. "About": the icon, the version, what mtrdesk does, and the database, backups
folder and settings file this copy uses (selectable, to paste into a file manager or a
support message). "Licences": mtrdesk's, IPAexGothic's, Qt's and every bundled library's,
the text collected by ``mtrdesk.tools.collect_licences`` (resources/licences/), scrollable.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.paths import licences_path
from mtrdesk.ui.app_icon import app_icon
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.screen_fit import fit_to_screen
from mtrdesk.ui.widgets.named import wrapped

ICON_PIXELS = 64


@dataclass(frozen=True)
class DataPlaces:
    """Where this copy keeps its data: the database (a file, or a server without its
    password), the backups folder and the settings file."""

    database: str
    backups: str
    settings: str


class AboutDialog(QDialog):
    """The version, the data's places and the licences; ``show_licences`` opens the latter."""

    def __init__(
        self,
        version: str,
        places: DataPlaces,
        licences: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(QCoreApplication.translate("About", "About mtrdesk"))
        self.tabs = QTabWidget()
        self.tabs.addTab(
            self._about_page(version, places), QCoreApplication.translate("About", "About")
        )
        self.licences_text = QPlainTextEdit()
        self.licences_text.setObjectName("licencesText")
        self.licences_text.setReadOnly(True)
        self.licences_text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.licences_text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self._licences = licences or licences_path()
        self._licences_loaded = False
        self.tabs.addTab(self.licences_text, QCoreApplication.translate("About", "Licences"))
        self.tabs.currentChanged.connect(self._load_licences)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.licences_button = buttons.addButton(
            QCoreApplication.translate("About", "&Licences"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.licences_button.clicked.connect(self.show_licences)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        fit_to_screen(self, 680, 480)

    def _about_page(self, version: str, places: DataPlaces) -> QWidget:
        page = QWidget()
        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(ICON_PIXELS, ICON_PIXELS))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.version_label = PlainLabel(
            QCoreApplication.translate("About", "mtrdesk %1").replace("%1", version)
        )
        font = self.version_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.version_label.setFont(font)
        summary = wrapped(
            QCoreApplication.translate(
                "About",
                "Runs Magic: The Gathering tournaments by the Magic Tournament Rules (MTR): "
                "Swiss pairings, standings with tiebreakers, and the playoff.",
            )
        )
        heading = QVBoxLayout()
        heading.addWidget(self.version_label)
        heading.addWidget(summary)
        top = QHBoxLayout()
        top.addWidget(icon)
        top.addLayout(heading, 1)

        where = PlainLabel(QCoreApplication.translate("About", "Where your data lives:"))
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.database_label = _place(places.database)
        self.backups_label = _place(places.backups)
        self.settings_label = _place(places.settings)
        form.addRow(QCoreApplication.translate("About", "Database:"), self.database_label)
        form.addRow(QCoreApplication.translate("About", "Backups:"), self.backups_label)
        form.addRow(QCoreApplication.translate("About", "Settings:"), self.settings_label)
        credits = wrapped(
            QCoreApplication.translate(
                "About",
                "Qt and PySide6 are used under the GNU LGPL version 3; the Japanese font "
                "IPAexGothic under the IPA Font License v1.0. The licences of mtrdesk and of "
                "every library it ships are under Licences.",
            )
        )
        layout = QVBoxLayout(page)
        layout.addLayout(top)
        layout.addSpacing(8)
        layout.addWidget(where)
        layout.addLayout(form)
        layout.addSpacing(8)
        layout.addWidget(credits)
        layout.addStretch(1)
        return page

    def show_licences(self) -> None:
        """Switch to the Licences tab (its text is read the first time it is shown)."""
        self.tabs.setCurrentWidget(self.licences_text)
        self._load_licences()

    def _load_licences(self) -> None:
        if self._licences_loaded or self.tabs.currentWidget() is not self.licences_text:
            return
        self._licences_loaded = True
        try:
            text = self._licences.read_text(encoding="utf-8")
        except OSError:
            text = QCoreApplication.translate("About", "The licences file is missing: %1").replace(
                "%1", str(self._licences)
            )
        self.licences_text.setPlainText(text)


def _place(text: str) -> PlainLabel:
    label = wrapped(text)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label
