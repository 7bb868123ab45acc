"""The main window and its parts: tabs, menus, remembered state, event files, notices, the
phones' door, the undo keys, the doors of the dialogs its menus open. Modules:
``dialog_doors``, ``event_projector``, ``event_transfers``, ``floor_status``, ``main_window``,
``menus``, ``notice_banner``, ``notices``, ``phones_door``, ``pod_tabs``, ``registration_door``,
``state``, ``tab_set``, ``tab_slot``, ``undo_keys``.
"""
