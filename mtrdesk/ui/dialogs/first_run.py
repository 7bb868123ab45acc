"""The first-run dialog (issue 19), also Help ▸ Getting started: the language, where the
database is, and whether to begin with an empty event list or a sample event.

On the very first start the language chosen applies at once (``on_language`` installs the
catalogue and the dialog says everything again in it); reopened from the Help menu, the
window applies it when the dialog is accepted. The sample event is the recorded simulated
Friday night of ``mtrdesk.core.simulation.sample_event``, named 「サンプル大会」 / "Sample event",
with Japanese names (and readings) when the language is Japanese. The guide below the
choices is docs/getting-started.md (English, then Japanese), bundled with the app.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QRadioButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.simulation.sample_event import sample_document
from mtrdesk.paths import app_root
from mtrdesk.services.event_file.interchange import import_document
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.named import wrapped

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services

#: The languages offered, each named in itself (not translated).
LANGUAGES = (("ja", "日本語"), ("en", "English"))
GUIDE_HEIGHT = 180


def guide_path() -> Path:
    """docs/getting-started.md (English with a Japanese section), from the bundle or the
    source tree (build/mtrdesk.spec bundles it)."""
    return app_root() / "docs" / "getting-started.md"


#: The heading of the guide's Japanese half: what comes before it is the English guide.
JAPANESE_HEADING = "## 日本語"


def guide_text(language: str) -> str:
    """The guide's Markdown in ``language`` (its English part, or its Japanese half under
    ``JAPANESE_HEADING``), without its screenshots (they show the page in docs/; the
    window behind the dialog shows the real thing); empty when the file is missing (the
    dialog still works)."""
    try:
        text = guide_path().read_text(encoding="utf-8")
    except OSError:
        return ""
    english, heading, japanese = text.partition(JAPANESE_HEADING)
    if language == "ja" and heading:
        title = QCoreApplication.translate("FirstRun", "Getting started")
        text = f"# {title}\n{japanese}"
    else:
        text = english
    return "\n".join(line for line in text.splitlines() if not line.startswith("![")).strip()


def open_sample_event(services: Services, language: str) -> tuple[int, Changes]:
    """Record the sample event in ``services``' database; its id and what changed."""
    name = QCoreApplication.translate("FirstRun", "Sample event")
    return import_document(services, sample_document(name, japanese=language == "ja"))


class FirstRunDialog(QDialog):
    """The choices of the first start; ``language`` and ``wants_sample`` once closed."""

    def __init__(
        self,
        language: str,
        database: str,
        on_language: Callable[[str], object] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._on_language = on_language
        self.language = language
        self.intro = wrapped()
        self.languages = QComboBox()
        for code, name in LANGUAGES:
            self.languages.addItem(name, code)
        self.languages.setCurrentIndex(max(0, self.languages.findData(language)))
        self.database = wrapped(database)
        self.database.setObjectName("firstRunDatabase")
        self.empty = QRadioButton()
        self.sample = QRadioButton()
        self.empty.setChecked(True)
        self.sample_note = wrapped()
        self.guide = QTextBrowser()
        self.guide.setOpenLinks(False)
        self.guide.setMinimumHeight(GUIDE_HEIGHT)
        self.language_label = PlainLabel()
        self.database_label = PlainLabel()
        form = QFormLayout()
        form.addRow(self.language_label, self.languages)
        form.addRow(self.database_label, self.database)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.empty)
        layout.addWidget(self.sample)
        layout.addWidget(self.sample_note)
        layout.addWidget(self.guide, 1)
        layout.addWidget(self.buttons)
        self.languages.currentIndexChanged.connect(self._language_chosen)
        self._say()

    @property
    def wants_sample(self) -> bool:
        return self.sample.isChecked()

    def _language_chosen(self) -> None:
        self.language = str(self.languages.currentData())
        if self._on_language is not None:
            self._on_language(self.language)
            self._say()

    def _say(self) -> None:
        """Every text in the language installed now (again after a change)."""
        self.setWindowTitle(QCoreApplication.translate("FirstRun", "Getting started"))
        self.intro.setText(
            QCoreApplication.translate(
                "FirstRun",
                "Welcome to mtrdesk. Choose the language and how to begin. You can open "
                "this again from Help > Getting started.",
            )
        )
        self.language_label.setText(QCoreApplication.translate("FirstRun", "Language:"))
        self.database_label.setText(QCoreApplication.translate("FirstRun", "Database:"))
        self.empty.setText(QCoreApplication.translate("FirstRun", "Start with an empty event list"))
        self.sample.setText(
            QCoreApplication.translate("FirstRun", "Open a sample event to try every tab")
        )
        self.sample_note.setText(
            QCoreApplication.translate(
                "FirstRun",
                'The sample event, named "Sample event", is a Friday night of 16 players '
                "with three Swiss rounds reported. Delete it when you are done (File > "
                "Delete event...).",
            )
        )
        self.guide.setMarkdown(guide_text(self.language))
