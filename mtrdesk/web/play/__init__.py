"""The players' pages for the clocks, the pods and the bracket (issue 16), and the room
screen for a TV (issue 31), with their words (context ``WebPages``).

Modules: ``pages``, ``screen``, ``texts``.
"""
