"""What the EventLink invite list holds, in words: how many players go by e-mail, who goes
by name only (they may not count as Engaged Players), and the names EventLink would skip
as repeated rows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.eventlink.invites import InviteList


def invite_summary(invites: InviteList) -> str:
    """One paragraph for the window's message and the command line's standard error."""
    text = (
        QCoreApplication.translate(
            "EventLink",
            "%1 players are on the EventLink invite list: %2 by Wizards Account e-mail, %3 by "
            "name only.",
        )
        .replace("%1", str(len(invites.rows)))
        .replace("%2", str(invites.by_email))
        .replace("%3", str(len(invites.by_name)))
    )
    if invites.by_name:
        text += " " + QCoreApplication.translate(
            "EventLink",
            "Players entered by name may not count as Engaged Players: ask them for the e-mail "
            "of their Wizards Account and enter it in the player's Wizards Account e-mail "
            "field. By name: %1",
        ).replace("%1", _names(invites.by_name))
    if invites.duplicates:
        text += " " + QCoreApplication.translate(
            "EventLink",
            "EventLink skips a repeated row, so only one of each of these names is invited: %1. "
            "Enter their e-mails to invite them all.",
        ).replace("%1", _names(invites.duplicates))
    return text


def _names(names: tuple[str, ...]) -> str:
    """Names listed as the language lists them (「、」 in Japanese)."""
    return QCoreApplication.translate("EventLink", ", ").join(names)
