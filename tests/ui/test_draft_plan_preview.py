"""The projector setup's "Print plan..." button opens the draft plan in the print preview."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings

from mtrdesk.printing.page import Paper
from mtrdesk.ui.printing import preview as print_preview
from mtrdesk.ui.printing.preview import PAPER_KEY
from mtrdesk.ui.projector import plan_preview as draft_plan_preview
from mtrdesk.ui.projector.setup_dialog import ProjectorSetupDialog


@pytest.fixture
def shown(monkeypatch) -> list[print_preview.PrintPreviewDialog]:  # type: ignore[no-untyped-def]
    """The print previews the plan opens, in order (``preview_pdf`` still opens them)."""
    opened: list[print_preview.PrintPreviewDialog] = []
    real = draft_plan_preview.preview_pdf

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        opened.append(real(*args, **kwargs))
        return opened[-1]

    monkeypatch.setattr(draft_plan_preview, "preview_pdf", spy)
    return opened


def test_print_plan_opens_the_preview(qtbot, settings: QSettings, shown) -> None:
    settings.setValue(PAPER_KEY, Paper.A4.value)
    dialog = ProjectorSetupDialog(settings)
    qtbot.addWidget(dialog)
    dialog.print_plan_button.click()
    preview = shown[0]
    assert preview.isVisible() and not preview.round_combo.isVisible()
    assert preview.windowTitle() == "Print preview: Draft plan"
    words = " ".join(PdfReader(io.BytesIO(preview.pdf)).pages[0].extract_text().split())
    assert "Booster draft (MTR 7.7)" in words and "Expected end" in words
    preview.paper_combo.setCurrentIndex(preview.paper_combo.findData(Paper.LETTER))
    assert round(PdfReader(io.BytesIO(preview.pdf)).pages[0].mediabox.width) == 612
    assert preview.default_path().name == "Draft plan.pdf"
    preview.close()


def test_the_plan_printed_for_an_event_follows_its_timings(
    qtbot, settings: QSettings, shown
) -> None:
    """Issue 18: opened for an event that follows the Japanese MTR 2016, the printed plan
    runs on its 付録B (reviews 30 s, 45 s) and says so; without an event, MTR 2023."""
    import datetime as dt

    from mtrdesk.core.draft.clock import DraftKind
    from mtrdesk.core.draft.profiles import JA_2016
    from mtrdesk.core.settings import EventSettings, Format

    settings.setValue(PAPER_KEY, Paper.A4.value)
    event = EventSettings(
        name="土曜ドラフト",
        date=dt.date(2026, 11, 21),
        format=Format.BOOSTER_DRAFT,
        draft_timings=JA_2016.key,
    )
    for opened, rules, review in (
        (event, "Japanese MTR 2016", "(30 s)"),
        (None, "MTR 2023", "(60 s)"),
    ):
        dialog = ProjectorSetupDialog(settings, event=opened)
        qtbot.addWidget(dialog)
        dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData(DraftKind.BOOSTER))
        dialog.print_plan_button.click()
        preview = shown[-1]
        words = " ".join(PdfReader(io.BytesIO(preview.pdf)).pages[0].extract_text().split())
        assert f"Timing: {rules} Appendix B" in words
        assert f"Review after pack 1 {review}" in words
        preview.close()
