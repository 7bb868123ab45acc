"""The EventLink closing sheet (issue 30): the organizer's own, for re-entering the event in
Wizards' EventLink, which imports players (the Invite List CSV) but no results.

Three tables, each from a new page, every page headed by the event, its format, players
and rounds and "Not for posting: holds e-mail addresses": the players with their Wizards
Account e-mail (or "— by name"), the final standings (MTR 3.1, Appendix C; as the
standings sheet prints them), and each round's results in the order they are re-entered:
round by round, table by table, the winner first ("A beat B 2-1"), draws, byes and losses
without an opponent. Values: ``services.printouts.closing``.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.placeholders import fill
from mtrdesk.printing.page import PageSetup
from mtrdesk.printing.postings import Column, Posting, Row, write_postings
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.services.printouts.closing import ClosingResult, ClosingSheet, Outcome, closing_sheet
from mtrdesk.sheets import date_text
from mtrdesk.sheets.chain_footer import chain_line
from mtrdesk.sheets.pairings_by_name import round_text, word
from mtrdesk.sheets.posting_sheet import Output
from mtrdesk.sheets.standings import standings_sheet
from mtrdesk.words.labels import label
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

SIZE = 10.0

_WORDS = {
    "title": QT_TRANSLATE_NOOP("Print", "EventLink closing sheet"),
    "private": QT_TRANSLATE_NOOP("Print", "Not for posting: holds e-mail addresses"),
    "event": QT_TRANSLATE_NOOP("Print", "%1 · Players: %2 · Rounds: %3"),
    "players": QT_TRANSLATE_NOOP("Print", "Players and Wizards Accounts"),
    "standings": QT_TRANSLATE_NOOP("Print", "Final standings (after round %1)"),
    "results": QT_TRANSLATE_NOOP("Print", "Results, round by round"),
    "number": QT_TRANSLATE_NOOP("Print", "No."),
    "account": QT_TRANSLATE_NOOP("Print", "Wizards Account (e-mail)"),
    "by_name": QT_TRANSLATE_NOOP("Print", "— by name"),
    "result": QT_TRANSLATE_NOOP("Print", "Result"),
    "players_note": QT_TRANSLATE_NOOP(
        "Print",
        "By Wizards Account: %1 · by name only: %2 (a player by name only may not count as "
        "an Engaged Player)",
    ),
    "results_note": QT_TRANSLATE_NOOP(
        "Print", "Winner first; the score is games won-lost(-drawn), as on the result slip."
    ),
    "separator": QT_TRANSLATE_NOOP("Print", ", "),
}

#: One line of a round, by its outcome: %1 the first side, %2 the second (or the pod's
#: losers), %3 the score.
_LINES = {
    Outcome.WON: QT_TRANSLATE_NOOP("Print", "%1 beat %2 %3"),
    Outcome.DRAW: QT_TRANSLATE_NOOP("Print", "%1 and %2 drew %3"),
    Outcome.BYE: QT_TRANSLATE_NOOP("Print", "%1: bye"),
    Outcome.AWARDED_BYE: QT_TRANSLATE_NOOP("Print", "%1: awarded bye"),
    Outcome.LATE_ENTRY_LOSS: QT_TRANSLATE_NOOP("Print", "%1: loss (late entry)"),
    Outcome.UNOPPOSED_LOSS: QT_TRANSLATE_NOOP("Print", "%1: loss (no opponent)"),
    Outcome.POD_WON: QT_TRANSLATE_NOOP("Print", "%1 won the pod; lost: %2"),
    Outcome.POD_DRAW: QT_TRANSLATE_NOOP("Print", "%1 drew the pod; lost: %2"),
}
#: A pod every player of which drew.
_ALL_DREW = QT_TRANSLATE_NOOP("Print", "%1 drew the pod")


def _word(key: str) -> str:
    return QCoreApplication.translate("Print", _WORDS[key])


def result_text(result: ClosingResult) -> str:
    """ "山田 太郎 beat 佐藤 花子 2-1" in the installed language."""
    joined = _word("separator").join
    if result.outcome is Outcome.POD_DRAW and not result.others:
        return fill(QCoreApplication.translate("Print", _ALL_DREW), joined(result.drawn))
    pattern = QCoreApplication.translate("Print", _LINES[result.outcome])
    if result.outcome is Outcome.POD_WON:
        return fill(pattern, result.first, joined(result.others))
    if result.outcome is Outcome.POD_DRAW:
        return fill(pattern, joined(result.drawn), joined(result.others))
    return fill(pattern, result.first, result.second, result.score)


def closing_postings(sheet: ClosingSheet) -> tuple[Posting, ...]:
    """The sheet's tables, worded in the installed language (unwritten)."""
    players = _framed(
        sheet,
        _word("players"),
        (
            Column(_word("number"), 0.07, "right"),
            Column(word("name"), 0.4),
            Column(_word("account"), 0.53),
        ),
        tuple(
            Row((str(n), p.name, p.account or _word("by_name")), muted=not p.account)
            for n, p in enumerate(sheet.players, 1)
        ),
        fill(_word("players_note"), len(sheet.players) - sheet.by_name, sheet.by_name),
    )
    postings = [players]
    if sheet.standings is not None:
        framed = _framed(sheet, fill(_word("standings"), sheet.standings.after_round), (), (), "")
        standings = standings_sheet(sheet.standings)
        postings.append(
            replace(standings, title=framed.title, event=framed.event, times=framed.times)
        )
    rows: list[Row] = []
    for rnd in sheet.rounds:
        rows.append(Row((round_text(rnd.number, rnd.playoff, rnd.field), ""), head=True))
        rows += [Row((r.table or "—", result_text(r))) for r in rnd.results]
    results = _framed(
        sheet,
        _word("results"),
        (Column(word("table"), 0.1, "center"), Column(_word("result"), 0.9)),
        tuple(rows),
        _word("results_note"),
    )
    return (*postings, results)


def _framed(
    sheet: ClosingSheet,
    section: str,
    columns: tuple[Column, ...],
    rows: tuple[Row, ...],
    note: str,
) -> Posting:
    """One table of the sheet under the heading every page of it has: the sheet's name
    with the event, its format, players and rounds, and the date; ``section`` as the
    title, and "Not for posting" where a round's times stand on the posted sheets."""
    event = fill(word("event_format"), sheet.event_name, label(sheet.format))
    facts = fill(_word("event"), event, len(sheet.players), len(sheet.rounds))
    return Posting(
        title=section,
        event=fill(word("title_line"), _word("title"), facts),
        date=date_text(sheet.date),
        columns=columns,
        rows=rows,
        size=SIZE,
        note=note,
        times=_word("private"),
    )


def render(event: EventHistory, _round: int | None, setup: PageSetup, out: Output) -> None:
    """The whole event's sheet (it has no round of its own)."""
    chain = chain_line(event)
    postings = closing_postings(closing_sheet(event))
    write_postings([replace(p, chain=chain) for p in postings], out, setup)
