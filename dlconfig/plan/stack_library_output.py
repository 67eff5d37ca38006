"""The chosen libraries as ``PackagePin``s and serving as a ``ServingPin``, each with its
``Reason`` (code and params only: the sentence is rendered from the messages catalogue)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from packaging.specifiers import SpecifierSet
from packaging.version import Version

from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.gpus import GpuRecord
from dlconfig.kb.libraries import LibraryCatalog, LibraryIndex, Server, library_index
from dlconfig.models.common import Reason
from dlconfig.models.messages import ParamValue
from dlconfig.models.stack import PackagePin, ServingPin
from dlconfig.models.workload import Target
from dlconfig.plan.stack_candidates import Candidate
from dlconfig.plan.stack_libraries import (
    LibraryEnv,
    LibraryPick,
    LibrarySolver,
    Machine,
    library_env,
    solver_for,
)
from dlconfig.plan.stack_recipes import LibraryNeed, OptionalLibrary, Recipe


def _reason(
    code: str, source: str | None = None, as_of: object = None, **params: ParamValue
) -> Reason:
    return Reason.model_validate({"code": code, "params": params, "source": source, "as_of": as_of})


@dataclass
class LibraryOutput:
    packages: list[PackagePin] = field(default_factory=list)
    reasons: list[Reason] = field(default_factory=list)
    needs_toolkit: bool = False
    serving: ServingPin | None = None


def _framework_requirement(pick: LibraryPick, framework: str) -> str | None:
    for req in pick.release.requires:
        if req.name == framework and str(req.specifier):
            return f"{req.display_name}{req.specifier}"
    return None


def _pin(pick: LibraryPick, chosen: Candidate, index: LibraryIndex, cuda: str | None) -> PackagePin:
    rel = pick.release
    framework = "torch" if chosen.torch is not None else "tensorflow"
    newest = index.releases[rel.name][0]
    reason = _reason(
        "stack.library",
        rel.release.source,
        rel.release.as_of,
        name=rel.library.name,
        version=str(rel.version),
        role=pick.need.role,
        framework=framework,
        framework_version=str(chosen.version),
        python=str(chosen.python) if chosen.python else None,
        requires=_framework_requirement(pick, framework),
        newest_recorded=str(newest.version) if newest.version != rel.version else None,
        needs_toolkit=rel.library.needs_toolkit,
        cuda=cuda if rel.library.needs_toolkit else None,
    )
    return PackagePin(
        name=rel.library.name,
        version=str(rel.version),
        extras=list(pick.need.extras),
        reason=reason,
        is_source_build=rel.release.wheel_keys == ("sdist",),
    )


def _pinned_by(pick: LibraryPick, chosen: Candidate) -> Reason | None:
    """vLLM's exact torch pin chose the framework: say so."""
    rel = pick.release
    exact = [
        r
        for r in rel.requires
        if r.name == "torch" and any(s.operator == "==" for s in r.specifier)
    ]
    if not exact:
        return None
    return _reason(
        "stack.framework.pinned_by",
        rel.release.source,
        rel.release.as_of,
        library=rel.library.name,
        library_version=str(rel.version),
        torch=str(chosen.version),
        variant=rel.release.torch_variant or chosen.variant,
    )


def _platforms_of(platforms: Sequence[str]) -> set[str]:
    """The targets a library built for these platforms runs on (WSL2 is Linux)."""
    return {*platforms, *(["wsl2"] if "linux" in platforms else [])}


def _optional(
    opt: OptionalLibrary,
    solver: LibrarySolver,
    env: LibraryEnv,
    *,
    gpu: GpuRecord | None,
    chosen: Candidate,
    picked: list[LibraryPick],
) -> tuple[LibraryPick | None, Reason | None]:
    """Add an optional compiled library when the GPU and the build allow it, else say why not."""
    rels = solver.releases(opt.name)
    if not rels:
        return None, None
    lib = rels[0].library
    cc = Version(gpu.compute_capability) if gpu and gpu.compute_capability else None
    low = Version(lib.min_compute_capability) if lib.min_compute_capability else None
    high = Version(lib.max_compute_capability) if lib.max_compute_capability else None
    why = None
    if lib.build_platforms and env.target.value not in _platforms_of(lib.build_platforms):
        why = "platform"
    elif cc is None:
        why = "no_gpu"
    elif (low is not None and cc < low) or (high is not None and cc > high):
        why = "gpu_arch"
    elif chosen.cuda is None or chosen.cuda < Version("12.0"):
        why = "cuda"
    if why is None:
        others = [p.release for p in picked]
        for rel in rels:
            if solver.unary(rel, env) is None and solver.joint(rel, others, env) is None:
                return LibraryPick(LibraryNeed(opt.name, opt.role), rel), None
        why = "versions"
    return None, _reason(
        "stack.library.skipped",
        lib.releases[0].source,
        lib.releases[0].as_of,
        name=lib.name,
        why=why,
        gpu=gpu.name if gpu else None,
        compute_capability=str(cc) if cc else None,
        low=lib.min_compute_capability,
        high=lib.max_compute_capability,
        target=env.target.value,
        docs=lib.install_docs,
    )


def _server_pin(server: Server, chosen: Candidate, target: Target) -> ServingPin:
    image = None
    if server.kind == "container_image":
        same_minor = [
            r
            for r in server.releases
            if r.tensorflow is None
            or Version(r.tensorflow).release[:2] == chosen.version.release[:2]
        ]
        rel = (same_minor or server.releases)[0]
        gpu = chosen.cuda is not None and server.gpu_tag_suffix is not None
        suffix = server.gpu_tag_suffix if gpu and server.gpu_tag_suffix else ""
        image = f"{server.image}:{rel.version}{suffix}" if server.image and rel.version else None
        params: dict[str, ParamValue] = {
            "version": rel.version,
            "image": image,
            "tensorflow": rel.tensorflow,
            "gpu": gpu,
        }
        code = "stack.serving.image"
    else:
        rel = server.releases[0]
        params = {"target": target.value, "install_url": server.install_docs}
        code = "stack.serving.app"
    reason = _reason(code, rel.source, rel.as_of, server=server.id, **params)
    return ServingPin(
        name=server.id,
        kind=server.kind,
        version=rel.version,
        image=image,
        install_url=server.install_docs,
        reason=reason,
    )


def serving_tensorflow_pin(kb: KnowledgeBase, recipe: Recipe | None) -> SpecifierSet | None:
    """The TensorFlow minor release a serving image carries (the environment matches it)."""
    if recipe is None or recipe.server is None:
        return None
    server = kb.dataset("libraries", LibraryCatalog).server(recipe.server)
    if server is None or server.kind != "container_image":
        return None
    versions = [Version(r.tensorflow) for r in server.releases if r.tensorflow]
    if not versions:
        return None
    newest = max(versions)
    return SpecifierSet(f"=={newest.major}.{newest.minor}.*")


def library_output(
    kb: KnowledgeBase,
    recipe: Recipe | None,
    chosen: Candidate,
    *,
    target: Target,
    gpu: GpuRecord | None,
    companions: tuple[str, ...],
    machine: Machine,
) -> LibraryOutput:
    """Pins, reasons, toolkit need and serving for the chosen candidate's libraries."""
    out = LibraryOutput()
    if recipe is None:
        return out
    catalog = kb.dataset("libraries", LibraryCatalog)
    index = library_index(catalog)
    cuda = str(chosen.cuda) if chosen.cuda else None
    picks = list(chosen.libraries)
    solver = solver_for(index, recipe)
    env = library_env(chosen, target, companions, machine=machine)
    for opt in recipe.optional:
        pick, skipped = _optional(opt, solver, env, gpu=gpu, chosen=chosen, picked=picks)
        if pick is not None:
            picks.append(pick)
        if skipped is not None:
            out.reasons.append(skipped)
    for pick in picks:
        out.packages.append(_pin(pick, chosen, index, cuda))
        if pick.release.library.needs_toolkit or pick.release.library.compiles:
            out.needs_toolkit = True
        pinned = _pinned_by(pick, chosen)
        if pinned is not None:
            out.reasons.append(pinned)
    if recipe.server is not None:
        server = catalog.server(recipe.server)
        if server is not None:
            out.serving = _server_pin(server, chosen, target)
            if out.serving.reason is not None:
                out.reasons.append(out.serving.reason)
    return out
