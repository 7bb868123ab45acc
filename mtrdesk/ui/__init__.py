"""The desktop window: Qt widgets, table models and dialogs over ``mtrdesk.services``.

Long waits show ``progress.WorkProgress`` (issue 31): how far, and Cancel where it loses
nothing. Importing the window sets PySide6's ``__feature__`` import hook aside
(``feature_hook``, issue 33): the window's modules load without it."""

from mtrdesk.ui import feature_hook

feature_hook.set_aside()
