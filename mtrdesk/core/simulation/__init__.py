"""Seeded, plausible events for tests, benchmarks, ``mtrdesk simulate`` and the sample event:
individual, team (MTR 8), Two-Headed Giant (MTR 9) and multiplayer pods.

Modules: ``event``, ``happenings``, ``rounds``, ``sample_event``, ``structures``.
"""
