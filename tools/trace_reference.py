"""The estimator's reference: what PyTorch allocates for the decoder models whose
config.json the tests keep (tests/data/model_configs), traced with fake tensors by
dlconfig's own tracer (dlconfig/resources/trace_memory.py), written to
tests/data/traces/reference.json.

Dev-only; needs torch, transformers. Deep models are traced at two shallow depths and
extrapolated by the tracer (``trace_extrapolated``). Run from the repository root:

    .venv/bin/python -m tools.trace_reference [--only NAME]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CONFIGS = ROOT / "tests" / "data" / "model_configs"
OUT = ROOT / "tests" / "data" / "traces" / "reference.json"
TRACER = ROOT / "dlconfig" / "resources" / "trace_memory.py"
# Decoder models transformers builds from these configs (the others are encoders, a
# speech model and models whose remote code transformers does not carry).
MODELS = (
    "tinyllama-1.1b-chat-v1.0",
    "llama-3.2-1b",
    "mistral-7b-v0.1",
    "qwen3-8b",
    "phi-3-mini-4k-instruct",
    "gemma-3-12b-it",
    "mixtral-8x7b-v0.1",
    "gpt-oss-20b",
    "deepseek-v3",
)
MODES = ("lora", "finetune", "inference")
SEQ_LENS = (512, 2048)
BATCH = 1
LORA_RANK = 16


def trace_full(name: str, mode: str, seq_len: int) -> dict:
    raw = json.loads((CONFIGS / f"{name}.json").read_text(encoding="utf-8"))
    request = {"config": raw, "mode": mode, "batch": BATCH, "seq_len": seq_len}
    request |= {"precision": "bf16", "attention": "sdpa", "lora_rank": LORA_RANK}
    done = subprocess.run(
        [sys.executable, str(TRACER)],
        input=json.dumps(request),
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip().splitlines()[-1] if done.stderr else "failed")
    return {"model": name, **json.loads(done.stdout)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--only", help="one model's name")
    args = parser.parse_args()
    entries = json.loads(OUT.read_text(encoding="utf-8"))["entries"] if OUT.exists() else []
    keep = [e for e in entries if args.only and e["model"] != args.only]
    failures: list[str] = []
    started = time.perf_counter()
    for name in MODELS:
        if args.only and name != args.only:
            continue
        for mode in MODES:
            for seq_len in SEQ_LENS:
                try:
                    keep.append(trace_full(name, mode, seq_len))
                except (RuntimeError, subprocess.TimeoutExpired) as exc:
                    failures.append(f"{name} {mode} {seq_len}: {exc}")
                print(name, mode, seq_len, f"{time.perf_counter() - started:.0f} s", flush=True)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    document = {
        "schema": "dlconfig.trace-reference/1",
        "method": (
            "fake-tensor trace of one step (dlconfig/resources/trace_memory.py), CPU kernels,"
            " bf16, SDPA attention, batch 1, no gradient checkpointing, AdamW (torch's"
            " default implementation), LoRA rank 16 on every Linear but the output head;"
            " extrapolated to full depth from two traced depths"
        ),
        "failures": failures,
        "entries": sorted(keep, key=lambda e: (e["model"], e["mode"], e["seq_len"])),
    }
    OUT.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    print(f"{len(keep)} entries, {len(failures)} failures -> {OUT}")


if __name__ == "__main__":
    main()
