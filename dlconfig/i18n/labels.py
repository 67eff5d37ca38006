"""Labels by id, group and code, in the reader's language.

The catalogue itself lives in :mod:`dlconfig.models.messages.labels` (the engine's
sentences name its ids too); here are the readers: :func:`label`, :func:`codes`,
:func:`choice` and :func:`gpu_line`.
"""

from __future__ import annotations

from dlconfig.models.messages.labels import LABELS, LABELS_CONTEXT
from dlconfig.models.messages.render import Translate, identity

CONTEXT = LABELS_CONTEXT


def label(label_id: str, translate: Translate = identity, **fields: object) -> str:
    """The text of ``label_id`` in the language ``translate`` speaks, with ``{fields}``
    filled (the English text when a translation does not format); raises KeyError for
    an unknown id."""
    english = LABELS[label_id]
    text = translate(english)
    if not fields:
        return text
    try:
        return text.format(**fields)
    except (KeyError, IndexError, ValueError):
        return english.format(**fields)


def codes(group: str) -> list[str]:
    """The codes of ``group`` in catalogue order: ``codes("mode")`` -> ``["train", ...]``."""
    prefix = group + "."
    return [key.removeprefix(prefix) for key in LABELS if key.startswith(prefix)]


def choice(
    group: str, code: str, translate: Translate = identity, default: str | None = None
) -> str:
    """The display name of ``code`` in ``group`` ("task", "llm"); ``default`` (else the
    code itself) when the catalogue has none."""
    label_id = f"{group}.{code}"
    if label_id in LABELS:
        return label(label_id, translate)
    return code if default is None else default


def gpu_line(name: str, count: int, nodes: int, translate: Translate = identity) -> str:
    """``count`` GPUs called ``name`` on each of ``nodes`` machines, as people write it:
    "8 × NVIDIA H100 SXM5 80GB × 2 nodes"."""
    if nodes > 1:
        return label("plan.gpus_on_nodes", translate, count=count, gpu=name, nodes=nodes)
    return f"{count} × {name}"
