"""Results reported from the floor with a slip's code (issue 16), the staff PIN, and
reports settled by a result entered another way.

Modules: ``closing``, ``service``.
"""
