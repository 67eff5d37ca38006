"""A notebook asked for on a public address without TLS or a password is refused: one line
naming the missing field, exit code 2, nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlconfig.cli import main

HASH = "argon2:$argon2id$v=19$m=10240,t=10,p=8$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo"
CASES = {
    "no_tls": (
        f"notebook: true\nnotebook_public: true\nnotebook_password_hash: '{HASH}'\n",
        "notebook_tls_cert",
    ),
    "no_password": (
        "notebook: true\nnotebook_public: true\nnotebook_tls_cert: nb-tls\n",
        "notebook_password_hash",
    ),
    "no_notebook": (
        f"notebook_public: true\nnotebook_tls_cert: nb-tls\nnotebook_password_hash: '{HASH}'\n",
        "notebook: true",
    ),
    "plain_password": (
        "notebook: true\nnotebook_public: true\nnotebook_tls_cert: nb-tls\n"
        "notebook_password_hash: hunter2\n",
        "notebook_password_hash",
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("command", ["plan", "export"])
def test_a_public_notebook_without_tls_or_password_is_refused(
    name: str, command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content, field = CASES[name]
    path = tmp_path / f"{name}.yaml"
    path.write_text(content, encoding="utf-8")
    out = tmp_path / "bundle"
    argv = [command, str(path)] + (["--out", str(out), "--no-pdf"] if command == "export" else [])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert field in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    assert not out.exists()


def test_a_public_notebook_with_tls_and_a_password_is_planned_with_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "public.yaml"
    path.write_text(
        f"notebook: true\nnotebook_public: true\nnotebook_tls_cert: nb-tls\n"
        f"notebook_password_hash: '{HASH}'\n",
        encoding="utf-8",
    )
    assert main(["plan", str(path), "--json"]) == 0
    import json

    plan = json.loads(capsys.readouterr().out)
    assert plan["container"]["notebook"]["is_public"] is True
    warning = [r for r in plan["container"]["reasons"] if r["code"] == "container.notebook.public"]
    assert warning and warning[0]["text"].startswith("Warning:")
    assert "nb-tls" in warning[0]["text"]
    assert warning[0]["source"].startswith("https://jupyter-server.readthedocs.io/")
