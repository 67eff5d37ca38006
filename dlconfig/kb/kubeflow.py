"""Kubeflow Trainer catalog schema (``kubeflow.yaml``): API versions and operator releases."""

from __future__ import annotations

from pydantic import Field

from dlconfig.models.common import Frozen, Sourced
from dlconfig.models.workload import Framework


class TrainingRuntimeRecord(Frozen):
    name: str = Field(pattern=r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
    kind: str = "ClusterTrainingRuntime"
    framework: str


class TrainerV2(Sourced):
    """Kubeflow Trainer v2: a ``TrainJob`` refers to a (Cluster)TrainingRuntime."""

    operator_version: str = Field(pattern=r"^v\d+\.\d+\.\d+$")
    api_version: str
    kind: str = "TrainJob"
    runtimes: list[TrainingRuntimeRecord] = Field(min_length=1)


class TrainerV1(Sourced):
    """The legacy Kubeflow Training Operator v1 (``PyTorchJob``, ``TFJob``)."""

    operator_version: str = Field(pattern=r"^v\d+\.\d+\.\d+$")
    api_version: str
    kinds: list[str] = Field(min_length=1)
    is_deprecated: bool = True


class KubeflowCatalog(Frozen):
    trainer_v2: TrainerV2
    training_operator_v1: TrainerV1
    gpu_product_label: Sourced
    gpu_taint: Sourced

    def runtime_for(self, framework: Framework) -> str:
        """Name of the ClusterTrainingRuntime a TrainJob for ``framework`` refers to."""
        wanted = "jax" if framework == Framework.JAX else "torch"
        runtimes = self.trainer_v2.runtimes
        return next((r.name for r in runtimes if r.framework == wanted), runtimes[0].name)
