"""Child process for test_crash_safety: reports results and says so after each commit.

Run as ``python crash_worker.py DB``. It prints ``CONFIRMED round table result`` after
each ``report`` returns (the transaction has committed), then goes on until killed.
"""

import datetime as dt
import random
import sys
import time

from mtrdesk.core.event import EventSettings
from mtrdesk.services import Services


def main(db: str) -> None:
    clock = lambda: dt.datetime(2026, 11, 21, 19, 0)  # noqa: E731 - a fixed clock
    services = Services.open(db, clock=clock, rng=random.Random(5))
    event_id, _ = services.events.create(EventSettings("Kill test", dt.date(2026, 11, 21)))
    for i in range(24):
        services.players.add(event_id, f"Player{i:02d}", "", f"player{i:02d}")
    rng = random.Random(1)
    for _ in range(4):
        rnd, _ = services.rounds.pair_next(event_id, seed=rng.randrange(1000))
        for match in rnd.matches:
            if match.player2 is None or match.table is None:
                continue
            text = rng.choice(["2-0", "2-1", "1-2", "0-2", "1-1-1"])
            services.rounds.report(event_id, rnd.number, match.table, text)
            print(f"CONFIRMED {rnd.number} {match.table} {text}", flush=True)
            time.sleep(0.01)
    print("DONE", flush=True)
    time.sleep(60)


if __name__ == "__main__":
    main(sys.argv[1])
