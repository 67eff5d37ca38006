#!/usr/bin/env bash
# Serves the plan's model with vLLM's OpenAI-compatible server on port 8000.
# Written by dlconfig 0.1.0 from recommendation.json:
# tensor parallelism over 2 GPUs, context 8192 tokens.
# The model is downloaded at start into HF_HOME (set HF_TOKEN for gated models) or read
# from a folder:
#   MODEL=/models/my-model bash serve.sh
# Extra arguments go to `vllm serve`; check it with: curl -fsS http://localhost:8000/health
set -euo pipefail

MODEL="${MODEL:-meta-llama/Llama-3.1-8B}"
[ -n "$MODEL" ] || { echo "serve.sh: set MODEL to a model id or folder" >&2; exit 2; }
PORT="${PORT:-8000}"

exec vllm serve "$MODEL" \
    --host 0.0.0.0 \
    --port "$PORT" \
    --tensor-parallel-size 2 \
    --max-model-len 8192 \
    --gpu-memory-utilization 0.9 \
    --dtype bfloat16 \
    "$@"
