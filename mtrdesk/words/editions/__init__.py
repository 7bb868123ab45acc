"""The MTR editions in words: an edition's name, the programs of Appendix F, why an event
follows the edition it does, the sections it cites, the 10.1 minimum, open decklists (2.7),
the player ID it asks for, and the refusal of a change once round 1 is paired.

Modules: ``citing``, ``identity``, ``messages``, ``minimum``, ``names``, ``open_decklists``.
"""
