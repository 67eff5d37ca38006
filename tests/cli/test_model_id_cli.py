"""--model-id ORG/NAME: config.json (and the safetensors index) fetched from the Hub, or
the mirror HF_ENDPOINT names, into the cache; a local server stands in for the Hub."""

from __future__ import annotations

import http.server
import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pytest

from dlconfig.cli import main
from dlconfig.plan.model_hub import ModelHubError, check_model_id, fetch_model_files
from tests.plan.test_model_files import TINY_LLAMA_CONFIG

CONFIG = {**TINY_LLAMA_CONFIG, "torch_dtype": "bfloat16"}
INDEX = {"metadata": {"total_size": 2 * 3_000_000}, "weight_map": {}}


class _Hub(http.server.BaseHTTPRequestHandler):
    files: ClassVar[dict[str, bytes]] = {}
    seen: ClassVar[list[tuple[str, str | None]]] = []

    def do_GET(self) -> None:
        self.seen.append((self.path, self.headers.get("Authorization")))
        if self.path.startswith("/meta-llama/"):
            self.send_response(401)
            self.end_headers()
            return
        body = self.files.get(self.path)
        if body is None:
            self.send_response(404)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    _Hub.files = {
        "/tiny/llama/resolve/main/config.json": json.dumps(CONFIG).encode(),
        "/tiny/llama/resolve/main/model.safetensors.index.json": json.dumps(INDEX).encode(),
        "/tiny/noindex/resolve/main/config.json": json.dumps(CONFIG).encode(),
    }
    _Hub.seen = []
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Hub)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    endpoint = f"http://127.0.0.1:{server.server_address[1]}"
    monkeypatch.setenv("HF_ENDPOINT", endpoint)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1")
    monkeypatch.setenv("no_proxy", "127.0.0.1")
    monkeypatch.delenv("HF_TOKEN", raising=False)
    yield endpoint
    server.shutdown()
    server.server_close()


def test_plan_by_model_id_reads_the_fetched_config_and_index(
    hub: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from dlconfig.settings.files import cache_dir

    assert main(["plan", "--model-id", "tiny/llama", "--no-probe", "--json"]) == 0
    plan = json.loads(capsys.readouterr().out)
    model = plan["workload"]["model"]
    # the index's 6,000,000 bytes of bfloat16 weights: exactly 3M parameters
    assert model["params_b"] == pytest.approx(0.003)
    assert model["layers"] == 2 and model["hidden"] == 256
    assert [p for p, _ in _Hub.seen] == [
        "/tiny/llama/resolve/main/config.json",
        "/tiny/llama/resolve/main/model.safetensors.index.json",
    ]
    assert (cache_dir() / "hub" / "tiny" / "llama" / "config.json").is_file()


def test_model_id_and_model_config_together_are_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["estimate", "--model-id", "a/b", "--model-config", "config.json"]) == 2
    assert "not both" in capsys.readouterr().err


def test_the_index_gives_the_exact_count_and_a_model_without_one_reads_config_json(
    hub: str, tmp_path: Path
) -> None:
    with_index = fetch_model_files("tiny/llama", tmp_path, env={"HF_ENDPOINT": hub})
    assert with_index == tmp_path / "hub" / "tiny" / "llama" / "model.safetensors.index.json"
    assert (with_index.parent / "config.json").is_file()
    plain = fetch_model_files("tiny/noindex", tmp_path, env={"HF_ENDPOINT": hub})
    assert plain.name == "config.json"


@pytest.mark.parametrize(
    ("model_id", "says"),
    [
        ("nobody/nothing", "has no such model"),
        ("meta-llama/Llama-3.1-8B", "gated or private"),
    ],
)
def test_a_missing_or_gated_model_is_one_line_exit_2(
    hub: str, model_id: str, says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["estimate", "--model-id", model_id]) == 2
    err = capsys.readouterr().err
    assert says in err and len(err.strip().splitlines()) == 1
    if "gated" in says:
        assert "HF_TOKEN" in err and "--model-config FILE" in err


def test_the_token_is_sent_and_never_written(hub: str, tmp_path: Path) -> None:
    fetch_model_files("tiny/llama", tmp_path, env={"HF_ENDPOINT": hub, "HF_TOKEN": "hf_secret"})
    assert all(auth == "Bearer hf_secret" for _, auth in _Hub.seen)
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert b"hf_secret" not in path.read_bytes()


def test_offline_says_how_to_give_a_file(tmp_path: Path) -> None:
    with pytest.raises(ModelHubError, match=r"cannot reach .*--model-config FILE"):
        fetch_model_files("tiny/llama", tmp_path, env={"HF_ENDPOINT": "http://127.0.0.1:9"})


@pytest.mark.parametrize("bad", ["../etc", "a/b/c", "a b/c", "/abs", "a/..", "x", ""])
def test_a_model_id_that_is_no_repository_id_is_refused(bad: str) -> None:
    with pytest.raises(ModelHubError, match="ORG/NAME"):
        check_model_id(bad)
