#!/usr/bin/env python3
"""Fine-tunes the plan's model with transformers and peft (QLoRA, 4-bit base weights).

Written by dlconfig 0.1.0 from recommendation.json: precision, batch size,
gradient accumulation and checkpointing are the plan's; change them here or on the
command line. The dataset is a local file or folder: JSON lines, JSON, CSV, Parquet or
text (one example a line), or a folder saved with datasets' save_to_disk.

    python train.py --data data/train.jsonl --output output/
    (in the container the data is mounted at /data, the default, and the
    output folder at /output)

Checkpoints go to the output folder every --save-steps optimizer steps; run the same
command again and training resumes from the last checkpoint there. The final model is
written to OUTPUT/final. To try the code on a machine without the plan's GPUs:
--precision fp32 --max-steps 2.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

# The plan's settings (recommendation.json); the command line overrides most of them.
PLAN = {
    "model_id": "meta-llama/Llama-3.1-8B",
    "task": "causal_lm",
    "mode": "qlora",
    "bf16": True,
    "fp16": False,
    "precision": "bf16",
    "save_steps": 500,
    "checkpoints_kept": 2,
    "batch_size": 8,
    "grad_accum": 4,
    "gradient_checkpointing": True,
    "seq_len": 2048,
    "epochs": 1.0,
    "lora_rank": 16,
    "lora_targets": "all-linear",
    "optim": "paged_adamw_8bit",
    "zero_stage": None,
    "fsdp": False,
    "tensor_parallel": 1,
    "data": "/data",
}
FORMATS = {".jsonl": "json", ".json": "json", ".csv": "csv", ".parquet": "parquet", ".txt": "text"}


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default=PLAN["model_id"], required=PLAN["model_id"] is None,
                        help="model id on the model hub or a local folder (default: %(default)s)")
    parser.add_argument("--data", default=Path(PLAN["data"]), type=Path,
                        help="training data file or folder (default: %(default)s, the container's data mount)")
    parser.add_argument("--output", default=Path("output"), type=Path,
                        help="checkpoints and the final model; a rerun resumes from the last checkpoint here")
    parser.add_argument("--text-column", default="text")
    parser.add_argument("--label-column", default="label", help="sequence classification only")
    parser.add_argument("--epochs", default=PLAN["epochs"], type=float)
    parser.add_argument("--batch-size", default=PLAN["batch_size"], type=int, help="per device")
    parser.add_argument("--grad-accum", default=PLAN["grad_accum"], type=int)
    parser.add_argument("--seq-len", default=PLAN["seq_len"], type=int)
    parser.add_argument("--learning-rate", default=2e-4 if PLAN["mode"] in ("lora", "qlora") else 2e-5, type=float)
    parser.add_argument("--precision", default=PLAN["precision"], choices=("bf16", "fp16", "fp32"),
                        help="compute precision (default: the plan's, %(default)s; fp32 to try the code on a CPU)")
    parser.add_argument("--max-steps", default=-1, type=int, help="stop after this many optimizer steps (-1: run the epochs)")
    parser.add_argument("--save-steps", default=PLAN["save_steps"], type=int, help="checkpoint every N optimizer steps")
    return parser.parse_args()


def load_data(path: Path):
    import datasets

    if path.is_dir():
        if (path / "dataset_dict.json").exists() or (path / "dataset_info.json").exists():
            data = datasets.load_from_disk(str(path))
        else:
            data = datasets.load_dataset(str(path))
    else:
        kind = FORMATS.get(path.suffix.lower())
        if kind is None:
            raise SystemExit(f"--data: {path.suffix} files are not read; use {', '.join(FORMATS)}")
        data = datasets.load_dataset(kind, data_files=str(path))
    return data["train"] if isinstance(data, datasets.DatasetDict) else data


def load_model(args: argparse.Namespace, num_labels: int | None):
    import torch
    import transformers

    dtype = {"bf16": torch.bfloat16, "fp16": torch.float16, "fp32": torch.float32}[args.precision]
    if args.precision == "fp16" and PLAN["mode"] in ("train", "finetune"):
        # fp16 mixed precision trains float32 weights: the gradient scaler cannot unscale
        # fp16 gradients (bf16 weights train as they are, as the plan's estimate counts)
        dtype = torch.float32
    kwargs: dict = {"dtype": dtype}
    if PLAN["mode"] == "qlora":
        kwargs["quantization_config"] = transformers.BitsAndBytesConfig(
            load_in_4bit=True,
            bnb_4bit_quant_type="nf4",
            bnb_4bit_use_double_quant=True,
            bnb_4bit_compute_dtype=torch.bfloat16,
        )
    if PLAN["task"] == "causal_lm" and PLAN["mode"] == "train":
        # Pre-training from scratch: the architecture from the model's config, new weights.
        config = transformers.AutoConfig.from_pretrained(args.model)
        model = transformers.AutoModelForCausalLM.from_config(config).to(dtype)
    elif PLAN["task"] == "causal_lm":
        if PLAN["tensor_parallel"] > 1:
            # The plan splits each layer over tensor_parallel GPUs and shards the rest with
            # FSDP2: transformers does both at load time (its tensor parallelism guide).
            world = int(os.environ.get("WORLD_SIZE", "1"))
            kwargs["distributed_config"] = transformers.DistributedConfig(
                tp_size=PLAN["tensor_parallel"], fsdp_size=max(1, world // PLAN["tensor_parallel"])
            )
        model = transformers.AutoModelForCausalLM.from_pretrained(args.model, **kwargs)
    else:
        model = transformers.AutoModelForSequenceClassification.from_pretrained(
            args.model, num_labels=num_labels, **kwargs
        )
    if PLAN["mode"] in ("lora", "qlora"):
        import peft

        if PLAN["mode"] == "qlora":
            model = peft.prepare_model_for_kbit_training(
                model, use_gradient_checkpointing=PLAN["gradient_checkpointing"]
            )
        task_type = peft.TaskType.CAUSAL_LM if PLAN["task"] == "causal_lm" else peft.TaskType.SEQ_CLS
        config = peft.LoraConfig(
            task_type=task_type,
            r=PLAN["lora_rank"],
            lora_alpha=2 * PLAN["lora_rank"],
            lora_dropout=0.05,
            target_modules=PLAN["lora_targets"],  # the plan's layers: "all-linear" or names
        )
        model = peft.get_peft_model(model, config)
        model.print_trainable_parameters()
    return model


def last_checkpoint(output: Path) -> str | None:
    """The newest checkpoint-N folder a previous run left in the output folder."""
    from transformers.trainer_utils import get_last_checkpoint

    return get_last_checkpoint(str(output)) if output.is_dir() else None


def main() -> None:
    args = parse_args()
    if not args.data.exists():
        raise SystemExit(f"--data: {args.data} does not exist")
    import transformers

    tokenizer = transformers.AutoTokenizer.from_pretrained(args.model)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    data = load_data(args.data)
    num_labels = None
    if PLAN["task"] == "sequence_classification":
        data = data.rename_column(args.label_column, "labels") if args.label_column != "labels" else data
        num_labels = len(set(data["labels"]))

    def tokenize(batch: dict) -> dict:
        return tokenizer(batch[args.text_column], truncation=True, max_length=args.seq_len)

    keep = {"labels"} if PLAN["task"] == "sequence_classification" else set()
    data = data.map(tokenize, batched=True, remove_columns=[c for c in data.column_names if c not in keep])
    if PLAN["task"] == "causal_lm":
        collator = transformers.DataCollatorForLanguageModeling(tokenizer, mlm=False)
    else:
        collator = transformers.DataCollatorWithPadding(tokenizer)
    # The training arguments come before the model: with ZeRO-3 or FSDP they make
    # from_pretrained load the weights sharded (ZeRO-3) or on the first process only (FSDP)
    # instead of a full copy in every process (transformers' DeepSpeed and FSDP guides).
    import torch

    training = transformers.TrainingArguments(
        output_dir=str(args.output),
        use_cpu=not torch.cuda.is_available(),  # several processes on CPUs: gloo
        num_train_epochs=args.epochs,
        max_steps=args.max_steps,
        per_device_train_batch_size=args.batch_size,
        gradient_accumulation_steps=args.grad_accum,
        gradient_checkpointing=PLAN["gradient_checkpointing"] and not PLAN["fsdp"],
        bf16=args.precision == "bf16",
        fp16=args.precision == "fp16",
        learning_rate=args.learning_rate,
        optim=PLAN["optim"],
        logging_steps=10,
        save_strategy="steps",
        save_steps=args.save_steps,
        save_total_limit=PLAN["checkpoints_kept"],
        report_to="none",
    )
    sharded = PLAN["fsdp"] or PLAN["zero_stage"]
    if sharded and not torch.cuda.is_available() and training.process_index == 0:
        print(json.dumps({"note": "no CUDA GPU: FSDP and DeepSpeed run on GPUs only; this run is plain data parallel"}))
    model = load_model(args, num_labels)
    if model.config.pad_token_id is None:
        model.config.pad_token_id = tokenizer.pad_token_id
    trainer = transformers.Trainer(
        model=model, args=training, train_dataset=data, data_collator=collator, processing_class=tokenizer
    )
    resume = last_checkpoint(args.output)
    if resume and training.process_index == 0:
        print(json.dumps({"resuming_from": resume}))
    trainer.train(resume_from_checkpoint=resume)
    trainer.save_model(str(args.output / "final"))  # every process: FSDP/ZeRO-3 gather here
    if trainer.is_world_process_zero():
        tokenizer.save_pretrained(str(args.output / "final"))
        print(json.dumps({
            "saved": str(args.output / "final"),
            "steps": trainer.state.global_step,
            "processes": training.world_size,
            "sharding": "fsdp" if trainer.is_fsdp_enabled else "deepspeed" if trainer.is_deepspeed_enabled else "none",
        }))


if __name__ == "__main__":
    main()
