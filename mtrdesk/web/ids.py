"""Ids in the phones' addresses (``/e/12/pairings``), bounded (issue 27, Why 10).

Starlette's ``int`` path convertor matches any run of digits and converts it with
``int()``: an address with a 5,000-digit event id raised ``ValueError`` (Python's limit on
long conversions) while routing, and the phone got a 500. Every route's ``{...:int}`` is
read here instead as 1 to 100 ASCII digits: an id too large for any store still reaches
the page, which says there is no such event; a longer run of digits matches no route, a
404 like any address this server does not know.
"""

from __future__ import annotations

from starlette.convertors import IntegerConvertor, register_url_convertor


class BoundedId(IntegerConvertor):
    """``int`` in a path, never longer than an id can be."""

    regex = "[0-9]{1,100}"


def bound_ids() -> None:
    """Make ``{name:int}`` in the routes built after this call ``BoundedId``."""
    register_url_convertor("int", BoundedId())
