"""A warning across the top of the main window that does not stop the work (issue 27).

Some things go wrong after a change was saved and must not interrupt the scorekeeper:
a round-start backup that could not be made leaves the round paired, and a dialog
waiting for a click between pairings would hold up the whole room. The banner shows the
sentence until it is dismissed; the window decides how often it is shown
(``MainWindow.show_notices``: once per session).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QSizePolicy, QToolBar, QWidget

from mtrdesk.ui.widgets.named import wrapped


class NoticeBanner(QToolBar):
    """A warning line with a Dismiss button, hidden until ``show_notice``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticeBanner")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # not a toolbar to choose in a menu
        self.setStyleSheet("QToolBar#noticeBanner { background: #fff4c2; }")
        self.label = wrapped()
        self.label.setObjectName("noticeText")
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.addWidget(self.label)
        self.dismiss_action = self.addAction(
            QCoreApplication.translate("MainWindow", "Dismiss"), self.dismiss
        )
        self.dismiss_action.setObjectName("dismissNotice")
        self.hide()

    def show_notice(self, text: str) -> None:
        """Show ``text`` (plain, as given) until dismissed."""
        self.label.setText(text)
        self.show()

    def text(self) -> str:
        return self.label.text()

    def dismiss(self) -> None:
        self.hide()
