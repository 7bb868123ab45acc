"""The main window and what it is made of: its tabs, menus and remembered state, the event
files it moves, the notices across its top, the phones' door and the undo keys.

Modules: ``event_projector``, ``event_transfers``, ``floor_status``, ``main_window``,
``menus``, ``notice_banner``, ``notices``, ``phones_door``, ``state``, ``tab_set``,
``undo_keys``.
"""
