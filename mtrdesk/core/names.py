"""How a player's name is written: family name first, as Japanese posting sheets do.

Names are stored as family and given name separately and never rebuilt from an English
"first last" pair; romaji names show as the player registered them (glossary-ja §3.1).
"""

from __future__ import annotations


def display_name(family: str, given: str) -> str:
    """``山田 太郎``; a player with only one name part shows just that part."""
    return f"{family} {given}".strip()
