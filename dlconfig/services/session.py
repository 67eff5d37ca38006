"""The knowledge base of a session, opened once, and the facts the faces list from it.

A session is one CLI invocation or one GUI app. ``open_kb`` is the one place a
knowledge base is opened for use: the user-imported one when it is valid and not older
than the packaged one, else the packaged one. Everything below takes it as an argument.
"""

from __future__ import annotations

from datetime import date

from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.gpus import GpuCatalog
from dlconfig.kb.infra_data import CityCatalog
from dlconfig.kb.models_catalog import ModelCatalog
from dlconfig.kb.place_names import option_place
from dlconfig.kb.places import load_infra
from dlconfig.kb.store import KbCheck, check_kb, kb_age_warning, load_kb_report
from dlconfig.models.infra import InfraOption


def open_kb_report() -> tuple[KnowledgeBase, str | None]:
    """The session's knowledge base, and why a user-imported one was passed over (or None)."""
    return load_kb_report()


def open_kb() -> KnowledgeBase:
    """The session's knowledge base (imported when valid and not older, else packaged)."""
    return open_kb_report()[0]


def check_session_kb(kb: KnowledgeBase, today: date) -> tuple[KbCheck, str | None]:
    """Every dataset of ``kb`` validated, and a warning when its facts are old."""
    check = check_kb(kb.root)
    return check, kb_age_warning(kb, today) if check.manifest else None


def model_preset_ids(kb: KnowledgeBase) -> list[str]:
    """Model presets of the catalogue; raises KbError when it cannot be read."""
    return kb.dataset("models", ModelCatalog).ids()


def model_presets(kb: KnowledgeBase) -> list[tuple[str, str, str]]:
    """(id, name, family) of the catalogue's model presets, in catalogue order; raises
    KbError when it cannot be read."""
    return [(m.id, m.name, m.family) for m in kb.dataset("models", ModelCatalog).models]


def model_preset_task(kb: KnowledgeBase, preset: str) -> str | None:
    """The task of catalogue preset ``preset`` (None when there is none by that id);
    raises KbError when the catalogue cannot be read."""
    record = kb.dataset("models", ModelCatalog).by_id(preset)
    return record.task.value if record is not None else None


def gpu_choices(kb: KnowledgeBase) -> list[tuple[str, str]]:
    """(id, name) of the catalogue's GPUs; raises KbError when it cannot be read."""
    return [(g.id, g.name) for g in kb.dataset("gpus", GpuCatalog).gpus]


def gpu_facts(kb: KnowledgeBase, gpu_id: str) -> tuple[str, float] | None:
    """Name and memory (GiB) of catalogue GPU ``gpu_id``; None when unknown.

    Raises KbError when the catalogue cannot be read.
    """
    record = kb.dataset("gpus", GpuCatalog).by_id(gpu_id)
    return (record.name, record.vram_gib) if record is not None else None


def place_name(kb: KnowledgeBase, option: InfraOption, language: str) -> str | None:
    """Where an infrastructure option stands, in ``language`` ("en", "zh_CN", "zh_TW"):
    "Asia Pacific (Hong Kong)", "香港 (ap-east-1)"; raises KbError when the catalogs
    cannot be read."""
    return option_place(load_infra(kb), option, language)


def provider_name(kb: KnowledgeBase, provider_id: str) -> str:
    """The catalog's name of a cloud provider ("Amazon Web Services" for ``aws``), else
    the id; raises KbError when the catalog cannot be read."""
    record = load_infra(kb).places.provider(provider_id)
    return record.name if record is not None else provider_id


def city_names(kb: KnowledgeBase) -> list[str]:
    """City names of the catalogue, sorted; raises KbError when it cannot be read."""
    return sorted({city.name for city in kb.dataset("cities", CityCatalog).cities})
