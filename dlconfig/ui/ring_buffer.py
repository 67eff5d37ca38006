"""Fixed-size numpy history: appends in O(1), a contiguous view without copying."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt


class RingBuffer:
    """``columns`` float series of at most ``capacity`` rows.

    Each row is written twice (at ``i`` and ``i + capacity``) so that the newest
    ``capacity`` rows are always one contiguous slice: memory is fixed at
    ``2 * capacity * columns`` floats whatever the number of appends.
    """

    def __init__(self, capacity: int, columns: int) -> None:
        self.capacity = max(int(capacity), 1)
        self.columns = max(int(columns), 1)
        self._data = np.full((2 * self.capacity, self.columns), np.nan, dtype=np.float64)
        self._next = 0
        self.count = 0

    def append(self, row: npt.ArrayLike) -> None:
        values = np.asarray(row, dtype=np.float64).reshape(-1)[: self.columns]
        index = self._next
        self._data[index, : values.size] = values
        self._data[index + self.capacity, : values.size] = values
        if values.size < self.columns:
            self._data[index, values.size :] = np.nan
            self._data[index + self.capacity, values.size :] = np.nan
        self._next = (index + 1) % self.capacity
        self.count = min(self.count + 1, self.capacity)

    def view(self) -> npt.NDArray[np.float64]:
        """The stored rows, oldest first (a view: do not keep it across appends)."""
        end = self._next + self.capacity
        return self._data[end - self.count : end]

    def column(self, index: int) -> npt.NDArray[np.float64]:
        return self.view()[:, index]

    def clear(self) -> None:
        self._data[:] = np.nan
        self._next = 0
        self.count = 0

    @property
    def nbytes(self) -> int:
        return int(self._data.nbytes)
