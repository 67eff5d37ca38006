"""The dated overlay ``kb refresh`` writes: releases read from the package index's metadata.

``releases-YYYY-MM-DD.yaml`` in ``release_overlay_dir()`` (beside the user knowledge base)
holds only what the metadata established: new torch and TensorFlow releases, their Python
range and the CUDA/cuDNN their nvidia-* pins name. What metadata cannot say (which GPUs a
build has code for) is copied from the nearest recorded release and marked as assumed
(``arch_assumed_from``, ``gpu_code_assumed_from``), so the stack says so. At load the
newest valid overlay is laid over whichever knowledge base the session opens; a release
that knowledge base already records keeps its curated record. An overlay that fails
validation, alone or merged, is refused with a message and the knowledge base is used as
it is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path
from typing import Any, TypeVar

from packaging.version import Version
from pydantic import Field, ValidationError

from dlconfig.kb.base import KbError, KnowledgeBase
from dlconfig.kb.overlays import newest_overlay_file
from dlconfig.kb.software import PytorchCatalog, TensorflowCatalog, TfRelease, TorchRelease
from dlconfig.models.common import Frozen
from dlconfig.models.errors import first_error_text
from dlconfig.settings.files import data_dir

C = TypeVar("C", PytorchCatalog, TensorflowCatalog)
RELEASES_PREFIX = "releases-"
MAX_RELEASE_OVERLAY_BYTES = 4 * 1024 * 1024


class ReleaseOverlay(Frozen):
    """Releases ``kb refresh`` read from the package index, laid over the knowledge base."""

    as_of: date
    pytorch: list[TorchRelease] = Field(default_factory=list, max_length=500)
    tensorflow: list[TfRelease] = Field(default_factory=list, max_length=500)

    def names(self) -> list[str]:
        return [f"torch {r.version}" for r in self.pytorch] + [
            f"tensorflow {r.version}" for r in self.tensorflow
        ]


def release_overlay_dir() -> Path:
    """Folder of ``kb refresh`` overlays, beside the user knowledge base."""
    return data_dir() / "kb-releases"


def newest_release_overlay() -> tuple[ReleaseOverlay | None, Path | None, str | None]:
    """The newest valid installed overlay, its path, and why a newer one was passed over."""
    return newest_overlay_file(
        release_overlay_dir(), RELEASES_PREFIX, ReleaseOverlay, MAX_RELEASE_OVERLAY_BYTES
    )


def merge_torch(catalog: PytorchCatalog, overlay: ReleaseOverlay) -> PytorchCatalog:
    """``catalog`` plus the overlay's releases it lacks, validated as one; raises KbError."""
    return _merged(catalog, overlay.pytorch)


def merge_tensorflow(catalog: TensorflowCatalog, overlay: ReleaseOverlay) -> TensorflowCatalog:
    """``catalog`` plus the overlay's releases it lacks, validated as one; raises KbError."""
    return _merged(catalog, overlay.tensorflow)


def _merged(catalog: C, releases: Sequence[TorchRelease | TfRelease]) -> C:
    """``catalog`` with the ``releases`` it does not record added, oldest first; a release
    it records keeps its curated record."""
    known = {Version(r.version) for r in catalog.releases}
    added: list[TorchRelease | TfRelease] = [r for r in releases if Version(r.version) not in known]
    if not added:
        return catalog
    data: dict[str, Any] = catalog.model_dump(mode="json")
    data["releases"] = sorted(
        [*data["releases"], *(r.model_dump(mode="json") for r in added)],
        key=lambda r: Version(r["version"]),
    )
    return _validate(type(catalog), data)


def _validate(model: type[C], data: Any) -> C:
    try:
        return model.model_validate(data)
    except ValidationError as err:
        raise KbError(f"the refreshed releases do not fit: {first_error_text(err)}") from None


def release_overlays(overlay: ReleaseOverlay) -> dict[str, Callable[[Any], Any]]:
    """Dataset overlays laying ``overlay`` over a knowledge base's releases (each raises
    KbError at load when the merged releases do not validate)."""
    return {
        "pytorch": lambda catalog: merge_torch(catalog, overlay),
        "tensorflow": lambda catalog: merge_tensorflow(catalog, overlay),
    }


def check_merged(kb: KnowledgeBase) -> None:
    """Load the datasets a release overlay changes now; raises KbError when they do not fit."""
    kb.dataset("pytorch", PytorchCatalog)
    kb.dataset("tensorflow", TensorflowCatalog)
