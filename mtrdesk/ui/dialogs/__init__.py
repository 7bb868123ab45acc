"""Modal dialogs: event settings, players, CSV import, manual pairings, crash report."""
