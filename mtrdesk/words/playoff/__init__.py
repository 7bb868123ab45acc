"""The playoff in words (MTR 2.5, 10.4, Appendix E): its refusals and their details.
Merged by ``messages``.

Modules: ``messages``.
"""
