"""What the posting sheets and result slips print, read from an event in one transaction
(no Qt, no reportlab); ``service.PrintService``.

Modules: ``postings``, ``service``, ``slips``.
"""
