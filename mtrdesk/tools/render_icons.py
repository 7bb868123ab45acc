"""Render resources/icons/mtrdesk.svg to the PNG sizes the window and the installers use.

Run from the repository root: ``python -m mtrdesk.tools.render_icons``. Qt's own SVG
renderer (QtSvg, in PySide6-Essentials) draws each size from the vector file, so no system
tool is needed; the PNGs are committed beside the SVG (resources/icons/mtrdesk-<size>.png).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from mtrdesk.paths import ICON_SIZES, resource_path

SIZES = ICON_SIZES
SVG_NAME = "mtrdesk.svg"


def png_name(size: int) -> str:
    return f"mtrdesk-{size}.png"


def render(svg: Path, size: int) -> QImage:
    """The icon at ``size``×``size`` pixels, antialiased, on a transparent background."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=resource_path("icons"))
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    svg = resource_path("icons", SVG_NAME)
    args.out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        target = args.out / png_name(size)
        if not render(svg, size).save(str(target)):
            raise OSError(f"could not write {target}")
        print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
