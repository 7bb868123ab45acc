"""How long 1,000 match result slips take to print: QR codes and the Japanese font.

Issue 4's target is 1.5 s on the 2-core development machine. Prints the first run
(including loading IPAexGothic) and the median of the following runs. Not a test: run it
by hand, ``.venv/bin/python benchmarks/bench_slips.py``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import io
import statistics
import time

from mtrdesk.cli.messages import use_language
from mtrdesk.core.printouts.slips import (
    PodSlip,
    PodSlipPlayer,
    PodSlipSheet,
    Slip,
    SlipPlayer,
    SlipSheet,
    event_slip_code,
)
from mtrdesk.printing.pod_slips import write_pod_slips
from mtrdesk.printing.slips import write_slips
from mtrdesk.sheets.slips import pod_slip_labels, slip_labels

FAMILIES = ("山田", "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "中村", "小林", "𠮷田")
#: An event identity, as every slip printed now carries (issue 27).
UID = "9F3C2A7E51B04D6A8C1E2F3A4B5C6D7E"
GIVENS = ("太郎", "花子", "翔太", "美咲", "健一", "由美", "大輔", "Alex", "さくら", "蓮")


def sheet(count: int) -> SlipSheet:
    """``count`` tables of a Japanese event, every slip with IDs and its own QR code."""

    def player(n: int) -> SlipPlayer:
        name = f"{FAMILIES[n % 10]} {GIVENS[(n // 10) % 10]}"
        return SlipPlayer(name, player_id=f"{n:010d}")

    slips = tuple(
        Slip(str(t), player(2 * t), player(2 * t + 1), event_slip_code(UID, 5, str(t)))
        for t in range(1, count + 1)
    )
    return SlipSheet(1234, "スタンダード 店舗大会", dt.date(2026, 11, 22), 5, False, slips)


def pod_sheet(count: int) -> PodSlipSheet:
    """``count`` pods of 4 of a multiplayer event, each slip with its own QR code."""
    slips = tuple(
        PodSlip(
            str(t),
            tuple(
                PodSlipPlayer(s, f"{FAMILIES[(t + s) % 10]} {GIVENS[s]}", f"{t * 4 + s:010d}")
                for s in range(1, 5)
            ),
            event_slip_code(UID, 5, str(t)),
        )
        for t in range(1, count + 1)
    )
    return PodSlipSheet(1234, "統率者戦 店舗大会", dt.date(2026, 11, 22), 5, False, slips)


def _time(write: object, data: object, labels: object, runs: int) -> tuple[list[float], int]:
    times, size = [], 0
    for _ in range(runs):
        out = io.BytesIO()
        start = time.perf_counter()
        write(data, labels, out)  # type: ignore[operator]
        times.append(time.perf_counter() - start)
        size = len(out.getvalue())
    return times, size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--slips", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=4)
    args = parser.parse_args()
    use_language("ja")
    times, size = _time(write_slips, sheet(args.slips), slip_labels(), args.runs)
    print(f"{args.slips} slips, {size / 1e6:.1f} MB PDF")
    print(f"first run (loads the font): {times[0]:.2f} s")
    if len(times) > 1:
        print(f"median of the next {len(times) - 1}: {statistics.median(times[1:]):.2f} s")
    pods = args.slips // 4  # the same players in pods of 4
    times, size = _time(write_pod_slips, pod_sheet(pods), pod_slip_labels(), args.runs)
    print(f"{pods} pod slips, {size / 1e6:.1f} MB PDF: median {statistics.median(times):.2f} s")


if __name__ == "__main__":
    main()
