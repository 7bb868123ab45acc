"""Sound cues: short generated tones at the last 3 seconds and at each step change.

The tones are sine bursts computed here (no sound files to ship). Audio is optional: with
no QtMultimedia or no output device (a headless CI machine, a store PC without speakers)
``ToneSounds`` is silently disabled, and nothing else depends on it.
"""

from __future__ import annotations

import array
import enum
import math
from typing import Any, Protocol

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject

from mtrdesk.ui.projector.clock import ClockState

SAMPLE_RATE = 22050
#: The last seconds tick (a step of 5 s or less: only its second half, so the 5-second
#: Rochester picks do not tick throughout).
TICK_SECONDS = 3


def tick_seconds(length: float) -> int:
    return min(TICK_SECONDS, int(length) // 2)


class Cue(enum.Enum):
    TICK = "tick"  # each of the last 3 seconds
    STEP = "step"  # a new pick, review or phase
    FINISH = "finish"  # the last step ended


#: (frequency Hz, length s) of each cue.
TONES: dict[Cue, tuple[float, float]] = {
    Cue.TICK: (880.0, 0.08),
    Cue.STEP: (660.0, 0.25),
    Cue.FINISH: (523.25, 0.8),
}


def sine_burst(frequency: float, seconds: float, volume: float = 0.5) -> bytes:
    """Signed 16-bit mono PCM with 5 ms fades, so the speaker does not click."""
    count = int(SAMPLE_RATE * seconds)
    fade = max(1, int(SAMPLE_RATE * 0.005))
    samples = array.array("h")
    for n in range(count):
        envelope = min(1.0, n / fade, (count - 1 - n) / fade)
        value = volume * envelope * math.sin(2 * math.pi * frequency * n / SAMPLE_RATE)
        samples.append(int(32767 * value))
    return samples.tobytes()


class Sounds(Protocol):
    """What the window needs from a sound player (tests pass a recorder)."""

    muted: bool

    def play(self, cue: Cue) -> None: ...


class CueTracker:
    """Decides, from one clock state to the next, which cue (if any) to sound."""

    def __init__(self) -> None:
        self._last: tuple[int | None, int, bool] | None = None

    def update(self, state: ClockState, length: float = 0.0) -> Cue | None:
        """``length``: the current step's seconds (with its adjustments)."""
        now = (state.index, state.seconds_left, state.finished)
        last, self._last = self._last, now
        if last is None or not state.started:
            return None
        if state.finished:
            return None if last[2] else Cue.FINISH
        if not state.running:
            return None
        if state.index != last[0]:
            return Cue.STEP
        if 0 < state.seconds_left <= tick_seconds(length) and state.seconds_left != last[1]:
            return Cue.TICK
        return None


class ToneSounds:
    """Plays the cues through a QAudioSink; does nothing when audio is unavailable."""

    def __init__(self, parent: QObject | None = None) -> None:
        self.muted = False
        self._parent = parent
        self._players: dict[Cue, tuple[Any, QBuffer]] = {}
        self._device: Any = None
        self._format: Any = None
        try:
            from PySide6.QtMultimedia import QAudioFormat, QMediaDevices
        except ImportError:
            return
        device = QMediaDevices.defaultAudioOutput()
        if device.isNull():
            return
        fmt = QAudioFormat()
        fmt.setSampleRate(SAMPLE_RATE)
        fmt.setChannelCount(1)
        fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        if device.isFormatSupported(fmt):
            self._device, self._format = device, fmt

    @property
    def available(self) -> bool:
        return self._device is not None

    def play(self, cue: Cue) -> None:
        if self.muted or not self.available:
            return
        try:
            sink, buffer = self._player(cue)
            sink.stop()
            buffer.seek(0)
            sink.start(buffer)
        except Exception:  # an audio backend failing mid-event must not stop the clock
            self._device = None

    def _player(self, cue: Cue) -> tuple[Any, QBuffer]:
        if cue not in self._players:
            from PySide6.QtMultimedia import QAudioSink

            buffer = QBuffer(self._parent)
            buffer.setData(QByteArray(sine_burst(*TONES[cue])))
            buffer.open(QIODevice.OpenModeFlag.ReadOnly)
            self._players[cue] = (QAudioSink(self._device, self._format, self._parent), buffer)
        return self._players[cue]
