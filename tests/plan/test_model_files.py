"""Importing a model from a GGUF file's header or a model.safetensors.index.json."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import pytest

from dlconfig.models.workload import Workload
from dlconfig.plan.model_config import ModelConfigError, load_model_config
from dlconfig.plan.workload_file import WorkloadFileError, with_model_config

CONFIGS = Path(__file__).parents[1] / "data" / "model_configs"
# The smallest config.json the importer reads as a Llama: for tests of the files around it.
TINY_LLAMA_CONFIG = {
    "model_type": "llama",
    "hidden_size": 256,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "intermediate_size": 512,
    "vocab_size": 1000,
}


def _string(text: str) -> bytes:
    data = text.encode()
    return struct.pack("<Q", len(data)) + data


def _value(value: object) -> bytes:
    if isinstance(value, str):
        return struct.pack("<I", 8) + _string(value)
    if isinstance(value, float):
        return struct.pack("<I", 6) + struct.pack("<f", value)
    if isinstance(value, list):
        return struct.pack("<IIQ", 9, 8, len(value)) + b"".join(_string(v) for v in value)
    assert isinstance(value, int)
    return struct.pack("<I", 4) + struct.pack("<I", value)


def write_gguf(
    path: Path, metadata: dict[str, object], tensors: dict[str, tuple[int, ...]]
) -> None:
    """A GGUF v3 header as llama.cpp writes it (docs/gguf.md), without the weights."""
    out = b"GGUF" + struct.pack("<IQQ", 3, len(tensors), len(metadata))
    for key, value in metadata.items():
        out += _string(key) + _value(value)
    for name, shape in tensors.items():
        out += _string(name) + struct.pack("<I", len(shape))
        out += b"".join(struct.pack("<Q", d) for d in shape) + struct.pack("<IQ", 12, 0)
    path.write_bytes(out)


def tiny_llama(layers: int = 2, h: int = 64, ffn: int = 128, vocab: int = 100):
    metadata: dict[str, object] = {
        "general.architecture": "llama",
        "general.name": "tiny llama",
        "llama.block_count": layers,
        "llama.embedding_length": h,
        "llama.feed_forward_length": ffn,
        "llama.attention.head_count": 4,
        "llama.attention.head_count_kv": 2,
        "llama.context_length": 4096,
        "tokenizer.ggml.tokens": [f"t{i}" for i in range(vocab)],
    }
    tensors: dict[str, tuple[int, ...]] = {"token_embd.weight": (h, vocab)}
    for i in range(layers):
        tensors |= {
            f"blk.{i}.attn_q.weight": (h, h),
            f"blk.{i}.attn_k.weight": (h, h // 2),
            f"blk.{i}.attn_v.weight": (h, h // 2),
            f"blk.{i}.attn_output.weight": (h, h),
            f"blk.{i}.ffn_gate.weight": (h, ffn),
            f"blk.{i}.ffn_up.weight": (h, ffn),
            f"blk.{i}.ffn_down.weight": (ffn, h),
            f"blk.{i}.attn_norm.weight": (h,),
            f"blk.{i}.ffn_norm.weight": (h,),
        }
    tensors |= {"output_norm.weight": (h,), "output.weight": (h, vocab)}
    return metadata, tensors


def test_a_gguf_header_gives_the_shapes_and_the_exact_parameter_count(tmp_path: Path) -> None:
    metadata, tensors = tiny_llama()
    path = tmp_path / "tiny-llama-Q4_K_M.gguf"
    write_gguf(path, metadata, tensors)
    fields = load_model_config(path)
    assert (fields["layers"], fields["hidden"], fields["heads"], fields["kv_heads"]) == (
        2,
        64,
        4,
        2,
    )
    assert fields["vocab"] == 100 and fields["max_context"] == 4096
    exact = sum(a * (b[0] if b else 1) for a, *b in tensors.values())
    assert fields["params_b"] * 1e9 == pytest.approx(exact)
    assert fields["name"] == "tiny llama" and fields["tied_embeddings"] is False


def test_a_gguf_mixture_of_experts_counts_the_experts_one_token_uses(tmp_path: Path) -> None:
    h, ffn, experts = 64, 32, 8
    metadata: dict[str, object] = {
        "general.architecture": "qwen3moe",
        "qwen3moe.block_count": 1,
        "qwen3moe.embedding_length": h,
        "qwen3moe.feed_forward_length": 256,
        "qwen3moe.expert_feed_forward_length": ffn,
        "qwen3moe.attention.head_count": 4,
        "qwen3moe.attention.head_count_kv": 4,
        "qwen3moe.expert_count": experts,
        "qwen3moe.expert_used_count": 2,
        "qwen3moe.vocab_size": 50,
    }
    tensors: dict[str, tuple[int, ...]] = {
        "token_embd.weight": (h, 50),
        "blk.0.attn_q.weight": (h, h),
        "blk.0.ffn_gate_exps.weight": (h, ffn, experts),
        "blk.0.ffn_up_exps.weight": (h, ffn, experts),
        "blk.0.ffn_down_exps.weight": (ffn, h, experts),
    }
    path = tmp_path / "moe.gguf"
    write_gguf(path, metadata, tensors)
    fields = load_model_config(path)
    routed = 3 * h * ffn * experts
    total = routed + h * 50 + h * h
    assert fields["params_b"] * 1e9 == pytest.approx(total)
    assert fields["active_params_b"] * 1e9 == pytest.approx(total - routed * 6 / 8)
    assert fields["experts"] == 8 and fields["tied_embeddings"] is True


def test_a_file_that_is_not_gguf_is_one_line_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "model.gguf"
    path.write_bytes(b"GGML" + bytes(64))
    with pytest.raises(WorkloadFileError) as err:
        with_model_config(Workload(), path)
    assert "model.gguf" in str(err.value) and "GGUF" in str(err.value)
    assert "\n" not in str(err.value)


def test_a_truncated_gguf_header_is_named_not_a_crash(tmp_path: Path) -> None:
    metadata, tensors = tiny_llama()
    path = tmp_path / "cut.gguf"
    write_gguf(path, metadata, tensors)
    path.write_bytes(path.read_bytes()[:200])
    with pytest.raises(ModelConfigError, match="header ends early"):
        load_model_config(path)


@pytest.mark.parametrize(("config", "bytes_each"), [("llama-3.2-1b.json", 2), ("qwen3-8b.json", 4)])
def test_a_safetensors_index_gives_the_exact_count_beside_its_config(
    tmp_path: Path, config: str, bytes_each: int
) -> None:
    (tmp_path / "config.json").write_bytes((CONFIGS / config).read_bytes())
    counted = load_model_config(tmp_path / "config.json")["params_b"]
    index = tmp_path / "model.safetensors.index.json"
    # shards holding 1 % more than the config's shapes count, in the config's dtype
    total = round(counted * 1.01 * 1e9) * bytes_each
    index.write_text(json.dumps({"metadata": {"total_size": total}, "weight_map": {}}))
    fields = load_model_config(index)
    assert fields["params_b"] == pytest.approx(counted * 1.01, rel=1e-6)
    assert fields["layers"] == load_model_config(tmp_path / "config.json")["layers"]


def test_a_safetensors_index_without_its_config_names_what_is_missing(tmp_path: Path) -> None:
    index = tmp_path / "model.safetensors.index.json"
    index.write_text(json.dumps({"metadata": {"total_size": 10}, "weight_map": {}}))
    with pytest.raises(ModelConfigError, match=r"config\.json"):
        load_model_config(index)


@pytest.mark.parametrize("value", [float("inf"), float("nan")])
def test_a_non_finite_gguf_number_is_an_input_error_naming_the_key(
    tmp_path: Path, value: float
) -> None:
    metadata, tensors = tiny_llama()
    metadata["llama.embedding_length"] = value
    path = tmp_path / "broken.gguf"
    write_gguf(path, metadata, tensors)
    with pytest.raises(ModelConfigError, match=r"broken\.gguf: llama\.embedding_length: "):
        load_model_config(path)


def test_a_long_token_list_counts_as_the_vocabulary_and_a_cut_one_is_refused(
    tmp_path: Path,
) -> None:
    metadata, tensors = tiny_llama(vocab=10)
    metadata["tokenizer.ggml.tokens"] = [f"t{i}" for i in range(20_000)]
    path = tmp_path / "long.gguf"
    write_gguf(path, metadata, tensors)
    assert load_model_config(path)["vocab"] == 20_000
    cut = tmp_path / "cut.gguf"
    raw = path.read_bytes()
    start = raw.index(b"tokenizer.ggml.tokens")
    cut.write_bytes(raw[: start + 1000])
    with pytest.raises(ModelConfigError, match="header ends early"):
        load_model_config(cut)
