"""Which language a phone is answered in: the one it chose (``?lang=``, then kept in a
cookie), else the first supported one its browser asks for (``Accept-Language``), else
Japanese: most of the stores are in Japan."""

from __future__ import annotations

from starlette.requests import Request

from mtrdesk.words.i18n import SUPPORTED_LANGUAGES, normalize_language

COOKIE = "lang"
DEFAULT = "ja"
#: Each language by its own name, for the switch to it.
LANGUAGE_NAMES = {"ja": "日本語", "en": "English"}


def chosen_language(request: Request) -> str | None:
    """A language asked for in the address (the page's switch), if supported."""
    return normalize_language(request.query_params.get("lang"))


def request_language(request: Request) -> str:
    """The language to answer ``request`` in."""
    explicit = chosen_language(request) or normalize_language(request.cookies.get(COOKIE))
    if explicit:
        return explicit
    return accepted_language(request.headers.get("accept-language", ""))


def accepted_language(header: str) -> str:
    """The supported language the browser prefers most (``q`` weights), else ``DEFAULT``."""
    ranked: list[tuple[float, int, str]] = []
    for position, part in enumerate(header.split(",")[:20]):
        code, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                continue
        language = normalize_language(code.strip())
        if language in SUPPORTED_LANGUAGES and weight > 0:  # q=0: "not this one"
            ranked.append((-weight, position, language))
    return min(ranked)[2] if ranked else DEFAULT
