"""reportlab's C accelerator (PyPI ``rl-accel``, pinned in pyproject.toml where it has
wheels: Linux x86_64 and aarch64, Windows x86 and x64, macOS arm64) is installed there and
reportlab draws with it (issue 15: the standings PDF)."""

from __future__ import annotations

import importlib.metadata
import platform
import sys

import pytest
from reportlab.lib import rl_accel

WHEELS = {
    "linux": {"x86_64", "aarch64"},
    "win32": {"AMD64", "x86"},
    "darwin": {"arm64"},
}
HAS_WHEEL = platform.machine() in WHEELS.get(sys.platform, set())


@pytest.mark.skipif(not HAS_WHEEL, reason="no rl-accel wheel for this platform")
def test_the_accelerator_is_installed_where_it_has_wheels() -> None:
    try:
        version = importlib.metadata.version("rl-accel")
    except importlib.metadata.PackageNotFoundError:
        pytest.fail("rl-accel is missing: this venv predates requirements.txt (run build/dev)")
    assert version == "0.9.1"


@pytest.mark.skipif(not HAS_WHEEL, reason="no rl-accel wheel for this platform")
def test_reportlab_uses_every_accelerated_function() -> None:
    assert rl_accel._py_funcs == {}  # none fell back to Python
    assert set(rl_accel._c_funcs) == set(rl_accel.__all__)
    assert rl_accel.fp_str(1.5, 0.25, 100) == "1.5 .25 100"
    assert rl_accel.escapePDF("(a\\b)") == "\\(a\\\\b\\)"
