"""The MTR editions in words: an edition's name, the programs of Appendix F, why an event
follows the edition it does, the refusal of a change once round 1 is paired, and the
sections cited by the event's edition (2.4 and 2.5 swapped in 2025) and what a player-ID
field asks for (a DCI number only in 2023).

Modules: ``citing``, ``identity``, ``messages``, ``names``.
"""
