"""Reads kept while the database has not changed: each value is held with the data mark
it was read under (``store.transactions.data_mark``) and given again only under an equal
mark. Shared by ``history.load_event`` (whole events) and ``Context.remembered`` (the
event summary the window asks for after each change)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")

Mark = tuple[object, ...]


class KeptReads(Generic[V]):
    """At most ``limit`` values by key, each with its mark; the oldest goes first."""

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._kept: dict[Hashable, tuple[Mark, V]] = {}

    def get(self, key: Hashable, mark: Mark) -> V | None:
        """The value kept for ``key`` if it was read under ``mark``, else ``None``."""
        kept = self._kept.get(key)
        return kept[1] if kept is not None and kept[0] == mark else None

    def put(self, key: Hashable, mark: Mark, value: V) -> None:
        """Keep ``value``, read under ``mark``, as the newest."""
        self._kept.pop(key, None)
        if len(self._kept) >= self._limit:
            del self._kept[next(iter(self._kept))]
        self._kept[key] = (mark, value)

    def read(self, key: Hashable, mark: Mark, read: Callable[[], V]) -> V:
        """The value kept for ``key`` under ``mark``, else ``read()``, kept."""
        kept = self._kept.get(key)
        if kept is not None and kept[0] == mark:
            return kept[1]
        value = read()
        self.put(key, mark, value)
        return value

    def clear(self) -> None:
        self._kept.clear()
