"""A list inside a Japanese sentence is joined with 「、」, never with ", " (issue 32, review
§5 entry 22: 「3, 7, 12 ほか5卓」): every list the words build goes through a translated
separator."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pytest

from mtrdesk.services.errors import Problem
from mtrdesk.words.i18n import Translators
from mtrdesk.words.safekeeping.messages import backup_message
from mtrdesk.words.station_messages import station_message
from mtrdesk.words.swiss.corrections import worse_intro
from mtrdesk.words.swiss.messages import swiss_message
from mtrdesk.words.swiss.round_status import table_list


@pytest.fixture
def japanese(qapp: object) -> Iterator[None]:
    translators = Translators()
    assert translators.install("ja")
    yield
    translators.install("en")


@pytest.mark.usefixtures("japanese")
def test_lists_in_japanese_sentences_are_joined_with_the_japanese_comma() -> None:
    missing = swiss_message(Problem.RESULTS_MISSING, {"round": 3, "tables": [2, 5, 7]})
    assert missing is not None and "第3回戦の2、5、7卓" in missing
    changed = backup_message(Problem.RESULTS_NOT_AUDITED, {"tables": ["1:2", "3:4"], "count": 2})
    assert changed is not None and "1:2、3:4" in changed
    pod = station_message(
        Problem.RESULT_CHANGED_ELSEWHERE, {"round": 2, "table": 1, "result": "D13", "pod": True}
    )
    assert "1、3" in pod and "1, 3" not in pod
    review = SimpleNamespace(
        corrected_round=1,
        made_worse=(SimpleNamespace(round_number=2), SimpleNamespace(round_number=3)),
    )
    assert "第2回戦、第3回戦" in worse_intro(review)  # type: ignore[arg-type]
    assert table_list(["3", "7", "12B"]) == "3、7、12B"


def test_english_keeps_its_comma(qapp: object) -> None:
    missing = swiss_message(Problem.RESULTS_MISSING, {"round": 3, "tables": [2, 5]})
    assert missing is not None and "table(s) 2, 5." in missing
    assert table_list(["3", "7"]) == "3, 7"
