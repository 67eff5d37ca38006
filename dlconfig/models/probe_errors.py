"""Why NVML cannot be used, as a code of the probe's messages and its params: raised by
the probe's NVML helper, read by the probe and the monitor alike."""

from __future__ import annotations

from collections.abc import Mapping

from dlconfig.models.messages import ParamValue, render_text


class ProbeUnavailable(Exception):  # noqa: N818 - a state, named as the design calls it
    """NVML cannot be used on this machine; ``code`` is stable, ``params`` fill its words
    (``reason``, from the messages catalogue's ``probe.`` + code)."""

    def __init__(self, code: str, **params: ParamValue) -> None:
        self.code = code
        self.params = params
        self.reason = unavailable_text(code, params)
        super().__init__(self.reason)


def unavailable_text(code: str, params: Mapping[str, ParamValue]) -> str:
    """Why the GPUs cannot be used, in English, from ``code`` and ``params``."""
    return render_text("probe." + code, params) or code
