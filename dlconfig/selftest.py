"""``dlconfig --self-test``: a headless check that an installation works end to end.

Probes this machine, plans the default workload, exports the bundle with its PDF into a
temporary folder and checks the files. Prints one line per check, ``PASS name (N ms)``,
``FAIL name: why`` or ``SKIP name: why``, and returns non-zero when any check failed.
Installers run it on the freshly built app, so it also checks that the packaged
resources (knowledge base, templates, translations, icons) are found.
"""

from __future__ import annotations

import importlib
import importlib.resources
import json
import logging
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import IO, Any

LANGUAGES = ("zh_CN", "zh_TW")


class NotApplicableError(Exception):
    """A check that does not apply here; the message says why."""


class _ErrorLog(logging.Handler):
    """Collects the messages of error records logged while a check runs."""

    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


@dataclass
class SelfTest:
    """Runs checks in order, sharing what earlier checks produced."""

    out: IO[str]
    failures: int = 0
    state: dict[str, Any] = field(default_factory=dict)

    def check(self, name: str, func: Callable[[], str | None]) -> bool:
        start = time.perf_counter()
        errors = _ErrorLog()
        logging.getLogger().addHandler(errors)
        try:
            detail = func()
            if errors.messages:  # a part that failed quietly fails the check
                raise RuntimeError(f"logged an error: {errors.messages[0]}")
        except NotApplicableError as exc:
            self._line(f"SKIP {name}: {exc}")
            return True
        except Exception as exc:  # noqa: BLE001 - a self-test check reports any failure and runs the next
            self.failures += 1
            where = traceback.extract_tb(exc.__traceback__)[-1]
            self._line(
                f"FAIL {name}: {type(exc).__name__}: {exc} "
                f"({Path(where.filename).name}:{where.lineno})"
            )
            return False
        finally:
            logging.getLogger().removeHandler(errors)
        ms = (time.perf_counter() - start) * 1000
        self._line(f"PASS {name} ({ms:.0f} ms)" + (f": {detail}" if detail else ""))
        return True

    def _line(self, text: str) -> None:
        print(text, file=self.out, flush=True)


def _resources() -> Any:
    return importlib.resources.files("dlconfig.resources")


def check_resources() -> str:
    """The knowledge base, templates and icons are where the package expects them."""
    from dlconfig.services import open_kb

    kb = open_kb()
    root = _resources()
    templates = [p.name for p in (root / "templates").iterdir()]
    if not templates:
        raise RuntimeError("the templates folder is empty")
    for name in ("dlconfig.svg", "dlconfig-256.png"):
        if not (root / "icons" / "app" / name).is_file():
            raise RuntimeError(f"icon {name} is missing")
    return f"knowledge base {kb.version}, {len(templates)} template entries"


def check_translations() -> str:
    """The compiled .qm translations ship with the app (a checkout builds them on demand)."""
    folder = _resources() / "i18n"
    missing = [lang for lang in LANGUAGES if not (folder / f"dlconfig_{lang}.qm").is_file()]
    if missing and not getattr(sys, "frozen", False):
        sources = [lang for lang in missing if (folder / f"dlconfig_{lang}.ts").is_file()]
        if len(sources) == len(missing):
            raise NotApplicableError(
                f".qm for {', '.join(missing)} not built in this checkout "
                "(pyside6-lrelease builds them; installers always do)"
            )
    if missing:
        raise RuntimeError(f"translations missing: {', '.join(missing)}")
    from PySide6.QtCore import QTranslator

    sizes = []
    for lang in LANGUAGES:
        qm = folder / f"dlconfig_{lang}.qm"
        translator = QTranslator()
        if not translator.load(str(qm)) or translator.isEmpty():
            raise RuntimeError(f"dlconfig_{lang}.qm holds no translations")
        sizes.append(f"{lang} {len(qm.read_bytes()) // 1024} KiB")
    return ", ".join(sizes)


def check_gui_translations() -> str:
    """The catalogues the GUI itself would load (it rebuilds a .qm older than its .ts when
    pyside6-lrelease is at hand, which a frozen app is not)."""
    from PySide6.QtCore import QTranslator

    from dlconfig.ui.i18n import qm_path_for

    found = []
    for lang in LANGUAGES:
        qm = qm_path_for(lang)
        if qm is None:
            raise RuntimeError(
                f"the app finds no usable {lang} catalogue (missing, or older than its .ts "
                "with no pyside6-lrelease to rebuild it)"
            )
        translator = QTranslator()
        if not translator.load(str(qm)) or translator.isEmpty():
            raise RuntimeError(f"{qm.name} holds no translations")
        found.append(f"{lang} from {qm.parent.name}/")
    return ", ".join(found)


def check_probe(test: SelfTest) -> str:
    from dlconfig.services import fast_probe

    profile = fast_probe()
    test.state["profile"] = profile
    if not profile.cpu.logical_cores:
        raise RuntimeError("no CPU cores found: " + "; ".join(profile.cpu.problems))
    if not profile.memory.total_bytes:
        raise RuntimeError("no memory size found: " + "; ".join(profile.memory.problems))
    gpus = len(profile.gpus) or (profile.gpus_unavailable_reason or "no NVIDIA GPU")
    return f"{profile.cpu.logical_cores} CPUs, GPUs: {gpus}"


def check_plan(test: SelfTest) -> str:
    from dlconfig.services import default_workload, make_plan, open_kb

    kb = open_kb()
    plan = make_plan(default_workload(), test.state.get("profile"), kb, date.today())
    test.state["plan"], test.state["kb"] = plan, kb
    if plan.requirements is None or plan.hardware is None:
        raise RuntimeError("the plan has no requirements or no hardware step")
    vram = plan.requirements.vram_gib_per_gpu
    if not vram or vram <= 0:
        raise RuntimeError(f"the plan needs {vram} GiB of GPU memory")
    if plan.stack is None:
        conflict = plan.conflicts[0].message if plan.conflicts else "no stack and no conflict"
        raise RuntimeError(f"no software stack: {conflict}")
    gpu = plan.hardware.choice.gpu if plan.hardware.choice else "none"
    return f"{plan.workload.name}: {vram:.1f} GiB per GPU, {gpu}, {plan.stack.framework.name}"


def check_export(test: SelfTest, folder: Path) -> str:
    from dlconfig.services import export_bundle

    if "plan" not in test.state:
        raise NotApplicableError("no plan to export")
    result = export_bundle(test.state["plan"], folder / "bundle", kb=test.state["kb"])
    test.state["bundle"] = folder / "bundle"
    return f"{len(result.files)} files"


def check_bundle(test: SelfTest) -> str:
    """Every exported file is there and not empty; JSON parses; the PDF is a PDF."""
    bundle: Path | None = test.state.get("bundle")
    if bundle is None:
        raise NotApplicableError("no bundle was exported")
    files = [p for p in bundle.rglob("*") if p.is_file()]
    empty = [str(p.relative_to(bundle)) for p in files if p.stat().st_size == 0]
    if empty:
        raise RuntimeError(f"empty files: {', '.join(empty)}")
    pdf = bundle / "report.pdf"
    if not pdf.is_file() or not pdf.read_bytes().startswith(b"%PDF-"):
        raise RuntimeError("report.pdf is missing or not a PDF")
    for path in files:
        if path.suffix == ".json":
            json.loads(path.read_text(encoding="utf-8"))
        if path.suffix == ".sh" and not path.read_text(encoding="utf-8").startswith("#!"):
            raise RuntimeError(f"{path.name} has no #! line")
    return f"{len(files)} files checked, report.pdf {pdf.stat().st_size // 1024} KiB"


def check_pdf_chinese(test: SelfTest) -> str:
    from dlconfig.services import render_pdf

    if "plan" not in test.state:
        raise NotApplicableError("no plan")
    data = render_pdf(test.state["plan"], "zh_CN", test.state["kb"])
    if not data.startswith(b"%PDF-"):
        raise RuntimeError("the Chinese PDF is not a PDF")
    return f"{len(data) // 1024} KiB"


def run_self_test(out: IO[str] | None = None) -> int:
    """Run every check; 0 when all passed (or were skipped), 1 otherwise."""
    stream = out or sys.stdout or sys.stderr
    if stream is None:  # a windowed Windows app has neither: write next to the logs
        from dlconfig.services import log_dir

        log_dir().mkdir(parents=True, exist_ok=True)
        with open(log_dir() / "self-test.txt", "w", encoding="utf-8") as handle:
            return run_self_test(handle)
    from dlconfig import __version__

    test = SelfTest(stream)
    print(f"dlconfig {__version__} self-test", file=stream)
    test.check("resources", check_resources)
    test.check("translations", check_translations)
    test.check("gui_translations", check_gui_translations)
    test.check("probe", lambda: check_probe(test))
    test.check("plan", lambda: check_plan(test))
    with tempfile.TemporaryDirectory(prefix="dlconfig-self-test-") as tmp:
        test.check("export", lambda: check_export(test, Path(tmp)))
        test.check("bundle", lambda: check_bundle(test))
    test.check("pdf_zh_CN", lambda: check_pdf_chinese(test))
    print(
        "self-test passed" if test.failures == 0 else f"self-test: {test.failures} failed",
        file=stream,
    )
    return 0 if test.failures == 0 else 1
