"""Where the app keeps its files: the folders ``dlconfig.settings.files`` names.

One place for the GUI's imports about files, through the services door; the door loads
``settings.files`` (no pydantic) on first use, so start-up pays nothing for it.
"""

from __future__ import annotations

from dlconfig.services import (
    atomic_write_text as write_text_atomically,
    cache_dir,
    config_dir,
    log_dir,
)

__all__ = ["cache_dir", "config_dir", "log_dir", "write_text_atomically"]
