"""The event settings dialog (MTR 1.12, 2.1, 10.2, Appendix E): its structure and playoff
choices, the end of the Swiss, the recommendation and the announcement in words.

Modules: ``dialog``, ``edition``, ``structure``, ``variants``, ``words``.
"""
