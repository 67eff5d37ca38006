"""Which Python the container runs, and where it comes from (part of step 4).

The image must run the plan's Python, the one the pins were resolved for. A ``python``
slim image of that version carries it. Otherwise (CUDA images carry no Python; no slim
image of that version is recorded) the build stage installs uv with pip, uv installs the
plan's Python under a fixed folder, the virtual environment is created with it, and both
folders are copied into the runtime stage. Without a uv record in the knowledge base the
Dockerfile falls back to what the image offers, and the Reason says the versions can differ.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from dlconfig.kb.images import ImageCatalog
from dlconfig.models.common import Reason
from dlconfig.models.container import PYTHON_DIR


@dataclass(frozen=True)
class PythonInImage:
    python_from: Literal["image", "uv", "apt"]
    python: str | None  # major.minor the image runs; None: the distribution's python3
    uv_version: str | None
    reason: Reason


def python_in_image(
    catalog: ImageCatalog,
    plan_python: str,
    image: str,
    image_python: str | None,
    ubuntu: str | None = None,
) -> PythonInImage:
    """How ``image`` (carrying ``image_python``, None: no Python) runs ``plan_python``."""
    if image_python == plan_python:
        return PythonInImage(
            "image",
            plan_python,
            None,
            Reason(
                code="container.python.image",
                params={"python": plan_python, "image": image},
                source=next(
                    (i.source for i in catalog.python_images if i.python == image_python), None
                ),
                as_of=catalog.python_images[0].as_of,
            ),
        )
    uv = catalog.uv
    if uv is not None:
        return PythonInImage(
            "uv",
            plan_python,
            uv.version,
            Reason(
                code="container.python.uv",
                params={
                    "python": plan_python,
                    "image": image,
                    "image_python": image_python or "none",
                    "uv": uv.version,
                    "install_dir": PYTHON_DIR,
                },
                source=uv.guide,
                as_of=uv.as_of,
            ),
        )
    if image_python is None:
        return PythonInImage(
            "apt",
            None,
            None,
            Reason(
                code="container.python.distro",
                params={"python": plan_python, "ubuntu": ubuntu or "unknown"},
            ),
        )
    return PythonInImage(
        "image",
        image_python,
        None,
        Reason(
            code="container.python.image_differs",
            params={"python": plan_python, "image": image, "image_python": image_python},
        ),
    )
