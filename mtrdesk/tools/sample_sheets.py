"""Every sheet the program prints, in Japanese and English, on A4, A3 and B4: to look at.

Run from a checkout (a developer's tool, not part of the program)::

    python -m mtrdesk.tools.sample_sheets OUT_DIR [--papers a4,a3,b4] [--languages ja,en]
        [--no-png]

It builds realistic events in a throwaway database (a 40-player Modern event with
Japanese names and readings, a few Latin names and two very long names, six Swiss rounds
with drops, a Top 8 with its quarterfinals half played; a 24-player booster draft seated
in pods with its draft Top 8; a multiplayer event in pods of four) and writes every sheet
as ``OUT_DIR/<language>/<paper>/<sheet>.pdf``, with one PNG per page at 60 dpi beside it
(``pdftoppm -r 60 -png``, from poppler-utils) unless ``--no-png``. Nothing reads the
clock or the network; the same command writes the same sheets.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: Family names with their readings, given names with theirs: 34 players from them.
FAMILIES = (
    ("佐藤", "さとう"),
    ("鈴木", "すずき"),
    ("高橋", "たかはし"),
    ("田中", "たなか"),
    ("伊藤", "いとう"),
    ("渡辺", "わたなべ"),
    ("山本", "やまもと"),
    ("中村", "なかむら"),
    ("小林", "こばやし"),
    ("加藤", "かとう"),
    ("吉田", "よしだ"),
    ("山田", "やまだ"),
    ("佐々木", "ささき"),
    ("近藤", "こんどう"),
    ("後藤", "ごとう"),
    ("斎藤", "さいとう"),
    ("長谷川", "はせがわ"),
)
GIVENS = (
    ("翔太", "しょうた"),
    ("美咲", "みさき"),
    ("大輔", "だいすけ"),
    ("陽菜", "ひな"),
    ("健一", "けんいち"),
    ("由美子", "ゆみこ"),
    ("拓海", "たくみ"),
    ("さくら", "さくら"),
    ("悠真", "ゆうま"),
)
#: Players a sheet must not cut: the longest names a store sees, and names with no reading.
SPECIAL = (
    ("勅使河原", "三郎太", "てしがわら さぶろうた"),
    ("𠮷野", "寛之", "よしの ひろゆき"),  # 𠮷 is printed as 吉 (fonts.VARIANT_KANJI)
    ("Smith", "John", ""),
    ("García López", "María José", ""),
    ("Wolfeschlegelsteinhausen", "Hubert Blaine", ""),
    ("Nguyễn", "Thị Minh Anh", ""),
)
EVENT_NAME = "第12回 金曜モダン 店舗予選 Friday Modern Store Qualifier"
DATE = dt.date(2026, 11, 21)
REPORT_BASE = "http://192.168.1.23:8750/"
PAPERS = ("a4", "a3", "b4")
LANGUAGES = ("ja", "en")


class _Clock:
    """A clock that starts at the event's noon and moves a minute per reading."""

    def __init__(self) -> None:
        self.now = dt.datetime.combine(DATE, dt.time(12, 0))

    def __call__(self) -> dt.datetime:
        self.now += dt.timedelta(minutes=1)
        return self.now


def japanese_players(count: int) -> Iterator[tuple[str, str, str]]:
    """``count`` distinct (family, given, reading) in a fixed order."""
    n = 0
    for given, given_reading in GIVENS:
        for family, family_reading in FAMILIES:
            if n == count:
                return
            yield family, given, f"{family_reading} {given_reading}"
            n += 1


@dataclass(frozen=True)
class Events:
    """The events the sheets are printed from (their ids in the throwaway database)."""

    modern: int
    draft: int
    pods: int


def build(services: object) -> Events:
    """The three events, played as a store would have them at the time of printing."""
    from mtrdesk.core.settings import EventSettings, Format, Playoff, Structure

    s: Any = services
    rng = random.Random(18)
    modern, _ = s.events.create(
        EventSettings(name=EVENT_NAME, date=DATE, format=Format.MODERN, playoff=Playoff.TOP8)
    )
    ids = [
        s.players.add(modern, family, given, reading, f"{9001000 + n}")[0]
        for n, (family, given, reading) in enumerate(japanese_players(34))
    ]
    ids += [s.players.add(modern, family, given, reading)[0] for family, given, reading in SPECIAL]
    for number in range(1, s.events.get(modern).swiss_rounds + 1):
        s.rounds.pair_next(modern)
        for match in s.rounds.current_round(modern).missing:
            result = rng.choice(["2-0", "2-1", "1-2", "0-2", "2-0", "1-1"])
            s.rounds.report(modern, number, match.table, result)
        if number in (2, 4):
            s.players.drop(ids[number * 3])
    s.playoff.start(modern, seed=2026)
    for match in s.playoff.bracket(modern).next_matches[:2]:
        s.playoff.report(modern, match.round, match.table, "2-1")

    draft = _event_with(
        s,
        [*japanese_players(22), *SPECIAL[:2]],
        EventSettings(
            name="土曜ブースタードラフト Saturday Draft",
            date=DATE,
            format=Format.BOOSTER_DRAFT,
            swiss_rounds=3,
            playoff=Playoff.DRAFT_TOP8,
        ),
    )
    s.pods.seat(draft, pod_size=8, seed=11)
    for number in (1, 2, 3):
        s.rounds.pair_next(draft)
        for match in s.rounds.current_round(draft).missing:
            s.rounds.report(draft, number, match.table, rng.choice(["2-0", "2-1", "0-2"]))
    s.playoff.start(draft, seed=7)

    pods = _event_with(
        s,
        [*japanese_players(14), *SPECIAL[2:5]],
        EventSettings(
            name="統率者戦 4人卓 Commander Night",
            date=DATE,
            structure=Structure.MULTIPLAYER,
            swiss_rounds=3,
        ),
    )
    s.multiplayer.configure(pods, pod_size=4, playoff_size=0)
    s.multiplayer.pair_next(pods, seed=21)
    return Events(modern, draft, pods)


def _event_with(s: Any, players: list[tuple[str, str, str]], settings: object) -> int:
    """A new event of ``settings`` with ``players`` (family, given, reading) entered in
    order; its id."""
    event, _ = s.events.create(settings)
    for family, given, reading in players:
        s.players.add(event, family, given, reading)
    event_id: int = event
    return event_id


@dataclass(frozen=True)
class Sheet:
    """One file to write: its name and how to draw it on a page setup."""

    name: str
    render: Callable[[Any], bytes]


def sheets(services: object, events: Events) -> list[Sheet]:
    """Every sheet, drawn in the language installed when ``render`` is called."""
    from mtrdesk.core.draft.clock import DraftKind, draft_plan
    from mtrdesk.core.draft.profiles import EN_2023, JA_2016
    from mtrdesk.printing.phones_poster import PhonesPoster
    from mtrdesk.sheets import render_bytes
    from mtrdesk.sheets.decklists import event_pages, render_pages_bytes
    from mtrdesk.sheets.draft_plan import render_plan_bytes
    from mtrdesk.sheets.phones_poster import render_poster_bytes

    s: Any = services
    modern = s.printing.event(events.modern, REPORT_BASE)
    draft = s.printing.event(events.draft)
    pods = s.printing.event(events.pods)
    start = dt.datetime.combine(DATE, dt.time(13, 0))
    entries = [e.id for e in s.players.list_entries(events.modern)][:2]

    def sheet(name: str, event: object, number: int | None) -> Callable[[Any], bytes]:
        return lambda setup: render_bytes(name, event, number, setup)  # type: ignore[arg-type]

    return [
        Sheet("slips-round-3", sheet("slips", modern, 3)),
        Sheet("slips-quarterfinals", sheet("slips", modern, None)),
        Sheet("pod-slips", sheet("slips", pods, None)),
        Sheet("pairings-by-table", sheet("pairings-by-table", modern, 3)),
        Sheet("pairings-by-name", sheet("pairings-by-name", modern, 3)),
        Sheet("pairings-by-name-quarterfinals", sheet("pairings-by-name", modern, None)),
        Sheet("standings", sheet("standings", modern, None)),
        Sheet("bracket", sheet("bracket", modern, None)),
        Sheet("draft-bracket", sheet("bracket", draft, None)),
        Sheet("seatings", sheet("seatings", draft, None)),
        Sheet(
            "draft-plan-booster",
            lambda setup: render_plan_bytes(draft_plan(DraftKind.BOOSTER, EN_2023), start, setup),
        ),
        Sheet(
            "draft-plan-rochester-2016",
            lambda setup: render_plan_bytes(draft_plan(DraftKind.ROCHESTER, JA_2016), None, setup),
        ),
        Sheet(
            "decklist",
            lambda setup: render_pages_bytes(
                event_pages(s, events.modern, entries, blank=True), setup
            ),
        ),
        Sheet(
            "phones-poster",
            lambda setup: render_poster_bytes(
                PhonesPoster(EVENT_NAME, f"{REPORT_BASE}e/{events.modern}"), setup
            ),
        ),
    ]


@contextmanager
def language(code: str) -> Iterator[None]:
    """The program's catalogue for ``code`` installed (English: none) while printing."""
    from mtrdesk.words.i18n import Translators

    translators = Translators()
    if code != "en" and not translators.install(code):
        raise SystemExit(f"no catalogue for {code}: run mtrdesk.tools.compile_translations")
    try:
        yield
    finally:
        translators.remove()


def write_all(
    out: Path, papers: list[str], languages: list[str], png: bool, only: str = ""
) -> list[Path]:
    """Build the events and write every sheet (``only``: those whose name has it in it);
    the PDFs written."""
    from PySide6.QtCore import QCoreApplication

    from mtrdesk.printing.page import PageSetup, Paper
    from mtrdesk.services import Services

    app = QCoreApplication.instance() or QCoreApplication([])
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as folder:
        services = Services.open(
            Path(folder) / "sample.sqlite3", clock=_Clock(), rng=random.Random(18)
        )
        try:
            events = build(services)
            for code in languages:
                with language(code):
                    every = sheets(services, events)
                    for paper in papers:
                        place = out / code / paper
                        place.mkdir(parents=True, exist_ok=True)
                        for sheet in every:
                            if only not in sheet.name:
                                continue
                            pdf = place / f"{sheet.name}.pdf"
                            pdf.write_bytes(sheet.render(PageSetup(Paper(paper))))
                            written.append(pdf)
                            if png:
                                _pngs(pdf)
        finally:
            services.close()
    del app
    return written


def _pngs(pdf: Path) -> None:
    for old in pdf.parent.glob(f"{pdf.stem}-*.png"):
        old.unlink()
    subprocess.run(["pdftoppm", "-r", "60", "-png", str(pdf), str(pdf.with_suffix(""))], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mtrdesk.tools.sample_sheets")
    parser.add_argument("out", type=Path, help="folder to write the sheets into")
    parser.add_argument("--papers", default=",".join(PAPERS), help="a4,letter,a3,b4")
    parser.add_argument("--languages", default=",".join(LANGUAGES), help="ja,en")
    parser.add_argument("--no-png", action="store_true", help="the PDFs only")
    parser.add_argument("--only", default="", help="only the sheets whose name has this in it")
    args = parser.parse_args(argv)
    png = not args.no_png
    if png and shutil.which("pdftoppm") is None:
        parser.error("pdftoppm not found (poppler-utils); use --no-png")
    papers, languages = args.papers.split(","), args.languages.split(",")
    written = write_all(args.out, papers, languages, png, args.only)
    print(f"{len(written)} sheets in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
