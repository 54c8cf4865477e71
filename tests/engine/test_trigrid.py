"""The triangle grid of Triangles: orientation, vertices, sides, neighbours and vertex rings."""
from itertools import product

from hypothesis import given, strategies as st

from domino.variants.triangles import trigrid as g

cells = st.tuples(st.integers(-50, 50), st.integers(-50, 50))
AREA = list(product(range(-6, 7), range(-6, 7)))


def test_the_origin_points_up_and_neighbours_alternate():
    assert g.points_up(g.ORIGIN)
    for cell in AREA:
        assert all(g.points_up(n) != g.points_up(cell) for n in g.side_neighbours(cell))
        r, c = cell
        assert g.points_up((r, c + 1)) != g.points_up(cell)      # along a row
        assert g.points_up((r + 1, c)) != g.points_up(cell)      # down a column


@given(cells)
def test_side_neighbours_are_symmetric_and_share_exactly_that_side(cell):
    for i, other in enumerate(g.side_neighbours(cell)):
        back = g.side_neighbours(other)
        assert cell in back
        j = back.index(cell)
        assert set(g.sides(cell)[i]) == set(g.sides(other)[j])
        assert len(set(g.vertices(cell)) & set(g.vertices(other))) == 2


@given(cells)
def test_each_vertex_has_exactly_six_cells_and_each_cell_is_in_its_corners_rings(cell):
    for v in g.vertices(cell):
        around = g.ring(v)
        assert len(set(around)) == 6 and cell in around
        assert all(v in g.vertices(c) for c in around)
        assert sum(g.points_up(c) for c in around) == 3
        # Consecutive cells around a vertex share a side: the ring closes.
        for a, b in zip(around, around[1:] + around[:1]):
            assert b in g.side_neighbours(a)


def test_no_other_cell_has_the_vertex():
    for cell in AREA:
        for v in g.vertices(cell):
            holders = {c for c in product(range(-9, 10), repeat=2) if v in g.vertices(c)}
            assert holders == set(g.ring(v))


@given(cells)
def test_vertex_lattice_and_clockwise_order(cell):
    vs = g.vertices(cell)
    assert len(set(vs)) == 3 and all((x + y) % 2 == 1 for x, y in vs)
    (ax, ay), (bx, by), (cx, cy) = g.corners_xy(cell)
    # Screen y grows downward, so a clockwise turn has a positive cross product.
    assert (bx - ax) * (cy - ay) - (by - ay) * (cx - ax) > 0
    # Each side has length 1.
    for p, q in zip(g.corners_xy(cell), g.corners_xy(cell)[1:] + g.corners_xy(cell)[:1]):
        assert abs(((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5 - 1) < 1e-9


@given(cells)
def test_twelve_touching_cells_nine_at_a_point_only(cell):
    touching, only = g.touching(cell), g.point_neighbours(cell)
    assert len(set(touching)) == 12 and cell not in touching
    assert len(set(only)) == 9
    assert set(touching) == set(only) | set(g.side_neighbours(cell))
    for other in only:
        assert len(set(g.vertices(cell)) & set(g.vertices(other))) == 1
        assert cell in g.point_neighbours(other)


def test_opposite_vertex_is_off_its_side():
    cell = (2, 3)
    for i, side in enumerate(g.sides(cell)):
        assert g.vertices(cell)[g.opposite_vertex(i)] not in side


def test_corner_names_and_drawing():
    assert g.corner_names((0, 0)) == ("top", "bottom-right", "bottom-left")
    assert g.corner_names((0, 1)) == ("top-left", "top-right", "bottom")
    assert g.corners_xy((0, 0), 2.0) == ((1.0, 0.0), (2.0, 2 * g.HEIGHT), (0.0, 2 * g.HEIGHT))
    x, y = g.centre((0, 0), 2.0)
    assert abs(x - 1) < 1e-9 and abs(y - 4 * g.HEIGHT / 3) < 1e-9
