"""Name kanji variants (異体字) that search treats as their everyday form (issue 32).

A player registered as 𠮷田 (the registry's tsuchi-yoshi) is looked for as 吉田: that is
what every phone keyboard and Japanese input method types first. ``core.text.fold`` folds
each variant below to its everyday form, so 吉田 finds 𠮷田 and 𠮷田 finds 吉田 in the
window, on the phones (``web/static/fold.js`` carries this same table, written from it by
``python -m mtrdesk.tools.fold_js``; tests/core/test_variants.py keeps the two equal) and
on the registration search. The printouts print every name as written (printing/fonts.py).

The pairs are the old or registry forms found in Japanese surnames and common given names
whose everyday form an input method offers first: 𠮷/吉, 髙/高, 﨑/嵜/崎, 德/徳, 邊/邉/辺,
澤/沢, 濱/濵/浜, 齋/斎, 齊/斉 (斉藤 and 斎藤 are different names, so not folded together),
栁/柳, 﨔/欅, 桒/桑, 槗/𣘺/橋, 𡈽/土, 嶋/嶌/島, 廣/広, 國/国, 櫻/桜, 曾/曽, 眞/真, 實/実,
惠/恵, 榮/栄, 冨/富, 峯/峰, 淵/渕, 槇/槙, 穗/穂, 靜/静. Compatibility ideographs that NFKC
already folds (塚 U+FA10, 隆 U+F9DC) need no entry; 﨑 (U+FA11) and 﨔 (U+FA14) are
unified ideographs NFKC keeps, so they are here.

Folding only widens a search or a same-name check: names are stored as typed. The roster
keeps each person's folded search key, so a pair added here needs a schema step that runs
``store.migrations.refold_search_keys`` again (step 18 did for this table).
"""

from __future__ import annotations

import re

#: Variant → everyday form. A plain dict literal: build/fallback_font.py reads it from
#: this file's source to put every variant in the printouts' fallback font.
NAME_VARIANTS: dict[str, str] = {
    "\U00020bb7": "吉",  # 𠮷 (tsuchi-yoshi): 𠮷田, 𠮷川
    "髙": "高",  # はしご高: 髙橋, 髙田
    "\ufa11": "崎",  # 﨑 (tatsu-saki): 山﨑, 宮﨑
    "嵜": "崎",  # 山嵜
    "德": "徳",  # 德永
    "邊": "辺",  # 渡邊
    "邉": "辺",  # 渡邉
    "澤": "沢",  # 澤田, 中澤
    "濱": "浜",  # 濱田
    "濵": "浜",  # 濵口
    "齋": "斎",  # 齋藤
    "齊": "斉",  # 齊藤
    "栁": "柳",  # 栁田
    "\ufa14": "欅",  # 﨔
    "桒": "桑",  # 桒原
    "槗": "橋",  # 髙槗
    "\U0002363a": "橋",  # 𣘺 (the registry's 橋)
    "\U0002123d": "土",  # 𡈽 (tsuchi with a dot): 𡈽屋
    "嶋": "島",  # 中嶋
    "嶌": "島",  # 嶌田
    "廣": "広",  # 廣瀬
    "國": "国",  # 國分
    "櫻": "桜",  # 櫻井
    "曾": "曽",  # 曾根
    "眞": "真",  # 眞鍋
    "實": "実",  # given names: 實
    "惠": "恵",  # 惠子
    "榮": "栄",  # 榮一
    "冨": "富",  # 冨田
    "峯": "峰",  # 峯岸
    "淵": "渕",  # 田淵
    "槇": "槙",  # 槇原
    "穗": "穂",  # 美穗
    "靜": "静",  # 靜香
}


_TABLE = str.maketrans(NAME_VARIANTS)
_ANY = re.compile("[" + "".join(NAME_VARIANTS) + "]")


def fold_variants(text: str) -> str:
    """``text`` with every name variant as its everyday form (𠮷田 → 吉田). Most text
    has none: one regex search (~0.4 µs a name) answers that, so every search key, filter
    keystroke and same-name check pays almost nothing for it."""
    return text.translate(_TABLE) if _ANY.search(text) else text
