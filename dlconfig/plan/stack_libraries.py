"""Library versions solved with the framework: each candidate build gets the newest
releases of its recipe's libraries that install together, or a ``library`` violation.

A release fits a candidate when its Requires-Python holds the candidate's Python, it has
a wheel (or a source distribution) for the target, its torch build matches (vLLM's
compiled kernels), and every Requires-Dist line on a package of the plan (framework,
companions, the other libraries, shared dependencies such as huggingface-hub) holds.
The search is depth-first, newest release first, so the first answer is the newest
combination; results are cached per (framework version, variant, Python).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

from packaging.markers import Marker
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name
from packaging.version import InvalidVersion, Version

from dlconfig.kb.gpus import GpuRecord
from dlconfig.kb.libraries import LibraryIndex, ParsedRelease, ParsedRequirement, Platform
from dlconfig.kb.queries import _ByIdentity as ByIdentity
from dlconfig.models.messages import ParamValue
from dlconfig.models.workload import Target
from dlconfig.plan.stack_candidates import Candidate, Violation, violation
from dlconfig.plan.stack_recipes import LibraryNeed, Recipe

# Why a release cannot go in: a ``stack.violation.<form>`` of the messages catalogue and
# its params.
Why = tuple[str, dict[str, ParamValue]]
# A clash between libraries, said after the libraries that cannot go together.
_TOGETHER = {
    "library_requires": "together.library_requires",
    "library_shared": "together.library_shared",
    "library_no_combination": "together.library_no_combination",
}

# Extras whose requirements still say which versions work together, though the plan
# installs no extra (transformers[torch] names the torch it needs).
_CHECKED_EXTRAS = ("", "torch", "tensorflow", "quantization")
_WHEEL_KEY: dict[Target, Platform] = {
    Target.LINUX: "linux_x86_64",
    Target.WSL2: "linux_x86_64",
    Target.WINDOWS: "windows",
    Target.MACOS: "macos",
}


def host_machine(gpu: GpuRecord | None, arch: str | None = None) -> Machine:
    """The CPU the plan's host has: aarch64 with a GPU that brings an Arm host (Grace), or
    where the machine planned on is Arm (``arch``: its ``platform.machine()``); else x86_64.
    The one rule: the libraries' wheels and the pins' platform both read it."""
    if gpu is not None and gpu.host_arch == "aarch64":
        return "aarch64"
    return "aarch64" if (arch or "").lower() in {"aarch64", "arm64"} else "x86_64"


_MARKER_ENV = {
    Target.LINUX: {"sys_platform": "linux", "platform_system": "Linux"},
    Target.WSL2: {"sys_platform": "linux", "platform_system": "Linux"},
    Target.WINDOWS: {"sys_platform": "win32", "platform_system": "Windows"},
    Target.MACOS: {"sys_platform": "darwin", "platform_system": "Darwin"},
}


@dataclass(frozen=True)
class LibraryPick:
    """A chosen release and the need it answers."""

    need: LibraryNeed
    release: ParsedRelease


Machine = Literal["x86_64", "aarch64"]


@dataclass(frozen=True)
class LibraryEnv:
    target: Target
    python: Version | None
    fixed: tuple[tuple[str, Version], ...]  # framework and companions: name -> version
    variant: str | None
    framework: tuple[str, Version] | None = None  # for the framework's own Requires-Dist
    machine: Machine = "x86_64"  # the host's CPU (a Grace superchip: aarch64)

    @property
    def platform(self) -> Platform:
        """The wheel platform the environment installs on."""
        if self.machine == "aarch64" and self.target in (Target.LINUX, Target.WSL2):
            return "linux_aarch64"
        return _WHEEL_KEY[self.target]

    def fixed_version(self, name: str) -> Version | None:
        return next((v for n, v in self.fixed if n == name), None)


def _marker_holds(marker: Marker, env: LibraryEnv) -> bool:
    base = {
        "python_version": str(env.python or "3.12"),
        "python_full_version": f"{env.python or '3.12'}.0",
        "platform_machine": "arm64" if env.target is Target.MACOS else env.machine,
        **_MARKER_ENV[env.target],
    }
    return any(marker.evaluate({**base, "extra": extra}) for extra in _CHECKED_EXTRAS)


class LibrarySolver:
    """Depth-first search over a recipe's libraries, newest first; caches per environment."""

    def __init__(self, index: LibraryIndex, recipe: Recipe) -> None:
        self.index = index
        self.recipe = recipe
        self._markers: dict[tuple[str, Version | None, Target], bool] = {}
        self._solved: dict[LibraryEnv, tuple[tuple[LibraryPick, ...], list[Violation]]] = {}
        self.dependency_names = tuple(
            name
            for name, rels in index.releases.items()
            if rels and rels[0].library.kind == "dependency"
        )

    def releases(self, name: str) -> tuple[ParsedRelease, ...]:
        return self.index.releases.get(canonicalize_name(name), ())

    def applies(self, req: ParsedRequirement, env: LibraryEnv) -> bool:
        if req.marker is None or req.marker_text is None:
            return True
        key = (req.marker_text, env.python, env.target)
        found = self._markers.get(key)
        if found is None:
            found = self._markers[key] = _marker_holds(req.marker, env)
        return found

    def unary(self, rel: ParsedRelease, env: LibraryEnv) -> Why | None:
        """Why ``rel`` cannot go with the framework build and target alone (None: it can)."""
        own: dict[str, ParamValue] = {"name": rel.library.name, "version": str(rel.version)}
        if env.python is not None and rel.python is not None and env.python not in rel.python:
            return "library_python", {**own, "python": str(rel.python)}
        wheels = rel.release.wheel_keys
        if "any" not in wheels and "sdist" not in wheels and env.platform not in wheels:
            return "library_no_wheel", {**own, "target": env.platform}
        build = rel.release.platform_build(env.platform)
        if (
            build is not None
            and build.dist == "wheel"
            and rel.release.sdist is False  # with a source distribution, pip builds it
            and env.python is not None
            and env.python in self.index.pythons_read
            and str(env.python) not in build.pythons
        ):
            return "library_no_wheel_python", {
                **own,
                "target": env.platform,
                "python": str(env.python),
                "pythons": ", ".join(build.pythons),
            }
        if rel.release.torch_variant is not None and env.variant != rel.release.torch_variant:
            torch = env.fixed_version("torch")
            return "library_variant", {
                **own,
                "built_for": rel.release.torch_variant,
                "variant": env.variant,
                "torch": str(torch) if torch is not None else None,
            }
        for req in rel.requires:
            fixed = env.fixed_version(req.name)
            if fixed is not None and fixed not in req.specifier and self.applies(req, env):
                return "library_requires", {
                    **own,
                    "requirement": f"{req.display_name}{req.specifier}",
                    "have": str(fixed),
                }
        absent = self._absent_dependency(rel, env)
        if absent is not None:
            return absent
        if env.framework is not None:
            for req in self.index.framework_requires.get(env.framework, ()):
                if req.name == rel.name and rel.version not in req.specifier:
                    fw, version = env.framework
                    return "library_requires", {
                        "name": fw,
                        "version": str(version),
                        "requirement": f"{req.display_name}{req.specifier}",
                        "have": str(rel.version),
                    }
        return None

    def _absent_dependency(self, rel: ParsedRelease, env: LibraryEnv) -> Why | None:
        """A requirement on a shared dependency that the package index cannot meet: a
        lower bound above its newest release, or a pin on a version it does not hold."""
        for req in rel.requires:
            if req.name not in self.dependency_names or not self.applies(req, env):
                continue
            deps = self.releases(req.name)
            if deps and _beyond_the_index(req.specifier, deps[0]):
                return "library_dependency_absent", {
                    "name": rel.library.name,
                    "version": str(rel.version),
                    "requirement": f"{req.display_name}{req.specifier}",
                    "newest": str(deps[0].version),
                }
        return None

    def joint(self, rel: ParsedRelease, picked: list[ParsedRelease], env: LibraryEnv) -> Why | None:
        """Why ``rel`` cannot go with the releases already picked (None: it can)."""
        for other in picked:
            why = self._refuses(rel, other, env) or self._refuses(other, rel, env)
            if why is not None:
                return why
        return self._shared(rel, picked, env)

    def _refuses(self, owner: ParsedRelease, target: ParsedRelease, env: LibraryEnv) -> Why | None:
        """Why ``owner``'s Requires-Dist refuses ``target`` (None: it accepts it)."""
        for req in owner.requires:
            if (
                req.name == target.name
                and target.version not in req.specifier
                and self.applies(req, env)
            ):
                return "library_requires", {
                    "name": owner.library.name,
                    "version": str(owner.version),
                    "requirement": f"{req.display_name}{req.specifier}",
                    "have": str(target.version),
                }
        return None

    def _shared(
        self, rel: ParsedRelease, picked: list[ParsedRelease], env: LibraryEnv
    ) -> Why | None:
        """A shared dependency (huggingface-hub) must have a release every pick accepts."""
        for dep in self.dependency_names:
            own = [req for req in rel.requires if req.name == dep and self.applies(req, env)]
            if not own:
                continue
            specs = [
                (p, req)
                for p in picked
                for req in p.requires
                if req.name == dep and self.applies(req, env)
            ] + [(rel, req) for req in own]
            if len(specs) < 2:
                continue
            if not any(
                all(d.version in req.specifier for _, req in specs) for d in self.releases(dep)
            ):
                (a, ra), (b, rb) = specs[0], specs[-1]
                return "library_shared", {
                    "name": a.library.name,
                    "version": str(a.version),
                    "requirement": f"{ra.display_name}{ra.specifier}",
                    "other": b.library.name,
                    "other_version": str(b.version),
                    "other_requirement": f"{rb.display_name}{rb.specifier}",
                }
        return None

    def solve(self, env: LibraryEnv) -> tuple[tuple[LibraryPick, ...], list[Violation]]:
        found = self._solved.get(env)
        if found is None:
            found = self._solved[env] = self._solve(env)
        return found

    def _solve(self, env: LibraryEnv) -> tuple[tuple[LibraryPick, ...], list[Violation]]:
        options: list[list[ParsedRelease]] = []
        for need in self.recipe.libraries:
            rels = self.releases(need.name)
            if not rels:
                return (), [violation("library", "library_unrecorded", name=need.name)]
            fitting = [r for r in rels if self.unary(r, env) is None]
            if not fitting:
                newest = rels[0]
                form, params = self.unary(newest, env) or ("library_unrecorded", {})
                fix, fix_params = _fix(newest, env)
                return (), [violation("library", form, fix, **{**params, **fix_params})]
            options.append(fitting)
        chosen: list[ParsedRelease] = []
        clash: list[Why] = []
        if self._search(options, 0, chosen, env, clash):
            picks = tuple(
                LibraryPick(need, rel)
                for need, rel in zip(self.recipe.libraries, chosen, strict=True)
            )
            return picks, []
        names = ", ".join(self.recipe.names)
        form, params = clash[0] if clash else ("library_no_combination", {})
        return (), [
            violation("library", _TOGETHER[form], "library_together", **params, names=names)
        ]

    def _search(
        self,
        options: list[list[ParsedRelease]],
        depth: int,
        chosen: list[ParsedRelease],
        env: LibraryEnv,
        clash: list[Why],
    ) -> bool:
        if depth == len(options):
            return True
        for rel in options[depth]:
            why = self.joint(rel, chosen, env)
            if why is not None:
                if not clash:
                    clash.append(why)
                continue
            chosen.append(rel)
            if self._search(options, depth + 1, chosen, env, clash):
                return True
            chosen.pop()
        return False


def _beyond_the_index(specifier: SpecifierSet, newest: ParsedRelease) -> bool:
    """True when no release on the index meets ``specifier``: the recorded releases are the
    newest few, so only a lower bound above the newest, or an exact pin on a version
    recorded as absent, is known to be unmeetable."""
    absent = set(newest.library.absent_versions)
    for spec in specifier:
        try:
            version = Version(spec.version)
        except InvalidVersion:
            continue
        if spec.operator in (">=", "~=", "==", "===") and version > newest.version:
            return True
        if spec.operator == ">" and version >= newest.version:
            return True
        if spec.operator == "==" and spec.version in absent:
            return True
    return False


def _fix(newest: ParsedRelease, env: LibraryEnv) -> Why:
    """The smallest change that lets the newest release in: its form and params."""
    own: dict[str, ParamValue] = {"name": newest.library.name, "version": str(newest.version)}
    if env.python is not None and newest.python is not None and env.python not in newest.python:
        return "library_python", {**own, "python": str(newest.python)}
    wheels = newest.release.wheel_keys
    if not ({"any", "sdist", env.platform} & set(wheels)):
        if env.target is Target.WINDOWS and "linux_x86_64" in wheels:
            # as for flash-attn: a Linux-only library runs in WSL2 on a Windows machine
            return "library_wsl2", {**own, "wheels": ", ".join(wheels)}
        return "library_target", {**own, "wheels": ", ".join(wheels)}
    build = newest.release.platform_build(env.platform)
    if (
        build is not None
        and build.dist == "wheel"
        and newest.release.sdist is False
        and env.python is not None
        and str(env.python) not in build.pythons
    ):
        return "library_python", {**own, "python": ", ".join(build.pythons)}
    torch_req = next((r for r in newest.requires if r.name == "torch"), None)
    if newest.release.torch_variant is not None and torch_req is not None:
        return "library_torch_build", {
            **own,
            "fix_requirement": f"torch{torch_req.specifier}",
            "built_for": newest.release.torch_variant,
        }
    for req in newest.requires:
        if env.fixed_version(req.name) is not None:
            return "library_requirement", {
                **own,
                "fix_requirement": f"{req.display_name}{req.specifier}",
            }
    return "library_older", own


def library_env(
    cand: Candidate,
    target: Target,
    companions: tuple[str, ...],
    recipe: Recipe | None = None,
    machine: Machine = "x86_64",
) -> LibraryEnv:
    """What a candidate fixes for its libraries: framework, companions, Python, build."""
    fixed: dict[str, Version] = {}
    if cand.torch is not None:
        fixed["torch"] = cand.version
        rel = cand.torch[0]
        for name in companions:
            value = getattr(rel, name, None)
            if value is not None:
                fixed[name] = Version(value)
    elif cand.tf is not None:
        fixed["tensorflow"] = cand.version
    return LibraryEnv(
        target=target,
        python=cand.python,
        fixed=tuple(sorted(fixed.items())),
        variant=cand.variant,
        framework=(cand.framework, cand.version),
        machine=machine,
    )


def solver_for(index: LibraryIndex, recipe: Recipe) -> LibrarySolver:
    """One solver per (knowledge base, recipe): its answers are cached across re-plans."""
    return _solver_for(ByIdentity(index), recipe)


@lru_cache(maxsize=32)
def _solver_for(key: ByIdentity[LibraryIndex], recipe: Recipe) -> LibrarySolver:
    return LibrarySolver(key.obj, recipe)


def apply_libraries(
    candidates: list[Candidate],
    recipe: Recipe,
    index: LibraryIndex,
    *,
    target: Target,
    companions: tuple[str, ...],
    framework_pin: SpecifierSet | None = None,
    machine: Machine = "x86_64",
) -> None:
    """Pick each candidate's libraries in place; a candidate none fits gets a violation.

    ``framework_pin`` is a serving image's TensorFlow (its minor release): a candidate
    outside it breaks the ``library`` constraint too.
    """
    if not recipe.libraries and framework_pin is None:
        return
    solver = solver_for(index, recipe)
    variant_matters = any(
        rel.release.torch_variant is not None
        for need in recipe.libraries
        for rel in solver.releases(need.name)
    )
    for cand in candidates:
        if framework_pin is not None and cand.version not in framework_pin:
            cand.violations.append(
                violation(
                    "library",
                    "serving_image_tensorflow",
                    "serving_image_tensorflow",
                    pin=str(framework_pin),
                    version=str(cand.version),
                )
            )
            continue
        env = library_env(cand, target, companions, machine=machine)
        if not variant_matters:
            env = replace(env, variant=None)  # one answer for every build of a release
        picks, violations = solver.solve(env)
        cand.libraries = picks
        cand.violations.extend(violations)
