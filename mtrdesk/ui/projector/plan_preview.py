"""The projector setup's "Print plan..." button: the draft chosen there as a printable plan
(``sheets.draft_plan``) in the print preview.

The setup dialog has no start time, so the plan counts minutes from the start of the
draft; ``mtrdesk draft-plan --start ... --pdf`` prints wall-clock times.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QCheckBox, QComboBox, QWidget

from mtrdesk.core.draft.clock import DraftPlan, draft_plan
from mtrdesk.core.draft.profiles import DraftError
from mtrdesk.printing.page import PageSetup
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.printing.preview import PrintPreviewDialog, preview_pdf
from mtrdesk.ui.projector.programs import timing_profile
from mtrdesk.ui.widgets.bound_spin import BoundSpinBox


class DraftChoices(Protocol):
    """The draft page of the projector setup: what the plan is made from."""

    settings: QSettings
    kind_combo: QComboBox
    profile_combo: QComboBox
    speed_spin: BoundSpinBox
    packs_spin: BoundSpinBox
    pack_size_spin: BoundSpinBox
    seats_spin: BoundSpinBox
    double_check: QCheckBox
    problem_label: PlainLabel


def chosen_plan(page: DraftChoices) -> DraftPlan:
    """The draft chosen on ``page`` (``DraftError`` when the clock cannot time it)."""
    return draft_plan(
        page.kind_combo.currentData(),
        timing_profile(page.profile_combo.currentData(), page.speed_spin.value()),
        seats=page.seats_spin.value(),
        packs=page.packs_spin.value(),
        pack_size=page.pack_size_spin.value(),
        double_first_pick=page.double_check.isChecked(),
    )


def print_plan(page: DraftChoices, parent: QWidget) -> PrintPreviewDialog | None:
    """Open the plan of the chosen draft in the print preview; a draft that cannot be
    timed is explained on the page instead (and ``None`` returned)."""
    from mtrdesk.sheets.draft_plan import render_plan_bytes  # reportlab loads only here

    try:
        plan = chosen_plan(page)
    except DraftError as exc:
        page.problem_label.setText(
            QCoreApplication.translate("Projector", "This draft cannot be timed: %1").replace(
                "%1", exc.detail or str(exc)
            )
        )
        return None
    page.problem_label.clear()
    title = QCoreApplication.translate("Print", "Draft plan")

    def render(setup: PageSetup) -> bytes:
        return render_plan_bytes(plan, None, setup)

    return preview_pdf(parent, page.settings, title, render)
