"""The mypy ratchet: how many type errors each module may still have, and no more.

mypy runs over the whole package with the settings in ``pyproject.toml``. ``core`` and
``store`` must have none (they are fully annotated); every other module may have at most
the count ``mypy-ratchet.json`` allows it, and a module the file does not name (a new one,
or one moved or renamed since the file was written) may have none. ``tests/test_types.py``
enforces this on every test run.

Run from a checkout::

    python -m mtrdesk.tools.mypy_ratchet            # check, as the test does
    python -m mtrdesk.tools.mypy_ratchet --write    # rewrite the file from today's counts

Rewrite on purpose: after fixing errors (to lock the gain in), or after modules moved.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RATCHET_FILE = ROOT / "mypy-ratchet.json"
#: Packages that must type-check without a single error, whatever the file says.
STRICT = ("mtrdesk.core", "mtrdesk.store")
WRITE_COMMAND = "python -m mtrdesk.tools.mypy_ratchet --write"

#: ``path:line: error: message  [code]`` (the line, and a column, may be missing).
_ERROR = re.compile(r"^(?P<path>[^:\n]+\.pyi?):(?:\d+:)*\s*error:", re.MULTILINE)


@dataclass(frozen=True)
class Run:
    """One mypy run: the errors per module, its output and how long it took."""

    counts: Mapping[str, int]
    output: str
    seconds: float

    @property
    def total(self) -> int:
        return sum(self.counts.values())


@dataclass
class Verdict:
    """A run held against the allowed counts."""

    #: Modules with more errors than allowed: (module, errors, allowed).
    worse: list[tuple[str, int, int]] = field(default_factory=list)
    #: Modules with fewer errors than allowed: (module, errors, allowed).
    better: list[tuple[str, int, int]] = field(default_factory=list)
    #: Modules the file names that no longer exist (moved, renamed or deleted).
    gone: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.worse

    def report(self) -> str:
        lines: list[str] = []
        if self.worse:
            lines.append("mypy: more type errors than mypy-ratchet.json allows:")
            lines += [f"  {m}: {n} errors, {a} allowed" for m, n, a in self.worse]
            strict = [m for m, _, _ in self.worse if is_strict(m)]
            if strict:
                lines.append(f"  ({', '.join(STRICT)} allow none, whatever the file says)")
            if self.gone:
                lines.append(
                    "  modules the file names are gone (moved or renamed?): "
                    + ", ".join(self.gone)
                    + f"; if the errors only moved with them, run: {WRITE_COMMAND}"
                )
        if self.better:
            lines.append(f"mypy: fewer type errors than allowed; tighten with: {WRITE_COMMAND}")
            lines += [f"  {m}: {n} errors, {a} allowed" for m, n, a in self.better]
        elif self.gone and not self.worse:
            lines.append(
                f"mypy: the ratchet names modules that are gone ({', '.join(self.gone)}); "
                f"tidy it with: {WRITE_COMMAND}"
            )
        return "\n".join(lines)


def is_strict(module: str) -> bool:
    return any(module == p or module.startswith(p + ".") for p in STRICT)


def module_name(path: str) -> str:
    """``mtrdesk/core/swiss/pairing.py`` -> ``mtrdesk.core.swiss.pairing``; a package's ``__init__``
    is
    the package."""
    parts = list(Path(path).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def count_errors(output: str) -> dict[str, int]:
    """Errors per module in mypy's output (notes are not errors)."""
    return dict(Counter(module_name(m["path"]) for m in _ERROR.finditer(output)))


def run_mypy(root: Path = ROOT) -> Run:
    """mypy over the package with the project's settings (``pyproject.toml``), its cache in
    ``.mypy_cache``; the same Python, so the same mypy and libraries as the tests."""
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-pretty", "--no-error-summary"],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    seconds = time.monotonic() - start
    # 0: clean, 1: type errors; anything else is mypy failing to run at all.
    if done.returncode not in (0, 1):
        raise RuntimeError(f"mypy failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return Run(count_errors(done.stdout), done.stdout, seconds)


def read_allowed(path: Path = RATCHET_FILE) -> dict[str, int]:
    """The allowed errors per module; none when there is no file yet."""
    if not path.exists():
        return {}
    return dict(json.loads(path.read_text(encoding="utf-8"))["modules"])


def existing_modules(root: Path = ROOT) -> set[str]:
    return {module_name(str(p.relative_to(root))) for p in (root / "mtrdesk").rglob("*.py")}


def judge(
    counts: Mapping[str, int], allowed: Mapping[str, int], existing: set[str] | None = None
) -> Verdict:
    """``counts`` against ``allowed``: a module not in ``allowed``, and any module of
    ``STRICT``, may have no errors."""
    verdict = Verdict()
    for module in sorted(set(counts) | set(allowed)):
        errors = counts.get(module, 0)
        limit = 0 if is_strict(module) else allowed.get(module, 0)
        if errors > limit:
            verdict.worse.append((module, errors, limit))
        elif errors < limit and (existing is None or module in existing):
            verdict.better.append((module, errors, limit))
    if existing is not None:
        verdict.gone = sorted(m for m in allowed if m not in existing)
    return verdict


def write_allowed(counts: Mapping[str, int], path: Path = RATCHET_FILE) -> None:
    """The file, from ``counts``: modules sorted, one a line, so changes diff cleanly."""
    document = {
        "about": (
            "mypy errors each module may still have (tests/test_types.py); a module not "
            f"listed may have none, nor may {' or '.join(STRICT)}. Rewrite: {WRITE_COMMAND}"
        ),
        "total": sum(counts.values()),
        "modules": {m: counts[m] for m in sorted(counts) if counts[m]},
    }
    path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mtrdesk.tools.mypy_ratchet")
    parser.add_argument(
        "--write", action="store_true", help="rewrite mypy-ratchet.json from this run's counts"
    )
    parser.add_argument("--show", action="store_true", help="print mypy's own output too")
    args = parser.parse_args(argv)
    run = run_mypy()
    if args.show:
        print(run.output, end="")
    print(
        f"mypy: {run.total} errors in {len(run.counts)} modules ({run.seconds:.1f} s)",
        file=sys.stderr,
    )
    strict = {m: n for m, n in run.counts.items() if is_strict(m)}
    if args.write:
        write_allowed(run.counts)
        print(f"wrote {RATCHET_FILE.name}", file=sys.stderr)
        if strict:
            print(judge(strict, {}).report(), file=sys.stderr)
            return 1
        return 0
    verdict = judge(run.counts, read_allowed(), existing_modules())
    text = verdict.report()
    if text:
        print(text, file=sys.stderr)
    return 0 if verdict.ok else 1


if __name__ == "__main__":
    sys.exit(main())
