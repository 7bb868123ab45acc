"""How a player's name is written: family name first, as Japanese posting sheets do.

Names are stored as family and given name separately and never rebuilt from an English
"first last" pair; romaji names show as the player registered them (glossary-ja §3.1).
"""

from __future__ import annotations

from mtrdesk.core.text import is_email


def display_name(family: str, given: str) -> str:
    """``山田 太郎``; a player with only one name part shows just that part."""
    return f"{family} {given}".strip()


def posted_id(player_id: str, shown: bool) -> str:
    """The player ID as a slip or a posted sheet prints it: only when the organizer turned
    IDs on, and never an e-mail address (a Wizards Account may be one, and everyone in
    the room reads what is posted)."""
    return player_id if shown and not is_email(player_id) else ""
