"""One event as a whole (``state.EventState``) and what is read off it: its Swiss, teams and
playoff, a correction under later rounds (MTR 2.10). Uses every structure's concept.

Modules: ``corrections``, ``draft_pods``, ``playoff``, ``repair_moves``, ``state``,
``swiss``, ``swiss_end``, ``teams``.
"""
