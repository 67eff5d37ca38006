"""``dlconfig-cli kb``: list, check, import and refresh the knowledge base.

``kb list NAME`` prints a table (``LISTERS`` maps a name to the function that makes it;
add a row there for a new dataset), ``kb check`` validates every dataset and the
references between them, ``kb import FILE`` installs a newer knowledge base (a folder,
``.zip`` or ``.tar.gz``) after validating it, or says why it was rejected. ``kb refresh``
reads torch and TensorFlow releases newer than the recorded ones through pip and installs
the knowledge base with them added, dated today (offline: one line, nothing changed).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any

from dlconfig.cli import EXIT_ERROR, CliError

Table = tuple[list[str], list[list[str]]]


def _list_pytorch(kb: Any) -> Table:
    from dlconfig.kb.software import PytorchCatalog

    catalog = kb.dataset("pytorch", PytorchCatalog)
    rows = []
    for rel in catalog.releases:
        variants = ", ".join(
            v.id + ("*" if v.status == "experimental" else "") for v in rel.variants
        )
        rows.append(
            [
                rel.version,
                f"{rel.python.min}-{rel.python.max}",
                rel.torchvision or "-",
                rel.torchaudio or "-",
                variants,
            ]
        )
    return ["torch", "python", "torchvision", "torchaudio", "variants (* experimental)"], rows


def _list_tensorflow(kb: Any) -> Table:
    from dlconfig.kb.software import TensorflowCatalog

    catalog = kb.dataset("tensorflow", TensorflowCatalog)
    rows = [
        [
            r.version,
            f"{r.python.min}-{r.python.max}",
            r.cuda or "-",
            r.cudnn or "-",
            "and-cuda" if r.and_cuda_extra else ("windows-gpu" if r.windows_native_gpu else "-"),
        ]
        for r in catalog.releases
    ]
    return ["tensorflow", "python", "cuda", "cudnn", "gpu route"], rows


def _list_cuda(kb: Any) -> Table:
    from dlconfig.kb.software import CudaCatalog

    catalog = kb.dataset("cuda", CudaCatalog)
    rows = [
        [
            f"{m.major}.x",
            m.driver_min_linux,
            m.driver_min_windows,
            m.oldest_compute_capability or "-",
        ]
        for m in catalog.majors
    ]
    return ["cuda", "driver linux >=", "driver windows >=", "oldest GPU"], rows


def _list_gpus(kb: Any) -> Table:
    from dlconfig.kb.gpus import GpuCatalog

    catalog = kb.dataset("gpus", GpuCatalog)
    rows = [
        [g.id, g.name, g.architecture, g.compute_capability or "-", f"{g.vram_gib:g}"]
        for g in catalog.gpus
    ]
    return ["id", "name", "architecture", "cc", "vram GiB"], rows


def _list_os(kb: Any) -> Table:
    from dlconfig.kb.software import OsCatalog

    catalog = kb.dataset("os", OsCatalog)
    rows = [
        [r.id, r.name, "yes" if r.is_lts else "-", str(r.end_of_standard_support or "-")]
        for r in catalog.releases
    ]
    return ["id", "name", "lts", "standard support until"], rows


def _list_models(kb: Any) -> Table:
    from dlconfig.kb.models_catalog import ModelCatalog

    catalog = kb.dataset("models", ModelCatalog)
    rows = [
        [
            m.id,
            m.name,
            m.kind,
            f"{m.params_b:g}" + (f" ({m.active_params_b:g} active)" if m.active_params_b else ""),
            str(m.max_context or "-"),
            ",".join(mode.value for mode in m.modes),
        ]
        for m in catalog.models
    ]
    return ["id", "name", "kind", "params B", "context", "modes"], rows


LISTERS: dict[str, Callable[[Any], Table]] = {
    "pytorch": _list_pytorch,
    "tensorflow": _list_tensorflow,
    "cuda": _list_cuda,
    "gpus": _list_gpus,
    "os": _list_os,
    "models": _list_models,
}


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "kb", help="list, check, import or refresh the knowledge base", description=__doc__
    )
    kb_sub = p.add_subparsers(dest="kb_command", metavar="ACTION", required=True)
    lister = kb_sub.add_parser("list", help="print a dataset as a table")
    lister.add_argument("name", choices=sorted(LISTERS))
    lister.add_argument("--json", action="store_true")
    lister.set_defaults(func=run_list)
    checker = kb_sub.add_parser("check", help="validate every dataset")
    checker.add_argument("--json", action="store_true")
    checker.set_defaults(func=run_check)
    importer = kb_sub.add_parser("import", help="install a newer knowledge base")
    importer.add_argument("file", help="folder, .zip or .tar.gz with kb.yaml and the datasets")
    importer.set_defaults(func=run_import)
    refresher = kb_sub.add_parser(
        "refresh",
        help="add torch and TensorFlow releases newer than the knowledge base's, read through pip",
    )
    refresher.set_defaults(func=run_refresh)


def run_list(args: argparse.Namespace) -> int:
    from dlconfig.kb.base import KbError
    from dlconfig.kb.store import load_kb

    try:
        header, rows = LISTERS[args.name](load_kb())
    except KbError as exc:
        raise CliError(f"knowledge base: {exc}") from None
    if args.json:
        print(json.dumps([dict(zip(header, row, strict=True)) for row in rows], indent=2))
        return 0
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
    print("  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)).rstrip())
    for row in rows:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip())
    return 0


def run_check(args: argparse.Namespace) -> int:
    from datetime import date

    from dlconfig.kb.store import check_kb, kb_age_warning, load_kb_report

    kb, passed_over = load_kb_report()
    check = check_kb(kb.root)
    warning = kb_age_warning(kb, date.today()) if check.manifest else None
    if args.json:
        print(
            json.dumps(
                {
                    "root": str(kb.root),
                    "version": check.manifest.version if check.manifest else None,
                    "valid": check.is_valid,
                    "problems": check.problems,
                    "age_warning": warning,
                    "imported_kb_problem": passed_over,
                },
                indent=2,
            )
        )
        return 0 if check.is_valid else EXIT_ERROR
    if passed_over:
        print(f"note: {passed_over}")
    if not check.is_valid:
        for problem in check.problems:
            print(f"problem: {problem}")
        return EXIT_ERROR
    assert check.manifest is not None  # is_valid implies a manifest
    print(
        f"knowledge base {check.manifest.version} (as of {check.manifest.as_of}) at {kb.root}: "
        f"{len(check.datasets)} datasets valid"
    )
    if warning:
        print(f"warning: {warning}")
    return 0


def run_import(args: argparse.Namespace) -> int:
    from dlconfig.kb.store import KbImportError, import_kb

    try:
        result = import_kb(args.file)
    except KbImportError as exc:
        raise CliError(f"knowledge base rejected, the installed one is unchanged: {exc}") from None
    print(f"installed knowledge base {result.version} (as of {result.as_of}) in {result.path}")
    if result.ignored:
        print("ignored files: " + ", ".join(result.ignored))
    return 0


def run_refresh(args: argparse.Namespace) -> int:
    """New releases from the package index into a dated knowledge base; offline: one line."""
    from datetime import date

    from dlconfig.kb.refresh import IndexUnreachableError, refresh
    from dlconfig.kb.store import KbImportError, load_kb

    try:
        result = refresh(load_kb(), date.today())
    except IndexUnreachableError as exc:
        raise CliError(
            f"kb refresh: the package index could not be read through pip ({exc}); nothing changed"
        ) from None
    except KbImportError as exc:
        raise CliError(f"kb refresh: the result was rejected, nothing changed: {exc}") from None
    if not result.added:
        print(
            "kb refresh: the package index has no torch or TensorFlow release newer than the"
            " knowledge base's; nothing changed"
        )
        return 0
    print(
        f"kb refresh: added {', '.join(result.added)}; knowledge base {result.version}"
        f" installed in {result.path}"
    )
    return 0
