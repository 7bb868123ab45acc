"""The phones fold what is typed as the window does (issue 32): fold.js, run in Chromium,
finds 𠮷田 for 吉田 and 髙橋 for 高橋, as ``core.text.fold`` does, and the pages' finder
shows those rows."""

from __future__ import annotations

from mtrdesk.core.text import fold
from mtrdesk.tools.fold_js import FOLD_JS
from tests.helpers.browser import chrome

TYPED = ["吉田", "𠮷田 誠", "高橋", "ﾀｶﾊｼ", "ヤマザキ", "山崎", "渡辺", "斎藤", "ＹＡＭＡ"]
ROWS = [
    "𠮷田 誠|よしだまこと",
    "髙橋 花子|たかはしはなこ",
    "山﨑 健|やまざきけん",
    "渡邊 翔|わたなべしょう",
]


def test_fold_js_in_a_browser_folds_as_python_does() -> None:
    with chrome() as browser:
        browser.get("about:blank")
        browser.execute_script(FOLD_JS.read_text(encoding="utf-8"))
        folded = browser.execute_script(
            "return arguments[0].map(function (t) { return window.mtrdeskFold(t); });",
            TYPED + ROWS,
        )
        found = browser.execute_script(
            """var rows = arguments[0].map(function (text) {
                 var li = document.createElement("li");
                 li.setAttribute("data-find", text);
                 return li;
               });
               var find = window.mtrdeskFinder(rows);
               return arguments[1].map(function (typed) {
                 var hits = [];
                 find(typed, function (row, hit) {
                   if (hit) { hits.push(row.getAttribute("data-find")); }
                 });
                 return hits;
               });""",
            ROWS,
            ["吉田", "高橋", "山崎", "渡辺"],
        )
    assert folded == [fold(text) for text in TYPED + ROWS]
    assert found == [[row] for row in ROWS]
