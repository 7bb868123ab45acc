"""Collect the licences of everything the bundle ships into one text file.

Run from the repository root: ``python -m mtrdesk.tools.collect_licences`` writes
resources/licences/THIRD-PARTY-LICENCES.txt (committed; the About box shows it and the
PyInstaller bundle carries it under resources/). ``--check`` exits 1 when the committed file
differs from what would be written now (a test runs the same comparison).

What it reads: the runtime packages are those of the lock file (requirements.txt) reached
from pyproject.toml's ``[project] dependencies`` through the lock file's ``# via`` lines (so
the test and build extras are left out); for each one whose environment marker holds on this
machine, the installed distribution's metadata (importlib.metadata: name, version,
License-Expression, License, licence classifiers) and its licence files (License-File, or
the dist-info's LICENSE/COPYING/NOTICE files). Runtime packages for other platforms only
(colorama on Windows, ...) are listed by name: their bundles are built there.

Also: mtrdesk's own licence (pyproject.toml's ``license``, or a LICENSE file at the root),
IPAexGothic's (resources/fonts/IPAexGothic-LICENSE.txt), the fallback font's (Noto Sans
CJK JP, resources/fonts/NotoSansCJKjp-fallback-LICENSE.txt), Qt's and PySide6's (LGPLv3, which
their wheels name but do not carry: resources/licences/LGPL-3.0.txt and GPL-3.0.txt, the
FSF's texts) and Python's own (the interpreter PyInstaller bundles).
"""

from __future__ import annotations

import argparse
import importlib.metadata as metadata
import re
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from packaging.markers import Marker

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = Path("resources", "licences", "THIRD-PARTY-LICENCES.txt")
LOCK_FILE = "requirements.txt"
LGPL = Path("resources", "licences", "LGPL-3.0.txt")
GPL = Path("resources", "licences", "GPL-3.0.txt")
IPA = Path("resources", "fonts", "IPAexGothic-LICENSE.txt")
NOTO = Path("resources", "fonts", "NotoSansCJKjp-fallback-LICENSE.txt")
RULE = "=" * 78
THIN = "-" * 78
_LOCKED = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==(\S+)(?:\s*;\s*(.*?))?\s*\\?$")
_VIA_ONE = re.compile(r"^\s+# via (.+)$")
_VIA_MANY = re.compile(r"^\s+#\s{3}(.+)$")
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*")
_LICENCE_FILE = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.IGNORECASE)


def normalize(name: str) -> str:
    """A distribution name as PEP 503 compares them."""
    return re.sub(r"[-_.]+", "-", name).lower()


@dataclass
class Locked:
    name: str
    version: str
    marker: str | None
    via: set[str] = field(default_factory=set)


def read_lock(text: str) -> list[Locked]:
    """Each pinned package of a ``uv pip compile`` file, with the packages it comes via."""
    entries: list[Locked] = []
    many = False
    for line in text.splitlines():
        pinned = _LOCKED.match(line)
        if pinned:
            name, version, marker = pinned.groups()
            entries.append(Locked(normalize(name), version, marker or None))
            many = False
            continue
        if not entries:
            continue
        one = _VIA_ONE.match(line)
        if one:
            entries[-1].via.add(normalize(one.group(1).split(" (")[0]))
            continue
        if line.strip() == "# via":
            many = True
            continue
        more = _VIA_MANY.match(line)
        if many and more:
            entries[-1].via.add(normalize(more.group(1).split(" (")[0]))
    return entries


def runtime_roots(pyproject: str) -> set[str]:
    """The names of pyproject.toml's ``[project] dependencies`` (not the extras)."""
    project = tomllib.loads(pyproject)["project"]
    roots: set[str] = set()
    for requirement in project.get("dependencies", []):
        match = _NAME.match(requirement.strip())
        if match:
            roots.add(normalize(match.group(0)))
    return roots


def runtime_packages(entries: list[Locked], roots: set[str]) -> list[Locked]:
    """The lock file's packages reached from ``roots`` (through ``# via``), by name."""
    runtime = set(roots)
    changed = True
    while changed:
        changed = False
        for entry in entries:
            if entry.name not in runtime and entry.via & runtime:
                runtime.add(entry.name)
                changed = True
    return sorted((e for e in entries if e.name in runtime), key=lambda e: (e.name, e.version))


def applies_here(entry: Locked) -> bool:
    return entry.marker is None or Marker(entry.marker).evaluate()


def licence_names(dist: metadata.Distribution) -> list[str]:
    """What the metadata says: License-Expression, else License, plus licence classifiers."""
    meta = dist.metadata
    said: list[str] = []
    expression = _first(meta.get_all("License-Expression"))
    if expression:
        said.append(expression)
    else:
        licence = _first(meta.get_all("License"))
        if licence:
            said.append(licence.splitlines()[0].strip())
    for classifier in meta.get_all("Classifier") or []:
        if classifier.startswith("License ::"):
            said.append(classifier)
    return said


def _first(values: list[str] | None) -> str:
    return (values or [""])[0].strip()


def licence_files(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """(name, text) of each licence file the distribution installed in its dist-info."""
    found: list[tuple[str, str]] = []
    for file in dist.files or []:
        parts = file.parts
        if not parts or not parts[0].endswith(".dist-info"):
            continue
        if not _LICENCE_FILE.search(file.name) and "licenses" not in parts:
            continue
        text = Path(str(dist.locate_file(file))).read_text(encoding="utf-8", errors="replace")
        found.append(("/".join(parts[1:]), text))
    return sorted(found)


def _section(title: str, body: str) -> str:
    return f"{RULE}\n{title}\n{RULE}\n\n{body.rstrip()}\n\n"


def _own_licence(root: Path, pyproject: str) -> str:
    project = tomllib.loads(pyproject)["project"]
    declared = project.get("license")
    if isinstance(declared, dict):
        declared = declared.get("text") or declared.get("file")
    for name in ("LICENSE", "LICENSE.txt", "LICENCE", "COPYING"):
        path = root / name
        if path.is_file():
            return f"Licence: {declared or name}\n\n{path.read_text(encoding='utf-8')}"
    if declared:
        return f"Licence: {declared}"
    return (
        "The project has not declared a licence yet (no `license` in pyproject.toml, no "
        "LICENSE file). Ask its maintainer before redistributing it."
    )


def _python_licence() -> str:
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    path = Path(sys.base_prefix, "lib", f"python{version}", "LICENSE.txt")
    if path.is_file():
        return path.read_text(encoding="utf-8")
    return "Python Software Foundation License Version 2 (PSF-2.0): https://docs.python.org/3/license.html"


def collect(root: Path = ROOT) -> str:
    """The whole licences file, as text."""
    pyproject = (root / "pyproject.toml").read_text(encoding="utf-8")
    entries = read_lock((root / LOCK_FILE).read_text(encoding="utf-8"))
    runtime = runtime_packages(entries, runtime_roots(pyproject))
    here = [e for e in runtime if applies_here(e)]
    elsewhere = [e for e in runtime if not applies_here(e)]
    out = [
        "mtrdesk: the licences of mtrdesk and of everything its bundle ships\n"
        "Generated by `python -m mtrdesk.tools.collect_licences` from the lock file "
        f"({LOCK_FILE}) and the installed packages' metadata; do not edit by hand.\n\n"
        "Contents: mtrdesk; IPAexGothic (the Japanese font); Noto Sans CJK JP (the "
        "printouts' fallback font); Qt and PySide6; Python; the "
        f"{len(here)} Python packages of the bundle, by name; the texts of the LGPL v3 and "
        "GPL v3.\n\n"
    ]
    out.append(_section("mtrdesk", _own_licence(root, pyproject)))
    out.append(
        _section(
            "IPAexGothic (resources/fonts/ipaexg.ttf): IPA Font License Agreement v1.0",
            (root / IPA).read_text(encoding="utf-8"),
        )
    )
    out.append(
        _section(
            "Noto Sans CJK JP, cut down (resources/fonts/NotoSansCJKjp-fallback.ttf): "
            "SIL Open Font License 1.1",
            (root / NOTO).read_text(encoding="utf-8"),
        )
    )
    out.append(
        _section(
            "Qt 6 and PySide6 (Qt for Python): GNU Lesser General Public License v3",
            "The Qt libraries and the PySide6 and shiboken6 packages are used under the GNU "
            "LGPL version 3 (they are also offered under the GPL v2 and v3). They are linked "
            "dynamically: the bundle keeps them as separate shared libraries, which may be "
            "replaced by other builds of the same version. Source code: "
            "https://download.qt.io/official_releases/ and "
            "https://code.qt.io/cgit/pyside/pyside-setup.git/. The licence texts are at "
            "the end of this file.",
        )
    )
    out.append(
        _section(f"Python {sys.version_info.major}.{sys.version_info.minor}", _python_licence())
    )
    for entry in here:
        try:
            dist = metadata.distribution(entry.name)
        except metadata.PackageNotFoundError as missing:
            raise SystemExit(
                f"{entry.name} {entry.version} is locked but not installed"
            ) from missing
        if dist.version != entry.version:
            raise SystemExit(
                f"{entry.name}: {dist.version} installed, {entry.version} locked; sync the venv"
            )
        names = licence_names(dist)
        lines = [f"Licence: {name}" for name in names] or ["Licence: (not stated in metadata)"]
        files = licence_files(dist)
        body = "\n".join(lines) + "\n"
        for file_name, text in files:
            body += f"\n{THIN}\n{file_name}\n{THIN}\n\n{text.rstrip()}\n"
        if not files:
            body += (
                "\nThe package carries no licence file; its licence text (GNU LGPL v3) is at "
                "the end of this file.\n"
                if any("LGPL-3.0" in name for name in names)
                else "\nThe package carries no licence file.\n"
            )
        out.append(_section(f"{dist.metadata['Name']} {dist.version}", body))
    if elsewhere:
        listed = "\n".join(f"{e.name} {e.version}  ({e.marker})" for e in elsewhere)
        out.append(
            _section(
                "Locked for other platforms or Python versions only: not in this bundle",
                listed,
            )
        )
    out.append(_section("GNU Lesser General Public License v3", (root / LGPL).read_text("utf-8")))
    out.append(_section("GNU General Public License v3", (root / GPL).read_text("utf-8")))
    return "".join(out).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    text = collect()
    target = ROOT / OUTPUT
    if args.check:
        current = target.read_text(encoding="utf-8") if target.is_file() else ""
        if current != text:
            print(f"{OUTPUT} is stale: run python -m mtrdesk.tools.collect_licences")
            return 1
        return 0
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
