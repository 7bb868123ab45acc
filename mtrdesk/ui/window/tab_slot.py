"""One of the main window's tabs, made when it is first wanted (issue 33: making every tab
before the first paint took ~180 ms of CPU and ~190 modules at each start).

Until then a blank page holds the tab's place in the tab bar with its title, its tip, and
enabled or hidden as the event open asks; the tab is made when it comes on screen, or when a
menu command, the scan field or the Print menu needs it, and takes the blank page's place
without the tab bar or the tab on screen moving.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QTabWidget, QWidget

Tab = TypeVar("Tab", bound=QWidget)


class TabSlot(Generic[Tab]):
    """The place of one tab in ``tabs``: ``page`` is what the tab bar holds there now (the
    blank page, then the tab), ``tab`` makes the tab if it is not made yet."""

    def __init__(
        self, tabs: QTabWidget, title: str, make: Callable[[], Tab], made: Callable[[Tab], None]
    ) -> None:
        """Append the blank page titled ``title``; ``make()`` makes the tab, ``made(tab)``
        is told once it holds its place (on screen or not)."""
        self._tabs = tabs
        self._make = make
        self._made = made
        self._tab: Tab | None = None
        self.blank = QWidget()
        self.blank.setObjectName("tabNotMadeYet")
        self.index = tabs.addTab(self.blank, title)

    @property
    def page(self) -> QWidget:
        """The widget at this place of the tab bar now."""
        return self._tab if self._tab is not None else self.blank

    @property
    def made(self) -> Tab | None:
        """The tab, if it has been made (``None``: it has never been wanted)."""
        return self._tab

    @property
    def tab(self) -> Tab:
        """The tab, made now if it was not."""
        return self.make()

    def make(self) -> Tab:
        """The tab, made now if it was not (on screen, if its blank page was)."""
        if self._tab is None:
            tab = self._make()
            self._take_place(tab)
            self._tab = tab
            self._made(tab)
        return self._tab

    def _take_place(self, tab: QWidget) -> None:
        """Put ``tab`` where the blank page is, as it is (title, tip, enabled, shown), and
        on screen if the blank page was; the tab bar's own signals are held meanwhile (the
        window is told by ``made``)."""
        tabs = self._tabs
        index = tabs.indexOf(self.blank)
        current = tabs.currentIndex() == index
        with QSignalBlocker(tabs):
            tabs.insertTab(index, tab, tabs.tabText(index))  # the blank page moves right
            tabs.setTabToolTip(index, tabs.tabToolTip(index + 1))
            tabs.setTabEnabled(index, tabs.isTabEnabled(index + 1))
            tabs.setTabVisible(index, tabs.isTabVisible(index + 1))
            if current:
                tabs.setCurrentIndex(index)
            tabs.removeTab(index + 1)
        self.blank.deleteLater()
