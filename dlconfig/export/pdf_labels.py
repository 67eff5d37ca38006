"""Readable, translated labels for the PDF report: workload rows, their codes, the VRAM
chart's parts and the GPU line ("8 × NVIDIA H100 SXM5 80GB × 2 nodes").

The wording follows the labels the planning window shows, so that the report and the
window speak alike; the export keeps its own copy because it does not import the GUI.
"""

from __future__ import annotations

from dlconfig.models.workload import Workload

Texts = dict[str, dict[str, str]]


def _same(text: str) -> dict[str, str]:
    return {"en": text, "zh_CN": text, "zh_TW": text}


ROW_LABELS: Texts = {
    "task": {"en": "Task", "zh_CN": "任务", "zh_TW": "任務"},
    "mode": {"en": "Mode", "zh_CN": "模式", "zh_TW": "模式"},
    "model": {"en": "Model", "zh_CN": "模型", "zh_TW": "模型"},
    "precision": {"en": "Precision", "zh_CN": "精度", "zh_TW": "精度"},
    "optimizer": {"en": "Optimizer", "zh_CN": "优化器", "zh_TW": "最佳化器"},
    "batch_size": {"en": "Batch size", "zh_CN": "批大小", "zh_TW": "批次大小"},
    "gpus_nodes": {
        "en": "GPUs per node × nodes",
        "zh_CN": "每节点 GPU 数 × 节点数",
        "zh_TW": "每節點 GPU 數 × 節點數",
    },
    "dataset_gb": {"en": "Dataset (GB)", "zh_CN": "数据集 (GB)", "zh_TW": "資料集 (GB)"},
    "framework": {"en": "Framework", "zh_CN": "框架", "zh_TW": "框架"},
    "target": {"en": "Target system", "zh_CN": "目标系统", "zh_TW": "目標系統"},
}

TASKS: Texts = {
    "image_classification": {
        "en": "Image classification",
        "zh_CN": "图像分类",
        "zh_TW": "影像分類",
    },
    "segmentation": {"en": "Segmentation", "zh_CN": "图像分割", "zh_TW": "影像分割"},
    "detection": {"en": "Object detection", "zh_CN": "目标检测", "zh_TW": "物件偵測"},
    "llm": {
        "en": "Sequence generation / LLM",
        "zh_CN": "序列生成 / 大语言模型",
        "zh_TW": "序列生成 / 大型語言模型",
    },
    "text_classification": {"en": "Text classification", "zh_CN": "文本分类", "zh_TW": "文字分類"},
    "speech": {"en": "Speech", "zh_CN": "语音", "zh_TW": "語音"},
    "diffusion": {
        "en": "Diffusion (image generation)",
        "zh_CN": "扩散模型（图像生成）",
        "zh_TW": "擴散模型（影像生成）",
    },
    "custom": {"en": "Custom", "zh_CN": "自定义", "zh_TW": "自訂"},
}
MODES: Texts = {
    "train": {"en": "Train from scratch", "zh_CN": "从头训练", "zh_TW": "從頭訓練"},
    "finetune": {"en": "Full fine-tune", "zh_CN": "全量微调", "zh_TW": "完整微調"},
    "lora": _same("LoRA"),
    "qlora": _same("QLoRA"),
    "inference": {"en": "Inference / serving", "zh_CN": "推理 / 服务", "zh_TW": "推論 / 服務"},
}
PRECISIONS: Texts = {
    "fp32": _same("FP32"),
    "fp16": {"en": "FP16 mixed", "zh_CN": "FP16 混合精度", "zh_TW": "FP16 混合精度"},
    "bf16": {"en": "BF16 mixed", "zh_CN": "BF16 混合精度", "zh_TW": "BF16 混合精度"},
    "fp8": _same("FP8"),
    "int8": {"en": "INT8 weights", "zh_CN": "INT8 权重", "zh_TW": "INT8 權重"},
    "int4": {"en": "INT4 weights", "zh_CN": "INT4 权重", "zh_TW": "INT4 權重"},
}
OPTIMIZERS: Texts = {
    "adamw": _same("AdamW"),
    "adamw_8bit": {"en": "8-bit AdamW", "zh_CN": "8 位 AdamW", "zh_TW": "8 位元 AdamW"},
    "sgd": {"en": "SGD with momentum", "zh_CN": "带动量的 SGD", "zh_TW": "帶動量的 SGD"},
    "adafactor": _same("Adafactor"),
}
FRAMEWORKS: Texts = {
    "pytorch": _same("PyTorch"),
    "tensorflow": _same("TensorFlow"),
    "jax": _same("JAX"),
}
TARGETS: Texts = {
    "linux": _same("Linux"),
    "wsl2": _same("Windows + WSL2") | {"en": "Windows with WSL2"},
    "windows": {"en": "Windows (native)", "zh_CN": "Windows（原生）", "zh_TW": "Windows（原生）"},
    "macos": _same("macOS"),
}
VRAM_PARTS: Texts = {
    "weights": {"en": "Weights", "zh_CN": "权重", "zh_TW": "權重"},
    "gradients": {"en": "Gradients", "zh_CN": "梯度", "zh_TW": "梯度"},
    "optimizer": {"en": "Optimizer states", "zh_CN": "优化器状态", "zh_TW": "最佳化器狀態"},
    "activations": {"en": "Activations", "zh_CN": "激活值", "zh_TW": "激發值"},
    "kv_cache": {"en": "KV cache", "zh_CN": "KV 缓存", "zh_TW": "KV 快取"},
    "overhead": {"en": "Overhead", "zh_CN": "额外开销", "zh_TW": "額外開銷"},
}
NODES: Texts = {
    "one": {"en": "{n} node", "zh_CN": "{n} 个节点", "zh_TW": "{n} 個節點"},
    "many": {"en": "{n} nodes", "zh_CN": "{n} 个节点", "zh_TW": "{n} 個節點"},
}


def label(table: Texts, code: str, lang: str) -> str:
    """The display name of ``code`` in ``lang`` (English when missing), or the code itself."""
    entry = table.get(code)
    if entry is None:
        return code
    return entry.get(lang) or entry["en"]


def gpu_line(name: str, count: int, nodes: int, lang: str) -> str:
    """``count`` GPUs called ``name`` on each of ``nodes`` machines, as people write it."""
    line = f"{count} × {name}"
    if nodes > 1:
        line += " × " + label(NODES, "many", lang).format(n=nodes)
    return line


def workload_rows(workload: Workload, lang: str) -> list[tuple[str, str]]:
    """(label, value) rows describing ``workload`` for a reader, in ``lang``."""
    w = workload
    model = w.model.preset or f"{w.model.params_b:g} B"
    gpus_nodes = f"{w.gpus} × {w.nodes}"
    rows = [
        ("task", label(TASKS, w.task.value, lang)),
        ("mode", label(MODES, w.mode.value, lang)),
        ("model", model),
        ("precision", label(PRECISIONS, w.precision.value, lang)),
        ("optimizer", label(OPTIMIZERS, w.optimizer.value, lang)),
        ("batch_size", str(w.batch_size)),
        ("gpus_nodes", gpus_nodes),
        ("dataset_gb", f"{w.dataset_gb:g}"),
        ("framework", label(FRAMEWORKS, w.framework.value, lang)),
        ("target", label(TARGETS, w.target.value, lang)),
    ]
    if w.mode.value == "inference":
        rows = [r for r in rows if r[0] != "optimizer"]
    return [(label(ROW_LABELS, key, lang), value) for key, value in rows]
