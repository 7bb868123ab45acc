"""The words of the phone pages, marked for translation (context ``WebPages``) and read
in the language of each request (``words.catalogues``): the templates hold no text."""

from __future__ import annotations

import datetime as dt
import re

from mtrdesk.web.floor.texts import FLOOR_WORDS
from mtrdesk.web.play.texts import PLAY_WORDS
from mtrdesk.web.registration.texts import REGISTRATION_WORDS
from mtrdesk.words.catalogues import catalogue
from mtrdesk.words.dates import format_date
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

CONTEXT = "WebPages"

# The pages' words by key, in English (the source language).
WORDS: dict[str, str] = {
    "events": QT_TRANSLATE_NOOP("WebPages", "Events"),
    "no_events": QT_TRANSLATE_NOOP("WebPages", "No event yet."),
    "pairings": QT_TRANSLATE_NOOP("WebPages", "Pairings"),
    "standings": QT_TRANSLATE_NOOP("WebPages", "Standings"),
    "round": QT_TRANSLATE_NOOP("WebPages", "Round %1"),
    "playoff_round": QT_TRANSLATE_NOOP("WebPages", "Playoff round %1"),
    "quarterfinals": QT_TRANSLATE_NOOP("WebPages", "Quarterfinals"),
    "semifinals": QT_TRANSLATE_NOOP("WebPages", "Semifinals"),
    "final": QT_TRANSLATE_NOOP("WebPages", "Final"),
    "after_round": QT_TRANSLATE_NOOP("WebPages", "After round %1"),
    "not_paired": QT_TRANSLATE_NOOP("WebPages", "No round has been paired yet."),
    "no_standings": QT_TRANSLATE_NOOP(
        "WebPages", "Standings are posted once every result of round 1 is in."
    ),
    "table": QT_TRANSLATE_NOOP("WebPages", "Table"),
    "player": QT_TRANSLATE_NOOP("WebPages", "Player"),
    "opponent": QT_TRANSLATE_NOOP("WebPages", "Opponent"),
    "points": QT_TRANSLATE_NOOP("WebPages", "Points"),
    "result": QT_TRANSLATE_NOOP("WebPages", "Result"),
    "rank": QT_TRANSLATE_NOOP("WebPages", "Rank"),
    "record": QT_TRANSLATE_NOOP("WebPages", "Record (W-L-D)"),
    "omwp": QT_TRANSLATE_NOOP("WebPages", "OMW%"),
    "gwp": QT_TRANSLATE_NOOP("WebPages", "GW%"),
    "ogwp": QT_TRANSLATE_NOOP("WebPages", "OGW%"),
    "bye": QT_TRANSLATE_NOOP("WebPages", "Bye"),
    "dropped": QT_TRANSLATE_NOOP("WebPages", "%1 (dropped)"),
    "below_cut": QT_TRANSLATE_NOOP("WebPages", "%1 (below the day-two cut)"),
    "tied": QT_TRANSLATE_NOOP("WebPages", "Tied with the player above on every tiebreaker"),
    "points_by_round": QT_TRANSLATE_NOOP("WebPages", "Match points by round: the top 8"),
    "round_axis": QT_TRANSLATE_NOOP("WebPages", "round"),
    "points_axis": QT_TRANSLATE_NOOP("WebPages", "Match points after each round"),
    "floor_mtr": QT_TRANSLATE_NOOP("WebPages", "floor 0.33"),
    "floor_third": QT_TRANSLATE_NOOP("WebPages", "floor 1/3"),
    # The standings' heading (issue 32): %1 the round, %2 the floor in use ("floor 0.33").
    "after_round_floor": QT_TRANSLATE_NOOP("WebPages", "After round %1 · %2"),
    # Under standings that show a tie ("2="), in place of a tooltip phones cannot show.
    "tie_legend": QT_TRANSLATE_NOOP(
        "WebPages", "=: the same place as the player above (tied on every tiebreaker)."
    ),
    # A player's points before the round, beside their name on the pairings (issue 32).
    "points_short": QT_TRANSLATE_NOOP("WebPages", "%1 pts"),
    # A round's table, the heading of its slip: "Semifinals · Table 1" (issue 32).
    "round_table": QT_TRANSLATE_NOOP("WebPages", "%1 · Table %2"),
    "search": QT_TRANSLATE_NOOP("WebPages", "Find your name"),
    "search_hint": QT_TRANSLATE_NOOP("WebPages", "A few letters of your name or its reading"),
    "my_table": QT_TRANSLATE_NOOP("WebPages", "My table"),
    "remember": QT_TRANSLATE_NOOP("WebPages", "Tap your name to keep your table at the top."),
    "forget": QT_TRANSLATE_NOOP("WebPages", "Forget"),
    "nobody_found": QT_TRANSLATE_NOOP("WebPages", "Nobody by that name in this round."),
    "not_found": QT_TRANSLATE_NOOP("WebPages", "There is no such page."),
    "no_event": QT_TRANSLATE_NOOP("WebPages", "There is no such event."),
    "no_round": QT_TRANSLATE_NOOP("WebPages", "That round has not been paired."),
    "round_not_complete": QT_TRANSLATE_NOOP(
        "WebPages", "Standings are posted only after rounds with every result in."
    ),
    "bad_request": QT_TRANSLATE_NOOP("WebPages", "The address is not one this server knows."),
    "server_error": QT_TRANSLATE_NOOP(
        "WebPages", "Something went wrong on the organizer's computer. Try again in a moment."
    ),
    "back": QT_TRANSLATE_NOOP("WebPages", "Back to the events"),
    # No plural form to choose: the count stands alone (one catalogue entry serves all).
    "missing": QT_TRANSLATE_NOOP("WebPages", "Tables without a result: %n"),
    "all_in": QT_TRANSLATE_NOOP("WebPages", "Every result of this round is in."),
    # The audit chain's head code under every event page, as under posted sheets (issue 27).
    "audit_head": QT_TRANSLATE_NOOP("WebPages", "Audit log %1"),
    # A number in the address that cannot be (issue 27): said, not taken for "none".
    "bad_round": QT_TRANSLATE_NOOP(
        "WebPages",
        "The round in the address must be its number, 1 to 999, in plain digits "
        "(for example ?round=2).",
    ),
    "bad_event_query": QT_TRANSLATE_NOOP(
        "WebPages",
        "The event in the address must be its number in plain digits (for example ?event=3).",
    ),
    # The crosstable of a small event (issue 31, web.crosstable).
    "crosstable": QT_TRANSLATE_NOOP("WebPages", "Crosstable"),
    "crosstable_open": QT_TRANSLATE_NOOP("WebPages", "Crosstable: every player's rounds"),
    "round_short": QT_TRANSLATE_NOOP("WebPages", "R%1"),
    "mark_win": QT_TRANSLATE_NOOP("WebPages", "W"),
    "mark_loss": QT_TRANSLATE_NOOP("WebPages", "L"),
    "mark_draw": QT_TRANSLATE_NOOP("WebPages", "D"),
    "mark_pending": QT_TRANSLATE_NOOP("WebPages", "?"),
    "crosstable_legend": QT_TRANSLATE_NOOP(
        "WebPages",
        "W 5: won against the player on line 5 (their place); L lost; D drawn. Then match "
        "points and the tiebreakers (MTR Appendix C).",
    ),
    "no_crosstable": QT_TRANSLATE_NOOP(
        "WebPages", "The crosstable is posted once every result of round 1 is in."
    ),
    "crosstable_round": QT_TRANSLATE_NOOP(
        "WebPages", "The crosstable is shown only after rounds with every result in."
    ),
    "crosstable_too_large": QT_TRANSLATE_NOOP(
        "WebPages", "A crosstable is shown for events of up to 32 players. See the standings."
    ),
    "crosstable_individual_only": QT_TRANSLATE_NOOP(
        "WebPages",
        "A crosstable is shown for individual events only, not for team or multiplayer "
        "events. See the standings.",
    ),
    # A player's history (issue 31), linked from each name of the standings.
    "round_column": QT_TRANSLATE_NOOP("WebPages", "Round"),
    "no_player": QT_TRANSLATE_NOOP(
        "WebPages", "There is no such player in this event. Tap a name on the standings."
    ),
    "no_history": QT_TRANSLATE_NOOP(
        "WebPages", "Each round is shown here once every result of it is in."
    ),
    "points_after": QT_TRANSLATE_NOOP("WebPages", "Points after"),
    "rank_after": QT_TRANSLATE_NOOP("WebPages", "Rank after"),
    "rank_axis": QT_TRANSLATE_NOOP("WebPages", "Rank after each round"),
    "awarded_bye": QT_TRANSLATE_NOOP("WebPages", "Awarded bye"),
    "late_entry_loss": QT_TRANSLATE_NOOP("WebPages", "Loss (late entry)"),
    "unopposed_loss": QT_TRANSLATE_NOOP("WebPages", "Loss (no opponent)"),
    "not_reported": QT_TRANSLATE_NOOP("WebPages", "Not reported"),
    "history_of": QT_TRANSLATE_NOOP("WebPages", "%1's rounds"),
    **PLAY_WORDS,  # the clock, pods and bracket pages
}
WORDS.update(FLOOR_WORDS)  # reports from the floor and the staff's pages (issue 16)
WORDS.update(REGISTRATION_WORDS)  # registration from phones (issue 30)


class Texts:
    """``WORDS`` in one language, for a template: ``t.pairings``, ``t.f("round", 4)``
    (``%1`` filled), ``t.n("missing", 2018)`` (``%n``: the count in the language's digit
    grouping)."""

    def __init__(self, language: str) -> None:
        self.language = language
        self._catalogue = catalogue(language)

    def __getattr__(self, key: str) -> str:
        source = WORDS.get(key)
        if source is None:
            raise AttributeError(key)
        return self._catalogue.text(CONTEXT, source)

    def f(self, key: str, value: object) -> str:
        return getattr(self, key).replace("%1", str(value))

    def fill(self, key: str, *values: object) -> str:
        """``%1``, ``%2``… filled at once (a value holding "%2" stays as typed)."""
        return re.sub(
            r"%(\d)",
            lambda m: (
                str(values[int(m.group(1)) - 1])
                if 0 < int(m.group(1)) <= len(values)
                else m.group(0)
            ),
            getattr(self, key),
        )

    def n(self, key: str, count: int) -> str:
        return self._catalogue.text(CONTEXT, WORDS[key], count)

    def date(self, date: dt.date) -> str:
        """As the window's events list shows it: 2026/11/21(土), 2026-11-21 (Sat)."""
        return format_date(date, self._catalogue)
