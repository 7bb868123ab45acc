"""Every decklist and deck-check action in the audit log reads as a sentence, in English
and in Japanese (``ui.decklist_audit``): run in a subprocess so the translators installed
do not leak into other tests."""

from __future__ import annotations

from pathlib import Path

from tests.helpers.script_json import script_json

_SCRIPT = r"""
import json, sys
from tests.helpers.services_support import open_services, new_event
from mtrdesk.cli.messages import use_language
from mtrdesk.core.settings import Format
from mtrdesk.services.decklists.service import DeckCheckOutcome
from mtrdesk.words.audit_text import ACTION_LABELS, action_label, describe_detail
from mtrdesk.words.audit_context import LogContext

use_language(sys.argv[2])
services = open_services(sys.argv[1])
event_id, (first, second, third, fourth) = new_event(services, players=4, format=Format.MODERN)
deck = "4 Consider\n56 Island\n\nSideboard\n2 Blood Moon\n"
services.decklists.save(event_id, first, deck)
services.decklists.lock(event_id, first, "佐藤 花子")
services.decklists.change_locked(
    event_id, first, deck.replace("4 Consider", "3 Consider\n1 Opt"), "鈴木 一郎", "typo"
)
services.decklists.save(event_id, second, deck)
services.decklists.save(event_id, second, "")
services.decklists.save(event_id, third, deck)
services.decklists.save(event_id, fourth, deck)
services.decklists.lock_received(event_id, "佐藤 花子")
services.rounds.pair_next(event_id)
services.decklists.proposals(event_id, 1, seed=9)
services.decklists.record_check(event_id, 1, 1, "", 4, DeckCheckOutcome.DECKLIST_PROBLEM)
names = {e.id: e.display_name for e in services.players.list_entries(event_id)}
ctx = LogContext(names)
lines = [
    [entry.action, action_label(entry), describe_detail(entry, ctx)]
    for entry in services.rounds.audit_log(event_id)
    if entry.action.startswith("decklists.")
]
print(json.dumps(lines, ensure_ascii=False))
"""


def audit_lines(tmp_path: Path, language: str) -> list[list[str]]:
    result: list[list[str]] = script_json(_SCRIPT, str(tmp_path / f"{language}.sqlite3"), language)
    return result


def test_decklist_actions_read_as_sentences(tmp_path: Path) -> None:
    english = audit_lines(tmp_path, "en")
    japanese = audit_lines(tmp_path, "ja")
    assert [a for a, _l, _d in english] == [
        "decklists.save",
        "decklists.lock",
        "decklists.change_locked",
        "decklists.save",
        "decklists.remove",
        "decklists.save",
        "decklists.save",
        "decklists.lock_received",
        "decklists.propose",
        "decklists.check",
    ]
    by_action = {a: (label, detail) for a, label, detail in english}
    assert by_action["decklists.lock"] == (
        "Decklist accepted and locked",
        "Player000 Test (accepted by 佐藤 花子, MTR 2.7)",
    )
    assert by_action["decklists.change_locked"][1] == (
        "Player000 Test: -1 Consider, +1 Opt (head judge 鈴木 一郎; reason: typo)"
    )
    assert english[0][2] == "Player000 Test: main deck 60, sideboard 2"
    assert by_action["decklists.lock_received"] == (
        "Received decklists accepted and locked",
        "2 lists accepted by 佐藤 花子 (MTR 2.7): Player002 Test, Player003 Test",
    )
    assert by_action["decklists.check"][1].startswith("Round 1, table 1: ")
    assert "decklist problem (4 min, MTR 2.8)" in by_action["decklists.check"][1]
    assert "(seed 9; 0 of 4 decks checked)" in by_action["decklists.propose"][1]
    ja = {a: (label, detail) for a, label, detail in japanese}
    assert ja["decklists.lock"] == (
        "デッキリストを受理してロック",
        "Player000 Test(受理したスタッフ: 佐藤 花子、MTR 2.7)",
    )
    assert ja["decklists.change_locked"][1] == (
        "Player000 Test: -1 Consider、+1 Opt(ヘッドジャッジ: 鈴木 一郎、理由: typo)"
    )
    assert japanese[0][2] == "Player000 Test: メインデッキ60枚、サイドボード2枚"
    assert ja["decklists.lock_received"] == (
        "受付済みのデッキリストをまとめて受理してロック",
        "デッキリスト2件(受理したスタッフ: 佐藤 花子、MTR 2.7): Player002 Test、Player003 Test",
    )
    assert "デッキリストの問題(4分、MTR 2.8)" in ja["decklists.check"][1]
    for (action, en_label, en_detail), (_same, ja_label, ja_detail) in zip(
        english, japanese, strict=True
    ):
        assert en_label != ja_label
        # Only a removal's detail is the bare player name, the same in both languages.
        assert (en_detail == ja_detail) is (action == "decklists.remove"), action
