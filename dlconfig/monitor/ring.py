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

    @property
    def nbytes(self) -> int:
        """Memory held by the values: fixed at ``2 * capacity * width`` float64s."""
        return int(self._data.nbytes)

    def append(self, row: float | npt.ArrayLike) -> None:
        """Add one row (a number, or up to ``width`` numbers); the oldest row drops out when full.

        A row shorter than ``width`` is padded with NaN; a single number fills the whole row.
        """
        i = self._next
        values = np.asarray(row, dtype=np.float64)
        target = self._data[i]
        if values.ndim == 1 and values.size < self.width:
            target[: values.size] = values
            target[values.size :] = np.nan
        else:
            target[:] = values
        self._data[i + self.capacity] = target
        self._next = (i + 1) % self.capacity
        if self._count < self.capacity:
            self._count += 1

    def rows(self) -> npt.NDArray[np.float64]:
        """The stored rows, oldest first, always 2-D (count x width), read-only (no copy)."""
        end = self._next + self.capacity if self._count == self.capacity else self._next
        out = self._data[end - self._count : end]
        out.flags.writeable = False
        return out

    def view(self) -> npt.NDArray[np.float64]:
        """The stored rows, oldest first, as a read-only view (no copy); 1-D when width is 1."""
        out = self.rows()
        return out[:, 0] if self.width == 1 else out

    def column(self, index: int) -> npt.NDArray[np.float64]:
        """One column of the stored rows, oldest first, read-only (no copy)."""
        return self.rows()[:, index]

    def last(self) -> npt.NDArray[np.float64] | float:
        """The newest row (NaN when empty)."""
        if self._count == 0:
            return float("nan")
        row = self._data[(self._next - 1) % self.capacity]
        return float(row[0]) if self.width == 1 else row.copy()

    def resized(self, capacity: int) -> RingBuffer:
        """A new buffer of ``capacity`` rows holding the newest rows of this one."""
        ring = RingBuffer(capacity, self.width)
        keep = self.rows()[-capacity:] if self._count else self.rows()
        n = len(keep)
        ring._data[:n] = keep
        ring._data[capacity : capacity + n] = keep
        ring._next = n % capacity
        ring._count = n
        return ring

    def clear(self) -> None:
        self._data.fill(np.nan)
        self._next = 0
        self._count = 0
