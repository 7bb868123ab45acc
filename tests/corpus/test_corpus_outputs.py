"""Outputs that are not ordinary files, and backups that cannot be made (issue 27, items 3
and 4), through the real entry points.

Every ``-o`` (``simulate``, ``export``, ``print``, ``print-decklists``, ``draft-plan
--pdf``) onto a FIFO, a socket, a device file or a folder is refused with a sentence, exit
status 1, and the target is still what it was (same kind, same inode): an ordinary file
used to be moved over it, and run as root ``-o /dev/full`` replaced the machine's
``/dev/full``. Devices are made in the test's folder (``os.mknod``, as root); the real
``/dev/full`` is only ever named as a refused target, after the shared check has been
seen to refuse it in this process. An mtrdesk database (not the open one) is refused
unless ``--force``, which keeps a copy first. Standard output that cannot be written (a
full disk: ``/dev/full``; a reader gone: a closed pipe) exits non-zero without a
traceback. A backups folder that cannot be written (``MTRDESK_BACKUPS`` naming a file, or
a folder under one, or a copy refused with EACCES) leaves the round paired and says so on
standard error, naming the folder.
"""

from __future__ import annotations

import errno
import json
import os
import socket
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.safekeeping.output_files import refuse_overwrite
from tests.helpers.cli_helpers import REPO, run_cli
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot
from tests.helpers.empty_database import prepared_database, prepared_file
from tests.helpers.services_support import new_event, open_services

EVENT = "ev.mtrdesk"
DB = "db.sqlite3"
OTHER_DB = "other.sqlite3"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An event file, a list, a database with one event (round 1 paired) and a second
    mtrdesk database; the working folder, so a socket's name stays short."""
    prepared_database(tmp_path / DB, "corpus-outputs", _paired_event)
    prepared_database(tmp_path / OTHER_DB, "corpus-outputs-other", _other_event)
    prepared_file(tmp_path / EVENT, "corpus-outputs-file", _simulated_file)
    (tmp_path / "list.txt").write_text("4 Opt\n", "utf-8")
    monkeypatch.chdir(tmp_path)
    yield tmp_path


def _paired_event(path: Path) -> None:
    with open_services(path) as services:
        event_id, _ = new_event(services, 4)
        services.rounds.pair_next(event_id)


def _other_event(path: Path) -> None:
    with open_services(path) as services:
        new_event(services, 2)


def _simulated_file(path: Path) -> None:
    assert run_cli("simulate", "--players", "8", "-o", str(path)).returncode == 0


def _fifo(folder: Path) -> Path:
    path = folder / "out.pipe"
    os.mkfifo(path)
    return path


def _socket(folder: Path) -> Path:
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind("out.sock")  # relative: the folder is the working folder
    server.close()  # the socket file stays
    return folder / "out.sock"


def _device(folder: Path) -> Path:
    """A character device like /dev/null, made here (root only): never a real /dev file."""
    path = folder / "out.null"
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except PermissionError:
        pytest.skip("making a device file needs root")
    return path


def _folder(folder: Path) -> Path:
    path = folder / "out"
    path.mkdir()
    return path


TARGETS: dict[str, Callable[[Path], Path]] = {
    "fifo": _fifo,
    "socket": _socket,
    "device": _device,
    "folder": _folder,
}

COMMANDS: dict[str, Callable[[Path, Path], list[str]]] = {
    "simulate": lambda f, out: ["simulate", "--players", "8", "-o", str(out)],
    "export": lambda f, out: ["export", "1", "--db", str(f / DB), "-o", str(out)],
    "print": lambda f, out: ["print", "standings", str(f / EVENT), "-o", str(out)],
    "print-decklists": lambda f, out: ["print-decklists", str(f / "list.txt"), "-o", str(out)],
    "draft-plan": lambda f, out: ["draft-plan", "--pdf", str(out)],
    "eventlink-invites": lambda f, out: [
        "eventlink-invites",
        "1",
        "--db",
        str(f / DB),
        "-o",
        str(out),
    ],
}


def _identity(path: Path) -> tuple[int, int, int]:
    info = os.lstat(path)
    return stat.S_IFMT(info.st_mode), info.st_ino, info.st_rdev


@pytest.mark.parametrize("command", list(COMMANDS))
@pytest.mark.parametrize("target", list(TARGETS))
def test_an_output_that_is_not_an_ordinary_file_is_refused(
    folder: Path, target: str, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = TARGETS[target](folder)
    before, kind = snapshot(folder), _identity(out)
    outcome = run_main(COMMANDS[command](folder, out), capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(folder))
    assert _identity(out) == kind, "the target was replaced"
    assert str(out) in outcome.stderr


def test_the_real_dev_full_is_refused_and_untouched(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The issue's own case. The shared check must refuse /dev/full in this process first:
    on code without it the command would replace the machine's /dev/full (as root)."""
    device = Path("/dev/full")
    if not device.exists():
        pytest.skip("no /dev/full here")
    with pytest.raises(ServiceError) as refused:
        refuse_overwrite(device)
    assert refused.value.problem is Problem.OUTPUT_NOT_A_FILE
    kind = _identity(device)
    before = snapshot(folder)
    outcome = run_main(["simulate", "--players", "8", "-o", str(device)], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(folder))
    assert _identity(device) == kind
    assert stat.S_ISCHR(os.stat(device).st_mode)


@pytest.mark.parametrize(
    "command", ["simulate", "export", "print", "draft-plan", "eventlink-invites"]
)
def test_an_mtrdesk_database_is_not_overwritten_without_force(
    folder: Path, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    before = snapshot(folder)
    outcome = run_main(COMMANDS[command](folder, folder / OTHER_DB), capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(folder))
    assert "--force" in outcome.stderr


@pytest.mark.parametrize("command", ["simulate", "export", "print"])
def test_force_replaces_a_database_after_keeping_a_copy(
    folder: Path, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    old = (folder / OTHER_DB).read_bytes()
    outcome = run_main([*COMMANDS[command](folder, folder / OTHER_DB), "--force"], capsys)
    assert outcome.status == 0, outcome.stderr
    assert "Traceback" not in outcome.stderr
    kept = folder / "other.replaced-1.sqlite3"
    assert kept.read_bytes() == old
    assert str(kept) in outcome.stderr
    assert (folder / OTHER_DB).read_bytes() != old
    with open_services(kept) as services:  # the copy is the database it was
        assert len(services.events.list_events()) == 1


def test_force_never_replaces_a_database_open_elsewhere(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A window holding the database (its lock): refused, forced or not."""
    with open_services(folder / OTHER_DB):
        before = snapshot(folder)
        argv = ["simulate", "--players", "8", "-o", str(folder / OTHER_DB), "--force"]
        outcome = run_main(argv, capsys)
        after = snapshot(folder)
    assert_refused_cleanly(outcome, 1, before, after)


def _events(db: Path, stdout: int | object) -> subprocess.CompletedProcess[bytes]:
    """``python -m mtrdesk events`` as a user runs it (this tree first on PYTHONPATH)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANG": "en_US.UTF-8"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    command = [sys.executable, "-m", "mtrdesk", "--db", str(db), "--lang", "en", "events"]
    return subprocess.run(
        command, env=env, cwd=REPO, stdout=stdout, stderr=subprocess.PIPE, timeout=120
    )


def test_standard_output_on_a_full_disk_exits_1_with_a_sentence(folder: Path) -> None:
    before = snapshot(folder)
    with open("/dev/full", "wb") as full:  # opened for writing, never replaced
        done = _events(folder / DB, full)
    stderr = done.stderr.decode("utf-8")
    assert done.returncode == 1, stderr
    assert "Traceback" not in stderr and "Exception ignored" not in stderr
    assert "standard output" in stderr and "incomplete" in stderr, stderr
    assert snapshot(folder) == before


def test_a_closed_pipe_exits_non_zero_quietly(folder: Path) -> None:
    """``mtrdesk events | head -c0``: the reader is gone before anything is written."""
    read, write = os.pipe()
    os.close(read)  # nobody will ever read
    try:
        done = _events(folder / DB, write)
    finally:
        os.close(write)
    stderr = done.stderr.decode("utf-8")
    assert done.returncode != 0
    assert "Traceback" not in stderr and "Exception ignored" not in stderr, stderr


# --- the window's saves share the check ---


def test_the_window_export_refuses_a_fifo(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mtrdesk.ui import event_files

    said: list[str] = []
    monkeypatch.setattr(event_files, "show_error", lambda parent, text, *a: said.append(text))
    out = _fifo(folder)
    kind = _identity(out)
    with open_services(folder / DB) as services:
        assert event_files.export_event_file(None, services, 1, out) is None
    assert _identity(out) == kind
    assert said and str(out) in said[0]


def test_the_window_export_refuses_an_mtrdesk_database(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mtrdesk.ui import event_files

    said: list[str] = []
    monkeypatch.setattr(event_files, "show_error", lambda parent, text, *a: said.append(text))
    before = snapshot(folder)
    with open_services(folder / DB) as services:
        assert event_files.export_event_file(None, services, 1, folder / OTHER_DB) is None
    assert said
    after = snapshot(folder)
    assert {k: v for k, v in after.items() if k.startswith(OTHER_DB)} == {
        k: v for k, v in before.items() if k.startswith(OTHER_DB)
    }


def test_the_window_save_pdf_refuses_a_device_and_the_open_database(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """Print preview ▸ Save PDF wrote into whatever the name was: a device (made here, like
    /dev/null) took the PDF and the dialog said it was saved."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox

    from mtrdesk.sheets import sheet_kind
    from mtrdesk.ui.printing.menu import print_sheet
    from mtrdesk.ui.window.main_window import MainWindow

    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: boxes.append(box.text()))
    device = _device(tmp_path)
    kind = _identity(device)
    services = open_services(tmp_path / DB)
    try:
        event_id, _ = new_event(services, 4)
        services.rounds.pair_next(event_id)
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(services, settings, "en")
        qtbot.addWidget(window)
        window.set_event(event_id)
        dialog = print_sheet(window, window.session, sheet_kind("slips"))
        assert dialog is not None and dialog.pdf
        assert dialog.save_pdf(device) is None
        assert boxes and str(device) in boxes[-1]
        database = (tmp_path / DB).read_bytes()
        assert dialog.save_pdf(tmp_path / DB) is None
        assert len(boxes) == 2 and str(tmp_path / DB) in boxes[-1]
        assert (tmp_path / DB).read_bytes() == database
        dialog.close()
    finally:
        services.close()
    assert _identity(device) == kind


def test_the_window_database_backup_refuses_a_device(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """File ▸ Back up database… onto a device (made here, like /dev/null) was refused by
    SQLite only as a "disk I/O error" (a FIFO likewise): now the sentence says what it is."""
    from PySide6.QtWidgets import QMessageBox

    from mtrdesk.ui import event_files

    said: list[str] = []  # every box: recorded, never run
    monkeypatch.setattr(QMessageBox, "exec", lambda box: said.append(box.text()))
    monkeypatch.setattr(QMessageBox, "information", lambda *a: said.append("done"))
    device = _device(folder)
    kind = _identity(device)
    with open_services(folder / DB) as services:
        assert event_files.backup_database(None, services, device) is None
    assert len(said) == 1 and str(device) in said[0] and "not an ordinary file" in said[0]
    assert _identity(device) == kind


# --- backups that cannot be made (item 4) ---


def _new_unpaired_event(db: Path) -> None:
    with open_services(db) as services:
        new_event(services, 4)


def _pair(
    folder: Path, backups: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> str:
    """``mtrdesk round pair`` with ``MTRDESK_BACKUPS`` naming ``backups``: its stderr."""
    monkeypatch.setenv("MTRDESK_BACKUPS", str(backups))
    argv = ["round", "pair", "1", "--seed", "1", "--db", str(folder / "b.sqlite3")]
    outcome = run_main(argv, capsys)
    assert "Traceback" not in outcome.stderr
    assert outcome.status == 0, outcome.stderr
    assert json.loads(outcome.stdout), "the round is paired all the same"
    return outcome.stderr


@pytest.mark.parametrize("under", [False, True], ids=["a-file", "a-folder-under-a-file"])
def test_a_backups_folder_that_is_a_file_is_said_and_the_round_paired(
    folder: Path,
    under: bool,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _new_unpaired_event(folder / "b.sqlite3")
    in_the_way = folder / "backups-file"
    in_the_way.write_bytes(b"not a folder")
    backups = in_the_way / "sub" if under else in_the_way
    stderr = _pair(folder, backups, monkeypatch, capsys)
    assert str(in_the_way) in stderr, stderr
    assert "is a file" in stderr and "MTRDESK_BACKUPS" in stderr, stderr
    assert in_the_way.read_bytes() == b"not a folder"
    with open_services(folder / "b.sqlite3") as services:
        assert services.rounds.current_round(1) is not None


def test_a_backup_refused_by_permissions_is_said(
    folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A read-only folder (EACCES; root is never refused, so the copy is made to fail)."""
    from mtrdesk.store.database import Store

    def refused(self: Store, target: object) -> Path:
        raise PermissionError(errno.EACCES, "Permission denied", str(target))

    _new_unpaired_event(folder / "b.sqlite3")
    monkeypatch.setattr(Store, "backup_to", refused)
    stderr = _pair(folder, folder / "ro-backups", monkeypatch, capsys)
    assert str(folder / "ro-backups") in stderr, stderr
    assert "cannot be written" in stderr and "MTRDESK_BACKUPS" in stderr, stderr


def test_the_window_says_once_without_a_dialog_that_backups_are_not_made(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """Round 1 and round 2 are paired with a file where the backups folder should be: the
    window says so in a banner across the top once per session (no dialog waits for a
    click; the status bar repeats it at every round), naming the folder."""
    import random

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox

    from mtrdesk.services import Services
    from mtrdesk.ui.window.main_window import MainWindow
    from tests.helpers.services_support import report_round
    from tests.helpers.ui_helpers import FIXED_NOW

    in_the_way = tmp_path / "backups-file"
    in_the_way.write_bytes(b"not a folder")
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: boxes.append(box.text()))
    services = Services.open(
        tmp_path / "event.sqlite3",
        clock=lambda: FIXED_NOW,
        rng=random.Random(7),
        backups=in_the_way,
    )
    event_id, _ = new_event(services, 8)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)
    window.show()
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    try:
        assert not window.notice_banner.isVisible()
        window.rounds_tab.pair_button.click()
        assert [r.number for r in services.rounds.list_rounds(event_id)] == [1]
        assert boxes == []
        assert window.notice_banner.isVisible()
        banner = window.notice_banner.text()
        assert str(in_the_way) in banner and "Round 1" in banner
        assert str(in_the_way) in window.statusBar().currentMessage()
        window.notice_banner.dismiss()
        report_round(services, event_id, random.Random(3))
        window.take_from_elsewhere()  # the results, as if entered at another station
        window.rounds_tab.pair_button.click()
        assert [r.number for r in services.rounds.list_rounds(event_id)] == [1, 2], boxes
        assert boxes == []
        assert not window.notice_banner.isVisible()  # said once this session
        assert "Round 2" in window.statusBar().currentMessage()
    finally:
        window.close()
        services.close()
    assert in_the_way.read_bytes() == b"not a folder"


def test_a_backups_folder_that_is_a_file_on_a_shared_server(
    postgres_ready_dsn: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The same on PostgreSQL (issue 17): the round-start copy is a file there too."""
    from tests.helpers.postgres import tested_stores

    if "postgresql" not in tested_stores():
        pytest.skip("MTRDESK_TEST_STORE leaves PostgreSQL out")
    with open_services(postgres_ready_dsn) as services:
        new_event(services, 4)
    in_the_way = tmp_path / "backups-file"
    in_the_way.write_bytes(b"not a folder")
    monkeypatch.setenv("MTRDESK_BACKUPS", str(in_the_way))
    argv = ["round", "pair", "1", "--seed", "1", "--db", postgres_ready_dsn]
    outcome = run_main(argv, capsys)
    assert outcome.status == 0 and "Traceback" not in outcome.stderr, outcome.stderr
    assert str(in_the_way) in outcome.stderr and "is a file" in outcome.stderr
    assert in_the_way.read_bytes() == b"not a folder"
    with open_services(postgres_ready_dsn) as services:
        assert services.rounds.current_round(1) is not None
