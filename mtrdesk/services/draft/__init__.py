"""Booster-draft pods as use cases (MTR 7.6, 7.7): seating players, moving one, the seats and
the seatings sheet's values.

Modules: ``pods``, ``seat_cases``, ``seatings``, ``seats``.
"""
