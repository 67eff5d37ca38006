"""Every dataset the app knows, by name, with the schema that validates it.

``kb check`` and ``kb import`` validate each entry; add one line here when a new dataset
file appears under ``dlconfig/resources/kb/``.
"""

from __future__ import annotations

from pydantic import BaseModel

from dlconfig.kb.gpus import GpuCatalog
from dlconfig.kb.software import (
    CudaCatalog,
    CudnnCatalog,
    OsCatalog,
    PythonCatalog,
    PytorchCatalog,
    TensorflowCatalog,
)

DATASETS: dict[str, type[BaseModel]] = {
    "gpus": GpuCatalog,
    "pytorch": PytorchCatalog,
    "tensorflow": TensorflowCatalog,
    "cuda": CudaCatalog,
    "cudnn": CudnnCatalog,
    "os": OsCatalog,
    "python": PythonCatalog,
}
