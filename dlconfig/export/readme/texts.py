"""The label catalogue (:mod:`dlconfig.i18n.labels`) in the reader's language, for
README.md and report.pdf: the same words the planning window shows."""

from __future__ import annotations

from dlconfig.i18n.catalog import translator
from dlconfig.i18n.labels import CONTEXT, choice, gpu_line, label
from dlconfig.models.workload import Workload


def t(label_id: str, lang: str, **fields: object) -> str:
    """Label ``label_id`` in ``lang`` (English when untranslated), ``{fields}`` filled."""
    return label(label_id, translator(lang, CONTEXT), **fields)


def named(group: str, code: str, lang: str, default: str | None = None) -> str:
    """The display name of ``code`` in ``group`` ("task", "llm") in ``lang``; ``default``
    (else the code) when the catalogue has none."""
    return choice(group, code, translator(lang, CONTEXT), default)


def gpus_text(name: str, count: int, nodes: int, lang: str) -> str:
    """ "8 × NVIDIA H100 SXM5 80GB × 2 nodes" in ``lang``."""
    return gpu_line(name, count, nodes, translator(lang, CONTEXT))


def workload_rows(workload: Workload, lang: str) -> list[tuple[str, str]]:
    """(label, value) rows describing ``workload`` for a reader, in ``lang``."""
    w = workload
    rows = [
        ("field.task", named("task", w.task.value, lang)),
        ("field.mode", named("mode", w.mode.value, lang)),
        ("field.model", w.model.preset or f"{w.model.params_b:g} B"),
        ("field.precision", named("precision", w.precision.value, lang)),
        ("field.optimizer", named("optimizer", w.optimizer.value, lang)),
        ("field.batch_size", str(w.batch_size)),
        (
            "field.gpus_nodes",
            f"{w.gpus} × {w.nodes}" if w.gpus is not None else t("plan.gpus_auto", lang),
        ),
        ("field.dataset_gb", f"{w.dataset_gb:g}"),
        ("field.framework", named("framework", w.framework.value, lang)),
        ("field.target", named("target", w.target.value, lang)),
    ]
    if not w.mode.is_training:
        rows = [r for r in rows if r[0] != "field.optimizer"]
    return [(t(key, lang), value) for key, value in rows]
