"""PDF printouts built with reportlab from plain values; fonts and styles in one place."""
