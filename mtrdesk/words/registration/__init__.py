"""Registration from phones in words (issue 30): why a registration was refused, where
one stands, and the desk's changes in the audit log.
Modules: ``audit``, ``messages``, ``states``.
"""
