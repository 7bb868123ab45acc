"""Every problem of a decklist at once, by the rules of its format (MTR 6, 7, 8.4, 9.5).

``validate_deck`` checks one list; ``validate_team`` checks a team's lists together
(unified deck construction, MTR 8.4, also for Two-Headed Giant Constructed, 9.5). The
numbers and lists come from a ``RuleBook``; names compare by ``fold_name`` after Japanese
names are replaced by the English names the organizer gave (MTR 6.1: English title).
"""

from __future__ import annotations

from collections.abc import Mapping

from mtrdesk.core.decklists.card_names import CardNames
from mtrdesk.core.decklists.decklist import Decklist, Section, fold_name
from mtrdesk.core.decklists.problems import DecklistProblem, ProblemCode
from mtrdesk.core.decklists.rules import BanList, DeckFormat, RuleBook
from mtrdesk.core.decklists.text import ParsedDecklist, parse_decklist
from mtrdesk.core.scripts import has_japanese

CONSTRUCTED_RULE = "MTR 6.1"
RESTRICTED_RULE = "MTR 6.5"
LIMITED_SIZE_RULE = "MTR 7.1"
LIMITED_POOL_RULE = "MTR 7.2"
UNIFIED_RULE = "MTR 8.4"
TWO_HEADED_GIANT_RULE = "MTR 9.5"
#: The multiplayer addendum's Commander section points at the Comprehensive Rules.
COMMANDER_RULE = "CR 903.5"
#: Multiplayer addendum *.4A: at Competitive REL the commander is named in the list
#: ("Addendum": ``words.decklists.messages.rule_text`` writes it out in each language).
COMMANDER_NAMED_RULE = "Addendum *.4A"


def validate_deck(
    decklist: Decklist,
    deck_format: DeckFormat,
    rules: RuleBook,
    *,
    pool: Decklist | None = None,
    card_names: CardNames | None = None,
    two_headed_giant: bool = False,
) -> tuple[DecklistProblem, ...]:
    """Every problem of ``decklist``: name problems first, then the format's rules.
    ``pool`` is a Limited player's registered pool (MTR 7.5); without one, only the deck
    size is checked. ``two_headed_giant``: 2HG Constructed (MTR 9.5)."""
    problems = list(_name_problems(decklist, card_names, rules))
    decklist = decklist.renamed(_english_names(decklist, card_names, rules))
    if pool is not None:
        pool = pool.renamed(_english_names(pool, card_names, rules))
    if deck_format is DeckFormat.LIMITED:
        problems += _limited(decklist, rules, pool)
    elif deck_format is DeckFormat.COMMANDER:
        problems += _commander(decklist, rules)
    else:
        problems += _constructed(decklist, deck_format, rules, two_headed_giant)
    return tuple(problems)


def check_text(
    text: str,
    deck_format: DeckFormat | None,
    rules: RuleBook,
    *,
    pool: Decklist | None = None,
    card_names: CardNames | None = None,
    two_headed_giant: bool = False,
) -> ParsedDecklist:
    """Read ``text`` and judge it: the lines that could not be read first, then every
    problem ``validate_deck`` finds (none when nothing was read, or ``deck_format`` is
    ``None``: an event format with no deck rules)."""
    parsed = parse_decklist(text)
    if deck_format is None or parsed.decklist.is_empty:
        return parsed
    problems = validate_deck(
        parsed.decklist,
        deck_format,
        rules,
        pool=pool,
        card_names=card_names,
        two_headed_giant=two_headed_giant,
    )
    return ParsedDecklist(parsed.decklist, parsed.problems + problems)


def validate_team(
    decks: Mapping[str, Decklist],
    deck_format: DeckFormat,
    rules: RuleBook,
    *,
    card_names: CardNames | None = None,
) -> tuple[DecklistProblem, ...]:
    """MTR 8.4 (and 9.5): no two decks of a team share a card by English title, basic
    lands excepted. ``decks`` maps a seat ("A") or name to its list; each shared card is
    one problem naming the ``seats`` that hold it. Limited decks are not unified."""
    if deck_format is DeckFormat.LIMITED:
        return ()
    holders: dict[str, list[str]] = {}
    spelled: dict[str, str] = {}
    for seat, decklist in decks.items():
        decklist = decklist.renamed(_english_names(decklist, card_names, rules))
        for key, name in decklist.spelled().items():
            if key in rules.basic_lands:
                continue
            holders.setdefault(key, []).append(seat)
            spelled.setdefault(key, name)
    return tuple(
        DecklistProblem(
            ProblemCode.SHARED_IN_TEAM, UNIFIED_RULE, card=spelled[key], seats=tuple(seats)
        )
        for key, seats in holders.items()
        if len(seats) > 1
    )


def _english_of(name: str, card_names: CardNames | None, rules: RuleBook) -> str | None:
    """The English name of ``name`` if the store's names know it, else if it is a
    Japanese name the rules know (basic lands); ``None`` otherwise. The rules' names do
    not make a store "name list": without one, no name is called unknown. MTR 3.6
    (2025): a name that is the same card as another (``RuleBook.same_card``) is read as
    that card, so copies count across both names and a ban under either applies."""
    found = card_names.english_for(name) if card_names is not None else None
    found = found or rules.japanese_names.get(fold_name(name))
    return rules.same_card(found or name) or found


def _english_names(
    decklist: Decklist, card_names: CardNames | None, rules: RuleBook
) -> dict[str, str]:
    english: dict[str, str] = {}
    for key, name in decklist.spelled().items():
        found = _english_of(name, card_names, rules)
        if found:
            english[key] = found
    return english


def _name_problems(
    decklist: Decklist, card_names: CardNames | None, rules: RuleBook
) -> list[DecklistProblem]:
    """Japanese names without an English name; with a known name list, names it lacks
    (the basic lands are always known: a store's list may leave them out)."""
    problems = []
    for key, name in decklist.spelled().items():
        known = _english_of(name, card_names, rules)
        if known is None and key in rules.basic_lands:
            continue
        if has_japanese(name) and known is None:
            problems.append(DecklistProblem(ProblemCode.JAPANESE_NAME, CONSTRUCTED_RULE, card=name))
        elif card_names and known is None:
            problems.append(
                DecklistProblem(
                    ProblemCode.UNKNOWN_CARD,
                    CONSTRUCTED_RULE,
                    card=name,
                    suggestion=card_names.suggest(name) if card_names else None,
                )
            )
    return problems


def _constructed(
    decklist: Decklist, deck_format: DeckFormat, rules: RuleBook, two_headed_giant: bool
) -> list[DecklistProblem]:
    problems: list[DecklistProblem] = []
    main = decklist.main_count + decklist.commander_count
    if main < rules.main_minimum:
        problems.append(
            _count(ProblemCode.MAIN_TOO_SMALL, CONSTRUCTED_RULE, main, rules.main_minimum)
        )
    if two_headed_giant and decklist.sideboard:
        problems.append(
            _count(
                ProblemCode.SIDEBOARD_NOT_ALLOWED,
                TWO_HEADED_GIANT_RULE,
                decklist.sideboard_count,
                0,
            )
        )
    elif decklist.sideboard_count > rules.sideboard_maximum:
        problems.append(
            _count(
                ProblemCode.SIDEBOARD_TOO_LARGE,
                CONSTRUCTED_RULE,
                decklist.sideboard_count,
                rules.sideboard_maximum,
            )
        )
    banlist = rules.ban_list(deck_format)
    spelled = decklist.spelled()
    for key, count in decklist.totals().items():
        name = spelled[key]
        restricted = banlist.restricted_as(name) if banlist else None
        if restricted is not None:
            if count > 1:
                problems.append(
                    DecklistProblem(
                        ProblemCode.RESTRICTED_OVER_ONE,
                        banlist.rule if banlist else RESTRICTED_RULE,
                        card=name,
                        count=count,
                        limit=1,
                        listed_as=restricted,
                        as_of=banlist.as_of.isoformat() if banlist else None,
                    )
                )
        else:
            problems += _too_many_copies(name, count, rules, CONSTRUCTED_RULE)
        problems += _banned(name, banlist)
        if two_headed_giant and key in rules.two_headed_giant_banned:
            problems.append(
                DecklistProblem(
                    ProblemCode.BANNED,
                    TWO_HEADED_GIANT_RULE,
                    card=name,
                    listed_as=rules.two_headed_giant_banned[key],
                )
            )
    # MTR 6.5, 6.6 (2025): the list bans cards by a rule whose cards are not shipped;
    # say it was not checked rather than guess them.
    for printed in banlist.unchecked_rules if banlist else ():
        problems.append(
            DecklistProblem(
                ProblemCode.RULE_NOT_CHECKED,
                banlist.rule if banlist else "",
                text=printed,
                as_of=banlist.as_of.isoformat() if banlist else None,
            )
        )
    return problems


def _too_many_copies(
    name: str, count: int, rules: RuleBook, rule: str, maximum: int | None = None
) -> list[DecklistProblem]:
    """``TOO_MANY_COPIES`` when ``count`` copies of ``name`` are more than ``rules`` allow
    (``RuleBook.copies_allowed``, ``maximum`` the format's limit), citing ``rule``."""
    allowed = rules.copies_allowed(name, maximum)
    if allowed is None or count <= allowed:
        return []
    return [
        DecklistProblem(ProblemCode.TOO_MANY_COPIES, rule, card=name, count=count, limit=allowed)
    ]


def _banned(name: str, banlist: BanList | None) -> list[DecklistProblem]:
    listed = banlist.banned_as(name) if banlist else None
    if banlist is None or listed is None:
        return []
    return [
        DecklistProblem(
            ProblemCode.BANNED,
            banlist.rule,
            card=name,
            listed_as=listed,
            as_of=banlist.as_of.isoformat(),
        )
    ]


def _limited(decklist: Decklist, rules: RuleBook, pool: Decklist | None) -> list[DecklistProblem]:
    """MTR 7.1: at least 40 cards, any number of copies. MTR 7.2: only the pool's cards,
    plus any number of Plains, Island, Swamp, Mountain and Forest; snow basics and Wastes
    only as opened."""
    problems: list[DecklistProblem] = []
    main = decklist.main_count
    if main < rules.limited_minimum:
        problems.append(
            _count(ProblemCode.MAIN_TOO_SMALL, LIMITED_SIZE_RULE, main, rules.limited_minimum)
        )
    if pool is None:
        return problems
    opened = pool.totals()
    spelled = decklist.spelled()
    for key, count in decklist.totals((Section.MAIN, Section.SIDEBOARD)).items():
        if key in rules.limited_basics:
            continue
        have = opened.get(key, 0)
        if count <= have:
            continue
        code = (
            ProblemCode.BASIC_NOT_PROVIDED if key in rules.basic_lands else ProblemCode.NOT_IN_POOL
        )
        problems.append(
            DecklistProblem(code, LIMITED_POOL_RULE, card=spelled[key], count=count, limit=have)
        )
    return problems


def _commander(decklist: Decklist, rules: RuleBook) -> list[DecklistProblem]:
    """Exactly 100 cards with the commander, one of each card but basic lands and the
    cards that say otherwise (CR 903.5), no sideboard, the commander named (*.4A)."""
    problems: list[DecklistProblem] = []
    if not decklist.commanders:
        problems.append(DecklistProblem(ProblemCode.COMMANDER_MISSING, COMMANDER_NAMED_RULE))
    size = decklist.main_count + decklist.commander_count
    if size != rules.commander_size:
        problems.append(
            _count(ProblemCode.DECK_SIZE_NOT_EXACT, COMMANDER_RULE, size, rules.commander_size)
        )
    if decklist.sideboard:
        problems.append(
            _count(ProblemCode.SIDEBOARD_NOT_ALLOWED, COMMANDER_RULE, decklist.sideboard_count, 0)
        )
    banlist = rules.ban_list(DeckFormat.COMMANDER)
    spelled = decklist.spelled()
    for key, count in decklist.totals().items():
        name = spelled[key]
        problems += _too_many_copies(name, count, rules, COMMANDER_RULE, maximum=1)
        problems += _banned(name, banlist)
    return problems


def _count(code: ProblemCode, rule: str, count: int, limit: int) -> DecklistProblem:
    return DecklistProblem(code, rule, count=count, limit=limit)
