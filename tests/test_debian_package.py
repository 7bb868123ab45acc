"""The Debian package's recipe (build/make_deb.py, build/debian): its menu entry and MIME
type agree with the code, and a package built from a small bundle holds what an installed
mtrdesk needs. ``build/dev package`` builds the real one and installs it into a clean
Debian root (build/deb_install_check.py); these checks run with every test run."""

from __future__ import annotations

import configparser
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from mtrdesk import __version__
from mtrdesk.core.event_file.document import EVENT_FILE_MIME_TYPE, EVENT_FILE_SUFFIX, FORMAT_NAME
from mtrdesk.paths import ICON_SIZES
from tests.helpers.scripts import load_script

ROOT = Path(__file__).resolve().parent.parent
MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"
needs_dpkg = pytest.mark.skipif(
    shutil.which("dpkg-deb") is None or shutil.which("readelf") is None,
    reason="dpkg-deb and readelf (Debian's dpkg and binutils) build the package",
)


@pytest.fixture(scope="module")
def make_deb() -> ModuleType:
    return load_script("build/make_deb.py")


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(ROOT / "build" / "debian" / "mtrdesk.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def _mime_type() -> ET.Element:
    tree = ET.parse(ROOT / "build" / "debian" / "mtrdesk.xml")
    (element,) = tree.getroot().findall(f"{MIME}mime-type")
    return element


def test_the_menu_entry_opens_event_files_with_mtrdesk(make_deb: ModuleType) -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "mtrdesk %f"  # the file manager hands over the event file
    assert entry["Icon"] == "mtrdesk" and entry["Terminal"] == "false"
    assert entry["MimeType"].split(";")[:-1] == [EVENT_FILE_MIME_TYPE]
    assert entry["Comment[ja]"].startswith("マジック:ザ・ギャザリングの大会をイベント規定")
    assert "Game" in entry["Categories"].split(";")


def test_the_mime_type_is_the_event_files_suffix_and_content(
    make_deb: ModuleType, tmp_path: Path
) -> None:
    """``*.mtrdesk`` by name; by content, what an event file starts with (so an older
    ``.json`` export is known too)."""
    mime = _mime_type()
    assert mime.get("type") == EVENT_FILE_MIME_TYPE
    assert [g.get("pattern") for g in mime.iter(f"{MIME}glob")] == [f"*.{EVENT_FILE_SUFFIX}"]
    (match,) = mime.iter(f"{MIME}match")
    assert match.get("value") == f'"format": "{FORMAT_NAME}"'
    start, end = (int(n) for n in (match.get("offset") or "").split(":"))
    exported = tmp_path / f"event.{EVENT_FILE_SUFFIX}"
    subprocess.run(
        [sys.executable, "-m", "mtrdesk", "simulate", "--players", "8", "-o", str(exported)],
        check=True,
        capture_output=True,
    )
    assert json.loads(exported.read_text(encoding="utf-8"))["format"] == FORMAT_NAME
    found = exported.read_bytes().find((match.get("value") or "").encode())
    assert start <= found <= end
    assert [c.text for c in mime.iter(f"{MIME}comment")] == [
        "mtrdesk event",
        "mtrdesk 大会ファイル",
    ]


@needs_dpkg
def test_a_package_of_a_bundle_installs_program_menu_mime_and_icons(
    make_deb: ModuleType, tmp_path: Path
) -> None:
    """A stand-in bundle (a real ELF program and a library it carries): the package holds
    it under /opt, ``mtrdesk`` on the PATH, the menu entry, the MIME type, every icon
    size, the licences; it depends on the C library its program needs, not on what the
    bundle carries."""
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    shutil.copyfile(shutil.which("true") or "/bin/true", bundle / "mtrdesk")
    (bundle / "mtrdesk").chmod(0o755)
    shutil.copyfile(shutil.which("true") or "/bin/true", bundle / "_internal" / "libcarried.so")
    deb = make_deb.build(bundle, tmp_path / "out")
    assert deb.name == f"mtrdesk_{__version__}_{make_deb.architecture()}.deb"

    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True)
    paths = {line.split()[5].removeprefix(".") for line in listing.stdout.splitlines()}
    owners = {line.split()[1] for line in listing.stdout.splitlines()}
    assert owners == {"root/root"}
    mime_icon = make_deb.MIME_TYPE.replace("/", "-")
    expected = {
        "/opt/mtrdesk/mtrdesk",
        "/opt/mtrdesk/_internal/libcarried.so",
        "/usr/bin/mtrdesk",
        "/usr/share/applications/mtrdesk.desktop",
        "/usr/share/mime/packages/mtrdesk.xml",
        "/usr/share/doc/mtrdesk/copyright",
        "/usr/share/icons/hicolor/scalable/apps/mtrdesk.svg",
        f"/usr/share/icons/hicolor/scalable/mimetypes/{mime_icon}.svg",
    }
    for size in ICON_SIZES:
        expected.add(f"/usr/share/icons/hicolor/{size}x{size}/apps/mtrdesk.png")
        expected.add(f"/usr/share/icons/hicolor/{size}x{size}/mimetypes/{mime_icon}.png")
    assert expected <= paths
    link = next(line for line in listing.stdout.splitlines() if "./usr/bin/mtrdesk" in line)
    assert link.endswith("./usr/bin/mtrdesk -> /opt/mtrdesk/mtrdesk")

    def field(name: str) -> str:
        answer = subprocess.run(
            ["dpkg-deb", "--field", str(deb), name], capture_output=True, text=True
        )
        return answer.stdout.strip()

    assert field("Package") == "mtrdesk" and field("Version") == __version__
    depends = field("Depends").split(", ")
    assert depends[0] == "fontconfig-config"
    assert depends[1].startswith("libc6 (>= 2.")  # what `true` links; libcarried.so is inside
    assert len(depends) == 2
    assert int(field("Installed-Size")) > 0
    assert field("Description").startswith("Magic: The Gathering tournaments")
