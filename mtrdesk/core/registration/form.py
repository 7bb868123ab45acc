"""What a player types on their phone to register, and what is wrong with it.

The names and the e-mail are stored as the window stores them (``core.text.clean``);
the reading is kana only (hiragana or katakana, full or half width, stored as
hiragana: glossary-ja §3.2), and a name written with kanji or kana needs one, since
the 五十音 order of every posted sheet is read from it. A Latin-script name may go
without: its letters sort it.
"""

from __future__ import annotations

import enum
import unicodedata
from dataclasses import dataclass, replace

from mtrdesk.core.text import clean, clean_reading, is_email

#: The longest deck name a form takes: "Izzet Prowess (Slickshot Show)" is 30.
DECK_NAME_LIMIT = 60
#: An e-mail address is at most 254 characters (RFC 5321's path limit).
EMAIL_LIMIT = 254
_HIRAGANA = range(0x3041, 0x3097)
#: Inside a reading besides hiragana: the long-vowel mark, the iteration marks, the
#: sound marks, the middle dot and a space between family and given name.
_READING_MARKS = frozenset("ー゛゜ゝゞ・ ")


@dataclass(frozen=True, slots=True)
class RegistrationForm:
    """The fields as sent: family and given name, reading, Wizards Account e-mail
    (optional), deck name (when the event asks for one)."""

    family: str
    given: str = ""
    reading: str = ""
    email: str = ""
    deck_name: str = ""

    def cleaned(self) -> RegistrationForm:
        """The fields as stored: names and deck name width-folded and trimmed, the
        reading in hiragana, the e-mail NFKC without spaces (an IME's ＠ is an @)."""
        email = "".join(unicodedata.normalize("NFKC", self.email).split())
        return replace(
            self,
            family=clean(self.family),
            given=clean(self.given),
            reading=clean_reading(self.reading),
            email=email,
            deck_name=clean(self.deck_name),
        )


class FormFault(enum.Enum):
    """What keeps a cleaned form from being stored (the text checks of every field,
    controls and lengths, are ``services.text_fields``')."""

    READING_NOT_KANA = "reading_not_kana"
    READING_NEEDED = "reading_needed"
    EMAIL_INVALID = "email_invalid"
    DECK_NAME_NEEDED = "deck_name_needed"


def is_kana(reading: str) -> bool:
    """A cleaned reading (hiragana already) holds nothing but kana and its marks."""
    return all(ord(char) in _HIRAGANA or char in _READING_MARKS for char in reading)


def needs_reading(family: str, given: str) -> bool:
    """A name with a character that is not Latin script (kanji, kana, hangul) needs a
    reading for the 五十音 order; "John Smith" does not."""
    return any(_not_latin(char) for char in family + given)


def _not_latin(char: str) -> bool:
    """A letter of another script than Latin (é and ß are Latin)."""
    if not char.isalpha() or char.isascii():
        return False
    return not unicodedata.name(char, "").startswith("LATIN")


def form_fault(form: RegistrationForm, asks_deck: bool) -> FormFault | None:
    """The first thing wrong with the cleaned ``form``, in the order of the fields."""
    if form.reading and not is_kana(form.reading):
        return FormFault.READING_NOT_KANA
    if not form.reading and needs_reading(form.family, form.given):
        return FormFault.READING_NEEDED
    if form.email and (len(form.email) > EMAIL_LIMIT or not is_email(form.email)):
        return FormFault.EMAIL_INVALID
    if asks_deck and not form.deck_name:
        return FormFault.DECK_NAME_NEEDED
    return None
