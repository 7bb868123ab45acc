"""A mypy plugin (``pyproject.toml``, ``[tool.mypy] plugins``) for a gap in the type
information peewee ships. Loaded by mypy only; nothing in the app imports it.

peewee's ``.tuples()``, ``.dicts()`` and ``.namedtuples()`` change what a query yields, but
peewee's own stubs declare them as returning the query unchanged, so
``for a, b in Pod.select(Pod.id, Pod.table).tuples()`` unpacked a ``Pod``. The plugin makes
such a query yield ``Any`` (the row, whatever its columns) instead of the model.
(Qt's ``QT_TRANSLATE_NOOP``, typed as returning ``object`` by PySide6, is not needed here:
mtrdesk marks its words with the typed one in ``mtrdesk/words/translate.py``.)
"""

from __future__ import annotations

from collections.abc import Callable

from mypy.plugin import MethodContext, Plugin
from mypy.types import AnyType, Instance, Type, TypeOfAny, get_proper_type

#: Query methods after which rows are no longer model instances.
PEEWEE_ROW_METHODS = ("tuples", "dicts", "namedtuples")


def _rows_not_models(ctx: MethodContext) -> Type:
    """``ModelSelect[Pod]`` -> ``ModelSelect[Any]``: what it yields is a row, not a Pod."""
    query = get_proper_type(ctx.default_return_type)
    if isinstance(query, Instance) and query.args:
        return query.copy_modified(args=[AnyType(TypeOfAny.special_form) for _ in query.args])
    return ctx.default_return_type


class TypingGaps(Plugin):
    def get_method_hook(self, fullname: str) -> Callable[[MethodContext], Type] | None:
        module, _, method = fullname.rpartition(".")
        if module.startswith("peewee.") and method in PEEWEE_ROW_METHODS:
            return _rows_not_models
        return None


def plugin(version: str) -> type[Plugin]:
    return TypingGaps
