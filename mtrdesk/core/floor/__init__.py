"""The event on the store's Wi-Fi (issue 16): a slip's one-time report code, and the
projector clock as published for phones.

Modules: ``published_clock``, ``reports``, ``room_screen`` (the room screen's phases and
pages, issue 31).
"""
