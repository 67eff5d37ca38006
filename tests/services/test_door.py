"""The services door: every name it offers resolves, and importing it loads no engine."""

from __future__ import annotations

import subprocess
import sys

import dlconfig.services as services


def test_every_name_resolves() -> None:
    """The door's names are its TYPE_CHECKING imports, listed once; each one loads."""
    names = [name for name in dir(services) if not name.startswith("_")]
    assert len(services.door_names()) > 100 and set(services.door_names()) <= set(names)
    missing = [name for name in names if getattr(services, name, None) is None]
    assert not missing


def test_importing_the_door_loads_no_engine_module() -> None:
    code = (
        "import sys, dlconfig.services; "
        "print(sorted(m for m in sys.modules if m.startswith(('dlconfig.plan', 'dlconfig.export',"
        " 'dlconfig.kb', 'dlconfig.bench', 'dlconfig.doctor', 'dlconfig.probe'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
