"""Where the app keeps its files: the folders ``dlconfig.settings.files`` names.

One place for the GUI's engine imports about files; ``settings.files`` imports no
pydantic, so start-up pays nothing for it.
"""

from __future__ import annotations

from dlconfig.settings.files import atomic_write_text as write_text_atomically
from dlconfig.settings.files import cache_dir, config_dir, log_dir

__all__ = ["cache_dir", "config_dir", "log_dir", "write_text_atomically"]
