"""The decklist registration sheet (MTR 2.7) and the Sealed pool sheet (MTR 7.5), drawn part
by part from plain values (``values``) with reportlab.

Modules: ``continuation``, ``frame``, ``header``, ``judge``, ``layouts``, ``lines``,
``sheet``, ``values``.
"""
