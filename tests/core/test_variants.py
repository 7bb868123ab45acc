"""Name kanji variants fold to their everyday form (issue 32): 吉田 finds 𠮷田 in every
search, in Python (``core.text.fold``) and on the phones (fold.js, written from the same
table)."""

from __future__ import annotations

import pytest

from mtrdesk.core.text import fold, search_key
from mtrdesk.core.variants import NAME_VARIANTS, fold_variants
from mtrdesk.tools import fold_js


@pytest.mark.parametrize(
    ("registered", "everyday"),
    [("𠮷田 誠", "吉田"), ("髙橋", "高橋"), ("山﨑", "山崎"), ("渡邊", "渡辺"), ("渡邉", "渡辺")],
)
def test_the_everyday_form_finds_the_variant_and_back(registered: str, everyday: str) -> None:
    assert fold(everyday) in fold(registered)
    assert fold(registered).startswith(fold(everyday))
    key = search_key(registered, "", "", "")
    assert fold(everyday) in key and fold(registered) in key


def test_folding_keeps_different_names_apart() -> None:
    assert fold("斉藤") != fold("斎藤")  # two surnames, each with its own old form
    assert fold("齊藤") == fold("斉藤") and fold("齋藤") == fold("斎藤")
    assert fold("吉田") == "吉田" and fold_variants("佐藤 花子") == "佐藤 花子"


def test_the_table_folds_in_one_step_one_character_for_one() -> None:
    for variant, everyday in NAME_VARIANTS.items():
        assert len(variant) == len(everyday) == 1
        assert everyday not in NAME_VARIANTS, everyday  # fold(fold(x)) == fold(x)
        assert variant != everyday


def test_fold_js_carries_the_same_table() -> None:
    source = fold_js.FOLD_JS.read_text(encoding="utf-8")
    assert fold_js.written(source) == source, "run python -m mtrdesk.tools.fold_js"
    assert fold_js.table_js() in source
    assert fold_js.main(["--check"]) == 0
