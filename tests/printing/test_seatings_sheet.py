"""``mtrdesk print seatings``: draft pods seat by seat (MTR 7.6, 7.7), everyone by name,
and the booster-draft playoff table (MTR 10.4)."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from mtrdesk.core.settings import Format
from mtrdesk.printing.page import PageSetup, Paper
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.draft.seatings import seating_sheet
from mtrdesk.sheets import render_bytes
from tests.helpers.printing import histories, japanese, pdf_pages, show_player_ids
from tests.helpers.services_support import open_services
from tests.helpers.structure_events import BUILDERS, settings


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


def draft_event(services: Services, players: int = 20) -> int:
    """A booster draft, ``players`` seated in pods of up to 8 (7, 7, 6 for 20)."""
    event_id, _ = services.events.create(settings(format=Format.BOOSTER_DRAFT))
    for n in range(players):
        services.players.add(event_id, f"佐藤{n:02d}", "花子", f"さとう{n:02d}", f"ID{n:03d}")
    services.pods.seat(event_id, pod_size=8, seed=11)
    return event_id


def test_a_page_per_pod_and_everyone_by_name(services: Services) -> None:
    event_id = draft_event(services)
    assert "ID0" not in " ".join(pdf_pages("seatings", histories(services, event_id)[0]))
    show_player_ids(services, event_id)  # off by default (privacy)
    pods = services.pods.get(event_id).pods
    assert [p.size for p in pods] == [7, 7, 6]
    window, from_file = histories(services, event_id)
    assert seating_sheet(window.state) == seating_sheet(from_file.state)  # same seats
    pages = pdf_pages("seatings", window)
    assert len(pages) == 1 + len(pods)
    overview = pages[0]
    assert "Seatings by name" in overview and "(MTR 7.6)" in overview
    listed = re.findall(r"(佐藤\d\d 花子) ID(\d{3}) (\d) (\d)", overview)
    assert [name for name, *_ in listed] == [f"佐藤{n:02d} 花子" for n in range(20)]  # by reading
    where = {name: (int(pod), int(seat)) for name, _, pod, seat in listed}
    for number, (pod, page) in enumerate(zip(pods, pages[1:], strict=True), 2):
        # numbered "2/4" as every other sheet (issue 32: not "Page 2")
        assert page.startswith(f"土曜大会 2026-11-21 (Sat) {number}/{len(pages)} ")
        assert f" Pod {pod.number} Draft and deck construction seating." in page
        assert "(MTR 7.7)" in page
        seats = re.findall(r"(\d) (佐藤\d\d 花子) ID\d{3}", page)
        assert [int(s) for s, _ in seats] == list(range(1, pod.size + 1))
        assert sorted(name for _, name in seats) == sorted(pod.names)
        assert all(where[name] == (pod.number, int(seat)) for seat, name in seats)


def test_a_player_who_stopped_drafting_keeps_their_seat_on_the_pod_page(
    services: Services,
) -> None:
    event_id = draft_event(services, players=8)
    pod = services.pods.get(event_id).pods[0]
    leaver = pod.entries[2]
    before = re.findall(
        r"(\d) (佐藤\d\d 花子)", pdf_pages("seatings", histories(services, event_id)[0])[1]
    )
    services.pods.drop_from_draft(event_id, leaver, 2, 4)
    page = pdf_pages("seatings", histories(services, event_id)[0])[1]
    assert re.findall(r"(\d) (佐藤\d\d 花子)", page) == before  # nobody's seat moves
    assert page.count("Stopped drafting before pack 2, pick 4 (MTR 7.7)") == 1


def test_seatings_in_japanese_on_letter(services: Services, qapp: object) -> None:
    event_id = draft_event(services, players=9)
    with japanese():
        data = render_bytes("seatings", services.printing.event(event_id), None,
                            PageSetup(Paper.LETTER))  # fmt: skip
    reader = PdfReader(io.BytesIO(data))
    texts = [" ".join(p.extract_text().split()) for p in reader.pages]
    assert "着席表（名前順）" in texts[0] and "ポッド 席" in texts[0]
    assert f"2/{len(texts)} ポッド1 ドラフトとデッキ構築の席順です。" in texts[1]
    assert "ページ" not in " ".join(texts)  # 「1/3」 as the other sheets, not 「1ページ」
    assert "1パック目は左、2パック目は右" in texts[1] and "ポッド2" in texts[2]
    assert float(reader.pages[0].mediabox.width) == 612  # Letter, portrait


def test_the_draft_playoff_table_has_its_own_page(services: Services) -> None:
    event_id = BUILDERS["draft_top8"](services)
    cut = services.playoff.cut(event_id)
    (page,) = pdf_pages("seatings", services.printing.event(event_id))  # no Swiss pods
    assert "Top 8 booster draft" in page and "seat 1 plays seat 5" in page
    for player in cut:
        assert f"{player.seat} {player.name} {player.seed}" in page and player.seed is not None


def test_an_event_without_pods_has_no_seatings(services: Services) -> None:
    event_id, _ = services.events.create(settings(format=Format.BOOSTER_DRAFT))
    services.players.add(event_id, "山田", "太郎")
    with pytest.raises(ServiceError) as refused:
        pdf_pages("seatings", services.printing.event(event_id))
    assert refused.value.problem is Problem.NO_PODS_TO_SEAT
