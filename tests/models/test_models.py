"""The shared models: schema tags, bounds and lossless JSON round trips."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from dlconfig.models import HardwareProfile, Workload


def test_workload_defaults_round_trip() -> None:
    w = Workload()
    again = Workload.model_validate_json(w.model_dump_json())
    assert again == w
    assert w.model_dump()["schema"] == "dlconfig.workload/1"


@pytest.mark.parametrize(
    ("patch", "field"),
    [
        ({"batch_size": -1}, "batch_size"),
        ({"model": {"params_b": 1e6}}, "model.params_b"),
        ({"precision": "fp64"}, "precision"),
        ({"unknown_key": 1}, "unknown_key"),
    ],
)
def test_bad_workload_names_the_field(patch: dict[str, object], field: str) -> None:
    with pytest.raises(ValidationError) as err:
        Workload.model_validate(patch)
    locs = {".".join(str(p) for p in e["loc"]) for e in err.value.errors()}
    assert field in locs


def test_hardware_profile_schema_tag() -> None:
    assert HardwareProfile().model_dump()["schema"] == "dlconfig.hardware/1"
    with pytest.raises(ValidationError):
        HardwareProfile.model_validate({"schema": "dlconfig.hardware/9"})


def test_first_error_names_the_nested_field_and_counts_the_rest() -> None:
    from dlconfig.models.errors import first_error, first_error_text

    with pytest.raises(ValidationError) as err:
        Workload.model_validate({"model": {"params_b": 1e6}, "batch_size": -1})
    where, message = first_error(err.value)
    assert where in {"model.params_b", "batch_size"}
    assert message.endswith("(and 1 more)")
    assert first_error_text(err.value).startswith(f"{where}: ")
