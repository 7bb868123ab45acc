"""What mtrdesk hands to Wizards' EventLink, which has no API: the Invite List CSV it
documents (one player per row, column A: a Wizards Account e-mail or a display name).

Modules: ``invites``.
"""
