"""The store's regulars (issue 30): the roster searched and sorted, e-mails, two records
merged, a person erased.

Modules: ``dialog``, ``merge``.
"""
