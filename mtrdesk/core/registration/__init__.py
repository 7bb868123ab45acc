"""Registration from phones (issue 30): what a player may send, the states a
registration passes through, and which registrations look like the same person.
Modules: ``duplicates``, ``form``, ``states``.
"""
