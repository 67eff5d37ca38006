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

from packaging.markers import Marker
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name
from packaging.version import Version

from dlconfig.kb.libraries import LibraryIndex, ParsedRelease, ParsedRequirement
from dlconfig.kb.queries import _ByIdentity as ByIdentity
from dlconfig.models.workload import Target
from dlconfig.plan.stack_candidates import Candidate, Violation
from dlconfig.plan.stack_recipes import LibraryNeed, Recipe

# Extras whose requirements still say which versions work together, though the plan
# installs no extra (transformers[torch] names the torch it needs).
_CHECKED_EXTRAS = ("", "torch", "tensorflow", "quantization")
_WHEEL_KEY = {
    Target.LINUX: "linux_x86_64",
    Target.WSL2: "linux_x86_64",
    Target.WINDOWS: "windows",
    Target.MACOS: "macos",
}
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


@dataclass(frozen=True)
class LibraryEnv:
    target: Target
    python: Version | None
    fixed: tuple[tuple[str, Version], ...]  # framework and companions: name -> version
    variant: str | None
    framework: tuple[str, Version] | None = None  # for the framework's own Requires-Dist

    def fixed_version(self, name: str) -> Version | None:
        return next((v for n, v in self.fixed if n == name), None)


def _marker_holds(marker: Marker, env: LibraryEnv) -> bool:
    base = {
        "python_version": str(env.python or "3.12"),
        "python_full_version": f"{env.python or '3.12'}.0",
        "platform_machine": "arm64" if env.target is Target.MACOS else "x86_64",
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

    def unary(self, rel: ParsedRelease, env: LibraryEnv) -> str | None:
        """Why ``rel`` cannot go with the framework build and target alone (None: it can)."""
        name = rel.library.name
        if env.python is not None and rel.python is not None and env.python not in rel.python:
            return f"{name} {rel.version} requires Python {rel.python}"
        wheels = rel.release.wheels
        if "any" not in wheels and "sdist" not in wheels and _WHEEL_KEY[env.target] not in wheels:
            return f"{name} {rel.version} has no wheel for {env.target.value}"
        if rel.release.torch_variant is not None and env.variant != rel.release.torch_variant:
            torch = env.fixed_version("torch")
            return (
                f"{name} {rel.version} is built for torch's {rel.release.torch_variant} build,"
                f" not {env.variant}" + (f" (torch {torch})" if torch is not None else "")
            )
        for req in rel.requires:
            fixed = env.fixed_version(req.name)
            if fixed is not None and fixed not in req.specifier and self.applies(req, env):
                return (
                    f"{name} {rel.version} requires {req.display_name}{req.specifier}, not {fixed}"
                )
        if env.framework is not None:
            for req in self.index.framework_requires.get(env.framework, ()):
                if req.name == rel.name and rel.version not in req.specifier:
                    fw, version = env.framework
                    return (
                        f"{fw} {version} requires {req.display_name}{req.specifier},"
                        f" not {rel.version}"
                    )
        return None

    def joint(self, rel: ParsedRelease, picked: list[ParsedRelease], env: LibraryEnv) -> str | None:
        """Why ``rel`` cannot go with the releases already picked (None: it can)."""
        for other in picked:
            why = self._refuses(rel, other, env) or self._refuses(other, rel, env)
            if why is not None:
                return why
        return self._shared(rel, picked, env)

    def _refuses(self, owner: ParsedRelease, target: ParsedRelease, env: LibraryEnv) -> str | None:
        """Why ``owner``'s Requires-Dist refuses ``target`` (None: it accepts it)."""
        for req in owner.requires:
            if (
                req.name == target.name
                and target.version not in req.specifier
                and self.applies(req, env)
            ):
                return (
                    f"{owner.library.name} {owner.version} requires {req.display_name}"
                    f"{req.specifier}, not {target.version}"
                )
        return None

    def _shared(
        self, rel: ParsedRelease, picked: list[ParsedRelease], env: LibraryEnv
    ) -> str | None:
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
                return (
                    f"{a.library.name} {a.version} requires {ra.display_name}{ra.specifier} but"
                    f" {b.library.name} {b.version} requires {rb.display_name}{rb.specifier}"
                )
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
                return (), [Violation("library", f"no {need.name} release is recorded", "")]
            fitting = [r for r in rels if self.unary(r, env) is None]
            if not fitting:
                newest = rels[0]
                why = self.unary(newest, env) or ""
                return (), [Violation("library", why, _fix(newest, env))]
            options.append(fitting)
        chosen: list[ParsedRelease] = []
        clash: list[str] = []
        if self._search(options, 0, chosen, env, clash):
            picks = tuple(
                LibraryPick(need, rel)
                for need, rel in zip(self.recipe.libraries, chosen, strict=True)
            )
            return picks, []
        names = ", ".join(self.recipe.names)
        return (), [
            Violation(
                "library",
                f"{names} cannot be installed together: "
                + (clash[0] if clash else "no combination fits"),
                "import a newer knowledge base, or drop one of these libraries",
            )
        ]

    def _search(
        self,
        options: list[list[ParsedRelease]],
        depth: int,
        chosen: list[ParsedRelease],
        env: LibraryEnv,
        clash: list[str],
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


def _fix(newest: ParsedRelease, env: LibraryEnv) -> str:
    """The smallest change that lets the newest release in, as a sentence."""
    name, version = newest.library.name, newest.version
    if env.python is not None and newest.python is not None and env.python not in newest.python:
        return f"use a Python in {newest.python} for {name} {version}"
    if not ({"any", "sdist", _WHEEL_KEY[env.target]} & set(newest.release.wheels)):
        return f"choose a target {name} has wheels for ({', '.join(newest.release.wheels)})"
    torch_req = next((r for r in newest.requires if r.name == "torch"), None)
    if newest.release.torch_variant is not None and torch_req is not None:
        return (
            f"use torch{torch_req.specifier} ({newest.release.torch_variant}),"
            f" which {name} {version} is built for"
        )
    for req in newest.requires:
        if env.fixed_version(req.name) is not None:
            return f"use {req.display_name}{req.specifier} for {name} {version}"
    return f"use an older {name}"


def library_env(
    cand: Candidate, target: Target, companions: tuple[str, ...], recipe: Recipe | None = None
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
                Violation(
                    "library",
                    f"the serving image carries tensorflow {framework_pin}, not {cand.version}",
                    f"use tensorflow{framework_pin}",
                )
            )
            continue
        env = library_env(cand, target, companions)
        if not variant_matters:
            env = replace(env, variant=None)  # one answer for every build of a release
        picks, violations = solver.solve(env)
        cand.libraries = picks
        cand.violations.extend(violations)
