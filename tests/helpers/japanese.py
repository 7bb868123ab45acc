"""Japanese-screen checks: every user-visible text under a widget, and none left in English
(proper nouns and abbreviations aside); a Japanese sample event."""

from __future__ import annotations

import re

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QTabWidget,
    QWidget,
)

from mtrdesk.core.settings import EventSettings, Playoff
from tests.helpers.ui_helpers import SIXTEEN

#: Proper nouns and abbreviations a Japanese screen keeps as they are.
ALLOWED = [
    "mtrdesk",
    "MTG",
    "MTR",
    "REL",
    "ID",
    "BO1",
    "CSV",
    "QR",  # QRコード: the Japanese word for it
    "PIN",  # スタッフPIN (issue 16), as PINコード is written
    "PDF",
    "PostgreSQL",  # the database server's name (issue 17)
    "EventLink",  # Wizards' event reporting system, a product name (issue 30)
    "postgresql://",  # how its address starts, in any language
    "IP",  # IPアドレス
    "DCI",
    "UTF-8",
    "Shift_JIS",
    "Qt",
    "English",
    "vs",
    "yyyy",
    "MM",
    "dd",
    "ddd",
    "Enter",
    "OK",  # Japanese Qt (qtbase_ja) and Japanese programs keep OK as is
    ".txt",  # file name extensions, written as is in any language
    ".dek",
]


LATIN = re.compile(r"[A-Za-z]{2,}")


def english_left(text: str) -> str | None:
    for word in sorted(ALLOWED, key=len, reverse=True):
        text = text.replace(word, "")
    found = LATIN.findall(text)
    return " ".join(found) if found else None


def model_texts(model: QAbstractItemModel) -> list[str]:
    texts = []
    for column in range(model.columnCount()):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.headerData(column, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                texts.append(value)
        for row in range(model.rowCount()):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.index(row, column).data(role)
                if isinstance(value, str):
                    texts.append(value)
    return texts


def without_database(root: QWidget) -> str:
    """The window's title without the database's name in it (a file's name, a server's
    address): the organizer's, like a player's name, not a text to translate."""
    title = root.windowTitle()
    services = getattr(root, "services", None)
    if services is not None:
        file = services.file
        title = title.replace(file.name if file is not None else services.location, "")
    return title


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """Every user-visible string under ``root``: titles, labels, buttons, menus, cells."""
    found: list[tuple[str, str]] = [("title", without_database(root))]
    for widget in [root, *root.findChildren(QWidget)]:
        kind = type(widget).__name__
        found.append((kind + " tooltip", widget.toolTip()))
        if isinstance(widget, QLabel | QAbstractButton):
            found.append((kind, widget.text()))
        if isinstance(widget, QLineEdit):
            found.append((kind + " placeholder", widget.placeholderText()))
        if isinstance(widget, QComboBox):
            found += [(kind, widget.itemText(i)) for i in range(widget.count())]
        if isinstance(widget, QTabWidget):
            found += [(kind, widget.tabText(i)) for i in range(widget.count())]
        if isinstance(widget, QMenu):
            found.append((kind, widget.title()))
        if isinstance(widget, QTableView) and widget.model() is not None:
            found += [(kind, text) for text in model_texts(widget.model())]
        for action in widget.actions():
            found += [("action", action.text()), ("action tooltip", action.toolTip())]
    return found


def assert_japanese(root: QWidget) -> int:
    texts = widget_texts(root)
    leftovers = [(where, text) for where, text in texts if text and english_left(text)]
    assert leftovers == []
    return len(texts)


def sample_event(services) -> int:
    """A Japanese event in its second round, with a drop and a missing result."""
    event_id, _ = services.events.create(
        EventSettings(
            name="金曜モダン", date=__import__("datetime").date(2026, 11, 20), playoff=Playoff.TOP8
        )
    )
    ids = [services.players.add(event_id, f, g, r)[0] for f, g, r in SIXTEEN[:9]]
    services.players.add(event_id, "スミス", "ジョン")  # no reading
    services.rounds.pair_next(event_id)
    for match in services.rounds.current_round(event_id).missing:
        services.rounds.report(event_id, 1, match.table, "2-1")
    services.players.drop(ids[0])
    services.rounds.pair_next(event_id)
    return event_id
