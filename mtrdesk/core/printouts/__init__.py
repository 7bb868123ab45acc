"""What the printed sheets show as plain values, for ``printing`` and the phones: postings
(MTR 1.9), result slips and the bracket sheet.

Modules: ``bracket``, ``postings``, ``slips``.
"""
