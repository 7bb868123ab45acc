"""One Japanese term per concept: the catalogue uses no wrong variant of docs/terminology-ja.md
outside the place that table allows (printouts, or a named context)."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from tests.helpers.terminology_sources import (
    CATALOGUE,
    TABLE,
    catalogue_entries,
    docs_lines,
)

#: The concepts issue 18 names: each is the one term of some row of the table.
REQUIRED_TERMS = (
    "卓", "大会", "結果登録用紙", "デッキチェック", "シングルエリミネーション", "組み合わせ",
    "操作履歴", "先攻", "スタッフ", "プロ", "適正", "配置", "途中での決勝進出", "大会の設定",
    "ウィザーズ・アカウント", "第Nシード", "告知", "回戦", "ID(同意による引き分け)",
)  # fmt: skip


@dataclass(frozen=True)
class Rule:
    concept: str
    term: str
    support: str
    wrong: tuple[re.Pattern[str], ...]
    allowed: frozenset[str]  # "printouts" or context names


@dataclass(frozen=True)
class Terminology:
    rules: tuple[Rule, ...]
    printouts: frozenset[str]
    in_docs: tuple[str, ...] = ()  # concepts (their start) also checked in the Japanese docs


def _cells(row: str) -> list[str]:
    """The cells of a markdown table row; ``\\|`` is a pipe inside a cell."""
    parts = re.split(r"(?<!\\)\|", row.strip().strip("|"))
    return [part.strip().replace("\\|", "|") for part in parts]


def _ticked(cell: str) -> list[str]:
    return re.findall(r"`([^`]+)`", cell)


def parse_terminology(text: str) -> Terminology:
    printouts: frozenset[str] | None = None
    in_docs: list[str] = []
    rules = []
    header_seen = False
    lines = text.splitlines()
    for number, line in enumerate(lines):
        if line.startswith("Printout contexts:"):
            printouts = frozenset(_ticked(line))
        if line.startswith("Rows checked in the Japanese docs"):
            paragraph = " ".join(itertools.takewhile(str.strip, lines[number:]))
            in_docs = _ticked(paragraph.split("concept:", 1)[1])
        if not line.startswith("|"):
            continue
        cells = _cells(line)
        if cells[0].startswith("Concept"):
            header_seen = True
            assert len(cells) == 5, cells
            continue
        if set("".join(cells)) <= set("-: "):
            continue  # the separator row
        assert header_seen and len(cells) == 5, f"a row of five cells: {line}"
        concept, term, support, wrong, allowed = cells
        assert concept and term and support, f"concept, term and support: {line}"
        rules.append(
            Rule(
                concept,
                term,
                support,
                tuple(re.compile(p) for p in _ticked(wrong)),
                frozenset(_ticked(allowed)),
            )
        )
    assert printouts, "the table names its printout contexts"
    return Terminology(tuple(rules), printouts, tuple(in_docs))


def violations(
    terms: Terminology, entries: list[tuple[str, str, str]]
) -> list[tuple[str, str, str, str]]:
    """(context, English, Japanese, the wrong variant found) for each use outside its place."""
    found = []
    for context, source, japanese in entries:
        for rule in terms.rules:
            if context in rule.allowed:
                continue
            if "printouts" in rule.allowed and context in terms.printouts:
                continue
            if "screen" in rule.allowed and context not in terms.printouts:
                continue
            for pattern in rule.wrong:
                match = pattern.search(japanese)
                if match:
                    found.append((context, source, japanese, match.group()))
    return found


def terminology() -> Terminology:
    return parse_terminology(TABLE.read_text(encoding="utf-8"))


def test_the_table_has_every_concept_of_the_issue_with_its_support() -> None:
    terms = terminology()
    named = " ".join(rule.term for rule in terms.rules)
    assert [t for t in REQUIRED_TERMS if t not in named] == []
    assert len(terms.rules) >= len(REQUIRED_TERMS)
    assert sum(1 for rule in terms.rules if rule.wrong) >= 20
    assert terms.printouts == {"Print"}
    contexts = {c for c, _s, _j in catalogue_entries(CATALOGUE.read_text(encoding="utf-8"))}
    places = set(terms.printouts).union(*(rule.allowed for rule in terms.rules))
    assert places - {"printouts", "screen"} <= contexts  # no place names a context that is gone


def test_the_catalogue_uses_no_wrong_variant() -> None:
    found = violations(terminology(), catalogue_entries(CATALOGUE.read_text(encoding="utf-8")))
    listing = "\n".join(f"{c} | {s!r} | {j!r} | {v}" for c, s, j, v in found)
    assert found == [], f"{len(found)} wrong variants:\n{listing}"


def _catalogue(*entries: tuple[str, str, str]) -> str:
    contexts = "".join(
        f"<context><name>{c}</name><message><source>{s}</source>"
        f"<translation>{j}</translation></message></context>"
        for c, s, j in entries
    )
    return f'<?xml version="1.0" encoding="utf-8"?><TS version="2.1">{contexts}</TS>'


def test_the_check_catches_planted_wrong_variants() -> None:
    """The real table against a planted catalogue: a check that cannot fail is no check."""
    planted = _catalogue(
        ("RoundsTab", "Table %1", "テーブル %1"),
        ("RoundsTab", "Table %1", "卓 %1"),
        ("AuditLog", "%1: %n match(es)", "%1: %n卓"),
        ("RoundsTab", "Pairings", "ペアリング"),
        ("EventsTab", "Event", "イベント"),
        ("DecklistsTab", "Deck check", "デッキ・チェック"),
        ("Labels", "Single elimination", "シングル戦"),
        ("Print", "Single elimination", "シングル戦"),
        ("PodsModel", "Seat 1 (plays first)", "1番席(先手)"),
        ("EventDialog", "Swiss rounds", "%nラウンド"),
        ("TeamDialog", "Account", "アカウント"),
        ("DecklistDialog", "%1's list", "%1 さんのリスト"),
        ("RoundsTab", "Round %1 (late)", "第%1回戦（途中参加）"),
        ("Messages", "Seed %1", "シード%1"),
        ("Messages", "ID", "合意による引き分け"),
    )
    found = violations(terminology(), catalogue_entries(planted))
    variants = [(c, j, v) for c, _s, j, v in found]
    assert variants == [
        ("RoundsTab", "テーブル %1", "テーブル"),
        ("RoundsTab", "卓 %1", "卓 %1"),
        ("AuditLog", "%1: %n卓", "%n卓"),
        ("RoundsTab", "ペアリング", "ペアリング"),
        ("EventsTab", "イベント", "イベント"),
        ("DecklistsTab", "デッキ・チェック", "デッキ・チェック"),
        ("Labels", "シングル戦", "シングル戦"),
        ("Print", "シングル戦", "シングル戦"),
        ("PodsModel", "1番席(先手)", "先手"),
        ("EventDialog", "%nラウンド", "%nラウンド"),
        ("TeamDialog", "アカウント", "アカウント"),
        ("DecklistDialog", "%1 さんのリスト", "%1 さん"),
        ("RoundsTab", "第%1回戦（途中参加）", "（"),
        ("RoundsTab", "第%1回戦（途中参加）", "）"),
        ("Messages", "シード%1", "シード%1"),
        ("Messages", "合意による引き分け", "合意による引き分け"),
    ]


def test_the_check_leaves_right_uses_and_allowed_places_alone() -> None:
    """No false alarm: words that merely contain a variant, and variants where allowed."""
    fine = _catalogue(
        ("PlayersModel", "Player ID", "プレイヤーID"),
        ("Cli", "tables", "データベースのテーブル: %3"),
        ("RoundsTab", "Table %1", "%1卓"),
        ("RoundsTab", "Table", "卓番号"),
        ("RoundsTab", "Table: %1", "卓番号: %1"),
        ("RoundsTab", "%n result(s) missing", "残り%n卓の結果が未入力です"),
        ("AuditLog", "%1: %n match(es)", "%1: 全%n卓"),
        (
            "AuditLog",
            "after a correction in %1: %n table(s) changed",
            "%1の修正に伴い、%n卓分を変更",
        ),
        (
            "Corrections",
            "%n other table(s) keep their players.",
            "ほかの%n卓は同じ対戦のままです。",
        ),
        ("AuditLog", "random seed %1", "乱数シード %1"),
        ("AuditLog", "%1 (seed %2)", "%1(第%2シード)"),
        ("PodPlayoffTab", "seed %1 %2", "第%1シード %2"),
        ("Messages", "another program's tables", "別のプログラムのテーブル"),
        ("PlayerDialog", "Wizards Account", "ウィザーズ・アカウント"),
        ("DecklistsTab", "(MTR 2.7)", "(イベント規定2.7)"),
        ("Print", "Event", "イベント名"),
        ("Print", "Deck check", "デッキ・チェック（イベント規定2.8）：%1"),
        ("WebPages", "Bracket", "決勝ラウンドのトーナメント表"),
        ("RoundsTab", "Round %1", "第%1回戦"),
        ("EventDialog", "%n round(s)", "%n回戦"),
    )
    assert violations(terminology(), catalogue_entries(fine)) == []


def docs_violations(
    terms: Terminology, lines: list[tuple[str, str, str]]
) -> list[tuple[str, str, str, str]]:
    """(file, line number, line, the wrong variant) for the rows the table checks in the docs."""
    rules = [r for r in terms.rules if r.concept.startswith(terms.in_docs)]
    return [
        (name, number, line, match.group())
        for name, number, line in lines
        for rule in rules
        for pattern in rule.wrong
        if (match := pattern.search(line))
    ]


def test_the_japanese_docs_use_the_screen_terms_of_the_rows_that_say_so() -> None:
    """ドロップ in the docs as on screen (issue 32): pairing-spec.ja.md had mixed in 棄権."""
    terms = terminology()
    assert len(terms.in_docs) >= 1
    for start in terms.in_docs:
        assert [r.concept for r in terms.rules if r.concept.startswith(start)], start
    lines = docs_lines()
    assert len({name for name, _n, _l in lines}) >= 2  # pairing-spec.ja.md, getting-started.md
    found = docs_violations(terms, lines)
    listing = "\n".join(
        f"{name}:{number}: {variant} | {line[:80]}" for name, number, line, variant in found
    )
    assert found == [], f"{len(found)} wrong variants in the docs:\n{listing}"


def test_the_rows_of_issue_32_catch_their_variants() -> None:
    """Each row issue 32 added flags its drifting form, and leaves the chosen one alone."""
    planted = _catalogue(
        ("Messages", "Another station changed this", "別の端末で変更されました"),
        ("PlayersModel", "Awarded byes", "付与不戦勝"),
        ("Labels", "Awarded bye", "不戦勝(付与)"),
        ("WebPages", "Another result (wins-losses-draws)", "その他の結果(勝ち-負け-引き分け)"),
        ("WebPages", "The players reported different results.", "二人のプレイヤー"),
        ("RollbackDialog", "Edit ▸ Undo", "「編集 ▸ 元に戻す」"),
        ("Print", "yyyy-MM-dd (ddd)", "yyyy年M月d日(ddd)"),
        ("Print", "ID: %1", "ID: %1"),
        ("Projector", "Booster draft", "ブースター・ドラフト"),
        ("EventDialog", "The number of Swiss rounds", "スイスラウンドの数は"),
        ("RegularsModel", "an entry dropped before round 1", "第1回戦の前に棄権した大会"),
        ("Labels", "Sealed Deck", "シールド・デッキ"),
        ("AuditLog", "Registered from a phone", "スマートフォンから参加登録"),
    )
    found = [(c, v) for c, _s, _j, v in violations(terminology(), catalogue_entries(planted))]
    assert found == [
        ("Messages", "別の端末"),
        ("PlayersModel", "付与不戦勝"),
        ("Labels", "不戦勝(付与"),
        ("WebPages", "勝ち-負け"),
        ("WebPages", "二人"),
        ("RollbackDialog", "▸"),
        ("Print", "("),
        ("Print", ")"),
        ("Print", ":"),
        ("Projector", "ブースター・ドラフト"),
        ("EventDialog", "スイスラウンドの数"),
        ("RegularsModel", "棄権"),
        ("Labels", "シールド・デッキ"),
        ("AuditLog", "スマートフォン"),
    ]
    fine = _catalogue(
        ("Messages", "on another computer", "別のパソコンで変更されました"),
        ("AuditLog", "— a player, device %1", "— プレイヤー、端末 %1"),
        ("PlayerDialog", "Awarded byes", "付与された不戦勝"),
        ("EventDialog", "a player with awarded byes", "不戦勝を付与されたプレイヤー"),
        ("WebPages", "Record (W-L-D)", "戦績(勝-負-分)"),
        ("Messages", "These players", "この2人は別のポッドです"),
        ("FirstRun", "Help > Getting started", "「ヘルプ > はじめに」"),
        ("Projector", "Skip ▶", "次へ ▶"),
        ("RoundsTab", "Round %1 (late)", "第%1回戦(途中参加)"),
        ("Print", "yyyy-MM-dd HH:mm", "yyyy年M月d日 HH:mm"),
        ("Print", "Booster draft (MTR 7.7)", "ブースター・ドラフト（イベント規定7.7）"),
        ("Labels", "Booster Draft", "ブースタードラフト"),
        ("EventDialog", "Swiss rounds", "スイス式ラウンド数"),
        ("Messages", "the MTR's word", "ドロップ(イベント規定の「棄権」)"),
        ("Print", "Sealed Deck", "シールド・デッキ"),
        ("MainWindow", "Draft pods", "ドラフトポッド"),
    )
    assert violations(terminology(), catalogue_entries(fine)) == []
    docs = docs_violations(
        terminology(),
        [("x.ja.md", "1", "棄権したプレイヤー"), ("x.ja.md", "2", "ドロップしたプレイヤー")],
    )
    assert [(n, v) for _f, n, _l, v in docs] == [("1", "棄権")]
