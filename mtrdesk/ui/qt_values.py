"""Typed access to Qt values PySide6's stubs leave loose.

* ``QSettings.value`` returns ``object``: what was stored comes back as stored from the
  native store, but as text from an .ini file ("5", "true"). ``int_setting`` and
  ``flag_setting`` read a number and a yes/no, falling back to the default on anything else.
* ``QCompleter.popup()`` says ``| None`` although Qt makes a list view on first ask.
* A signal Qt declares twice (``QCompleter.activated``: ``QString`` and ``QModelIndex``)
  is chosen with a subscript PySide6's stubs do not type: ``overload``.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, SignalInstance
from PySide6.QtWidgets import QAbstractItemView, QCompleter

__all__ = ["flag_setting", "int_setting", "overload", "popup"]


def int_setting(settings: QSettings, key: str, default: int) -> int:
    """``key`` as a whole number (an int, or its text from an .ini file), else ``default``."""
    value = settings.value(key, default)
    if isinstance(value, bool):  # a yes/no is not a count
        return default
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return default
    return default


def flag_setting(settings: QSettings, key: str, default: bool) -> bool:
    """``key`` as a yes/no: an .ini file gives booleans back as "true"/"false"."""
    return settings.value(key, default) in (True, "true", "1", 1)


def popup(completer: QCompleter) -> QAbstractItemView:
    """The completer's list; Qt creates a default one when none was set."""
    view = completer.popup()
    assert view is not None, "QCompleter.popup() makes its list view when none is set"
    return view


def overload(signal: SignalInstance, argument: type) -> SignalInstance:
    """The overload of ``signal`` whose argument is ``argument``, as ``signal[argument]``
    chooses it at run time (PySide6's stubs do not type the subscript)."""
    chosen = signal[argument]  # type: ignore[index]
    assert isinstance(chosen, SignalInstance)
    return chosen
