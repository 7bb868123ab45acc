"""The Debian package on a clean system (issue 19): install ``mtrdesk_<version>_<arch>.deb``
with ``apt install`` into a fresh minimal Debian root made by ``debootstrap`` from this
machine's Debian sources, and use it there as an organizer would.

    python build/deb_install_check.py build/dist/mtrdesk_0.1.0_amd64.deb [--keep]

Run as root (``debootstrap`` and ``chroot`` need it) by ``build/dev package``. The root
gets what a desktop has that a minimal system lacks (the MIME database and the
``.desktop`` tools, whose triggers must pick the package up), then the package; ``apt``
fetches its ``Depends``. Then, as an ordinary user in that root:

1. every shared library the bundle needs from the system is there (``ldconfig -p``);
2. ``mtrdesk --smoke`` opens the window, offscreen and on an X server, and says so;
3. ``mtrdesk simulate`` writes an event file and ``mtrdesk standings`` reads it (and a
   conformance event of ``tests/data/conformance``): the same JSON as this
   checkout's ``mtrdesk`` prints for the same file;
4. ``mtrdesk import`` puts an event into the user's database, and so does the menu
   entry's command on an event file (a double click); ``mtrdesk events`` lists both;
5. the menu entry validates, ``*.mtrdesk`` is ``application/x-mtrdesk-event`` and opens
   with mtrdesk (the MIME and desktop databases the triggers rebuilt), the icon is there;
6. ``apt-get purge mtrdesk`` removes the program and its associations, and leaves the
   user's database byte for byte as it was.

Exit status 0 when every step passed; each step prints what it saw.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from elf import system_needs
from make_deb import MIME_TYPE, PACKAGE

ROOT = Path(__file__).resolve().parent.parent
USER = "organizer"
HOME = f"/home/{USER}"
#: What a desktop has and a minimal root lacks: the MIME and menu databases whose
#: triggers must see the package, the icon theme, and an X server for a real window.
DESKTOP_PACKAGES = ("shared-mime-info", "desktop-file-utils", "hicolor-icon-theme", "xvfb")
DISPLAY = ":41"
#: The repository's own copy of the real events (never a folder beside the checkout).
CONFORMANCE = ROOT / "tests" / "data" / "conformance"
DEFAULT_MIRROR = "http://deb.debian.org/debian"


class CheckFailed(Exception):
    pass


def debian_source() -> tuple[str, str]:
    """This machine's release name and Debian mirror (from its apt sources)."""
    release = ""
    for line in Path("/etc/os-release").read_text().splitlines():
        if line.startswith("VERSION_CODENAME="):
            release = line.split("=", 1)[1].strip('"')
    if not release:
        raise CheckFailed("/etc/os-release names no Debian release")
    for sources in sorted(Path("/etc/apt/sources.list.d").glob("*.sources")):
        for line in sources.read_text().splitlines():
            if line.startswith("URIs:") and line.rstrip("/").endswith("/debian"):
                return release, line.split(":", 1)[1].strip()
    return release, DEFAULT_MIRROR


class Root:
    """A clean Debian root and commands run in it."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def run(
        self,
        command: Sequence[str],
        *,
        user: bool = False,
        check: bool = True,
        on_x: bool = False,
    ) -> subprocess.CompletedProcess[str]:
        """``command`` in the root, as root or as the organizer (``user``), with no screen
        (Qt's offscreen platform) or on the root's X server (``on_x``)."""
        env = {
            "PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
            "LANG": "C.UTF-8",
            "DEBIAN_FRONTEND": "noninteractive",
            "HOME": HOME if user else "/root",
            **({"DISPLAY": DISPLAY} if on_x else {"QT_QPA_PLATFORM": "offscreen"}),
        }
        prefix = ["chroot", *([f"--userspec={USER}:{USER}"] if user else []), str(self.path)]
        answer = subprocess.run(
            [*prefix, "/usr/bin/env", "-i", *(f"{k}={v}" for k, v in env.items()), *command],
            capture_output=True,
            text=True,
        )
        if check and answer.returncode != 0:
            raise CheckFailed(
                f"{' '.join(command)} exited {answer.returncode}:\n{answer.stdout}{answer.stderr}"
            )
        return answer

    def file(self, inside: str) -> Path:
        return self.path / inside.lstrip("/")


def make_root(path: Path) -> Root:
    release, mirror = debian_source()
    started = time.monotonic()
    subprocess.run(
        ["debootstrap", "--variant=minbase", release, str(path), mirror],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    shutil.copyfile("/etc/resolv.conf", path / "etc" / "resolv.conf")
    # The machine's apt settings for reaching its mirror (proxies, snapshot validity).
    for conf in Path("/etc/apt/apt.conf.d").iterdir():
        if conf.is_file() and "Acquire::" in conf.read_text(errors="replace"):
            shutil.copyfile(conf, path / "etc" / "apt" / "apt.conf.d" / conf.name)
    say(f"clean {release} root from {mirror} in {time.monotonic() - started:.0f} s")
    return Root(path)


def say(text: str) -> None:
    print(f"deb install check: {text}", flush=True)


def install(root: Root, deb: Path) -> None:
    started = time.monotonic()
    root.run(["apt-get", "update", "-qq"])
    root.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", *DESKTOP_PACKAGES])
    root.run(["useradd", "--create-home", "--shell", "/bin/sh", USER])
    shutil.copyfile(deb, root.file(f"/tmp/{deb.name}"))
    answer = root.run(["sh", "-c", f"cd /tmp && apt install -y ./{deb.name}"])
    if "Setting up mtrdesk" not in answer.stdout:
        raise CheckFailed(f"apt did not set mtrdesk up:\n{answer.stdout}")
    say(f"apt install ./{deb.name}: installed in {time.monotonic() - started:.0f} s")


def check_libraries(root: Root) -> None:
    wanted = system_needs(root.file(f"/opt/{PACKAGE}"))
    known = root.run(["ldconfig", "-p"]).stdout
    missing = sorted(soname for soname in wanted if f"\t{soname} " not in known)
    if missing:
        raise CheckFailed(f"libraries the bundle needs are not installed: {missing}")
    say(f"the {len(wanted)} system libraries the bundle needs are all installed")


def check_smoke(root: Root) -> None:
    answer = root.run([PACKAGE, "--smoke"], user=True)
    if "main window shown" not in answer.stderr:
        raise CheckFailed(f"mtrdesk --smoke showed no window:\n{answer.stderr}")
    say("mtrdesk --smoke: the window was shown (offscreen)")


def check_window_on_x(root: Root) -> None:
    """The window on a real X server (Qt's xcb plugin and the libraries it loads), in
    Japanese, as a double-click in the menu would start it."""
    server = subprocess.Popen(
        [
            "chroot",
            f"--userspec={USER}:{USER}",
            str(root.path),
            "Xvfb",
            DISPLAY,
            "-nolisten",
            "tcp",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        socket = root.file(f"/tmp/.X11-unix/X{DISPLAY.lstrip(':')}")
        deadline = time.monotonic() + 20
        while not socket.exists():
            if time.monotonic() > deadline or server.poll() is not None:
                raise CheckFailed("Xvfb did not start in the root")
            time.sleep(0.1)
        answer = root.run([PACKAGE, "--lang", "ja", "--smoke"], user=True, on_x=True)
        if "main window shown" not in answer.stderr:
            raise CheckFailed(f"mtrdesk --smoke showed no window on X:\n{answer.stderr}")
    finally:
        server.terminate()
        server.wait(10)
    say("mtrdesk --lang ja --smoke on an X server: the window was shown")


def here(*args: str) -> str:
    """``mtrdesk ARGS`` from this checkout (the reference for the installed one)."""
    return subprocess.run(
        [sys.executable, "-m", "mtrdesk", *args], capture_output=True, text=True, check=True
    ).stdout


def check_standings(root: Root) -> None:
    root.run(
        [PACKAGE, "simulate", "--players", "24", "--seed", "19", "-o", f"{HOME}/sim.mtrdesk"],
        user=True,
    )
    files = [f"{HOME}/sim.mtrdesk"]
    conformance = sorted(CONFORMANCE.glob("*.json"))[:1]
    if not conformance:
        raise CheckFailed(f"no conformance event in {CONFORMANCE}")
    for event in conformance:
        shutil.copyfile(event, root.file(f"{HOME}/{event.name}"))
        files.append(f"{HOME}/{event.name}")
    for inside in files:
        installed = json.loads(root.run([PACKAGE, "standings", inside], user=True).stdout)
        reference = json.loads(here("standings", str(root.file(inside))))
        if installed != reference or not installed:
            raise CheckFailed(f"mtrdesk standings {inside}: not what this checkout prints")
        say(f"mtrdesk standings {Path(inside).name}: {len(installed)} rows, as this checkout")


def user_database(root: Root) -> Path:
    found = sorted(p for p in root.file(f"{HOME}/.local/share/{PACKAGE}").rglob("*") if p.is_file())
    databases = [p for p in found if p.suffix in {".sqlite3", ".db"} and "backup" not in str(p)]
    if not databases:
        raise CheckFailed(f"no database under {HOME}/.local/share/{PACKAGE}: {found}")
    return databases[0]


def check_database(root: Root) -> Path:
    """``mtrdesk import``, then a double click on an event file: the menu entry's command
    (``Exec``, its ``%f`` the file) run with ``--smoke`` so that it ends by itself."""
    root.run([PACKAGE, "import", f"{HOME}/sim.mtrdesk"], user=True)
    events = json.loads(root.run([PACKAGE, "events"], user=True).stdout)
    if len(events) != 1:
        raise CheckFailed(f"mtrdesk events after one import: {events}")
    database = user_database(root)
    say(f"mtrdesk import: one event in {database.relative_to(root.path)}")
    clicked = f"{HOME}/Friday night.{PACKAGE}"
    root.run([PACKAGE, "simulate", "--players", "9", "--seed", "20", "-o", clicked], user=True)
    entry = root.file("/usr/share/applications/mtrdesk.desktop").read_text(encoding="utf-8")
    (command,) = (line.split("=", 1)[1] for line in entry.splitlines() if line.startswith("Exec="))
    program, *rest = command.split()
    root.run([program, "--smoke", *(clicked if word == "%f" else word for word in rest)], user=True)
    events = json.loads(root.run([PACKAGE, "events"], user=True).stdout)
    if sorted(event["players"] for event in events) != [9, 24]:
        raise CheckFailed(f"mtrdesk events after a double click on an event file: {events}")
    say(f"a double click on {Path(clicked).name} ({command}): imported, two events now")
    return database


def check_desktop(root: Root) -> None:
    root.run(["desktop-file-validate", "/usr/share/applications/mtrdesk.desktop"])
    globs = root.file("/usr/share/mime/globs2").read_text()
    if f":{MIME_TYPE}:*.{PACKAGE}" not in globs:
        raise CheckFailed(f"*.{PACKAGE} is not in the MIME database")
    cache = root.file("/usr/share/applications/mimeinfo.cache").read_text()
    if f"{MIME_TYPE}=mtrdesk.desktop;" not in cache:
        raise CheckFailed(f"{MIME_TYPE} does not open with mtrdesk.desktop")
    for icon in ("apps/mtrdesk.png", f"mimetypes/{MIME_TYPE.replace('/', '-')}.png"):
        if not root.file(f"/usr/share/icons/hicolor/48x48/{icon}").is_file():
            raise CheckFailed(f"no icon {icon}")
    say(f"menu entry valid; *.{PACKAGE} is {MIME_TYPE}, opened by mtrdesk.desktop; icons there")


def check_purge(root: Root, database: Path) -> None:
    before = hashlib.sha256(database.read_bytes()).hexdigest()
    root.run(["apt-get", "purge", "-y", "-qq", PACKAGE])
    gone = [p for p in (f"/opt/{PACKAGE}", f"/usr/bin/{PACKAGE}") if root.file(p).exists()]
    if gone:
        raise CheckFailed(f"left after purge: {gone}")
    if f"*.{PACKAGE}" in root.file("/usr/share/mime/globs2").read_text():
        raise CheckFailed("the MIME type outlived the package")
    if not database.is_file() or hashlib.sha256(database.read_bytes()).hexdigest() != before:
        raise CheckFailed(f"purging the package changed {database}")
    say("apt-get purge: program and associations gone; the user's database unchanged")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("deb", type=Path)
    parser.add_argument("--keep", action="store_true", help="keep the root for a look")
    args = parser.parse_args(argv)
    if os.geteuid() != 0:
        sys.stderr.write("deb install check: needs root (debootstrap, chroot)\n")
        return 2
    started = time.monotonic()
    scratch = Path(tempfile.mkdtemp(prefix="mtrdesk-debian-root-"))
    scratch.chmod(0o755)  # a root's / (mkdtemp makes it 0700: only root could enter)
    proc = scratch / "proc"
    try:
        root = make_root(scratch)
        subprocess.run(["mount", "-t", "proc", "proc", str(proc)], check=True)
        install(root, args.deb.resolve())
        check_libraries(root)
        check_smoke(root)
        check_window_on_x(root)
        check_standings(root)
        database = check_database(root)
        check_desktop(root)
        check_purge(root, database)
    except (CheckFailed, subprocess.CalledProcessError) as failure:
        sys.stderr.write(f"deb install check FAILED: {failure}\n")
        return 1
    finally:
        subprocess.run(["umount", str(proc)], stderr=subprocess.DEVNULL)
        if args.keep:
            say(f"root kept at {scratch}")
        elif not os.path.ismount(proc):  # never walk into a /proc still mounted
            shutil.rmtree(scratch, ignore_errors=True)
    say(f"passed in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
