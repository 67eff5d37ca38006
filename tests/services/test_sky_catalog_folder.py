"""Where Settings looks for a SkyPilot catalog to import: ``~/.sky/catalogs/<version>/``."""

from __future__ import annotations

from pathlib import Path

from dlconfig.services import sky_catalog_folder


def make(home: Path, version: str, cloud: str = "aws") -> Path:
    folder = home / ".sky" / "catalogs" / version / cloud
    folder.mkdir(parents=True)
    (folder / "vms.csv").write_text("InstanceType\n", encoding="utf-8")
    return folder.parent


def test_no_sky_folder_is_no_catalog(tmp_path: Path) -> None:
    assert sky_catalog_folder(tmp_path) is None


def test_the_newest_version_with_a_vms_csv_is_offered(tmp_path: Path) -> None:
    make(tmp_path, "v7")
    make(tmp_path, "v10", cloud="gcp")
    make(tmp_path, "v9")
    (tmp_path / ".sky" / "catalogs" / "v11").mkdir()  # no vms.csv: not a catalog
    assert sky_catalog_folder(tmp_path) == tmp_path / ".sky" / "catalogs" / "v10"
