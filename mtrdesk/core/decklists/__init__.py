"""Registered decklists as values and the deck rules they are judged by (MTR 2.7, 6.1-6.7,
7.1, 7.2, 8.4, 9.5; deck checks MTR 2.8). Uses the settings and the top-level text helpers.

Modules: ``card_names``, ``checks``, ``decklist``, ``problems``, ``rules``, ``text``,
``validation``.
"""
