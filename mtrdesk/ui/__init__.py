"""The desktop window: Qt widgets, table models and dialogs over ``mtrdesk.services``.

Long waits show ``progress.WorkProgress`` (issue 31): how far, and Cancel where it loses
nothing."""
