"""The programs an event may belong to (MTR Appendix F), without their rules levels: those
differ by edition (``core.editions.edition.Edition.programs``)."""

from __future__ import annotations

import enum


class Program(enum.Enum):
    """What kind of sanctioned event this is, as Appendix F lists programs. ``OTHER``: a
    store's own event, or a program the chart does not list (the organizer sets the REL)."""

    OTHER = "other"
    FRIDAY_NIGHT_MAGIC = "friday_night_magic"
    PRERELEASE = "prerelease"
    LAUNCH_PARTY = "launch_party"
    GAME_DAY = "game_day"
    STORE_CHAMPIONSHIP = "store_championship"
    ETERNAL_WEEKEND = "eternal_weekend"
    PRO_TOUR_QUALIFIER = "pro_tour_qualifier"
    REGIONAL_CHAMPIONSHIP_QUALIFIER = "regional_championship_qualifier"
    REGIONAL_CHAMPIONSHIP = "regional_championship"
    #: New in the 2025-11-10 edition (MTR 1.4, Appendix F).
    SPOTLIGHT_SERIES = "spotlight_series"
    #: New in the 2025-11-10 edition (MTR 1.4, 2.7, 10.4, Appendix F).
    LIMITED_CHAMPIONSHIP = "limited_championship"
    PRO_TOUR = "pro_tour"
    WORLD_CHAMPIONSHIP = "world_championship"
