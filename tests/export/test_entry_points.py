"""What the bundle runs: train.py and its launcher config, serve.sh and the serving
manifests, and verify_env.py's per-package lines."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import yaml

from dlconfig.export.bundle import BundleResult, render_files
from dlconfig.kb import KnowledgeBase

from .conftest import load_plan, with_packages


def _text(bundle: BundleResult, name: str) -> str:
    return (bundle.out_dir / name).read_text(encoding="utf-8")


def test_no_readme_asks_for_an_entry_point(bundles: dict[str, BundleResult]) -> None:
    for bundle in bundles.values():
        assert "put your entry point" not in _text(bundle, "README.md")


def test_vllm_serving_runs_the_plans_server(bundles: dict[str, BundleResult]) -> None:
    bundle = bundles["vllm_service"]
    serve = _text(bundle, "serve.sh")
    assert 'exec vllm serve "$MODEL"' in serve
    assert "--tensor-parallel-size 2" in serve and "--max-model-len 8192" in serve
    assert "--gpu-memory-utilization 0.9" in serve and "--dtype bfloat16" in serve
    assert 'MODEL="${MODEL:-meta-llama/Llama-3.1-8B}"' in serve
    deployment = yaml.safe_load(_text(bundle, "k8s/deployment.yaml"))
    container = deployment["spec"]["template"]["spec"]["containers"][0]
    assert container["readinessProbe"]["httpGet"] == {"path": "/health", "port": "http"}
    assert container["ports"] == [{"name": "http", "containerPort": 8000}]
    assert container["resources"]["limits"]["nvidia.com/gpu"] == 2  # = tensor parallel
    assert container["command"] == ["bash", "serve.sh"]
    compose = yaml.safe_load(_text(bundle, "compose.yaml"))
    assert compose["services"]["inference"]["ports"] == ["8000:8000"]
    assert yaml.safe_load(_text(bundle, "k8s/service.yaml"))["spec"]["ports"][0]["port"] == 8000


def test_tensorflow_serving_probes_the_models_status(bundles: dict[str, BundleResult]) -> None:
    bundle = bundles["tf_serving"]
    assert "tensorflow_model_server" in _text(bundle, "serve.sh")
    assert "FROM tensorflow/serving:2.20.0-gpu" in _text(bundle, "Dockerfile")
    container = yaml.safe_load(_text(bundle, "k8s/deployment.yaml"))["spec"]["template"]["spec"][
        "containers"
    ][0]
    assert container["readinessProbe"]["httpGet"]["path"] == "/v1/models/tf-serving"
    assert container["ports"][0]["containerPort"] == 8501
    assert container["env"] == [{"name": "MODEL_DIR", "value": "/data/tf-serving"}]


def test_qlora_training_loads_4bit_weights_with_the_plans_settings(
    bundles: dict[str, BundleResult],
) -> None:
    train = _text(bundles["qlora_llm"], "train.py")
    assert "BitsAndBytesConfig(" in train and "peft.prepare_model_for_kbit_training" in train
    for line in (
        '"model_id": "meta-llama/Llama-3.1-8B",',
        '"mode": "qlora",',
        '"grad_accum": 4,',
        '"gradient_checkpointing": True,',
        '"optim": "paged_adamw_8bit",',
    ):
        assert line in train
    assert not (bundles["qlora_llm"].out_dir / "ds_config.json").exists()


def test_zero3_gets_a_deepspeed_config_beside_train_py(bundles: dict[str, BundleResult]) -> None:
    bundle = bundles["zero3_finetune"]
    config = json.loads(_text(bundle, "ds_config.json"))
    assert config["zero_optimization"]["stage"] == 3
    assert 'deepspeed=str(Path(__file__).with_name("ds_config.json"))' in _text(bundle, "train.py")
    assert "torchrun --standalone --nproc-per-node=4 train.py --data ./data" in _text(
        bundle, "README.md"
    )


def test_multi_node_fsdp_starts_the_decisions_nodes_and_gpus_with_torchrun(
    kb: KnowledgeBase,
) -> None:
    """One launcher for every place: torchrun with the decision's nodes and GPUs per node;
    FSDP comes from train.py's own arguments (no accelerate config to forget)."""
    plan = load_plan("linux_multinode_pytorch")
    hardware = plan.hardware
    assert hardware is not None
    choice = hardware.choice.model_copy(update={"strategy": "multi_node_fsdp"})
    plan = plan.model_copy(update={"hardware": hardware.model_copy(update={"choice": choice})})
    files = render_files(plan, kb)
    assert "accelerate_config.yaml" not in files
    train = str(files["train.py"])
    assert "fsdp=True," in train
    readme = str(files["README.md"])
    assert (
        "torchrun --nnodes=4 --nproc-per-node=8 --rdzv-backend=c10d"
        " --rdzv-endpoint=NODE0:29500 train.py --data ./data"
    ) in readme


def test_verify_env_checks_each_package_version_and_import(
    kb: KnowledgeBase, tmp_path: Path
) -> None:
    installed = metadata.version("PyYAML")
    plan = with_packages(load_plan("cpu_only_laptop"), {"PyYAML": installed, "Jinja2": "0.0.1"})
    script = tmp_path / "verify_env.py"
    script.write_text(str(render_files(plan, kb)["scripts/verify_env.py"]), encoding="utf-8")
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, check=False)
    lines = run.stdout.splitlines()
    assert any(
        line.startswith("PASS  PyYAML")
        and f"PyYAML {installed}" in line
        and "import yaml ok" in line
        for line in lines
    ), run.stdout
    assert any(line.startswith("FAIL  Jinja2") and "(plan: 0.0.1)" in line for line in lines), (
        run.stdout
    )
    assert run.returncode == 1


FAKE_TORCH = """
__version__ = "2.9.1+cu128"
float16 = "float16"


class version:
    cuda = "12.8"


class _Matrix:
    def __init__(self, rows, cols, value):
        self.rows, self.cols, self.value = rows, cols, value

    def __matmul__(self, other):
        return _Matrix(self.rows, other.cols, self.value * other.value * self.cols)

    def sum(self):
        return _Matrix(1, 1, self.value * self.rows * self.cols)

    def item(self):
        return self.value


def ones(shape, device="cpu"):
    return _Matrix(shape[0], shape[1], 1.0)


def randn(shape, device="cpu", dtype=None):
    return _Matrix(shape[0], shape[1], 0.5)


class cuda:
    is_available = staticmethod(lambda: True)
    device_count = staticmethod(lambda: 1)
    get_device_capability = staticmethod(lambda index=0: (9, 0))
    get_arch_list = staticmethod(lambda: ["sm_80", "sm_90"])
    get_device_name = staticmethod(lambda index=0: "NVIDIA H100 80GB HBM3")
"""
FAKE_BNB_FUNCTIONAL = """
def quantize_4bit(weight, quant_type="nf4"):
    raise RuntimeError("bitsandbytes: libbitsandbytes_cuda128.so not found")
"""


def _fake_dist(root: Path, name: str, version: str, files: dict[str, str]) -> None:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    info = root / f"{name}-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")
    (info / "top_level.txt").write_text(f"{name}\n")


def test_verify_env_runs_each_librarys_cuda_check_on_a_gpu(
    kb: KnowledgeBase, tmp_path: Path
) -> None:
    """A sandbox with a fake torch that sees an H100 and a fake bitsandbytes whose CUDA
    library is missing: torch's lines pass, bitsandbytes imports but its CUDA line fails."""
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    plan = load_plan("qlora_llm")
    assert plan.stack is not None
    plan = plan.model_copy(
        update={
            "stack": plan.stack.model_copy(
                update={
                    "python": version,
                    "packages": [p for p in plan.stack.packages if p.name == "bitsandbytes"],
                }
            )
        }
    )
    fake = tmp_path / "site"
    _fake_dist(fake, "torch", "2.9.1", {"torch/__init__.py": FAKE_TORCH})
    _fake_dist(
        fake,
        "bitsandbytes",
        "0.50.2",
        {"bitsandbytes/__init__.py": "", "bitsandbytes/functional.py": FAKE_BNB_FUNCTIONAL},
    )
    script = tmp_path / "verify_env.py"
    script.write_text(str(render_files(plan, kb)["scripts/verify_env.py"]), encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-S", str(script)],
        capture_output=True,
        text=True,
        check=False,
        env={"PYTHONPATH": str(fake), "PATH": ""},
    )
    lines = {
        found.group(2): (found.group(1), found.group(3))
        for found in re.finditer(r"^(PASS|FAIL)  (\S+(?: cuda)?)\s+(.*)$", run.stdout, re.M)
    }
    for name in ("python", "framework", "cuda_build", "gpu", "arch", "matmul", "bitsandbytes"):
        assert lines[name][0] == "PASS", run.stdout + run.stderr
    assert "1024x1024 matmul on the GPU" in lines["matmul"][1]
    assert "import bitsandbytes ok" in lines["bitsandbytes"][1]
    assert lines["bitsandbytes cuda"] == (
        "FAIL",
        "CUDA check failed: RuntimeError: bitsandbytes: libbitsandbytes_cuda128.so not found",
    )
    assert run.returncode == 1


def test_train_py_adapts_the_layers_the_plan_sized(kb: KnowledgeBase) -> None:
    """PEFT's own default for Llama is q_proj and v_proj only; train.py must adapt the
    layers whose adapters the estimate counted."""
    plan = load_plan("qlora_llm")
    assert '"lora_targets": "all-linear",' in str(render_files(plan, kb)["train.py"])
    for targets, line in (
        ("attention", '"lora_targets": ["q_proj", "k_proj", "v_proj", "o_proj"],'),
        (["q_proj", "v_proj"], '"lora_targets": ["q_proj", "v_proj"],'),
    ):
        data = {**plan.workload.model_dump(mode="json"), "lora_targets": targets}
        workload = type(plan.workload).model_validate(data)
        train = str(render_files(plan.model_copy(update={"workload": workload}), kb)["train.py"])
        assert line in train
        assert 'target_modules=PLAN["lora_targets"]' in train


def test_training_keeps_its_output_on_a_claim_and_a_volume(kb: KnowledgeBase) -> None:
    """Checkpoints and the final model outlive the pod and the container; the job runs
    the decision's GPUs per node and writes to the mounted output folder."""
    files = render_files(load_plan("zero3_finetune"), kb)
    claims = list(yaml.safe_load_all(str(files["k8s/pvc.yaml"])))
    names = {claim["metadata"]["name"]: claim for claim in claims}
    output = next(claim for name, claim in names.items() if name.endswith("-output"))
    assert output["spec"]["accessModes"] == ["ReadWriteOnce"]
    job = yaml.safe_load(str(files["k8s/job.yaml"]))
    pod = job["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    assert container["command"] == [
        "torchrun",
        "--standalone",
        "--nproc-per-node=4",
        "train.py",
        "--output",
        "/output",
    ]
    assert {"name": "output", "mountPath": "/output"} in container["volumeMounts"]
    claim_names = {
        v["persistentVolumeClaim"]["claimName"]
        for v in pod["volumes"]
        if "persistentVolumeClaim" in v
    }
    assert output["metadata"]["name"] in claim_names
    assert container["resources"]["limits"]["nvidia.com/gpu"] == 4
    compose = yaml.safe_load(str(files["compose.yaml"]))
    service = compose["services"]["train"]
    assert {"type": "volume", "source": "output", "target": "/output"} in service["volumes"]
    assert "output" in compose["volumes"]
    assert "RUN mkdir -p /output && chown 10001:10001 /output" in str(files["Dockerfile"])


def test_a_tensor_parallel_decision_splits_layers_through_transformers(
    kb: KnowledgeBase,
) -> None:
    plan = load_plan("zero3_finetune")
    hardware = plan.hardware
    assert hardware is not None
    choice = hardware.choice.model_copy(
        update={"strategy": "tensor_parallel", "tensor_parallel": 4}
    )
    plan = plan.model_copy(update={"hardware": hardware.model_copy(update={"choice": choice})})
    train = str(render_files(plan, kb)["train.py"])
    assert '"tensor_parallel": 4,' in train
    assert "transformers.DistributedConfig(" in train
    assert "deepspeed=" not in train and "fsdp=True" not in train  # transformers shards it


def test_a_pytorch_inference_plan_without_an_engine_gets_serve_py_and_a_probe(
    kb: KnowledgeBase,
) -> None:
    plan = load_plan("inference_service")  # PyTorch, no serving engine pinned
    files = render_files(plan, kb)
    assert '"pipeline": "text-generation",' in str(files["serve.py"])
    assert "python serve.py" in str(files["README.md"])
    for name, body in files.items():
        if name.startswith("k8s/") and "kind: Deployment" in str(body):
            (container,) = yaml.safe_load(str(body))["spec"]["template"]["spec"]["containers"]
            assert container["command"] == ["python", "serve.py"]
            assert container["readinessProbe"]["httpGet"]["path"] == "/health"
            break
    else:
        raise AssertionError("no Deployment for the inference plan")
