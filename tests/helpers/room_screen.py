"""Events for the room screen's tests (issue 31, item 1): 8, 64 or 512 players with
Japanese names and readings (or English ones), round 1 paired and some results in; one
event before round 1 with registration open."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from mtrdesk.services import Services
from tests.helpers.services_support import new_event

if TYPE_CHECKING:
    from mtrdesk.ui.projector.room_screen import RoomScreenWindow

FAMILIES = (
    ("山田", "やまだ"), ("佐藤", "さとう"), ("鈴木", "すずき"), ("高橋", "たかはし"),
    ("田中", "たなか"), ("伊藤", "いとう"), ("渡辺", "わたなべ"), ("中村", "なかむら"),
    ("小林", "こばやし"), ("加藤", "かとう"), ("吉田", "よしだ"), ("山本", "やまもと"),
    ("山口", "やまぐち"), ("松本", "まつもと"), ("井上", "いのうえ"), ("木村", "きむら"),
    ("林", "はやし"), ("斎藤", "さいとう"), ("清水", "しみず"), ("山崎", "やまざき"),
    ("森", "もり"), ("池田", "いけだ"), ("橋本", "はしもと"), ("阿部", "あべ"),
    ("石川", "いしかわ"), ("山下", "やました"), ("中島", "なかじま"), ("石井", "いしい"),
    ("小川", "おがわ"), ("前田", "まえだ"), ("岡田", "おかだ"), ("長谷川", "はせがわ"),
)  # fmt: skip
GIVENS = (
    ("太郎", "たろう"), ("花子", "はなこ"), ("一郎", "いちろう"), ("健", "けん"),
    ("優", "ゆう"), ("翔", "しょう"), ("愛", "あい"), ("蓮", "れん"),
    ("葵", "あおい"), ("陽翔", "はると"), ("結衣", "ゆい"), ("大翔", "ひろと"),
    ("美咲", "みさき"), ("悠真", "ゆうま"), ("さくら", "さくら"), ("健太郎", "けんたろう"),
)  # fmt: skip


def room_event(services: Services, players: int, *, japanese: bool = True) -> int:
    """``players`` players (at most 512 Japanese ones, every name its own), round 1
    paired, every other table's result in."""
    if japanese:
        event_id, _ = new_event(services, 0)
        with services.context.transaction():  # one commit for them all (512: 3.5 s → 1 s)
            add_japanese(services, event_id, players)
    else:
        event_id, _ = new_event(services, players)
    services.rounds.pair_next(event_id)
    current = services.rounds.current_round(event_id)
    assert current is not None
    for match in current.missing[::2]:
        services.rounds.report(event_id, 1, match.table, "2-1")
    return event_id


def add_japanese(services: Services, event_id: int, players: int) -> None:
    for n in range(players):
        family, family_reading = FAMILIES[n // len(GIVENS)]
        given, given_reading = GIVENS[n % len(GIVENS)]
        services.players.add(
            event_id, family, given, f"{family_reading} {given_reading}", f"J{n:04d}"
        )


def registration_event(services: Services, players: int = 12) -> int:
    """An event before round 1 taking registrations from phones, ``players`` entered."""
    event_id, _ = new_event(services, players)
    services.registration.set_desk(
        event_id, open=True, accept_at_once=True, capacity=32, asks_deck=False
    )
    return event_id


def clipped_labels(screen: RoomScreenWindow) -> list[str]:
    """What the room screen does not show whole: a label narrower or lower than
    QFontMetrics says its text is at its font, a label outside the screen, a row's texts
    touching side by side. Empty when everything shows (the room screen's tests, and the
    laptop walk on a 1366×768 screen)."""
    from PySide6.QtGui import QFontMetrics

    found = []
    area = screen.rect()
    for label in screen.shown_labels():
        metrics = QFontMetrics(label.font())
        box = label.contentsRect()
        name = f"{label.objectName()} {label.text()!r}"
        if metrics.horizontalAdvance(label.text()) > box.width():
            found.append(f"{name} is cut: {box.width()} px wide")
        if metrics.height() > box.height():
            found.append(f"{name} is cut: {box.height()} px high")
        if not area.contains(label.geometry()):
            found.append(f"{name} is outside the screen")
    for first, name, last in screen.cells:
        shown = [label for label in (first, name, last) if label.isVisible()]
        for left, right in itertools.pairwise(shown):
            if left.geometry().right() >= right.geometry().left():
                found.append(f"{left.text()!r} touches {right.text()!r}")
    return found
