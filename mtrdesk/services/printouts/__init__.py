"""What the posting sheets, result slips, the EventLink closing sheet and the event report
print, read from an event in one transaction (no Qt, no reportlab); ``service.PrintService``.

Modules: ``closing``, ``event_report``, ``postings``, ``service``, ``slips``.
"""
