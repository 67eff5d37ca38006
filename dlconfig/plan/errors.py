"""Errors the planning steps raise for input they cannot plan."""

from __future__ import annotations

from dlconfig.models.messages import ParamValue, render_text


class PlanInputError(ValueError):
    """The workload cannot be planned; ``field`` names the input at fault, ``code`` and
    ``params`` the sentence (``templates_inputs``) whose English text is ``message``."""

    def __init__(self, field: str, code: str, **params: ParamValue) -> None:
        message = render_text(code, params)
        if message is None:  # a template that cannot fill is a bug: say what is known
            message = f"{code} {params}"
        super().__init__(f"{field}: {message}")
        self.field = field
        self.code = code
        self.params = params
        self.message = message
