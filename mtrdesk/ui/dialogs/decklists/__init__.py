"""The decklist dialogs (MTR 2.7, 2.8): one player's list with its problems, the deck check of
a round, and the decklist deadline asked before pairing.

Modules: ``deadline``, ``deck_check``, ``dialog``, ``editor``, ``pages``, ``problems``,
``prompts``.
"""
