"""How registered lists are judged (MTR 2.7, 6.1-6.7, 8.4, 9.5): by the event's format
(``core.decklists.rules.deck_format_for``), the rules in force on the event's date (its
edition's lists, ``Edition.lists_file``, with every imported list file laid over them,
``RuleBook.on``) and the card names of the store (Japanese names
read by the English names the organizer gave; names checked against an imported list).

Problems are worked out whenever a list is read, so importing a banned list or a card
name re-judges every list at once. ``DecklistJudge`` keeps the rule book, the card names
and the problems of each text already judged, and stores the banned list files and card
names it judges by, dropping what it kept when they change. Its reads must run inside a
store transaction; its imports open their own.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, replace

from mtrdesk.core.decklists.card_names import CardNames, parse_card_name_file
from mtrdesk.core.decklists.decklist import Decklist, fold_name, tidy_name
from mtrdesk.core.decklists.problems import DecklistProblem
from mtrdesk.core.decklists.rules import (
    DEFAULT_RULES_FILE,
    BanList,
    BanListFileError,
    DeckFormat,
    RuleBook,
    deck_format_for,
    read_lists,
)
from mtrdesk.core.decklists.text import parse_decklist
from mtrdesk.core.decklists.validation import check_text, validate_team
from mtrdesk.core.editions.catalogue import edition_of
from mtrdesk.core.event.state import EventState
from mtrdesk.core.progress import Progress, Steps
from mtrdesk.core.settings import Structure
from mtrdesk.services import text_fields
from mtrdesk.services.context import Context
from mtrdesk.services.decklists.rows import DECK, POOL, cards_of
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.pods.state import is_multiplayer
from mtrdesk.store.models import BanListFile, CardName
from mtrdesk.store.models import Decklist as DecklistRowModel

#: Texts judged before the cache of problems is emptied (a large event's lists, twice).
_JUDGED_LIMIT = 20_000


@dataclass(frozen=True)
class JudgingRules:
    """How one event's lists are judged."""

    deck_format: DeckFormat | None
    #: The event's edition's lists in force on its date.
    book: RuleBook
    #: The names validation reads: the English names the organizer gave Japanese names
    #: (MTR 6.1 counts cards by English title) and, with an imported name list, its
    #: names (without one, no name is called unknown).
    names: CardNames
    two_headed_giant: bool
    team_event: bool
    #: Which lists ``book`` is: the edition's lists file and the event's date.
    lists_key: tuple[str, dt.date | None] = ("", None)


class DecklistJudge:
    """The problems of an event's lists, and the banned list files and card names of the
    store they are judged by. The rule book, the card names and the problems of every
    text already judged are kept between reads (the Decklists tab reads every list on
    each refresh) until an import here changes them."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        #: Each edition's lists file's book with the imported files laid over.
        self._books: dict[str, RuleBook] = {}
        self._names: CardNames | None = None
        #: Problems of a text already judged under the rules in force; emptied when the
        #: rules or names change.
        self._judged: dict[tuple, tuple[DecklistProblem, ...]] = {}

    # --- what is judged by -------------------------------------------------------------

    def rule_book(self, lists_file: str | None = None) -> RuleBook:
        """An edition's lists (``Edition.lists_file``; the first shipped without one) with
        every imported file laid over, every date's lists in it (``RuleBook.on``)."""
        key = lists_file or DEFAULT_RULES_FILE
        book = self._books.get(key)
        if book is None:
            book = RuleBook.shipped(key)
            for row in BanListFile.select().order_by(BanListFile.id):
                book = book.with_lists(row.text)
            self._books[key] = book
        return book

    def rules(self, state: EventState) -> JudgingRules:
        """How the lists of ``state``'s event are judged: by its edition's lists in force
        on its date (a card banned "effective November 10, 2025" is legal on the 9th)."""
        settings = state.settings
        lists_file = edition_of(settings).lists_file
        return JudgingRules(
            deck_format=deck_format_for(settings.format, is_multiplayer(state)),
            book=self.rule_book(lists_file).on(settings.date),
            names=self._card_names(),
            two_headed_giant=settings.structure is Structure.TWO_HEADED_GIANT,
            team_event=settings.structure.has_teams,
            lists_key=(lists_file, settings.date),
        )

    # --- imports: banned lists and card names -------------------------------------------

    def import_card_names(self, text: str, progress: Progress | None = None) -> int:
        """``DecklistService.import_card_names``: store an organizer's card-name file;
        a file that is not text (a picture, a program) is refused before any name is read
        (``CARD_NAMES_NOT_TEXT``), so it never adds garbage names store-wide. ``progress``
        hears of the names stored (every card of Magic, some 30,000, take seconds: issue
        31); its Cancel rolls the whole import back."""
        text_fields.check_card_name_file(text)
        names = parse_card_name_file(text)
        if not names:
            raise ServiceError(Problem.CARD_NAMES_EMPTY)
        pairs: dict[str, str] = {}  # folded English -> folded Japanese
        for ja, en in names.japanese.items():
            pairs[fold_name(en)] = ja
        steps = Steps(progress, len(names.english))
        with self._ctx.transaction():
            steps.start()
            existing = {row.folded: row for row in CardName.select()}
            added = 0
            for folded, name in names.english.items():
                steps.advance()
                row = existing.get(folded)
                if row is None:
                    CardName.create(
                        name=name, folded=folded, japanese=pairs.get(folded, ""), imported=True
                    )
                    added += 1
                    continue
                row.name = name
                row.imported = True
                if folded in pairs:
                    row.japanese = pairs[folded]
                row.save()
            self._ctx.audit(
                None,
                "decklists.import_card_names",
                names=len(names),
                added=added,
                japanese=len(names.japanese),
            )
            steps.finish()  # the last Cancel before the commit
            self._forget_names()
        return len(names)

    def set_english_name(self, japanese: str, english: str) -> None:
        """``DecklistService.set_english_name``: store a Japanese name's English name."""
        japanese, english = tidy_name(japanese), tidy_name(english)
        if not japanese or not english:
            raise ServiceError(Problem.CARD_NAME_EMPTY)
        text_fields.check_text(text_fields.TextField.CARD_NAME, japanese)
        text_fields.check_text(text_fields.TextField.CARD_NAME, english)
        folded = fold_name(english)
        with self._ctx.transaction():
            row = CardName.get_or_none(CardName.folded == folded)
            if row is None:
                CardName.create(name=english, folded=folded, japanese=japanese, imported=False)
            else:
                row.japanese = japanese
                row.save()
            self._ctx.audit(None, "decklists.english_name", japanese=japanese, english=english)
            self._forget_names()

    def import_ban_lists(self, text: str) -> dict[str, BanList]:
        """``DecklistService.import_ban_lists``: store a banned and restricted list file;
        its lists by format (each valid from its ``as_of``, some entries later)."""
        try:
            lists = read_lists(text)
        except BanListFileError as error:
            raise ServiceError(
                Problem.BAN_LIST_UNREADABLE, reason=error.reason, detail=error.detail
            ) from None
        as_of = max(banlist.as_of for banlist in lists.values())
        with self._ctx.transaction():
            BanListFile.create(text=text, as_of=as_of.isoformat(), imported_at=self._ctx.now())
            self._ctx.audit(
                None,
                "decklists.import_ban_lists",
                formats={name: b.as_of.isoformat() for name, b in sorted(lists.items())},
            )
            self._forget_book()
        return lists

    # --- problems ----------------------------------------------------------------------

    def problems_of_text(
        self, rules: JudgingRules, text: str, pool: Decklist | None = None
    ) -> tuple[DecklistProblem, ...]:
        """The problems of ``text`` on its own (``pool``: the Limited pool it is built
        from), kept for the next read."""
        key = (rules.deck_format, rules.two_headed_giant, rules.lists_key, text, pool)
        found = self._judged.get(key)
        if found is None:
            if len(self._judged) > _JUDGED_LIMIT:
                self._judged.clear()
            found = self._judged[key] = self._judge(rules, text, pool)
        return found

    def problems(
        self,
        state: EventState,
        rules: JudgingRules,
        lists: Mapping[tuple[int, str], DecklistRowModel],
        *,
        only: int | None = None,
        text: str | None = None,
    ) -> dict[int, tuple[DecklistProblem, ...]]:
        """Each entry's problems (``only``: that entry's; ``text``: in place of its
        stored list), team problems (MTR 8.4, 9.5) added to the members concerned.
        ``lists``: the event's stored lists (``decklist_rows.lists_of``)."""
        texts = {entry: row.text for (entry, kind), row in lists.items() if kind == DECK}
        if only is not None and text is not None:
            texts[only] = text
        wanted = texts if only is None else {only: texts[only]} if only in texts else {}
        problems: dict[int, tuple[DecklistProblem, ...]] = {}
        for entry, typed in wanted.items():
            pool_row = lists.get((entry, POOL))
            pool = cards_of(pool_row) if rules.deck_format is DeckFormat.LIMITED else None
            problems[entry] = self.problems_of_text(rules, typed, pool)
        if rules.team_event and rules.deck_format is not None:
            teams = {state.entries[e].team for e in wanted if e in state.entries}
            for team_id in teams:
                if team_id is not None:
                    self._add_team_problems(state, rules, team_id, texts, problems)
        return problems

    def entry_problems(
        self,
        state: EventState,
        rules: JudgingRules,
        lists: Mapping[tuple[int, str], DecklistRowModel],
        entry_id: int,
        text: str | None = None,
    ) -> tuple[DecklistProblem, ...]:
        """``entry_id``'s problems as ``problems`` finds them (none without a list)."""
        return self.problems(state, rules, lists, only=entry_id, text=text).get(entry_id, ())

    # --- inside ------------------------------------------------------------------------

    def _forget_book(self) -> None:
        self._books.clear()
        self._judged.clear()

    def _forget_names(self) -> None:
        self._names = None
        self._judged.clear()

    def _card_names(self) -> CardNames:
        """The imported names (with every English name given to a Japanese one) and the
        Japanese names' English names; read once until an import changes them."""
        if self._names is None:
            imported: list[str] = []
            given: dict[str, str] = {}
            for row in CardName.select():
                if row.japanese:
                    given[row.japanese] = row.name
                if row.imported:
                    imported.append(row.name)
            names = CardNames.of(imported, given)
            # Without an imported list, the English names given are no list to check
            # others against.
            self._names = names if imported else CardNames({}, names.japanese)
        return self._names

    def _judge(
        self, rules: JudgingRules, text: str, pool: Decklist | None
    ) -> tuple[DecklistProblem, ...]:
        return check_text(
            text,
            rules.deck_format,
            rules.book,
            pool=pool,
            card_names=rules.names,
            two_headed_giant=rules.two_headed_giant,
        ).problems

    def _add_team_problems(
        self,
        state: EventState,
        rules: JudgingRules,
        team_id: int,
        texts: Mapping[int, str],
        problems: dict[int, tuple[DecklistProblem, ...]],
    ) -> None:
        """Add the problems of ``team_id``'s decks together (MTR 8.4, 9.5) to the
        members of it in ``problems`` they concern, with those members' seats."""
        assert rules.deck_format is not None
        team = state.teams.get(team_id)
        if team is None:
            return
        decks = {
            str(member): parse_decklist(texts[member]).decklist
            for member in team.players
            if member in texts
        }
        if len(decks) < 2:
            return
        shared = validate_team(decks, rules.deck_format, rules.book, card_names=rules.names)
        for problem in shared:
            holders = {int(s) for s in problem.seats}
            seats = tuple(state.entries[m].seat or "" for m in sorted(holders))
            named = replace(problem, seats=seats)
            for member in holders:
                if member in problems:
                    problems[member] = problems[member] + (named,)
