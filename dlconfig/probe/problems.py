"""What a probe section could not read, as a reason of the messages catalogue."""

from __future__ import annotations

from dlconfig.models.common import Reason


def problem(code: str, **params: str | None) -> Reason:
    """The problem ``code`` (``probe.<section>.<what>``) with ``params`` (an OS error's own
    text as ``error``), worded by the catalogue."""
    return Reason(code=code, params=dict(params))
