"""The largest numbers a typed, scanned or chosen value may hold (issue 14, strict input).

Far beyond any real event, small enough that no value reaches SQLite's 64-bit integers or
``int()``'s digit limit. ``core.text.bounded_int`` reads a number within these.
"""

from __future__ import annotations

#: Tables of a round: a 20,000-player event has 10,000 tables.
MAX_TABLE = 10_000
#: Rounds of an event, Swiss and playoff together (MTR 10.2's longest Swiss is far below).
MAX_ROUND = 99
#: Games a slip can show for one player: a match is won by 1 to 3 games (MTR 2.1).
MAX_GAMES = 99
#: Minutes of a round or a draft-clock step.
MAX_MINUTES = 600
#: Row ids (events, entries) as SQLite stores them: a signed 64-bit integer.
MAX_ROW_ID = 2**63 - 1
