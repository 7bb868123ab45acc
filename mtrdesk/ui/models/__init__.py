"""Table models fed plain values (never rows); like the widgets, no tab, dialog or window.

Modules: ``audit_model``, ``base``, ``decklists_model``, ``draft_pods_model``, ``entry_status``,
``events_model``, ``filtered_rows``, ``final_standings_model``, ``floor_reports_model``,
``pairings_model``, ``players_model``, ``pods_model``, ``registrations_model``,
``regulars_model``, ``standings_model``, ``standings_sources``, ``teams_model``.
"""
