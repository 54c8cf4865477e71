"""The engine's PRNG gives the same numbers on every Python: pinned values."""
from domino import Rng, Rules, new_game


def test_pinned_sequence_is_the_reference_splitmix64():
    rng = Rng(0)
    assert [rng.next64() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_string_seeds_are_stable():
    assert Rng("2026-11-29").next64() == Rng("2026-11-29").next64()
    assert Rng("2026-11-29").next64() != Rng("2026-11-30").next64()


def test_below_is_in_range_and_roughly_uniform():
    rng = Rng(42)
    counts = [0] * 7
    for _ in range(7000):
        counts[rng.below(7)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_pinned_deal():
    game = new_game(Rules(), seed=1)
    assert game.hand(0) == ((0, 2), (0, 5), (1, 2), (1, 6), (2, 2), (4, 5), (5, 6))
