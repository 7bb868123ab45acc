"""The words of erasing a person (issue 30): the name their results keep, and the question
that says what goes and what stays (Japan's APPI, the GDPR)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.placeholders import fill


def erased_player_name(roster_id: int) -> str:
    """The name an erased person's results keep: "Erased player 12"."""
    return fill(QCoreApplication.translate("Regulars", "Erased player %1"), roster_id)


def erase_question(name: str, roster_id: int) -> str:
    """What erasing removes and what it keeps, asked before anything is done."""
    return fill(
        QCoreApplication.translate(
            "Regulars",
            "Erase the personal information of %1? Their name, reading, player ID and "
            "Wizards Account e-mail are removed from the roster, their registrations, the "
            "undo history and the audit log of this database. Their results stay under "
            '"%2", so the standings stay true. This cannot be undone.\n\nBackups and event '
            "files made before still hold the name: delete them, or keep them safe, as your "
            "store's rules for personal information say.",
        ),
        name,
        erased_player_name(roster_id),
    )
