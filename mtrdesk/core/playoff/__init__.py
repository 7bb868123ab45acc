"""The single-elimination playoff after the Swiss (MTR 10.4, 2.2, 2.5, 2.10) and events run
as elimination only (Appendix E). Uses the top-level results only.

Modules: ``bracket``, ``elimination_only``.
"""
