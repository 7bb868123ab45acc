"""The repository's scripts (``benchmarks/``, ``build/``) loaded as modules, so a test runs
the very code the script runs."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]


def load_script(relative: str) -> ModuleType:
    """The script at ``relative`` (``build/make_deb.py``) as a module named by its stem."""
    path = REPO / relative
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(path.stem, module)  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module
