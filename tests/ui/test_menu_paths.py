"""A menu path in a Japanese sentence (「大会 > 操作履歴...」) names the window's menus as the
Japanese window shows them, joined by ` > ` (docs/terminology-ja.md, "A menu path"; issue 32):
a user who follows the sentence finds each step."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.japanese import sample_event
from tests.helpers.terminology_sources import CATALOGUE, catalogue_entries, docs_lines

SEPARATOR = " > "
#: "(&V)" after a Japanese menu title, and "&" inside any other.
MNEMONIC = re.compile(r"\(&\w\)|&(?=\w)")


def menu_tree(menu: QMenu) -> dict[str, dict]:
    """Each entry of ``menu`` as the user reads it (no mnemonic), with its submenu's entries."""
    tree: dict[str, dict] = {}
    for action in menu.actions():
        if action.isSeparator():
            continue
        sub = action.menu()
        tree[MNEMONIC.sub("", action.text())] = menu_tree(sub) if isinstance(sub, QMenu) else {}
    return tree


def path_steps(text: str, tops: dict[str, dict]) -> list[tuple[str, str]]:
    """(the path as written, the step that names no entry or "") for every menu path in
    ``text``: a top menu's name followed by ` > `, then entries as long as ` > ` follows."""
    found = []
    for top in tops:
        for start in re.finditer(re.escape(top + SEPARATOR), text):
            rest, level, written, bad = text[start.end() :], tops[top], top, ""
            while True:
                names = sorted(level, key=len, reverse=True)
                step = next((n for n in names if _names(rest, n)), None)
                if step is None:
                    bad = rest[:20]
                    break
                matched = re.match(_pattern(step), rest)
                assert matched is not None
                written += SEPARATOR + matched.group()
                rest = rest[matched.end() :]
                if not rest.startswith(SEPARATOR) or not level[step]:
                    break
                rest, level = rest[len(SEPARATOR) :], level[step]
            found.append((written, bad))
    return found


def _pattern(entry: str) -> str:
    """An entry's text with a number in it ("第2回戦を取り消す...") matching the catalogue's
    placeholder ("第%1回戦を取り消す...")."""
    return "".join(
        r"(?:\d+|%\d)" if part.isdigit() else re.escape(part) for part in re.split(r"(\d+)", entry)
    )


def _names(rest: str, entry: str) -> bool:
    return re.match(_pattern(entry), rest) is not None


def test_every_menu_path_of_the_catalogue_names_the_window_s_menus(
    qtbot, services, settings, translators
) -> None:
    assert translators.install("ja")
    window = MainWindow(services, settings, "ja")
    qtbot.addWidget(window)
    window.set_event(sample_event(services))  # "Roll back round 2..." has its number
    tops = {
        MNEMONIC.sub("", a.text()): menu_tree(a.menu())
        for a in window.menuBar().actions()
        if isinstance(a.menu(), QMenu)
    }
    assert {"ファイル", "編集", "大会", "ラウンド", "印刷", "ヘルプ"} <= set(tops)
    # Entries whose text follows the event: Undo and Redo name the step ("元に戻す: ..."),
    # Roll back names the round; a sentence names them by their plain text.
    for top, context, source in (
        ("編集", "EditMenu", "&Undo"),
        ("編集", "EditMenu", "&Redo"),
        ("ラウンド", "MainWindow", "Roll &back round %1..."),
    ):
        tops[top][MNEMONIC.sub("", QCoreApplication.translate(context, source))] = {}
    entries = catalogue_entries(Path(CATALOGUE).read_text(encoding="utf-8"))
    paths = [
        (context, japanese, written, bad)
        for context, _source, japanese in entries
        for written, bad in path_steps(japanese, tops)
    ]
    assert len(paths) >= 15  # File > ..., Event > ..., Edit > Undo, Round > Roll back ...
    # The Japanese docs (getting-started.md's Japanese half) name the menus the same way.
    paths += [
        (f"{name}:{number}", line, written, bad)
        for name, number, line in docs_lines()
        for written, bad in path_steps(line, tops)
    ]
    assert sum(1 for where, *_ in paths if where.startswith("getting-started.md")) >= 10
    wrong = [p for p in paths if p[3]]
    listing = "\n".join(f"{c} | {w} | stops at {b!r} | {j[:60]}" for c, j, w, b in wrong)
    assert wrong == [], f"{len(wrong)} menu paths name no menu entry:\n{listing}"


def test_a_path_with_a_step_that_is_not_in_the_menu_is_found() -> None:
    tops = {
        "大会": {"操作履歴...": {}, "デッキリスト": {"デッキチェック...": {}}},
        "編集": {"元に戻す": {}},
    }
    assert path_steps("(「大会 > 操作履歴...」を参照)", tops) == [("大会 > 操作履歴...", "")]
    assert path_steps("大会 > デッキリスト > デッキチェック...", tops) == [
        ("大会 > デッキリスト > デッキチェック...", "")
    ]
    assert path_steps("(大会 > 監査ログ を参照)", tops) == [("大会", "監査ログ を参照)")]
    assert path_steps("編集 ▸ 元に戻す", tops) == []  # the separator row of the table catches ▸
