"""Inference peaks a user would check by hand: the prompt's prefill, fp8 checkpoints, and a
diffusion pipeline's attention, VAE decode, text encoders and VAE."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.workload import estimate
from dlconfig.plan.workload_memory import MemoryParts, per_gpu_parts
from dlconfig.plan.workload_model import load_catalog, resolve_model
from dlconfig.plan.workload_serving import max_context

KB = KnowledgeBase()
CATALOG = load_catalog(KB)
GIB = 2**30


def _w(**kw: object) -> Workload:
    return Workload.model_validate(kw)


def _parts(**kw: object) -> MemoryParts:
    workload = _w(**kw)
    return per_gpu_parts(resolve_model(workload, CATALOG), workload)


# ---- the prompt's prefill -----------------------------------------------------------------


def test_the_prefill_works_over_the_prompt_not_the_whole_context() -> None:
    """A 1,024-token prompt generating to 8K holds one block's tensors for 1,024 tokens; the
    cache is reserved for all 8K."""
    llm = {"mode": "inference", "model": {"preset": "llama-3.1-8b"}, "batch_size": 1}
    short = _parts(seq_len=1024, context_len=8192, **llm)
    full = _parts(seq_len=8192, context_len=8192, **llm)
    assert short.kv_cache == full.kv_cache
    assert short.activations == pytest.approx(full.activations / 8, rel=1e-6)


def test_a_prompt_longer_than_the_context_is_prefilled_as_the_context() -> None:
    llm = {"mode": "inference", "model": {"preset": "llama-3.1-8b"}, "batch_size": 1}
    capped = _parts(seq_len=8192, context_len=4096, **llm)
    exact = _parts(seq_len=4096, context_len=4096, **llm)
    assert capped.activations == exact.activations


def test_the_largest_context_assumes_one_prompt_fills_it() -> None:
    """The fit is searched with the whole context arriving as one prompt, so a short
    ``seq_len`` cannot make a longer context look safe."""
    workload = _w(mode="inference", model={"preset": "llama-3.1-8b"}, seq_len=128, batch_size=1)
    model = resolve_model(workload, CATALOG)
    fit = max_context(model, workload, 24.0)
    at_fit = workload.model_copy(update={"context_len": fit, "seq_len": fit})
    assert per_gpu_parts(model, at_fit).total <= 24.0 * GIB * 0.9
    beyond = workload.model_copy(update={"context_len": fit + 64, "seq_len": fit + 64})
    assert per_gpu_parts(model, beyond).total > 24.0 * GIB * 0.9


# ---- fp8 checkpoints ------------------------------------------------------------------


def test_fp8_keeps_the_embeddings_and_output_head_in_16_bit() -> None:
    """Qwen3-8B-FP8: 1-byte linear layers, 16-bit embeddings and head (untied, 2 x 151,936
    x 4,096 = 1.24B parameters at 2 bytes); Qwen measured 15,947 MiB in BF16, 9,323 in FP8."""
    qwen = {"mode": "inference", "model": {"preset": "qwen3-8b"}, "seq_len": 1}
    fp8 = _parts(precision="fp8", **qwen).weights
    bf16 = _parts(precision="bf16", **qwen).weights
    model = resolve_model(_w(**qwen), CATALOG)
    embeddings = model.embedding_params
    assert fp8 == pytest.approx(bf16 / 2 + embeddings, rel=1e-6)
    assert 8.6 < fp8 / GIB < 8.9  # 6.5 GiB of body at 1 byte, 2.3 GiB of embeddings


# ---- diffusion pipelines ----------------------------------------------------------------


SD15 = {"task": "diffusion", "mode": "inference", "model": {"preset": "sd-1.5"}}


def test_a_pipeline_counts_its_text_encoders_and_vae() -> None:
    """SD 1.5 in float32: 0.86B UNet + 0.2067B text encoder and VAE, 4 bytes each."""
    weights = _parts(precision="fp32", image_size=512, batch_size=1, **SD15).weights
    assert weights == pytest.approx((0.86 + 0.2067) * 1e9 * 4, rel=1e-6)


def test_eager_attention_stores_the_scores_and_sdpa_does_not() -> None:
    """Eager: 8 heads x 4,096^2 latent tokens x 2 guidance copies x 4 bytes, scores and
    softmax: 2 GiB at 512 px; SDPA (diffusers' default) leaves the VAE decode as the peak."""
    common = {"precision": "fp32", "image_size": 512, "batch_size": 1, **SD15}
    eager = _parts(attention_impl="eager", **common).activations
    default = _parts(**common).activations
    assert eager == pytest.approx(2 * GIB, rel=1e-6)
    assert default == pytest.approx(512 * 512 * 512 * 4, rel=1e-6)  # 0.5 GiB of VAE decode
    assert eager > default


def test_diffusion_memory_grows_with_images_and_resolution() -> None:
    def act(**kw: object) -> float:
        base: dict[str, object] = {"precision": "fp16", "image_size": 512, "batch_size": 1}
        base.update(kw)
        return float(_parts(**{**SD15, **base}).activations)

    assert act(batch_size=4) == pytest.approx(4 * act(), rel=1e-6)
    assert act(image_size=1024) == pytest.approx(4 * act(), rel=1e-6)
    # Eager attention grows with the square of the latent tokens: 16x at twice the side.
    eager_1k = act(image_size=1024, attention_impl="eager")
    assert eager_1k == pytest.approx(16 * act(attention_impl="eager"), rel=1e-6)


def test_sdxl_decodes_in_float32_even_in_a_16_bit_run() -> None:
    """SDXL's VAE sets force_upcast: the decode of 4 images at 1024 px is 4 x 1024^2 x 512
    float32 values (8 GiB), the same in fp16 as in fp32."""
    sdxl = {"task": "diffusion", "mode": "inference", "model": {"preset": "sdxl"}}
    common = {"image_size": 1024, "batch_size": 4, **sdxl}
    assert _parts(precision="fp16", **common).activations == pytest.approx(8 * GIB, rel=1e-6)
    assert _parts(precision="fp32", **common).activations == pytest.approx(8 * GIB, rel=1e-6)


def test_the_diffusion_estimate_says_where_its_activations_come_from() -> None:
    req = estimate(_w(precision="fp16", image_size=512, batch_size=2, **SD15), KB)
    codes = {r.code for r in req.reasons}
    assert {"workload.activations.unet", "workload.weights.pipeline"} <= codes
    assert "workload.activations.unknown" not in codes


def test_an_unknown_attention_kernel_names_the_field() -> None:
    with pytest.raises(ValidationError, match="attention_impl"):
        _w(attention_impl="xformers-ish")


def test_models_that_generate_no_tokens_get_no_per_token_cost() -> None:
    """Serving an image model or a classifier is not token by token: no '2·N per token'."""
    for workload in (
        _w(precision="fp16", image_size=512, batch_size=1, **SD15),
        _w(task="image_classification", mode="inference", model={"preset": "resnet-50"}),
        _w(
            task="text_classification",
            mode="inference",
            model={"preset": "bert-base"},
            seq_len=512,
        ),
    ):
        codes = {r.code for r in estimate(workload, KB).reasons}
        assert "workload.compute.inference" not in codes, workload.model.preset
    llm = _w(mode="inference", model={"preset": "llama-3.1-8b"})
    assert "workload.compute.inference" in {r.code for r in estimate(llm, KB).reasons}


# ---- model FLOPs utilisation by kind -------------------------------------------------------


def test_a_cnn_is_timed_at_the_utilisation_convolutional_nets_reach() -> None:
    """ResNet-50 at 20% (NVIDIA's recipe: 19-24% of the 16-bit peak), a transformer at 40%;
    a workload's own mfu wins, and the reason says which basis was used."""
    resnet = {"task": "image_classification", "mode": "train", "precision": "bf16"}
    cnn = estimate(_w(model={"preset": "resnet-50"}, **resnet), KB)
    assert cnn.mfu_assumed == pytest.approx(0.20)
    assert "workload.compute.mfu_cnn" in {r.code for r in cnn.reasons}
    own = estimate(_w(model={"preset": "resnet-50"}, mfu=0.35, **resnet), KB)
    assert own.mfu_assumed == pytest.approx(0.35)
    assert "workload.compute.mfu" in {r.code for r in own.reasons}
    llm = estimate(_w(mode="lora", model={"preset": "llama-3.1-8b"}), KB)
    assert llm.mfu_assumed == pytest.approx(0.40)


def test_the_hardware_step_times_a_cnn_at_its_own_utilisation() -> None:
    """Step 2's hours for ResNet-50 follow step 1's 20%: twice the time 40% would give."""
    from datetime import date

    from dlconfig.services import make_plan

    common = {
        "task": "image_classification",
        "mode": "train",
        "precision": "bf16",
        "dataset_gb": 138,  # ImageNet-1k for 90 epochs: hours, not minutes
        "epochs": 90,
    }
    default = make_plan(_w(model={"preset": "resnet-50"}, **common), None, KB, date(2026, 12, 2))
    at_40 = make_plan(
        _w(model={"preset": "resnet-50"}, mfu=0.40, **common), None, KB, date(2026, 12, 2)
    )

    def gpu_hours(plan):  # type: ignore[no-untyped-def]
        """GPU-hours of each GPU's best candidate, by GPU and count."""
        return {
            (o.gpu, o.best.total_gpus): o.best.hours_per_run * o.best.total_gpus
            for o in plan.hardware.options
            if o.best is not None and o.best.hours_per_run
        }

    hours, hours_40 = gpu_hours(default), gpu_hours(at_40)
    shared = sorted(set(hours) & set(hours_40))
    assert shared
    for key in shared:
        assert hours[key] == pytest.approx(2 * hours_40[key], rel=0.02), key
