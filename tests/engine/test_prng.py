"""The engine's PRNG gives the same numbers on every Python: pinned values."""
import copy

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


class Reference:
    """SplitMix64 written out plainly, one number at a time: what Rng must draw, in order."""

    def __init__(self, seed):
        self.state = seed

    def next64(self):
        self.state = z = (self.state + 0x9E3779B97F4A7C15) % 2**64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) % 2**64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % 2**64
        return z ^ (z >> 31)

    def below(self, n):
        while True:
            r = self.next64()
            if r < 2**64 - 2**64 % n:
                return r % n

    def random(self):
        return (self.next64() >> 11) / 2**53

    def shuffle(self, items):
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def test_every_draw_is_the_plain_generators_across_batches():
    """Mixed draws over several batches, bounds that reject almost half the numbers (2**63 + 1)
    and a list longer than the bounds kept ready: the same numbers and the same state."""
    for seed in (0, 1, 2**64 - 1, "2026-11-29"):
        rng = Rng(seed)
        ref = Reference(rng.state)
        for step in range(300):
            kind = step % 6
            if kind == 0:
                assert rng.next64() == ref.next64()
            elif kind == 1:
                assert rng.below(step + 1) == ref.below(step + 1)
            elif kind == 2:
                assert rng.below(2**63 + 1) == ref.below(2**63 + 1)
            elif kind == 3:
                assert rng.random() == ref.random()
            else:
                size = (0, 1, 28, 300)[step % 4] if kind == 4 else step % 40
                mine, theirs = list(range(size)), list(range(size))
                rng.shuffle(mine)
                ref.shuffle(theirs)
                assert mine == theirs
            assert rng.state == ref.state


def test_a_copy_draws_the_same_numbers_on_its_own():
    rng = Rng(7)
    rng.below(5)
    twin = copy.copy(rng)
    assert [rng.next64() for _ in range(40)] == [twin.next64() for _ in range(40)]
