"""Reusable widgets: the fast result-entry line and the playoff bracket."""
