"""The sample event the first-run dialog offers: a recorded simulated Friday night.

Sixteen players, three of four Swiss rounds paired and reported by ``simulate_event`` with a fixed
seed (so every computer gets the same event), then given people's names: Japanese names
with their readings, or English names. The event's name is the caller's (translated).
"""

from __future__ import annotations

import dataclasses

from mtrdesk.core.event_file.document import EventDocument
from mtrdesk.core.settings import Format, Playoff
from mtrdesk.core.simulation.event import Simulation, simulate_event

SAMPLE_SEED = 19
SAMPLE_PLAYERS = 16
SAMPLE_ROUNDS = 3  # reported; the event has four (a Top 8 after them)

#: (family, given, reading), family name first; the roster keeps readings in hiragana.
JAPANESE_NAMES = (
    ("佐藤", "翔太", "サトウ ショウタ"),
    ("鈴木", "美咲", "スズキ ミサキ"),
    ("高橋", "健一", "タカハシ ケンイチ"),
    ("田中", "陽菜", "タナカ ヒナ"),
    ("伊藤", "大輔", "イトウ ダイスケ"),
    ("渡辺", "さくら", "ワタナベ サクラ"),
    ("山本", "拓海", "ヤマモト タクミ"),
    ("中村", "結衣", "ナカムラ ユイ"),
    ("小林", "直樹", "コバヤシ ナオキ"),
    ("加藤", "葵", "カトウ アオイ"),
    ("吉田", "蓮", "ヨシダ レン"),
    ("山田", "花子", "ヤマダ ハナコ"),
    ("佐々木", "悠斗", "ササキ ユウト"),
    ("山口", "真央", "ヤマグチ マオ"),
    ("松本", "隆", "マツモト タカシ"),
    ("井上", "彩", "イノウエ アヤ"),
)
ENGLISH_NAMES = (
    ("Smith", "Oliver"),
    ("Johnson", "Emma"),
    ("Williams", "Liam"),
    ("Brown", "Sophia"),
    ("Jones", "Noah"),
    ("Garcia", "Mia"),
    ("Miller", "Lucas"),
    ("Davis", "Ava"),
    ("Wilson", "Ethan"),
    ("Taylor", "Grace"),
    ("Anderson", "Jack"),
    ("Thomas", "Chloe"),
    ("Moore", "Henry"),
    ("Martin", "Lily"),
    ("Clark", "Samuel"),
    ("Lewis", "Zoe"),
)


def sample_document(name: str, japanese: bool) -> EventDocument:
    """The sample event named ``name``: Japanese names with readings, else English ones."""
    simulated = simulate_event(
        Simulation(
            players=SAMPLE_PLAYERS,
            seed=SAMPLE_SEED,
            rounds=SAMPLE_ROUNDS,
            drop_rate=0.0,
            late_entry_rate=0.0,
            awarded_bye_rate=0.0,
        )
    )
    players = []
    for index, player in enumerate(simulated.players):
        if japanese:
            family, given, reading = JAPANESE_NAMES[index]
        else:
            (family, given), reading = ENGLISH_NAMES[index], ""
        players.append(dataclasses.replace(player, family=family, given=given, reading=reading))
    settings = dataclasses.replace(
        simulated.settings,
        name=name,
        format=Format.STANDARD,
        kind=Format.STANDARD.default_kind,
        swiss_rounds=SAMPLE_ROUNDS + 1,  # the fourth one is the organizer's to pair
        playoff=Playoff.TOP8,  # not started: the Playoff tab shows who would make the cut
    )
    return dataclasses.replace(simulated, settings=settings, players=tuple(players))
