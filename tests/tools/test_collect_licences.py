"""The bundled licences file (issue 19): complete, and never stale."""

from __future__ import annotations

import importlib.metadata as metadata
from pathlib import Path

from mtrdesk.paths import ICON_SIZES, icon_paths, licences_path
from mtrdesk.tools import collect_licences as tool

ROOT = Path(__file__).resolve().parents[2]


def _runtime() -> list[tool.Locked]:
    entries = tool.read_lock((ROOT / tool.LOCK_FILE).read_text(encoding="utf-8"))
    roots = tool.runtime_roots((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return tool.runtime_packages(entries, roots)


def test_the_committed_licences_file_is_what_the_tool_writes_now() -> None:
    assert licences_path() == ROOT / tool.OUTPUT
    assert licences_path().read_text(encoding="utf-8") == tool.collect(ROOT), (
        "stale: run python -m mtrdesk.tools.collect_licences"
    )


def test_runtime_packages_are_the_dependencies_and_theirs_not_the_test_tools() -> None:
    names = {entry.name for entry in _runtime()}
    # pyproject's dependencies, and what they pull in (markupsafe via jinja2, shiboken6 via
    # PySide6-Essentials, psycopg-binary via psycopg) ...
    assert {"peewee", "reportlab", "pyside6-essentials", "jinja2", "psycopg"} <= names
    assert {"markupsafe", "shiboken6", "psycopg-binary", "numpy", "pillow"} <= names
    # ... but not the test and build extras, nor what only they pull in.
    assert not names & {"pytest", "mypy", "ruff", "pyinstaller", "selenium", "httpx", "pypdf"}
    assert not names & {"trio", "pluggy", "iniconfig", "altgraph"}


def test_every_runtime_package_of_the_lock_file_is_listed_with_a_licence_text() -> None:
    text = licences_path().read_text(encoding="utf-8")
    sections = text.split(tool.RULE + "\n")
    runtime = _runtime()
    assert len([e for e in runtime if tool.applies_here(e)]) >= 20
    for entry in runtime:
        if not tool.applies_here(entry):
            assert f"\n{entry.name} {entry.version}  ({entry.marker})\n" in text
            continue
        dist = metadata.distribution(entry.name)
        title = f"{dist.metadata['Name']} {entry.version}\n"
        assert title in sections, f"{entry.name} is not listed"
        body = sections[sections.index(title) + 1]
        assert body.startswith("\nLicence: "), entry.name
        files = tool.licence_files(dist)
        if files:
            for _name, licence in files:
                assert licence.rstrip() in body
        else:  # PySide6 and shiboken6 name the LGPL v3 but carry no file: it is at the end.
            assert "LGPL-3.0" in body and "at the end of this file" in body, entry.name
    assert "GNU LESSER GENERAL PUBLIC LICENSE\n                       Version 3" in text
    assert "GNU GENERAL PUBLIC LICENSE\n                       Version 3" in text
    assert "IPAフォントライセンスv1.0" in text
    assert "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2" in text


def test_the_icon_is_rendered_at_every_size() -> None:
    from PySide6.QtGui import QImage

    assert (ROOT / "resources" / "icons" / "mtrdesk.svg").is_file()
    for size, path in zip(ICON_SIZES, icon_paths(), strict=True):
        image = QImage(str(path))
        assert (image.width(), image.height()) == (size, size), path
        # Opaque inside (the rounded square), transparent at the corner.
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
        assert image.pixelColor(0, 0).alpha() == 0


def test_the_bundle_carries_the_licences_and_the_icons() -> None:
    spec = (ROOT / "build" / "mtrdesk.spec").read_text(encoding="utf-8")
    assert '(str(root / "resources" / "licences"), "resources/licences")' in spec
    assert '(str(root / "resources"), "resources")' in spec
