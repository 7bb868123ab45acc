"""The MTR editions in words: an edition's name, the programs of Appendix F, why an event
follows the edition it does, the refusal of a change once round 1 is paired, and the
sections cited by the event's edition (2.4 and 2.5 swapped in 2025).

Modules: ``citing``, ``messages``, ``names``.
"""
