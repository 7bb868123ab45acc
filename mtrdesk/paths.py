"""Where the app's own files are: in the source tree, or inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def app_root() -> Path:
    """The folder holding ``resources/`` and ``translations/``.

    PyInstaller unpacks data files under ``sys._MEIPASS``; from a checkout they sit beside
    the ``mtrdesk`` package.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    return app_root().joinpath("resources", *parts)


def translations_dir() -> Path:
    return app_root() / "translations"


JAPANESE_FONT_FILE = "ipaexg.ttf"


def japanese_font_path() -> Path:
    """IPAexGothic (IPA Font License), the TrueType font embedded in Japanese printouts."""
    return resource_path("fonts", JAPANESE_FONT_FILE)


FALLBACK_FONT_FILE = "NotoSansCJKjp-fallback.ttf"


def fallback_font_path() -> Path:
    """Noto Sans CJK JP (SIL OFL 1.1), cut to what IPAexGothic lacks of JIS X 0213, CP932
    and the name variants (build/fallback_font.py): drawn where IPAexGothic has no glyph."""
    return resource_path("fonts", FALLBACK_FONT_FILE)


#: The icon's PNG renders (``mtrdesk.tools.render_icons``), smallest first.
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def icon_paths() -> list[Path]:
    """mtrdesk's icon at every rendered size (resources/icons/mtrdesk-<size>.png)."""
    return [resource_path("icons", f"mtrdesk-{size}.png") for size in ICON_SIZES]


def licences_path() -> Path:
    """The bundled libraries' licences, collected by ``mtrdesk.tools.collect_licences``."""
    return resource_path("licences", "THIRD-PARTY-LICENCES.txt")
