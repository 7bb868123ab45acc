"""Decklists in words (MTR 2.7, 2.8, 6, 7): problems and refusals, and their lines in the
audit log.

Modules: ``audit``, ``lists``, ``messages``.
"""
