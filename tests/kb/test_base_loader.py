"""Knowledge-base files load with a safe YAML loader: same data, no Python objects."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from dlconfig.kb.base import KbError, read_data_file


def test_yaml_and_json_give_the_same_data(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("gpus:\n  - {name: H100, vram_gib: 80, as_of: 2026-11-01}\n")
    data = read_data_file(tmp_path, "a")
    assert data == yaml.safe_load((tmp_path / "a.yaml").read_text())
    assert str(data["gpus"][0]["as_of"]) == "2026-11-01"


@pytest.mark.parametrize(
    "text",
    [
        "x: !!python/object/apply:os.system ['echo hacked']\n",
        "x: !!python/name:os.system\n",
        "x: [unclosed\n",
    ],
)
def test_python_tags_and_bad_syntax_are_refused(tmp_path: Path, text: str) -> None:
    (tmp_path / "bad.yaml").write_text(text)
    with pytest.raises(KbError, match=r"bad\.yaml: cannot be parsed"):
        read_data_file(tmp_path, "bad")
