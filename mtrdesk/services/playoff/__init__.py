"""The single-elimination playoff as use cases (MTR 10.4, 2.2, 2.5, 2.10), its views and the
bracket sheet's values; seeding for elimination-only events (Appendix E).

Modules: ``bracket_sheet``, ``service``, ``views``.
"""
