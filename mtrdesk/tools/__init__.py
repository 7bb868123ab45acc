"""Developer tools run from a checkout (not shipped to users)."""
