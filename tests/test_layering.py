"""The layers stay apart: core imports no Qt, peewee or reportlab; store knows no UI.

docs/architecture.md gives the table this test enforces. Inside the UI, widgets and table
models know no tab, dialog or window; only ``ui.app`` imports the main window; no tab
imports another. And no module of mtrdesk imports itself through others: the import graph
has no cycle.

Every import counts: at the top, inside functions and under ``if TYPE_CHECKING:``;
relative imports are resolved, and ``from pkg import name`` imports the module
``pkg.name`` when there is one.
"""

import ast
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "mtrdesk"

# A row per folder of mtrdesk ("ui/widgets" is a folder inside one): the modules its
# files must not import (a name forbids its submodules too).

FORBIDDEN = {
    "core": (
        "PySide6",
        "peewee",
        "reportlab",
        "qrcode",
        "mtrdesk.store",
        "mtrdesk.services",
        "mtrdesk.ui",
        "mtrdesk.printing",
        "platformdirs",
    ),
    "store": ("PySide6", "reportlab", "mtrdesk.ui", "mtrdesk.services", "mtrdesk.printing"),
    "services": ("PySide6", "mtrdesk.ui"),
    "printing": ("PySide6", "peewee", "mtrdesk.store", "mtrdesk.ui", "mtrdesk.services"),
    "ui": ("peewee", "mtrdesk.store.models"),
    # Sheets join services, printing and translated words (the name collator included);
    # widgets and storage stay out.
    "sheets": ("peewee", "mtrdesk.store", "PySide6.QtWidgets", "PySide6.QtGui", "mtrdesk.ui"),
    # What mtrdesk says, for the window, the command line and the sheets: QtCore only.
    "words": (
        "PySide6.QtGui",
        "PySide6.QtWidgets",
        "mtrdesk.ui",
        "mtrdesk.store",
        "peewee",
        "reportlab",
    ),
    # The command line opens the window only through mtrdesk/launch.py (WINDOW_OPENER).
    "cli": ("mtrdesk.ui", "peewee", "mtrdesk.store.models"),
    # The phones' pages and API (issue 16): no widgets, no window.
    "web": ("mtrdesk.ui", "PySide6.QtWidgets", "PySide6.QtGui"),
    # Widgets and table models are the UI's bottom: tabs, dialogs and the window use them,
    # never the other way round (hand them callables or connect their signals instead).
    "ui/widgets": (
        "mtrdesk.ui.tabs",
        "mtrdesk.ui.dialogs",
        "mtrdesk.ui.window.main_window",
        "mtrdesk.ui.app",
    ),
    "ui/models": (
        "mtrdesk.ui.tabs",
        "mtrdesk.ui.dialogs",
        "mtrdesk.ui.window.main_window",
        "mtrdesk.ui.app",
    ),
}
#: Layers that need not exist yet.
OPTIONAL: set[str] = set()
#: The one module outside mtrdesk/ui/ that imports it: ``open_window`` for the command
#: line's ``mtrdesk`` without a subcommand, importing ``mtrdesk.ui.app`` when called.
WINDOW_OPENER = "launch.py"

#: Which layer (a folder or module right under mtrdesk; "mtrdesk" is its __init__) may
#: import which, as docs/architecture.md tells it; checked between the layers listed here,
#: so a new layer joins by getting its row. Sheets use the UI's translated words only.
LAYER_IMPORTS = {
    "core": {"paths"},
    "store": {"core", "paths"},
    "printing": {"core", "paths"},
    "services": {"core", "store", "paths"},
    "words": {"core", "services", "paths"},
    "sheets": {"core", "printing", "services", "words"},
    "cli": {
        "mtrdesk",
        "core",
        "services",
        "printing",
        "sheets",
        "words",
        "web",
        "launch",
        "page_images",
        "paths",
    },
    "launch": {"ui"},
    "ui": {
        "mtrdesk",
        "core",
        "services",
        "printing",
        "sheets",
        "words",
        "web",
        "page_images",
        "paths",
    },
    "web": {"mtrdesk", "core", "services", "printing", "sheets", "words", "paths"},
    "page_images": set(),
    "paths": set(),
    "mtrdesk": set(),
}

#: The only module that may import the main window: the application that shows it.
MAIN_WINDOW = "mtrdesk.ui.window.main_window"
MAIN_WINDOW_IMPORTERS = {"mtrdesk.ui.app"}
TABS = "mtrdesk.ui.tabs."


def module_name(path: Path, root: Path = PACKAGE) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path, root: Path = PACKAGE) -> Iterator[tuple[str, tuple[str, ...]]]:
    """(module, names) for every import in ``path``, relative ones resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module_name(path, root).split(".")
    if path.name != "__init__.py":
        package.pop()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, ()
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            yield module, tuple(alias.name for alias in node.names)


def imported_modules(path: Path) -> set[str]:
    """Every name ``path`` imports: ``a.b`` for ``import a.b``; ``pkg`` and ``pkg.name``
    for ``from pkg import name`` (``name`` may be a module)."""
    names: set[str] = set()
    for module, members in _imports(path):
        names.add(module)
        names.update(f"{module}.{member}" for member in members if member != "*")
    return names


@cache
def import_graph(root: Path = PACKAGE) -> dict[str, frozenset[str]]:
    """Each module of the package ``root`` and the modules of it that it imports (itself
    left out): ``from pkg import name`` counts as ``pkg.name`` when that is a module, else
    ``pkg``."""
    known = frozenset(module_name(path, root) for path in root.rglob("*.py"))
    graph: dict[str, frozenset[str]] = {}
    for path in root.rglob("*.py"):
        importer = module_name(path, root)
        targets: set[str] = set()
        for module, members in _imports(path, root):
            submodules = {f"{module}.{m}" for m in members} & known
            targets.update(submodules)
            if not members or len(submodules) < len(members):
                targets.add(module)
        graph[importer] = frozenset((targets & known) - {importer})
    return graph


def import_cycles(graph: dict[str, frozenset[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        cycles.append(sorted(component))
    return cycles


def cases() -> list[tuple[str, Path]]:
    return [
        (layer, path) for layer in FORBIDDEN for path in sorted((PACKAGE / layer).rglob("*.py"))
    ]


@pytest.mark.parametrize(("layer", "path"), cases(), ids=lambda v: str(v).split("mtrdesk/")[-1])
def test_layer_imports(layer: str, path: Path) -> None:
    bad = {
        name
        for name in imported_modules(path)
        for forbidden in FORBIDDEN[layer]
        if name == forbidden or name.startswith(forbidden + ".")
    }
    bad = {name for name in bad if name.rpartition(".")[0] not in bad}  # modules, not members
    assert not bad, f"{path.relative_to(PACKAGE)} ({layer}) imports {sorted(bad)}"


def test_every_layer_has_code() -> None:
    for layer in FORBIDDEN.keys() - OPTIONAL:
        assert list((PACKAGE / layer).rglob("*.py")), f"mtrdesk/{layer}/ is empty"


def test_only_the_window_opener_imports_ui() -> None:
    for path in sorted(PACKAGE.glob("*.py")):
        ui = {n for n in imported_modules(path) if n == "mtrdesk.ui" or n.startswith("mtrdesk.ui.")}
        assert path.name == WINDOW_OPENER or not ui, f"mtrdesk/{path.name} imports {sorted(ui)}"


def test_only_the_app_imports_the_main_window() -> None:
    importers = {m for m, targets in import_graph().items() if MAIN_WINDOW in targets}
    assert importers <= MAIN_WINDOW_IMPORTERS, (
        f"{sorted(importers - MAIN_WINDOW_IMPORTERS)} import {MAIN_WINDOW}; hand them "
        "callables or connect their signals instead"
    )


def test_no_tab_imports_another_tab() -> None:
    """Tabs share what they both need through the helpers beside them (``round_status``,
    panels) or below them; only the multiplayer container composes tabs."""
    tabs = {m for m in import_graph() if m.startswith(TABS) and m.endswith("_tab")}
    crossing = sorted(f"{tab} -> {other}" for tab in tabs for other in import_graph()[tab] & tabs)
    assert not crossing, crossing


def layer_of(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def layer_graph() -> dict[str, set[str]]:
    """Which layer imports which (a module's imports of its own layer left out)."""
    layers: dict[str, set[str]] = {}
    for module, targets in import_graph().items():
        importer = layer_of(module)
        layers.setdefault(importer, set()).update(
            layer_of(t) for t in targets if layer_of(t) != importer
        )
    return layers


def test_the_layers_import_as_the_table_says() -> None:
    found = layer_graph()
    for layer, imports in sorted(found.items()):
        print(f"{layer:>12} -> {', '.join(sorted(imports)) or '-'}")  # shown with -s
    unexpected = sorted(
        f"{layer} -> {other}"
        for layer, imports in found.items()
        if layer in LAYER_IMPORTS
        for other in imports & LAYER_IMPORTS.keys()
        if other not in LAYER_IMPORTS[layer]
    )
    assert not unexpected, unexpected


def test_the_import_graph_has_no_cycles() -> None:
    cycles = import_cycles(import_graph())
    assert not cycles, "import cycles (move the shared piece down to break each):\n" + "\n".join(
        " <-> ".join(cycle) for cycle in cycles
    )


def test_the_cycle_finder_finds_cycles() -> None:
    graph = {
        "a": frozenset({"b"}),
        "b": frozenset({"c"}),
        "c": frozenset({"a", "d"}),
        "d": frozenset(),
        "e": frozenset({"e", "d"}),
    }
    assert import_cycles(graph) == [["a", "b", "c"]]


def test_the_graph_counts_relative_hidden_and_late_imports(tmp_path: Path) -> None:
    root = tmp_path / "pkg"
    (root / "sub").mkdir(parents=True)
    files = {
        "__init__.py": "",
        "a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.b import B\n",
        "b.py": "def f():\n    from .sub import c\n",
        "sub/__init__.py": "from pkg.sub.c import VALUE\n",
        "sub/c.py": "from .. import a\nimport pkg.sub\nfrom pkg.sub import VALUE\n",
    }
    for name, text in files.items():
        (root / name).write_text(text, encoding="utf-8")
    graph = import_graph(root)
    assert graph["pkg.a"] == {"pkg.b"}
    assert graph["pkg.b"] == {"pkg.sub.c"}
    assert graph["pkg.sub"] == {"pkg.sub.c"}
    assert graph["pkg.sub.c"] == {"pkg.a", "pkg.sub"}
    assert import_cycles(graph) == [["pkg.a", "pkg.b", "pkg.sub", "pkg.sub.c"]]


def documented_layers() -> dict[str, set[str]]:
    """The "may import" column of docs/architecture.md's layer table, by layer."""
    text = (PACKAGE.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = text.split("## Layers", 1)[1].split("\n## ", 1)[0]
    layers: dict[str, set[str]] = {}
    for line in table.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and cells[0].startswith("`") and cells[0].endswith("`"):
            layers[cells[0].strip("`")] = {n.strip() for n in cells[1].split(",") if n.strip()}
    return layers


def test_the_documented_layer_table_is_the_one_enforced() -> None:
    documented = documented_layers()
    assert documented, "docs/architecture.md has no layer table under '## Layers'"
    enforced = {layer: deps for layer, deps in LAYER_IMPORTS.items() if layer != "mtrdesk"}
    assert documented == enforced


# --- Concepts: the rooms inside a layer (issue 28) ---------------------------------------

#: The row of the concept table for a layer's modules outside any concept package.
TOP = "(top)"


def concept_of(module: str) -> tuple[str, str] | None:
    """(layer, concept) of a module of mtrdesk: the package right under the layer that holds
    it (``mtrdesk.core.teams.pairing`` -> ("core", "teams")), else ``TOP``; None for
    ``mtrdesk`` and the layers themselves."""
    parts = module.split(".")
    if len(parts) < 3:
        return None
    folder = PACKAGE / parts[1] / parts[2]
    return parts[1], parts[2] if (folder / "__init__.py").exists() else TOP


def concept_packages() -> set[tuple[str, str]]:
    """Every (layer, concept) that is a package right under a layer folder."""
    return {(init.parent.parent.name, init.parent.name) for init in PACKAGE.glob("*/*/__init__.py")}


def concept_imports() -> dict[tuple[str, str], dict[str, set[str]]]:
    """(layer, concept) -> the other concepts of the same layer it imports (the layer's
    top-level modules left out: every concept may use them), each with the module imports
    that make it (``a.b -> c.d``), for the failure message."""
    found: dict[tuple[str, str], dict[str, set[str]]] = {}
    for module, targets in import_graph().items():
        mine = concept_of(module)
        for target in targets:
            theirs = concept_of(target)
            if not mine or not theirs or mine[0] != theirs[0] or theirs[1] in (mine[1], TOP):
                continue  # another layer, the same concept, or the layer's shared floor
            found.setdefault(mine, {}).setdefault(theirs[1], set()).add(f"{module} -> {target}")
    return found


def documented_concepts() -> dict[tuple[str, str], set[str]]:
    """The table under "## Concepts" in docs/architecture.md: (layer, concept) -> the
    concepts of its layer it may use."""
    text = (PACKAGE.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = text.split("## Concepts", 1)[1].split("\n## ", 1)[0]
    rows: dict[tuple[str, str], set[str]] = {}
    for line in table.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and cells[0].startswith("`") and cells[1].startswith(("`", "(")):
            uses = {n.strip().strip("`") for n in cells[2].split(",") if n.strip() not in ("", "—")}
            key = (cells[0].strip("`"), cells[1].strip("`"))
            assert key not in rows, f"two rows for {key}"
            rows[key] = uses
    return rows


def test_the_concept_table_has_a_row_for_every_concept_and_no_other() -> None:
    documented = {key for key in documented_concepts() if key[1] != TOP}
    actual = concept_packages()
    assert documented == actual, (
        f"concepts without a row: {sorted(actual - documented)}; "
        f"rows without a concept: {sorted(documented - actual)}"
    )
    for (layer, _), uses in documented_concepts().items():
        unknown = uses - {concept for lay, concept in actual if lay == layer}
        assert not unknown, f"{layer}: the table names concepts that do not exist: {unknown}"


def test_concepts_import_only_what_the_table_allows() -> None:
    allowed = documented_concepts()
    unexpected = sorted(
        f"{layer}/{concept} -> {other}: {sorted(why)[0]}"
        for (layer, concept), others in concept_imports().items()
        for other, why in others.items()
        if other not in allowed.get((layer, concept), set())
    )
    assert not unexpected, "imports outside docs/architecture.md's concept table:\n" + "\n".join(
        unexpected
    )


def test_no_circle_between_concepts() -> None:
    """The table itself has no circle (so neither have the imports it allows); the layer's
    top-level modules are left out, as they are the shared floor of every concept (a circle
    through them is an import cycle, which the test above forbids)."""
    graph = {
        f"{layer}/{concept}": frozenset(f"{layer}/{other}" for other in uses if other != TOP)
        for (layer, concept), uses in documented_concepts().items()
        if concept != TOP
    }
    graph = {node: targets & graph.keys() for node, targets in graph.items()}
    cycles = import_cycles(graph)
    assert not cycles, "circles between concepts:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def test_the_concept_checks_see_a_forbidden_import(tmp_path: Path) -> None:
    """The concept of a module is the package right under its layer, a top-level module is
    ``TOP``, and an import between two concepts is counted for the importer."""
    assert concept_of("mtrdesk.core.teams.pairing") == ("core", "teams")
    assert concept_of("mtrdesk.core.pods") == ("core", "pods")
    assert concept_of("mtrdesk.core.results") == ("core", TOP)
    assert concept_of("mtrdesk.ui.dialogs.teams.pairing") == ("ui", "dialogs")
    assert concept_of("mtrdesk.core") is None
    found = concept_imports()
    assert "teams" not in found.get(("core", "swiss"), {}), "core/swiss must not use teams"
    assert "swiss" in found[("core", "teams")]


def package_docstring(init: Path) -> str:
    return ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""


def test_every_package_says_what_it_is() -> None:
    """Every package has a docstring. A package inside a layer (a concept, or a room inside
    one: ``ui/dialogs/teams``) says it in 2 to 5 lines ending with the list of its modules
    (``Modules: ``a``, ``b``.``), which this test keeps true."""
    for init in sorted(PACKAGE.rglob("__init__.py")):
        where = init.relative_to(PACKAGE.parent)
        doc = package_docstring(init)
        assert doc.strip(), f"{where} has no docstring"
        if init.parent == PACKAGE or init.parent.parent == PACKAGE:
            continue  # mtrdesk and its layers
        lines = [line for line in doc.splitlines() if line.strip()]
        assert 2 <= len(lines) <= 5, f"{where}: {len(lines)} lines of docstring, not 2 to 5"
        assert "Modules:" in doc, f"{where} does not list its modules (Modules: ...)"
        listed = set(re.findall(r"``(\w+)``", doc.split("Modules:", 1)[1]))
        folder = init.parent
        present = {p.stem for p in folder.glob("*.py") if p.stem != "__init__"} | {
            p.name for p in folder.iterdir() if (p / "__init__.py").exists()
        }
        assert listed == present, (
            f"{where} lists {sorted(listed - present)} that are not there and leaves out "
            f"{sorted(present - listed)}"
        )
