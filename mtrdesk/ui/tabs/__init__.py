"""The main window's tabs (``*_tab``, each knowing no other) and the panels they share.

Modules: ``decklist_locking``, ``decklist_panel``, ``decklists_tab``, ``draft_pods_tab``,
``event_panel``, ``events_tab``, ``optional_tabs``, ``players_tab``, ``playoff_cards``,
``playoff_tab``, ``pod_playoff_tab``, ``pod_rounds``, ``pod_seating``, ``round_source``,
``rounds_tab``, ``standings_tab``, ``swiss_rounds``, ``tab_contract``, ``teams_panel``.
"""
