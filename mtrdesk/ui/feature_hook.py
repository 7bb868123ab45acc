"""PySide6's ``__feature__`` import hook, set aside once Qt is loaded (issue 33: start-up).

Importing shiboken6 replaces Python's ``__import__`` with a hook serving PySide's optional
``from __feature__ import snake_case, true_property``: from then on every import statement
runs Python code first, and every module imported for the first time has its whole source
file read to look for the word "PySide6" (``inspect.getsource``). That was ~16 % on each of
the ~200 modules the window imports after Qt, ~35 ms of CPU at each start. mtrdesk selects
no feature (``tests/test_startup_imports.py`` keeps it so), so the window's start puts back
the ``__import__`` that shiboken6 kept aside (``builtins.__orig_import__``: in PySide6 6.12
its own lazy-import hook, written in C, which stays); Qt works the same, every module
simply keeps PySide's default (no feature).
"""

from __future__ import annotations

import builtins

import PySide6.QtCore  # noqa: F401  (installs the hook, if nothing did yet)


def set_aside() -> bool:
    """Put back the ``__import__`` shiboken6 kept aside if PySide's feature hook is the one
    in place; whether it was (another hook, a debugger's or a profiler's, is left as is)."""
    original = getattr(builtins, "__orig_import__", None)
    hook = getattr(builtins, "__feature_import__", None)
    if original is None or hook is None or builtins.__import__ is not hook:
        return False
    builtins.__import__ = original
    return True
