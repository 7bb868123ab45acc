"""The bad-input corpus for text fields, through the real services (issue 14, item 4): a
NUL, an ANSI escape, a bidirectional override, an unprintable character or an absurd
length in a player's name, reading or ID, a team or event name, notes, a note, an
official's or head judge's name, a reason or a card name is refused with ``BAD_TEXT``
for every door (window, command line, imports, the web server to come), with a sentence
naming the field, and the database keeps exactly the rows it had.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from mtrdesk.core.decklists.checks import DeckCheckOutcome
from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.teams.registration import TeamMember
from mtrdesk.words import messages
from tests.helpers.empty_database import empty_database
from tests.helpers.ui_helpers import FIXED_NOW

DATE = dt.date(2026, 11, 20)


def dump(path: Path) -> str:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        return "\n".join(conn.iterdump())


@dataclass
class Store:
    services: Services
    path: Path
    event_id: int  # 8 players, round 1 paired, one decklist locked
    team_event: int  # teams of three, not started
    entry_id: int


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    path = empty_database(tmp_path / "event.sqlite3")
    services = Services.open(path, clock=lambda: FIXED_NOW, rng=random.Random(7))
    event_id, _ = services.events.create(EventSettings("金曜モダン", DATE))
    entries = [
        services.players.add(event_id, f"Player{n:02d}", "Test", player_id=f"P{n:04d}")[0]
        for n in range(8)
    ]
    services.rounds.pair_next(event_id)
    services.decklists.save(event_id, entries[0], "4 Lightning Bolt\n56 Mountain\n")
    team_event, _ = services.events.create(
        EventSettings("チーム戦", DATE, structure=Structure.TEAM_OF_THREE)
    )
    yield Store(services, path, event_id, team_event, entries[0])
    services.close()


ESC_RED = "\x1b[31m"
RLO = "\u202e"

CASES: dict[str, tuple[Callable[[Store], object], str]] = {
    "add-family-nul": (lambda s: s.services.players.add(s.event_id, "山\x00田"), "family name"),
    "add-family-ansi": (
        lambda s: s.services.players.add(s.event_id, ESC_RED + "山田"),
        "family name",
    ),
    "add-family-bidi": (lambda s: s.services.players.add(s.event_id, RLO + "山田"), "family"),
    "add-family-201-chars": (lambda s: s.services.players.add(s.event_id, "山" * 201), "200"),
    "add-given-backspace": (
        lambda s: s.services.players.add(s.event_id, "山田", "太\x08郎"),
        "given name",
    ),
    "add-reading-lrm": (
        lambda s: s.services.players.add(s.event_id, "山田", "太郎", "やまだ\u200e"),
        "reading",
    ),
    "add-player-id-nul": (
        lambda s: s.services.players.add(s.event_id, "山田", player_id="P\x001"),
        "player ID",
    ),
    "add-unassigned-code-point": (
        lambda s: s.services.players.add(s.event_id, "山田\U000e0080"),
        "family name",
    ),
    "edit-family-escape": (
        lambda s: s.services.players.edit(s.entry_id, "\x1b]0;title\x07", "", "", ""),
        "family name",
    ),
    "edit-given-isolate": (
        lambda s: s.services.players.edit(s.entry_id, "山田", "\u2067太郎", "", ""),
        "given name",
    ),
    "team-name-nul": (
        lambda s: s.services.teams.add(
            s.team_event, "竜\x00の巣", [TeamMember("A"), TeamMember("B"), TeamMember("C")]
        ),
        "team name",
    ),
    "team-member-bidi": (
        lambda s: s.services.teams.add(
            s.team_event, "竜の巣", [TeamMember(RLO + "A"), TeamMember("B"), TeamMember("C")]
        ),
        "family name",
    ),
    "event-name-ansi": (
        lambda s: s.services.events.create(EventSettings(ESC_RED + "金曜", DATE)),
        "event name",
    ),
    "event-name-too-long": (
        lambda s: s.services.events.create(EventSettings("金" * 201, DATE)),
        "event name",
    ),
    "event-notes-nul": (
        lambda s: s.services.events.update(
            s.event_id, EventSettings("金曜モダン", DATE, notes="Prize\x00 support")
        ),
        "event notes",
    ),
    "event-notes-too-long": (
        lambda s: s.services.events.update(
            s.event_id, EventSettings("金曜モダン", DATE, notes="x" * 4001)
        ),
        "4000",
    ),
    "extension-note-bidi": (
        lambda s: s.services.extensions.add(
            s.event_id, 1, 1, 5, ExtensionReason.JUDGE_RULING, note=RLO + "ruling"
        ),
        "extension note",
    ),
    "deck-check-note-escape": (
        lambda s: s.services.decklists.record_check(
            s.event_id, 1, 1, "", 5, DeckCheckOutcome.OK, note=ESC_RED + "ok"
        ),
        "deck check note",
    ),
    "official-nul": (
        lambda s: s.services.decklists.lock(s.event_id, s.entry_id, "鈴木\x00"),
        "official",
    ),
    "head-judge-bidi": (
        lambda s: s.services.decklists.change_locked(
            s.event_id, s.entry_id, "60 Mountain\n", RLO + "HJ", "typo"
        ),
        "head judge",
    ),
    "english-card-name-escape": (
        lambda s: s.services.decklists.set_english_name("稲妻", ESC_RED + "Lightning Bolt"),
        "card name",
    ),
    "card-name-file-binary": (
        lambda s: s.services.decklists.import_card_names(
            random.Random(14).randbytes(2048).decode("latin-1")
        ),
        "not a card-name list",
    ),
    "card-name-file-long-line": (
        lambda s: s.services.decklists.import_card_names("Lightning Bolt\n" + "x" * 5000),
        "line 2",
    ),
}


@pytest.mark.parametrize(("call", "says"), CASES.values(), ids=CASES.keys())
def test_a_bad_text_is_refused_for_every_door(store: Store, call, says: str) -> None:
    if says == "head judge":
        # A list the head judge changes is an accepted (locked) one (MTR 2.7).
        store.services.decklists.lock(store.event_id, store.entry_id, "鈴木")
    before = dump(store.path)
    with pytest.raises(ServiceError) as refused:
        call(store)
    assert refused.value.problem in (Problem.BAD_TEXT, Problem.CARD_NAMES_NOT_TEXT)
    sentence = messages.describe(refused.value)
    assert says in sentence, sentence
    assert "\x00" not in sentence and "\x1b" not in sentence and RLO not in sentence
    assert dump(store.path) == before


def test_a_clean_name_with_joiners_and_kanji_variants_is_stored(store: Store) -> None:
    """What is refused is narrow: emoji with a zero-width joiner, an ideographic space and
    a compatibility kanji are a person's name."""
    entry, _ = store.services.players.add(store.event_id, "髙橋", "👨\u200d👩", "たかはし")
    assert store.services.players.get(entry).given == "👨\u200d👩"
