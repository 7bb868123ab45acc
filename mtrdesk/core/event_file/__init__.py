"""The mtrdesk event file (docs/event-file.md) and the conformance minimal format: written
and read strictly, each refusal naming the field. Uses the event's and structures' values.

Modules: ``decklists``, ``document``, ``extensions``, ``fields``, ``json_bytes``,
``minimal_format``, ``reader``, ``refusal_words``, ``schema`` (msgspec Structs),
``structures``.
"""
