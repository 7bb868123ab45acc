"""The Windows and macOS installer recipes (build/windows, build/macos, the installers
workflow) agree with the code: they cannot run on Linux, so their facts are checked here."""

from __future__ import annotations

import plistlib
import re
import tomllib
from pathlib import Path

import pytest
from PIL import Image

from mtrdesk.core.event_file.document import EVENT_FILE_MIME_TYPE, EVENT_FILE_SUFFIX

ROOT = Path(__file__).resolve().parent.parent
ISS = ROOT / "build" / "windows" / "mtrdesk.iss"
PLIST = ROOT / "build" / "macos" / "Info.plist"
WORKFLOW = ROOT / ".github" / "workflows" / "installers.yml"


def _version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def _iss_defines() -> dict[str, str]:
    text = ISS.read_text(encoding="utf-8")
    return dict(re.findall(r'^#define\s+(\w+)\s+"([^"]*)"', text, flags=re.MULTILINE))


def _iss_setup() -> dict[str, str]:
    text = ISS.read_text(encoding="utf-8")
    section = text.split("[Setup]", 1)[1].split("\n[", 1)[0]
    return dict(re.findall(r"^(\w+)=(.*)$", section, flags=re.MULTILINE))


def test_inno_script_names_the_version_and_installs_per_user() -> None:
    defines = _iss_defines()
    assert defines["AppName"] == "mtrdesk"
    assert defines["AppVersion"] == _version()
    setup = _iss_setup()
    assert setup["PrivilegesRequired"] == "lowest"
    assert setup["DefaultDirName"] == r"{localappdata}\Programs\{#AppName}"
    text = ISS.read_text(encoding="utf-8")
    assert 'compiler:Languages\\Japanese.isl"' in text
    assert 'compiler:Default.isl"' in text
    assert (ROOT / setup["SetupIconFile"].replace("\\", "/")).is_file()


def test_inno_script_leaves_the_users_database_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    # mtrdesk.store.database keeps the database in platformdirs.user_data_dir("mtrdesk",
    # appauthor=False): on Windows, <the Local AppData known folder>\mtrdesk. Asked here of
    # platformdirs' Windows class with the known folder given (this runs on Linux).
    source = (ROOT / "mtrdesk" / "store" / "database.py").read_text(encoding="utf-8")
    found = re.search(r'user_data_dir\("([^"]+)", appauthor=False\)', source)
    assert found is not None
    import platformdirs.windows

    asked: list[str] = []

    def known_folder(csidl: str) -> str:
        asked.append(csidl)
        return "/LocalAppData"

    monkeypatch.setattr(platformdirs.windows, "get_win_folder", known_folder)
    folder = platformdirs.windows.Windows(found.group(1), appauthor=False).user_data_dir
    assert asked == ["CSIDL_LOCAL_APPDATA"]  # Inno's {localappdata}
    assert folder == "/LocalAppData/" + _iss_defines()["DataFolderName"]
    text = ISS.read_text(encoding="utf-8")
    # No section that deletes files: not the data folder, not an event file. The registry
    # entries are the event file association alone (below).
    sections = set(re.findall(r"^\[(\w+)\]", text, flags=re.MULTILINE))
    assert sections.isdisjoint({"UninstallDelete", "InstallDelete"})
    assert "Setup" in sections and "Files" in sections
    for entry in _iss_registry():  # file classes only: not the settings (Software\mtrdesk)
        assert entry["Root"] == "HKCU"
        assert entry["Subkey"].startswith("Software\\Classes\\")
    # The install folder is not the data folder, so removing {app} cannot reach it.
    assert _iss_setup()["DefaultDirName"] != r"{localappdata}\{#DataFolderName}"


def _iss_registry() -> list[dict[str, str]]:
    """The [Registry] entries, each ``Name: value`` parameter unquoted, ``{#...}`` filled."""
    text = ISS.read_text(encoding="utf-8")
    section = text.split("\n[Registry]", 1)[1].split("\n[", 1)[0]
    defines = _iss_defines()
    entries = []
    for line in section.splitlines():
        if not line.strip() or line.startswith(";"):
            continue
        entry = {}
        for part in re.findall(r'(\w+): ("(?:[^"]|"")*"|[^;]*)', line):
            name, value = part
            value = value.strip()
            if value.startswith('"'):
                value = value[1:-1].replace('""', '"')
            entry[name] = re.sub(r"\{#(\w+)\}", lambda m: defines[m.group(1)], value)
        entries.append(entry)
    return entries


def test_inno_script_associates_the_event_files_per_user() -> None:
    """A double click on ``x.mtrdesk`` runs ``mtrdesk.exe "x.mtrdesk"``; per user, and the
    uninstaller takes back only the extension's and the ProgID's keys."""
    assert _iss_setup()["ChangesAssociations"] == "yes"
    entries = _iss_registry()
    classes = "Software\\Classes\\"
    extension = [e for e in entries if e["Subkey"] == classes + "." + EVENT_FILE_SUFFIX]
    default = [e for e in extension if e["ValueName"] == ""]
    assert len(default) == 1 and "uninsdeletekey" in default[0]["Flags"]
    prog_id = default[0]["ValueData"]
    assert [e["ValueData"] for e in extension if e["ValueName"] == "Content Type"] == [
        EVENT_FILE_MIME_TYPE
    ]
    [own] = [e for e in entries if e["Subkey"] == classes + prog_id]
    assert own["Flags"] == "uninsdeletekey"
    assert own["ValueData"] == "{cm:EventFileType}"
    [command] = [e for e in entries if e["Subkey"] == f"{classes}{prog_id}\\shell\\open\\command"]
    assert command["ValueData"] == '"{app}\\mtrdesk.exe" "%1"'
    # Every key is one of those two or under the ProgID's (deleted with it); only they
    # are deleted on uninstall.
    for entry in entries:
        key = entry["Subkey"]
        assert key in (classes + "." + EVENT_FILE_SUFFIX, classes + prog_id) or key.startswith(
            f"{classes}{prog_id}\\"
        )
        if "uninsdelete" in entry.get("Flags", ""):
            assert entry["Flags"] == "uninsdeletekey"
            assert key in (classes + "." + EVENT_FILE_SUFFIX, classes + prog_id)
    text = ISS.read_text(encoding="utf-8")
    assert "ja.EventFileType=mtrdesk 大会ファイル" in text  # the term of ja-terms.md
    assert "en.EventFileType=mtrdesk event file" in text


def test_icon_holds_every_windows_size() -> None:
    with Image.open(ROOT / "build" / "windows" / "mtrdesk.ico") as icon:
        sizes = {width for width, _ in icon.info["sizes"]}
    assert {16, 32, 48, 256} <= sizes
    assert min(sizes) == 16 and max(sizes) == 256
    assert (ROOT / "build" / "macos" / "mtrdesk.icns").is_file()


def test_info_plist_names_the_version_and_languages() -> None:
    with open(PLIST, "rb") as handle:
        info = plistlib.load(handle)
    assert info["CFBundleName"] == "mtrdesk"
    assert info["CFBundleShortVersionString"] == _version()
    assert info["CFBundleVersion"] == _version()
    assert info["CFBundleLocalizations"] == ["ja", "en"]
    assert info["NSHighResolutionCapable"] is True


def test_info_plist_opens_the_event_files() -> None:
    """The app exports the event file's type under its bundle id (a public.json ending in
    the code's suffix) and opens it: a double click in the Finder imports the event."""
    with open(PLIST, "rb") as handle:
        info = plistlib.load(handle)
    [exported] = info["UTExportedTypeDeclarations"]
    uti = exported["UTTypeIdentifier"]
    assert uti.startswith(info["CFBundleIdentifier"] + ".")
    assert exported["UTTypeConformsTo"] == ["public.json"]
    tags = exported["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == [EVENT_FILE_SUFFIX]
    assert tags["public.mime-type"] == [EVENT_FILE_MIME_TYPE]
    [document] = info["CFBundleDocumentTypes"]
    assert document["LSItemContentTypes"] == [uti]
    assert document["LSHandlerRank"] == "Owner"
    assert document["CFBundleTypeRole"] in {"Viewer", "Editor"}
    assert document["CFBundleTypeIconFile"] == info["CFBundleIconFile"]


def test_spec_parses_and_keeps_the_platform_steps_guarded() -> None:
    import ast

    tree = ast.parse((ROOT / "build" / "mtrdesk.spec").read_text(encoding="utf-8"))
    bundles = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "BUNDLE"
    ]
    assert len(bundles) == 1
    guarded = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.If)
        and "darwin" in ast.unparse(node.test)
        and any(bundle in ast.walk(node) for bundle in bundles)
    ]
    assert guarded


def test_workflow_builds_both_platforms() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "windows-latest" in text and "macos-latest" in text
    assert "--require-hashes" in text
    assert "build/windows/mtrdesk.iss" in text.replace("\\", "/")
    assert "build/macos/make_dmg.sh" in text
    yaml = pytest.importorskip("yaml")  # not a dependency: checked where installed
    document = yaml.safe_load(text)
    assert set(document["jobs"]) == {"windows", "macos"}
