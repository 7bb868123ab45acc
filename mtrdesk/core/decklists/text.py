"""Decklists as players paste them, read into ``Decklist`` values and written back.

Reads what deck builders and players produce (MTR 2.7 registration):
- MTGO text exports (``4 Lightning Bolt``, a blank line, then the sideboard), with Windows
  or Unix line ends; MTGO ``.dek`` XML files;
- MTG Arena exports (``Deck``/``Sideboard``/``Commander``/``Companion`` headers, set codes
  and collector numbers ``(LCI) 123``), deck-builder exports (``SIDEBOARD:``,
  ``Main Deck (60)``, type headings like ``Creatures (20)``), ``SB: 2 Duress`` lines,
  ``4x Name``, ``Name x4``;
- lists typed by hand, in either language: lowercase, extra spaces, full-width digits,
  ``サイドボード``/``メインデッキ``/``統率者`` headings.
Anything else is an ``unreadable_line`` problem with its line number, never silently lost.
"""

from __future__ import annotations

import re
import unicodedata
import xml.etree.ElementTree as ET
from dataclasses import dataclass

from mtrdesk.core.decklists.decklist import CardEntry, Decklist, Section, merged, tidy_name
from mtrdesk.core.decklists.problems import DecklistProblem, ProblemCode
from mtrdesk.core.text import bounded_int

#: The rule a registration problem refers to (MTR 2.7 Deck Registration).
REGISTRATION_RULE = "MTR 2.7"

_HEADERS: dict[str, Section | None] = {
    "deck": Section.MAIN,
    "main": Section.MAIN,
    "maindeck": Section.MAIN,
    "main deck": Section.MAIN,
    "mainboard": Section.MAIN,
    "main board": Section.MAIN,
    "sideboard": Section.SIDEBOARD,
    "side board": Section.SIDEBOARD,
    "side": Section.SIDEBOARD,
    "sb": Section.SIDEBOARD,
    "commander": Section.COMMANDER,
    "commanders": Section.COMMANDER,
    "デッキ": Section.MAIN,
    "メイン": Section.MAIN,
    "メインデッキ": Section.MAIN,
    "メイン・デッキ": Section.MAIN,
    "サイド": Section.SIDEBOARD,
    "サイドボード": Section.SIDEBOARD,
    "サイド・ボード": Section.SIDEBOARD,
    "統率者": Section.COMMANDER,
    # Arena lists the companion here and again in the sideboard (see ``_Reader``).
    "companion": None,
    "相棒": None,
}

#: Deck-builder type headings that group cards inside a section: skipped.
_GROUPS = frozenset(
    {
        "creature",
        "creatures",
        "instant",
        "instants",
        "sorcery",
        "sorceries",
        "artifact",
        "artifacts",
        "enchantment",
        "enchantments",
        "planeswalker",
        "planeswalkers",
        "land",
        "lands",
        "battle",
        "battles",
        "spells",
        "other spells",
        "other",
        "クリーチャー",
        "インスタント",
        "ソーサリー",
        "アーティファクト",
        "エンチャント",
        "プレインズウォーカー",
        "土地",
        "バトル",
        "呪文",
    }
)

_HEADER = re.compile(r"^(?P<word>[^\d:()]+?)\s*(?:\(\s*\d+\s*\)|\d+)?\s*:?\s*$")
_COUNT_FIRST = re.compile(r"^(?P<count>\d{1,3})(?:\s*[x×]\s+|\s*枚\s*|\s+)(?P<name>\S.*)$", re.I)
#: "Name x4", "稲妻×4", "稲妻 ×4枚", "稲妻 4枚": a count after the name needs its x or 枚.
_COUNT_LAST = re.compile(
    r"^(?P<name>\S.*?)(?:\s+[x×]\s*|×\s*)(?P<count>\d{1,3})\s*枚?$"
    r"|^(?P<name2>\S.*?)\s*(?P<count2>\d{1,3})\s*枚$",
    re.I,
)
_SET_CODE = re.compile(r"\s+(?:\([A-Za-z0-9]{2,6}\)|\[[A-Za-z0-9]{2,6}\])(?:\s+[\w★-]+)?$")
_MARKERS = re.compile(r"\s+\*[A-Za-z]\*$")
_SIDEBOARD_PREFIX = re.compile(r"^sb\s*:\s*", re.I)
#: The longest line read as a card: the longest card name has 141 characters. A longer
#: line is an unreadable line (shown cut), never matched: the patterns above backtrack
#: on long runs of spaces, and a 6,000-character line once took 71 s to print.
MAX_LINE = 300


@dataclass(frozen=True, slots=True)
class ParsedDecklist:
    """What a text held: the list, and the lines that could not be read."""

    decklist: Decklist
    problems: tuple[DecklistProblem, ...]


def parse_decklist(text: str) -> ParsedDecklist:
    """Read ``text`` (a pasted list or an MTGO ``.dek`` file's content)."""
    text = text.lstrip("\ufeff")
    if text.lstrip().startswith(("<?xml", "<Deck")):
        return parse_dek(text)
    return _Reader(text).read()


def parse_dek(text: str) -> ParsedDecklist:
    """Read an MTGO ``.dek`` file: ``<Cards Quantity="4" Sideboard="false" Name=".."/>``."""
    try:
        root = ET.fromstring(text.lstrip("\ufeff").strip())
    except ET.ParseError as error:
        problem = DecklistProblem(
            ProblemCode.UNREADABLE_LINE,
            REGISTRATION_RULE,
            line=error.position[0],
            text=str(error),
        )
        return ParsedDecklist(Decklist(), (problem,))
    main: list[CardEntry] = []
    side: list[CardEntry] = []
    problems: list[DecklistProblem] = []
    for index, card in enumerate(root.iter("Cards"), start=1):
        name = tidy_name(card.get("Name", ""))
        count = card.get("Quantity", "")
        quantity = bounded_int(count, 1, 999)
        if not name or len(name) > MAX_LINE or quantity is None:
            problems.append(
                DecklistProblem(
                    ProblemCode.UNREADABLE_LINE,
                    REGISTRATION_RULE,
                    line=index,
                    text=ET.tostring(card, encoding="unicode").strip(),
                )
            )
            continue
        target = side if card.get("Sideboard", "false").lower() == "true" else main
        target.append(CardEntry(name, quantity))
    decklist = Decklist(merged(main), merged(side))
    return ParsedDecklist(decklist, _with_empty(decklist, problems))


def format_decklist(decklist: Decklist) -> str:
    """The list as text ``parse_decklist`` reads back the same: MTGO style with headers."""
    lines: list[str] = []
    if decklist.commanders:
        lines += ["Commander", *_lines(decklist.commanders), "", "Deck"]
    lines += _lines(decklist.main)
    if decklist.sideboard:
        lines += ["", "Sideboard", *_lines(decklist.sideboard)]
    return "\n".join(lines) + "\n"


def _lines(entries: tuple[CardEntry, ...]) -> list[str]:
    return [f"{entry.count} {entry.name}" for entry in entries]


def _with_empty(decklist: Decklist, problems: list[DecklistProblem]) -> tuple[DecklistProblem, ...]:
    if decklist.is_empty:
        problems.insert(0, DecklistProblem(ProblemCode.EMPTY_LIST, REGISTRATION_RULE))
    return tuple(problems)


def _header(line: str) -> tuple[bool, Section | None]:
    """(is a heading, the section it opens; ``None`` for a companion or a type group)."""
    match = _HEADER.match(line)
    if not match:
        return False, None
    word = " ".join(match.group("word").split()).casefold()
    if word in _HEADERS:
        return True, _HEADERS[word]
    if word in _GROUPS:
        return True, None
    return False, None


class _Reader:
    """One pass over the lines, keeping the section being read."""

    def __init__(self, text: str) -> None:
        self.lines = [
            unicodedata.normalize("NFKC", line[: MAX_LINE * 2]).strip()
            if len(line) <= MAX_LINE
            else line[:MAX_LINE]
            for line in text.splitlines()
        ]
        self.long = {n for n, line in enumerate(text.splitlines(), start=1) if len(line) > MAX_LINE}
        self.sections: dict[Section, list[CardEntry]] = {section: [] for section in Section}
        self.companions: list[CardEntry] = []
        self.problems: list[DecklistProblem] = []
        # MTGO exports mark the sideboard by a blank line alone; with headings or "SB:"
        # lines anywhere, blank lines are only spacing.
        self.blank_starts_sideboard = not any(
            _SIDEBOARD_PREFIX.match(line)
            or _header(line.lstrip("/#").strip())[1] is Section.SIDEBOARD
            for line in self.lines
        )

    def read(self) -> ParsedDecklist:
        section: Section = Section.MAIN
        in_companion = False
        in_about = False
        for number, line in enumerate(self.lines, start=1):
            if number in self.long:
                self.problems.append(
                    DecklistProblem(
                        ProblemCode.UNREADABLE_LINE, REGISTRATION_RULE, line=number, text=line + "…"
                    )
                )
                continue
            if not line:
                in_about = False
                if (
                    self.blank_starts_sideboard
                    and section is Section.MAIN
                    and self.sections[Section.MAIN]
                ):
                    section = Section.SIDEBOARD
                continue
            if line.startswith(("//", "#")):
                # "// Sideboard" is a heading written as a comment (deck-site exports).
                line = line.lstrip("/#").strip()
                if not _header(line)[0]:
                    continue
            lowered = line.casefold()
            if lowered == "about":
                in_about = True
                continue
            if in_about or lowered.startswith("name "):
                continue
            is_header, opens = _header(line)
            if is_header:
                word = _HEADER.match(line)
                companion = word is not None and word.group("word").strip().casefold() in (
                    "companion",
                    "相棒",
                )
                if companion:
                    in_companion = True
                elif opens is not None:
                    in_companion = False
                    section = opens
                continue
            target = section
            prefixed = _SIDEBOARD_PREFIX.match(line)
            if prefixed:
                line = line[prefixed.end() :]
                target = Section.SIDEBOARD
            entry = _card_line(line)
            if entry is None:
                self.problems.append(
                    DecklistProblem(
                        ProblemCode.UNREADABLE_LINE, REGISTRATION_RULE, line=number, text=line
                    )
                )
                continue
            if in_companion and not prefixed:
                self.companions.append(entry)
            else:
                self.sections[target].append(entry)
        return self._result()

    def _result(self) -> ParsedDecklist:
        side = merged(self.sections[Section.SIDEBOARD])
        # Arena prints the companion under "Companion" and again in the sideboard; one
        # written only under "Companion" is a sideboard card (it starts outside the game).
        listed = {entry.name.casefold() for entry in side}
        extra = [entry for entry in self.companions if entry.name.casefold() not in listed]
        decklist = Decklist(
            merged(self.sections[Section.MAIN]),
            merged((*side, *extra)),
            merged(self.sections[Section.COMMANDER]),
        )
        return ParsedDecklist(decklist, _with_empty(decklist, self.problems))


def _card_line(line: str) -> CardEntry | None:
    """``4 Name``, ``4x Name``, ``Name x4``; set codes and foil marks dropped."""
    match = _COUNT_FIRST.match(line) or _COUNT_LAST.match(line)
    if not match:
        return None
    found = {key: value for key, value in match.groupdict().items() if value}
    count = int(found.get("count") or found["count2"])
    name = _MARKERS.sub("", (found.get("name") or found["name2"]).strip())
    name = _SET_CODE.sub("", name).strip()
    name = tidy_name(name)
    if count == 0 or not name or name.isdigit():
        return None
    return CardEntry(name, count)
