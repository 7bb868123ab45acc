"""Reusable widgets: the fast result-entry line, the scan field, a round's panels, the
playoff bracket and the charts' lines; the UI's bottom with the models.

Modules: ``bound_spin``, ``bracket``, ``choices``, ``extension_menu``, ``line_chart``,
``matches_panel``, ``named``, ``pod_round_panel``, ``qr_code``, ``question``, ``result_entry``,
``round_panel``, ``scan_field``, ``seen_results``, ``sorted_table``.
"""
