"""``mtrdesk event create --cut-after R --cut-points P`` (issue 29; MTR 2.10, 10.2): the
day-two cut announced from the command line, the next rounds paired among the players who
made it, and ``round standings`` marking those below it."""

from __future__ import annotations

import pytest

from tests.helpers.scorekeeper_cli import Cli

NAMES = [f"Player{n:02d}" for n in range(8)]


def test_a_day_two_cut_from_the_command_line(cli: Cli) -> None:
    made = cli.ok(
        "event", "create", "Spotlight", "--create", "--date", "2026-11-27",
        "--rounds", "3", "--cut-after", "2", "--cut-points", "6",
    )  # fmt: skip
    assert isinstance(made, dict)
    for name in NAMES:
        cli.ok("player", "add", "Spotlight", name)
    for _ in (1, 2):
        pairings = cli.ok("round", "pair", "Spotlight", "--seed", "3")
        assert isinstance(pairings, list) and len(pairings) == 4
        for row in pairings:
            cli.ok("round", "report", "Spotlight", str(row["table"]), "2-0")
    standings = cli.ok("round", "standings", "Spotlight")
    assert isinstance(standings, list) and len(standings) == 8
    # Eight players, everyone won or lost both: two won twice (6 points) and made it.
    through = [r["player"] for r in standings if not r.get("below_cut")]
    below = [r["player"] for r in standings if r.get("below_cut")]
    assert len(through) == 2 and len(below) == 6
    assert all(r["points"] >= 6 for r in standings if not r.get("below_cut"))
    third = cli.ok("round", "pair", "Spotlight", "--seed", "3")
    assert isinstance(third, list)
    assert [{r["p1"], r["p2"]} for r in third] == [set(through)]


@pytest.mark.parametrize(
    ("options", "sentence"),
    [
        (("--rounds", "3", "--cut-after", "3", "--cut-points", "6"), "day-two cut"),
        (("--rounds", "3", "--cut-after", "2"), "day-two cut"),
        (("--cut-after", "2", "--cut-points", "6"), "day-two cut"),
    ],
)
def test_a_bad_cut_is_refused_with_a_sentence(
    cli: Cli,
    options: tuple[str, ...],
    sentence: str,
) -> None:
    cli.ok("event", "create", "Before", "--create", "--date", "2026-11-27")
    assert sentence in cli.refused("event", "create", "Cut", "--date", "2026-11-27", *options)
