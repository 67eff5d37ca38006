"""The price-age warning is about the prices a plan uses, not the oldest row on record."""

from __future__ import annotations

from datetime import date

import pytest

from tests.plan_json import plan_json


def _age_reason(plan: dict) -> dict:  # type: ignore[type-arg]
    return next(r for r in plan["infra"]["reasons"] if r["code"] == "infra.prices_list")


def test_price_age_names_the_oldest_price_an_option_uses(
    capsys: pytest.CaptureFixture[str],
) -> None:
    plan = plan_json(capsys)
    used = {
        r["as_of"]
        for o in plan["infra"]["options"]
        if not o["is_excluded"]
        for r in o["reasons"]
        if r["code"]
        in {"infra.cost.train", "infra.cost.serve_month", "infra.cost.storage", "infra.cost.egress"}
        and r["as_of"]
    } | {o["prices_as_of"] for o in plan["infra"]["options"] if o["prices_as_of"]}
    reason = _age_reason(plan)
    assert reason["params"]["oldest"] == min(used)
    # rates this plan does not use (another provider's disk, a facility PUE default) do
    # not make it look years out of date
    assert (date.fromisoformat(plan["created"]) - date.fromisoformat(min(used))).days == reason[
        "params"
    ]["age_days"]
