"""A database for the clock, pods and bracket pages (issue 16): a booster draft seated in
two pods (one player stopped drafting, MTR 7.7), a Swiss event whose top 8 playoff has
begun with a result in, a multiplayer event with its first round's pods, and a Swiss
event with a top 4 announced, in its first round. Japanese names with readings, and
player IDs (which no page may show)."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from pathlib import Path

from mtrdesk.core.settings import EventSettings, Format, Playoff, Structure
from mtrdesk.services import Services

FAMILIES = [
    ("佐藤", "さとう"), ("鈴木", "すずき"), ("高橋", "たかはし"), ("田中", "たなか"),
    ("伊藤", "いとう"), ("渡辺", "わたなべ"), ("山本", "やまもと"), ("中村", "なかむら"),
    ("小林", "こばやし"), ("加藤", "かとう"), ("吉田", "よしだ"), ("山田", "やまだ"),
    ("佐々木", "ささき"), ("山口", "やまぐち"), ("松本", "まつもと"), ("井上", "いのうえ"),
]  # fmt: skip
GIVEN = [
    ("太郎", "たろう"), ("花子", "はなこ"), ("一郎", "いちろう"), ("美咲", "みさき"),
    ("健", "けん"), ("さくら", "さくら"), ("翔", "しょう"), ("陽菜", "ひな"),
    ("大輝", "だいき"), ("結衣", "ゆい"), ("蓮", "れん"), ("葵", "あおい"),
    ("湊", "みなと"), ("凛", "りん"), ("樹", "いつき"), ("芽依", "めい"),
]  # fmt: skip


@dataclass(frozen=True)
class PlayEvents:
    draft: int
    swiss: int
    multiplayer: int
    plain: int
    #: The Swiss event's first playoff match reported: its winner's name.
    playoff_winner: str


def add_players(services: Services, event_id: int, count: int, prefix: str) -> list[int]:
    entries = []
    for n in range(count):
        (family, fr), (given, gr) = FAMILIES[n % 16], GIVEN[(n * 7 + 3) % 16]
        entries.append(
            services.players.add(
                event_id, family, given, reading=f"{fr} {gr}", player_id=f"{prefix}{n:04d}"
            )[0]
        )
    return entries


def build(services: Services) -> PlayEvents:
    day = dt.date(2026, 11, 21)
    draft, _ = services.events.create(
        EventSettings(name="木曜ブースター・ドラフト", date=day, format=Format.BOOSTER_DRAFT)
    )
    entries = add_players(services, draft, 15, "D")
    services.pods.seat(draft, 8, seed=3)
    services.pods.drop_from_draft(draft, entries[4], 2, 5)

    swiss, _ = services.events.create(
        EventSettings(name="土曜スタンダード杯", date=day, playoff=Playoff.TOP8)
    )
    add_players(services, swiss, 16, "S")
    rng = random.Random(16)
    for _ in range(services.events.get(swiss).swiss_rounds):
        services.rounds.pair_next(swiss)
        current = services.rounds.current_round(swiss)
        assert current is not None
        for match in current.missing:
            services.rounds.report(
                swiss, current.number, match.table, rng.choice(["2-0", "2-1", "1-2"])
            )
    services.playoff.start(swiss, seed=5)
    first = services.playoff.bracket(swiss).rounds[0]
    match = first.matches[0]
    services.playoff.report(swiss, first.number, match.table or 1, "2-1")

    multiplayer, _ = services.events.create(
        EventSettings(name="統率者戦ナイト", date=day, structure=Structure.MULTIPLAYER)
    )
    add_players(services, multiplayer, 13, "M")
    services.multiplayer.pair_next(multiplayer, seed=1)

    plain, _ = services.events.create(
        EventSettings(name="フライデー・ナイト・マジック", date=day, playoff=Playoff.TOP4)
    )
    add_players(services, plain, 6, "P")
    services.rounds.pair_next(plain, seed=2)
    return PlayEvents(draft, swiss, multiplayer, plain, match.player1_name)


def open_built(path: Path, clock: object = dt.datetime.now) -> tuple[Services, PlayEvents]:
    services = Services.open(path, clock=clock, rng=random.Random(8))  # type: ignore[arg-type]
    return services, build(services)
