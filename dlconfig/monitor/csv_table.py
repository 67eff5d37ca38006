"""The one CSV format of monitor data, written by the CLI's ``monitor --csv`` and the GUI.

Columns: ``time_utc`` (the wall-clock time of the row, ISO 8601 in UTC with
milliseconds), ``t_s`` (seconds since the file's first row), the machine-wide series of
``history.SCALAR_SERIES``, ``cpu_core<N>_pct`` per core, then per GPU
``gpu<N>.<field>`` for each of ``history.GPU_FIELDS``. A value that is not available
(NaN in a snapshot) is an empty cell. Whole numbers are written without a decimal point,
others with at most three decimals.
"""

from __future__ import annotations

import csv
import io
import math
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import IO

from dlconfig.monitor.history import GPU_FIELDS, SCALAR_SERIES, History, gpu_series
from dlconfig.monitor.snapshot import NAN, Snapshot


@dataclass(frozen=True)
class Column:
    """One CSV column: a machine-wide field, one core (``core``) or one GPU's field."""

    header: str
    field: str
    core: int | None = None
    gpu: int | None = None

    @property
    def series(self) -> str:
        """The History series this column reads."""
        if self.core is not None:
            return "cpu_core_pct"
        return gpu_series(self.gpu, self.field) if self.gpu is not None else self.field

    def value(self, snap: Snapshot) -> float:
        """This column's value in ``snap`` (NaN when not available)."""
        if self.core is not None:
            cores = snap.cpu_core_pct
            return cores[self.core] if self.core < len(cores) else NAN
        if self.gpu is not None:
            gpu = next((g for g in snap.gpus if g.index == self.gpu), None)
            return float(getattr(gpu, self.field)) if gpu is not None else NAN
        return float(getattr(snap, self.field))


TIME_COLUMN = "time_utc"


def clock_offset_s() -> float:
    """Seconds to add to a snapshot's ``t_s`` (``time.monotonic()``) for Unix time."""
    return time.time() - time.monotonic()


def utc_text(unix_s: float) -> str:
    """``2026-12-02T17:45:06.123Z``: a row's wall-clock time."""
    moment = datetime.fromtimestamp(unix_s, tz=timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def csv_columns(cpu_cores: int, gpu_count: int) -> list[Column]:
    """The columns for a machine with ``cpu_cores`` and ``gpu_count`` (``time_utc`` and
    ``t_s`` first)."""
    columns = [Column(TIME_COLUMN, "t_s")]
    columns += [Column(name, name) for name in SCALAR_SERIES]
    columns += [Column(f"cpu_core{c}_pct", "cpu_core_pct", core=c) for c in range(cpu_cores)]
    columns += [Column(gpu_series(i, f), f, gpu=i) for i in range(gpu_count) for f in GPU_FIELDS]
    return columns


def csv_cell(value: float) -> str:
    """One cell: empty when not available (NaN or infinite)."""
    if not math.isfinite(value):
        return ""
    if value.is_integer():
        return str(int(value))
    return f"{value:.3f}".rstrip("0").rstrip(".")


def write_rows(
    out: IO[str],
    columns: Sequence[Column],
    rows: Iterable[Sequence[float]],
    header: bool,
    offset_s: float,
) -> None:
    """Write ``rows`` (values in ``columns`` order: the first the raw ``t_s``, the second
    already relative) as CSV; ``offset_s`` turns the raw ``t_s`` into Unix time."""
    writer = csv.writer(out, lineterminator="\n")
    if header:
        writer.writerow([c.header for c in columns])
    for row in rows:
        first = float(row[0])
        when = utc_text(first + offset_s) if math.isfinite(first) else ""
        writer.writerow([when, *(csv_cell(float(v)) for v in row[1:])])


class SnapshotCsvWriter:
    """Streams snapshots as CSV rows to ``out`` (the header first), one per :meth:`write`."""

    def __init__(
        self, out: IO[str], cpu_cores: int, gpu_count: int, offset_s: float | None = None
    ) -> None:
        self._out = out
        self.columns = csv_columns(cpu_cores, gpu_count)
        self._first_t_s: float | None = None
        self._offset_s = clock_offset_s() if offset_s is None else offset_s

    def write(self, snap: Snapshot) -> None:
        is_first = self._first_t_s is None
        if self._first_t_s is None:
            self._first_t_s = snap.t_s
        row = [c.value(snap) for c in self.columns]
        row[1] = snap.t_s - self._first_t_s
        write_rows(self._out, self.columns, [row], header=is_first, offset_s=self._offset_s)
        self._out.flush()


def history_csv(history: History, offset_s: float | None = None) -> str:
    """The rows stored in ``history``, oldest first, as CSV text (``t_s`` from the oldest;
    ``offset_s`` as for :class:`SnapshotCsvWriter`, default: this process's clocks)."""
    columns = csv_columns(history.cpu_cores, history.gpu_count)
    cores = history.series("cpu_core_pct")
    data = [cores[:, c.core] if c.core is not None else history.series(c.series) for c in columns]
    if len(history):
        data[1] = data[1] - data[1][0]
    out = io.StringIO()
    offset = clock_offset_s() if offset_s is None else offset_s
    write_rows(out, columns, zip(*data, strict=True), header=True, offset_s=offset)
    return out.getvalue()
