"""Shared test data and helpers for the UI tests (imported by name: tests have no packages)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

#: Sixteen players: family, given, reading (family name first, readings in hiragana).
SIXTEEN = [
    ("山田", "太郎", "やまだ たろう"),
    ("佐藤", "花子", "さとう はなこ"),
    ("鈴木", "一郎", "すずき いちろう"),
    ("高橋", "健", "たかはし けん"),
    ("田中", "優", "たなか ゆう"),
    ("伊藤", "翔", "いとう しょう"),
    ("渡辺", "愛", "わたなべ あい"),
    ("中村", "蓮", "なかむら れん"),
    ("小林", "葵", "こばやし あおい"),
    ("加藤", "陽翔", "かとう はると"),
    ("吉田", "結衣", "よしだ ゆい"),
    ("山本", "大翔", "やまもと ひろと"),
    ("松本", "凛", "まつもと りん"),
    ("井上", "湊", "いのうえ みなと"),
    ("木村", "陽菜", "きむら ひな"),
    ("林", "蒼", "はやし あおい"),
]


def on_next_dialog(handler: Callable[[QWidget], None]) -> None:
    """Run ``handler`` on the next modal dialog, once it is showing (exec() blocks)."""

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(5, poll)
            return
        handler(dialog)

    QTimer.singleShot(0, poll)
