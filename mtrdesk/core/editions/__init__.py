"""The editions of the Magic Tournament Rules as data: what changes between them, which
one an event follows, the programs of Appendix F and the participation minimums of 10.1.

Modules: ``catalogue``, ``edition``, ``minimum``, ``open_decklists``, ``post_cut``,
``program``.
"""
