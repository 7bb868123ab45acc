"""A modal dialog nobody answers fails its test at once (issue 27, item 8).

A modal ``exec()`` (or a static ``QMessageBox.warning``, ``QFileDialog.getOpenFileName``,
``QInputDialog.getText`` ...) runs its own event loop until someone answers; in a test
nobody does, and the whole run waited forever. ``guard`` (an autouse fixture of
``tests/conftest.py``) replaces every such call for the test's duration: a modal the test
announced with ``expect_modal`` (``tests.helpers.ui_helpers.on_next_dialog`` does) runs
for real, to be answered by the test's handler; any other one is not shown, raises
``UnexpectedModal`` naming the dialog's kind, title and text, and fails the test even if
the code under test caught the exception. A test that patches these calls itself (its own
``monkeypatch.setattr(QMessageBox, "question", ...)``) replaces the guard's version, as
before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

#: Modals announced by the running test and not opened yet.
_expected = 0
#: What the running test opened unannounced, for the failure at its end.
_unexpected: list[str] = []


class UnexpectedModal(BaseException):
    """A modal dialog opened that no test code answers (a BaseException, so ``except
    Exception`` in the code under test does not swallow it)."""


def expect_modal(count: int = 1) -> None:
    """The next ``count`` modal dialogs will be answered by the test (a timer handler)."""
    global _expected
    _expected += count


def _describe(kind: str, title: object, text: object) -> str:
    return f"{kind} (title {str(title or '')!r}, text {str(text or '')!r})"


def _refuse(description: str) -> None:
    _unexpected.append(description)
    raise UnexpectedModal(
        f"a modal dialog opened during the test and nobody answers it: {description}; "
        "patch the call, or answer it with tests.helpers.ui_helpers.on_next_dialog"
    )


def _dialog_text(dialog: Any) -> object:
    for name in ("text", "labelText"):
        method = getattr(dialog, name, None)
        if callable(method):
            try:
                return method()
            except TypeError:
                continue
    return ""


def _guarded_exec(original: Callable[..., Any], kind: str) -> Callable[..., Any]:
    def exec_(self: Any, *args: Any, **kwargs: Any) -> Any:
        global _expected
        if _expected > 0:
            _expected -= 1
            return original(self, *args, **kwargs)
        title = self.windowTitle() if hasattr(self, "windowTitle") else ""
        if not title and hasattr(self, "title"):
            title = self.title()
        _refuse(_describe(f"{type(self).__name__}.{kind}", title, _dialog_text(self)))

    return exec_


def _guarded_static(original: Callable[..., Any], name: str) -> Callable[..., Any]:
    def static(*args: Any, **kwargs: Any) -> Any:
        global _expected
        if _expected > 0:
            _expected -= 1
            return original(*args, **kwargs)
        # (parent, title, text/label, ...) for every static dialog of Qt Widgets.
        title = kwargs.get("title", kwargs.get("caption", args[1] if len(args) > 1 else ""))
        text = kwargs.get("text", kwargs.get("label", args[2] if len(args) > 2 else ""))
        _refuse(_describe(name, title, text))

    return staticmethod(static)


#: The static dialogs of Qt Widgets: each runs a modal loop of its own.
STATICS = {
    "QMessageBox": ("information", "warning", "critical", "question", "about", "aboutQt"),
    "QFileDialog": (
        "getOpenFileName",
        "getOpenFileNames",
        "getSaveFileName",
        "getExistingDirectory",
        "getOpenFileUrl",
        "getOpenFileUrls",
        "getSaveFileUrl",
        "getExistingDirectoryUrl",
    ),
    "QInputDialog": ("getText", "getMultiLineText", "getInt", "getDouble", "getItem"),
    "QColorDialog": ("getColor",),
    "QFontDialog": ("getFont",),
}


#: Set by tests/conftest.py's report hook: whether the test's call itself failed.
CALL_FAILED = pytest.StashKey[bool]()


@contextmanager
def guard(monkeypatch: pytest.MonkeyPatch, item: pytest.Item) -> Iterator[None]:
    """Every modal call of Qt Widgets guarded for one test; fails it at the end if one was
    opened unannounced and the test passed all the same (the code under test swallowed
    the exception, or Qt did, for a slot: pytest-qt reports that one too)."""
    global _expected
    from PySide6 import QtPrintSupport, QtWidgets

    _expected = 0
    _unexpected.clear()
    execs = (QtWidgets.QDialog, QtWidgets.QMenu, QtPrintSupport.QPrintDialog)
    execs += (QtPrintSupport.QPageSetupDialog,)
    for cls in execs:
        for name in ("exec", "exec_"):
            if name in vars(cls):
                monkeypatch.setattr(cls, name, _guarded_exec(vars(cls)[name], name))
    for class_name, names in STATICS.items():
        cls = getattr(QtWidgets, class_name)
        for name in names:
            original = getattr(cls, name)
            monkeypatch.setattr(cls, name, _guarded_static(original, f"{class_name}.{name}"))
    yield
    seen = list(_unexpected)
    _expected = 0
    _unexpected.clear()
    if seen and not item.stash.get(CALL_FAILED, False):
        pytest.fail("unanswered modal dialog(s) opened: " + "; ".join(seen), pytrace=False)
