"""Update ``translations/mtrdesk_*.ts`` from the sources, then compile the ``.qm`` files.

Run from a checkout: ``python -m mtrdesk.tools.compile_translations``. pyside6-lupdate is
given every ``.py`` under ``mtrdesk/`` by name: given a folder it finds nothing, and with
``-no-obsolete`` it would then empty the catalogue. English is the source language; its
catalogue only carries plural forms (``-pluralonly``) so "1 round" is not "1 round(s)".
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "mtrdesk"
TRANSLATIONS = ROOT / "translations"
#: Catalogues and the extra lupdate options each one needs.
CATALOGUES: dict[str, tuple[str, ...]] = {"ja": (), "en": ("-pluralonly",)}


def source_files(package: Path = PACKAGE) -> list[Path]:
    """Every Python file of the package, in a stable order (lupdate needs explicit names)."""
    return sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)


def qt_tool(name: str) -> str:
    """``pyside6-lupdate`` next to this Python (a venv), else on PATH."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 in this environment")
    return found


def ts_path(language: str) -> Path:
    return TRANSLATIONS / f"mtrdesk_{language}.ts"


def run_lupdate(ts_file: Path, extra: tuple[str, ...] = (), files: list[Path] | None = None) -> str:
    """Scan the sources into ``ts_file`` (created if missing); return lupdate's report."""
    sources = [str(p.relative_to(ROOT)) for p in (files or source_files())]
    command = [
        qt_tool("pyside6-lupdate"),
        *sources,
        "-no-obsolete",
        "-locations",
        "relative",
        *extra,
        "-ts",
        str(ts_file),
    ]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True)
    return done.stdout + done.stderr


def run_lrelease(ts_file: Path) -> Path:
    qm_file = ts_file.with_suffix(".qm")
    subprocess.run(
        [qt_tool("pyside6-lrelease"), str(ts_file), "-qm", str(qm_file)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return qm_file


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--release-only", action="store_true", help="compile the .qm files without rescanning"
    )
    args = parser.parse_args(argv)
    TRANSLATIONS.mkdir(exist_ok=True)
    for language, extra in CATALOGUES.items():
        ts_file = ts_path(language)
        if not args.release_only:
            print(run_lupdate(ts_file, extra).strip())
        print(f"{run_lrelease(ts_file).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
