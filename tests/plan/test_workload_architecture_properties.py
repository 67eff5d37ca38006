"""Property tests over every architecture: batch, context, adapters, windows; speed."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Mode, Workload
from dlconfig.plan.workload_memory import per_gpu_parts
from dlconfig.plan.workload_model import load_catalog, resolve_model

KB = KnowledgeBase()
CATALOG = load_catalog(KB)
FAST = settings(max_examples=60, deadline=None)
DECODERS = [
    m.id for m in CATALOG.models if m.kind in ("decoder", "moe") and Mode.INFERENCE in m.modes
]
QLORA_LLMS = [m.id for m in CATALOG.models if m.kind == "decoder" and Mode.QLORA in m.modes]


def _parts(**kw: object):  # type: ignore[no-untyped-def]
    workload = Workload.model_validate(kw)
    return per_gpu_parts(resolve_model(workload, CATALOG), workload)


@FAST
@given(
    preset=st.sampled_from(DECODERS),
    batch=st.integers(1, 64),
    extra=st.integers(1, 64),
    context=st.integers(1, 512),
    more=st.integers(1, 512),  # within every preset's context (GPT-2: 1024)
)
def test_inference_memory_grows_with_batch_and_context(
    preset: str, batch: int, extra: int, context: int, more: int
) -> None:
    def total(b: int, c: int) -> float:
        return float(
            _parts(
                mode="inference",
                model={"preset": preset},
                batch_size=b,
                seq_len=c,
                context_len=c,
            ).total
        )

    assert total(batch, context) < total(batch + extra, context)
    assert total(batch, context) < total(batch, context + more)


@FAST
@given(preset=st.sampled_from(QLORA_LLMS), batch=st.integers(1, 16))
def test_qlora_below_lora_below_full_fine_tuning(preset: str, batch: int) -> None:
    def total(mode: str) -> float:
        common = {"model": {"preset": preset}, "batch_size": batch, "seq_len": 512}
        return float(_parts(mode=mode, **common).total)

    assert total("qlora") < total("lora") < total("finetune")


@FAST
@given(window=st.integers(16, 8192), windowed=st.integers(0, 32), tokens=st.integers(1, 65536))
def test_kv_is_linear_until_the_window_then_flat_for_windowed_layers(
    window: int, windowed: int, tokens: int
) -> None:
    shapes = {
        "params_b": 7.24,
        "layers": 32,
        "hidden": 4096,
        "heads": 32,
        "kv_heads": 8,
        "sliding_window": window,
        "window_layers": windowed,
    }

    def kv(t: int) -> float:
        return float(_parts(mode="inference", model=shapes, context_len=t).kv_cache)

    per_layer_token = 2 * 8 * 128 * 2
    full_layers = 32 - windowed
    expected = per_layer_token * (full_layers * tokens + windowed * min(tokens, window))
    assert kv(tokens) == expected
    if tokens > window:  # past the window only the full layers still grow
        assert kv(tokens + 1) - kv(tokens) == per_layer_token * full_layers
