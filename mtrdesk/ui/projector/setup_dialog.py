"""Choose what the projector counts down, then open it: ``open_projector()``.

Three modes: a draft's pick clock (``core.draft.clock.draft_plan``), the deck-building
time of MTR Appendix B, and a round's time (MTR 2.5). The last choices are kept in the
QSettings passed in, so the next draft opens the way the organizer left it; the pick
clock's timings are the event's (``EventSettings.draft_timings``), not the computer's.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.draft.clock import DEFAULT_PACK_SIZE, DEFAULT_PACKS, MAX_PACKS, DraftKind
from mtrdesk.core.draft.profiles import EN_2023, JA_2016, DraftError
from mtrdesk.core.editions.catalogue import edition_of
from mtrdesk.core.editions.edition import Edition, Topic
from mtrdesk.core.settings import DEFAULT_ROUND_MINUTES, EventSettings, Structure
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.projector.clock import Now
from mtrdesk.ui.projector.faces import translated
from mtrdesk.ui.projector.plan_preview import chosen_plan, print_plan
from mtrdesk.ui.projector.programs import (
    APPENDIX_B_BUILD_TIMES,
    NORMAL_SPEED,
    BuildFormat,
    Mode,
    Program,
    TurnsAtTime,
    deck_building_phases,
    deck_building_program,
    draft_program,
    round_program,
)
from mtrdesk.ui.projector.window import ProjectorWindow
from mtrdesk.ui.qt_values import flag_setting, int_setting
from mtrdesk.ui.screen_fit import fit_to_screen
from mtrdesk.ui.widgets.bound_spin import BoundSpinBox, refuse_typed
from mtrdesk.ui.widgets.named import ok_cancel, wrapped
from mtrdesk.words.editions.citing import cite
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from mtrdesk.ui.projector.pairings_panel import PairingRow
    from mtrdesk.ui.projector.publishing import Publish

KEY = "projector/"
_MODES = {
    Mode.DRAFT: QT_TRANSLATE_NOOP("Projector", "Draft pick clock"),
    Mode.DECK_BUILDING: QT_TRANSLATE_NOOP("Projector", "Deck-building clock"),
    Mode.ROUND: QT_TRANSLATE_NOOP("Projector", "Round clock"),
}
_KINDS = {
    DraftKind.BOOSTER: QT_TRANSLATE_NOOP("Projector", "Booster draft"),
    DraftKind.TWO_HEADED_GIANT: QT_TRANSLATE_NOOP("Projector", "Two-Headed Giant booster draft"),
    DraftKind.MULTIPLAYER: QT_TRANSLATE_NOOP("Projector", "Multiplayer booster draft"),
    DraftKind.ROCHESTER: QT_TRANSLATE_NOOP("Projector", "Team Rochester draft"),
}
_PROFILE_NAMES = {
    EN_2023.key: QT_TRANSLATE_NOOP("Projector", "EN-2023 (MTR 2023 Appendix B)"),
    JA_2016.key: QT_TRANSLATE_NOOP("Projector", "JA-2016 (Japanese MTR 2016 Appendix B)"),
}
_FORMATS = {
    BuildFormat.SEALED: QT_TRANSLATE_NOOP("Projector", "Sealed Deck"),
    BuildFormat.DRAFT: QT_TRANSLATE_NOOP("Projector", "Booster draft"),
    BuildFormat.TEAM_SEALED: QT_TRANSLATE_NOOP("Projector", "Team Sealed Deck"),
    BuildFormat.TEAM_DRAFT: QT_TRANSLATE_NOOP("Projector", "Team draft"),
    BuildFormat.TWO_HEADED_GIANT_SEALED: QT_TRANSLATE_NOOP(
        "Projector", "Two-Headed Giant Sealed Deck"
    ),
    BuildFormat.TWO_HEADED_GIANT_DRAFT: QT_TRANSLATE_NOOP("Projector", "Two-Headed Giant draft"),
}
#: %1: the end-of-match section in the event's edition (2023: MTR 2.5; 2025: MTR 2.4).
_TURNS = {
    TurnsAtTime.FIVE: QT_TRANSLATE_NOOP("Projector", "5 additional turns (%1)"),
    TurnsAtTime.THREE: QT_TRANSLATE_NOOP("Projector", "3 additional turns (Two-Headed Giant, %1)"),
    TurnsAtTime.PER_PLAYER: QT_TRANSLATE_NOOP(
        "Projector", "One per remaining player (multiplayer addendum 2.4A)"
    ),
}
_STRUCTURE_TURNS = {
    Structure.TWO_HEADED_GIANT: TurnsAtTime.THREE,
    Structure.MULTIPLAYER: TurnsAtTime.PER_PLAYER,
}


def _combo(name: str, items: dict) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    for value, source in items.items():
        combo.addItem(translated(source), value)
    return combo


def _turns_combo(edition: Edition | None) -> QComboBox:
    """The turns after time is called, citing the end-of-match procedure in ``edition``
    (the event's; ``None``: the edition in force)."""
    combo = QComboBox()
    combo.setObjectName("turns_combo")
    for value, source in _TURNS.items():
        combo.addItem(cite(translated(source), Topic.END_OF_MATCH, edition), value)
    return combo


def _spin(name: str, low: int, high: int) -> BoundSpinBox:
    spin = BoundSpinBox()
    spin.setObjectName(name)
    spin.setRange(low, high)
    return spin


class ProjectorSetupDialog(QDialog):
    """After ``exec()``, ``program()`` is what the projector runs.

    The pick clock opens on the timings of the rules ``event`` follows (MTR 2023 Appendix
    B without an event); another choice made here times this draft only (issue 18: the
    timings are the event's, whatever the desk's language or the computer)."""

    def __init__(
        self,
        settings: QSettings,
        *,
        event: EventSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(translated(QT_TRANSLATE_NOOP("Projector", "Projector clock")))
        self.mode_combo = _combo("mode_combo", _MODES)
        self.pages = QStackedWidget()
        self.pages.addWidget(self._draft_page())
        self.pages.addWidget(self._build_page())
        self.pages.addWidget(self._round_page(edition_of(event) if event else None))
        self.mode_combo.currentIndexChanged.connect(self.pages.setCurrentIndex)
        self.problem_label = wrapped()
        self.problem_label.setObjectName("problem_label")
        self.problem_label.setStyleSheet("color: #c62828;")
        buttons = ok_cancel(
            self.accept, self.reject, translated(QT_TRANSLATE_NOOP("Projector", "Open projector"))
        )
        form = QFormLayout()
        form.addRow(translated(QT_TRANSLATE_NOOP("Projector", "Clock:")), self.mode_combo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.pages)
        layout.addWidget(self.problem_label)
        layout.addWidget(buttons)
        self._load(event)

    # -- pages -------------------------------------------------------------------------
    def _draft_page(self) -> QWidget:
        page = QWidget()
        self.kind_combo = _combo("kind_combo", _KINDS)
        self.profile_combo = _combo("profile_combo", _PROFILE_NAMES)
        # A saved custom profile: the chosen rules' times, slower for casual drafts.
        self.speed_spin = _spin("speed_spin", 50, 300)
        self.speed_spin.setSingleStep(10)
        self.speed_spin.setSuffix(" %")
        self.speed_spin.setToolTip(
            rich_safe(
                translated(
                    QT_TRANSLATE_NOOP(
                        "Projector",
                        "100 % follows the chosen rules. A casual draft can run slower: 150 % "
                        "gives every pick and review half as long again. Remembered for next time.",
                    )
                )
            )
        )
        self.packs_spin = _spin("packs_spin", 1, MAX_PACKS)
        self.pack_size_spin = _spin("pack_size_spin", 1, 20)
        self.seats_spin = _spin("seats_spin", 2, 16)
        self.seats_label = PlainLabel()
        self.double_check = QCheckBox(
            translated(QT_TRANSLATE_NOOP("Projector", "Two cards on the first pick (MTR 7.7)"))
        )
        self.double_check.setObjectName("double_check")
        self.kind_combo.currentIndexChanged.connect(self._kind_changed)
        form = QFormLayout(page)
        form.addRow(translated(QT_TRANSLATE_NOOP("Projector", "Draft:")), self.kind_combo)
        form.addRow(translated(QT_TRANSLATE_NOOP("Projector", "Timing:")), self.profile_combo)
        form.addRow(
            translated(QT_TRANSLATE_NOOP("Projector", "Pick and review times:")), self.speed_spin
        )
        form.addRow(translated(QT_TRANSLATE_NOOP("Projector", "Packs:")), self.packs_spin)
        form.addRow(
            translated(QT_TRANSLATE_NOOP("Projector", "Cards per pack:")), self.pack_size_spin
        )
        form.addRow(self.seats_label, self.seats_spin)
        form.addRow(self.double_check)
        self.print_plan_button = QPushButton(
            translated(QT_TRANSLATE_NOOP("Projector", "Print plan..."))
        )
        self.print_plan_button.setObjectName("print_plan_button")
        self.print_plan_button.clicked.connect(lambda: print_plan(self, self))
        form.addRow(self.print_plan_button)
        return page

    def _build_page(self) -> QWidget:
        page = QWidget()
        self.format_combo = _combo("format_combo", _FORMATS)
        self.release_check = QCheckBox(
            translated(
                QT_TRANSLATE_NOOP(
                    "Projector",
                    "Prerelease or new-set release weekend: 15 more minutes of construction "
                    "(MTR 2023 Appendix B)",
                )
            )
        )
        self.release_check.setObjectName("release_check")
        self.registration_check = QCheckBox(
            translated(QT_TRANSLATE_NOOP("Projector", "Deck registration time first"))
        )
        self.registration_check.setObjectName("registration_check")
        self.build_summary = PlainLabel()
        self.build_summary.setObjectName("build_summary")
        for signal in (
            self.format_combo.currentIndexChanged,
            self.release_check.toggled,
            self.registration_check.toggled,
        ):
            signal.connect(self._build_changed)
        form = QFormLayout(page)
        form.addRow(translated(QT_TRANSLATE_NOOP("Projector", "Format:")), self.format_combo)
        form.addRow(self.registration_check)
        form.addRow(self.release_check)
        form.addRow(self.build_summary)
        return page

    def _round_page(self, edition: Edition | None) -> QWidget:
        page = QWidget()
        self.minutes_spin = _spin("minutes_spin", 1, 240)
        self.turns_combo = _turns_combo(edition)
        form = QFormLayout(page)
        form.addRow(translated(QT_TRANSLATE_NOOP("Projector", "Minutes:")), self.minutes_spin)
        form.addRow(
            translated(QT_TRANSLATE_NOOP("Projector", "When time is up:")), self.turns_combo
        )
        return page

    # -- reactions ---------------------------------------------------------------------
    def _kind_changed(self) -> None:
        kind: DraftKind = self.kind_combo.currentData()
        self.packs_spin.setValue(DEFAULT_PACKS[kind])
        self.pack_size_spin.setValue(DEFAULT_PACK_SIZE[kind])
        rochester = kind is DraftKind.ROCHESTER
        self.seats_spin.setSingleStep(2 if rochester else 1)
        self.seats_spin.setValue(6 if rochester else 8)
        if kind is DraftKind.TWO_HEADED_GIANT:
            self.seats_label.setText(translated(QT_TRANSLATE_NOOP("Projector", "Teams:")))
        else:
            self.seats_label.setText(translated(QT_TRANSLATE_NOOP("Projector", "Drafters:")))
        self.double_check.setEnabled(kind is DraftKind.BOOSTER)
        if kind is not DraftKind.BOOSTER:
            self.double_check.setChecked(False)

    def _build_changed(self) -> None:
        fmt: BuildFormat = self.format_combo.currentData()
        sealed = APPENDIX_B_BUILD_TIMES[fmt].registration is not None
        self.release_check.setEnabled(sealed)
        self.registration_check.setEnabled(sealed)
        total = sum(p.seconds for p in self._phases()) // 60
        self.build_summary.setText(
            translated(QT_TRANSLATE_NOOP("Projector", "Total: %1 min")).replace("%1", str(total))
        )

    def _phases(self) -> tuple:
        fmt: BuildFormat = self.format_combo.currentData()
        sealed = APPENDIX_B_BUILD_TIMES[fmt].registration is not None
        return deck_building_phases(
            fmt,
            release_weekend=sealed and self.release_check.isChecked(),
            with_registration=self.registration_check.isChecked(),
        )

    # -- the result --------------------------------------------------------------------
    def program(self) -> Program:
        """What the window runs; raises ``DraftError`` for a draft the clock cannot time."""
        mode: Mode = self.mode_combo.currentData()
        if mode is Mode.DECK_BUILDING:
            return deck_building_program(self._phases())
        if mode is Mode.ROUND:
            return round_program(self.minutes_spin.value(), self.turns_combo.currentData())
        return draft_program(chosen_plan(self))

    def accept(self) -> None:
        fields = (
            (QT_TRANSLATE_NOOP("Projector", "Pick and review times"), self.speed_spin),
            (QT_TRANSLATE_NOOP("Projector", "Packs"), self.packs_spin),
            (QT_TRANSLATE_NOOP("Projector", "Cards per pack"), self.pack_size_spin),
            (QT_TRANSLATE_NOOP("Projector", "Drafters"), self.seats_spin),
            (QT_TRANSLATE_NOOP("Projector", "Minutes"), self.minutes_spin),
        )
        if refuse_typed(self, [(translated(name), spin) for name, spin in fields]):
            return
        try:
            self.program()
        except DraftError as exc:
            self.problem_label.setText(
                translated(
                    QT_TRANSLATE_NOOP("Projector", "This draft cannot be timed: %1")
                ).replace("%1", exc.detail or str(exc))
            )
            return
        self._save()
        super().accept()

    # -- remembered choices ------------------------------------------------------------
    def _load(self, event: EventSettings | None) -> None:
        s = self.settings

        def pick(combo: QComboBox, key: str | None, default: object) -> None:
            saved = s.value(KEY + key, None) if key else None
            for candidate in (saved, default):
                index = next(
                    (i for i in range(combo.count()) if _value(combo.itemData(i)) == candidate),
                    -1,
                )
                if index >= 0:
                    combo.setCurrentIndex(index)
                    return

        pick(self.mode_combo, "mode", Mode.DRAFT.value)
        self.pages.setCurrentIndex(self.mode_combo.currentIndex())
        pick(self.kind_combo, "draft_kind", DraftKind.BOOSTER.value)
        self._kind_changed()
        # The event's rules (MTR 2023 Appendix B unless it follows the Japanese 2016 text).
        pick(self.profile_combo, None, event.draft_timings if event else EN_2023.key)
        for spin, key in (
            (self.packs_spin, "packs"),
            (self.pack_size_spin, "pack_size"),
            (self.seats_spin, "seats"),
        ):
            spin.setValue(int_setting(s, KEY + key, spin.value()))
        self.speed_spin.setValue(int_setting(s, KEY + "speed", NORMAL_SPEED))
        self.double_check.setChecked(flag_setting(s, KEY + "double_first_pick", False))
        pick(self.format_combo, "build_format", BuildFormat.SEALED.value)
        self.release_check.setChecked(flag_setting(s, KEY + "release_weekend", False))
        self.registration_check.setChecked(flag_setting(s, KEY + "with_registration", True))
        self._build_changed()
        minutes = event.round_minutes if event else int_setting(s, KEY + "round_minutes", 0)
        self.minutes_spin.setValue(minutes or DEFAULT_ROUND_MINUTES)
        turns = _STRUCTURE_TURNS.get(event.structure, TurnsAtTime.FIVE) if event else None
        if turns is not None:
            pick(self.turns_combo, None, turns.value)
        else:
            pick(self.turns_combo, "turns", TurnsAtTime.FIVE.value)

    def _save(self) -> None:
        s = self.settings
        for key, combo in (
            ("mode", self.mode_combo),
            ("draft_kind", self.kind_combo),
            ("build_format", self.format_combo),
            ("turns", self.turns_combo),
        ):
            s.setValue(KEY + key, _value(combo.currentData()))
        for key, spin in (
            ("packs", self.packs_spin),
            ("pack_size", self.pack_size_spin),
            ("seats", self.seats_spin),
            ("speed", self.speed_spin),
            ("round_minutes", self.minutes_spin),
        ):
            s.setValue(KEY + key, spin.value())
        s.setValue(KEY + "double_first_pick", self.double_check.isChecked())
        s.setValue(KEY + "release_weekend", self.release_check.isChecked())
        s.setValue(KEY + "with_registration", self.registration_check.isChecked())
        s.sync()


def _value(data: object) -> object:
    return getattr(data, "value", data)


def open_projector(
    parent: QWidget | None,
    settings: QSettings,
    *,
    event: EventSettings | None = None,
    now: Now = time.monotonic,
    preset: Program | None = None,
    extensions: Callable[[], Mapping[str, int]] | None = None,
    pairings: Callable[[], Sequence[PairingRow]] | None = None,
    publish: Publish | None = None,
    pod: int | None = None,
    round_name: str = "",
) -> ProjectorWindow | None:
    """Ask what to count down, then show the projector window (``None`` if cancelled).

    ``event`` (optional) gives the round minutes and the end-of-round turns of its
    structure (3 for Two-Headed Giant, one per player for multiplayer pods). ``preset``
    opens that program without asking (a pod's pick clock from the Draft pods tab). A round
    clock shows ``extensions()`` (MTR 2.6, polled: ``extensions.ExtensionList``) and pages
    through ``pairings()`` (``pairings_panel``, P shows or hides it) and is titled
    ``round_name`` (the event's current round). ``publish`` tells the players' phones
    (``publishing``; ``pod``: the pod whose pick clock this is).
    """
    from mtrdesk.ui.projector.extensions import show_extensions
    from mtrdesk.ui.projector.pairings_panel import show_pairings

    if preset is None:
        dialog = ProjectorSetupDialog(settings, event=event, parent=parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        preset = dialog.program()
    if round_name and preset.mode is Mode.ROUND:
        preset = replace(preset, round_name=round_name)
    window = ProjectorWindow(preset, now=now, publish=publish, pod=pod, parent=parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    fit_to_screen(window, 1280, 720)
    if extensions is not None:
        window.extension_list = show_extensions(window, extensions)
    if pairings is not None:
        window.pairings_panel = show_pairings(window, pairings)
    window.show()
    return window
