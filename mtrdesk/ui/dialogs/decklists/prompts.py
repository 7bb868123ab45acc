"""The small questions of the decklist dialog: who accepts a list (MTR 2.7), the head
judge and reason for changing a locked list, the English name of a Japanese card name,
and reading a decklist or list file from disk."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStringListModel, Qt
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.text import decode
from mtrdesk.ui.errors import show_error
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.named import ok_cancel, wrapped

# The name last given as the accepting official, offered again (one desk, one judge).
_last_official = [""]


# The largest list file read: a card-name list of every Magic card is ~2 MB.
TEXT_FILE_LIMIT = 20_000_000


def read_chosen_text(parent: QWidget | None, path: Path) -> str | None:
    """The text of a file the organizer chose, or ``None`` after saying why it cannot be
    read: a folder, a file too large to be a list, a file that cannot be opened."""
    reason = None
    try:
        if path.is_dir():
            reason = QCoreApplication.translate(
                "DecklistDialog", "%1 is a folder. Choose a text file inside it."
            )
        elif path.stat().st_size > TEXT_FILE_LIMIT:
            reason = QCoreApplication.translate(
                "DecklistDialog",
                "%1 is too large to be a list (more than 20 MB). Choose a text file.",
            )
        else:
            return read_text_file(path)
    except OSError:
        reason = QCoreApplication.translate(
            "DecklistDialog",
            "%1 could not be read. Check that the file exists and that you may open it.",
        )
    show_error(parent, reason.replace("%1", str(path)))
    return None


def read_text_file(path: Path) -> str:
    """A text file as players' tools write it (``core.text.decode``), else read as
    Latin-1, which never fails: what cannot be read shows as unreadable lines."""
    data = path.read_bytes()
    found = decode(data)
    return found[0] if found else data.decode("latin-1")


def choose_text_file(parent: QWidget, title: str, filters: str) -> Path | None:
    """An open-file dialog; the chosen path or ``None``."""
    name, _ = QFileDialog.getOpenFileName(parent, title, "", filters)
    return Path(name) if name else None


class _Prompt(QDialog):
    """An introduction, a form of fields, and OK / Cancel; OK is enabled, and accepts, only
    once the fields say enough (``ready``)."""

    def _build(
        self, intro: QWidget, rows: list[tuple[str, QWidget]], ok_text: str | None, width: int
    ) -> None:
        self.buttons = ok_cancel(self.accept, self.reject, ok_text)
        form = QFormLayout()
        for label, field in rows:
            form.addRow(label, field)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self._update()
        self.setMinimumWidth(width)

    def ready(self) -> bool:
        """Whether the fields say enough to accept."""
        raise NotImplementedError

    def _update(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self.ready())

    def accept(self) -> None:
        if self.ready():
            super().accept()


class OfficialDialog(_Prompt):
    """Who accepts the list (MTR 2.7: a list accepted by an official is locked).
    ``explanation`` replaces the sentence about ``player``'s list (several lists at once)."""

    def __init__(self, player: str, parent: QWidget | None = None, explanation: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("lockDialog")
        self.setWindowTitle(QCoreApplication.translate("DecklistDialog", "Accept and lock"))
        self.intro = intro = PlainLabel(
            explanation
            or QCoreApplication.translate(
                "DecklistDialog",
                "Accept %1's decklist and lock it (MTR 2.7). After this only the head "
                "judge can change it, with a reason kept in the audit log.",
            ).replace("%1", player)
        )
        intro.setObjectName("lockIntro")
        intro.setWordWrap(True)
        self.name_edit = QLineEdit(_last_official[0])
        self.name_edit.setObjectName("lockOfficial")
        self.name_edit.setMaxLength(80)
        self.name_edit.setPlaceholderText(
            QCoreApplication.translate("DecklistDialog", "Judge or organizer")
        )
        self.name_edit.textChanged.connect(self._update)
        self._build(
            intro,
            [(QCoreApplication.translate("DecklistDialog", "Accepted by:"), self.name_edit)],
            QCoreApplication.translate("DecklistDialog", "Lock"),
            420,
        )

    def official(self) -> str:
        return self.name_edit.text().strip()

    def ready(self) -> bool:
        return bool(self.official())

    def accept(self) -> None:
        if self.ready():
            _last_official[0] = self.official()
        super().accept()


class HeadJudgeDialog(_Prompt):
    """The head judge's name and the reason for changing a locked list (MTR 2.7)."""

    def __init__(self, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("headJudgeDialog")
        self.setWindowTitle(
            QCoreApplication.translate("DecklistDialog", "Change a locked decklist")
        )
        intro = wrapped(
            QCoreApplication.translate(
                "DecklistDialog",
                "%1's decklist is locked (MTR 2.7). Only the head judge may change it; "
                "the old list, the new one and the reason go to the audit log.",
            ).replace("%1", player)
        )
        self.judge_edit = QLineEdit()
        self.judge_edit.setObjectName("headJudgeName")
        self.judge_edit.setMaxLength(80)
        self.reason_edit = QPlainTextEdit()
        self.reason_edit.setObjectName("headJudgeReason")
        self.reason_edit.setTabChangesFocus(True)
        self.reason_edit.setPlaceholderText(
            QCoreApplication.translate(
                "DecklistDialog", "For example: the list did not match the deck at a deck check"
            )
        )
        self.reason_edit.setFixedHeight(self.fontMetrics().lineSpacing() * 4 + 12)
        self.judge_edit.textChanged.connect(self._update)
        self.reason_edit.textChanged.connect(self._update)
        self._build(
            intro,
            [
                (QCoreApplication.translate("DecklistDialog", "Head judge:"), self.judge_edit),
                (QCoreApplication.translate("DecklistDialog", "Reason:"), self.reason_edit),
            ],
            QCoreApplication.translate("DecklistDialog", "Change the list"),
            460,
        )

    def head_judge(self) -> str:
        return self.judge_edit.text().strip()

    def reason(self) -> str:
        return self.reason_edit.toPlainText().strip()

    def ready(self) -> bool:
        return bool(self.head_judge() and self.reason())


class EnglishNameDialog(_Prompt):
    """The English name of a card a player wrote in Japanese (MTR 6.1 compares English
    titles); the store remembers it for every list."""

    def __init__(
        self,
        japanese: str,
        complete: Callable[[str, int], list[str]],
        suggestion: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("englishNameDialog")
        self.setWindowTitle(QCoreApplication.translate("DecklistDialog", "English card name"))
        self._complete = complete
        intro = wrapped(
            QCoreApplication.translate(
                "DecklistDialog",
                "The rules compare cards by their English name (MTR 6.1). Give the English "
                "name of this card; every list that writes it this way will use it.",
            )
        )
        japanese_label = PlainLabel(japanese)
        japanese_label.setObjectName("englishNameJapanese")
        japanese_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.english_edit = QLineEdit(suggestion or "")
        self.english_edit.setObjectName("englishNameEdit")
        self.english_edit.setMaxLength(150)
        self._names = QStringListModel(self)
        completer = QCompleter(self._names, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.english_edit.setCompleter(completer)
        self.english_edit.textEdited.connect(self._suggest)
        self.english_edit.textChanged.connect(self._update)
        self._build(
            intro,
            [
                (QCoreApplication.translate("DecklistDialog", "As written:"), japanese_label),
                (QCoreApplication.translate("DecklistDialog", "English name:"), self.english_edit),
            ],
            None,
            460,
        )

    def english(self) -> str:
        return self.english_edit.text().strip()

    def _suggest(self, text: str) -> None:
        if len(text.strip()) >= 2:
            self._names.setStringList(self._complete(text.strip(), 20))

    def ready(self) -> bool:
        return bool(self.english())
