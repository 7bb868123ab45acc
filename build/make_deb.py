"""The Debian package (issue 19): ``build/dist/mtrdesk_<version>_<arch>.deb`` from the
one-folder bundle that ``build/dev bundle`` made.

    python build/make_deb.py [--bundle build/dist/mtrdesk] [--out build/dist]

prints the package's path (and its size, installed size and ``Depends`` to stderr).

What it installs:

- ``/opt/mtrdesk/``: the bundle as PyInstaller made it (it finds its ``_internal`` beside
  itself), and ``/usr/bin/mtrdesk`` pointing at it, so ``mtrdesk`` works in a terminal;
- ``/usr/share/applications/mtrdesk.desktop``: the menu entry (``build/debian``), which
  opens event files (``mtrdesk %f``);
- ``/usr/share/mime/packages/mtrdesk.xml``: the event file's MIME type
  (``application/x-mtrdesk-event``, ``*.mtrdesk``);
- the icon in ``/usr/share/icons/hicolor``, for the program and for its event files;
- ``/usr/share/doc/mtrdesk/copyright``: the bundled libraries' licences.

No maintainer scripts: Debian's own triggers (shared-mime-info, desktop-file-utils, the
hicolor icon cache) pick the files up. The user's database and backups live in their home
(``~/.local/share/mtrdesk``), which dpkg never touches, so removing or purging the package
leaves every event alone; ``build/deb_install_check.py`` checks that in a clean Debian root.

``Depends`` is read off the bundle: every shared library its programs and libraries need
(ELF ``NEEDED``) that the bundle does not carry itself, mapped to the Debian package that
provides it on this machine (``dpkg -S``); the C library at the newest symbol version any
of them asks for. PyInstaller copies the rest into the bundle.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build"))

from elf import elf_files, readelf, system_needs  # noqa: E402

from mtrdesk import __version__  # noqa: E402
from mtrdesk.core.event_file.document import EVENT_FILE_MIME_TYPE  # noqa: E402
from mtrdesk.paths import ICON_SIZES  # noqa: E402

PACKAGE = "mtrdesk"
MIME_TYPE = EVENT_FILE_MIME_TYPE
DEBIAN_FILES = ROOT / "build" / "debian"
ICONS = ROOT / "resources" / "icons"
LICENCES = ROOT / "resources" / "licences" / "THIRD-PARTY-LICENCES.txt"
#: What the bundle needs that no ``NEEDED`` entry names: its own copy of fontconfig reads
#: the system's configuration (``/etc/fonts/fonts.conf``), which brings a font with it.
DATA_DEPENDS = ("fontconfig-config",)
DESCRIPTION = """\
Magic: The Gathering tournaments by the Magic Tournament Rules
 mtrdesk runs a store's Magic: The Gathering events by the Magic Tournament
 Rules: registration, Swiss and draft-pod pairings, standings with their
 tiebreakers, the playoff, result slips and posting sheets to print, a draft
 pick clock for a projector, decklists, and pages for the players' phones on
 the store's Wi-Fi. In Japanese and English.
"""


def glibc_version(files: list[Path]) -> tuple[int, ...]:
    """The newest ``GLIBC_x.y`` symbol version any of ``files`` asks for."""
    found: set[tuple[int, ...]] = set()
    for path in files:
        for version in re.findall(r"Name: GLIBC_([0-9.]+)", readelf("-V", str(path))):
            found.add(tuple(int(part) for part in version.split(".")))
    return max(found, default=(2, 17))


def system_library(soname: str, asker: Path) -> Path:
    """Where this machine's loader finds ``soname`` for ``asker`` (``ldd``): the library of
    the bundle's own architecture."""
    listing = subprocess.run(["ldd", str(asker)], capture_output=True, text=True).stdout
    for line in listing.splitlines():
        name, _, rest = line.strip().partition(" => ")
        if name == soname and rest.startswith("/"):
            return Path(rest.split(" (", 1)[0])
        if name.startswith("/") and Path(name.split(" (", 1)[0]).name == soname:
            return Path(name.split(" (", 1)[0])  # the loader itself
    raise SystemExit(f"{soname}: {asker} needs it, and this machine has no such library")


def owning_package(path: Path) -> str:
    """The Debian package that installed ``path`` (through /usr merged paths too)."""
    for candidate in (path, path.resolve(), Path("/usr") / path.relative_to("/")):
        answer = subprocess.run(["dpkg", "-S", str(candidate)], capture_output=True, text=True)
        if answer.returncode == 0:
            package = answer.stdout.split(":", 1)[0].strip()
            return package.split(",")[0].strip()
    raise SystemExit(f"{path}: no Debian package installed it")


def depends(bundle: Path) -> list[str]:
    """The ``Depends`` entries: see the module's docstring."""
    packages = {
        owning_package(system_library(soname, asker))
        for soname, asker in system_needs(bundle).items()
    }
    entries = []
    for package in sorted(packages | set(DATA_DEPENDS)):
        if package == "libc6":
            version = ".".join(str(part) for part in glibc_version(elf_files(bundle)))
            entries.append(f"libc6 (>= {version})")
        else:
            entries.append(package)
    return entries


def architecture() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()


def installed_kib(root: Path) -> int:
    total = 0
    for path in root.rglob("*"):
        if path.is_symlink():
            continue
        total += path.stat().st_size if path.is_file() else 0
    return (total + 1023) // 1024


def _copy(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(0o644)


def stage(bundle: Path, root: Path, depends_on: list[str], arch: str) -> None:
    """Lay the package's files out under ``root`` (its future ``/``)."""
    shutil.copytree(bundle, root / "opt" / PACKAGE, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / PACKAGE).symlink_to(f"/opt/{PACKAGE}/{PACKAGE}")
    share = root / "usr" / "share"
    _copy(DEBIAN_FILES / "mtrdesk.desktop", share / "applications" / "mtrdesk.desktop")
    _copy(DEBIAN_FILES / "mtrdesk.xml", share / "mime" / "packages" / "mtrdesk.xml")
    mime_icon = MIME_TYPE.replace("/", "-")
    for size in ICON_SIZES:
        png = ICONS / f"mtrdesk-{size}.png"
        folder = share / "icons" / "hicolor" / f"{size}x{size}"
        _copy(png, folder / "apps" / "mtrdesk.png")
        _copy(png, folder / "mimetypes" / f"{mime_icon}.png")
    scalable = share / "icons" / "hicolor" / "scalable"
    _copy(ICONS / "mtrdesk.svg", scalable / "apps" / "mtrdesk.svg")
    _copy(ICONS / "mtrdesk.svg", scalable / "mimetypes" / f"{mime_icon}.svg")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "mtrdesk: its own licence is not chosen yet (see README.md).\n"
        "The libraries and the font bundled in /opt/mtrdesk come under these licences:\n\n"
        + LICENCES.read_text(encoding="utf-8"),
        encoding="utf-8",
    )
    for path in [root, *root.rglob("*")]:
        if path.is_dir() and not path.is_symlink():
            path.chmod(0o755)
    control = root / "DEBIAN"
    control.mkdir()
    (control / "control").write_text(
        f"Package: {PACKAGE}\n"
        f"Version: {__version__}\n"
        f"Architecture: {arch}\n"
        "Maintainer: mtrdesk developers <mtrdesk@users.noreply.github.com>\n"
        f"Installed-Size: {installed_kib(root)}\n"
        f"Depends: {', '.join(depends_on)}\n"
        "Section: misc\n"
        "Priority: optional\n"
        f"Description: {DESCRIPTION}",
        encoding="utf-8",
    )


def source_date() -> str:
    """The files' date in the package: ``$SOURCE_DATE_EPOCH`` if set, else the checkout's
    last commit (the same commit, the same dates), else now."""
    if "SOURCE_DATE_EPOCH" in os.environ:
        return os.environ["SOURCE_DATE_EPOCH"]
    answer = subprocess.run(
        ["git", "-C", str(ROOT), "log", "-1", "--format=%ct"], capture_output=True, text=True
    )
    stamp = answer.stdout.strip()
    return stamp if answer.returncode == 0 and stamp.isdigit() else str(int(time.time()))


def build(bundle: Path, out: Path) -> Path:
    if not (bundle / PACKAGE).is_file():
        raise SystemExit(f"{bundle}: no bundle there (run build/dev bundle first)")
    arch = architecture()
    target = out / f"{PACKAGE}_{__version__}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="mtrdesk-deb-") as scratch:
        root = Path(scratch) / "root"
        stage(bundle, root, depends(bundle), arch)
        out.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(target)],
            check=True,
            stdout=subprocess.DEVNULL,
            env={**os.environ, "SOURCE_DATE_EPOCH": source_date()},
        )
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "build" / "dist" / PACKAGE)
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "dist")
    args = parser.parse_args(argv)
    target = build(args.bundle, args.out)
    size = target.stat().st_size / (1024 * 1024)
    fields = subprocess.run(
        ["dpkg-deb", "--field", str(target), "Installed-Size", "Depends"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    sys.stderr.write(f"{target.name}: {size:.1f} MB\n{fields}")
    print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
