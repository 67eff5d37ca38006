"""Package index URLs as users type them (settings, workload files): one check for both."""

from __future__ import annotations

from typing import Final
from urllib.parse import urlsplit

MAX_URL_CHARS: Final = 2000


def check_index_url(value: str) -> str:
    """A package index URL: ``http(s)://host/...``, no spaces or quotes. Raises ValueError."""
    url = value.strip()
    if len(url) > MAX_URL_CHARS:
        raise ValueError(f"a URL of at most {MAX_URL_CHARS} characters")
    if any(c.isspace() or c in "\"'`\\<>" or ord(c) < 32 for c in url):
        raise ValueError("a URL without spaces, quotes or backslashes")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError("an http:// or https:// URL with a host name")
    return url


def without_credentials(url: str) -> str:
    """``url`` with any ``user:password@`` removed (what pip redacts in its output)."""
    parts = urlsplit(url)
    if "@" not in parts.netloc:
        return url
    return parts._replace(netloc=parts.netloc.rpartition("@")[2]).geturl()
