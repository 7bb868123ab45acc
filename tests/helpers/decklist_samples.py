"""Decklists the tests share, written as players hand them in: legal 60-card lists with a
15-card sideboard under the MTR 2023-08-21 lists (MTR 6.1, 6.4)."""

#: Izzet Murktide (Modern).
IZZET_MURKTIDE = """4 Ragavan, Nimble Pilferer
4 Dragon's Rage Channeler
4 Lightning Bolt
4 Unholy Heat
4 Expressive Iteration
4 Murktide Regent
4 Counterspell
4 Consider
4 Mishra's Bauble
4 Scalding Tarn
4 Spirebluff Canal
4 Steam Vents
12 Island

Sideboard
3 Blood Moon
2 Engineered Explosives
4 Spell Pierce
3 Force of Negation
3 Dress Down
"""

#: Boros Burn (Modern).
BOROS_BURN = """4 Lightning Bolt
4 Monastery Swiftspear
4 Goblin Guide
4 Eidolon of the Great Revel
4 Lava Spike
4 Rift Bolt
4 Skewer the Critics
4 Light Up the Stage
4 Boros Charm
4 Lightning Helix
4 Inspiring Vantage
4 Sacred Foundry
12 Mountain

Sideboard
3 Path to Exile
4 Roiling Vortex
4 Deflecting Palm
4 Kor Firewalker
"""
