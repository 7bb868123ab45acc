"""``mtrdesk`` with only the window's options (``--db``, ``--lang``, ``--smoke``) opens the
window without building the subcommand parsers (issue 15, item 4): ``_window_args`` reads
such a command line to the very namespace the whole parser gives, and hands everything
else (a subcommand, ``--help``, an abbreviation, an error) to the whole parser."""

from __future__ import annotations

import argparse

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
]


@pytest.mark.parametrize("argv", WINDOW, ids=repr)
def test_the_window_command_lines_read_as_the_whole_parser_reads_them(argv: list[str]) -> None:
    fast = _window_args(argv)
    assert fast is not None
    assert fast == _parser().parse_args(argv)
    assert fast.command is None


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


def test_the_window_opens_with_what_was_read(monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[tuple[object, ...]] = []

    def open_window(db: object, language: str | None = None, smoke: bool = False) -> int:
        opened.append((db, language, smoke))
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
    assert built == [] and loads == [True, True, True]
    assert opened == [
        ("shop.sqlite3", "ja", True),
        (None, None, False),
        (server, None, False),
    ]
