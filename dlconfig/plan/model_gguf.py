"""Read a GGUF model file's header (llama.cpp's format) as config.json-style fields.

Only the header is read: the metadata key-value pairs and the tensor table, bounded by
``MAX_HEADER_BYTES``, never the weights. The tensor table gives the exact parameter
count (the product of every tensor's dimensions); the metadata gives the shapes under
``<architecture>.*`` keys (https://github.com/ggml-org/ggml/blob/master/docs/gguf.md).
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass, field
from typing import Any

from dlconfig.models.errors import nonfinite_text

MAX_HEADER_BYTES = 64 * 1024 * 1024
_MAX_COUNT = 10_000_000
_MAX_STRING = 1_000_000
_MAX_DIMS = 8
_KEPT_ITEMS = 4096  # longer arrays (the tokenizer's tokens and merges) are kept as a count
# GGUF value types -> struct format of a scalar (8 string, 9 array read apart)
_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q"}
_SCALARS |= {11: "<q", 12: "<d"}
_STRING, _ARRAY = 8, 9
# GGUF architecture -> the config.json model_type the importer knows
_MODEL_TYPES = {"gemma3": "gemma3_text", "qwen3moe": "qwen3_moe", "qwen2moe": "qwen2_moe"}
_MODEL_TYPES |= {"gpt-oss": "gpt_oss", "llama4": "llama4_text"}


class GgufError(ValueError):
    """A file that is not a GGUF header this reader accepts; one line."""


@dataclass
class GgufHeader:
    metadata: dict[str, Any] = field(default_factory=dict)
    tensors: dict[str, tuple[int, ...]] = field(default_factory=dict)


class _Reader:
    def __init__(self, raw: bytes) -> None:
        self.raw, self.pos = raw, 0

    def take(self, fmt: str) -> Any:
        size = struct.calcsize(fmt)
        if self.pos + size > len(self.raw):
            raise GgufError(f"header ends early or is larger than {MAX_HEADER_BYTES} bytes")
        (value,) = struct.unpack_from(fmt, self.raw, self.pos)
        self.pos += size
        return value

    def count(self, limit: int = _MAX_COUNT) -> int:
        value = int(self.take("<Q"))
        if value > limit:
            raise GgufError(f"a count of {value} is beyond {limit}")
        return value

    def string(self) -> str:
        size = self.count(_MAX_STRING)
        if self.pos + size > len(self.raw):
            raise GgufError(f"header ends early or is larger than {MAX_HEADER_BYTES} bytes")
        text = self.raw[self.pos : self.pos + size].decode("utf-8", errors="replace")
        self.pos += size
        return text

    def skip_items(self, kind: int, length: int) -> None:
        """Step over ``length`` items without making them: a tokenizer's million tokens
        and merges matter only by count (a 60 MB header reads in a fraction of a second)."""
        if kind in _SCALARS:
            self.pos += struct.calcsize(_SCALARS[kind]) * length
        elif kind == _STRING:
            raw, pos, unpack = self.raw, self.pos, struct.unpack_from
            end = len(raw)
            for _ in range(length):
                if pos + 8 > end:
                    raise GgufError(f"header ends early or is larger than {MAX_HEADER_BYTES} bytes")
                (size,) = unpack("<Q", raw, pos)
                if size > _MAX_STRING:
                    raise GgufError(f"a count of {size} is beyond {_MAX_STRING}")
                pos += 8 + size
            self.pos = pos
        else:
            raise GgufError(f"unknown value type {kind}")
        if self.pos > len(self.raw):
            raise GgufError(f"header ends early or is larger than {MAX_HEADER_BYTES} bytes")

    def value(self, kind: int) -> Any:
        if kind in _SCALARS:
            return self.take(_SCALARS[kind])
        if kind == _STRING:
            return self.string()
        if kind == _ARRAY:
            item_kind, length = int(self.take("<I")), self.count()
            if item_kind == _ARRAY:
                raise GgufError("nested arrays are not read")
            if length > _KEPT_ITEMS:
                self.skip_items(item_kind, length)
                return length
            return [self.value(item_kind) for _ in range(length)]
        raise GgufError(f"unknown value type {kind}")


def read_gguf_header(raw: bytes) -> GgufHeader:
    """Metadata and tensor shapes of a GGUF file whose first bytes are ``raw``."""
    reader = _Reader(raw)
    if raw[:4] != b"GGUF":
        raise GgufError("not a GGUF file (no GGUF magic)")
    reader.pos = 4
    version = int(reader.take("<I"))
    if version < 2:
        raise GgufError(f"GGUF version {version} is too old to read")
    tensor_count, kv_count = reader.count(), reader.count()
    header = GgufHeader()
    for _ in range(kv_count):
        key = reader.string()
        header.metadata[key] = reader.value(int(reader.take("<I")))
    for _ in range(tensor_count):
        name = reader.string()
        dims = int(reader.take("<I"))
        if dims > _MAX_DIMS:
            raise GgufError(f"tensor {name} has {dims} dimensions")
        header.tensors[name] = tuple(int(reader.take("<Q")) for _ in range(dims))
        reader.take("<I")  # storage type
        reader.take("<Q")  # offset in the data section
    return header


def gguf_config(header: GgufHeader) -> tuple[dict[str, Any], float, float | None]:
    """config.json-style fields, the exact parameter count and, for a mixture of experts,
    the count one token uses (both in billions)."""
    meta = header.metadata
    arch = str(meta.get("general.architecture") or "")
    if not arch:
        raise GgufError("general.architecture is missing")

    def key(name: str) -> Any:
        value = meta.get(f"{arch}.{name}")
        if isinstance(value, float) and not math.isfinite(value):
            raise GgufError(f"{arch}.{name}: {nonfinite_text(value)}")
        return value

    tokens = meta.get("tokenizer.ggml.tokens")
    vocab = tokens if isinstance(tokens, int) else len(tokens) if isinstance(tokens, list) else None
    config: dict[str, Any] = {
        "model_type": _MODEL_TYPES.get(arch, arch),
        "num_hidden_layers": key("block_count"),
        "hidden_size": key("embedding_length"),
        "intermediate_size": key("feed_forward_length"),
        "num_attention_heads": key("attention.head_count"),
        "num_key_value_heads": key("attention.head_count_kv"),
        "head_dim": key("attention.key_length"),
        "max_position_embeddings": key("context_length"),
        "vocab_size": key("vocab_size") or vocab,
        "sliding_window": key("attention.sliding_window"),
        "num_local_experts": key("expert_count"),
        "num_experts_per_tok": key("expert_used_count"),
        "moe_intermediate_size": key("expert_feed_forward_length"),
        "tie_word_embeddings": "output.weight" not in header.tensors,
    }
    name = meta.get("general.name")
    if isinstance(name, str) and name:
        config["_name_or_path"] = name
    total = sum(math.prod(shape) for shape in header.tensors.values())
    experts, used = config["num_local_experts"], config["num_experts_per_tok"]
    active = None
    if isinstance(experts, int) and experts > 1 and isinstance(used, int):
        routed = sum(math.prod(s) for n, s in header.tensors.items() if "_exps." in n)
        active = (total - routed * (1 - used / experts)) / 1e9
    return {k: v for k, v in config.items() if v is not None}, total / 1e9, active
