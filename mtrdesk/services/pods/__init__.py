"""Multiplayer pod events as use cases (multiplayer addendum): loading, pairing, results,
hand edits, drops and the pod playoff (``service.MultiplayerService``).

Modules: ``drops``, ``edit``, ``loading``, ``play``, ``results``, ``round_check``,
``service``, ``state``, ``views``.
"""
