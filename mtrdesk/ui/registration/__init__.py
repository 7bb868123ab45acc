"""The registration desk in the window (issue 30): registrations from phones waiting in the
Players tab (accept, decline, absent, merge with a likely duplicate), the one action that
opens and closes registration, the desk's settings (capacity, accept at once, deck name),
and the registration QR code the window, the projector and the poster show.

Modules: ``desk_dialog``, ``merge``, ``panel``, ``shown``.
"""
