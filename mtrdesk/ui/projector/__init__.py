"""The projector on the store's wall (issue 5; MTR 7.7, 8.5, 9.7, 2.5, Appendix B): a draft's
pick clock, deck building, the round clock and the room screen (issue 31); ``open_projector``.

Modules: ``clock``, ``extensions``, ``faces``, ``pairings_panel``, ``phones_code``,
``plan_preview``, ``pod_clock``, ``programs``, ``publishing``, ``room_opener``, ``room_screen``,
``setup_dialog``, ``sound``, ``window``.
"""

from mtrdesk.ui.projector.setup_dialog import open_projector

__all__ = ["open_projector"]
