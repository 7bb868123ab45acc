"""``build/dev`` stops at its first failed step with a sentence naming it (issue 27, item 9:
a first run went on after apt-get failed on another program's lock, and Qt then aborted
with a message that did not point at the cause).

Run against fakes only: build/dev is copied with the lock and pyproject.toml into a
temporary folder (it works in the folder above its own), and ``dpkg-query``, ``apt-get``,
``sudo`` and the Python it is given are shell scripts on PATH that log their calls and fail
as the real ones do. Nothing here touches the system's packages, its dpkg lock or a venv.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="build/dev is for Debian")

#: dpkg-query: every package "not installed", so build/dev wants to install them.
DPKG_QUERY = """#!/bin/sh
echo "dpkg-query $*" >>"$LOG"
printf 'unknown ok not-installed'
"""
#: apt-get as it fails when another program holds the lock past DPkg::Lock::Timeout.
APT_LOCKED = """#!/bin/sh
echo "apt-get $*" >>"$LOG"
lock=/var/lib/dpkg/lock-frontend
echo "E: Could not get lock $lock. It is held by process 4242 (unattended-upgr)" >&2
echo "E: Unable to acquire the dpkg frontend lock ($lock), is another process using it?" >&2
exit 100
"""
#: apt-get whose update works and whose install fails (a package it cannot find).
APT_NO_PACKAGE = """#!/bin/sh
echo "apt-get $*" >>"$LOG"
case " $* " in *" update "*) exit 0 ;; esac
echo "E: Unable to locate package libxcb-cursor0" >&2
exit 100
"""
APT_OK = """#!/bin/sh
echo "apt-get $*" >>"$LOG"
exit 0
"""
SUDO = """#!/bin/sh
echo "sudo $*" >>"$LOG"
exec "$@"
"""
#: The Python build/dev is given: real for ``-c`` (fingerprints, the version check),
#: a logged failure for anything else (``-m venv``), as on a Debian without python3-venv.
PYTHON_NO_VENV = f"""#!/bin/sh
echo "python $*" >>"$LOG"
if [ "$1" = "-c" ]; then exec {sys.executable} "$@"; fi
echo "The virtual environment was not created successfully because ensurepip is not available." >&2
exit 1
"""


@pytest.fixture
def sandbox(tmp_path: Path) -> Iterator[Path]:
    """A copy of build/dev with the files it reads, and a bin folder for the fakes."""
    root = tmp_path / "repo"
    (root / "build").mkdir(parents=True)
    shutil.copy2(REPO / "build" / "dev", root / "build" / "dev")
    for name in ("requirements.txt", "pyproject.toml"):
        shutil.copy2(REPO / name, root / name)
    (tmp_path / "bin").mkdir()
    (tmp_path / "log").write_text("", encoding="utf-8")
    yield tmp_path
    assert not (root / ".venv").exists() or not any((root / ".venv").iterdir())


def fake(sandbox: Path, name: str, script: str) -> Path:
    path = sandbox / "bin" / name
    path.write_text(script, encoding="utf-8")
    path.chmod(0o755)
    return path


def run_dev(sandbox: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    python = fake(sandbox, "python3", PYTHON_NO_VENV)
    environment = {
        **os.environ,
        "PATH": f"{sandbox / 'bin'}:{os.environ['PATH']}",
        "LOG": str(sandbox / "log"),
        "PYTHON": str(python),
        # The lock files build/dev looks for holders of: the sandbox's, never the system's.
        "BUILD_DEV_DPKG_LOCKS": str(sandbox / "lock-frontend"),
        **env,
    }
    return subprocess.run(
        ["bash", str(sandbox / "repo" / "build" / "dev"), *args],
        capture_output=True,
        text=True,
        env=environment,
        timeout=60,
    )


def calls(sandbox: Path) -> list[str]:
    return (sandbox / "log").read_text(encoding="utf-8").splitlines()


def test_a_held_apt_lock_stops_build_dev_naming_the_program(sandbox: Path) -> None:
    fake(sandbox, "dpkg-query", DPKG_QUERY)
    fake(sandbox, "apt-get", APT_LOCKED)
    fake(sandbox, "sudo", SUDO)
    lock = sandbox / "lock-frontend"
    lock.write_text("", encoding="utf-8")
    with lock.open("rb") as held:  # another program with the lock open: a sleeping process
        holder = subprocess.Popen(["sleep", "60"], stdin=held)
    try:
        done = run_dev(sandbox, "app", BUILD_DEV_APT_WAIT="7")
    finally:
        holder.kill()
        holder.wait()

    assert done.returncode != 0
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("build/dev: Updating the package lists (apt-get update) failed: ")
    assert "another program holds the package manager's lock" in last
    assert f"sleep (process {holder.pid})" in last
    assert "more than 7 seconds" in last and "then run build/dev again" in last
    apt = [call for call in calls(sandbox) if call.startswith("apt-get")]
    # It waited for the lock (apt's own timeout) and stopped: no install, no venv, no Qt.
    assert apt == ["apt-get -o DPkg::Lock::Timeout=7 update -qq"]
    assert not [call for call in calls(sandbox) if "-m venv" in call]


def test_without_a_holder_found_apt_get_s_own_words_name_it(sandbox: Path) -> None:
    fake(sandbox, "dpkg-query", DPKG_QUERY)
    fake(sandbox, "apt-get", APT_LOCKED)
    fake(sandbox, "sudo", SUDO)

    done = run_dev(sandbox, "system")

    assert done.returncode != 0
    last = done.stderr.strip().splitlines()[-1]
    assert "another program holds the package manager's lock (process 4242 (unattended-upgr))" in (
        last
    )
    assert "more than 300 seconds" in last


def test_a_failed_install_stops_naming_the_packages(sandbox: Path) -> None:
    fake(sandbox, "dpkg-query", DPKG_QUERY)
    fake(sandbox, "apt-get", APT_NO_PACKAGE)
    fake(sandbox, "sudo", SUDO)

    done = run_dev(sandbox, "system")

    assert done.returncode != 0
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("build/dev: Installing the system packages libxcb-cursor0 ")
    assert "(apt-get install) failed (exit status 100)" in last
    assert "Unable to locate package" in done.stderr  # apt-get's own words are shown too


def test_a_venv_that_cannot_be_made_stops_before_anything_else(sandbox: Path) -> None:
    fake(sandbox, "dpkg-query", DPKG_QUERY)
    fake(sandbox, "apt-get", APT_OK)
    fake(sandbox, "sudo", SUDO)

    done = run_dev(sandbox, "app")

    assert done.returncode != 0
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("build/dev: Creating the virtual environment .venv (")
    assert "python3-venv" in last and "then run build/dev again" in last
    assert not [call for call in calls(sandbox) if "pip" in call]


def test_a_failed_pip_install_is_named(sandbox: Path) -> None:
    """A venv is made, but its pip fails (no network, a hash mismatch)."""
    fake(sandbox, "dpkg-query", DPKG_QUERY)
    fake(sandbox, "apt-get", APT_OK)
    fake(sandbox, "sudo", SUDO)
    venv_python = sandbox / "repo" / ".venv" / "bin" / "python"
    making = f"""#!/bin/sh
echo "python $*" >>"$LOG"
if [ "$1" = "-c" ]; then exec {sys.executable} "$@"; fi
mkdir -p {venv_python.parent}
printf '#!/bin/sh\\necho "venv-python $*" >>"$LOG"\\n' >{venv_python}
printf 'echo "ERROR: THESE PACKAGES DO NOT MATCH THE HASHES" >&2\\nexit 1\\n' >>{venv_python}
chmod +x {venv_python}
"""
    python = fake(sandbox, "python-making", making)

    done = run_dev(sandbox, "app", PYTHON=str(python))

    assert done.returncode != 0
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith(
        "build/dev: Installing the locked dependencies of requirements.txt into .venv (pip) "
        "failed (exit status 1)"
    )
    assert not (sandbox / "repo" / ".venv" / ".installed-lock").exists()
    shutil.rmtree(sandbox / "repo" / ".venv")


def test_installed_packages_need_no_apt(sandbox: Path) -> None:
    installed = '#!/bin/sh\necho "dpkg-query $*" >>"$LOG"\nprintf "install ok installed"\n'
    fake(sandbox, "dpkg-query", installed)
    fake(sandbox, "apt-get", APT_LOCKED)

    done = run_dev(sandbox, "system")

    assert done.returncode == 0, done.stderr
    assert not [call for call in calls(sandbox) if call.startswith("apt-get")]
