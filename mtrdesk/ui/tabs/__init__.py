"""One module per main-window tab; each gets its services injected and knows no other tab."""
