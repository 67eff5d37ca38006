"""Every dataset the app knows, by name, with the schema that validates it.

``kb check`` and ``kb import`` validate each entry; add one line here when a new dataset
file appears under ``dlconfig/resources/kb/``.
"""

from __future__ import annotations

from pydantic import BaseModel

from dlconfig.kb.config_defaults import ConfigDefaults
from dlconfig.kb.decision_facts import DecisionFacts
from dlconfig.kb.gpu_sharing import GpuSharingCatalog
from dlconfig.kb.gpus import GpuCatalog
from dlconfig.kb.images import ImageCatalog
from dlconfig.kb.infra_data import CityCatalog, ComplianceCatalog, PlaceCatalog, PriceCatalog
from dlconfig.kb.interconnects import InterconnectCatalog
from dlconfig.kb.kubeflow import KubeflowCatalog
from dlconfig.kb.libraries import LibraryCatalog
from dlconfig.kb.models_catalog import ModelCatalog
from dlconfig.kb.references import ReferenceCatalog
from dlconfig.kb.software import (
    CudaCatalog,
    CudnnCatalog,
    OsCatalog,
    PythonCatalog,
    PytorchCatalog,
    TensorflowCatalog,
)
from dlconfig.kb.storage_perf import StoragePerfTable

DATASETS: dict[str, type[BaseModel]] = {
    "gpus": GpuCatalog,
    "pytorch": PytorchCatalog,
    "tensorflow": TensorflowCatalog,
    "cuda": CudaCatalog,
    "cudnn": CudnnCatalog,
    "os": OsCatalog,
    "python": PythonCatalog,
    "models": ModelCatalog,
    "images": ImageCatalog,
    "kubeflow": KubeflowCatalog,
    "cities": CityCatalog,
    "places": PlaceCatalog,
    "prices": PriceCatalog,
    "compliance": ComplianceCatalog,
    "storage_perf": StoragePerfTable,
    "model_config_defaults": ConfigDefaults,
    "references": ReferenceCatalog,
    "libraries": LibraryCatalog,
    "gpu_sharing": GpuSharingCatalog,
    "interconnects": InterconnectCatalog,
    "decision": DecisionFacts,
}
