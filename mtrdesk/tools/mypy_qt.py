"""A mypy plugin (``pyproject.toml``, ``[tool.mypy] plugins``): Qt's translation markers
return the text they mark.

PySide6 declares ``QT_TRANSLATE_NOOP(context, message)`` and its kin as returning
``object``, so every table of words they build (``{Problem.X: QT_TRANSLATE_NOOP(...)}``)
looked like a table of objects to mypy. At run time they return ``message`` unchanged
(lupdate only reads the call in the source); this plugin gives the call the type of that
argument. Loaded by mypy only; nothing in the app imports it.
"""

from __future__ import annotations

from collections.abc import Callable

from mypy.plugin import FunctionContext, Plugin
from mypy.types import Type

#: Each marker and the position of the text it returns.
MARKERS = {
    "PySide6.QtCore.QT_TRANSLATE_NOOP": 1,
    "PySide6.QtCore.QT_TRANSLATE_NOOP3": 1,
    "PySide6.QtCore.QT_TRANSLATE_NOOP_UTF8": 0,
    "PySide6.QtCore.QT_TR_NOOP": 0,
    "PySide6.QtCore.QT_TR_NOOP_UTF8": 0,
}


def _marked_text(position: int) -> Callable[[FunctionContext], Type]:
    def hook(ctx: FunctionContext) -> Type:
        if len(ctx.arg_types) > position and ctx.arg_types[position]:
            return ctx.arg_types[position][0]
        return ctx.default_return_type

    return hook


class QtTranslationMarkers(Plugin):
    def get_function_hook(self, fullname: str) -> Callable[[FunctionContext], Type] | None:
        position = MARKERS.get(fullname)
        return None if position is None else _marked_text(position)


def plugin(version: str) -> type[Plugin]:
    return QtTranslationMarkers
