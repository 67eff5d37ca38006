"""The plan's packages and indexes as one layout, read by every file that installs them.

requirements.txt, environment.yml, pyproject.toml and the lock all come from
:class:`PackageLayout`: the main index (the user's mirror, or the installer's default),
the framework's variant index as an *extra* index (a ``--index-url`` pointing at it would
hide the main index, so no other package could be found), and one exact pin per package.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass

from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name

from dlconfig.export.errors import InputError
from dlconfig.models.stack import Stack

URL_RE = re.compile(r"https://[A-Za-z0-9._~:/?#\[\]@!$&'()*+,;=%-]+")
# Packages that come from the framework's variant index when the plan names one.
FRAMEWORK_PACKAGES = {"pytorch": "torch", "tensorflow": "tensorflow", "jax": "jax"}
VARIANT_PACKAGES = frozenset({"torch", "torchvision", "torchaudio"})


@dataclass(frozen=True)
class PackageLayout:
    """Where each package comes from. ``index_url`` None: the installer's default index."""

    index_url: str | None
    extra_index_urls: tuple[str, ...]
    specs: tuple[str, ...]
    variant_index_url: str | None
    variant_packages: tuple[str, ...]
    first_specs: tuple[str, ...] = ()
    no_isolation_specs: tuple[str, ...] = ()

    @property
    def index_lines(self) -> list[str]:
        """``--index-url`` / ``--extra-index-url`` lines for pip's requirement files."""
        lines = [f"--index-url {self.index_url}"] if self.index_url else []
        return lines + [f"--extra-index-url {url}" for url in self.extra_index_urls]

    @property
    def indexes(self) -> tuple[str, ...]:
        """Every index named, main first (the default index is not named)."""
        return ((self.index_url,) if self.index_url else ()) + self.extra_index_urls

    @property
    def index_args(self) -> list[str]:
        """The indexes as installer options (pip and ``uv pip`` spell them alike)."""
        args = ["--index-url", self.index_url] if self.index_url else []
        for url in self.extra_index_urls:
            args += ["--extra-index-url", url]
        return args

    def install_steps(self, installer: list[str], requirement_args: list[str]) -> list[list[str]]:
        """The one install recipe, as argument lists, for every file and tool that installs.

        ``installer``: ``["python", "-m", "pip", "install"]`` or ``["uv", "pip",
        "install"]``; ``requirement_args``: how the full list is named (``["-r",
        "requirements.txt"]``, with ``--require-hashes`` for a lock). A package that builds
        against torch cannot be built in an isolated build environment (its build backend
        imports torch, which that environment lacks), so the framework goes in first, those
        packages next with ``--no-build-isolation``, and then everything else; the last
        step finds the first ones already installed at their pins.
        """
        steps: list[list[str]] = []
        if self.no_isolation_specs:
            steps.append([*installer, *self.index_args, *self.first_specs])
            steps.append(
                [*installer, "--no-build-isolation", *self.index_args, *self.no_isolation_specs]
            )
        steps.append([*installer, *requirement_args])
        return steps

    def install_lines(self, installer: list[str], requirement_args: list[str]) -> list[str]:
        """:meth:`install_steps` as shell-quoted command lines."""
        return [shlex.join(step) for step in self.install_steps(installer, requirement_args)]


def checked_url(value: str, what: str) -> str:
    if not URL_RE.fullmatch(value):
        raise InputError(f"the plan's {what} {value!r} is not valid")
    return value


def _split_lines(lines: list[str]) -> tuple[list[str], list[str], list[str]]:
    """(index URLs, extra index URLs, requirement specifiers) from the plan's lines.

    Only ``--index-url`` / ``--extra-index-url`` with an https URL and valid requirement
    specifiers pass; any other line in a plan is refused.
    """
    index: list[str] = []
    extra: list[str] = []
    specs: list[str] = []
    for line in lines:
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        if not text.isprintable():  # a line break or control character inside the line
            raise InputError(f"the plan's stack.requirement_lines entry {text!r} is not valid")
        option, _, value = text.partition(" ")
        if option in {"--index-url", "--extra-index-url"}:
            url = checked_url(value.strip(), f"stack.requirement_lines {option} URL")
            (index if option == "--index-url" else extra).append(url)
            continue
        try:
            req = Requirement(text)
        except InvalidRequirement:
            raise InputError(
                f"the plan's stack.requirement_lines entry {text!r} is not valid"
            ) from None
        if req.url is not None or req.marker is not None:
            # "name @ URL" fetches from anywhere (credentials in the URL included) and a
            # marker can keep the package from installing: only name, extras, version
            raise InputError(
                f"the plan's stack.requirement_lines entry {text!r} is not valid:"
                " a direct URL or an environment marker is not accepted"
            )
        specs.append(_rebuilt(req))
    return index, extra, specs


def _rebuilt(req: Requirement) -> str:
    """The line written for ``req``, built from its name, extras and version specifier
    (never the plan's text passed through)."""
    extras = f"[{','.join(sorted(req.extras))}]" if req.extras else ""
    return f"{req.name}{extras}{req.specifier}"


def _pin(name: str, version: str, extras: list[str]) -> str:
    extra = f"[{','.join(extras)}]" if extras else ""
    return f"{name}{extra}=={version}"


def package_layout(stack: Stack, variant_index_base: str | None) -> PackageLayout:
    """The layout for ``stack``. ``variant_index_base``: the framework's variant index root
    (the PyTorch catalog's ``index_base_url``); a URL under it is never the main index.

    ``stack.packages`` is the one list of what is installed: each package is pinned once,
    in its order. The framework comes first, as its requirement line writes it (that line
    may carry extras, such as ``tensorflow[and-cuda]``), or else as the framework pin. The
    requirement lines give only that and the indexes: another pin there that
    ``packages`` does not hold is not installed, so the two lists cannot disagree.
    """
    line_index, line_extra, line_specs = _split_lines(stack.requirement_lines)
    framework_pkg = FRAMEWORK_PACKAGES.get(stack.framework.name)
    framework_key = canonicalize_name(framework_pkg) if framework_pkg else None
    specs: list[str] = []
    seen: set[str] = set()
    framework_line = next(
        (x for x in line_specs if canonicalize_name(Requirement(x).name) == framework_key),
        None,
    )
    if framework_line is not None and framework_key is not None:
        specs.append(framework_line)
        seen.add(framework_key)
    elif framework_pkg is not None and framework_key is not None:
        pinned = next(
            (p for p in stack.packages if canonicalize_name(p.name) == framework_key), None
        )
        if pinned is None:
            specs.append(_pin(framework_pkg, stack.framework.version, []))
            seen.add(framework_key)
    for pin in stack.packages:
        key = canonicalize_name(pin.name)
        if key not in seen:
            specs.append(_pin(pin.name, pin.version, pin.extras))
            seen.add(key)
    variant_urls = {p.index_url for p in stack.packages if p.index_url}
    base = variant_index_base.rstrip("/") + "/" if variant_index_base else None

    def is_variant(url: str) -> bool:
        return url in variant_urls or (base is not None and url.startswith(base))

    main: str | None = None
    extra: list[str] = []
    for url in [*([stack.index_url] if stack.index_url else []), *line_index]:
        checked_url(url, "stack.index_url")
        if is_variant(url):
            extra.append(url)
        elif main is None:
            main = url
        else:
            extra.append(url)
    extra += [checked_url(u, "stack.extra_index_urls") for u in stack.extra_index_urls]
    extra += line_extra
    extra += [checked_url(u, "stack.packages[].index_url") for u in sorted(variant_urls)]
    unique = tuple(dict.fromkeys(u for u in extra if u != main))
    variant = next((u for u in unique if is_variant(u)), None)
    names = {canonicalize_name(Requirement(spec).name) for spec in specs}
    source_builds = {canonicalize_name(p.name) for p in stack.packages if p.is_source_build}
    first_names: set[str] = set(VARIANT_PACKAGES)
    if framework_key is not None:
        first_names.add(framework_key)
    return PackageLayout(
        index_url=main,
        extra_index_urls=unique,
        specs=tuple(specs),
        variant_index_url=variant,
        variant_packages=tuple(sorted(names & VARIANT_PACKAGES)) if variant else (),
        first_specs=tuple(s for s in specs if _key(s) in first_names),
        no_isolation_specs=tuple(
            s for s in specs if _key(s) in source_builds and _key(s) not in first_names
        ),
    )


def _key(spec: str) -> str:
    return canonicalize_name(Requirement(spec).name)
