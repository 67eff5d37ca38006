"""The bundles run: each training entry point trains a tiny model (built from its config)
for two steps on the CPU, leaves its checkpoints in the output folder, and a second run
resumes from the last one; a distributed plan runs two processes over gloo; serve.py
answers its health route and a prediction.

Every run uses the bundle's own train.py / serve.py as exported, with the documented
CPU switches (``--precision fp32 --max-steps``): nothing in the files is edited.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from datetime import date
from pathlib import Path

import pytest

from dlconfig.export.bundle import render_files
from dlconfig.kb import KnowledgeBase
from dlconfig.models.messages import render_text
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Mode, Task
from dlconfig.services.measuring import calibration_for, measured_params

from .conftest import load_plan, write_bundle_files

pytestmark = pytest.mark.slow

WORDS = ["<pad>", "<eos>", "<unk>", *(f"w{i}" for i in range(60))]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A two-layer Llama with random weights and a word-level tokenizer, saved locally."""
    pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    pytest.importorskip("peft")
    pytest.importorskip("accelerate")
    pytest.importorskip("datasets")
    import tokenizers
    from tokenizers import models, pre_tokenizers

    root = tmp_path_factory.mktemp("tiny")
    vocab = {word: i for i, word in enumerate(WORDS)}
    tokenizer = tokenizers.Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
    tokenizer.pre_tokenizer = pre_tokenizers.Whitespace()
    transformers.PreTrainedTokenizerFast(
        tokenizer_object=tokenizer, eos_token="<eos>", pad_token="<pad>", unk_token="<unk>"
    ).save_pretrained(root / "model")
    config = transformers.LlamaConfig(
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=2,
        vocab_size=len(WORDS),
        max_position_embeddings=64,
        pad_token_id=0,
        bos_token_id=1,
        eos_token_id=1,
    )
    transformers.AutoModelForCausalLM.from_config(config).save_pretrained(root / "model")
    lines = (
        json.dumps({"text": " ".join(f"w{(i * 7 + j) % 60}" for j in range(20))}) for i in range(32)
    )
    (root / "train.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    labelled = (
        json.dumps({"text": " ".join(f"w{(i * 5 + j) % 60}" for j in range(12)), "label": i % 3})
        for i in range(32)
    )
    (root / "labelled.jsonl").write_text("\n".join(labelled) + "\n", encoding="utf-8")
    return root


def _with_mode(plan: Plan, mode: Mode, strategy: str | None = None) -> Plan:
    update: dict[str, object] = {"workload": plan.workload.model_copy(update={"mode": mode})}
    if strategy is not None and plan.hardware is not None:
        choice = plan.hardware.choice.model_copy(update={"strategy": strategy, "count": 2})
        update["hardware"] = plan.hardware.model_copy(update={"choice": choice})
    return plan.model_copy(update=update)


def _env() -> dict[str, str]:
    return {
        **os.environ,
        "HF_HUB_OFFLINE": "1",
        "TOKENIZERS_PARALLELISM": "false",
        "OMP_NUM_THREADS": "1",
        "CUDA_VISIBLE_DEVICES": "",
    }


def _train(
    bundle: Path, tiny: Path, output: Path, steps: int, procs: int, data: str = "train.jsonl"
) -> list[dict]:
    """Runs the bundle's train.py (torchrun for several processes); its JSON lines."""
    launch = [sys.executable]
    if procs > 1:
        launch += ["-m", "torch.distributed.run", "--standalone", f"--nproc-per-node={procs}"]
    text = ["--seq-len", "32"] if data.endswith(".jsonl") else []
    args = [
        *launch,
        str(bundle / "train.py"),
        *("--model", str(tiny / "model"), "--data", str(tiny / data)),
        *("--output", str(output), "--precision", "fp32", "--max-steps", str(steps)),
        *("--save-steps", "1", "--batch-size", "2", "--grad-accum", "1", *text),
    ]
    return _run_json(bundle, args)


def _run_json(bundle: Path, args: list[str]) -> list[dict]:
    """Runs a bundle's script in its folder (offline, on the CPU); the JSON lines it printed."""
    done = subprocess.run(
        args, cwd=bundle, env=_env(), capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return [line for line in map(_json, done.stdout.splitlines()) if line is not None]


def _json(line: str) -> dict | None:
    """A JSON line the script printed (None for progress bars and interleaved output)."""
    try:
        value = json.loads(line)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _vision_trains_and_resumes(bundle: Path, data: Path, output: Path, *extra: str) -> None:
    """A torchvision bundle's train.py (classifier, segmentation, detection): 2 steps at
    32 px on the CPU leave checkpoint-2.pt and final.pt; a run to 3 steps resumes there."""

    def run(steps: int) -> list[dict]:
        args = [
            *(sys.executable, str(bundle / "train.py"), "--data", str(data)),
            *("--output", str(output), "--precision", "fp32", "--max-steps", str(steps)),
            *("--save-steps", "1", "--batch-size", "2", "--grad-accum", "1"),
            *("--image-size", "32", "--workers", "0", *extra),
        ]
        return _run_json(bundle, args)

    assert next(line for line in run(2) if "saved" in line)["steps"] == 2
    assert (output / "checkpoint-2.pt").is_file() and (output / "final.pt").is_file()
    second = run(3)
    assert [line["resuming_from"] for line in second if "resuming_from" in line] == [
        str(output / "checkpoint-2.pt")
    ]
    assert next(line for line in second if "saved" in line)["steps"] == 3


TRAINING_KINDS = {
    # name: (plan, task, mode, decision's layout or None, processes)
    "lora": ("qlora_llm", Task.LLM, Mode.LORA, None, 1),
    # 4-bit base weights: bitsandbytes' CPU backend (its wheel carries one)
    "qlora": ("qlora_llm", Task.LLM, Mode.QLORA, None, 1),
    "full fine-tune": ("qlora_llm", Task.LLM, Mode.FINETUNE, None, 1),
    "pre-training from scratch": ("qlora_llm", Task.LLM, Mode.TRAIN, None, 1),
    "fsdp over two processes": ("qlora_llm", Task.LLM, Mode.FINETUNE, "fsdp", 2),
    # DeepSpeed installs on a CPU (0.19.8: its CPU accelerator talks gloo), but accelerate
    # takes no DeepSpeed path without a GPU: train.py says so and runs data parallel
    "zero-3 over two processes": ("qlora_llm", Task.LLM, Mode.FINETUNE, "zero3", 2),
    "text classifier": ("qlora_llm", Task.TEXT_CLASSIFICATION, Mode.FINETUNE, None, 1),
}


@pytest.mark.parametrize("kind", sorted(TRAINING_KINDS))
def test_the_training_bundle_trains_two_steps_and_resumes(
    kind: str, kb: KnowledgeBase, tiny: Path, tmp_path: Path
) -> None:
    name, task, mode, strategy, procs = TRAINING_KINDS[kind]
    if mode == Mode.QLORA:
        pytest.importorskip("bitsandbytes")
    plan = _with_mode(load_plan(name), mode, strategy)
    plan = plan.model_copy(update={"workload": plan.workload.model_copy(update={"task": task})})
    bundle = write_bundle_files(plan, kb, tmp_path / "bundle")
    output = tmp_path / "output"
    data = "labelled.jsonl" if task == Task.TEXT_CLASSIFICATION else "train.jsonl"

    first = _train(bundle, tiny, output, steps=2, procs=procs, data=data)

    saved = next(line for line in first if "saved" in line)
    assert saved["steps"] == 2
    assert saved["processes"] == procs
    if strategy is not None:  # the layout shards on GPUs; on CPUs it says it does not
        assert any("GPUs only" in line.get("note", "") for line in first)
    assert (output / "checkpoint-2" / "trainer_state.json").is_file()
    kept = {path.name for path in (output / "final").iterdir()}
    assert kept & {"config.json", "adapter_config.json"}  # the model, or LoRA's adapters
    assert not any("resuming_from" in line for line in first)

    second = _train(bundle, tiny, output, steps=3, procs=procs, data=data)

    resumed = [line["resuming_from"] for line in second if "resuming_from" in line]
    assert resumed == [str(output / "checkpoint-2")]
    assert next(line for line in second if "saved" in line)["steps"] == 3
    state = json.loads((output / "checkpoint-3" / "trainer_state.json").read_text("utf-8"))
    assert state["global_step"] == 3


def test_an_fsdp_decision_shards_with_fsdp_in_train_py(kb: KnowledgeBase) -> None:
    """On the GPUs the plan rents, train.py starts FSDP through transformers' arguments
    (created before the model loads); on a CPU it says it runs plain data parallel."""
    plan = _with_mode(load_plan("qlora_llm"), Mode.FINETUNE, "fsdp")
    files = render_files(plan, kb)
    source = str(files["train.py"])
    assert "fsdp=True" in source
    assert source.index("transformers.TrainingArguments(") < source.index("model = load_model(args")
    assert "accelerate_config.yaml" not in files


@pytest.fixture(scope="module")
def tiny_whisper(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A one-layer Whisper with random weights, its processor, and eight short clips."""
    pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    soundfile = pytest.importorskip("soundfile")
    pytest.importorskip("librosa")
    import numpy as np
    import tokenizers
    from tokenizers import models, pre_tokenizers

    root = tmp_path_factory.mktemp("whisper")
    words = [
        "<pad>",
        "<|endoftext|>",
        "<|startoftranscript|>",
        "<unk>",
        *(f"w{i}" for i in range(40)),
    ]
    tokenizer = tokenizers.Tokenizer(
        models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>")
    )
    tokenizer.pre_tokenizer = pre_tokenizers.Whitespace()
    fast = transformers.WhisperTokenizerFast(
        tokenizer_object=tokenizer,
        eos_token="<|endoftext|>",
        bos_token="<|endoftext|>",
        pad_token="<pad>",
        unk_token="<unk>",
    )
    features = transformers.WhisperFeatureExtractor(feature_size=80)
    transformers.WhisperProcessor(feature_extractor=features, tokenizer=fast).save_pretrained(
        root / "model"
    )
    config = transformers.WhisperConfig(
        vocab_size=len(words),
        d_model=32,
        encoder_layers=1,
        decoder_layers=1,
        encoder_attention_heads=2,
        decoder_attention_heads=2,
        encoder_ffn_dim=64,
        decoder_ffn_dim=64,
        num_mel_bins=80,
        max_target_positions=64,
        pad_token_id=0,
        bos_token_id=1,
        eos_token_id=1,
        decoder_start_token_id=2,
    )
    transformers.WhisperForConditionalGeneration(config).save_pretrained(root / "model")
    (root / "audio").mkdir()
    rows = []
    for i in range(8):
        noise = np.random.default_rng(i).standard_normal(8000).astype("float32") * 0.1
        soundfile.write(root / "audio" / f"a{i}.wav", noise, 16000)
        rows.append(f"audio/a{i}.wav,w{i} w{i + 1}")
    (root / "train.csv").write_text("audio,text\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return root


def test_the_whisper_bundle_trains_two_steps_and_resumes(
    kb: KnowledgeBase, tiny_whisper: Path, tmp_path: Path
) -> None:
    plan = load_plan("linux_single_gpu_pytorch")
    workload = plan.workload.model_copy(update={"task": Task.SPEECH, "mode": Mode.FINETUNE})
    bundle = write_bundle_files(
        plan.model_copy(update={"workload": workload}), kb, tmp_path / "bundle"
    )
    output = tmp_path / "output"
    first = _train(bundle, tiny_whisper, output, steps=2, procs=1, data="train.csv")
    assert next(line for line in first if "saved" in line)["steps"] == 2
    assert (output / "checkpoint-2" / "trainer_state.json").is_file()
    second = _train(bundle, tiny_whisper, output, steps=3, procs=1, data="train.csv")
    assert [line["resuming_from"] for line in second if "resuming_from" in line] == [
        str(output / "checkpoint-2")
    ]
    assert (output / "checkpoint-3").is_dir() and (output / "final" / "config.json").is_file()


@pytest.fixture(scope="module")
def image_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """ImageFolder data: two classes of four small PNGs each."""
    image = pytest.importorskip("PIL.Image")
    root = tmp_path_factory.mktemp("images")
    for label in ("cat", "dog"):
        (root / "data" / label).mkdir(parents=True)
        for i in range(4):
            shade = (40 * i, 200 if label == "cat" else 20, 90)
            image.new("RGB", (40, 40), shade).save(root / "data" / label / f"{i}.png")
    return root


def test_the_image_classifier_bundle_trains_two_steps_and_resumes(
    kb: KnowledgeBase, image_folder: Path, tmp_path: Path
) -> None:
    pytest.importorskip("torch")
    pytest.importorskip("torchvision")  # PyTorch's own build beside the torch installed
    plan = load_plan("linux_single_gpu_pytorch")
    workload = plan.workload.model_copy(
        update={"task": Task.IMAGE_CLASSIFICATION, "mode": Mode.TRAIN}
    )
    bundle = write_bundle_files(
        plan.model_copy(update={"workload": workload}), kb, tmp_path / "bundle"
    )
    output = tmp_path / "output"
    _vision_trains_and_resumes(bundle, image_folder / "data", output, "--model", "resnet18")
    assert sorted(p.name for p in output.glob("checkpoint-*.pt")) == [
        "checkpoint-2.pt",
        "checkpoint-3.pt",
    ]


@pytest.fixture(scope="module")
def masks_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Segmentation data: four images with masks of class indices (255: ignored)."""
    image = pytest.importorskip("PIL.Image")
    numpy = pytest.importorskip("numpy")
    root = tmp_path_factory.mktemp("masks")
    (root / "images").mkdir()
    (root / "masks").mkdir()
    for i in range(4):
        image.new("RGB", (40, 40), (50 * i, 90, 20)).save(root / "images" / f"{i}.png")
        mask = numpy.zeros((40, 40), dtype=numpy.uint8)
        mask[10:30, 10:30] = 1 + i % 2
        mask[0, 0] = 255
        image.fromarray(mask).save(root / "masks" / f"{i}.png")
    return root


def test_the_segmentation_bundle_trains_two_steps_and_resumes(
    kb: KnowledgeBase, masks_folder: Path, tmp_path: Path
) -> None:
    """The plan's own DeepLabV3 (torchvision, random weights) on images and masks."""
    pytest.importorskip("torch")
    pytest.importorskip("torchvision")
    from dlconfig.plan.pipeline import make_plan
    from dlconfig.plan.workload_file import load_workload

    workload = load_workload(Path(__file__).parents[1] / "data" / "decisions" / "segmentation.yaml")
    plan = make_plan(workload, None, kb, date(2026, 12, 3))
    bundle = write_bundle_files(plan, kb, tmp_path / "bundle")
    assert '"model_id": "deeplabv3_resnet50",' in (bundle / "train.py").read_text("utf-8")
    _vision_trains_and_resumes(bundle, masks_folder, tmp_path / "output")


@pytest.fixture(scope="module")
def tiny_sd(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A Stable Diffusion 1.x layout of tiny parts (random weights) and four captioned
    images."""
    pytest.importorskip("torch")
    pytest.importorskip("torchvision")
    diffusers = pytest.importorskip("diffusers")
    transformers = pytest.importorskip("transformers")
    image = pytest.importorskip("PIL.Image")
    root = tmp_path_factory.mktemp("sd")
    model = root / "model"
    diffusers.DDPMScheduler(num_train_timesteps=100).save_pretrained(model / "scheduler")
    diffusers.AutoencoderKL(
        block_out_channels=(8,),
        down_block_types=("DownEncoderBlock2D",),
        up_block_types=("UpDecoderBlock2D",),
        latent_channels=4,
        norm_num_groups=8,
        sample_size=16,
    ).save_pretrained(model / "vae")
    diffusers.UNet2DConditionModel(
        sample_size=16,
        layers_per_block=1,
        block_out_channels=(8, 16),
        down_block_types=("CrossAttnDownBlock2D", "DownBlock2D"),
        up_block_types=("UpBlock2D", "CrossAttnUpBlock2D"),
        cross_attention_dim=16,
        norm_num_groups=8,
        attention_head_dim=2,
    ).save_pretrained(model / "unet")
    letters = {f"{c}</w>": i + 2 for i, c in enumerate("abcdefghijklmnopqrstuvwxyz")}
    vocab = {"<|startoftext|>": 0, "<|endoftext|>": 1, **letters}
    (model / "tokenizer").mkdir()
    (model / "tokenizer" / "vocab.json").write_text(json.dumps(vocab), encoding="utf-8")
    (model / "tokenizer" / "merges.txt").write_text("#version: 0.2\n", encoding="utf-8")
    transformers.CLIPTokenizer(
        str(model / "tokenizer" / "vocab.json"),
        str(model / "tokenizer" / "merges.txt"),
        model_max_length=16,
    ).save_pretrained(model / "tokenizer")
    config = transformers.CLIPTextConfig(
        hidden_size=16,
        intermediate_size=32,
        num_hidden_layers=1,
        num_attention_heads=2,
        vocab_size=len(vocab),
        max_position_embeddings=16,
        bos_token_id=0,
        eos_token_id=1,
        pad_token_id=1,
    )
    transformers.CLIPTextModel(config).save_pretrained(model / "text_encoder")
    (root / "data").mkdir()
    for i in range(4):
        image.new("RGB", (32, 32), (60 * i, 100, 30)).save(root / "data" / f"{i}.png")
        (root / "data" / f"{i}.txt").write_text("a b c", encoding="utf-8")
    return root


def test_the_sd_lora_bundle_trains_two_steps_and_resumes(
    kb: KnowledgeBase, tiny_sd: Path, tmp_path: Path
) -> None:
    plan = load_plan("linux_single_gpu_pytorch")
    workload = plan.workload.model_copy(update={"task": Task.DIFFUSION, "mode": Mode.LORA})
    bundle = write_bundle_files(
        plan.model_copy(update={"workload": workload}), kb, tmp_path / "bundle"
    )
    output = tmp_path / "output"

    def run(steps: int) -> list[dict]:
        args = [
            *(sys.executable, str(bundle / "train.py"), "--model", str(tiny_sd / "model")),
            *("--data", str(tiny_sd / "data"), "--output", str(output), "--no-xl"),
            *("--precision", "fp32", "--max-steps", str(steps), "--save-steps", "1"),
            *("--batch-size", "2", "--grad-accum", "1", "--resolution", "32"),
        ]
        return _run_json(bundle, args)

    first = run(2)
    assert next(line for line in first if "saved" in line)["steps"] == 2
    assert (output / "checkpoint-2").is_dir() and (output / "lora").is_dir()
    second = run(3)
    assert [line["resuming_from"] for line in second if "resuming_from" in line] == [
        str(output / "checkpoint-2")
    ]
    assert next(line for line in second if "saved" in line)["steps"] == 3
    assert sorted(p.name for p in output.glob("checkpoint-*")) == ["checkpoint-2", "checkpoint-3"]


def test_measure_reports_the_models_peak_memory_and_throughput_beside_the_estimate(
    kb: KnowledgeBase, tiny: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """scripts/measure.py builds the model from its config (random weights), times steps
    at three shapes, and `dlconfig-cli measure` sets the figures beside the plan's."""
    from dlconfig.cli import main

    plan = _with_mode(load_plan("qlora_llm"), Mode.LORA)
    bundle = write_bundle_files(plan, kb, tmp_path / "bundle")
    base = ["measure", str(bundle), "--quick", "--model", str(tiny / "model")]
    assert main([*base, "--python", sys.executable, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["schema"] == "dlconfig.measure/1" and report["device"].startswith("cpu")
    assert [r["seq_len"] for r in report["runs"]][-1] == plan.workload.seq_len
    assert all(r["tokens_per_s"] > 0 and r["peak_rss_gib"] > 0 for r in report["runs"])
    assert plan.requirements is not None
    assert report["estimate_vram_gib_per_gpu"] == plan.requirements.vram_gib_per_gpu
    assert report["oom_at"] is None

    assert main([*base, "--python", sys.executable, "--profile"]) == 0
    shown = capsys.readouterr().out
    assert "operator" in shown and "aten::" in shown  # the top operators
    assert "planned, not measured" in shown and "Measured on cpu" in shown
    assert (bundle / "measure.trace.json").is_file()

    # kept for this machine, the next estimate shows it beside the formula; reset removes it
    assert main(["calibrate", str(bundle / "measure.json")]) == 0
    assert "Kept for this machine" in capsys.readouterr().out
    workload = tmp_path / "workload.yaml"
    workload.write_text(
        plan.workload.model_dump_json(by_alias=True, exclude_none=True), encoding="utf-8"
    )
    (kept,) = calibration_for(plan.workload.model.preset, plan.workload.mode.value)
    assert str(kept["device"]).startswith("cpu") and kept["tokens_per_s"] > 0
    measured = render_text("measure.on_this_machine", measured_params(kept))
    assert measured is not None
    assert main(["estimate", str(workload)]) == 0
    assert measured in capsys.readouterr().out
    assert main(["calibrate", "--reset"]) == 0
    assert "Removed 1 measurement(s)" in capsys.readouterr().out
    assert main(["estimate", str(workload)]) == 0
    assert measured not in capsys.readouterr().out


def test_measure_without_torch_says_how_to_get_it(
    kb: KnowledgeBase, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from dlconfig.cli import main

    bundle = write_bundle_files(
        _with_mode(load_plan("qlora_llm"), Mode.LORA), kb, tmp_path / "bundle"
    )
    bare = tmp_path / "bare"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(bare)], check=True)
    assert main(["measure", str(bundle), "--python", str(bare / "bin" / "python")]) != 0
    err = capsys.readouterr().err
    assert "has no torch" in err and "dlconfig-cli apply" in err


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _get(url: str, body: bytes | None = None) -> tuple[int, dict]:
    request = urllib.request.Request(url, data=body, headers={"content-type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_a_pytorch_inference_bundle_serves_its_model(
    kb: KnowledgeBase, tiny: Path, tmp_path: Path
) -> None:
    plan = _with_mode(load_plan("qlora_llm"), Mode.INFERENCE)
    bundle = write_bundle_files(plan, kb, tmp_path / "bundle")
    assert json.loads((bundle / "recommendation.json").read_text("utf-8"))
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "serve.py", "--model", str(tiny / "model"), "--port", str(port)],
        cwd=bundle,
        env=_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        status, health = 0, {}
        for _ in range(600):  # until loaded (the readiness probe's wait), at most ~5 minutes
            try:
                status, health = _get(f"http://127.0.0.1:{port}/health")
            except OSError:
                status = 0
            if status == 200 or server.poll() is not None:
                break
            time.sleep(0.5)
        assert status == 200, server.stdout.read() if server.poll() is not None else health
        body = json.dumps({"inputs": "w1 w2 w3", "parameters": {"max_new_tokens": 3}}).encode()
        status, answer = _get(f"http://127.0.0.1:{port}/predict", body)
        assert status == 200, answer
        assert answer[0]["generated_text"].startswith("w1 w2 w3")
        status, error = _get(f"http://127.0.0.1:{port}/predict", b'{"input": 1}')
        assert status == 400 and "inputs" in error["error"]
    finally:
        server.kill()
        server.wait(timeout=30)
        if server.stdout is not None:
            server.stdout.close()


@pytest.fixture(scope="module")
def coco_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Detection data in the COCO layout: four images, boxes with polygons, two
    categories (ids 3 and 7, not 1..K), a crowd box and a box without area left out."""
    image = pytest.importorskip("PIL.Image")
    root = tmp_path_factory.mktemp("coco")
    (root / "images").mkdir()
    images, annotations = [], []
    for i in range(4):
        image.new("RGB", (48, 40), (40 * i, 90, 20)).save(root / "images" / f"{i}.png")
        images.append({"id": 10 + i, "file_name": f"{i}.png", "width": 48, "height": 40})
        x, y = 4 + 2 * i, 6
        annotations.append(
            {
                "id": i,
                "image_id": 10 + i,
                "category_id": 3 if i % 2 else 7,
                "iscrowd": 0,
                "bbox": [x, y, 20, 16],
                "area": 320,
                "segmentation": [[x, y, x + 20, y, x + 20, y + 16, x, y + 16]],
            }
        )
    crowd = {"id": 8, "image_id": 10, "category_id": 3, "iscrowd": 1, "bbox": [0, 0, 9, 9]}
    flat = {"id": 9, "image_id": 11, "category_id": 7, "iscrowd": 0, "bbox": [5, 5, 0, 4]}
    annotations += [crowd, flat]
    coco = {
        "images": images,
        "annotations": annotations,
        "categories": [{"id": 3, "name": "cat"}, {"id": 7, "name": "dog"}],
    }
    (root / "annotations.json").write_text(json.dumps(coco), encoding="utf-8")
    return root


@pytest.mark.parametrize("model", [None, "maskrcnn_resnet50_fpn"])
def test_the_detection_bundle_trains_two_steps_and_resumes(
    kb: KnowledgeBase, coco_folder: Path, tmp_path: Path, model: str | None
) -> None:
    """The plan's own Faster R-CNN (torchvision, random weights) on COCO annotations, and
    Mask R-CNN through the script's --model (it reads the polygons as masks)."""
    pytest.importorskip("torch")
    pytest.importorskip("torchvision")
    from dlconfig.plan.pipeline import make_plan
    from dlconfig.plan.workload_file import load_workload

    workload = load_workload(Path(__file__).parents[1] / "data" / "decisions" / "detection.yaml")
    plan = make_plan(workload, None, kb, date(2026, 12, 3))
    bundle = write_bundle_files(plan, kb, tmp_path / "bundle")
    output = tmp_path / "output"
    assert '"model_id": "fasterrcnn_resnet50_fpn",' in (bundle / "train.py").read_text("utf-8")
    _vision_trains_and_resumes(bundle, coco_folder, output, *(("--model", model) if model else ()))
    import torch

    final = torch.load(output / "final.pt", weights_only=False)
    assert final["labels"] == {1: "cat", 2: "dog"}  # the file's categories, background 0
    head = "roi_heads.box_predictor.cls_score.weight"
    assert final["model"][head].shape[0] == 3  # two categories and the background
