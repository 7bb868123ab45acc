"""What the charts of an event show (issue 31), as plain values: the standings after
each round, a player's history round by round, the metagame of the registered decks, the
crosstable of a small event. Modules: ``by_round``, ``history``, ``metagame``, ``crosstable``.
"""
