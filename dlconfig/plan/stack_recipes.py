"""Which libraries a workload runs on: one recipe per (task, mode, framework, target, serving).

A recipe names libraries and the role each plays (the role picks the reason's sentence);
the versions are chosen later, together with the framework, by the constraint search
(:mod:`dlconfig.plan.stack_libraries`). Facts about the libraries live in the knowledge
base (``libraries.yaml``); this module holds only the policy of which ones a job needs.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from dlconfig.kb.gpus import GpuRecord
from dlconfig.models.workload import (
    AttentionImpl,
    Framework,
    Mode,
    Precision,
    Sharding,
    Target,
    Task,
    TrainingRecipe,
    Workload,
)
from dlconfig.plan.workload_recipe import recipe_of


@dataclass(frozen=True)
class LibraryNeed:
    """A library the workload needs; ``role`` is a stable id the reason's template reads."""

    name: str
    role: str
    extras: tuple[str, ...] = ()


@dataclass(frozen=True)
class OptionalLibrary:
    """A library worth adding only where the plan can build it (flash-attn)."""

    name: str
    role: str


@dataclass(frozen=True)
class Recipe:
    """The libraries of one kind of job, and serving outside pip if any."""

    id: str
    libraries: tuple[LibraryNeed, ...] = ()
    optional: tuple[OptionalLibrary, ...] = ()
    server: str | None = None

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(n.name for n in self.libraries)


_HF_TRAIN = (
    LibraryNeed("transformers", "model_library"),
    LibraryNeed("trl", "trainer"),
    LibraryNeed("accelerate", "launcher"),
    LibraryNeed("datasets", "data"),
)
_ZERO = {Sharding.ZERO1, Sharding.ZERO2, Sharding.ZERO3}
_QUANTIZED = {Precision.INT8, Precision.INT4}


def _is_nvidia(gpu: GpuRecord | None) -> bool:
    return gpu is not None and gpu.vendor == "nvidia"


def _serving_libraries(
    workload: Workload, gpu: GpuRecord | None
) -> tuple[list[LibraryNeed], str | None, str]:
    """LLM or text-classification inference: (libraries, local server, recipe id)."""
    task = workload.task
    if task is Task.LLM and workload.target in (Target.LINUX, Target.WSL2) and _is_nvidia(gpu):
        return [LibraryNeed("vllm", "serving")], None, "llm.serving.vllm"
    libs = [LibraryNeed("transformers", "model_library"), LibraryNeed("accelerate", "launcher")]
    if task is Task.LLM and workload.target in (Target.MACOS, Target.WINDOWS):
        return libs, "ollama", "llm.serving.ollama"
    return libs, None, f"{task.value}.{workload.mode.value}"


def _speech_libraries(mode: Mode) -> list[LibraryNeed]:
    libs = [
        LibraryNeed("transformers", "model_library"),
        LibraryNeed("datasets", "data"),
        LibraryNeed("soundfile", "audio_io"),
        LibraryNeed("librosa", "audio_features"),
    ]
    if mode.is_training:
        libs.append(LibraryNeed("accelerate", "launcher"))
    if mode.is_adapter:
        libs.append(LibraryNeed("peft", "adapters"))
    return libs


def _training_library(workload: Workload) -> list[LibraryNeed] | None:
    """The libraries of a language-model training recipe other than Hugging Face's
    (None: the Hugging Face trainer stack). Unsloth keeps that stack: its releases pin
    transformers and trl below the ones the knowledge base records."""
    recipe, _ = recipe_of(workload)
    if recipe is TrainingRecipe.TORCHTUNE:
        return [LibraryNeed("torchtune", "trainer"), LibraryNeed("datasets", "data")]
    if recipe is TrainingRecipe.MEGATRON:
        return [LibraryNeed("megatron-core", "megatron"), LibraryNeed("datasets", "data")]
    return None


def _torch_recipe(workload: Workload, gpu: GpuRecord | None) -> Recipe:
    task, mode = workload.task, workload.mode
    quantized = mode is Mode.QLORA or workload.precision in _QUANTIZED
    libs: list[LibraryNeed] = []
    optional: list[OptionalLibrary] = []
    server = None
    recipe_id = f"{task.value}.{mode.value}"
    if task in (Task.LLM, Task.TEXT_CLASSIFICATION) and not mode.is_training:
        libs, server, recipe_id = _serving_libraries(workload, gpu)
    elif task in (Task.LLM, Task.TEXT_CLASSIFICATION) and _training_library(workload):
        libs += _training_library(workload) or []
    elif task in (Task.LLM, Task.TEXT_CLASSIFICATION):
        # trl's trainers are for generative models; a classifier trains with
        # transformers' own Trainer (the transformers text-classification guide)
        libs += [n for n in _HF_TRAIN if task is Task.LLM or n.name != "trl"]
        if mode.is_adapter:
            libs.insert(1, LibraryNeed("peft", "adapters"))
        if _is_nvidia(gpu) and (
            workload.target in (Target.LINUX, Target.WSL2)
            or workload.attention_impl is AttentionImpl.FLASH  # asked for: say where it runs
        ):
            optional.append(OptionalLibrary("flash-attn", "flash_attention"))
    elif task is Task.DIFFUSION:
        libs += [
            LibraryNeed("diffusers", "diffusion"),
            LibraryNeed("transformers", "text_encoder"),
            LibraryNeed("peft", "adapters"),
            LibraryNeed("accelerate", "launcher"),
        ]
    elif task is Task.SPEECH:
        libs += _speech_libraries(mode)
    elif task is Task.IMAGE_CLASSIFICATION:
        libs.append(LibraryNeed("timm", "vision_models"))
    if quantized and not any(n.name in ("vllm", "torchtune") for n in libs):
        # vLLM loads quantized checkpoints with its own kernels
        libs.append(LibraryNeed("bitsandbytes", "quantization"))
    deepspeed = recipe_of(workload)[0] is TrainingRecipe.DEEPSPEED
    if (workload.sharding in _ZERO or deepspeed) and mode.is_training:
        libs.append(LibraryNeed("deepspeed", "zero"))
    return Recipe(recipe_id, tuple(libs), tuple(optional), server)


def recipe_for(workload: Workload, gpu: GpuRecord | None) -> Recipe:
    """The libraries ``workload`` needs beside its framework (none for a custom task), and
    JupyterLab when the workload asks for a notebook."""
    recipe = _framework_recipe(workload, gpu)
    if not workload.notebook:
        return recipe
    notebook = LibraryNeed("jupyterlab", "notebook")
    return dataclasses.replace(recipe, libraries=(*recipe.libraries, notebook))


def _framework_recipe(workload: Workload, gpu: GpuRecord | None) -> Recipe:
    if workload.framework is Framework.TENSORFLOW:
        server = "tensorflow-serving" if not workload.mode.is_training else None
        return Recipe(
            "tensorflow.serving" if server else "tensorflow.keras",
            (LibraryNeed("keras", "keras"),),
            server=server,
        )
    if workload.framework is Framework.PYTORCH:
        return _torch_recipe(workload, gpu)
    return Recipe("none")
