"""The bad-input corpus for issue 32, item 6 (names printed as written, 吉田 finds 𠮷田).

- A name typed in its everyday form that now fits both a player registered with the
  variant and one with the everyday form (𠮷田 誠 and 吉田 誠): the command refuses it,
  lists both with their entry ids and readings, exits 1 and changes nothing, as for any
  name that fits several (issue 27).
- An event file whose name holds half of 𠮷 (a lone UTF-16 surrogate, what a broken
  exporter leaves): printing it is refused with the damaged-file sentence, exit 1, no PDF.

Run through ``mtrdesk.cli.main`` and checked by ``tests/helpers/corpus.py`` (status, one
sentence, no traceback, nothing on standard output, every file byte-for-byte unchanged).
"""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path

import pytest

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.settings import EventSettings
from mtrdesk.core.simulation.event import Simulation, simulate_event
from mtrdesk.services import Services
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot

DB = "variants.sqlite3"
#: Family, given, reading: each pair is one name in its variant and its everyday form.
PLAYERS = [
    ("𠮷田", "誠", "よしだ まこと"),
    ("吉田", "誠", "よしだ まこと"),
    ("髙橋", "花子", "たかはし はなこ"),
    ("高橋", "花子", "たかはし はなこ"),
    ("山﨑", "健", "やまざき けん"),
    ("山崎", "健", "やまざき けん"),
]


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("variants")
    with Services.open(folder / DB) as services:
        event, _ = services.events.create(EventSettings("異体字杯", dt.date(2026, 11, 29)))
        for family, given, reading in PLAYERS:
            services.players.add(event, family, given, reading)
    (folder / (DB + ".lock")).unlink(missing_ok=True)
    return folder / DB


@pytest.mark.parametrize(
    ("typed", "fits"),
    [
        ("吉田 誠", ("𠮷田", "吉田")),
        ("𠮷田誠", ("𠮷田", "吉田")),
        ("高橋", ("髙橋", "高橋")),
        ("山崎 健", ("山﨑", "山崎")),
        ("ﾔﾏｻﾞｷ ｹﾝ", ("山﨑", "山崎")),
    ],
)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_name_fitting_its_variant_and_its_everyday_form_is_refused_with_both(
    typed: str,
    fits: tuple[str, str],
    lang: str,
    template: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.delenv("MTRDESK_DB", raising=False)
    (tmp_path / DB).write_bytes(template.read_bytes())
    before = snapshot(tmp_path)
    argv = ["--db", str(tmp_path / DB), "--lang", lang, "player", "drop", "1", typed]
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(tmp_path))
    for family in fits:
        assert re.search(rf"\d+: {family} ", outcome.stderr), (family, outcome.stderr)
    assert ("ID" in outcome.stderr) if lang == "ja" else ("id" in outcome.stderr)


@pytest.mark.parametrize("half", ["\ud842", "\udfb7", "\ud842田"])
def test_an_event_file_with_half_of_tsuchi_yoshi_is_refused_unprinted(
    half: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = document_to_dict(simulate_event(Simulation(players=4, seed=1, rounds=1)))
    document["players"][0]["family"] = half
    path = tmp_path / "event.json"
    path.write_text(json.dumps(document, ensure_ascii=True), encoding="utf-8")
    before = snapshot(tmp_path)
    out = tmp_path / "standings.pdf"
    outcome = run_main(["print", "standings", str(path), "--lang", "ja", "-o", str(out)], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(tmp_path))
    assert "壊れて" in outcome.stderr and not out.exists()
