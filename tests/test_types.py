"""Static types: mypy over the whole package, held to mypy-ratchet.json.

core and store have no type errors at all; every other module at most as many as the
ratchet file allows it (a module it does not name: none). Fewer errors than allowed fails
too, so the file never allows what is already fixed: tighten it with
``python -m mtrdesk.tools.mypy_ratchet --write`` in the same commit as the fix.
"""

import pytest

from mtrdesk.tools import mypy_ratchet as ratchet

pytest.importorskip("mypy")


def test_judge_holds_counts_to_the_file() -> None:
    allowed = {"mtrdesk.ui.app": 3, "mtrdesk.ui.gone": 1, "mtrdesk.core.swiss": 2}
    counts = {"mtrdesk.ui.app": 2, "mtrdesk.ui.new": 1, "mtrdesk.core.swiss": 1}
    verdict = ratchet.judge(
        counts, allowed, {"mtrdesk.ui.app", "mtrdesk.ui.new", "mtrdesk.core.swiss"}
    )
    # Not in the file: none allowed; core: none allowed whatever the file says.
    assert verdict.worse == [("mtrdesk.core.swiss", 1, 0), ("mtrdesk.ui.new", 1, 0)]
    assert verdict.better == [("mtrdesk.ui.app", 2, 3)]
    assert verdict.gone == ["mtrdesk.ui.gone"]
    assert not verdict.ok


def test_errors_are_counted_per_module() -> None:
    output = (
        "mtrdesk/ui/app.py:41: error: Argument 1 has incompatible type  [arg-type]\n"
        "mtrdesk/ui/app.py:41: note: See https://mypy.readthedocs.io\n"
        "mtrdesk/ui/app.py:50:7: error: Name is not defined  [name-defined]\n"
        "mtrdesk/sheets/__init__.py:9: error: Missing return  [return]\n"
    )
    assert ratchet.count_errors(output) == {"mtrdesk.ui.app": 2, "mtrdesk.sheets": 1}


@pytest.mark.slow
# mypy over the whole package with a cold cache (a fresh clone) takes minutes on a loaded
# machine: beyond the 120 s every other test gets (pyproject.toml).
@pytest.mark.timeout(600)
def test_type_errors_do_not_grow() -> None:
    run = ratchet.run_mypy()
    verdict = ratchet.judge(run.counts, ratchet.read_allowed(), ratchet.existing_modules())
    worse = {module for module, _, _ in verdict.worse}
    errors = [
        line
        for line in run.output.splitlines()
        if ": error:" in line and ratchet.module_name(line.split(":")[0]) in worse
    ]
    assert verdict.ok, "\n".join([verdict.report(), "", *errors])
    assert not (verdict.better or verdict.gone), verdict.report()
