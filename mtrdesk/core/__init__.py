"""The rules as pure Python: no Qt, no peewee, no clock, no unseeded randomness."""
