"""Swiss pairing (MTR 10.4; docs/pairing-spec.md): the objective, an optimal pairing with its
proof, the check of any pairing, its notes, and when the Swiss ends (MTR 10.2).

Modules: ``bounds``, ``check``, ``day_two_cut``, ``end_rules``, ``exact``, ``explain``,
``length``, ``objective``, ``pairing``, ``types``.
"""
