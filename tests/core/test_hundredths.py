"""Two-decimal texts of the standings (screen and paper), in integers since issue 15: the
same text as the Fraction arithmetic they replace, rounded half up."""

from __future__ import annotations

import random
from fractions import Fraction

from mtrdesk.core.printouts.postings import percent_text, two_decimals


def fraction_two_decimals(value: Fraction) -> str:
    hundredths = (value * 100 + Fraction(1, 2)).__floor__()
    return f"{hundredths // 100}.{hundredths % 100:02d}"


def test_the_integer_texts_equal_the_fraction_texts() -> None:
    rng = random.Random(15)
    values = [Fraction(rng.randint(-50, 5000), rng.randint(1, 3000)) for _ in range(20_000)]
    values += [Fraction(1, 3), Fraction(33, 100), Fraction(1, 200), Fraction(-1, 200)]
    values += [Fraction(1, 20_000), Fraction(0), Fraction(1), Fraction(2, 3)]
    for value in values:
        assert two_decimals(value) == fraction_two_decimals(value), value
        assert percent_text(value) == fraction_two_decimals(value * 100) + "%", value


def test_halves_round_up() -> None:
    assert two_decimals(Fraction(1, 200)) == "0.01"  # 0.005
    assert percent_text(Fraction(1, 3)) == "33.33%"
    assert percent_text(Fraction(2, 3)) == "66.67%"
    assert percent_text(Fraction(1, 20_000)) == "0.01%"  # 0.005 %
    assert two_decimals(Fraction(656, 100)) == "6.56"
