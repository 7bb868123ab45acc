"""The bundle serves too (issue 16): ``mtrdesk serve`` from ``build/dist`` on a fresh
database, on loopback, answers the API and a page in Japanese, then stops on Ctrl+C.

Run by ``build/dev bundle`` with the venv's Python (which makes the database):
``python build/serve_smoke.py build/dist/mtrdesk/mtrdesk``. Exit status 0 when it served.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services


def get(url: str, language: str = "ja") -> bytes:
    request = urllib.request.Request(url, headers={"Accept-Language": language})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return bytes(answer.read())


def main(binary: str) -> int:
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "smoke.sqlite3"
        with Services.open(database, backups=Path(folder) / "backups") as services:
            event_id, _ = services.events.create(EventSettings(name="Smoke", date=dt.date.today()))
            for family in ("佐藤", "鈴木", "高橋", "田中"):
                services.players.add(event_id, family, "テスト")
            services.rounds.pair_next(event_id, seed=1)
        environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        with subprocess.Popen(
            [binary, "--db", str(database), "serve", "--host", "127.0.0.1", "--port", "0"],
            stdout=subprocess.PIPE,
            text=True,
            env=environment,
        ) as server:
            try:
                assert server.stdout is not None
                server.stdout.readline()
                address = server.stdout.readline().strip()
                deadline = time.monotonic() + 30
                while True:
                    try:
                        events = json.loads(get(f"{address}api/events"))
                        break
                    except OSError:
                        if time.monotonic() > deadline:
                            raise
                        time.sleep(0.2)
                assert events == [{"id": event_id, "name": "Smoke", "round": 1}], events
                page = get(f"{address}e/{event_id}/pairings").decode("utf-8")
                assert "第1回戦" in page and "佐藤 テスト" in page, page[:500]
                assert b"[hidden]" in get(f"{address}static/style.css")
            finally:
                server.send_signal(signal.SIGINT)
                code = server.wait(timeout=30)
        if code != 0:
            print(f"serve exited with {code}", file=sys.stderr)
            return 1
    print(f"bundle serve smoke test passed: {binary}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1]))
