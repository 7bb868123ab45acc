"""The event on the store's Wi-Fi (issue 16): a slip's one-time report code, and the
projector clock as published for phones.

Modules: ``published_clock``, ``reports``.
"""
