"""The mtrdesk event file (docs/event-file.md) and the conformance minimal format: written
and read strictly, each refusal naming the field. Uses the event's and structures' values.
Modules: ``bulk`` (checks a list at once), ``decklists``, ``document``, ``extensions``,
``fields``, ``json_bytes``, ``minimal_format``, ``reader``, ``refusal_words``, ``schema``,
``structures``.
"""
