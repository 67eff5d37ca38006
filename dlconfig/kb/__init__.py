"""Loads and queries the knowledge base in dlconfig/resources/kb/."""

from dlconfig.kb.base import KbError, KnowledgeBase, packaged_kb_root

__all__ = ["KbError", "KnowledgeBase", "packaged_kb_root"]
