"""Display names of the workload's codes (translated at use, from the ``Choices`` context)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

TASKS = {
    "image_classification": QT_TRANSLATE_NOOP("Choices", "Image classification"),
    "segmentation": QT_TRANSLATE_NOOP("Choices", "Segmentation"),
    "detection": QT_TRANSLATE_NOOP("Choices", "Object detection"),
    "llm": QT_TRANSLATE_NOOP("Choices", "Sequence generation / LLM"),
    "text_classification": QT_TRANSLATE_NOOP("Choices", "Text classification"),
    "speech": QT_TRANSLATE_NOOP("Choices", "Speech"),
    "diffusion": QT_TRANSLATE_NOOP("Choices", "Diffusion (image generation)"),
    "custom": QT_TRANSLATE_NOOP("Choices", "Custom"),
}
MODES = {
    "train": QT_TRANSLATE_NOOP("Choices", "Train from scratch"),
    "finetune": QT_TRANSLATE_NOOP("Choices", "Full fine-tune"),
    "lora": QT_TRANSLATE_NOOP("Choices", "LoRA"),
    "qlora": QT_TRANSLATE_NOOP("Choices", "QLoRA"),
    "inference": QT_TRANSLATE_NOOP("Choices", "Inference / serving"),
}
PRECISIONS = {
    "fp32": "FP32",
    "fp16": QT_TRANSLATE_NOOP("Choices", "FP16 mixed"),
    "bf16": QT_TRANSLATE_NOOP("Choices", "BF16 mixed"),
    "fp8": "FP8",
    "int8": QT_TRANSLATE_NOOP("Choices", "INT8 weights"),
    "int4": QT_TRANSLATE_NOOP("Choices", "INT4 weights"),
}
OPTIMIZERS = {
    "adamw": "AdamW",
    "adamw_8bit": QT_TRANSLATE_NOOP("Choices", "8-bit AdamW"),
    "sgd": QT_TRANSLATE_NOOP("Choices", "SGD with momentum"),
    "adafactor": "Adafactor",
}
SHARDING = {
    "none": QT_TRANSLATE_NOOP("Choices", "None"),
    "ddp": "DDP",
    "zero1": "ZeRO-1",
    "zero2": "ZeRO-2",
    "zero3": "ZeRO-3",
    "fsdp": "FSDP",
}
FRAMEWORKS = {"pytorch": "PyTorch", "tensorflow": "TensorFlow", "jax": "JAX"}
ENV_MANAGERS = {"venv": "venv + pip", "conda": "conda", "uv": "uv", "pipenv": "Pipenv"}
TARGETS = {
    "linux": "Linux",
    "wsl2": QT_TRANSLATE_NOOP("Choices", "Windows with WSL2"),
    "windows": QT_TRANSLATE_NOOP("Choices", "Windows (native)"),
    "macos": "macOS",
}
COMPLIANCE = {
    "gdpr": "GDPR",
    "pdpo": QT_TRANSLATE_NOOP("Choices", "Hong Kong PDPO"),
    "pipl": QT_TRANSLATE_NOOP("Choices", "China PIPL"),
    "pipl_ciio": QT_TRANSLATE_NOOP("Choices", "China PIPL (critical operators)"),
    "hipaa": "HIPAA",
    "pci_dss": "PCI-DSS",
    "pdpa_sg": QT_TRANSLATE_NOOP("Choices", "Singapore PDPA"),
    "appi": QT_TRANSLATE_NOOP("Choices", "Japan APPI"),
}
INFRA_KINDS = {
    "local": QT_TRANSLATE_NOOP("Choices", "This machine"),
    "onprem": QT_TRANSLATE_NOOP("Choices", "On-premises"),
    "colocation": QT_TRANSLATE_NOOP("Choices", "Colocation"),
    "cloud": QT_TRANSLATE_NOOP("Choices", "Cloud"),
    "hybrid": QT_TRANSLATE_NOOP("Choices", "Hybrid"),
}


def label(table: dict[str, str], code: str) -> str:
    """The translated display name of ``code``, or the code itself."""
    text = table.get(code)
    return QCoreApplication.translate("Choices", text) if text else code
