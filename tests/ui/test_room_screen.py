"""The room screen in the window (issue 31, item 1), at 1920×1080, 1280×720 and 1024×768
with 8, 64 and 512 players: every name shown within 30 s of pages (the injected clock
driven, no waiting), no label elided or clipped (each label's box against QFontMetrics of
its own text and font, and inside the screen), names at least 24 px cap height at 1,080
lines (scaled with the height); the QR code and the count before round 1; the tables
still playing near the round's end; 五十音 order in Japanese; the theme remembered."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel

from mtrdesk.core.floor.room_screen import MIN_NAME_PX, REFERENCE_HEIGHT, Phase
from mtrdesk.services.public.screen import RoomScreen
from mtrdesk.ui.projector.room_screen import DARK_KEY, RoomScreenWindow
from tests.helpers.japanese import assert_japanese
from tests.helpers.room_screen import clipped_labels, registration_event, room_event
from tests.helpers.services_support import open_services, report_round

SCREENS = ((1920, 1080), (1280, 720), (1024, 768))


@pytest.fixture(scope="module")
def views(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, RoomScreen]]:
    """The screens' values, each event built once for the module (512 players: ~4 s)."""
    services = open_services(tmp_path_factory.mktemp("room") / "events.sqlite3")
    try:
        events = {
            "8": room_event(services, 8, japanese=False),
            "64": room_event(services, 64),
            "512": room_event(services, 512),
            "registration": registration_event(services),
            "standings": room_event(services, 64, japanese=False),
        }
        report_round(services, events["standings"], random.Random(3))  # every result in
        yield {key: services.screen.screen(event) for key, event in events.items()}
    finally:
        services.close()


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def open_screen(qtbot, view: RoomScreen, width: int, height: int, **given) -> RoomScreenWindow:  # type: ignore[no-untyped-def]
    screen = RoomScreenWindow(lambda: view, now=given.pop("now", Clock()), **given)
    qtbot.addWidget(screen)
    screen.resize(width, height)
    screen.show()
    qtbot.waitExposed(screen)
    assert (screen.width(), screen.height()) == (width, height)
    return screen


def assert_nothing_clipped(screen: RoomScreenWindow) -> None:
    """Every label shows its whole text (``clipped_labels``)."""
    assert clipped_labels(screen) == []


def cap_height(label: QLabel) -> int:
    return QFontMetrics(label.font()).capHeight()


@pytest.mark.parametrize("width,height", SCREENS)
@pytest.mark.parametrize("players", ["8", "64", "512"])
def test_every_name_within_30_seconds_nothing_clipped(  # type: ignore[no-untyped-def]
    qtbot, views, width: int, height: int, players: str
) -> None:
    view = views[players]
    assert view.phase is Phase.PAIRINGS
    clock = Clock()
    screen = open_screen(qtbot, view, width, height, now=clock)
    plan = screen.plan
    assert plan is not None and plan.within_cycle
    expected = {p.name for p in view.pairings}
    seen: set[str] = set()
    pages_checked: set[int] = set()
    start = clock.t
    while clock.t - start < 30.0:
        screen.tick()
        seen.update(screen.shown_names())
        if screen.page not in pages_checked:
            pages_checked.add(screen.page)
            assert_nothing_clipped(screen)
        clock.t += 0.25
    assert seen == expected
    assert pages_checked == set(range(plan.pages))
    smallest = MIN_NAME_PX * height / REFERENCE_HEIGHT * 0.73  # 24 px at 1,080 lines
    name_labels = [name for _, name, _ in screen.cells if name.isVisible()]
    assert name_labels and all(cap_height(label) >= int(smallest) for label in name_labels)
    if height == 1080:
        assert all(cap_height(label) >= 24 for label in name_labels)
    first, name, _ = screen.cells[0]
    assert first.font().pixelSize() > name.font().pixelSize()  # the table number biggest


def test_japanese_names_in_gojuon_order(qtbot, views, translators) -> None:  # type: ignore[no-untyped-def]
    translators.install("ja")
    screen = open_screen(qtbot, views["64"], 1920, 1080)
    names = screen.shown_names()
    # The first four families (山田, 佐藤, 鈴木, 高橋): さとう first, あい before あおい.
    assert names[:3] == ["佐藤 愛", "佐藤 葵", "佐藤 一郎"]
    assert screen.title.text() == "第1回戦 · 組み合わせ(名前順)"
    assert assert_japanese(screen) > 0  # no English left on it


def test_the_qr_code_and_the_count_before_round_1(qtbot, views) -> None:  # type: ignore[no-untyped-def]
    view = views["registration"]
    assert view.phase is Phase.REGISTRATION
    link = "http://192.168.1.20:8080/e/4/register"
    screen = open_screen(qtbot, view, 1280, 720, link=lambda: link)
    assert screen.qr.isVisible() and not screen.qr.pixmap().isNull()
    assert screen.qr.pixmap().width() >= 720 * 0.4  # scanned from a few metres
    assert screen.count.text() == "Registered: 12/32"
    assert screen.address.text() == link
    assert_nothing_clipped(screen)
    # Not open to phones: the count alone, no code.
    bare = open_screen(qtbot, view, 1280, 720)
    assert not bare.qr.isVisible() and bare.count.text() == "Registered: 12/32"


def test_the_tables_still_playing_near_the_end(qtbot, views) -> None:  # type: ignore[no-untyped-def]
    view = views["64"]  # 16 of 32 tables still playing: half in
    left: list[float | None] = [1800.0]
    screen = open_screen(qtbot, view, 1920, 1080, remaining=lambda: left[0])
    assert not screen.still.isVisible()
    left[0] = 540.0  # nine minutes left
    screen.tick()
    assert screen.still.isVisible()
    assert screen.still.text() == "Still playing: tables " + ", ".join(view.missing)
    assert_nothing_clipped(screen)
    left[0] = None  # the clock not started: half the results is not near the end
    screen.tick()
    assert not screen.still.isVisible()


def test_the_dark_theme_is_remembered(qtbot, views, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    screen = open_screen(qtbot, views["8"], 1280, 720, settings=settings)
    assert not screen.dark and "#ffffff" in screen.styleSheet()  # light by default
    screen.toggle_theme()
    assert settings.value(DARK_KEY, type=bool) is True
    again = open_screen(qtbot, views["8"], 1280, 720, settings=settings)
    assert again.dark and "#000000" in again.styleSheet()


def test_the_projector_opens_it_with_its_clock(qtbot, views) -> None:  # type: ignore[no-untyped-def]
    from mtrdesk.ui.projector.programs import round_program
    from mtrdesk.ui.projector.room_opener import offer_room_screen
    from mtrdesk.ui.projector.window import ProjectorWindow

    clock = Clock()
    projector = ProjectorWindow(round_program(50), now=clock)
    qtbot.addWidget(projector)
    opener = offer_room_screen(projector, lambda: views["64"])
    assert opener.button.text() == "Room screen (R)"
    opener.button.click()
    screen = opener.screen
    assert screen is not None and screen.isVisible() and opener.button.isChecked()
    assert screen.clock.text() == "50:00"  # the projector's digits, before the start
    projector.toggle()
    clock.t += 41 * 60 + 0.5  # nine minutes left: the tables still playing show
    projector.refresh()
    screen.tick()
    assert screen.clock.text() == "9:00"
    assert screen.still.text().startswith("Still playing: tables ")
    opener.toggle()  # R again: closed
    qtbot.waitUntil(lambda: opener.screen is None)
    assert not opener.button.isChecked()


def test_the_standings_once_every_result_is_in(qtbot, views) -> None:  # type: ignore[no-untyped-def]
    view = views["standings"]
    assert view.phase is Phase.STANDINGS and view.standings_after == 1
    screen = open_screen(qtbot, view, 1280, 720)
    assert screen.title.text() == "Standings after round 1"
    first, name, points = screen.cells[0]
    assert (first.text(), name.text(), points.text()) == (
        "1",
        view.standings[0].name,
        f"{view.standings[0].points} pts",
    )
    plan = screen.plan
    assert plan is not None and plan.opponent  # the points stay on every page
    assert_nothing_clipped(screen)


def test_it_opens_on_a_screen_the_projector_is_not_on(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A laptop, a projector and a TV: the room screen goes on the last screen other than
    the projector's; with one screen, on that one (``None``: the last)."""
    from types import SimpleNamespace

    from PySide6.QtGui import QGuiApplication

    from mtrdesk.ui.projector.programs import round_program
    from mtrdesk.ui.projector.room_opener import beside_screen
    from mtrdesk.ui.projector.window import ProjectorWindow

    projector = ProjectorWindow(round_program(50), now=Clock())
    qtbot.addWidget(projector)
    own = projector.screen()

    def screens(*names: str) -> list[object]:
        return [
            own if name == own.name() else SimpleNamespace(name=lambda n=name: n) for name in names
        ]

    for names, index in (
        ((own.name(), "HDMI-1", "HDMI-2"), 2),
        (("eDP-1", "HDMI-1", own.name()), 1),
        ((own.name(),), None),
    ):
        monkeypatch.setattr(QGuiApplication, "screens", staticmethod(lambda n=names: screens(*n)))
        assert beside_screen(projector) == index, names
