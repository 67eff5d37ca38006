"""Bundles of workloads with ``notebook: true`` (Linux, WSL 2, a public Kubernetes
notebook): the scripts pass shellcheck, the manifests validate, and no generated file
starts a notebook on a public address without authentication."""

from __future__ import annotations

import functools
import os
import re
import stat
import subprocess
from datetime import date
from pathlib import Path

import pytest
import yaml
from yamllint import linter

from dlconfig.export.bundle import render_files
from dlconfig.export.readme.texts import t
from dlconfig.kb import KnowledgeBase
from dlconfig.models.plan import Plan
from dlconfig.models.workload import Workload

from .test_bundle_checks import CORE_KINDS, YAMLLINT, run_tool

HASH = "argon2:$argon2id$v=19$m=10240,t=10,p=8$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo"
WORKLOADS: dict[str, dict[str, object]] = {
    "linux": {"name": "nb-linux", "notebook": True},
    "wsl2": {"name": "nb-wsl", "notebook": True, "target": "wsl2"},
    "conda": {"name": "nb-conda", "notebook": True, "env_manager": "conda"},
    "public": {
        "name": "nb-public",
        "notebook": True,
        "notebook_public": True,
        "notebook_tls_cert": "nb-tls",
        "notebook_password_hash": HASH,
    },
}
LOOPBACK = {"127.0.0.1", "localhost", "::1"}


@functools.cache
def _plan(name: str) -> Plan:
    from dlconfig.plan.pipeline import make_plan

    workload = Workload.model_validate(WORKLOADS[name])
    plan = make_plan(workload, None, KnowledgeBase(), date(2026, 12, 2))
    assert plan.stack is not None, plan.conflicts
    return plan


@pytest.fixture(scope="module")
def bundles(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("notebooks")
    out: dict[str, Path] = {}
    for name in WORKLOADS:
        folder = root / name
        for rel, content in render_files(_plan(name), KnowledgeBase()).items():
            path = folder / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content, encoding="utf-8") if isinstance(
                content, str
            ) else path.write_bytes(content)
        out[name] = folder
    return out


def test_jupyterlab_is_pinned_from_the_knowledge_base() -> None:
    pins = {p.name: p for p in _plan("linux").stack.packages}  # type: ignore[union-attr]
    assert pins["jupyterlab"].version == "4.6.6"
    assert "package index metadata: jupyterlab" in (pins["jupyterlab"].reason.source or "")
    plain = Workload.model_validate({"name": "no-notebook"})
    from dlconfig.plan.pipeline import make_plan

    plan = make_plan(plain, None, KnowledgeBase(), date(2026, 12, 2))
    assert "jupyterlab" not in {p.name for p in plan.stack.packages}  # type: ignore[union-attr]
    assert plan.container is not None and plan.container.notebook is None


def test_every_bundle_has_the_notebook_files(bundles: dict[str, Path]) -> None:
    for folder in bundles.values():
        assert (folder / "scripts/start_notebook.sh").is_file()
        assert (folder / "k8s/notebook.yaml").is_file()
        assert "jupyterlab==4.6.6" in (folder / "requirements.txt").read_text(encoding="utf-8")
        compose = yaml.safe_load((folder / "compose.yaml").read_text(encoding="utf-8"))
        assert "notebook" in compose["services"]


def test_notebook_scripts_pass_shellcheck(bundles: dict[str, Path]) -> None:
    scripts = [str(f / "scripts/start_notebook.sh") for f in bundles.values()]
    run = run_tool("shellcheck", "--severity=style", "--shell=bash", *scripts)
    assert run.returncode == 0, run.stdout + run.stderr


def test_notebook_yaml_passes_yamllint_and_kubernetes_validate(bundles: dict[str, Path]) -> None:
    files = [p for f in bundles.values() for p in (f / "compose.yaml", f / "k8s/notebook.yaml")]
    for path in files:
        problems = list(linter.run(path.read_text(encoding="utf-8"), YAMLLINT))
        assert not problems, f"{path}: {problems}"
    manifests = [f / "k8s/notebook.yaml" for f in bundles.values()]
    kinds = {
        d["kind"] for p in manifests for d in yaml.safe_load_all(p.read_text(encoding="utf-8"))
    }
    assert kinds <= CORE_KINDS and kinds == {"Deployment", "Service"}
    run = run_tool("kubernetes-validate", "--strict", "--quiet", *map(str, manifests))
    assert run.returncode == 0, run.stdout + run.stderr


def test_dockerfiles_pass_hadolint(bundles: dict[str, Path]) -> None:
    for folder in bundles.values():
        run = run_tool("hadolint", "--failure-threshold", "error", str(folder / "Dockerfile"))
        assert run.returncode == 0, run.stdout + run.stderr


def _ip_of(words: list[str]) -> str | None:
    for i, word in enumerate(words):
        match = re.fullmatch(r"--(?:ServerApp\.|NotebookApp\.)?ip=(\S+)", word)
        if match:
            return match.group(1).strip("'\"")
        if word in ("--ip", "--ServerApp.ip") and i + 1 < len(words):
            return words[i + 1]
    return None


def _authenticated(words: list[str], env: dict[str, str]) -> bool:
    """A token from a file or the environment, or a password; never an emptied token."""
    if any(re.search(r"token=(''|\"\"|)$", w) for w in words):
        return False
    return bool(
        {"JUPYTER_TOKEN_FILE", "JUPYTER_TOKEN"} & set(env)
        or any("hashed_password=" in w for w in words)
    )


def _containers(doc: dict) -> list[dict]:
    spec = doc.get("spec", {}).get("template", {}).get("spec", {})
    return list(spec.get("containers", []))


def _jupyter_listeners(folder: Path) -> list[tuple[str, str | None, bool, str]]:
    """(file, address, authenticated, how it is published) of every notebook the bundle
    starts: shell scripts, Compose services and Kubernetes containers."""
    found: list[tuple[str, str | None, bool, str]] = []
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.suffix == ".pdf":
            continue
        rel = path.relative_to(folder).as_posix()
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".sh":
            for line in re.sub(r"\\\n\s*", " ", text).splitlines():
                if re.search(r"\bjupyter\b.*\blab\b|JUPYTER\[@\]\}\"? lab", line) and not (
                    line.lstrip().startswith(("#", "printf", "echo"))
                ):
                    words = line.split()
                    auth = "JUPYTER_TOKEN_FILE" in text
                    found.append((rel, _ip_of(words), auth, "host"))
        elif rel == "compose.yaml":
            for svc in yaml.safe_load(text)["services"].values():
                words = [str(w) for w in svc.get("command", [])]
                if "jupyter" in words:
                    ports = [str(p) for p in svc.get("ports", [])]
                    published = ",".join(ports)
                    env = {str(k): str(v) for k, v in (svc.get("environment") or {}).items()}
                    found.append((rel, _ip_of(words), _authenticated(words, env), published))
        elif rel.startswith("k8s/"):
            docs = [d for d in yaml.safe_load_all(text) if d]
            services = [d for d in docs if d["kind"] == "Service"]
            for doc in docs:
                for c in _containers(doc):
                    words = [str(w) for w in [*c.get("command", []), *c.get("args", [])]]
                    if "jupyter" not in words:
                        continue
                    env = {e["name"]: str(e.get("value", "")) for e in c.get("env", [])}
                    types = ",".join(s["spec"].get("type", "ClusterIP") for s in services)
                    found.append((rel, _ip_of(words), _authenticated(words, env), types))
    return found


def test_no_notebook_listens_on_a_public_address_without_authentication(
    bundles: dict[str, Path],
) -> None:
    for name, folder in bundles.items():
        listeners = _jupyter_listeners(folder)
        assert {f for f, *_ in listeners} == {
            "scripts/start_notebook.sh",
            "compose.yaml",
            "k8s/notebook.yaml",
        }, listeners
        for rel, address, authenticated, published in listeners:
            assert address is not None, (name, rel)  # never Jupyter's default left to chance
            assert authenticated, (name, rel)
            if rel.endswith(".sh"):
                assert address in LOOPBACK, (name, rel, address)
            if rel == "compose.yaml":
                assert published and all(p.startswith("127.0.0.1:") for p in published.split(","))
            if rel.startswith("k8s/"):
                public = WORKLOADS[name].get("notebook_public", False)
                assert published == ("LoadBalancer" if public else "ClusterIP"), (name, published)


def test_the_public_notebook_serves_tls_with_a_password(bundles: dict[str, Path]) -> None:
    docs = list(yaml.safe_load_all((bundles["public"] / "k8s/notebook.yaml").read_text()))
    (container,) = _containers(docs[0])
    words = container["command"]
    assert any(w.endswith("/tls.crt") for w in words) and any(w.endswith("/tls.key") for w in words)
    assert f"--PasswordIdentityProvider.hashed_password={HASH}" in words
    volumes = docs[0]["spec"]["template"]["spec"]["volumes"]
    assert {"name": "tls", "secret": {"secretName": "nb-tls"}} in volumes
    readme = (bundles["public"] / "README.md").read_text(encoding="utf-8")
    assert t("readme.notebook_public", "en", secret="nb-tls") in readme


def test_the_readme_says_how_to_reach_the_notebook(bundles: dict[str, Path]) -> None:
    linux = (bundles["linux"] / "README.md").read_text(encoding="utf-8")
    assert "ssh -N -L 8888:localhost:8888 USER@HOST" in linux
    assert "kubectl port-forward service/nb-linux-notebook 8888:8888" in linux
    assert "kubectl apply -f k8s/notebook.yaml" in linux
    assert "Windows" not in linux.split("## Notebook")[1].split("## ")[0]
    wsl = (bundles["wsl2"] / "README.md").read_text(encoding="utf-8")
    assert "open http://localhost:8888/lab in a Windows browser" in wsl
    assert "learn.microsoft.com/en-us/windows/wsl/networking" in wsl


def test_start_notebook_makes_a_private_token_and_binds_loopback(
    bundles: dict[str, Path], tmp_path: Path
) -> None:
    """Run the script with a stand-in jupyter: the token file is the user's alone, the
    server gets 127.0.0.1 and the token through JUPYTER_TOKEN_FILE, never on its command
    line; the printed hint is the SSH tunnel."""
    folder = bundles["linux"]
    fake = folder / ".venv/bin/jupyter"
    fake.parent.mkdir(parents=True, exist_ok=True)
    fake.write_text(
        '#!/usr/bin/env bash\nprintf "%s\\n" "$@" > "$HOME/args"\n'
        'printf "%s" "$JUPYTER_TOKEN_FILE" > "$HOME/token_file"\n',
        encoding="utf-8",
    )
    fake.chmod(0o755)
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(tmp_path / "elsewhere")}
    run = subprocess.run(
        ["bash", str(folder / "scripts/start_notebook.sh")],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    token_file = home / ".config/dlconfig/notebook-nb-linux.token"
    assert (home / "token_file").read_text() == str(token_file)
    mode = stat.S_IMODE(token_file.stat().st_mode)
    assert mode == 0o600 and stat.S_IMODE(token_file.parent.stat().st_mode) == 0o700
    token = token_file.read_text()
    assert re.fullmatch(r"[0-9a-f]{64}", token)
    args = (home / "args").read_text().split()
    assert "--ip=127.0.0.1" in args and not any(token in a for a in args)
    assert "ssh -N -L 8888:localhost:8888 " in run.stdout
    again = subprocess.run(
        ["bash", str(folder / "scripts/start_notebook.sh"), "--print-token"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert again.stdout == token  # the same token, kept; no newline for a Secret file
