"""The command line's error lines: the window's translated sentences, without a window.

A scorekeeper running ``mtrdesk import`` on a Japanese laptop reads the same Japanese
sentence the window would show. Only QtCore is loaded (a ``QCoreApplication`` for the
translators), never widgets.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings

from mtrdesk.core.event_file.document import DocumentError
from mtrdesk.core.placeholders import fill
from mtrdesk.core.refusal import Refusal
from mtrdesk.core.swiss.check import CheckError
from mtrdesk.core.swiss.objective import SPEC_RULES
from mtrdesk.core.teams.seat_check import SeatProblem
from mtrdesk.words import messages
from mtrdesk.words.i18n import Translators, choose_language
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # pragma: no cover - typing only
    from mtrdesk.core.pods.check import PodCheck
    from mtrdesk.core.simulation.rounds import TeamRoundCheck
    from mtrdesk.core.swiss.check import RoundCheck
    from mtrdesk.services.errors import ServiceWarning

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

#: The multiplayer pod objective's levels 1-3 (``core.pods.pairing``).
POD_LEVEL_NAMES = (
    QT_TRANSLATE_NOOP("Cli", "repeat meetings"),
    QT_TRANSLATE_NOOP("Cli", "repeat short pods"),
    QT_TRANSLATE_NOOP("Cli", "displacement"),
)

#: What is wrong with a seat match of a team round (MTR 8.2, 9.1).
SEAT_PROBLEMS = {
    SeatProblem.WRONG_SEAT: QT_TRANSLATE_NOOP(
        "Cli", "a player of another seat (MTR 8.2: A plays A, B plays B, C plays C)"
    ),
    SeatProblem.WRONG_PLAYER: QT_TRANSLATE_NOOP(
        "Cli", "a player who is not this team's player in this seat"
    ),
    SeatProblem.MISSING_SEAT: QT_TRANSLATE_NOOP("Cli", "no seat match: a member was left out"),
    SeatProblem.EXTRA_SEAT: QT_TRANSLATE_NOOP(
        "Cli", "a seat played twice, or a Two-Headed Giant match split into seats (MTR 9.1)"
    ),
}


class Said(Refusal):
    """A refusal of the command line's own: ``source`` is a ``Cli`` sentence, translated
    when it is said; ``values`` fill its ``%1``, ``%2``."""

    def __init__(self, source: str, *values: str) -> None:
        super().__init__(fill(source, *values))
        self.source = source
        self.values = values

    def sentence(self) -> str:
        return fill(QCoreApplication.translate("Cli", self.source), *self.values)


#: ``export`` of an event whose stored results the audit log does not account for.
UNAUDITED_NOT_EXPORTED = QT_TRANSLATE_NOOP(
    "Cli",
    "%1 Nothing was exported. To export the results as they are stored, run the command "
    "again with --unaudited.",
)


class Unfound(Said):
    """What a scorekeeper command was told to act on is not there, or not only one
    (``cli/scorekeeper.py``): an event, a player, a table."""

    @classmethod
    def event(cls, text: str) -> Unfound:
        return cls(
            QT_TRANSLATE_NOOP(
                "Cli",
                "No event has the id or the name %1. List the events with: mtrdesk events",
            ),
            text,
        )

    @classmethod
    def events(cls, text: str, candidates: Sequence[str]) -> Unfound:
        return cls(
            QT_TRANSLATE_NOOP(
                "Cli", "Several events are named %1. Give the event's id instead:\n%2"
            ),
            text,
            "\n".join(f"  {c}" for c in candidates),
        )

    @classmethod
    def player(cls, text: str) -> Unfound:
        return cls(
            QT_TRANSLATE_NOOP("Cli", "No player of this event has the entry id or the name %1."),
            text,
        )

    @classmethod
    def players(cls, text: str, candidates: Sequence[str]) -> Unfound:
        return cls(
            QT_TRANSLATE_NOOP(
                "Cli",
                "Several players of this event are named %1. Give the entry id instead:\n%2",
            ),
            text,
            "\n".join(f"  {c}" for c in candidates),
        )

    @classmethod
    def table(cls, text: str) -> Unfound:
        return cls(
            QT_TRANSLATE_NOOP(
                "Cli",
                "%1 is not a table. Type the table number as posted: 12, or 12B for a "
                "seat match of a team event.",
            ),
            text,
        )


def _install(language: str | None) -> None:
    global _translators
    if QCoreApplication.instance() is None:
        QCoreApplication(["mtrdesk"])
    if _translators is None:
        _translators = Translators()
        _translators.install(choose_language(language, QSettings("mtrdesk", "mtrdesk")))


def install_language(language: str | None) -> None:
    """Load the translators, so the words modules speak the chosen language."""
    _install(language)


def describe(error: BaseException, language: str | None, edition: str = "") -> str | None:
    """The translated sentence for a known error, ``None`` for a bug (let it raise);
    ``edition``: the key of the event's MTR edition, for a section it cites (issue 29).

    A file refused as damaged also gets the place the reader names (``rounds[2].matches[5]:
    a player twice in the round``), so the scorekeeper can find and fix it.
    """
    if isinstance(error, CheckError):  # a round that does not seat everyone once
        _install(language)
        return (
            QCoreApplication.translate(
                "Cli", "This round cannot be checked: it does not seat every player exactly once."
            )
            + f"\n{error}"
        )
    if not isinstance(error, Refusal):
        return None
    _install(language)
    if isinstance(error, Said):
        return error.sentence()
    sentence = messages.describe(error, edition=edition or None)
    if isinstance(error, DocumentError) and error.detail:
        sentence += f"\n{error.detail}"
    return sentence


def seed_drawn(seed: int, language: str | None) -> str:
    """The line that tells which seed ``pair`` drew, so the round can be paired again."""
    _install(language)
    return QCoreApplication.translate(
        "Cli", "Seed drawn for this round: %1 (pass --seed %1 to pair it the same way again)"
    ).replace("%1", str(seed))


def over_hint(stored: str | None, language: str | None) -> str:
    """After ``round report`` was refused for a result it did not say it saw (issue 27):
    how to replace the result that is there on purpose, or enter one where none is."""
    _install(language)
    if stored is None:
        return QCoreApplication.translate(
            "Cli", "To enter a result there, run the same command without --over."
        )
    return QCoreApplication.translate(
        "Cli", "To replace %1 on purpose, run the same command with --over %1."
    ).replace("%1", stored)


def serving(addresses: Sequence[str], writable: bool, language: str | None) -> str:
    """What ``serve`` prints once it listens: where phones find the event, how to stop."""
    _install(language)
    if writable:
        first = QCoreApplication.translate("Cli", "Serving the events at:")
    else:
        first = QCoreApplication.translate("Cli", "Serving the events, read-only, at:")
    lines = [first]
    lines += [f"  {address}" for address in addresses]
    lines.append(QCoreApplication.translate("Cli", "Press Ctrl+C to stop."))
    return "\n".join(lines)


def serving_read_only(language: str | None) -> str:
    """``serve`` beside a window that has the database open."""
    _install(language)
    return QCoreApplication.translate(
        "Cli",
        "A window has this database open, so this server only shows the events. Reports "
        "from the floor and staff pages are served by the window: Event > Open to phones...",
    )


def staff_sign_in(
    events: Sequence[tuple[str, str, str]], server_pin: bool, language: str | None
) -> str:
    """Where judges sign in (the newest events: name, address, staff PIN), and with which
    PIN: printed here, as no window shows it to whoever runs ``serve`` (issue 32)."""
    _install(language)
    if server_pin:
        head = QCoreApplication.translate(
            "Cli",
            "Judges sign in with the --staff-pin PIN, or with the event's own staff PIN "
            "printed beside its address, at:",
        )
    else:
        head = QCoreApplication.translate(
            "Cli", "Judges sign in with the event's staff PIN printed beside its address, at:"
        )
    pin = QCoreApplication.translate("Cli", "(staff PIN %1)")
    lines = (f"  {name}: {address} {pin.replace('%1', code)}" for name, address, code in events)
    return "\n".join([head, *lines])


def serving_refused(host: str, port: int, reason: str, language: str | None) -> str:
    """``serve`` could not listen (the port is taken, the address is not this computer's)."""
    _install(language)
    return (
        QCoreApplication.translate(
            "Cli", "Cannot listen on %1 port %2: %3. Choose another port with --port."
        )
        .replace("%1", host)
        .replace("%2", str(port))
        .replace("%3", reason)
    )


def check_report(
    check: RoundCheck, names: Mapping[int, str], pod_status: str, language: str | None
) -> str:
    """``check-pairings`` for people: what was found, then the verdict, in their language."""
    _install(language)
    header = fill(
        QCoreApplication.translate("Cli", "Round %1: %2 players checked."),
        check.round_number,
        check.player_count,
    )
    return "\n".join([header, *_findings(check, names, pod_status), _verdict(check)])


def team_check_report(
    check: TeamRoundCheck,
    teams: Mapping[int, str],
    names: Mapping[int, str],
    language: str | None,
) -> str:
    """A team round for people: the team-level findings (teams in place of players, MTR
    8.2 and Appendix E), then every seat problem, then the verdict."""
    _install(language)
    lines = [
        fill(
            QCoreApplication.translate(
                "Cli", "Round %1: %2 teams checked, each team paired as one player."
            ),
            check.pairing.round_number,
            check.pairing.player_count,
        ),
        *_findings(check.pairing, teams, "none"),
        fill(
            QCoreApplication.translate("Cli", "Seat match problems: %1"),
            len(check.seats),
        ),
    ]
    bye = QCoreApplication.translate("Cli", "bye")
    seat_text = QCoreApplication.translate("Cli", "seat %1")
    for v in check.seats:
        where = f"{teams[v.team1]} – {bye if v.team2 is None else teams[v.team2]}"
        if v.seat is not None:
            where += f", {fill(seat_text, v.seat.value)}"
        problem = QCoreApplication.translate("Cli", SEAT_PROBLEMS[v.problem])
        who = "" if v.player is None else f" ({names[v.player]})"
        lines.append(f"  {where}: {problem}{who}")
    if check.seats:
        lines.append(
            QCoreApplication.translate(
                "Cli", "Result: the seat matches break the team rules; see above."
            )
        )
    else:
        lines.append(_verdict(check.pairing))
    return "\n".join(lines)


def _findings(check: RoundCheck, names: Mapping[int, str], pod_status: str) -> list[str]:
    """What the Swiss check found, rule by rule, and the totals against the optimum."""
    lines: list[str] = []
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
        fill(
            QCoreApplication.translate("Cli", "Rematches: %1 (avoidable: %2)"),
            len(check.rematches),
            check.avoidable_rematches,
        )
    )
    lines += [f"  {names[a]} – {names[b]}" for a, b in check.rematches]
    lines.append(
        fill(
            QCoreApplication.translate("Cli", "Repeat byes: %1 (avoidable: %2)"),
            len(check.repeat_byes),
            check.avoidable_repeat_byes,
        )
    )
    lines += [f"  {names[e]}" for e in check.repeat_byes]
    if check.extra_byes:
        lines.append(
            fill(
                QCoreApplication.translate("Cli", "More byes than an odd player count needs: %1"),
                len(check.extra_byes),
            )
        )
        lines += [f"  {names[e]}" for e in check.extra_byes]
    if pod_status == "kept":
        lines.append(
            fill(
                QCoreApplication.translate("Cli", "Pairs across pods: %1"),
                len(check.pod_violations),
            )
        )
        pod = QCoreApplication.translate("Cli", "pod %1")
        for c in check.pod_violations:
            first, second = fill(pod, c.pod1), fill(pod, c.pod2)
            lines.append(f"  {names[c.player1]} ({first}) – {names[c.player2]} ({second})")
    lines.append(
        fill(
            QCoreApplication.translate("Cli", "Pairs outside their point group: %1"),
            len(check.outside_point_group),
        )
    )
    points, bye = (
        QCoreApplication.translate("Cli", "%1 points"),
        QCoreApplication.translate("Cli", "bye"),
    )
    for g in check.outside_point_group:
        other = bye if g.player2 is None else f"{names[g.player2]} ({fill(points, g.points2)})"
        lines.append(f"  {names[g.player1]} ({fill(points, g.points1)}) – {other}")
    method = (
        QCoreApplication.translate("Cli", "every pairing tried")
        if check.method.value == "exhaustive"
        else QCoreApplication.translate("Cli", "exact matching")
    )
    return [
        *lines,
        fill(
            QCoreApplication.translate(
                "Cli", "Rules 0, 1, 3a, 3b, 3c and 4 of docs/pairing-spec.md: %1"
            ),
            ", ".join(QCoreApplication.translate("Cli", name) for name in RULE_NAMES),
        ),
        fill(QCoreApplication.translate("Cli", "This pairing: %1"), _key(check.quality.key())),
        fill(
            QCoreApplication.translate("Cli", "Best possible: %1 (%2)"),
            _key(check.optimum.key()),
            method,
        ),
    ]


def _key(key: tuple[int, ...]) -> str:
    return " / ".join(str(value) for value in key)


def _verdict(check: RoundCheck) -> str:
    if check.clean:
        return QCoreApplication.translate(
            "Cli", "Result: the pairing is optimal and breaks no rule."
        )
    if check.better_exists and check.worse_rule is not None:
        return fill(
            QCoreApplication.translate(
                "Cli", "Result: a strictly better pairing existed (first better on rule %1: %2)."
            ),
            SPEC_RULES[check.worse_rule],
            QCoreApplication.translate("Cli", RULE_NAMES[check.worse_rule]),
        )
    if check.better_exists:
        return QCoreApplication.translate("Cli", "Result: a strictly better pairing existed.")
    return QCoreApplication.translate("Cli", "Result: the pairing breaks a rule; see above.")


def pod_check_report(check: PodCheck, names: Mapping[int, str], language: str | None) -> str:
    """A multiplayer round for people (multiplayer addendum 10.4A): pod sizes, players who
    met again or sat in a second short pod, the pairing against the best found, the
    verdict."""
    _install(language)
    lines = [
        fill(
            QCoreApplication.translate("Cli", "Round %1: %2 players in pods of %3 checked."),
            check.round_number,
            check.player_count,
            check.pod_size,
        ),
        fill(
            QCoreApplication.translate("Cli", "Pod sizes: %1 (the addendum's layout: %2)"),
            _sizes(check.layout),
            _sizes(check.expected_layout),
        ),
        fill(
            QCoreApplication.translate("Cli", "Players meeting again: %1 (avoidable: %2)"),
            len(check.repeat_meetings),
            check.avoidable_meetings,
        ),
        *(f"  {names[a]} – {names[b]}" for a, b in check.repeat_meetings),
        fill(
            QCoreApplication.translate("Cli", "Players in a second short pod: %1 (avoidable: %2)"),
            len(check.repeat_short),
            check.avoidable_repeat_short,
        ),
        *(f"  {names[e]}" for e in check.repeat_short),
        fill(
            QCoreApplication.translate("Cli", "Levels of the multiplayer addendum 10.4A: %1"),
            ", ".join(QCoreApplication.translate("Cli", name) for name in POD_LEVEL_NAMES),
        ),
        fill(QCoreApplication.translate("Cli", "This pairing: %1"), _key(check.quality.key())),
        fill(
            QCoreApplication.translate("Cli", "Best possible: %1 (%2)"),
            _key(check.best.key()),
            _pod_method(check),
        ),
        _pod_verdict(check),
    ]
    return "\n".join(lines)


def _sizes(sizes: tuple[int, ...]) -> str:
    return " + ".join(str(size) for size in sizes)


def _pod_method(check: PodCheck) -> str:
    """How the checker knows its best pod pairing is the best (``PodMethod``)."""
    if check.method.value == "exhaustive":
        return QCoreApplication.translate("Cli", "every pairing tried")
    if check.method.value == "exact":
        return QCoreApplication.translate("Cli", "proven by integer programming")
    return QCoreApplication.translate("Cli", "not proven")


def _pod_verdict(check: PodCheck) -> str:
    if not check.layout_ok:
        return QCoreApplication.translate(
            "Cli", "Result: the pod sizes are not the addendum's layout; see above."
        )
    if check.better_exists and check.worse_level is not None:
        return fill(
            QCoreApplication.translate(
                "Cli", "Result: a strictly better pod pairing existed (first better on %1)."
            ),
            QCoreApplication.translate("Cli", POD_LEVEL_NAMES[check.worse_level - 1]),
        )
    if not check.clean:
        return QCoreApplication.translate("Cli", "Result: the pairing breaks a rule; see above.")
    if not check.verified:
        return QCoreApplication.translate(
            "Cli",
            "Result: no rule is broken and no better pod pairing was found, but the pairing "
            "could not be proven optimal.",
        )
    return QCoreApplication.translate("Cli", "Result: the pairing is optimal and breaks no rule.")


def use_language(language: str | None) -> None:
    """Install the catalogue of ``language`` (else the saved or system one) for printing."""
    _install(language)


def database_kept(database: Path, kept: Path, language: str | None) -> str:
    """``--force`` wrote over an mtrdesk database: where its copy is (issue 27)."""
    _install(language)
    return (
        QCoreApplication.translate(
            "Cli", "%1 was an mtrdesk database; a copy of it was kept as %2 before it was replaced."
        )
        .replace("%1", str(database))
        .replace("%2", str(kept))
    )


def standard_output_failed(reason: str, language: str | None) -> str:
    """What a command says when its standard output cannot be written (a full disk):
    the output is incomplete, so it exits 1 instead of 0 (issue 27)."""
    _install(language)
    return QCoreApplication.translate(
        "Cli",
        "The output could not be written to standard output (%1), so it is incomplete. Free "
        "some disk space or send the output to another place, then run the command again.",
    ).replace("%1", reason)


def say_notices(notices: Sequence[ServiceWarning], language: str | None) -> None:
    """What work left after its commit (a round-start backup that could not be made:
    the round stays paired), one sentence each on standard error (issue 27)."""
    if not notices:
        return
    _install(language)
    for notice in notices:
        print(messages.warning_message(notice), file=sys.stderr)
