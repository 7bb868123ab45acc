"""Booster drafts: pods and seats (MTR 7.6, 7.7), the pick clock and its Appendix B profiles
(MTR 7.7, 8.5, 9.7), Team Rochester (MTR 8.5) and the drafted playoff (MTR 10.4).

Modules: ``booster``, ``clock``, ``playoff``, ``pods``, ``profiles``, ``rochester``,
``schedule``, ``seatings``, ``steps``.
"""
