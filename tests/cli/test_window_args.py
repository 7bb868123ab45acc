"""``mtrdesk`` with only the window's options (``--db``, ``--lang``, ``--smoke``) opens the
window without building the subcommand parsers (issue 15, item 4): ``_window_args`` reads
such a command line to the very namespace the whole parser gives, and hands everything
else (a subcommand, ``--help``, an abbreviation, an error) to the whole parser.

``mtrdesk FILE`` (issue 19: a double click on an event file) opens the window with that
file to import; only ``_window_args`` reads it, and no subcommand's command line changes."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from mtrdesk.cli import _parser, _window_args, main

WINDOW = [
    [],
    ["--smoke"],
    ["--smoke", "--smoke"],
    ["--db", "event.sqlite3"],
    ["--db=event.sqlite3"],
    ["--db="],
    ["--db", ""],
    ["--db=-odd name.sqlite3"],
    ["--db", "a.sqlite3", "--db", "b.sqlite3"],
    ["--lang", "ja"],
    ["--lang=en", "--smoke", "--db", "x"],
    ["--smoke", "--lang", "en", "--db", "イベント.sqlite3"],
]

WHOLE_PARSER = [
    ["standings", "file.json"],
    ["--db", "x", "events"],
    ["--smoke", "standings", "file.json"],
    ["-h"],
    ["--help"],
    ["--sm"],  # argparse's abbreviation of --smoke: the whole parser decides
    ["--lan", "ja"],
    ["--smoke=yes"],
    ["--lang", "fr"],
    ["--lang=de"],
    ["--lang"],
    ["--db"],
    ["--db", "--smoke"],
    ["--db", "-1"],
    ["--"],
    ["-x"],
    ["window"],
    ["standings"],  # a bare word is a command (a typo of one is argparse's error)
    ["standings", "file.mtrdesk"],
    ["--db", "x", "export", "1", "-o", "F.mtrdesk"],
    ["a.mtrdesk", "b.mtrdesk"],  # one file at a time
    ["a.mtrdesk", "events"],
    ["events", "a.mtrdesk"],
    ["--lang", "fr", "a.mtrdesk"],
]

#: Command lines that open the window on an event file: argv -> (open_file, db, lang, smoke).
FILES = {
    ("2026-11-20 金曜モダン.mtrdesk",): ("2026-11-20 金曜モダン.mtrdesk", None, None, False),
    ("/home/shop/Documents/fnm.MTRDESK",): ("/home/shop/Documents/fnm.MTRDESK", None, None, False),
    ("old export.json",): ("old export.json", None, None, False),
    ("--db", "x.sqlite3", "ev.mtrdesk"): ("ev.mtrdesk", "x.sqlite3", None, False),
    ("ev.mtrdesk", "--lang=ja", "--db", "x"): ("ev.mtrdesk", "x", "ja", False),
    ("./standings",): ("standings", None, None, False),  # a path, not the command
    ("C:/Users/shop/no extension",): ("C:/Users/shop/no extension", None, None, False),
}


@pytest.mark.parametrize("argv", WINDOW, ids=repr)
def test_the_window_command_lines_read_as_the_whole_parser_reads_them(argv: list[str]) -> None:
    fast = _window_args(argv)
    assert fast is not None
    assert fast == _parser().parse_args(argv)
    assert fast.command is None


@pytest.mark.parametrize("argv", sorted(FILES), ids=repr)
def test_a_file_opens_the_window_to_import_it(argv: tuple[str, ...]) -> None:
    fast = _window_args(list(argv))
    assert fast is not None
    path, db, lang, smoke = FILES[argv]
    assert fast == argparse.Namespace(
        db=db, lang=lang, smoke=smoke, command=None, open_file=Path(path)
    )


def test_the_subcommands_read_their_files_as_before() -> None:
    parser = _parser()
    standings = parser.parse_args(["standings", "ev.mtrdesk"])
    assert (standings.command, standings.file, standings.open_file) == (
        "standings",
        Path("ev.mtrdesk"),
        None,
    )
    export = parser.parse_args(["--db", "X", "export", "1", "-o", "F.mtrdesk"])
    assert (export.command, export.db, export.event, export.output) == (
        "export",
        "X",
        "1",
        Path("F.mtrdesk"),
    )
    pair = parser.parse_args(["pair", "old.json", "--seed", "3"])
    assert (pair.command, pair.file, pair.seed) == ("pair", Path("old.json"), 3)
    window = parser.parse_args([])
    assert (window.command, window.open_file) == (None, None)


@pytest.mark.parametrize("argv", WHOLE_PARSER, ids=repr)
def test_everything_else_goes_to_the_whole_parser(argv: list[str]) -> None:
    assert _window_args(argv) is None


def test_errors_and_help_are_argparse_own(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", "fr"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: mtrdesk [-h] [--db DB] [--lang {ja,en}] [--smoke]")
    assert "argument --lang: invalid choice: 'fr' (choose from 'ja', 'en')" in err
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert "standings" in out and "print-decklists" in out
    assert "FILE.mtrdesk opens the window" in " ".join(out.split())


def test_the_window_opens_with_what_was_read(monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[tuple[object, ...]] = []

    def open_window(
        db: object, language: str | None = None, smoke: bool = False, open_file: object = None
    ) -> int:
        opened.append((db, language, smoke, open_file))
        return 0

    monkeypatch.setattr("mtrdesk.launch.open_window", open_window)
    # Not the real loading here: it freezes the collector's objects, for the process.
    loads: list[bool] = []
    monkeypatch.setattr("mtrdesk.cli._load_window", lambda: loads.append(True))
    built: list[str] = []
    real = argparse.ArgumentParser.add_subparsers

    def counted(self: argparse.ArgumentParser, **kwargs: object) -> object:
        built.append(self.prog)
        return real(self, **kwargs)

    monkeypatch.setattr(argparse.ArgumentParser, "add_subparsers", counted)
    assert main(["--lang=ja", "--db", "shop.sqlite3", "--smoke"]) == 0
    assert main([]) == 0
    server = "postgresql://mtrdesk:pw@192.168.1.10/rcq"
    assert main(["--db", server]) == 0  # as typed: a Path would fold its "//"
    assert main(["/home/shop/fnm.mtrdesk"]) == 0  # a double click on an event file
    assert built == [] and loads == [True, True, True, True]
    assert opened == [
        ("shop.sqlite3", "ja", True, None),
        (None, None, False, None),
        (server, None, False, None),
        (None, None, False, Path("/home/shop/fnm.mtrdesk")),
    ]
