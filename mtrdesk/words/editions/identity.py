"""How a player is identified, in words, by the MTR edition (issue 29): MTR 1.5 and 8.2 of
2023-08-21 name a Wizards Account or a DCI number; 2025-11-10 names only a Wizards Account.
Under 2025 the player-ID fields ask for a Wizards Account; a legacy DCI number typed or
imported is still read and kept (the field takes any ID), it is just not asked for.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.editions.edition import Edition
from mtrdesk.words.editions.citing import edition_or_in_force
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

#: What a player-ID field asks for (placeholder), by ``Edition.asks_dci_number``.
PLAYER_ID_PROMPTS: dict[bool, str] = {
    True: QT_TRANSLATE_NOOP("Editions", "Wizards Account or DCI number"),
    False: QT_TRANSLATE_NOOP("Editions", "Wizards Account"),
}

#: What the player-ID column says it holds (tooltip), by ``Edition.asks_dci_number``.
PLAYER_ID_TIPS: dict[bool, str] = {
    True: QT_TRANSLATE_NOOP(
        "Editions", "Wizards Account, DCI number, or empty for a name-only entry."
    ),
    False: QT_TRANSLATE_NOOP(
        "Editions",
        "Wizards Account, or empty for a name-only entry. A DCI number already used is kept.",
    ),
}


def player_id_prompt(edition: Edition | str | None = None) -> str:
    """The placeholder of a player-ID field for an event of ``edition`` (``None``: no
    event, the edition in force)."""
    asks = edition_or_in_force(edition).asks_dci_number
    return QCoreApplication.translate("Editions", PLAYER_ID_PROMPTS[asks])


def player_id_tip(edition: Edition | str | None = None) -> str:
    """The tooltip of the player-ID column for an event of ``edition``."""
    asks = edition_or_in_force(edition).asks_dci_number
    return QCoreApplication.translate("Editions", PLAYER_ID_TIPS[asks])
