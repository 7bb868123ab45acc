"""Swiss rounds as use cases (MTR 10.4, 10.2, 2.10): pairing, re-pairing, corrections under
later rounds, roll back, standings and their charts, the pairing notes; team rounds
through ``teams``.

Modules: ``charts``, ``corrections``, ``crosstable``, ``explain``, ``minimum``, ``pairing``,
``rollback``, ``round_rows``, ``rounds``, ``standings``.
"""
