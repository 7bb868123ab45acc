"""Booster-draft pod dialogs (MTR 7.6, 7.7): seat the pods, move one player, and seat the
top 8 at the drafted playoff (MTR 10.4).

Modules: ``playoff_seats``, ``pods``, ``seat_dialogs``.
"""
