"""Events in and out of files (docs/event-file.md): export and import losing nothing, and
the command line's reading of an event file or a minimal-format file, any structure.

Modules: ``extras``, ``interchange``, ``reading``, ``structures``.
"""
