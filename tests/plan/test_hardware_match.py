"""match_hardware(): fit with headroom, parallelism, local fit, host needs, reasons, speed."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from dlconfig.kb import KnowledgeBase, packaged_kb_root
from dlconfig.models.choice import HardwareChoice
from dlconfig.models.hardware import HardwareProfile
from dlconfig.models.workload import Workload
from dlconfig.plan.pipeline import match_hardware
from dlconfig.plan.workload import estimate
from tests.profiles import load_profile

KB = KnowledgeBase()
# what a plan reads beside the GPU catalog: the models, and the places the decision weighs
PLACE_FILES = (
    "kb.yaml",
    "models.yaml",
    "cities.json",
    "places.yaml",
    "prices.yaml",
    "compliance.yaml",
    "decision.yaml",
)


def _match(kb: KnowledgeBase, profile: HardwareProfile | None, **kw: object) -> HardwareChoice:
    workload = Workload.model_validate(kw)
    return match_hardware(workload, estimate(workload, kb), profile, kb)


def _gpu(gpu_id: str, vram_gib: float, **extra: object) -> dict[str, object]:
    record: dict[str, object] = {
        "id": gpu_id,
        "name": gpu_id.upper(),
        "segment": "datacenter",
        "architecture": "hopper",
        "compute_capability": "9.0",
        "vram_gib": vram_gib,
        "bf16_tensor_tflops": 100.0,
        "fp32_tflops": 10.0,
        "launch_year": 2024,
        "source": "https://example.org/datasheet",
        "as_of": "2026-12-02",
    }
    record.update(extra)
    return record


def _kb_with_gpus(tmp_path: Path, gpus: list[dict[str, object]]) -> KnowledgeBase:
    """A knowledge base with the packaged model catalog and a GPU catalog made up here."""
    root = packaged_kb_root()
    for name in PLACE_FILES:
        (tmp_path / name).write_bytes((root / name).read_bytes())
    catalog = {
        "architectures": [
            {
                "id": "hopper",
                "name": "Hopper",
                "compute_capabilities": ["9.0"],
                "year": 2022,
                "source": "https://example.org/arch",
                "as_of": "2026-12-02",
            },
            {
                "id": "pascal",
                "name": "Pascal",
                "compute_capabilities": ["6.1"],
                "year": 2016,
                "source": "https://example.org/arch",
                "as_of": "2026-12-02",
            },
        ],
        "gpus": gpus,
    }
    (tmp_path / "gpus.yaml").write_text(yaml.safe_dump(catalog), encoding="utf-8")
    return KnowledgeBase(tmp_path)


def test_ten_percent_headroom_decides_the_fit(tmp_path: Path) -> None:
    need = estimate(
        Workload(mode="inference", model={"preset": "llama-2-7b"}, seq_len=512), KB
    ).vram_gib_per_gpu
    kb = _kb_with_gpus(tmp_path, [_gpu("roomy", need / 0.9 + 0.2), _gpu("tight", need * 1.05)])
    choice = _match(kb, None, mode="inference", model={"preset": "llama-2-7b"}, seq_len=512)
    by_id = {o.gpu: o for o in choice.options}
    assert by_id["roomy"].fits and by_id["roomy"].count == 1
    assert by_id["roomy"].strategy == "single"
    # the tight card holds the model but not the 10% headroom: it needs two GPUs
    assert by_id["tight"].count == 2 and by_id["tight"].strategy == "tensor_parallel"


def test_tensor_parallel_needs_nvlink_when_one_layer_does_not_fit(tmp_path: Path) -> None:
    kb = _kb_with_gpus(
        tmp_path,
        [_gpu("linked", 40, nvlink=True), _gpu("pcie-only", 40, nvlink=False)],
    )
    # one node of FSDP leaves too little room beside the activations; splitting each layer
    # over NVLink does, while PCIe-only cards must spread the states over several nodes
    choice = _match(
        kb,
        None,
        mode="finetune",
        model={"preset": "llama-2-13b"},
        batch_size=2,
        seq_len=2048,
        tokens_b=1,
    )
    by_id = {o.gpu: o for o in choice.options}
    linked = by_id["linked"]
    assert linked.fits
    assert linked.strategy == "tensor_parallel" and linked.count == 8 and linked.nodes == 1
    pcie = by_id["pcie-only"]
    assert "tensor" not in pcie.strategy
    assert not pcie.fits or pcie.nodes > 1


def test_multi_node_plan_names_the_interconnect() -> None:
    choice = _match(
        KB,
        None,
        mode="train",
        model={"preset": "llama-3.1-70b"},
        batch_size=4,
        seq_len=8192,
        tokens_b=100,
    )
    chosen = next(o for o in choice.options if o.is_chosen)
    assert chosen.fits
    assert choice.host is not None
    if chosen.nodes > 1:
        assert "InfiniBand" in (choice.host.interconnect or "")
    else:
        assert "NVLink" in (choice.host.interconnect or "")
    consumer = [o for o in choice.options if o.gpu == "rtx-4090"]
    assert consumer and consumer[0].nodes == 1  # consumer cards are not planned across nodes


def test_every_option_says_why_and_the_first_fitting_one_is_chosen() -> None:
    choice = _match(
        KB,
        None,
        mode="qlora",
        model={"preset": "llama-3.1-70b"},
        batch_size=1,
        gradient_checkpointing=True,
    )
    assert sum(o.is_chosen for o in choice.options) == 1
    assert choice.options[0].is_chosen
    assert choice.choice.gpu == choice.options[0].gpu
    for option in choice.options:
        assert option.reasons or option.excluded_because
        if not option.fits:
            assert option.excluded_because
    assert any(r.code == "hardware.decided" for r in choice.reasons)


def test_old_gpus_without_bfloat16_are_excluded_with_a_reason() -> None:
    choice = _match(KB, None, mode="lora", model={"preset": "phi-3-mini"}, batch_size=1)
    pascal = next(o for o in choice.options if o.gpu == "gtx-1080-ti")
    assert not pascal.fits
    assert "bfloat16" in (pascal.excluded_because or "")


def test_local_datacenter_node_serves_70b_with_tensor_parallel() -> None:
    choice = _match(
        KB,
        load_profile("datacenter_8x"),
        mode="inference",
        model={"preset": "llama-3.1-70b"},
        context_len=8192,
        concurrent_requests=8,
    )
    assert choice.local_fit is True
    chosen = next(o for o in choice.options if o.is_chosen)
    assert chosen.is_local and chosen.strategy == "tensor_parallel" and chosen.count in (2, 4, 8)
    assert choice.host is not None and choice.host.local_ram_ok is True


def test_consumer_card_runs_qlora_locally_but_not_full_finetune() -> None:
    profile = load_profile("consumer_gpu")
    qlora = _match(
        KB,
        profile,
        mode="qlora",
        model={"preset": "llama-3.1-8b"},
        batch_size=1,
        gradient_checkpointing=True,
    )
    assert qlora.local_fit is True
    assert next(o for o in qlora.options if o.is_chosen).is_local
    full = _match(KB, profile, mode="finetune", model={"preset": "llama-3.1-8b"}, batch_size=1)
    assert full.local_fit is False


def test_no_gpu_machine_and_no_profile() -> None:
    assert (
        _match(
            KB, load_profile("no_gpu"), model={"preset": "gpt2"}, seq_len=512, batch_size=1
        ).local_fit
        is False
    )
    without = _match(KB, None, model={"preset": "gpt2"}, seq_len=512, batch_size=1)
    assert without.local_fit is None
    assert without.host is not None and without.host.local_ram_ok is None


def test_host_needs_follow_the_workload() -> None:
    small = _match(KB, None, mode="lora", model={"preset": "gpt2"}, seq_len=512, batch_size=1)
    large = _match(KB, None, mode="finetune", model={"preset": "llama-2-13b"}, batch_size=1)
    images = _match(
        KB,
        None,
        task="image_classification",
        mode="train",
        model={"preset": "resnet-50"},
        batch_size=64,
        dataset_gb=140,
    )
    assert small.host is not None and large.host is not None and images.host is not None
    assert small.host.ram_gb >= 32
    assert large.host.ram_gb >= 128
    assert images.host.cpu_cores > small.host.cpu_cores  # image decoding needs workers
    assert images.host.storage_kind == "nvme"
    assert images.host.storage_gb >= 140


def test_cost_time_and_perf_per_dollar_use_the_catalog() -> None:
    choice = _match(
        KB,
        None,
        mode="lora",
        model={"preset": "llama-3.1-8b"},
        batch_size=1,
        gradient_checkpointing=True,
        tokens_b=0.1,
        gpu="a100-sxm4-80gb",
    )
    chosen = next(o for o in choice.options if o.is_chosen)
    assert chosen.gpu == "a100-sxm4-80gb"  # the GPU the workload asks for
    assert chosen.est_hours is not None and chosen.est_hours > 0
    record_hours = chosen.est_hours
    faster = next(o for o in choice.options if o.gpu == "h100-sxm")
    if faster.est_hours is not None:
        assert faster.est_hours < record_hours


def test_framework_fit_is_a_reason_not_a_rule() -> None:
    tf = _match(
        KB,
        None,
        framework="tensorflow",
        mode="train",
        model={"preset": "llama-3.1-70b"},
        batch_size=4,
        seq_len=8192,
        tokens_b=100,
    )
    pt = _match(KB, None, mode="lora", model={"preset": "phi-3-mini"}, batch_size=1, gpus=1)
    if tf.choice.nodes > 1:
        assert any(r.code == "hardware.framework.tf_multi_worker" for r in tf.reasons)
    assert any(r.code == "hardware.framework.pytorch_single_gpu" for r in pt.reasons)


def test_missing_gpu_catalog_falls_back_to_local_gpus(tmp_path: Path) -> None:
    root = packaged_kb_root()
    for name in PLACE_FILES:
        (tmp_path / name).write_bytes((root / name).read_bytes())
    kb = KnowledgeBase(tmp_path)
    choice = _match(
        kb,
        load_profile("datacenter_8x"),
        mode="inference",
        model={"preset": "llama-2-7b"},
        seq_len=512,
    )
    assert choice.local_fit is True
    assert any(r.code == "hardware.catalog.missing" for r in choice.reasons)


@pytest.mark.parametrize(
    "name",
    [
        "no_gpu",
        "consumer_gpu",
        "datacenter_8x",
        "mig",
        "driver_missing",
        "wsl2",
        "windows",
        "macos",
    ],
)
def test_every_recorded_profile_plans(name: str) -> None:
    choice = _match(KB, load_profile(name), batch_size=1, gradient_checkpointing=True)
    assert choice.local_fit in (True, False)
    assert choice.options


def test_serving_options_state_a_memory_bound_decode_speed() -> None:
    choice = _match(
        KB,
        None,
        mode="inference",
        model={"preset": "llama-3.1-8b"},
        context_len=4096,
        concurrent_requests=8,
    )
    h100 = next(o for o in choice.options if o.gpu == "h100-sxm")
    rtx = next(o for o in choice.options if o.gpu == "rtx-4090")

    def speed(option: object) -> float:
        reason = next(r for r in option.reasons if r.code == "hardware.option.decode_speed")  # type: ignore[attr-defined]
        return float(reason.params["tokens_per_s"])

    assert speed(h100) > speed(rtx) > 0  # HBM3 reads the weights faster than GDDR6X


@pytest.mark.parametrize("asks", [{"gpus": 0}, {"gpu": "none"}, {"gpu": "CPU"}])
def test_a_workload_asking_for_no_gpu_is_planned_for_the_cpu(asks: dict[str, object]) -> None:
    """Even on a machine with a GPU: zero GPUs asked means the CPU, and a Reason says so."""
    small = {"model": {"preset": "gpt2"}, "seq_len": 512, "batch_size": 1}
    for profile in (None, load_profile("consumer_gpu")):
        hw = _match(KB, profile, **small, **asks)
        assert (hw.choice.gpu, hw.choice.count, hw.choice.strategy) == (None, 0, "cpu")
        assert not any(o.is_chosen for o in hw.options)
        assert hw.options, "the GPU options stay, to show what a GPU would take"
        cpu = next(r for r in hw.reasons if r.code == "hardware.cpu_only")
        assert cpu.params["asked"] == ("gpus: 0" if "gpus" in asks else f"gpu: {asks['gpu']}")
        assert "hardware.decided" not in {r.code for r in hw.reasons}
        assert hw.host is not None and hw.host.ram_gb >= 32
    assert _match(KB, None, **small, **asks).local_fit is None
    assert _match(KB, load_profile("no_gpu"), **small, **asks).local_fit is not None


def test_one_gpu_or_more_still_gets_a_gpu() -> None:
    small = {"model": {"preset": "gpt2"}, "seq_len": 512, "batch_size": 1}
    for gpus in (1, 2):
        hw = _match(KB, None, **small, gpus=gpus)
        assert hw.choice.gpu is not None and hw.choice.count >= gpus
        assert "hardware.cpu_only" not in {r.code for r in hw.reasons}


@pytest.mark.parametrize(("framework", "strategy"), [("pytorch", "mps"), ("tensorflow", "cpu")])
def test_macos_plans_run_on_the_mac_not_on_an_nvidia_gpu(framework: str, strategy: str) -> None:
    small = {"model": {"preset": "gpt2"}, "seq_len": 512, "batch_size": 1}
    for profile in (None, load_profile("macos")):
        hw = _match(KB, profile, target="macos", framework=framework, **small)
        assert (hw.choice.gpu, hw.choice.count, hw.choice.strategy) == (None, 0, strategy)
        reason = next(r for r in hw.reasons if r.code == "hardware.macos")
        assert reason.params["accelerator"] == ("mps" if framework == "pytorch" else "cpu")
        assert not any(o.is_chosen for o in hw.options)
