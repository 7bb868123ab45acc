"""Every registration action in the audit log reads as a sentence, in English and in
Japanese, and none holds the e-mail (issue 30): run in a subprocess so the translators
installed do not leak into other tests."""

from __future__ import annotations

from pathlib import Path

from tests.helpers.script_json import script_json

_SCRIPT = r"""
import json, sys
from tests.helpers.services_support import open_services, new_event
from mtrdesk.cli.messages import use_language
from mtrdesk.core.registration.form import RegistrationForm
from mtrdesk.store.models import AuditLog, Registration
from mtrdesk.words.audit_text import action_label, describe_detail
from mtrdesk.words.audit_context import LogContext

use_language(sys.argv[2])
services = open_services(sys.argv[1])
reg = services.registration
event_id, (entry,) = new_event(services, players=1)
reg.set_desk(event_id, open=True, accept_at_once=False, capacity=3, asks_deck=False)
def form(n):
    return RegistrationForm(f"山田{n}", "太郎", "やまだ", f"t{n}@example.com")
sent = [reg.submit(event_id, form(n), f"d{n}") for n in range(5)]
def rid(n):
    with services.store.atomic():
        return Registration.get(Registration.token == sent[n].token).id
reg.accept(rid(0))
reg.merge(rid(1), entry)
reg.decline(rid(2))
reg.mark_absent(rid(3))
reg.withdraw(event_id, sent[4].token)
names = {e.id: e.display_name for e in services.players.list_entries(event_id)}
ctx = LogContext(names)
lines = [
    [e.action, action_label(e), describe_detail(e, ctx)]
    for e in services.rounds.audit_log(event_id)
    if e.action.startswith("registration.")
]
with services.store.atomic():
    details = [row.detail for row in AuditLog.select()]
print(json.dumps({"lines": lines, "details": details}, ensure_ascii=False))
"""


def audit(tmp_path: Path, language: str) -> dict[str, list]:
    result: dict[str, list] = script_json(_SCRIPT, str(tmp_path / f"{language}.sqlite3"), language)
    return result


def test_registration_actions_read_as_sentences_without_an_email(tmp_path: Path) -> None:
    english, japanese = audit(tmp_path, "en"), audit(tmp_path, "ja")
    actions = [a for a, _l, _d in english["lines"]]
    assert actions == [
        "registration.desk",
        *["registration.submit"] * 5,
        "registration.accept",
        "registration.merge",
        "registration.promote",  # the merged one's place goes to the waitlist's first
        "registration.decline",
        "registration.promote",
        "registration.absent",
        "registration.promote",
        "registration.withdraw",
    ]
    en = dict((a, (label, detail)) for a, label, detail in english["lines"])
    assert en["registration.desk"] == ("Registration settings changed", "open, capacity 3")
    assert en["registration.accept"] == ("Registration accepted", "registration #1: 山田0 太郎")
    assert english["lines"][5][2] == "registration #5: 山田4 太郎 (on the waitlist)"
    assert english["lines"][8][2] == "registration #3: waiting for the organizer"
    ja = dict((a, (label, detail)) for a, label, detail in japanese["lines"])
    assert ja["registration.desk"] == ("参加登録の設定を変更", "受付中、定員 3 人")
    assert japanese["lines"][8][1:] == [
        "キャンセル待ちから繰り上げ",
        "参加登録 #3: 主催者の確認待ち",
    ]
    for (_a, en_label, _d), (_same, ja_label, _jd) in zip(
        english["lines"], japanese["lines"], strict=True
    ):
        assert en_label != ja_label
    assert not any("@" in detail for detail in english["details"])
