"""What erasing a person removes from the log: every text that names them (names,
reading, player ID, e-mail, as they are now and as they were), found in the audit details
and replaced by "Erased player N". Pure: no store, no context.

Japan's APPI (個人情報保護法, a person's request to stop using and delete their data) and
the GDPR (Article 17, the right to erasure) are why a store must be able to do this.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from mtrdesk.core.names import display_name

#: The image fields that hold a person in each table (``store.change_log``'s images).
ROSTER_FIELDS = ("family", "given", "reading", "player_id", "email")
REGISTRATION_FIELDS = ("family", "given", "reading", "email")
#: Texts this long or longer are also replaced inside a longer text (a name in a
#: sentence); shorter ones (a one-character family name such as 林) only as a whole
#: value, so nothing else that happens to contain them is touched.
INSIDE_FROM = 4


def personal_texts(images: Iterable[Mapping[str, Any]]) -> set[str]:
    """Every name, reading, ID and e-mail the images (rows as the database held them)
    give a person, and their display names."""
    texts: set[str] = set()
    for image in images:
        values = {k: image.get(k) for k in ROSTER_FIELDS}
        for value in values.values():
            if isinstance(value, str) and value.strip():
                texts.add(value)
        family, given = values.get("family"), values.get("given")
        if isinstance(family, str) and family.strip():
            texts.add(display_name(family, given if isinstance(given, str) else ""))
    return texts


def scrub(value: Any, texts: set[str], erased_name: str) -> Any:
    """``value`` (a JSON value) with every string that is, or holds, one of ``texts``
    replaced: whole values by ``erased_name``, long texts inside a string cut out too."""
    if isinstance(value, str):
        if value in texts or value.strip() in texts:
            return erased_name
        for text in sorted(texts, key=len, reverse=True):
            if len(text) >= INSIDE_FROM and text in value:
                value = value.replace(text, erased_name)
        return value
    if isinstance(value, list):
        return [scrub(item, texts, erased_name) for item in value]
    if isinstance(value, dict):
        return {key: scrub(item, texts, erased_name) for key, item in value.items()}
    return value


def scrubbed_detail(detail: str, texts: set[str], erased_name: str) -> str | None:
    """An audit row's detail (JSON text) with the person removed, written as the log
    writes it; ``None`` when it does not name them."""
    try:
        value = json.loads(detail)
    except ValueError:
        return None
    cleaned = scrub(value, texts, erased_name)
    if cleaned == value:
        return None
    return json.dumps(cleaned, ensure_ascii=False, sort_keys=True)


def scrub_names(names: Iterable[str]) -> set[str]:
    """The texts worth looking for: none empty."""
    return {name for name in names if name and name.strip()}
