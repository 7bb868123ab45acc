"""Every window and dialog of mtrdesk on a 1366×768 laptop screen (issue 18).

Run as a program (``python -m tests.helpers.laptop_screen SCALE LANGUAGE...``) under the
headless ``offscreen`` platform given one 1366×768 screen (``screen_config``; at 125 % the
screen reports 120 dpi, as Windows does, and Qt shows 1093×614 logical pixels). It fills
a database with what makes windows wide and tall (a 64-player event at the end of its
Swiss rounds with long Japanese names, a booster draft in pods, a commander night, a
team event), opens the main window on each tab and every dialog class of ``mtrdesk.ui``
(found by walking the package, so a new dialog cannot be skipped unnoticed), and prints
one JSON line: the windows seen and the problems found.

A problem: a window, or the least it can shrink to, is larger than the screen's free area
less a title bar (``screen_fit.TITLE_BAR``), or a button lies outside that area once the
window is placed at its top left. ``--shots FOLDER`` saves each tab, the print preview and
the projector as PNG (under Xvfb, for people to look at).
"""

from __future__ import annotations

import datetime as dt
import importlib
import inspect
import json
import pkgutil
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QDialog,
    QMainWindow,
    QMessageBox,
    QWidget,
)

WIDTH, HEIGHT = 1366, 768
#: Long names, as Japanese stores see them: four-character family names, long given names.
FAMILIES = ["長谷川部", "勅使河原", "小比類巻", "五十嵐田", "東海林谷", "曽我部宮"]
GIVENS = ["龍之介左衛門", "美咲希乃花", "健太郎丸", "翔太朗輝", "ひなた", "Alexander"]
READINGS = {
    "長谷川部": "はせがわべ",
    "勅使河原": "てしがわら",
    "小比類巻": "こひるいまき",
    "五十嵐田": "いがらしだ",
    "東海林谷": "しょうじや",
    "曽我部宮": "そがべみや",
}
#: The data's own Latin words (a given name), not the interface's (issue 32).
DATA = ("Alexander",)
EVENT_NAME = "第12回 秋葉原モダン選手権 予選 〜年末スペシャル〜"
NOW = dt.datetime(2026, 11, 21, 13, 0, 0)


def screen_config(scale: float) -> dict[str, object]:
    """The offscreen platform's configuration: one 1366×768 screen at ``scale``."""
    dpi = round(96 * scale)
    return {
        "screens": [
            {
                "name": "laptop",
                "x": 0,
                "y": 0,
                "width": WIDTH,
                "height": HEIGHT,
                "logicalDpi": dpi,
                "logicalBaseDpi": 96,
                "dpr": 1,
            }
        ]
    }


# --- what is walked ------------------------------------------------------------------------
def window_classes() -> set[type]:
    """Every dialog and top-level window class defined in ``mtrdesk.ui``: subclasses of
    QDialog and QMainWindow, and widgets made as windows (``Qt.WindowType.Window``).
    Bases (``_Bounded``, ``PairingEditor``) are walked through their subclasses."""
    import mtrdesk.ui

    found: set[type] = set()
    for info in pkgutil.walk_packages(mtrdesk.ui.__path__, "mtrdesk.ui."):
        module = importlib.import_module(info.name)
        for name, cls in vars(module).items():
            if not inspect.isclass(cls) or cls.__module__ != module.__name__:
                continue
            if name.startswith("_") or not issubclass(cls, QWidget):
                continue
            if issubclass(cls, (QDialog, QMainWindow)) or "WindowType.Window" in inspect.getsource(
                cls
            ):
                found.add(cls)
    # A base of others (``PairingEditor``) is walked through its subclasses.
    return {cls for cls in found if not any(o is not cls and issubclass(o, cls) for o in found)}


@dataclass
class Walk:
    """What was seen: window names, the classes met, problems, screenshots taken."""

    scale: float
    shots: Path | None = None
    language: str = "en"
    seen: list[str] = field(default_factory=list)
    classes: set[str] = field(default_factory=set)
    problems: list[str] = field(default_factory=list)
    #: What the windows show in Japanese (where, text): read for Latin words (issue 32).
    texts: list[tuple[str, str]] = field(default_factory=list)

    def read_texts(self, window: QWidget, where: str) -> None:
        """Keep the texts ``window`` shows, in Japanese only (English is all Latin)."""
        from tests.helpers.visible_texts import visible_texts

        self.keep(where, visible_texts(window))

    def keep(self, where: str, texts: Iterable[str]) -> None:
        """Keep ``texts`` shown at ``where``, in Japanese only."""
        if self.language == "ja":
            self.texts.extend((where, text) for text in texts if text)

    def check(self, window: QWidget, name: str, shot: str | None = None) -> None:
        """Show ``window`` at the top left of the free area and measure it."""
        app = QApplication.instance()
        assert app is not None
        where = f"{self.language} {self.scale:g}: {name}"
        self.seen.append(where)
        self.classes.add(_class_name(type(window)))
        from mtrdesk.ui.screen_fit import TITLE_BAR

        if not window.isVisible():
            window.show()
        screen = window.screen()
        free = screen.availableGeometry()
        room = QRect(free.x(), free.y() + TITLE_BAR, free.width(), free.height() - TITLE_BAR)
        window.move(room.topLeft())
        for _ in range(3):
            app.processEvents()
        self.read_texts(window, where)
        size, least = window.size(), window.minimumSizeHint().expandedTo(window.minimumSize())
        if size.width() > room.width() or size.height() > room.height():
            self.problems.append(
                f"{where} is {size.width()}×{size.height()}, "
                f"the screen has {room.width()}×{room.height()}"
            )
        if least.width() > room.width() or least.height() > room.height():
            self.problems.append(
                f"{where} cannot shrink below {least.width()}×{least.height()}, "
                f"the screen has {room.width()}×{room.height()}"
            )
        origin = window.geometry().topLeft()
        for button in window.findChildren(QAbstractButton):
            if not button.isVisibleTo(window) or _scrolls(button, window):
                continue
            rect = QRect(button.mapTo(window, QPoint(0, 0)) + origin, button.size())
            if not room.contains(rect):
                label = button.text() or button.objectName() or type(button).__name__
                self.problems.append(f"{where}: button {label!r} is off the screen at {rect}")
        if shot is not None and self.shots is not None:
            self.shots.mkdir(parents=True, exist_ok=True)
            deadline = time.monotonic() + 1.5  # the PDF view draws its pages in a thread
            while time.monotonic() < deadline:
                app.processEvents()
                time.sleep(0.02)
            window.grab().save(str(self.shots / f"{self.language}-{shot}.png"))

    def attempt(self, name: str, opener: Callable[[], object]) -> None:
        try:
            opener()
        except Exception:
            self.problems.append(
                f"{self.language} {self.scale:g}: {name} failed:\n{traceback.format_exc()}"
            )


def _class_name(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


def _scrolls(widget: QWidget, window: QWidget) -> bool:
    """True inside a scroll area's viewport: scrolling brings it on screen."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent.parentWidget(), QAbstractScrollArea) and (
            parent is parent.parentWidget().viewport()  # type: ignore[union-attr]
        ):
            return True
        parent = parent.parentWidget()
    return False


# --- the data ------------------------------------------------------------------------------
@dataclass
class Events:
    services: Any
    swiss: int
    draft: int
    commander: int
    team: int
    folder: Path
    #: 32 players, 5 rounds played: the largest crosstable (issue 31).
    small: int = 0


def long_name(n: int) -> tuple[str, str, str]:
    family = FAMILIES[n % len(FAMILIES)]
    given = GIVENS[(n // len(FAMILIES)) % len(GIVENS)]
    return family, given, f"{READINGS[family]} {given}" if given.isascii() else READINGS[family]


def build_events(folder: Path) -> Events:
    from mtrdesk.core.settings import EventSettings, Format, Playoff, Structure
    from mtrdesk.services import Services
    from mtrdesk.services.teams.registration import TeamMember

    services = Services.open(
        folder / "event.sqlite3",
        clock=lambda: NOW,
        rng=random.Random(7),
        backups=folder / "backups",
    )
    events = services.events
    swiss, _ = events.create(
        EventSettings(EVENT_NAME, dt.date(2026, 11, 21), playoff=Playoff.TOP8, swiss_rounds=6)
    )
    for n in range(64):
        family, given, reading = long_name(n)
        services.players.add(swiss, family, given, reading, player_id=f"{n + 1:010d}")
    for number in range(1, 7):
        if number == 6:  # a drop: the last round has a bye, shown in every tab (issue 32)
            services.players.drop(services.players.list_entries(swiss)[-1].id)
        services.rounds.pair_next(swiss)
        for match in services.rounds.current_round(swiss).missing:
            services.rounds.report(swiss, number, match.table, "2-1")

    draft, _ = events.create(
        EventSettings("金曜ブースタードラフト", dt.date(2026, 11, 20), format=Format.BOOSTER_DRAFT)
    )
    for n in range(16):
        services.players.add(draft, *long_name(n))
    services.pods.seat(draft, 8, seed=3)

    commander, _ = events.create(
        EventSettings(
            "金曜統率者戦", dt.date(2026, 11, 20), structure=Structure.MULTIPLAYER, swiss_rounds=2
        )
    )
    for n in range(11):
        services.players.add(commander, *long_name(n))
    services.multiplayer.pair_next(commander)

    team, _ = events.create(
        EventSettings("チーム戦 三人一組", dt.date(2026, 11, 21), structure=Structure.TEAM_OF_THREE)
    )
    for n in range(6):
        members = [TeamMember(*long_name(n * 3 + s)) for s in range(3)]
        services.teams.add(team, f"チーム{n + 1} 秋葉原ドラフト研究会", members)
    services.rounds.pair_next(team, seed=1)

    small, _ = events.create(EventSettings("木曜スタンダード 32人", NOW.date(), swiss_rounds=5))
    for n in range(32):
        services.players.add(small, *long_name(n))
    for number in range(1, 6):
        services.rounds.pair_next(small)
        for match in services.rounds.current_round(small).missing:
            services.rounds.report(small, number, match.table, "2-1")
    return Events(services, swiss, draft, commander, team, folder, small)


# --- the walk ------------------------------------------------------------------------------
def answer_dialogs(walk: Walk) -> Iterator[None]:
    """While walking: a dialog's ``exec()`` is measured and cancelled (the projector's
    setup opens the round clock), message boxes answer No."""
    from mtrdesk.ui.projector.programs import Mode
    from mtrdesk.ui.projector.setup_dialog import ProjectorSetupDialog

    def run(dialog: QDialog) -> int:
        walk.check(dialog, type(dialog).__name__)
        if isinstance(dialog, ProjectorSetupDialog):
            dialog.mode_combo.setCurrentIndex(dialog.mode_combo.findData(Mode.ROUND))
            dialog.hide()
            return int(QDialog.DialogCode.Accepted)
        dialog.hide()
        return int(QDialog.DialogCode.Rejected)

    saved = {
        (QDialog, "exec"): QDialog.exec,
        (QMessageBox, "exec"): QMessageBox.exec,
        (QMessageBox, "question"): QMessageBox.question,
        (QMessageBox, "warning"): QMessageBox.warning,
        (QMessageBox, "information"): QMessageBox.information,
    }
    no = QMessageBox.StandardButton.No
    QDialog.exec = run  # type: ignore[method-assign,assignment]
    QMessageBox.exec = run  # type: ignore[method-assign,assignment]
    QMessageBox.question = lambda *a, **k: no  # type: ignore[method-assign,assignment]
    QMessageBox.warning = lambda *a, **k: no  # type: ignore[method-assign,assignment]
    QMessageBox.information = lambda *a, **k: no  # type: ignore[method-assign,assignment]
    try:
        yield
    finally:
        for (cls, name), value in saved.items():
            setattr(cls, name, value)


def walk_language(walk: Walk, data: Events, settings: QSettings) -> None:
    """Every window in the language installed now."""
    from mtrdesk.core.event_rules import EventProgress, editable_settings
    from mtrdesk.sheets import sheet_kind
    from mtrdesk.ui.dialogs.about import AboutDialog, DataPlaces
    from mtrdesk.ui.dialogs.audit import AuditLogDialog
    from mtrdesk.ui.dialogs.backup import RestoreDialog
    from mtrdesk.ui.dialogs.charts.crosstable import CrosstableDialog
    from mtrdesk.ui.dialogs.charts.player_history import PlayerHistoryDialog
    from mtrdesk.ui.dialogs.charts.standings_by_round import StandingsChartDialog
    from mtrdesk.ui.dialogs.connect import ConnectDialog
    from mtrdesk.ui.dialogs.correction import CorrectionDialog
    from mtrdesk.ui.dialogs.csv_import import CsvImportDialog
    from mtrdesk.ui.dialogs.decklists.deck_check import DeckCheckDialog
    from mtrdesk.ui.dialogs.decklists.dialog import DecklistDialog
    from mtrdesk.ui.dialogs.decklists.prompts import (
        EnglishNameDialog,
        HeadJudgeDialog,
        OfficialDialog,
    )
    from mtrdesk.ui.dialogs.draft.playoff_seats import DraftSeatsDialog
    from mtrdesk.ui.dialogs.draft.pods import MovePodDialog, PodsDialog
    from mtrdesk.ui.dialogs.draft.seat_dialogs import DraftDropDialog, MoveSeatDialog
    from mtrdesk.ui.dialogs.event.dialog import EventDialog
    from mtrdesk.ui.dialogs.extension import ExtensionDialog
    from mtrdesk.ui.dialogs.first_run import FirstRunDialog
    from mtrdesk.ui.dialogs.floor_reports import FloorReportsDialog
    from mtrdesk.ui.dialogs.pairing import PairingDialog
    from mtrdesk.ui.dialogs.phones import PhonesDialog
    from mtrdesk.ui.dialogs.player import PlayerDialog
    from mtrdesk.ui.dialogs.pods.result import PodResultDialog
    from mtrdesk.ui.dialogs.pods.swap import PodSwapDialog
    from mtrdesk.ui.dialogs.regulars.dialog import RegularsDialog
    from mtrdesk.ui.dialogs.regulars.merge import MergeDialog
    from mtrdesk.ui.dialogs.rollback import RollbackDialog
    from mtrdesk.ui.dialogs.teams.pairing import TeamPairingDialog
    from mtrdesk.ui.dialogs.teams.team import TeamDialog
    from mtrdesk.ui.printing.menu import print_sheet
    from mtrdesk.ui.projector.setup_dialog import ProjectorSetupDialog
    from mtrdesk.ui.registration.desk_dialog import DeskDialog
    from mtrdesk.ui.window.event_projector import open_event_projector
    from mtrdesk.ui.window.main_window import MainWindow

    s, eid = data.services, data.swiss
    language = walk.language
    kept: list[QWidget] = []

    def show(dialog: QWidget, name: str, shot: str | None = None) -> None:
        kept.append(dialog)
        walk.check(dialog, name, shot)
        dialog.hide()

    names = {e.id: e.display_name for e in s.players.list_entries(eid)}
    entries = s.players.list_entries(eid)
    summary = s.events.get(eid)

    # The main window, on each tab of each kind of event.
    window = MainWindow(s, settings, language)
    kept.append(window)
    window.show()
    for event_id, label in (
        (eid, "swiss"),
        (data.draft, "draft"),
        (data.commander, "commander"),
        (data.team, "team"),
    ):

        def tabs(event_id: int = event_id, label: str = label) -> None:
            window.set_event(event_id)
            for index in range(window.tabs.count()):
                if window.tabs.isTabVisible(index):
                    window.tabs.setCurrentIndex(index)
                    tab = window.tabs.widget(index).objectName() or str(index)
                    shot = f"tab{index}-{label}" if label == "swiss" else None
                    walk.check(window, f"main window, {label} event, tab {tab}", shot)

        walk.attempt(f"main window ({label})", tabs)
    window.set_event(eid)

    openers: list[tuple[str, Callable[[], object]]] = [
        ("EventDialog", lambda: show(EventDialog(None, player_count=64), "new event")),
        (
            "EventDialog",
            lambda: show(
                EventDialog(
                    summary.settings,
                    player_count=64,
                    editable=editable_settings(EventProgress(round_paired=True)),
                ),
                "event settings",
            ),
        ),
        ("PlayerDialog", lambda: show(PlayerDialog(s.players.search_roster), "player")),
        (
            "CsvImportDialog",
            lambda: show(
                CsvImportDialog(
                    s.players.preview_csv(
                        "姓,名,ふりがな\n"
                        + "".join(f"{f},{g},{r}\n" for f, g, r in map(long_name, range(40)))
                        + ",,\n",
                        eid,
                    )
                ),
                "csv import",
            ),
        ),
        (
            "PairingDialog",
            lambda: show(
                PairingDialog(eid, s.rounds, s.rounds.list_rounds(eid)[:5]), "pairing editor"
            ),
        ),
        (
            "AuditLogDialog",
            lambda: show(AuditLogDialog(s.rounds.audit_log(eid), names), "audit log"),
        ),
        ("DeckCheckDialog", lambda: show(DeckCheckDialog(s, eid, 6, names, seed=5), "deck check")),
        (
            "FloorReportsDialog",
            lambda: show(FloorReportsDialog(s, lambda: eid, lambda changes: None), "floor"),
        ),
        ("PodsDialog", lambda: show(PodsDialog(s.pods, data.draft), "pods")),
        (
            "MovePodDialog",
            lambda: show(MovePodDialog(names[entries[0].id], None, {1: 8, 2: 8}), "move pod"),
        ),
        (
            "PodResultDialog",
            lambda: show(
                PodResultDialog(s.multiplayer.current_round(data.commander).pods[0]), "pod result"
            ),
        ),
        ("PodSwapDialog", lambda: show(PodSwapDialog(data.commander, s.multiplayer), "pod swap")),
        (
            "TeamDialog",
            lambda: show(
                TeamDialog(
                    _team_seats(),
                    lambda form: None,
                    s.players.search_roster,
                    name="チーム1 秋葉原ドラフト研究会",
                ),
                "team",
            ),
        ),
        (
            "TeamPairingDialog",
            lambda: show(TeamPairingDialog(data.team, s.rounds, s.teams), "team pairing"),
        ),
        ("OfficialDialog", lambda: show(OfficialDialog(names[entries[0].id]), "official")),
        ("HeadJudgeDialog", lambda: show(HeadJudgeDialog(names[entries[0].id]), "head judge")),
        (
            "EnglishNameDialog",
            lambda: show(EnglishNameDialog("稲妻", s.decklists.complete), "english name"),
        ),
        ("ConnectDialog", lambda: show(ConnectDialog(lambda address: None), "connect")),
        (
            "RollbackDialog",
            lambda: show(RollbackDialog(s, eid, s.rollback.preview(eid), names), "rollback"),
        ),
        (
            "MoveSeatDialog",
            lambda: show(
                MoveSeatDialog(_first_seat(s, data.draft), s.pods.seats(data.draft)), "move seat"
            ),
        ),
        (
            "DraftDropDialog",
            lambda: show(DraftDropDialog(_first_seat(s, data.draft)), "draft drop"),
        ),
        (
            "DecklistDialog",
            lambda: show(
                DecklistDialog(
                    s,
                    eid,
                    entries[0].id,
                    names[entries[0].id],
                    players=[(e.id, names[e.id]) for e in entries],
                    has_next=True,
                ),
                "decklist",
            ),
        ),
        ("ExtensionDialog", lambda: show(ExtensionDialog(s, eid, 6, 1), "extension")),
        (
            "FirstRunDialog",
            lambda: show(FirstRunDialog(language, str(s.path)), "first run"),
        ),
        (
            "AboutDialog",
            lambda: show(
                AboutDialog(
                    "0.1.0",
                    DataPlaces(s.location, str(s.backups.root), settings.fileName()),
                ),
                "about",
            ),
        ),
        (
            "RestoreDialog",
            lambda: show(RestoreDialog(s.backups.list_backups(), s.backups.root), "restore backup"),
        ),
        (
            "CorrectionDialog",
            lambda: show(CorrectionDialog(_review(s, eid)), "correction"),
        ),
        (
            "PhonesDialog",
            lambda: show(
                PhonesDialog(lambda: s, host="127.0.0.1", services=s, event_id=lambda: eid),
                "phones",
            ),
        ),
        ("DraftSeatsDialog", lambda: show(DraftSeatsDialog(s.playoff.cut(eid)), "draft seats")),
        ("DeskDialog", lambda: show(DeskDialog(s.registration.desk(eid)), "registration settings")),
        (
            "RegularsDialog",
            lambda: show(RegularsDialog(s, lambda changes: None), "regulars", "regulars"),
        ),
        (
            "MergeDialog",
            lambda: show(MergeDialog(*s.roster.regulars()[:2]), "merge records", "merge-records"),
        ),
        (
            "ProjectorSetupDialog",
            lambda: show(ProjectorSetupDialog(settings, event=summary.settings), "setup"),
        ),
        (
            "CrosstableDialog",
            lambda: show(
                CrosstableDialog(s, data.small, s.charts.crosstable(data.small)), "crosstable"
            ),
        ),
        (
            "StandingsChartDialog",
            lambda: show(StandingsChartDialog(s, eid, None), "standings by round", "chart"),
        ),
        (
            "PlayerHistoryDialog",
            lambda: show(PlayerHistoryDialog(s, eid, entries[0].id), "player history"),
        ),
        (
            "PrintPreviewDialog",
            lambda: _preview(walk, window, print_sheet, sheet_kind("pairings-by-name"), kept),
        ),
        (
            "ProjectorWindow",
            lambda: _projector(walk, window, s, settings, eid, open_event_projector, kept),
        ),
    ]
    for name, opener in openers:
        walk.attempt(name, opener)
    for widget in kept:
        widget.close()
        widget.deleteLater()
    QApplication.processEvents()


def _team_seats() -> tuple[Any, ...]:
    from mtrdesk.core.settings import Structure
    from mtrdesk.core.teams.team import TeamKind

    return TeamKind(Structure.TEAM_OF_THREE.value).seats


def _first_seat(services: Any, event_id: int) -> Any:
    return services.pods.seats(event_id).pods[0].seats[0]


def _review(services: Any, event_id: int) -> Any:
    rounds = services.rounds.list_rounds(event_id)
    match = rounds[3].matches[0]
    return services.corrections.review(event_id, match.id, "0-2")


def _preview(walk: Walk, window: Any, print_sheet: Any, kind: Any, kept: list[QWidget]) -> None:
    dialog = print_sheet(window, window.session, kind)
    assert dialog is not None, "no print preview"
    kept.append(dialog)
    walk.check(dialog, "print preview", "print-preview")
    dialog.hide()


def _projector(
    walk: Walk,
    window: Any,
    services: Any,
    settings: QSettings,
    event_id: int,
    opener: Any,
    kept: list[QWidget],
) -> None:
    projector = opener(window, services, settings, event_id)
    assert projector is not None, "the projector did not open"
    kept.append(projector)
    walk.check(projector, "projector", "projector")
    panel = projector.pairings_panel  # every page of its rows, the bye's too (issue 32)
    if panel is not None:
        walk.keep("projector pairings", (row.opponent for row in panel.rows))
    _room_screen(walk, projector)
    projector.hide()


def _room_screen(walk: Walk, projector: Any) -> None:
    """The projector's room screen (issue 31) on the laptop's own screen, as a store
    without a second screen sees it: full screen, every label whole."""
    from tests.helpers.room_screen import clipped_labels

    opener = projector.room_screen
    assert opener is not None, "the event's projector offers no room screen"
    opener.toggle()
    screen = opener.screen
    assert screen is not None, "the room screen did not open"
    app = QApplication.instance()
    assert app is not None
    for _ in range(3):
        app.processEvents()
    where = f"{walk.language} {walk.scale:g}: room screen"
    walk.seen.append(where)
    walk.classes.add(_class_name(type(screen)))
    if screen.geometry() != screen.screen().geometry():
        walk.problems.append(f"{where} is {screen.geometry()}, not its whole screen")
    walk.problems.extend(f"{where}: {problem}" for problem in clipped_labels(screen))
    walk.read_texts(screen, where)
    walk.keep(where, (text for row in screen.rows for text in row))  # every page's rows
    if walk.shots is not None:
        screen.grab().save(str(walk.shots / f"{walk.language}-room-screen.png"))
    screen.close()


def main(argv: list[str]) -> int:
    scale = float(argv[0])
    languages = [a for a in argv[1:] if not a.startswith("--")]
    shots = Path(argv[argv.index("--shots") + 1]) if "--shots" in argv else None
    if shots is not None:
        languages = [lang for lang in languages if lang != str(shots)]
    app = QApplication(["mtrdesk"])
    from mtrdesk.ui.fonts import ensure_japanese_font
    from mtrdesk.words.i18n import Translators
    from tests.helpers.latin_words import found

    ensure_japanese_font(app)
    translators = Translators()
    walk = Walk(scale, shots)
    with tempfile.TemporaryDirectory() as folder:
        data = build_events(Path(folder))
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        guard = answer_dialogs(walk)
        next(guard)
        try:
            for language in languages:
                translators.install(language)
                walk.language = language
                walk_language(walk, data, settings)
        finally:
            next(guard, None)
            data.services.close()
    expected = {_class_name(cls) for cls in window_classes()}
    print(
        json.dumps(
            {
                "seen": walk.seen,
                "problems": walk.problems,
                "missing": sorted(expected - walk.classes),
                "latin": found(walk.texts, DATA),
            },
            ensure_ascii=False,
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
