"""What the posting sheets, result slips and the EventLink closing sheet print, read from
an event in one transaction (no Qt, no reportlab); ``service.PrintService``.

Modules: ``closing``, ``postings``, ``service``, ``slips``.
"""
