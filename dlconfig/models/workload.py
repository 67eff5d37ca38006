"""What the user wants to run (schema ``dlconfig.workload/1``).

Bounds live here so that a bad workload file fails with a message naming the field.
Whether a preset supports a mode is checked against the catalog by ``plan.workload``.
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import Final, Literal

from pydantic import ConfigDict, Field, ValidationInfo, field_validator, model_validator

from dlconfig.models.common import Frozen
from dlconfig.models.urls import check_index_url

WORKLOAD_SCHEMA: Final = "dlconfig.workload/1"


class Task(StrEnum):
    IMAGE_CLASSIFICATION = "image_classification"
    SEGMENTATION = "segmentation"
    DETECTION = "detection"
    LLM = "llm"
    TEXT_CLASSIFICATION = "text_classification"
    SPEECH = "speech"
    DIFFUSION = "diffusion"
    CUSTOM = "custom"


# Tasks whose inputs are images of ``image_size`` pixels (a transformer on them sees
# patches), and those fed ``seq_len`` tokens of text.
IMAGE_TASKS: frozenset[Task] = frozenset(
    {Task.IMAGE_CLASSIFICATION, Task.SEGMENTATION, Task.DETECTION}
)
TEXT_TASKS: frozenset[Task] = frozenset({Task.LLM, Task.TEXT_CLASSIFICATION})
# Tasks sized by ``image_size``: the image tasks and diffusion (the images it generates).
IMAGE_SIZE_TASKS: frozenset[Task] = IMAGE_TASKS | {Task.DIFFUSION}
# Tasks whose bundle trains through transformers' Trainer (train.py for text, Whisper's
# Seq2SeqTrainer); image models train in a plain PyTorch loop whose weights stay float32
# under autocast.
TRAINER_TASKS: frozenset[Task] = TEXT_TASKS | {Task.SPEECH}


class Mode(StrEnum):
    TRAIN = "train"
    FINETUNE = "finetune"
    LORA = "lora"
    QLORA = "qlora"
    INFERENCE = "inference"

    @property
    def is_training(self) -> bool:
        """Every mode but inference updates weights (the one test of it)."""
        return self is not Mode.INFERENCE

    @property
    def is_adapter(self) -> bool:
        """LoRA and QLoRA train adapters beside frozen weights."""
        return self in (Mode.LORA, Mode.QLORA)


class Precision(StrEnum):
    FP32 = "fp32"
    FP16 = "fp16"
    BF16 = "bf16"
    FP8 = "fp8"
    INT8 = "int8"
    INT4 = "int4"


class Optimizer(StrEnum):
    ADAMW = "adamw"
    ADAMW_8BIT = "adamw_8bit"
    SGD = "sgd"
    ADAFACTOR = "adafactor"


class Sharding(StrEnum):
    NONE = "none"
    DDP = "ddp"
    ZERO1 = "zero1"
    ZERO2 = "zero2"
    ZERO3 = "zero3"
    FSDP = "fsdp"


class Framework(StrEnum):
    PYTORCH = "pytorch"
    TENSORFLOW = "tensorflow"
    JAX = "jax"


class Target(StrEnum):
    LINUX = "linux"
    WSL2 = "wsl2"
    WINDOWS = "windows"
    MACOS = "macos"


class EnvManager(StrEnum):
    CONDA = "conda"
    VENV = "venv"
    UV = "uv"
    PIPENV = "pipenv"


class Attention(StrEnum):
    """How keys and values are stored: one per head (MHA), shared by groups (GQA), one for
    all heads (MQA), or compressed into a latent (MLA, DeepSeek-V2/V3)."""

    MHA = "mha"
    GQA = "gqa"
    MQA = "mqa"
    MLA = "mla"


class WindowKind(StrEnum):
    """Local attention of the windowed layers: a sliding window (Mistral, Gemma 2/3,
    gpt-oss) or fixed chunks (Llama 4)."""

    SLIDING = "sliding"
    CHUNKED = "chunked"


class AttentionImpl(StrEnum):
    """The attention kernel the run uses: ``auto`` follows the library's default (the recipe's
    in training; SDPA or FlashAttention for 16-bit decoders and diffusers' UNets in inference);
    ``eager`` stores each attention score matrix (Transformers' and diffusers' plain path)."""

    AUTO = "auto"
    EAGER = "eager"
    SDPA = "sdpa"
    FLASH = "flash"


class KvCacheDtype(StrEnum):
    """Element type of the KV cache, apart from the weights' precision."""

    AUTO = "auto"
    FP32 = "fp32"
    FP16 = "fp16"
    BF16 = "bf16"
    FP8 = "fp8"


class TrainingRecipe(StrEnum):
    """The training library whose defaults the memory estimate follows (attention kernel,
    autocast, loss, adapter dtype, k-bit casts)."""

    HF_TRAINER = "hf_trainer"
    TORCHTUNE = "torchtune"
    UNSLOTH = "unsloth"
    DEEPSPEED = "deepspeed"
    MEGATRON = "megatron"


class Offload(StrEnum):
    """What a training run keeps in host memory instead of on the GPU (ZeRO-Offload)."""

    NONE = "none"
    OPTIMIZER = "optimizer"
    PARAMS = "params"


class LoraTargets(StrEnum):
    """Which linear layers of each block carry LoRA adapters, as PEFT's ``target_modules``
    names them: every linear layer but the output head ("all-linear"), or the attention
    projections only."""

    ALL_LINEAR = "all_linear"
    ATTENTION = "attention"


class LoraModule(StrEnum):
    """A block's linear layers by their Hugging Face (Llama-style) module names."""

    Q_PROJ = "q_proj"
    K_PROJ = "k_proj"
    V_PROJ = "v_proj"
    O_PROJ = "o_proj"
    GATE_PROJ = "gate_proj"
    UP_PROJ = "up_proj"
    DOWN_PROJ = "down_proj"


ATTENTION_MODULES: Final = (
    LoraModule.Q_PROJ,
    LoraModule.K_PROJ,
    LoraModule.V_PROJ,
    LoraModule.O_PROJ,
)


def parse_lora_targets(value: object) -> LoraTargets | tuple[LoraModule, ...]:
    """``all_linear`` (PEFT's "all-linear" too), ``attention``, or module names as a list
    or one comma-separated string ("q_proj,v_proj"); raises ValueError naming the
    allowed values."""
    if isinstance(value, LoraTargets):
        return value
    if isinstance(value, str):
        word = value.strip().lower().replace("-", "_")
        if word in {t.value for t in LoraTargets}:
            return LoraTargets(word)
        value = [part for part in word.split(",") if part.strip()]
    if not isinstance(value, (list, tuple)) or not value:
        raise ValueError(_LORA_TARGETS_HELP)
    names = [str(item).strip().lower() for item in value]
    unknown = [n for n in names if n not in {m.value for m in LoraModule}]
    if unknown:
        raise ValueError(f"unknown module {', '.join(unknown)}; {_LORA_TARGETS_HELP}")
    return tuple(dict.fromkeys(LoraModule(n) for n in names))


_LORA_TARGETS_HELP: Final = "give all_linear, attention, or module names from " + ", ".join(
    m.value for m in LoraModule
)


class ModelSpec(Frozen):
    """A catalog preset by name, an imported ``config.json``, or custom architecture numbers
    (numbers override a preset's). ``config`` is resolved into these fields when the
    workload file is read; a spec handed to the planner carries no path."""

    model_config = ConfigDict(**Frozen.model_config, allow_inf_nan=False)

    preset: str | None = Field(default=None, min_length=1, max_length=100)
    config: str | None = Field(
        default=None, min_length=1, max_length=4096, description="Hugging Face config.json"
    )
    name: str | None = Field(default=None, min_length=1, max_length=200)
    architecture: Literal["decoder", "encoder", "encoder_decoder", "vit", "moe"] | None = None
    config_type: str | None = Field(
        default=None, max_length=60, description="model_type of an imported config.json"
    )
    params_b: float | None = Field(default=None, gt=0, le=20_000, description="billions")
    active_params_b: float | None = Field(default=None, gt=0, le=20_000)
    layers: int | None = Field(default=None, ge=1, le=1000)
    hidden: int | None = Field(default=None, ge=1, le=262_144)
    heads: int | None = Field(default=None, ge=1, le=1024)
    kv_heads: int | None = Field(default=None, ge=1, le=1024)
    vocab: int | None = Field(default=None, ge=1, le=2_000_000)
    ffn_hidden: int | None = Field(default=None, ge=1, le=1_048_576)
    head_dim: int | None = Field(default=None, ge=1, le=4096)
    attention: Attention | None = None
    kv_lora_rank: int | None = Field(default=None, ge=1, le=65_536, description="MLA latent")
    qk_rope_head_dim: int | None = Field(default=None, ge=0, le=4096)
    sliding_window: int | None = Field(default=None, ge=1, le=10_000_000, description="tokens")
    window_kind: WindowKind = WindowKind.SLIDING
    window_layers: int | None = Field(
        default=None, ge=0, le=1000, description="layers that attend within the window"
    )
    linear_layers: int | None = Field(
        default=None,
        ge=0,
        le=1000,
        description="layers of linear attention: a fixed-size state instead of a KV cache",
    )
    linear_state_bytes: int | None = Field(
        default=None,
        ge=1,
        le=100_000_000_000,
        description="bytes such a state holds per sequence",
    )
    experts: int | None = Field(default=None, ge=1, le=4096)
    experts_per_token: int | None = Field(default=None, ge=1, le=4096)
    shared_experts: int | None = Field(default=None, ge=0, le=64)
    moe_ffn_hidden: int | None = Field(default=None, ge=1, le=1_048_576)
    dense_layers: int | None = Field(
        default=None, ge=0, le=1000, description="leading layers with a dense MLP (MoE models)"
    )
    tied_embeddings: bool | None = None
    gated_mlp: bool | None = None
    qk_norm: bool | None = Field(
        default=None, description="each head's queries and keys pass an RMSNorm (Qwen3, Gemma 3)"
    )
    block_norms: int | None = Field(
        default=None, ge=1, le=8, description="normalisation layers a block (2; Gemma: 4)"
    )
    patch_size: int | None = Field(default=None, ge=1, le=1024)
    encoder_layers: int | None = Field(default=None, ge=0, le=1000)
    encoder_tokens: int | None = Field(
        default=None, ge=1, le=1_000_000, description="encoder positions the decoder attends"
    )
    max_context: int | None = Field(default=None, ge=1, le=100_000_000)

    @model_validator(mode="after")
    def _preset_or_size(self) -> ModelSpec:
        if self.preset is None and self.params_b is None and self.config is None:
            raise ValueError("give a preset name, a config.json path or params_b")
        if self.heads and self.kv_heads and self.kv_heads > self.heads:
            raise ValueError("kv_heads cannot exceed heads")
        if self.heads and self.kv_heads and self.heads % self.kv_heads:
            raise ValueError(
                f"heads ({self.heads}) must be a multiple of kv_heads ({self.kv_heads})"
            )
        if (
            self.experts is not None
            and self.experts_per_token is not None
            and self.experts_per_token > self.experts
        ):
            raise ValueError("experts_per_token cannot exceed experts")
        if self.active_params_b and self.params_b and self.active_params_b > self.params_b:
            raise ValueError("active_params_b cannot exceed params_b")
        if self.attention is Attention.MLA and self.kv_lora_rank is None:
            raise ValueError("MLA attention needs kv_lora_rank")
        return self


class Objective(StrEnum):
    """What the decision optimises (``objective``)."""

    CHEAPEST = "cheapest"
    FASTEST = "fastest"
    BALANCED = "balanced"


class PriceMode(StrEnum):
    """How rented capacity is paid for (``price_modes``)."""

    ON_DEMAND = "on_demand"
    SPOT = "spot"
    COMMIT_1Y = "commit_1y"
    COMMIT_3Y = "commit_3y"


SLURM_NAME = r"^[A-Za-z0-9][A-Za-z0-9_.+-]*$"  # a partition, account or GRES type name


class SlurmCluster(Frozen):
    """The owned GPUs are nodes of a Slurm cluster (``owned.slurm``): the plan runs there as
    a batch job (``slurm/job.sbatch``) in the user's partition, asking for the GPUs by the
    GRES type the cluster gives them (Slurm's sbatch documentation, ``--partition`` and
    ``--gpus-per-node=[type:]number``)."""

    partition: str | None = Field(
        default=None,
        max_length=64,
        pattern=SLURM_NAME,
        description="the partition to submit to; none takes the cluster's default",
    )
    gpu_type: str | None = Field(
        default=None,
        max_length=64,
        pattern=SLURM_NAME,
        description="the GPU's GRES type on this cluster (as `sinfo -o %G` shows it, e.g. a100)",
    )
    account: str | None = Field(
        default=None, max_length=64, pattern=SLURM_NAME, description="the account to charge"
    )


class OwnedHardware(Frozen):
    """GPUs the team already owns (``owned``), planned first when the workload fits them."""

    gpu: str = Field(min_length=1, max_length=100, description="GPU model, as in the catalog")
    count: int = Field(default=1, ge=1, le=100_000, description="GPUs in one machine")
    machines: int = Field(default=1, ge=1, le=10_000)
    cpu_cores: int | None = Field(default=None, ge=1, le=100_000)
    ram_gb: float | None = Field(default=None, gt=0, le=1e7)
    disk_gb: float | None = Field(default=None, gt=0, le=1e9)
    slurm: SlurmCluster | None = Field(
        default=None, description="set when these GPUs are a Slurm cluster's nodes"
    )


class PinnedChoice(Frozen):
    """The candidate the user picked with "Use this one" (``pinned``): kept across re-plans
    while it stays feasible."""

    gpu: str = Field(min_length=1, max_length=100)
    count: int = Field(ge=1, le=100_000, description="GPUs per node")
    nodes: int = Field(default=1, ge=1, le=10_000)
    place: str = Field(
        min_length=1,
        max_length=200,
        pattern=r"^[A-Za-z0-9_:./+-]+$",
        description="the place key: local, owned, cluster, onprem, colocation or "
        "cloud:PROVIDER:REGION:INSTANCE",
    )


class Location(Frozen):
    """Where the data is and where the model's users are (city names from the catalog)."""

    data: str | None = Field(default=None, max_length=200)
    users: str | None = Field(default=None, max_length=200)
    owns_hardware: bool | None = None
    # Owning costs (on premises or colocation); None takes the knowledge base's sourced
    # default (electricity price, industry-average PUE, three-year write-off).
    power_usd_per_kwh: float | None = Field(default=None, gt=0, le=10)
    pue: float | None = Field(default=None, ge=1, le=5)
    rack_usd_per_month: float | None = Field(
        default=None, ge=0, le=10_000_000, description="colocation rack fee, USD a month"
    )
    amortisation_years: float | None = Field(default=None, gt=0, le=30)


class Workload(Frozen):
    """A training, fine-tuning or serving job described by the user."""

    model_config = ConfigDict(**Frozen.model_config, allow_inf_nan=False)

    schema_: Literal["dlconfig.workload/1"] = Field(default=WORKLOAD_SCHEMA, alias="schema")
    name: str = Field(default="my-project", min_length=1, max_length=200)
    task: Task = Task.LLM
    mode: Mode = Mode.LORA
    model: ModelSpec = Field(default_factory=lambda: ModelSpec(preset="llama-3.1-8b"))
    precision: Precision = Precision.BF16
    optimizer: Optimizer = Optimizer.ADAMW
    batch_size: int = Field(default=8, ge=1, le=65_536)
    grad_accum: int = Field(default=1, ge=1, le=65_536)
    seq_len: int = Field(default=2048, ge=1, le=2_097_152)
    image_size: int = Field(default=224, ge=8, le=16_384)
    gradient_checkpointing: bool = False
    sharding: Sharding = Sharding.NONE
    recipe: TrainingRecipe | None = Field(
        default=None, description="training library (None: from sharding, else hf_trainer)"
    )
    offload: Offload = Offload.NONE
    gpus: int | None = Field(
        default=None,
        ge=0,
        le=100_000,
        description="GPUs per node you ask for (a request the plan keeps; 0: the CPU; "
        "None: as many as the decision finds best)",
    )
    nodes: int = Field(default=1, ge=1, le=10_000)
    dataset_gb: float = Field(default=10.0, ge=0, le=10_000_000)
    epochs: float = Field(default=1.0, gt=0, le=100_000)
    tokens_b: float | None = Field(default=None, gt=0, le=1_000_000, description="billions")
    concurrent_requests: int = Field(default=1, ge=1, le=1_000_000)
    context_len: int | None = Field(default=None, ge=1, le=2_097_152)
    kv_cache_dtype: KvCacheDtype = KvCacheDtype.AUTO
    attention_impl: AttentionImpl = AttentionImpl.AUTO
    framework: Framework = Framework.PYTORCH
    framework_version: str | None = Field(default=None, max_length=40)
    python: str | None = Field(default=None, pattern=r"^3\.\d{1,2}$")
    env_manager: EnvManager = EnvManager.VENV
    target: Target = Target.LINUX
    gpu: str | None = Field(default=None, max_length=100, description="GPU to plan for")
    location: Location = Field(default_factory=Location)
    compliance: list[str] = Field(default_factory=list, max_length=20)
    budget_usd: float | None = Field(
        default=None,
        ge=0,
        le=1e12,
        description="most a training run (training) or a month (serving) may cost, USD",
    )
    objective: Objective = Field(
        default=Objective.BALANCED,
        description="cheapest, fastest, or balanced (cost and time weighed equally, each "
        "against the best candidate (time against at least a working day), plus 1 per "
        "100 ms round trip to the users or data)",
    )
    deadline_hours: float | None = Field(
        default=None, gt=0, le=1e6, description="a training run must finish within this"
    )
    runs_per_month: float = Field(
        default=1.0,
        gt=0,
        le=10_000,
        description="training runs a month: spreads the cost of buying hardware over them",
    )
    price_modes: list[PriceMode] = Field(
        default_factory=lambda: [PriceMode.ON_DEMAND],
        min_length=1,
        max_length=4,
        description="price modes the decision may use (spot and commitments only if listed)",
    )
    providers: list[str] = Field(
        default_factory=list, max_length=40, description="only these cloud providers (ids)"
    )
    avoid_providers: list[str] = Field(
        default_factory=list, max_length=40, description="never these cloud providers (ids)"
    )
    owned: OwnedHardware | None = None
    target_tokens_per_s_per_user: float | None = Field(
        default=None,
        gt=0,
        le=10_000,
        description="serving: generated tokens per second each user should get (None: the "
        "knowledge base's reading-speed default)",
    )
    pinned: PinnedChoice | None = None
    lora_rank: int = Field(default=16, ge=1, le=4096, description="LoRA/QLoRA adapter rank")
    lora_targets: LoraTargets | tuple[LoraModule, ...] = Field(
        default=LoraTargets.ALL_LINEAR,
        description="layers with LoRA adapters: all_linear, attention (q, k, v, o) or "
        "module names such as [q_proj, v_proj] (PEFT's target_modules)",
    )
    samples: int | None = Field(
        default=None, ge=1, le=10**13, description="training samples per epoch (images, clips)"
    )
    mfu: float | None = Field(
        default=None,
        ge=0.01,
        le=1,
        description="model FLOPs utilisation to assume for time (0.01 to 1)",
    )
    index_url: str | None = Field(
        default=None, description="package index mirror to install from (None: the default)"
    )
    extra_index_urls: list[str] = Field(default_factory=list, max_length=10)
    share_gpu: bool = Field(
        default=False, description="plan sharing each GPU with other workloads (MIG, time-slicing)"
    )
    mig_profile: str | None = Field(
        default=None,
        pattern=r"^[1-9]g\.[0-9]{1,4}gb$",
        description="the MIG profile to run on, e.g. 1g.10gb (None: the smallest that fits)",
    )
    notebook: bool = Field(
        default=False, description="JupyterLab in the environment, reached through a tunnel"
    )
    notebook_public: bool = Field(
        default=False,
        description="publish the Kubernetes notebook on a LoadBalancer (needs "
        "notebook_tls_cert and notebook_password_hash)",
    )
    notebook_tls_cert: str | None = Field(
        default=None,
        max_length=63,
        pattern=r"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$",
        description="Kubernetes TLS Secret (type kubernetes.io/tls) the public notebook serves",
    )
    notebook_password_hash: str | None = Field(
        default=None,
        max_length=400,
        pattern=r"^(argon2|sha1|sha256|sha512):[A-Za-z0-9$=+/.,:_-]{8,390}$",
        validate_default=True,
        description="the public notebook's password hash, as jupyter_server's passwd() writes it",
    )

    @model_validator(mode="before")
    @classmethod
    def _power_price_lives_in_location(cls, data: object) -> object:
        """``power_usd_per_kwh`` at the top level (older files) is the location's: one
        home for the owning costs."""
        if not isinstance(data, dict) or data.get("power_usd_per_kwh") is None:
            return data
        out = {k: v for k, v in data.items() if k != "power_usd_per_kwh"}
        location = out.get("location")
        place = dict(location) if isinstance(location, dict) else {}
        if isinstance(location, Location):
            place = location.model_dump()
        place.setdefault("power_usd_per_kwh", data["power_usd_per_kwh"])
        if place.get("power_usd_per_kwh") is None:
            place["power_usd_per_kwh"] = data["power_usd_per_kwh"]
        out["location"] = place
        return out

    @field_validator("providers", "avoid_providers")
    @classmethod
    def _provider_ids(cls, value: list[str]) -> list[str]:
        ids = [v.strip().lower() for v in value]
        bad = [v for v in ids if not re.fullmatch(r"[a-z0-9][a-z0-9-]{0,39}", v)]
        if bad:
            raise ValueError(f"not a provider id: {bad[0]!r} (use ids such as aws, gcp, azure)")
        return ids

    @field_validator("price_modes")
    @classmethod
    def _unique_modes(cls, value: list[PriceMode]) -> list[PriceMode]:
        return list(dict.fromkeys(value))

    @field_validator("offload")
    @classmethod
    def _offload_needs_sharding(cls, value: Offload, info: ValidationInfo) -> Offload:
        sharding = info.data.get("sharding")
        if value is Offload.PARAMS and sharding not in (Sharding.ZERO3, Sharding.FSDP):
            raise ValueError(
                "params are offloaded only when they are sharded; set sharding: zero3 or "
                "fsdp, or offload: optimizer"
            )
        return value

    @field_validator("lora_targets", mode="before")
    @classmethod
    def _lora_targets(cls, value: object) -> LoraTargets | tuple[LoraModule, ...]:
        return parse_lora_targets(value)

    @field_validator("notebook_password_hash")
    @classmethod
    def _public_notebook_is_protected(cls, value: str | None, info: ValidationInfo) -> str | None:
        """A notebook on a public address without TLS and a password is refused (Jupyter's
        security guidance); the message names the missing fields."""
        if not info.data.get("notebook_public"):
            return value
        missing = [
            name
            for name, given in (
                ("notebook_tls_cert", info.data.get("notebook_tls_cert")),
                ("notebook_password_hash", value),
            )
            if not given
        ]
        if not info.data.get("notebook"):
            missing.insert(0, "notebook: true")
        if missing:
            raise ValueError(
                "notebook_public: true publishes the notebook beyond localhost, so it needs "
                + " and ".join(missing)
                + "; without them the notebook stays on kubectl port-forward"
            )
        return value

    @field_validator("index_url")
    @classmethod
    def _index_url(cls, value: str | None) -> str | None:
        return None if value is None else check_index_url(value)

    @field_validator("extra_index_urls")
    @classmethod
    def _extra_index_urls(cls, value: list[str]) -> list[str]:
        return [check_index_url(u) for u in value]

    @property
    def gpus_per_node(self) -> int:
        """GPUs per node asked for, at least 1 (``gpus`` unset: 1, the smallest layout)."""
        return max(1, self.gpus or 0)

    @property
    def asks_gpus(self) -> bool:
        """Whether the user gave ``gpus`` (a request the decision keeps)."""
        return self.gpus is not None and self.gpus > 0

    @model_validator(mode="after")
    def _gpus_agree(self) -> Workload:
        named = (self.gpu or "").strip().lower()
        if self.gpus == 0 and named and named not in ("none", "cpu"):
            raise ValueError(
                f"gpus: 0 plans for the CPU, but gpu names {self.gpu!r}; give gpus: 1 or more "
                "to plan for that GPU, or drop gpu"
            )
        if self.gpus == 0 and self.nodes > 1:
            raise ValueError("gpus: 0 plans for one CPU host; nodes must be 1")
        return self
