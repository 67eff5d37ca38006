"""Copies of the packaged knowledge base with another version, for import tests.

Usage: ``from tests.kb_copies import copy_packaged_kb``.
"""

from __future__ import annotations

from pathlib import Path

from dlconfig.kb.base import packaged_kb_root
from dlconfig.kb.catalog import DATASETS


def copy_packaged_kb(dest: Path, version: str = "2027.06.01", as_of: str = "2027-06-01") -> Path:
    """The packaged datasets in a new folder ``dest`` whose kb.yaml says ``version``/``as_of``."""
    dest.mkdir(parents=True)
    root = packaged_kb_root()
    for name in ["kb", *DATASETS]:
        for suffix in (".yaml", ".json"):
            item = root / f"{name}{suffix}"
            if item.is_file():
                (dest / item.name).write_bytes(item.read_bytes())
    (dest / "kb.yaml").write_text(f'version: "{version}"\nas_of: {as_of}\n', encoding="utf-8")
    return dest
