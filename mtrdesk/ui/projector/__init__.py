"""The projector: a draft's pick clock, the deck-building clock and the round clock on the
store's wall (issue 5, MTR 7.7, 8.5, 9.7, 2.5, Appendix B).

``open_projector(parent, settings)`` is the one entry point: a setup dialog,
then the full-screen window. ``clock.StepClock`` is the exact, widget-free countdown.
"""

from mtrdesk.ui.projector.setup_dialog import open_projector

__all__ = ["open_projector"]
