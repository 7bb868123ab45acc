"""The playoff in words (MTR 2.5, 10.4, Appendix E): its refusals (merged by ``messages``)
and its lines in the audit log (merged by ``audit_text``).

Modules: ``audit``, ``messages``.
"""
