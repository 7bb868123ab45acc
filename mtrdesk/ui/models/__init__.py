"""Qt table models fed plain domain values (never database rows)."""
