"""Compliance: GDPR flags non-adequate places, PIPL flags cross-border, HIPAA needs a BAA."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.infra_data import BaaRecord, ProviderRecord
from dlconfig.kb.places import load_infra
from dlconfig.plan.place.compliance import evaluate
from tests.plan.test_infra_support import kb_with_test_gpus, plan_of, small_model

TODAY = date(2026, 12, 2)
RULES = {r.id: r for r in load_infra(KnowledgeBase()).compliance.rules}
EU_EEA = set(RULES["gdpr"].home_countries)


def provider(baa: bool | None) -> ProviderRecord:
    record = None
    if baa is not None:
        record = BaaRecord(available=baa, source="https://example.org/baa", as_of=TODAY)
    return ProviderRecord(
        id="p",
        name="Provider P",
        kind="cloud",
        baa=record,
        source="https://example.org/p",
        as_of=TODAY,
    )


@pytest.mark.parametrize("country", ["DE", "FR", "NO", "IS", "JP", "GB", "CH", "KR"])
def test_gdpr_allows_eea_and_adequate_countries(country: str) -> None:
    verdict = evaluate([RULES["gdpr"]], country, "cloud", provider(None))
    assert not verdict.is_excluded and verdict.needs == ()


@pytest.mark.parametrize("country", ["BR", "IN", "SG", "CN", "AU"])
def test_gdpr_flags_non_adequate_countries_with_sccs(country: str) -> None:
    verdict = evaluate([RULES["gdpr"]], country, "cloud", provider(None))
    assert not verdict.is_excluded
    assert any("Standard Contractual Clauses" in n for n in verdict.needs)
    assert verdict.reasons[0].params["rule"] == "gdpr"
    assert "GDPR" in verdict.reasons[0].text


def test_gdpr_us_is_adequate_only_under_the_data_privacy_framework() -> None:
    verdict = evaluate([RULES["gdpr"]], "US", "cloud", provider(None))
    assert any("Data Privacy Framework" in n for n in verdict.needs)


def test_pipl_flags_every_place_outside_mainland_china() -> None:
    inside = evaluate([RULES["pipl"]], "CN", "cloud", provider(None))
    assert inside.needs == ()
    for country in ("HK", "SG", "US", "DE"):
        verdict = evaluate([RULES["pipl"]], country, "cloud", provider(None))
        assert any("security assessment" in n for n in verdict.needs), country
        assert verdict.reasons[0].params["rule"] == "pipl"


def test_pipl_localisation_excludes_places_abroad() -> None:
    assert evaluate([RULES["pipl_ciio"]], "CN", "onprem").excluded_by == ()
    verdict = evaluate([RULES["pipl_ciio"]], "SG", "cloud", provider(None))
    assert verdict.excluded_by == ("pipl_ciio",)
    assert [r.code for r in verdict.reasons] == ["infra.compliance.excluded"]


def test_hipaa_requires_a_baa_capable_provider() -> None:
    rule = [RULES["hipaa"]]
    with_baa = evaluate(rule, "US", "cloud", provider(True))
    assert not with_baa.is_excluded
    assert with_baa.needs == tuple(RULES["hipaa"].needs)
    assert [r.code for r in with_baa.reasons] == ["infra.compliance.needs_contract"]
    for missing in (provider(None), provider(False)):
        verdict = evaluate(rule, "US", "cloud", missing)
        assert verdict.excluded_by == ("hipaa",)
        assert [r.code for r in verdict.reasons] == ["infra.compliance.excluded"]
        assert verdict.reasons[0].params["rule"] == "hipaa"
    assert not evaluate(rule, "US", "onprem").is_excluded


def test_pci_dss_needs_encryption_and_segmentation_everywhere() -> None:
    verdict = evaluate([RULES["pci_dss"]], "DE", "cloud", provider(None))
    text = " ".join(verdict.needs)
    assert "Requirement 3" in text and "Requirement 4" in text and "segmentation" in text
    # A cloud that hosts card data is a service provider whose PCI DSS status is checked.
    assert "Attestation of Compliance" in text and "12.8.4" in text
    assert not verdict.is_excluded


def _clouds(plan):  # type: ignore[no-untyped-def]
    return [o for o in plan.infra.options if o.kind == "cloud"]


def test_plan_with_gdpr_flags_us_regions_by_rule(tmp_path: Path) -> None:
    kb = kb_with_test_gpus(tmp_path)
    work = small_model(location={"data": "Frankfurt", "users": "New York"}, compliance=["gdpr"])
    plan = plan_of(work, kb)
    assert plan.decision is not None
    candidates = [c for c in [plan.decision.chosen, *plan.decision.alternatives] if c]
    assert any(c.country == "US" for c in candidates)
    for c in candidates:
        gdpr_reasons = [r for r in c.reasons if r.params.get("rule") == "gdpr"]
        if c.kind == "cloud" and c.country not in EU_EEA:
            assert gdpr_reasons, c.place


def test_plan_with_pipl_and_data_in_mainland_china_keeps_it_in_the_mainland() -> None:
    work = small_model(location={"data": "Shanghai", "users": "Shanghai"}, compliance=["pipl"])
    plan = plan_of(work)
    assert plan.decision is not None and plan.decision.chosen is not None
    assert plan.decision.chosen.country == "CN"
    for c in plan.decision.alternatives:
        assert c.country == "CN", c.place
    outside = [c for c in plan.decision.excluded if c.country not in (None, "CN")]
    assert outside and all(
        any(r.code == "decision.excluded.pipl_mainland" for r in c.reasons) for c in outside
    )


def test_plan_with_hipaa_excludes_providers_without_baa(tmp_path: Path) -> None:
    kb = kb_with_test_gpus(tmp_path)
    work = small_model(location={"data": "Chicago", "users": "Chicago"}, compliance=["hipaa"])
    plan = plan_of(work, kb)
    assert plan.decision is not None and plan.decision.chosen is not None
    feasible = [plan.decision.chosen, *plan.decision.alternatives]
    assert all(c.provider != "runpod" for c in feasible)
    ruled_out = [c for c in plan.decision.excluded if c.provider == "runpod"]
    assert ruled_out and all(
        any(r.params.get("rule") == "hipaa" for r in c.reasons) for c in ruled_out
    )
    assert any(c.provider == "aws" for c in feasible)
    assert plan.infra is not None and not plan.infra.options[0].is_excluded
