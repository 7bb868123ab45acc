"""吉田 finds 𠮷田 (issue 32): the window's roster search and a phone's search for its
regulars fold name kanji variants (``core.variants``), on SQLite and PostgreSQL."""

from __future__ import annotations

from mtrdesk.core.registration.form import RegistrationForm
from mtrdesk.services import Services
from tests.helpers.services_support import new_event


def test_the_roster_search_finds_a_variant_by_its_everyday_form(services: Services) -> None:
    event_id, _ = new_event(services)
    services.players.add(event_id, "𠮷田", "誠", "よしだ まこと")
    services.players.add(event_id, "髙橋", "花子", "たかはし はなこ")
    services.players.add(event_id, "山﨑", "健", "やまざき けん")
    services.players.add(event_id, "吉川", "一郎", "よしかわ いちろう")

    def found(text: str) -> list[str]:
        return [p.display_name for p in services.players.search_roster(text)]

    assert found("吉田") == ["𠮷田 誠"]
    assert found("高橋") == ["髙橋 花子"]
    assert found("山崎") == ["山﨑 健"]
    assert found("𠮷") == ["吉川 一郎", "𠮷田 誠"]  # the variant typed finds both (by reading)
    assert found("斎藤") == []


def test_a_phone_finds_its_regular_by_the_everyday_form(services: Services) -> None:
    event_id, _ = new_event(services)
    services.registration.set_desk(
        event_id, open=True, accept_at_once=True, capacity=None, asks_deck=False
    )
    form = RegistrationForm("𠮷田", "誠", "よしだ まこと", "makoto@example.com")
    services.registration.submit(event_id, form, "phone-1")
    [me] = services.registration.regulars_for_device("phone-1", "吉田")
    assert me.display_name == "𠮷田 誠"
