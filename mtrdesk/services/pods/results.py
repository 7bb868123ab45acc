"""Pod results as typed or given, and the warnings of a pairing (``services.pods.service``).

A pod has a winner, or is a draw between the players who drew; the others conceded or took a
match loss and lose (multiplayer addendum 2.1A). The window's result entry types a seat
number, a name or "D" (``parse_pod_result``); the pairing warns of what 10.4A asks to avoid
when it could not be avoided (``pairing_warnings``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from mtrdesk.core.pods.pairing import Pod
from mtrdesk.core.text import fold
from mtrdesk.core.tournament import EntryId
from mtrdesk.services.errors import Problem, ServiceError, ServiceWarning
from mtrdesk.services.pods.state import DRAW, LOSS, WIN, PodData, PodEventState

#: What a typed draw looks like ("D", "draw", 引き分け ...), folded; "D13": seats 1 and 3.
DRAW_WORDS = ("d", "draw", "id", "引き分け", "引分け", "引分", "ひきわけ", "分", "ドロー", "どろー")


def winner_of(outcome: dict[EntryId, str]) -> EntryId | None:
    return next((e for e, r in outcome.items() if r == WIN), None)


def outcome_of(
    pod: PodData, winner: EntryId | None, drawn: Iterable[EntryId] | None
) -> dict[EntryId, str]:
    """Each seat's result for a win or a draw (2.1A), refused when it cannot be."""
    players = pod.players
    if (winner is None) == (drawn is None):
        raise ServiceError(Problem.POD_RESULT_UNREADABLE, round=pod.round, table=pod.table)
    if winner is not None:
        if winner not in players:
            raise ServiceError(Problem.NOT_IN_POD, round=pod.round, table=pod.table, entry=winner)
        return {e: WIN if e == winner else LOSS for e in players}
    drew = set(drawn or ())
    outside = sorted(drew - set(players))
    if outside:
        raise ServiceError(Problem.NOT_IN_POD, round=pod.round, table=pod.table, entry=outside[0])
    if len(drew) < 2:
        raise ServiceError(Problem.DRAW_TOO_FEW, round=pod.round, table=pod.table)
    return {e: DRAW if e in drew else LOSS for e in players}


def parse_pod_result(
    ev: PodEventState, pod: PodData, text: str
) -> tuple[EntryId | None, list[EntryId] | None]:
    """(winner, None) or (None, players who drew) from what was typed (``report_text``)."""
    typed = unicodedata.normalize("NFKC", text).strip()
    compact = "".join(ch for ch in typed.casefold() if not ch.isspace() and ch not in ",、.・/-")
    if not compact:
        raise ServiceError(Problem.POD_RESULT_UNREADABLE, text=text, table=pod.table)
    seats = {n: e for n, e, _ in pod.seats}
    # ASCII digits only (after NFKC): ``፩`` is a digit to ``isdigit()``, not to ``int()``.
    if compact.isascii() and compact.isdigit():
        if len(compact) == 1 and int(compact) in seats:
            return seats[int(compact)], None
        shown = compact if len(compact) <= 4 else compact[:4] + "…"
        raise ServiceError(
            Problem.NOT_IN_POD, round=pod.round, table=pod.table, seat=shown, seats=len(seats)
        )
    for word in sorted(DRAW_WORDS, key=len, reverse=True):
        rest = compact[len(word) :]
        if compact.startswith(word) and (not rest or (rest.isascii() and rest.isdigit())):
            if not rest:
                return None, list(seats.values())
            chosen = [int(ch) for ch in rest]
            if any(n not in seats for n in chosen):
                bad = next(n for n in chosen if n not in seats)
                raise ServiceError(
                    Problem.NOT_IN_POD, round=pod.round, table=pod.table, seat=bad, seats=len(seats)
                )
            return None, [seats[n] for n in sorted(set(chosen))]
    key = fold(typed)
    found = []
    for _, entry, _ in pod.seats:
        e = ev.state.entries[entry]
        keys = (fold(e.family + e.given), fold(e.given + e.family), fold(e.reading))
        if any(key and key in k for k in keys):
            found.append(entry)
    if len(found) == 1:
        return found[0], None
    if found:
        raise ServiceError(
            Problem.NAME_AMBIGUOUS,
            table=pod.table,
            text=text,
            names=[ev.state.entries[e].display_name for e in found],
        )
    raise ServiceError(Problem.POD_RESULT_UNREADABLE, text=text, table=pod.table)


def pairing_warnings(
    ev: PodEventState, players: Iterable, pods: Iterable[Pod]
) -> list[ServiceWarning]:
    """What 10.4A asks pairing to avoid, when it could not: players meeting again, players
    in a second short pod."""
    by_entry = {p.entry: p for p in players}
    pairs: list[list[int]] = []
    tables: list[int] = []
    shorted: list[int] = []
    for pod in pods:
        seats = list(pod.seats)
        for i, a in enumerate(seats):
            for b in seats[i + 1 :]:
                if b in by_entry[a].opponents:
                    pairs.append([a, b])
                    tables.append(pod.table)
        if pod.short:
            shorted += [e for e in seats if by_entry[e].short_pods > 0]
    warnings = []
    if pairs:
        warnings.append(ServiceWarning.of(Problem.POD_REMATCH, pairs=pairs, tables=tables))
    if shorted:
        warnings.append(ServiceWarning.of(Problem.REPEAT_SHORT_POD, entries=shorted))
    return warnings
