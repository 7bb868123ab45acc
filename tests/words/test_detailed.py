"""The sentences each concept of ``words`` says with a refusal's details (``words.detailed``):
they read only details their problem declares (as tests/services/test_refusal_details.py
checks for the sentences written out as code), and they fill them in as the code did."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import mtrdesk.words
from mtrdesk.services.errors import DETAILS, Problem
from mtrdesk.words.detailed import Detailed, detailed_message


def _tables() -> list[tuple[str, Problem, Detailed]]:
    found = []
    for info in pkgutil.walk_packages(mtrdesk.words.__path__, "mtrdesk.words."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if (
                isinstance(value, dict)
                and value
                and all(isinstance(v, Detailed) for v in value.values())
            ):
                found += [(f"{info.name}.{name}", p, s) for p, s in value.items()]
    return found


TABLES = _tables()


def test_the_tables_are_found() -> None:
    # A guard against the walk above finding nothing: teams, pods, draft, playoff, ...
    assert len({where for where, _, _ in TABLES}) >= 8
    assert len(TABLES) >= 20


@pytest.mark.parametrize(("where", "problem", "sentence"), TABLES, ids=[t[0] for t in TABLES])
def test_a_sentence_reads_only_declared_details(
    where: str, problem: Problem, sentence: Detailed
) -> None:
    read = set(sentence.keys) | ({sentence.needs} if sentence.needs else set())
    assert read <= DETAILS[problem].allowed, f"{where}: {problem.name} reads {read}"


def test_a_sentence_waits_for_what_it_needs(qapp: object) -> None:
    table = {
        Problem.TEAMS_INCOMPLETE: Detailed("Not complete: %1 (%2).", ("teams", "round"), "teams"),
        Problem.UNDO_BLOCKED: Detailed("Round %1.", ("round",), "round", empty_ok=True),
    }
    assert detailed_message(table, Problem.TEAMS_INCOMPLETE, {}) is None
    assert detailed_message(table, Problem.TEAMS_INCOMPLETE, {"teams": []}) is None
    assert detailed_message(table, Problem.NO_BYE, {"teams": ["Red"]}) is None
    said = detailed_message(table, Problem.TEAMS_INCOMPLETE, {"teams": ["Red", "Blue"]})
    assert said == "Not complete: Red, Blue ()."
    assert detailed_message(table, Problem.UNDO_BLOCKED, {"round": 0}) == "Round 0."
    assert detailed_message(table, Problem.UNDO_BLOCKED, {"round": None}) is None
