# mypy: ignore-errors
# (run in the interpreter that has torch, whose types this project does not install)
"""What PyTorch itself allocates for one step of a model, without a GPU and without its
weights: the model is built from its configuration under PyTorch's fake tensors
(``torch._subclasses.fake_tensor.FakeTensorMode``), one training step (forward, backward,
optimizer step) or one prefill with a KV cache is run, and PyTorch's memory tracker
(``torch.distributed._tools.mem_tracker.MemTracker``) counts the bytes by category at
their peak.

Run by dlconfig in an interpreter that has torch and transformers (the applied bundle's
environment, or one given): it reads one request as JSON on stdin and writes one report
as JSON on stdout. It imports nothing of dlconfig.

Request: ``{"config": {...config.json...}, "mode": "train"|"finetune"|"lora"|"inference",
"batch": int, "seq_len": int, "precision": "bf16"|"fp16"|"fp32", "attention":
"sdpa"|"eager", "gradient_checkpointing": bool, "lora_rank": int, "lora_targets": [...],
"foreach": bool|null, "layers": int|null}`` (``layers``: build with this many layers).

Traps handled (seen with transformers 5): ``module.to()`` cannot move fake tensors, so the
model is built in its dtype; the data-dependent parts of generation cannot run on fake
tensors, so inference is a prefill whose cache is counted; kernels are CPU kernels
(faking CUDA needs a CUDA build of torch).
"""

from __future__ import annotations

import datetime
import json
import sys
import time

GIB = 1024**3


def _dtype(torch, precision):  # type: ignore[no-untyped-def]
    return {"bf16": torch.bfloat16, "fp16": torch.float16}.get(precision, torch.float32)


def _config(transformers, request):  # type: ignore[no-untyped-def]
    raw = dict(request["config"])
    # a multimodal config keeps the language model in text_config
    text = raw.get("text_config") if isinstance(raw.get("text_config"), dict) else None
    data = dict(text) if text and "num_hidden_layers" not in raw else raw
    model_type = data.pop("model_type", None) or raw.get("model_type")
    for key in ("architectures", "transformers_version", "auto_map", "quantization_config"):
        data.pop(key, None)
    config = transformers.AutoConfig.for_model(model_type, **data)
    layers = request.get("layers")
    if layers:
        config.num_hidden_layers = int(layers)
        if getattr(config, "layer_types", None):
            config.layer_types = list(config.layer_types)[: int(layers)]
    config._attn_implementation = request.get("attention", "sdpa")
    config.use_cache = request["mode"] == "inference"
    return config


def _cache_bytes(cache):  # type: ignore[no-untyped-def]
    """Bytes a generation cache holds: keys and values, and the fixed states of
    linear-attention layers (their convolution and recurrent states)."""
    total = 0
    for layer in getattr(cache, "layers", []):
        tensors = [getattr(layer, name, None) for name in ("keys", "values")]
        for name in ("conv_states", "recurrent_states"):
            states = getattr(layer, name, None)
            tensors += list(states.values()) if isinstance(states, dict) else [states]
        total += sum(t.numel() * t.element_size() for t in tensors if hasattr(t, "numel"))
    return total


def _category_bytes(tracker, device, which="peak"):  # type: ignore[no-untyped-def]
    peak = tracker.get_tracker_snapshot(which)
    names = {"PARAM": "parameter", "BUFFER": "buffer", "GRAD": "gradient", "ACT": "activation"}
    names.update({"TEMP": "temp", "OPT": "optstate", "OTH": "other"})
    out = {}
    for dev, cats in peak.items():
        if str(dev) != str(device):
            continue
        for cat, value in cats.items():
            name = getattr(cat, "name", None)
            if name in names:
                out[names[name]] = int(value)
    return out


def _build(transformers, config, dtype, notes):  # type: ignore[no-untyped-def]
    """The model from its config, in ``dtype``; eager attention where an architecture has
    no SDPA in transformers (said in ``notes``)."""
    try:
        return transformers.AutoModelForCausalLM.from_config(config, dtype=dtype)
    except ValueError as exc:
        if config._attn_implementation == "eager" or "attention" not in str(exc):
            raise
    config._attn_implementation = "eager"
    notes.append("SDPA is not implemented for this architecture: eager attention")
    return transformers.AutoModelForCausalLM.from_config(config, dtype=dtype)


class _NoHook:
    def remove(self) -> None:
        pass


def _add_lora(torch, model, rank, targets):  # type: ignore[no-untyped-def]
    """Freezes the model and wraps its Linear layers (``targets``: their names' last parts;
    None: every Linear but the output head, PEFT's "all-linear") with LoRA adapters as
    PEFT's ``lora.Linear`` runs them: ``base(x) + B(A(x.float())) * alpha / r`` with the
    adapters in float32 (PEFT's ``autocast_adapter_dtype``) and no dropout."""
    nn = torch.nn

    class LoraLinear(nn.Module):
        def __init__(self, base):  # type: ignore[no-untyped-def]
            super().__init__()
            self.base = base
            self.lora_A = nn.Linear(base.in_features, rank, bias=False, dtype=torch.float32)
            self.lora_B = nn.Linear(rank, base.out_features, bias=False, dtype=torch.float32)
            self.scale = 2.0

        def forward(self, x):  # type: ignore[no-untyped-def]
            out = self.base(x)
            extra = self.lora_B(self.lora_A(x.to(torch.float32))) * self.scale
            return out + extra.to(out.dtype)

    for param in model.parameters():
        param.requires_grad_(False)
    head = model.get_output_embeddings()
    for module in list(model.modules()):
        for child_name, child in list(module.named_children()):
            if not isinstance(child, nn.Linear) or child is head:
                continue
            if targets and child_name not in targets:
                continue
            setattr(module, child_name, LoraLinear(child))


def trace(request):  # type: ignore[no-untyped-def]
    import torch
    import transformers
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.distributed._tools.mem_tracker import MemTracker

    started = time.perf_counter()
    config = _config(transformers, request)
    dtype = _dtype(torch, request.get("precision", "bf16"))
    mode = request["mode"]
    batch, seq = int(request["batch"]), int(request["seq_len"])
    notes = []
    with FakeTensorMode():
        model = _build(transformers, config, dtype, notes)
        total = sum(p.numel() for p in model.parameters())
        if mode == "lora":
            _add_lora(torch, model, int(request.get("lora_rank", 16)), request.get("lora_targets"))
            notes.append(
                "LoRA layers built in place as PEFT's Linear computes them (fp32 adapters, the"
                " input cast to fp32): PEFT's own module moving cannot swap fake tensors"
            )
        if request.get("gradient_checkpointing") and mode != "inference":
            model.gradient_checkpointing_enable()
            if mode == "lora":
                model.enable_input_require_grads()
        trainable = [p for p in model.parameters() if p.requires_grad]
        optimizer = None
        if mode != "inference":
            foreach = request.get("foreach")
            optimizer = torch.optim.AdamW(trainable, lr=1e-4, foreach=foreach, fused=False)
        tracker = MemTracker()
        # the tracker hooks every parameter's gradient; a frozen one has none to hook
        for param in model.parameters():
            if not param.requires_grad:
                tracker._param_to_grad_hook_handles[param] = (_NoHook(), _NoHook())
        tracker.track_external(model, *([optimizer] if optimizer is not None else []))
        kv_bytes = 0
        ids = torch.zeros((batch, seq), dtype=torch.long)
        with tracker:
            if mode == "inference":
                with torch.no_grad():
                    out = model(input_ids=ids, use_cache=True)
                kv_bytes = _cache_bytes(out.past_key_values)
                after_forward = _category_bytes(tracker, "cpu", "current")
                after_backward = after_step = after_forward
            else:
                model.train()
                # the forward under autocast, as Trainer(bf16=True) / (fp16=True) runs it
                with torch.autocast("cpu", dtype=dtype, enabled=dtype != torch.float32):
                    out = model(input_ids=ids, labels=ids)
                # everything saved for backward is alive now
                after_forward = _category_bytes(tracker, "cpu", "current")
                out.loss.backward()
                after_backward = _category_bytes(tracker, "cpu", "current")
                optimizer.step()
                after_step = _category_bytes(tracker, "cpu", "current")
                optimizer.zero_grad(set_to_none=True)
        at_peak = _category_bytes(tracker, "cpu")
    report = {
        "schema": "dlconfig.trace/1",
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "date": datetime.date.today().isoformat(),
        "model_type": config.model_type,
        "layers": int(config.num_hidden_layers),
        "mode": mode,
        "batch": batch,
        "seq_len": seq,
        "precision": request.get("precision", "bf16"),
        "attention": config._attn_implementation,
        "params_total": int(total),
        "params_trainable": int(sum(p.numel() for p in trainable)),
        # each part at its own high point: activations (with the loss's logits) when the
        # forward pass ends, gradients after backward, optimizer states after the step
        "bytes": {
            "parameters": after_step.get("parameter", 0),
            "buffers": after_step.get("buffer", 0),
            "gradients": after_backward.get("gradient", 0),
            "optimizer": after_step.get("optstate", 0),
            "activations": after_forward.get("activation", 0) + after_forward.get("temp", 0),
            "kv_cache": kv_bytes,
        },
        # the categories at the moment of the highest total, and that total
        "at_peak": {
            "parameters": at_peak.get("parameter", 0),
            "gradients": at_peak.get("gradient", 0),
            "optimizer": at_peak.get("optstate", 0),
            "activations": at_peak.get("activation", 0),
            "temporaries": at_peak.get("temp", 0) + at_peak.get("other", 0),
        },
        "allocated_peak_gib": round(sum(at_peak.values()) / GIB, 4),
        "kernels": "cpu",
        "notes": notes,
        "seconds": round(time.perf_counter() - started, 2),
    }
    return report


def _period(config):  # type: ignore[no-untyped-def]
    """Layers in the repeating block of ``layer_types`` (1 when every layer is alike)."""
    kinds = list(getattr(config, "layer_types", None) or [])
    for p in range(1, len(kinds) + 1):
        if all(kinds[i] == kinds[i % p] for i in range(len(kinds))):
            return p
    return 1


def trace_extrapolated(request):  # type: ignore[no-untyped-def]
    """The full model's figures from two shallow traces: a whole number of layer blocks
    (one layer for uniform models, Gemma 3's six-layer sliding/full block) after any
    leading layers of another kind, and one block more; every part grows by the same bytes
    each block, so the difference times the blocks left is exact for parameters,
    gradients, optimizer states, KV and per-layer activations. A model no deeper than
    the second trace is traced whole."""
    import transformers

    full = _config(transformers, {**request, "layers": None})
    layers = int(full.num_hidden_layers)
    period = _period(full)
    # layers that differ from the rest come first (DeepSeek's first_k_dense_replace dense
    # MLPs before the MoE ones): both traces keep all of them, so only repeats are scaled
    prefix = int(getattr(full, "first_k_dense_replace", 0) or 0)
    small = prefix + period * -(-2 // period)
    big = small + period
    if request.get("layers") or layers <= big:
        return trace(request)
    a = trace({**request, "layers": small})
    b = trace({**request, "layers": big})
    blocks = (layers - small) / period

    def grow(x, y):  # type: ignore[no-untyped-def]
        return round(x + (y - x) * blocks)

    out = dict(b)
    out["layers"] = layers
    out["traced_layers"] = [small, big]
    out["params_total"] = grow(a["params_total"], b["params_total"])
    out["params_trainable"] = grow(a["params_trainable"], b["params_trainable"])
    out["bytes"] = {k: grow(a["bytes"][k], b["bytes"][k]) for k in a["bytes"]}
    out["at_peak"] = {k: grow(a["at_peak"][k], b["at_peak"][k]) for k in a["at_peak"]}
    peak = a["allocated_peak_gib"] + (b["allocated_peak_gib"] - a["allocated_peak_gib"]) * blocks
    out["allocated_peak_gib"] = round(peak, 4)
    out["seconds"] = round(a["seconds"] + b["seconds"], 2)
    out["notes"] = [*b["notes"], f"extrapolated to {layers} layers from {small} and {big}"]
    return out


def main() -> int:
    request = json.loads(sys.stdin.read())
    try:
        report = trace_extrapolated(request)
    except ImportError as exc:
        print(json.dumps({"schema": "dlconfig.trace/1", "error": f"missing: {exc.name}"}))
        return 3
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
