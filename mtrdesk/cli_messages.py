"""The command line's error lines: the window's translated sentences, without a window.

A scorekeeper running ``mtrdesk import`` on a Japanese laptop reads the same Japanese
sentence the window would show. Only QtCore is loaded (a ``QCoreApplication`` for the
translators), never widgets.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings

from mtrdesk.core.event_document import DocumentError
from mtrdesk.core.pairing_objective import SPEC_RULES
from mtrdesk.ui import messages
from mtrdesk.ui.i18n import Translators, choose_language

if TYPE_CHECKING:  # pragma: no cover - typing only
    from mtrdesk.core.pairing_check import RoundCheck

_translators: Translators | None = None

#: The objective's rules 0-5 (docs/pairing-spec.md), as ``check-pairings`` names them.
RULE_NAMES = (
    QT_TRANSLATE_NOOP("Cli", "repeat bye"),
    QT_TRANSLATE_NOOP("Cli", "rematches"),
    QT_TRANSLATE_NOOP("Cli", "pair-downs"),
    QT_TRANSLATE_NOOP("Cli", "match-point difference"),
    QT_TRANSLATE_NOOP("Cli", "squared match-point difference"),
    QT_TRANSLATE_NOOP("Cli", "players ranked below the bye"),
)


def _install(language: str | None) -> None:
    global _translators
    if QCoreApplication.instance() is None:
        QCoreApplication(["mtrdesk"])
    if _translators is None:
        _translators = Translators()
        _translators.install(choose_language(language, QSettings("mtrdesk", "mtrdesk")))


def describe(error: BaseException, language: str | None) -> str | None:
    """The translated sentence for a known error, ``None`` for a bug (let it raise).

    A file refused as damaged also gets the place the reader names (``rounds[2].matches[5]:
    a player twice in the round``), so the scorekeeper can find and fix it.
    """
    if not messages.is_known(error):
        return None
    _install(language)
    sentence = messages.describe(error)
    if isinstance(error, DocumentError) and error.detail:
        sentence += f"\n{error.detail}"
    return sentence


def seed_drawn(seed: int, language: str | None) -> str:
    """The line that tells which seed ``pair`` drew, so the round can be paired again."""
    _install(language)
    return QCoreApplication.translate(
        "Cli", "Seed drawn for this round: %1 (pass --seed %1 to pair it the same way again)"
    ).replace("%1", str(seed))


def _fill(text: str, *values: object) -> str:
    """Qt's %1, %2 ... filled in one pass (a value holding "%2" stays as it is)."""
    out, i = [], 0
    while i < len(text):
        if text[i] == "%" and i + 1 < len(text) and text[i + 1].isdigit():
            out.append(str(values[int(text[i + 1]) - 1]))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def check_report(
    check: RoundCheck, names: Mapping[int, str], pod_status: str, language: str | None
) -> str:
    """``check-pairings`` for people: what was found, then the verdict, in their language."""
    _install(language)
    lines = [
        _fill(
            QCoreApplication.translate("Cli", "Round %1: %2 players checked."),
            check.round_number,
            check.player_count,
        )
    ]
    if pod_status == "kept":
        lines.append(
            QCoreApplication.translate(
                "Cli", "Pods are kept: each pod is judged on its own (MTR 7.6)."
            )
        )
    elif pod_status == "lifted":
        lines.append(
            QCoreApplication.translate(
                "Cli", "Pods are lifted: all players are judged as one field (MTR 7.6)."
            )
        )
    lines.append(
        _fill(
            QCoreApplication.translate("Cli", "Rematches: %1 (avoidable: %2)"),
            len(check.rematches),
            check.avoidable_rematches,
        )
    )
    lines += [f"  {names[a]} – {names[b]}" for a, b in check.rematches]
    lines.append(
        _fill(
            QCoreApplication.translate("Cli", "Repeat byes: %1 (avoidable: %2)"),
            len(check.repeat_byes),
            check.avoidable_repeat_byes,
        )
    )
    lines += [f"  {names[e]}" for e in check.repeat_byes]
    if check.extra_byes:
        lines.append(
            _fill(
                QCoreApplication.translate("Cli", "More byes than an odd player count needs: %1"),
                len(check.extra_byes),
            )
        )
        lines += [f"  {names[e]}" for e in check.extra_byes]
    if pod_status == "kept":
        lines.append(
            _fill(
                QCoreApplication.translate("Cli", "Pairs across pods: %1"),
                len(check.pod_violations),
            )
        )
        pod = QCoreApplication.translate("Cli", "pod %1")
        for c in check.pod_violations:
            first, second = _fill(pod, c.pod1), _fill(pod, c.pod2)
            lines.append(f"  {names[c.player1]} ({first}) – {names[c.player2]} ({second})")
    lines.append(
        _fill(
            QCoreApplication.translate("Cli", "Pairs outside their point group: %1"),
            len(check.outside_point_group),
        )
    )
    points, bye = (
        QCoreApplication.translate("Cli", "%1 points"),
        QCoreApplication.translate("Cli", "bye"),
    )
    for c in check.outside_point_group:
        other = bye if c.player2 is None else f"{names[c.player2]} ({_fill(points, c.points2)})"
        lines.append(f"  {names[c.player1]} ({_fill(points, c.points1)}) – {other}")
    method = (
        QCoreApplication.translate("Cli", "every pairing tried")
        if check.method.value == "exhaustive"
        else QCoreApplication.translate("Cli", "exact matching")
    )
    lines += [
        _fill(
            QCoreApplication.translate(
                "Cli", "Rules 0, 1, 3a, 3b, 3c and 4 of docs/pairing-spec.md: %1"
            ),
            ", ".join(QCoreApplication.translate("Cli", name) for name in RULE_NAMES),
        ),
        _fill(QCoreApplication.translate("Cli", "This pairing: %1"), _key(check.quality.key())),
        _fill(
            QCoreApplication.translate("Cli", "Best possible: %1 (%2)"),
            _key(check.optimum.key()),
            method,
        ),
        _verdict(check),
    ]
    return "\n".join(lines)


def _key(key: tuple[int, ...]) -> str:
    return " / ".join(str(value) for value in key)


def _verdict(check: RoundCheck) -> str:
    if check.clean:
        return QCoreApplication.translate(
            "Cli", "Result: the pairing is optimal and breaks no rule."
        )
    if check.better_exists and check.worse_rule is not None:
        return _fill(
            QCoreApplication.translate(
                "Cli", "Result: a strictly better pairing existed (first better on rule %1: %2)."
            ),
            SPEC_RULES[check.worse_rule],
            QCoreApplication.translate("Cli", RULE_NAMES[check.worse_rule]),
        )
    if check.better_exists:
        return QCoreApplication.translate("Cli", "Result: a strictly better pairing existed.")
    return QCoreApplication.translate("Cli", "Result: the pairing breaks a rule; see above.")
