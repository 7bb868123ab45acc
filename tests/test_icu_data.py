"""Which of ICU's data items the bundle keeps (build/icu_data.py): root, Japanese and
English in every locale tree, every item that is not one locale's, the Japanese codecs.
``build/dev bundle`` checks the cut library itself with Qt (its ``--check``)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from tests.helpers.scripts import load_script

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def icu_data() -> ModuleType:
    return load_script("build/icu_data.py")


@pytest.mark.parametrize(
    "item",
    [
        "coll/ja.res",  # the 五十音 order (words.collation)
        "coll/root.res",
        "coll/ucadata.icu",
        "coll/res_index.res",
        "ja.res",
        "en_001.res",
        "zone/ja.res",
        "zone/pool.res",
        "zone/tzdbNames.res",
        "supplementalData.res",
        "likelySubtags.res",
        "zoneinfo64.res",
        "metaZones.res",
        "res_index.res",
        "pool.res",
        "unames.icu",
        "nfkc.nrm",
        "cnvalias.icu",
        "ibm-943_P15A-2003.cnv",  # Shift_JIS
        "euc-jp-2007.cnv",  # EUC-JP
        "jisx-212.cnv",
        "ibm-5348_P100-1997.cnv",  # Windows-1252
    ],
)
def test_kept(icu_data: ModuleType, item: str) -> None:
    assert not icu_data.left_out(item)


@pytest.mark.parametrize(
    "item",
    [
        "coll/de.res",
        "coll/de__PHONEBOOK.res",
        "coll/zh_Hant.res",
        "fr.res",
        "ja_Latn.res",
        "zone/ko.res",
        "curr/pt_BR.res",
        "brkitr/cjdict.dict",
        "brkitr/root.res",
        "translit/root.res",
        "rbnf/ja.res",
        "gb18030.cnv",
        "ibm-1390_P110-2003.cnv",
    ],
)
def test_left_out(icu_data: ModuleType, item: str) -> None:
    assert icu_data.left_out(item)
