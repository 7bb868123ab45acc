"""Booster-style pack rounds (booster, 2HG, multiplayer), simulated drafter by drafter.

Simulated rather than counted so that a drafter dropped mid-draft (MTR 7.7) shows in the
schedule: under MTR 2023 their picks are skipped and the packs pass them by, so the pack in
progress goes round one drafter fewer with one pack too many (the drafter after them holds
two packs, and the pack takes extra picks); under the 2016 Japanese text staff pick for
them at random until that pack ends. A drafter holding two packs picks from the one that
came first. A step's time is the longest any of its picks is allowed (Appendix B, by the
cards left in each pack).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from mtrdesk.core.draft.profiles import (
    DraftError,
    DraftProblem,
    DropRule,
    PickTable,
    ReviewRule,
    pick_seconds,
)
from mtrdesk.core.draft.steps import Direction, DraftStep, Drop, StepKind


def booster_steps(
    labels: tuple[str, ...],
    packs: int,
    size: int,
    table: PickTable,
    reviews: ReviewRule,
    first_take: int,
    take: int,
    drops: tuple[Drop, ...],
    rule: DropRule,
) -> list[DraftStep]:
    """Pack by pack, the picks (MTR 7.7: left, then right, alternating) and the reviews."""
    index = {label: i for i, label in enumerate(labels)}
    drops_at: dict[tuple[int, int], list[int]] = {}
    for drop in drops:
        if drop.seat not in index or not 1 <= drop.pack <= packs or drop.pick < 1:
            raise DraftError(DraftProblem.DROP, f"no seat {drop.seat}, pack {drop.pack} here")
        drops_at.setdefault((drop.pack, drop.pick), []).append(index[drop.seat])
    if len({drop.seat for drop in drops}) < len(drops):
        raise DraftError(DraftProblem.DROP, "a seat drops only once")
    present = list(range(len(labels)))
    out_seats: list[int] = []
    steps: list[DraftStep] = []
    for pack in range(1, packs + 1):
        for seat in drops_at.pop((pack, 1), []):  # gone before opening this pack
            present.remove(seat)
            out_seats.append(seat)
        if not present:
            raise DraftError(DraftProblem.DROP, "every drafter dropped")
        here = {pick: seats for (p, pick), seats in drops_at.items() if p == pack}
        simulation = _PackRound(labels, present, pack, size, table, first_take, take, rule)
        steps.extend(simulation.run(here, out_seats))
        for seat in simulation.leaving:
            present.remove(seat)
            out_seats.append(seat)
        if pack < packs:
            steps.append(
                DraftStep(
                    kind=StepKind.REVIEW,
                    pack=pack,
                    seconds=reviews.seconds(pack),
                    drafters=len(present),
                    dropped=tuple(labels[s] for s in out_seats),
                )
            )
    return steps


class _PackRound:
    """One booster-style pack round, drafter by drafter (queues of packs per seat)."""

    def __init__(
        self,
        labels: tuple[str, ...],
        present: Sequence[int],
        pack: int,
        size: int,
        table: PickTable,
        first_take: int,
        take: int,
        rule: DropRule,
    ) -> None:
        self.labels = labels
        self.active = list(present)
        self.pack = pack
        self.step = 1 if pack % 2 else -1  # MTR 7.7: left, then right, alternating
        self.direction = Direction.LEFT if pack % 2 else Direction.RIGHT
        self.table, self.first_take, self.take, self.rule = table, first_take, take, rule
        self.cards = {seat: size for seat in present}  # a pack is named by its opener
        self.fresh = set(present)
        self.queues = {seat: deque([seat]) for seat in present}
        self.leaving: list[int] = []
        self.staff: set[int] = set()

    def _next(self, seat: int) -> int:
        for distance in range(1, len(self.labels) + 1):
            candidate = (seat + distance * self.step) % len(self.labels)
            if candidate in self.active:
                return candidate
        raise DraftError(DraftProblem.DROP, "every drafter dropped")

    def _drop(self, seat: int) -> None:
        if seat not in self.active:
            raise DraftError(DraftProblem.DROP, f"seat {self.labels[seat]} is not drafting")
        self.leaving.append(seat)
        if self.rule is DropRule.STAFF_PICKS_REST_OF_PACK:
            self.staff.add(seat)
            return
        self.active.remove(seat)  # MTR 2023: their picks are skipped, their packs pass on
        held = self.queues.pop(seat)
        self.queues[self._next(seat)].extend(held)

    def run(self, drops: dict[int, list[int]], out_seats: Sequence[int]) -> list[DraftStep]:
        steps: list[DraftStep] = []
        number = 0
        while any(self.queues.values()):
            number += 1
            for seat in drops.pop(number, []):
                self._drop(seat)
            steps.append(self._pick_step(number, [*out_seats, *self._skipped()]))
        if drops:
            raise DraftError(
                DraftProblem.DROP, f"pack {self.pack} has {number} picks, not {max(drops)}"
            )
        return steps

    def _skipped(self) -> list[int]:
        return [s for s in self.leaving if s not in self.staff]

    def _pick_step(self, number: int, out_seats: Sequence[int]) -> DraftStep:
        backlog = tuple(self.labels[s] for s in self.active if len(self.queues[s]) > 1)
        picks: list[tuple[int, int, int]] = []  # (seconds, cards left, cards taken)
        moves: list[tuple[int, int]] = []
        staff: list[str] = []
        for seat in self.active:
            if not self.queues[seat]:
                continue
            pack = self.queues[seat].popleft()
            left = self.cards[pack]
            taking = min(self.first_take if pack in self.fresh else self.take, left)
            picks.append((pick_seconds(self.table, left, taking), left, taking))
            if seat in self.staff:
                staff.append(self.labels[seat])
            self.fresh.discard(pack)
            self.cards[pack] = left - taking
            if self.cards[pack]:
                moves.append((self._next(seat), pack))
        for seat, pack in moves:
            self.queues[seat].append(pack)
        seconds, left, taking = max(picks)
        return DraftStep(
            kind=StepKind.PICK,
            pack=self.pack,
            seconds=seconds,
            pick=number,
            cards_left=left,
            cards_taken=taking,
            direction=self.direction,
            drafters=len(picks),
            dropped=tuple(self.labels[s] for s in out_seats),
            staff_picks=tuple(staff),
            backlog=backlog,
        )
