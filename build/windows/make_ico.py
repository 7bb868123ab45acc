"""Make the Windows icon (build/windows/mtrdesk.ico) and the macOS one
(build/macos/mtrdesk.icns) from the rendered PNGs in resources/icons.

Run from the checkout's root with the venv's Python (Pillow is a locked dependency):
    .venv/bin/python build/windows/make_ico.py
Both files are committed; run this again only after ``mtrdesk.tools.render_icons``.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"
#: Windows shows 16-256 px (256 is the largest an .ico entry holds).
ICO_SIZES = (16, 32, 48, 64, 128, 256)


def _png(size: int) -> Image.Image:
    return Image.open(ICONS / f"mtrdesk-{size}.png").convert("RGBA")


def make_ico(target: Path) -> None:
    # Each size from its own render (not one image scaled down), the largest as the base.
    images = [_png(size) for size in ICO_SIZES]
    images[-1].save(
        target,
        format="ICO",
        sizes=[(size, size) for size in ICO_SIZES],
        append_images=images[:-1],
    )


def make_icns(target: Path) -> None:
    # Pillow writes ICNS (16-1024 px entries); it scales the 512 render for the smaller
    # slots it needs unless given them, so hand it every render.
    images = [_png(size) for size in (16, 32, 64, 128, 256)]
    _png(512).save(target, format="ICNS", append_images=images)


def main() -> None:
    make_ico(ROOT / "build" / "windows" / "mtrdesk.ico")
    make_icns(ROOT / "build" / "macos" / "mtrdesk.icns")


if __name__ == "__main__":
    main()
