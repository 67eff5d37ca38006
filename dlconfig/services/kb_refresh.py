"""``kb refresh`` for the faces: the session's knowledge base refreshed, as one outcome.

The CLI and the Settings page both call :func:`refresh_outcome`; it never raises for what
a user can meet (offline, cancelled, a result that does not fit), so a GUI worker has
nothing to log. Blocks for as long as pip reads the index: the GUI calls it from a worker.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Literal

from dlconfig.kb.base import KbError
from dlconfig.kb.refresh import (
    IndexUnreachableError,
    ProgressCallback,
    RefreshCancelledError,
    SkippedRelease,
    refresh,
)
from dlconfig.services import session

RefreshStatus = Literal["added", "nothing_new", "offline", "cancelled", "refused"]


@dataclass(frozen=True)
class RefreshOutcome:
    """What a refresh did. ``message``: pip's error line (offline) or why the result was
    refused; ``path``: the overlay installed (status ``added``)."""

    status: RefreshStatus
    added: tuple[str, ...] = ()
    skipped: tuple[SkippedRelease, ...] = ()
    message: str = ""
    path: Path | None = None


def refresh_outcome(
    today: date,
    progress: ProgressCallback | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> RefreshOutcome:
    """Refresh the knowledge base this session opens from the package index, through pip."""
    try:
        result = refresh(session.open_kb(), today, progress=progress, cancelled=cancelled)
    except IndexUnreachableError as exc:
        return RefreshOutcome("offline", message=str(exc))
    except RefreshCancelledError:
        return RefreshOutcome("cancelled")
    except KbError as exc:
        return RefreshOutcome("refused", message=str(exc))
    if not result.added:
        return RefreshOutcome("nothing_new", skipped=result.skipped)
    return RefreshOutcome("added", result.added, result.skipped, path=result.path)
