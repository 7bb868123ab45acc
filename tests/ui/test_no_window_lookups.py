"""Nothing in ``mtrdesk/ui`` looks up app state on a widget's window: the tabs, panels and
print buttons are handed a ``ui.session.Session`` (services, settings, language, the open
event) by the main window. ``widget.window()`` (or ``parentWidget()``,
``QApplication.activeWindow()``) may only be passed straight to a call, as the parent of a
dialog or message box: no attribute read on it, no ``getattr``/``isinstance`` on it, no
keeping it in a name to look at later."""

from __future__ import annotations

import ast
from pathlib import Path

import mtrdesk.ui

UI = Path(mtrdesk.ui.__file__).parent
#: Calls that hand back a widget's window or parent.
WINDOW_CALLS = frozenset({"window", "activeWindow", "parentWidget"})
#: Calls that look into what they are given rather than parent something on it.
INSPECTING = frozenset({"getattr", "hasattr", "setattr", "delattr", "isinstance", "type", "vars"})


def _is_window_call(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in WINDOW_CALLS
        and not node.args
        and not node.keywords
    )


def _as_parent(call: ast.Call, node: ast.AST) -> bool:
    """``node`` is one of ``call``'s arguments, and ``call`` does not inspect it."""
    if isinstance(call.func, ast.Name) and call.func.id in INSPECTING:
        return False
    return any(arg is node for arg in call.args) or any(kw.value is node for kw in call.keywords)


def window_lookups(source: str, name: str = "<source>") -> list[str]:
    """``name:line`` and the code of every use of a window call other than as a parent."""
    tree = ast.parse(source, name)
    parents: dict[ast.AST, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node
    found = []
    for node in ast.walk(tree):
        if not _is_window_call(node):
            continue
        above = parents.get(node)
        call = parents.get(above) if isinstance(above, ast.keyword) else above
        if isinstance(call, ast.Call) and _as_parent(call, node):
            continue
        shown = above if above is not None and hasattr(above, "lineno") else node
        found.append(f"{name}:{node.lineno}: {ast.unparse(shown)}")
    return found


def test_the_check_finds_lookups_and_allows_parenting() -> None:
    looked_up = """
def f(widget, QMessageBox, QApplication):
    settings = getattr(widget.window(), "settings", None)
    services = widget.window().services
    host = widget.window()
    if isinstance(widget.window(), object):
        pass
    return QApplication.activeWindow().statusBar()
"""
    assert len(window_lookups(looked_up)) == 5
    parenting = """
def f(widget, QMessageBox, QApplication, open_preview, show_window):
    QMessageBox.warning(widget.window(), "title", "text")
    QMessageBox(QApplication.activeWindow())
    open_preview(parent=widget.window())
    show_window()
"""
    assert window_lookups(parenting) == []


def test_ui_looks_nothing_up_on_the_window() -> None:
    found = [
        lookup
        for path in sorted(UI.rglob("*.py"))
        for lookup in window_lookups(
            path.read_text(encoding="utf-8"), str(path.relative_to(UI.parent.parent))
        )
    ]
    assert found == [], "app state looked up on a window (hand it in a Session):\n" + "\n".join(
        found
    )
