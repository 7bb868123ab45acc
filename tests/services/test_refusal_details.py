"""Every refusal's details have the shape ``DETAILS`` declares, at every raise site.

``ServiceError`` checks what it is given when it is raised; these tests read the source, so
a raise site no other test reaches is checked too, and so is every sentence that reads the
details back (``words/messages.py``, the other ``*_messages.py``, ``cli/messages.py``, the
audit texts).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from mtrdesk.core.event_file.document import DocumentError
from mtrdesk.core.refusal import Refusal
from mtrdesk.core.results import ResultError
from mtrdesk.core.settings import SettingsError
from mtrdesk.services.errors import DETAILS, Problem, ServiceError, ServiceWarning
from mtrdesk.store.errors import StoreError

PACKAGE = Path(__file__).resolve().parents[2] / "mtrdesk"

#: The modules whose functions turn details into sentences.
READERS = (
    "words/messages.py",
    "words/swiss/messages.py",
    "words/draft/messages.py",
    "words/teams/messages.py",
    "words/playoff/messages.py",
    "words/decklists/messages.py",
    "words/extension_messages.py",
    "words/pods/messages.py",
    "words/scan_messages.py",
    "words/safekeeping/messages.py",
    "words/text_messages.py",
    "words/audit_text.py",
    "words/swiss/audit.py",
    "words/pods/audit.py",
    "cli/messages.py",
)

#: Names a mapping of details goes by in the readers.
DETAIL_NAMES = {"details"}


def _sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _called(node: ast.Call) -> str | None:
    """``ServiceError``, ``ServiceWarning`` or ``ServiceWarning.of`` (``Warning.of``)."""
    func = node.func
    if isinstance(func, ast.Name) and func.id in {"ServiceError", "ServiceWarning"}:
        return func.id
    if isinstance(func, ast.Attribute):
        if func.attr in {"ServiceError", "ServiceWarning"}:
            return func.attr
        if (
            func.attr == "of"
            and isinstance(func.value, ast.Name)
            and func.value.id in {"ServiceWarning", "Warning"}
        ):
            return "ServiceWarning.of"
    return None


def _problem(node: ast.expr) -> Problem | None:
    if (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "Problem"
    ):
        return Problem[node.attr]
    return None


def _raise_sites() -> list[tuple[str, ast.Call, str]]:
    sites = []
    for path in _sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and (kind := _called(node)) is not None:
                if path.name == "errors.py" and path.parent.name == "services":
                    continue  # the declarations themselves
                where = f"{path.relative_to(PACKAGE.parent)}:{node.lineno}"
                sites.append((where, node, kind))
    return sites


SITES = _raise_sites()


def test_every_problem_is_declared() -> None:
    assert set(DETAILS) == set(Problem)
    for problem, shape in DETAILS.items():
        assert not shape.required & shape.optional, problem


def test_the_raise_sites_are_found() -> None:
    # A guard against the walk above silently finding nothing.
    assert len(SITES) > 200


@pytest.mark.parametrize(("where", "node", "kind"), SITES, ids=[s[0] for s in SITES])
def test_raise_site_gives_the_declared_details(where: str, node: ast.Call, kind: str) -> None:
    """``ServiceError(Problem.X, key=...)`` and ``ServiceWarning.of(Problem.X, key=...)``:
    a literal problem and literal keywords, exactly the declared keys."""
    assert kind != "ServiceWarning", f"{where}: build warnings with ServiceWarning.of"
    assert node.args, f"{where}: no problem given"
    problem = _problem(node.args[0])
    assert problem is not None, f"{where}: the problem must be written Problem.X"
    assert len(node.args) == 1, f"{where}: details are keywords"
    keys = [k.arg for k in node.keywords]
    assert None not in keys, f"{where}: details are named here, not spread with **"
    shape = DETAILS[problem]
    given = set(keys)
    assert given <= shape.allowed, f"{where}: {problem.name} undeclared {given - shape.allowed}"
    assert shape.required <= given, f"{where}: {problem.name} missing {shape.required - given}"


def _read_key(node: ast.AST) -> str | None:
    """The key of ``details["k"]``, ``details.get("k", ...)`` or ``"k" in details``."""
    if (
        isinstance(node, ast.Subscript)
        and _is_details(node.value)
        and isinstance(node.slice, ast.Constant)
        and isinstance(node.slice.value, str)
    ):
        return node.slice.value
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and _is_details(node.func.value)
        and node.args
        and isinstance(node.args[0], ast.Constant)
    ):
        return str(node.args[0].value)
    if (
        isinstance(node, ast.Compare)
        and isinstance(node.left, ast.Constant)
        and isinstance(node.left.value, str)
        and len(node.ops) == 1
        and isinstance(node.ops[0], ast.In | ast.NotIn)
        and _is_details(node.comparators[0])
    ):
        return node.left.value
    return None


def _is_details(node: ast.expr) -> bool:
    if isinstance(node, ast.Name):
        return node.id in DETAIL_NAMES
    return isinstance(node, ast.Attribute) and node.attr == "details"


def _problems_in(node: ast.expr) -> set[Problem]:
    return {p for sub in ast.walk(node) if (p := _problem(sub)) is not None}  # type: ignore[arg-type]


def _reads(
    node: ast.AST, problems: frozenset[Problem] | None, found: list[tuple[int, str, frozenset]]
) -> None:
    """Collect every detail read with the problems it is read for: those the nearest
    enclosing ``if`` names (``None``: read for any problem)."""
    if isinstance(node, ast.If | ast.IfExp) and (named := _problems_in(node.test)):
        scope = frozenset(named)
        _reads(node.test, scope, found)
        for child in [*(node.body if isinstance(node.body, list) else [node.body])]:
            _reads(child, scope, found)
        for child in node.orelse if isinstance(node.orelse, list) else [node.orelse]:
            _reads(child, problems, found)
        return
    key = _read_key(node)
    if key is not None:
        found.append((getattr(node, "lineno", 0), key, problems or frozenset()))
    for child in ast.iter_child_nodes(node):
        _reads(child, problems, found)


def _reader_cases() -> list[tuple[str, str, frozenset]]:
    cases = []
    for name in READERS:
        tree = ast.parse((PACKAGE / name).read_text(encoding="utf-8"))
        found: list[tuple[int, str, frozenset]] = []
        _reads(tree, None, found)
        cases += [(f"mtrdesk/{name}:{line}", key, problems) for line, key, problems in found]
    return cases


READS = _reader_cases()


def test_the_reads_are_found() -> None:
    assert len(READS) > 60


@pytest.mark.parametrize(("where", "key", "problems"), READS, ids=[r[0] for r in READS])
def test_sentence_reads_a_declared_key(where: str, key: str, problems: frozenset) -> None:
    """Under ``if problem is Problem.X``, a key X declares; elsewhere, a key some problem
    declares (a sentence cannot wait for a fact no refusal gives)."""
    for_problems = problems or frozenset(Problem)
    assert any(key in DETAILS[p].allowed for p in for_problems), (
        f"{where}: {key!r} is declared for none of {sorted(p.name for p in for_problems)}"
    )


def test_service_error_checks_its_details() -> None:
    ServiceError(Problem.TABLE_NOT_FOUND, round=1, table=2)
    with pytest.raises(TypeError, match="missing"):
        ServiceError(Problem.TABLE_NOT_FOUND, round=1)
    with pytest.raises(TypeError, match="undeclared"):
        ServiceError(Problem.TABLE_NOT_FOUND, round=1, table=2, tabel=3)
    with pytest.raises(TypeError, match="undeclared"):
        ServiceWarning.of(Problem.REPEAT_BYE, entry=1, rounds=[1], round=2)


def test_every_known_error_is_a_refusal() -> None:
    for kind in (ServiceError, StoreError, SettingsError, ResultError, DocumentError):
        assert issubclass(kind, Refusal)
    assert not issubclass(KeyError, Refusal)
