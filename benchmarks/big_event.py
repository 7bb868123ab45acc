"""A big Swiss event as a real mtrdesk database, made fast, for the window benchmarks.

``BigEvent(players=4096, rounds=12, results=11)`` is one individual Swiss event of that many
players with ``rounds`` rounds paired and the first ``results`` of them reported (the others
have only their byes). It is simulated by the core as ``mtrdesk simulate`` simulates
(``core.simulation.event``): every round is paired by ``pair_swiss`` from the standings of
the rounds before it, with seeded results (wins, draws, intentional draws), awarded byes and
a few drops (1.5 % of the players after each round), so the rounds are real. Players get
plausible Japanese names with their readings (ふりがな; one in twenty registered in romaji,
without a reading) and player IDs; the audit log holds what the services would have written
(the event, every player entered, every round paired, every result reported). Everything
comes from the spec's seed and fixed times on the event's day, never the clock. The document
goes through the event-file reader and ``services.event_file.interchange.import_document``
(one transaction) into a new database, which the window opens like any other.

Only ``results == rounds`` (every paired round reported) and ``results == rounds - 1`` (the
last round paired, waiting for its results) are real states: the services do not pair a
round before the one before it is complete. ``planned_rounds`` is the event's number of
Swiss rounds (the settings), at least ``rounds`` (12 by default, so an event of 11
complete rounds can pair its 12th).

Made in about 7 s at 4,096 × 12 (2 s of pairing, the rest the import); the benchmarks take
it from a cache: ``cached(spec)`` builds the database once under ``$MTRDESK_BENCH_CACHE``
(default: ``<temp dir>/mtrdesk-bench-cache``) as
``big-N{players}-R{rounds}-K{results}-P{planned}-S{seed}-D{drops per mille}-v{FIXTURE_VERSION}
-db{schema version}.sqlite3`` with a ``.json`` beside it (the event id, the seconds it
took). Delete the folder to rebuild; a new schema version or ``FIXTURE_VERSION`` gives new
names, so stale files are never used. A benchmark that changes the event works on
``fresh_copy(spec, folder)``.

From the command line (the repository root on ``PYTHONPATH``):
``python benchmarks/big_event.py --players 4096 --rounds 12 --results 11`` builds (or finds)
the cached database and prints its path and the seconds it took.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import json
import os
import random
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from mtrdesk.core.event_file.document import (
    AuditRecord,
    DocumentPlayer,
    DocumentRound,
    EventDocument,
    document_to_dict,
    settings_to_dict,
)
from mtrdesk.core.event_file.reader import document_from_dict
from mtrdesk.core.settings import EventSettings
from mtrdesk.core.simulation.event import Simulation, simulate_event
from mtrdesk.core.simulation.happenings import ResultMix
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import import_document
from mtrdesk.store import migrations

#: Raise when what a fixture holds changes, so cached files of the old kind are not used.
FIXTURE_VERSION = 1
CACHE_ENV = "MTRDESK_BENCH_CACHE"
#: The results of a big event: a few draws and intentional draws, as at an Open.
MIX = ResultMix(intentional_draw_rate=0.03, draw_rate=0.04)
#: Round 1 is paired at 10:00 on the event's day; a round takes 65 minutes.
FIRST_ROUND = dt.time(10, 0)
ROUND_MINUTES = 65
#: Players are entered from 08:30.
CREATED_AT = dt.time(8, 30)
#: The import's time (its audit record): the morning after the event's day.
IMPORTED_AT = dt.time(8, 0)

# Common family names and given names with their readings (hiragana, as stored).
FAMILY = (
    ("佐藤", "さとう"), ("鈴木", "すずき"), ("高橋", "たかはし"), ("田中", "たなか"),
    ("伊藤", "いとう"), ("渡辺", "わたなべ"), ("山本", "やまもと"), ("中村", "なかむら"),
    ("小林", "こばやし"), ("加藤", "かとう"), ("吉田", "よしだ"), ("山田", "やまだ"),
    ("佐々木", "ささき"), ("山口", "やまぐち"), ("松本", "まつもと"), ("井上", "いのうえ"),
    ("木村", "きむら"), ("林", "はやし"), ("斎藤", "さいとう"), ("清水", "しみず"),
    ("山崎", "やまざき"), ("森", "もり"), ("池田", "いけだ"), ("橋本", "はしもと"),
    ("阿部", "あべ"), ("石川", "いしかわ"), ("山下", "やました"), ("中島", "なかじま"),
    ("石井", "いしい"), ("小川", "おがわ"), ("前田", "まえだ"), ("岡田", "おかだ"),
    ("長谷川", "はせがわ"), ("藤田", "ふじた"), ("後藤", "ごとう"), ("近藤", "こんどう"),
    ("村上", "むらかみ"), ("遠藤", "えんどう"), ("青木", "あおき"), ("坂本", "さかもと"),
    ("斉藤", "さいとう"), ("福田", "ふくだ"), ("太田", "おおた"), ("西村", "にしむら"),
    ("藤井", "ふじい"), ("金子", "かねこ"), ("岡本", "おかもと"), ("藤原", "ふじわら"),
    ("中野", "なかの"), ("三浦", "みうら"), ("原田", "はらだ"), ("中川", "なかがわ"),
    ("松田", "まつだ"), ("竹内", "たけうち"), ("小野", "おの"), ("田村", "たむら"),
    ("中山", "なかやま"), ("和田", "わだ"), ("石田", "いしだ"), ("森田", "もりた"),
    ("上田", "うえだ"), ("原", "はら"), ("内田", "うちだ"), ("柴田", "しばた"),
    ("酒井", "さかい"), ("宮崎", "みやざき"), ("横山", "よこやま"), ("高木", "たかぎ"),
    ("安藤", "あんどう"), ("宮本", "みやもと"), ("大野", "おおの"), ("小島", "こじま"),
)  # fmt: skip
GIVEN = (
    ("翔太", "しょうた"), ("大輔", "だいすけ"), ("拓也", "たくや"), ("健太", "けんた"),
    ("直樹", "なおき"), ("亮", "りょう"), ("雄太", "ゆうた"), ("達也", "たつや"),
    ("和也", "かずや"), ("翼", "つばさ"), ("蓮", "れん"), ("大翔", "ひろと"),
    ("悠真", "ゆうま"), ("陽斗", "はると"), ("湊", "みなと"), ("隼人", "はやと"),
    ("誠", "まこと"), ("浩二", "こうじ"), ("健一", "けんいち"), ("剛", "つよし"),
    ("隆", "たかし"), ("学", "まなぶ"), ("修", "おさむ"), ("聡", "さとし"),
    ("光", "ひかる"), ("優斗", "ゆうと"), ("颯太", "そうた"), ("海斗", "かいと"),
    ("一郎", "いちろう"), ("慎吾", "しんご"), ("智也", "ともや"), ("祐介", "ゆうすけ"),
    ("美咲", "みさき"), ("陽菜", "ひな"), ("結衣", "ゆい"), ("彩", "あや"),
    ("愛", "あい"), ("葵", "あおい"), ("さくら", "さくら"), ("真由", "まゆ"),
    ("由佳", "ゆか"), ("麻衣", "まい"), ("千尋", "ちひろ"), ("恵", "めぐみ"),
    ("奈々", "なな"), ("沙織", "さおり"), ("遥", "はるか"), ("楓", "かえで"),
    ("瑞希", "みずき"), ("舞", "まい"), ("智子", "ともこ"), ("裕子", "ゆうこ"),
    ("俊介", "しゅんすけ"), ("航", "わたる"), ("悠人", "ゆうと"), ("樹", "いつき"),
    ("駿", "しゅん"), ("圭", "けい"), ("涼", "りょう"), ("匠", "たくみ"),
)  # fmt: skip
# Players registered with romaji names, as some do (glossary-ja §3.1: shown as registered).
ROMAJI_SHARE = 0.05


@dataclass(frozen=True, slots=True)
class BigEvent:
    """What to make: ``rounds`` paired, the first ``results`` of them reported."""

    players: int
    rounds: int = 12
    results: int = 12
    seed: int = 1
    planned_rounds: int = 12
    drop_rate: float = 0.015

    def __post_init__(self) -> None:
        if self.players < 2:
            raise ValueError(f"at least 2 players, not {self.players}")
        if self.rounds < 1:
            raise ValueError(f"at least 1 round, not {self.rounds}")
        if self.results not in (self.rounds, self.rounds - 1):
            raise ValueError(
                f"results for {self.rounds} or {self.rounds - 1} rounds (a round is paired "
                f"only once the one before it is complete), not {self.results}"
            )
        if self.planned_rounds < self.rounds:
            raise ValueError(f"{self.planned_rounds} planned rounds < {self.rounds} paired")

    @property
    def key(self) -> str:
        """The cache file's name, without its suffix."""
        return (
            f"big-N{self.players}-R{self.rounds}-K{self.results}-P{self.planned_rounds}"
            f"-S{self.seed}-D{round(self.drop_rate * 1000)}-v{FIXTURE_VERSION}"
            f"-db{migrations.supported_version()}"
        )


@dataclass(frozen=True, slots=True)
class Fixture:
    """A database file holding the event, and the event's id in it."""

    path: Path
    event_id: int


def document(spec: BigEvent) -> EventDocument:
    """The event as an event-file document (no database)."""
    simulated = simulate_event(
        Simulation(
            players=spec.players,
            seed=spec.seed,
            rounds=spec.rounds,
            mix=MIX,
            drop_rate=spec.drop_rate,
            late_entry_rate=0.0,  # exactly ``players`` entries
        )
    )
    rng = random.Random(spec.seed * 7919 + spec.players)
    players = tuple(_named(p, rng) for p in simulated.players)
    day = simulated.settings.date
    rounds = tuple(_timed(r, day, r.number <= spec.results, rng) for r in simulated.rounds)
    settings = dataclasses.replace(
        simulated.settings,
        name=f"Big Open {spec.players} (seed {spec.seed})",
        swiss_rounds=spec.planned_rounds,
    )
    return dataclasses.replace(
        simulated,
        settings=settings,
        players=players,
        rounds=rounds,
        audit=_audit_trail(settings, players, rounds),
        rounds_from_recommendation=False,
        created_at=_at(day, CREATED_AT).isoformat(),
    )


def _at(day: dt.date, time_of_day: dt.time, minutes: int = 0, seconds: int = 0) -> dt.datetime:
    return dt.datetime.combine(day, time_of_day) + dt.timedelta(minutes=minutes, seconds=seconds)


def _audit_trail(
    settings: EventSettings, players: tuple[DocumentPlayer, ...], rounds: tuple[DocumentRound, ...]
) -> tuple[AuditRecord, ...]:
    """The log the services would have written: the event, every player entered, every
    round paired and every result reported, with the details they write. Match and entry
    ids are those the import gives in an empty database (the document's order)."""
    day = settings.date
    log = [
        AuditRecord(
            _at(day, CREATED_AT).isoformat(),
            "event.create",
            {"settings": settings_to_dict(settings)},
        )
    ]
    for index, player in enumerate(players):
        log.append(
            AuditRecord(
                _at(day, CREATED_AT, seconds=10 + index // 2).isoformat(),
                "player.add",
                {
                    "entry": player.id,
                    "roster": player.id,
                    "name": player.display_name,
                    "awarded_byes": player.awarded_byes,
                    "late_entry_round": None,
                },
            )
        )
    match_id = 0
    for rnd in rounds:
        tables = [[m.table, m.player1, m.player2] for m in rnd.matches if m.table is not None]
        awarded = [m.player1 for m in rnd.matches if m.kind is MatchKind.AWARDED_BYE]
        log.append(
            AuditRecord(
                rnd.paired_at or "",
                "round.pair",
                {
                    "round": rnd.number,
                    "seed": rnd.seed,
                    "swiss_rounds": settings.swiss_rounds,
                    "tables": tables,
                    "awarded_byes": awarded,
                },
            )
        )
        reports = []
        for match in rnd.matches:
            match_id += 1
            if match.kind is MatchKind.PAIRED and match.result is not None:
                reports.append((match.reported_at or "", match_id, match))
        for when, number, match in sorted(reports, key=lambda r: (r[0], r[1])):
            log.append(
                AuditRecord(
                    when,
                    "result.report",
                    {
                        "match": number,
                        "round": rnd.number,
                        "table": match.table,
                        "players": [match.player1, match.player2],
                        "result": None if match.result is None else match.result.to_text(),
                        "previous": None,
                        "warnings": [],
                    },
                )
            )
    return tuple(log)


def _named(player: DocumentPlayer, rng: random.Random) -> DocumentPlayer:
    family, family_reading = rng.choice(FAMILY)
    given, given_reading = rng.choice(GIVEN)
    if rng.random() < ROMAJI_SHARE:  # registered in romaji: no reading
        family, given = _romaji(family_reading), _romaji(given_reading)
        family_reading = given_reading = ""
    reading = f"{family_reading} {given_reading}".strip()
    player_id = f"{9_000_000_000 + player.id * 7_919 + rng.randrange(7_919):010d}"
    return dataclasses.replace(
        player, family=family, given=given, reading=reading, player_id=player_id
    )


_KANA = {
    "あ": "a", "い": "i", "う": "u", "え": "e", "お": "o", "か": "ka", "き": "ki", "く": "ku",
    "け": "ke", "こ": "ko", "が": "ga", "ぎ": "gi", "ぐ": "gu", "げ": "ge", "ご": "go",
    "さ": "sa", "し": "shi", "す": "su", "せ": "se", "そ": "so", "ざ": "za", "じ": "ji",
    "ず": "zu", "ぜ": "ze", "ぞ": "zo", "た": "ta", "ち": "chi", "つ": "tsu", "て": "te",
    "と": "to", "だ": "da", "で": "de", "ど": "do", "な": "na", "に": "ni", "ぬ": "nu",
    "ね": "ne", "の": "no", "は": "ha", "ひ": "hi", "ふ": "fu", "へ": "he", "ほ": "ho",
    "ば": "ba", "び": "bi", "ぶ": "bu", "べ": "be", "ぼ": "bo", "ま": "ma", "み": "mi",
    "む": "mu", "め": "me", "も": "mo", "や": "ya", "ゆ": "yu", "よ": "yo", "ら": "ra",
    "り": "ri", "る": "ru", "れ": "re", "ろ": "ro", "わ": "wa", "ん": "n",
}  # fmt: skip
_DIGRAPHS = {
    "しゃ": "sha", "しゅ": "shu", "しょ": "sho", "ちゃ": "cha", "ちゅ": "chu", "ちょ": "cho",
    "じゃ": "ja", "じゅ": "ju", "じょ": "jo", "きょ": "kyo", "りょ": "ryo", "りゅ": "ryu",
    "ひょ": "hyo",
}  # fmt: skip


def _romaji(reading: str) -> str:
    """A reading in plain Hepburn romaji, capitalised (long vowels as spelled in kana)."""
    out: list[str] = []
    double = False
    at = 0
    while at < len(reading):
        if reading[at] == "っ":
            double, at = True, at + 1
            continue
        pair = reading[at : at + 2]
        if pair in _DIGRAPHS:
            syllable, at = _DIGRAPHS[pair], at + 2
        else:
            syllable, at = _KANA.get(reading[at], ""), at + 1
        if double and syllable:
            syllable, double = syllable[0] + syllable, False
        out.append(syllable)
    return "".join(out).capitalize()


def _timed(rnd: DocumentRound, day: dt.date, reported: bool, rng: random.Random) -> DocumentRound:
    """The round with the times a real day gives it, and without its paired matches'
    results unless ``reported`` (byes keep theirs: the services record them at pairing)."""
    start = dt.datetime.combine(day, FIRST_ROUND) + dt.timedelta(
        minutes=ROUND_MINUTES * (rnd.number - 1)
    )
    matches = []
    for match in rnd.matches:
        if match.kind is MatchKind.PAIRED and not reported:
            match = dataclasses.replace(match, result=None, reported_at=None)
        elif match.result is not None:
            after = 1 if match.kind is not MatchKind.PAIRED else rng.randint(15, ROUND_MINUTES - 5)
            when = start + dt.timedelta(minutes=after, seconds=rng.randrange(60))
            match = dataclasses.replace(match, reported_at=when.isoformat())
        matches.append(match)
    return dataclasses.replace(rnd, matches=tuple(matches), paired_at=start.isoformat())


def build(spec: BigEvent, path: Path) -> Fixture:
    """Make the database at ``path`` (which must not exist) and return it."""
    if path.exists():
        raise FileExistsError(path)
    doc = document_from_dict(document_to_dict(document(spec)))  # read as an event file is
    imported = _at(doc.settings.date + dt.timedelta(days=1), IMPORTED_AT)

    def clock() -> dt.datetime:  # the same file from the same spec, whatever the day
        return imported

    services = Services.open(
        path, clock=clock, rng=random.Random(spec.seed), backups=path.parent / "backups"
    )
    try:
        event_id, _ = import_document(services, doc)
    finally:
        services.close()
    return Fixture(path, event_id)


def cache_folder() -> Path:
    """Where ``cached`` keeps its databases."""
    folder = os.environ.get(CACHE_ENV)
    return Path(folder) if folder else Path(tempfile.gettempdir()) / "mtrdesk-bench-cache"


def cached(spec: BigEvent, folder: Path | None = None) -> Fixture:
    """The event's database in the cache, built first if it is not there yet.

    Built in a scratch folder beside it and moved into place, so a benchmark killed while
    building leaves no half-made file under the final name.
    """
    folder = folder or cache_folder()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{spec.key}.sqlite3"
    about = path.with_suffix(".json")
    if path.exists() and about.exists():
        return Fixture(path, int(json.loads(about.read_text())["event_id"]))
    started = time.perf_counter()
    print(f"building {path.name} ...", file=sys.stderr, flush=True)
    with tempfile.TemporaryDirectory(dir=folder) as scratch:
        made = build(spec, Path(scratch) / path.name)
        seconds = time.perf_counter() - started
        os.replace(made.path, path)
        about.write_text(
            json.dumps(
                {"event_id": made.event_id, "seconds": round(seconds, 2)} | dataclasses.asdict(spec)
            )
        )
    print(f"built in {seconds:.1f} s", file=sys.stderr, flush=True)
    return Fixture(path, made.event_id)


def fresh_copy(
    spec: BigEvent, folder: Path, name: str = "event.sqlite3", cache: Path | None = None
) -> Fixture:
    """A private copy of the cached database in ``folder``, for a benchmark that writes
    (``cache``: the cache folder, else ``cache_folder()``)."""
    source = cached(spec, cache)
    target = folder / name
    shutil.copyfile(source.path, target)
    return Fixture(target, source.event_id)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--results", type=int, help="reported rounds (default: all)")
    parser.add_argument("--planned", type=int, default=12, help="the event's Swiss rounds")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, help="build here instead of the cache")
    args = parser.parse_args()
    spec = BigEvent(
        args.players,
        args.rounds,
        args.rounds if args.results is None else args.results,
        args.seed,
        max(args.planned, args.rounds),
    )
    started = time.perf_counter()
    fixture = build(spec, args.out) if args.out else cached(spec)
    print(f"{fixture.path} event {fixture.event_id} ({time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
