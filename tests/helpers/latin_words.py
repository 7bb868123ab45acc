"""Latin words left in Japanese text (issue 32 item 3): the allow-list and the finder that
the window walk (tests/helpers/laptop_screen.py) and the phones' pages
(tests/web/test_no_latin_words.py) share.

A word is a run of Latin letters (ASCII or full-width), with digits and inner ``-`` or
``.`` joined to it ("Wi-Fi", "EN-2023", "A4"). What is not a word of the interface is taken
out first: the data the test put in (player, team and event names: ``data``), web and
file addresses (shown as the system names them). Single capital letters pass (``LETTER``).
Tooltips count: a person reads them by pointing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

#: Words a Japanese organizer reads as they are, narrow on purpose; each group says why.
ALLOWED = frozenset(
    {
        # Units and paper sizes, written so in Japanese documents too.
        "px", "MB", "mm", "A3", "A4", "B4",
        # Codes, formats and protocols, written in Latin letters in Japanese too.
        "QR", "PIN", "ID", "IP", "URL", "CSV", "PDF", "PNG", "JSON", "UTF-8", "SQLite",
        "PostgreSQL", "LAN", "Wi-Fi",
        # Names: Wizards of the Coast's tool, the rules ("MTR": how mtrdesk's JA texts cite
        # the Magic Tournament Rules beside イベント規定) and this program.
        "EventLink", "MTR", "mtrdesk",
        # Keys as printed on a Japanese keyboard ("Enterキー", "Ctrl+Z", "Shift+Enter").
        "Ctrl", "Shift", "Enter", "Esc", "F2",
        # OK as Japanese Qt (qtbase_ja) and Japanese programs write it on buttons; a
        # language named in itself, so that one who cannot read the other finds it.
        "OK", "English",
        # Software and licences named as their owners write them, in Japanese too (the
        # About dialog: "Qt と PySide6 は GNU LGPL ...", "IPAフォントライセンスv1.0").
        "Qt", "PySide6", "GNU", "LGPL", "IPAex", "IPA", "v1.0",
    }
)  # fmt: skip
WORD = re.compile(r"[A-Za-zＡ-Ｚａ-ｚ](?:[A-Za-z0-9Ａ-Ｚａ-ｚ０-９]|[-.](?=[A-Za-z0-9]))*")
#: Single capital letters: the JA MTR's own appendix and seat letters (付録B, プレイヤーA,
#: A席), a key on the keyboard (「T キー」, 「← または B」) and menu mnemonics (「ファイル(&F)」).
#: And the pod result field's draw, typed as the key D and the seats that drew ("D13").
LETTER = re.compile(r"[A-Z]|D\d+")
#: Addresses: a web or database address, a file path, a file name or a file type (".dek"),
#: shown as the system names them.
ADDRESS = re.compile(
    r"[a-z]+://\S+"  # web or database address
    r"|(?:[A-Za-z]:)?(?:[\\/][^\s\\/()（）]+)+[\\/]?"  # a path
    r"|[\w-]*\.(?:sqlite3|mtrdesk|ini|csv|pdf|png|json|txt|dek|qm|ttf|db)\b",  # a file (type)
)


#: The start of a word cut short with an ellipsis.
ELIDED = re.compile(r"([A-Za-z]+)…")


def latin_words(text: str, data: Iterable[str] = ()) -> list[str]:
    """The Latin words of ``text`` not in ``ALLOWED``, once ``data`` (names a test put in)
    and addresses are taken out."""
    values = [value for value in data if value]
    for value in sorted(values, key=len, reverse=True):
        text = text.replace(value, " ")
    # A name cut short to fit its column ("長谷川部 Alexa…") is still the name.
    words = {word for value in values for word in value.split()}
    text = ELIDED.sub(lambda m: " " if any(w.startswith(m[1]) for w in words) else m[0], text)
    text = ADDRESS.sub(" ", text)
    return [w for w in WORD.findall(text) if w not in ALLOWED and not LETTER.fullmatch(w)]


def found(texts: Iterable[tuple[str, str]], data: Iterable[str] = ()) -> list[str]:
    """Each text holding a Latin word not allowed, as "where: text [words]": each text once,
    where it was first seen."""
    kept = list(data)
    seen: set[str] = set()
    out = []
    for where, text in texts:
        if text in seen:
            continue
        seen.add(text)
        words = latin_words(text, kept)
        if words:
            out.append(f"{where}: {text!r} {words}")
    return out
