"""Swiss rounds in words: their refusals, their lines in the audit log, the pairing notes,
the rounds tab's status, the announcement before round 1 (MTR 10.2) and what a correction
under later rounds does (MTR 2.10).

Modules: ``announcements``, ``audit``, ``corrections``, ``messages``, ``pairing_notes``,
``round_status``.
"""
