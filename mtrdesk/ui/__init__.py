"""The desktop window: Qt widgets, table models and dialogs over ``mtrdesk.services``."""
