"""The players' pages for the clocks, the pods and the bracket (issue 16), with their words
(context ``WebPages``).

Modules: ``pages``, ``texts``.
"""
