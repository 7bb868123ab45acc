"""No English left on the phones' Japanese pages (issue 32 item 3): every page of
``web/templates`` rendered with ``Accept-Language: ja`` against events that have
everything (draft pods, a playoff begun, a bye, a drop, a clock running, a registration,
a judge signed in), and each page's visible text, placeholders, labels and titles read
for Latin words outside the allow-list of ``tests/helpers/latin_words.py``.

The Qt windows and dialogs are read by the laptop walk (tests/ui/test_laptop_screen.py).
"""

from __future__ import annotations

import datetime as dt
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from mtrdesk.core.floor.published_clock import ClockSnapshot, ClockStep
from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.latin_words import found, latin_words
from tests.helpers.play_events import PlayEvents, add_players, build

NOW = dt.datetime(2026, 11, 21, 14, 0, 0)
TEMPLATES = Path(__file__).resolve().parents[2] / "mtrdesk" / "web" / "templates"
#: Attributes a phone shows or reads aloud.
SHOWN = ("placeholder", "aria-label", "title", "alt")
JUDGE = "山田"


class _Text(HTMLParser):
    """The words of a page a person meets: text outside scripts and styles, the
    attributes in ``SHOWN``, and buttons' values."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._hidden += 1
        shown = dict(attrs)
        self.texts.extend(v for k, v in attrs if k in SHOWN and v)
        if tag == "input" and shown.get("type") in ("submit", "button") and shown.get("value"):
            self.texts.append(str(shown["value"]))

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._hidden = max(0, self._hidden - 1)

    def handle_data(self, data: str) -> None:
        if not self._hidden and data.strip():
            self.texts.append(data.strip())


def page_texts(page: str) -> list[str]:
    reader = _Text()
    reader.feed(page)
    return reader.texts


@dataclass(frozen=True)
class Site:
    app: object
    events: PlayEvents
    odd: int
    desk: int
    pin: str
    code: str
    token: str
    #: The round's slip codes: data, not words.
    codes: tuple[str, ...]


def _odd_event(services: Services) -> int:
    """Eight players; one drops after round 1, so round 2 (paired, its clock running)
    has a bye."""
    odd, _ = services.events.create(
        EventSettings(name="水曜パイオニア", date=NOW.date(), swiss_rounds=3)
    )
    entries = add_players(services, odd, 8, "O")
    services.rounds.pair_next(odd, seed=1)
    first = services.rounds.current_round(odd)
    assert first is not None
    for match in first.missing:
        assert match.table is not None
        services.rounds.report(odd, 1, match.table, "2-1")
    services.players.drop(entries[2])
    services.rounds.pair_next(odd, seed=2)
    steps = (ClockStep("round", 3000.0),)
    snapshot = ClockSnapshot("round", "round", "round", steps, 600.0, True, True, "five")
    services.clocks.publish(odd, snapshot)
    return odd


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    path = tmp_path_factory.mktemp("latin") / "event.sqlite3"
    with Services.open(path, clock=lambda: NOW, rng=random.Random(8)) as services:
        events = build(services)
        odd = _odd_event(services)
        draft_clock = ClockSnapshot(
            "draft", "draft", "booster",
            (ClockStep("pick", 40.0, pack=1, packs=3, pick=1, cards_left=15, direction="left"),),
            10.0, True, True, pod=1,
        )  # fmt: skip
        services.clocks.publish(events.draft, draft_clock)
        desk, _ = services.events.create(EventSettings(name="日曜モダン", date=NOW.date()))
        services.registration.set_desk(
            desk, open=True, accept_at_once=False, capacity=None, asks_deck=True
        )
        pin = services.floor.settings(odd).staff_pin
        codes = tuple(c.code for c in services.floor.slip_codes(odd, 2))
    app = create_app(ServiceWorker(lambda: Services.open(path, clock=lambda: NOW)))
    with TestClient(app):
        phone = _phone(app)
        form = phone.get(f"/e/{desk}/register")
        answer = phone.post(
            f"/e/{desk}/register",
            data={
                "csrf": _token(form.text),
                "family": "鈴木",
                "given": "花子",
                "reading": "すずき はなこ",
                "deck_name": "赤単",
            },
            follow_redirects=False,
        )
        assert answer.status_code == 303, answer.text[:2000]
        token = answer.headers["location"].rsplit("/", 1)[1]
        yield Site(app, events, odd, desk, pin, codes[0], token, codes)


def _phone(app: object) -> TestClient:
    phone = TestClient(app, headers={"accept-language": "ja"})  # type: ignore[arg-type]
    phone.get("/")
    return phone


def _token(page: str) -> str:
    match = re.search(r'name="csrf" value="([0-9a-f]+)"', page)
    assert match, page[:2000]
    return match.group(1)


def _pages(site: Site) -> Iterator[tuple[str, str]]:
    """(template, page) for every template, the way a phone reaches it."""
    phone = _phone(site.app)
    e, odd = site.events, site.odd

    def get(path: str, status: int = 200) -> str:
        answer = phone.get(path)
        assert answer.status_code == status, (path, answer.status_code, answer.text[:2000])
        return answer.text

    yield "events", get("/")
    for event in (odd, e.swiss, e.draft, e.multiplayer):
        yield "pairings", get(f"/e/{event}/pairings")
        yield "standings", get(f"/e/{event}/standings")
    yield "pairings", get(f"/e/{odd}")
    yield "player", get(f"/e/{odd}/player/1")
    yield "player", get(f"/e/{e.swiss}/player/1")
    yield "clock", get(f"/e/{odd}/clock")
    yield "clock", get(f"/e/{e.draft}/clock")
    yield "pods", get(f"/e/{e.draft}/pods")
    yield "pods", get(f"/e/{e.multiplayer}/pods")
    yield "bracket", get(f"/e/{e.swiss}/bracket")
    yield "crosstable", get(f"/e/{odd}/crosstable")
    yield "screen", get(f"/e/{odd}/screen")
    yield "report", get(f"/e/{odd}/report")
    yield "slip", get(f"/e/{odd}/s/{site.code}")
    yield from _reports(site)
    yield "register", get(f"/e/{site.desk}/register")
    yield "register_status", get(f"/e/{site.desk}/register/{site.token}")
    yield "register_closed", get(f"/e/{odd}/register")
    yield "error", get("/e/999/pairings", 404)
    signin = get(f"/e/{odd}/staff")
    yield "staff_signin", signin
    answer = phone.post(
        f"/e/{odd}/staff/signin",
        data={"csrf": _token(signin), "pin": site.pin, "name": JUDGE},
        follow_redirects=False,
    )
    assert answer.status_code == 303, answer.text[:2000]
    staff = get(f"/e/{odd}/staff")
    assert 'class="reports"' in staff  # the reports held for a judge are listed
    yield "staff", staff
    yield "codes", get(f"/e/{odd}/staff/codes")


def _reports(site: Site) -> Iterator[tuple[str, str]]:
    """The slip's pages once a player reported: waiting for the opponent, the opponent's
    confirmation, and two results that differ (held for a judge: the staff page lists it)."""
    me, them = _phone(site.app), _phone(site.app)
    for code, mine, theirs in ((site.codes[1], "2-1", None), (site.codes[2], "2-1", "0-2")):
        url = f"/e/{site.odd}/s/{code}"
        sent = me.post(
            url, data={"csrf": _token(me.get(url).text), "result": mine}, follow_redirects=False
        )
        assert sent.status_code == 303, sent.text[:2000]
        yield "slip", me.get(sent.headers["location"]).text
        page = them.get(url).text
        yield "slip", page
        if theirs is not None:
            answer = them.post(
                url, data={"csrf": _token(page), "result": theirs}, follow_redirects=False
            )
            assert answer.status_code == 303, answer.text[:2000]
            yield "slip", them.get(answer.headers["location"]).text


def test_no_latin_word_on_any_japanese_phone_page(site: Site) -> None:
    texts: list[tuple[str, str]] = []
    rendered = set()
    for template, page in _pages(site):
        rendered.add(template)
        texts.extend((template, text) for text in page_texts(page))
    # A part made apart and kept (web.pages.KeptParts) is reached with its page.
    parts = {"standings_main": "standings"}
    templates = {parts.get(p.stem, p.stem) for p in TEMPLATES.glob("*.html")} - {"base"}
    assert templates <= rendered, f"pages not reached: {sorted(templates - rendered)}"
    assert len(texts) > 500  # the pages were read, not empty
    # The audit chain's fingerprint in each footer and the slip codes are codes, not words.
    chains = {c for _, t in texts for c in re.findall(r"操作履歴 ([A-Z0-9-]+)", t)}
    codes = [f(c) for c in site.codes for f in (str, lambda c: f"{c[:3]}-{c[3:]}")]
    latin = found(texts, [*codes, *chains])
    assert latin == [], f"{len(latin)} texts with Latin words:\n" + "\n".join(latin)


def test_the_reader_sees_latin_in_text_and_attributes_but_not_in_scripts() -> None:
    page = (
        '<body><p>不戦勝(BYE)</p><input placeholder="DCI番号"><button aria-label="Close">×'
        "</button><script>var Latin = 1;</script><p>QRコード、PIN、A4、会場スクリーン(R)</p></body>"
    )
    words = [w for text in page_texts(page) for w in latin_words(text)]
    assert words == ["BYE", "DCI", "Close"]
