"""Ring buffer rows: short rows padded with NaN, columns and 2-D rows without copies."""

from __future__ import annotations

import numpy as np
import pytest

from dlconfig.monitor import RingBuffer


def test_short_rows_are_padded_with_nan_even_over_an_older_full_row() -> None:
    ring = RingBuffer(2, width=3)
    ring.append([1.0, 2.0, 3.0])
    ring.append([4.0, 5.0, 6.0])
    ring.append([7.0])  # overwrites the slot of [1, 2, 3]: nothing of it may remain
    rows = ring.rows()
    assert rows[0].tolist() == [4.0, 5.0, 6.0]
    assert rows[1][0] == 7.0 and np.isnan(rows[1][1:]).all()
    ring.append([8.0, 9.0])
    assert ring.rows()[1][:2].tolist() == [8.0, 9.0] and np.isnan(ring.rows()[1][2])


def test_rows_longer_than_the_width_are_refused() -> None:
    ring = RingBuffer(2, width=2)
    with pytest.raises(ValueError):
        ring.append([1.0, 2.0, 3.0])
    assert len(ring) == 0


def test_column_follows_wrap_around_without_copying() -> None:
    ring = RingBuffer(3, width=2)
    for i in range(5):
        ring.append([i, 10 * i])
    assert ring.column(0).tolist() == [2, 3, 4]
    assert ring.column(1).tolist() == [20, 30, 40]
    assert np.shares_memory(ring.column(1), ring._data)
    with pytest.raises(ValueError):
        ring.column(0)[0] = 1


def test_rows_are_two_dimensional_even_for_one_column() -> None:
    ring = RingBuffer(4)
    assert ring.rows().shape == (0, 1)
    ring.append(1.5)
    ring.append([2.5])
    assert ring.rows().shape == (2, 1) and ring.view().shape == (2,)
    assert ring.column(0).tolist() == [1.5, 2.5]


def test_memory_is_fixed_whatever_the_number_of_appends() -> None:
    ring = RingBuffer(100, width=4)
    before = ring.nbytes
    for i in range(1000):
        ring.append([i, i, i])
    assert ring.nbytes == before == 2 * 100 * 4 * 8
