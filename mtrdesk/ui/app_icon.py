"""mtrdesk's icon (resources/icons/, rendered by ``mtrdesk.tools.render_icons``)."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from mtrdesk.paths import icon_paths


def app_icon() -> QIcon:
    """Every rendered size in one icon (Qt picks the one nearest each use)."""
    icon = QIcon()
    for path in icon_paths():
        icon.addFile(str(path))
    return icon
