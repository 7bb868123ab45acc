"""The name of a round on every phone page (issue 32): a Swiss round by its number
(「第3回戦」), a playoff round by the players left (「準決勝」, 「ベスト16」), as the
bracket and the sheets name it; and a table of it (「準決勝・1卓」), so the pairings, a
slip's page, the slip codes and the staff's waiting reports say the same words."""

from __future__ import annotations

from mtrdesk.web.texts import Texts

#: A single-elimination round by the players left (MTR 10.4).
_NAMED = {8: "quarterfinals", 4: "semifinals", 2: "final"}


def field_name(t: Texts, field_size: int) -> str:
    """A single-elimination round by the players left: 8 quarterfinals, 4, 2, else the
    round of 16, 32…"""
    key = _NAMED.get(field_size)
    return getattr(t, key) if key else t.f("round_of", field_size)


def round_title(t: Texts, number: int, playoff: bool, field: int = 0) -> str:
    """Round ``number``; a playoff round by its ``field`` when known (a pod playoff's
    rounds have none: they keep "Playoff round %1")."""
    if not playoff:
        return t.f("round", number)
    if field >= 2:
        return field_name(t, field)
    return t.f("playoff_round", number)


def table_title(t: Texts, round_name: str, table: str | None) -> str:
    """「準決勝・1卓」, "Semifinals · Table 1": a round's table as the heading of its slip;
    the round alone for a bye (no table)."""
    if not table:
        return round_name
    return t.fill("round_table", round_name, table)
