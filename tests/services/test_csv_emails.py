"""A pre-registration CSV (issue 30): name, reading and Wizards Account e-mail columns in
any order; the e-mail is kept as the person's, finds a regular again, and a bad one is a
problem of its line."""

from __future__ import annotations

from mtrdesk.services import Problem, Services
from tests.helpers.services_support import new_event

LIST = (
    "メールアドレス,ふりがな,氏名\n"
    "taro@example.jp,やまだ たろう,山田 太郎\n"
    "ｈａｎａｋｏ＠example.jp,さとう はなこ,佐藤 花子\n"
    "not-an-address,すずき,鈴木 一郎\n"
    ",たなか,田中 次郎\n"
)


def test_email_column_in_any_order_is_previewed_and_checked(services: Services) -> None:
    preview = services.players.preview_csv(LIST.encode("utf-8"))
    assert [(r.line, r.family, r.reading, r.email) for r in preview.rows] == [
        (2, "山田", "やまだ たろう", "taro@example.jp"),
        (3, "佐藤", "さとう はなこ", "hanako@example.jp"),  # full width folded
        (5, "田中", "たなか", ""),
    ]
    assert [(p.line, p.problem, p.column) for p in preview.problems] == [
        (4, Problem.CSV_BAD_EMAIL, 1)
    ]


def test_imported_emails_are_kept_and_find_the_same_person_again(services: Services) -> None:
    first, _ = new_event(services)
    services.players.import_csv(first, services.players.preview_csv(LIST))
    people = {r.display_name: r for r in services.roster.regulars()}
    assert people["山田 太郎"].email == "taro@example.jp"
    assert people["山田 太郎"].player_id == ""
    assert people["田中 次郎"].email == ""
    assert "鈴木 一郎" not in people
    invites = services.players.invite_list(first)
    assert invites.rows == ("taro@example.jp", "hanako@example.jp", "田中 次郎")
    # The next pre-registration list names the same e-mail (any case): the same person.
    second, _ = new_event(services)
    services.players.import_csv(
        second, services.players.preview_csv("email,name\nTARO@example.jp,山田 太郎\n")
    )
    assert len([r for r in services.roster.regulars() if r.family == "山田"]) == 1
    assert services.roster.regular(people["山田 太郎"].id).events == 2
