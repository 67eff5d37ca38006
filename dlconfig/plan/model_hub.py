"""A model by its Hugging Face id: ``config.json`` (and the safetensors index when the
repository has one) fetched into the cache, then read as a local file is.

The network is used only when asked (``--model-id``): nothing else in dlconfig reaches
the Hub. The request goes through the user's proxy settings (``HTTPS_PROXY`` and the
system's, as Python's urllib reads them), to ``HF_ENDPOINT`` when set (a mirror), with
``HF_TOKEN`` for gated or private models (sent, never stored). Only the two small JSON
files are downloaded, never weights.
"""

from __future__ import annotations

import os
import re
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from dlconfig import __version__
from dlconfig.plan.model_config import INDEX_SUFFIX, MAX_CONFIG_BYTES, MAX_INDEX_BYTES

DEFAULT_ENDPOINT = "https://huggingface.co"
HUB_FOLDER = "hub"
INDEX_FILE = "model" + INDEX_SUFFIX
TIMEOUT_S = 20.0
# The Hub's repository names: an owner and a name of letters, digits, "-", "_" and "."
# (no "..", no "/" beyond the one separator), each at most 96 characters.
_REPO_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,95}/[A-Za-z0-9][A-Za-z0-9._-]{0,95}$")
_HTTP_NOT_FOUND, _HTTP_UNAUTHORIZED, _HTTP_FORBIDDEN = 404, 401, 403

Opener = Callable[[urllib.request.Request, float], Any]


class ModelHubError(ValueError):
    """The model could not be fetched; one line naming what is wrong and what to do."""


def check_model_id(model_id: str) -> str:
    """``model_id`` when it is an ``ORG/NAME`` repository id, else ModelHubError."""
    if not _REPO_ID.match(model_id) or ".." in model_id:
        raise ModelHubError(
            f"--model-id {model_id!r}: give a Hugging Face repository id, ORG/NAME"
            " (letters, digits, '-', '_' and '.')"
        )
    return model_id


def _open(request: urllib.request.Request, timeout_s: float) -> Any:
    return urllib.request.urlopen(request, timeout=timeout_s)


def _fetch(url: str, token: str | None, limit: int, opener: Opener) -> bytes | None:
    """The body at ``url`` (at most ``limit`` bytes); None when there is no such file."""
    headers = {"User-Agent": f"dlconfig/{__version__}"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    try:
        with opener(urllib.request.Request(url, headers=headers), TIMEOUT_S) as response:
            body: bytes = response.read(limit + 1)
    except urllib.error.HTTPError as exc:
        if exc.code == _HTTP_NOT_FOUND:
            return None
        raise
    if len(body) > limit:
        raise ModelHubError(f"{url}: larger than {limit} bytes")
    return body


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=path.parent, delete=False, suffix=".tmp") as tmp:
        tmp.write(data)
    os.replace(tmp.name, path)


def fetch_model_files(
    model_id: str,
    cache_root: Path,
    env: Mapping[str, str] | None = None,
    opener: Opener = _open,
) -> Path:
    """Fetch ``model_id``'s config.json (and its safetensors index when there is one) into
    ``cache_root/hub/ORG/NAME`` and return the file to read: the index when fetched (its
    byte total gives the exact parameter count), else config.json. Raises ModelHubError."""
    env = os.environ if env is None else env
    check_model_id(model_id)
    endpoint = (env.get("HF_ENDPOINT") or DEFAULT_ENDPOINT).rstrip("/")
    if urllib.parse.urlsplit(endpoint).scheme not in ("https", "http"):
        raise ModelHubError(f"HF_ENDPOINT {endpoint!r}: not an http(s) address")
    token = env.get("HF_TOKEN") or None
    base = f"{endpoint}/{model_id}/resolve/main"
    host = urllib.parse.urlsplit(endpoint).netloc
    folder = cache_root / HUB_FOLDER / model_id
    try:
        config = _fetch(f"{base}/config.json", token, MAX_CONFIG_BYTES, opener)
        if config is None:
            raise ModelHubError(
                f"--model-id {model_id}: {host} has no such model, or it has no config.json"
            )
        index = _fetch(f"{base}/{INDEX_FILE}", token, MAX_INDEX_BYTES, opener)
    except urllib.error.HTTPError as exc:
        if exc.code in (_HTTP_UNAUTHORIZED, _HTTP_FORBIDDEN):
            raise ModelHubError(
                f"--model-id {model_id}: {host} answered {exc.code}: the model is gated or"
                " private; accept its licence on its page and set HF_TOKEN, or give the"
                " downloaded config.json with --model-config FILE"
            ) from None
        raise ModelHubError(f"--model-id {model_id}: {host} answered {exc.code}") from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise ModelHubError(
            f"--model-id {model_id}: cannot reach {host} ({reason}); offline, download its"
            " config.json and give it with --model-config FILE"
        ) from None
    _write(folder / "config.json", config)
    if index is None:
        (folder / INDEX_FILE).unlink(missing_ok=True)
        return folder / "config.json"
    _write(folder / INDEX_FILE, index)
    return folder / INDEX_FILE
