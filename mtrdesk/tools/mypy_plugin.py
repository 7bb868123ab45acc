"""A mypy plugin (``pyproject.toml``, ``[tool.mypy] plugins``) for two gaps in the type
information our libraries ship. Loaded by mypy only; nothing in the app imports it.

Qt's translation markers return the text they mark. PySide6 declares
``QT_TRANSLATE_NOOP(context, message)`` and its kin as returning ``object``, so every table
of words they build (``{Problem.X: QT_TRANSLATE_NOOP(...)}``) looked like a table of
objects. At run time they return ``message`` unchanged (lupdate only reads the call in the
source); the plugin gives the call the type of that argument.

peewee's ``.tuples()``, ``.dicts()`` and ``.namedtuples()`` change what a query yields, but
peewee's own stubs declare them as returning the query unchanged, so
``for a, b in Pod.select(Pod.id, Pod.table).tuples()`` unpacked a ``Pod``. The plugin makes
such a query yield ``Any`` (the row, whatever its columns) instead of the model.
"""

from __future__ import annotations

from collections.abc import Callable

from mypy.plugin import FunctionContext, MethodContext, Plugin
from mypy.types import AnyType, Instance, Type, TypeOfAny, get_proper_type

#: Each marker and the position of the text it returns.
QT_MARKERS = {
    "PySide6.QtCore.QT_TRANSLATE_NOOP": 1,
    "PySide6.QtCore.QT_TRANSLATE_NOOP3": 1,
    "PySide6.QtCore.QT_TRANSLATE_NOOP_UTF8": 0,
    "PySide6.QtCore.QT_TR_NOOP": 0,
    "PySide6.QtCore.QT_TR_NOOP_UTF8": 0,
}
#: Query methods after which rows are no longer model instances.
PEEWEE_ROW_METHODS = ("tuples", "dicts", "namedtuples")


def _marked_text(position: int) -> Callable[[FunctionContext], Type]:
    def hook(ctx: FunctionContext) -> Type:
        if len(ctx.arg_types) > position and ctx.arg_types[position]:
            return ctx.arg_types[position][0]
        return ctx.default_return_type

    return hook


def _rows_not_models(ctx: MethodContext) -> Type:
    """``ModelSelect[Pod]`` -> ``ModelSelect[Any]``: what it yields is a row, not a Pod."""
    query = get_proper_type(ctx.default_return_type)
    if isinstance(query, Instance) and query.args:
        return query.copy_modified(args=[AnyType(TypeOfAny.special_form) for _ in query.args])
    return ctx.default_return_type


class TypingGaps(Plugin):
    def get_function_hook(self, fullname: str) -> Callable[[FunctionContext], Type] | None:
        position = QT_MARKERS.get(fullname)
        return None if position is None else _marked_text(position)

    def get_method_hook(self, fullname: str) -> Callable[[MethodContext], Type] | None:
        module, _, method = fullname.rpartition(".")
        if module.startswith("peewee.") and method in PEEWEE_ROW_METHODS:
            return _rows_not_models
        return None


def plugin(version: str) -> type[Plugin]:
    return TypingGaps
