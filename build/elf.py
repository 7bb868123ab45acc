"""Reading the bundle's ELF files with binutils' ``readelf``: what they ask the dynamic
loader for, and which of those the bundle does not carry itself (what the system must
provide). Shared by build/make_deb.py (``Depends``), build/deb_install_check.py (all of
it installed?) and build/icu_data.py (the ICU data symbol)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path


def readelf(*args: str) -> str:
    """``readelf --wide ARGS``'s output."""
    return subprocess.run(
        ["readelf", "--wide", *args], capture_output=True, text=True, check=True
    ).stdout


def is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as handle:
        return handle.read(4) == b"\x7fELF"


def elf_files(bundle: Path) -> list[Path]:
    return sorted(path for path in bundle.rglob("*") if is_elf(path))


def needed_sonames(files: list[Path]) -> dict[str, Path]:
    """The shared libraries ``files`` ask the dynamic loader for, each with one file that
    asks for it."""
    needed: dict[str, Path] = {}
    for path in files:
        found = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", readelf("-d", str(path)))
        for soname in found:
            needed.setdefault(soname, path)
    return needed


def system_needs(bundle: Path) -> dict[str, Path]:
    """The shared libraries the bundle's files ask for that the bundle does not carry
    (the system must have them), each with one file that asks for it."""
    carried = {path.name for path in bundle.rglob("*") if path.is_file() or path.is_symlink()}
    needed = needed_sonames(elf_files(bundle))
    return {soname: asker for soname, asker in needed.items() if soname not in carried}
