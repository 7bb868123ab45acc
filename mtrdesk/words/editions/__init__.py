"""The MTR editions in words: an edition's name, the programs of Appendix F, why an event
follows the edition it does, and the refusal of a change once round 1 is paired.

Modules: ``messages``, ``names``, ``open_decklists`` (MTR 2.7 in words).
"""
