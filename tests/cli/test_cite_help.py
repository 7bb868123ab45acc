"""A general help (no event) cites the edition in force (issue 29: 2.4 and 2.5 swapped
places in 2025-11-10): ``mtrdesk simulate --help``'s draw rates."""

from __future__ import annotations

import argparse

import pytest

from mtrdesk.cli import parser as cli_parser
from mtrdesk.core.editions.catalogue import MTR_2023_08_21, MTR_2025_11_10


def _simulate_help(parser: argparse.ArgumentParser) -> str:
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return " ".join(sub.choices["simulate"].format_help().split())


@pytest.mark.parametrize(
    ("edition", "end", "concede"),
    [(MTR_2023_08_21, "MTR 2.5", "MTR 2.4"), (MTR_2025_11_10, "MTR 2.4", "MTR 2.5")],
)
def test_the_simulation_s_help_cites_the_edition_in_force(
    monkeypatch: pytest.MonkeyPatch, edition, end: str, concede: str
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(cli_parser, "edition_in_force", lambda date: edition)
    text = _simulate_help(cli_parser.build_parser())
    assert f"share of matches that end level ({end}; not multiplayer)" in text
    assert f"share of intentional draws ({concede}; not multiplayer)" in text
