"""The store's regulars (issue 30): the roster searched and sorted, e-mails, two records
merged, a person erased; the Players tab's Absent (a no-show counted).

Modules: ``absent``, ``dialog``, ``merge``.
"""
