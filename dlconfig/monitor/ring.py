"""A fixed-size ring buffer over a numpy array whose contents read as one contiguous view.

Each value is written twice, at ``i`` and ``i + capacity``, so the last ``n`` values are
always ``data[start:start + n]``: reading never copies and writing never allocates.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt


class RingBuffer:
    """``capacity`` rows of ``width`` float64 values (width 1 reads as a 1-D series)."""

    def __init__(self, capacity: int, width: int = 1) -> None:
        if capacity < 1:
            raise ValueError(f"capacity must be at least 1, not {capacity}")
        if width < 1:
            raise ValueError(f"width must be at least 1, not {width}")
        self.capacity = capacity
        self.width = width
        self._data = np.full((2 * capacity, width), np.nan, dtype=np.float64)
        self._next = 0  # where the next row goes, in [0, capacity)
        self._count = 0

    def __len__(self) -> int:
        return self._count

    def append(self, row: float | npt.ArrayLike) -> None:
        """Add one row (a number, or ``width`` numbers); the oldest row drops out when full."""
        i = self._next
        self._data[i] = row
        self._data[i + self.capacity] = self._data[i]
        self._next = (i + 1) % self.capacity
        if self._count < self.capacity:
            self._count += 1

    def view(self) -> npt.NDArray[np.float64]:
        """The stored rows, oldest first, as a read-only view (no copy)."""
        end = self._next + self.capacity if self._count == self.capacity else self._next
        start = end - self._count
        out = self._data[start:end]
        out = out[:, 0] if self.width == 1 else out
        out.flags.writeable = False
        return out

    def last(self) -> npt.NDArray[np.float64] | float:
        """The newest row (NaN when empty)."""
        if self._count == 0:
            return float("nan")
        row = self._data[(self._next - 1) % self.capacity]
        return float(row[0]) if self.width == 1 else row.copy()

    def clear(self) -> None:
        self._data.fill(np.nan)
        self._next = 0
        self._count = 0
