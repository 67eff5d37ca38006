"""Loads and queries the knowledge base in dlconfig/resources/kb/."""

from dlconfig.kb.base import KbError, KnowledgeBase, packaged_kb_root
from dlconfig.kb.store import KbImportError, import_kb, kb_age_warning, load_kb, load_kb_report

__all__ = [
    "KbError",
    "KbImportError",
    "KnowledgeBase",
    "import_kb",
    "kb_age_warning",
    "load_kb",
    "load_kb_report",
    "packaged_kb_root",
]
