"""Which places a workload's data-protection rules allow, exclude, or allow with a mechanism.

Rules are data (``compliance.yaml``). A place is judged by its country code and, for rules
that need a contract, by what its provider is recorded to sign. Guidance, not legal advice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from dlconfig.kb.infra_data import ComplianceRule, ProviderRecord
from dlconfig.models.common import Reason

PlaceKind = Literal["cloud", "gpu_cloud", "local", "onprem", "colocation"]
_OWN = ("local", "onprem", "colocation")


@dataclass(frozen=True, slots=True)
class Verdict:
    """The rules' answer for one place: excluded (by which rules) and what it needs."""

    excluded_by: tuple[str, ...]
    needs: tuple[str, ...]
    reasons: tuple[Reason, ...]

    @property
    def is_excluded(self) -> bool:
        return bool(self.excluded_by)


OK = Verdict((), (), ())


def _reason(code: str, rule: ComplianceRule, **params: str | None) -> Reason:
    return Reason(
        code=code,
        params={"rule": rule.id, "rule_name": rule.name, **params},
        source=rule.source,
        as_of=rule.as_of,
    )


def evaluate(
    rules: Sequence[ComplianceRule],
    country: str | None,
    kind: PlaceKind,
    provider: ProviderRecord | None = None,
) -> Verdict:
    """Judge a place in ``country`` (ISO code; None when unknown) of ``kind``."""
    if not rules:
        return OK
    excluded: list[str] = []
    needs: list[str] = []
    reasons: list[Reason] = []
    for rule in rules:
        if rule.kind == "controls":
            needs.extend(rule.needs)
            reasons.append(_reason("infra.compliance.controls", rule, needs="; ".join(rule.needs)))
        elif rule.kind == "localisation":
            if country not in rule.home_countries:
                excluded.append(rule.id)
                reasons.append(
                    _reason(
                        "infra.compliance.excluded",
                        rule,
                        country=country,
                        home=", ".join(rule.home_countries),
                    )
                )
        elif rule.kind == "contract":
            _contract(
                rule,
                kind=kind,
                provider=provider,
                excluded=excluded,
                needs=needs,
                reasons=reasons,
            )
        else:
            _transfer(rule, country, needs, reasons)
    return Verdict(tuple(excluded), tuple(dict.fromkeys(needs)), tuple(reasons))


def _transfer(
    rule: ComplianceRule,
    country: str | None,
    needs: list[str],
    reasons: list[Reason],
) -> None:
    if country in rule.home_countries or country in rule.allowed_countries:
        return
    condition = rule.conditional_countries.get(country or "")
    if condition is not None:
        needs.append(f"{condition} (or {'; '.join(rule.needs)})")
    else:
        needs.extend(rule.needs)
    home = "/".join(rule.home_countries[:3]) + ("..." if len(rule.home_countries) > 3 else "")
    reasons.append(
        _reason(
            "infra.compliance.needs_mechanism",
            rule,
            country=country,
            condition=condition,
            home=home,
            needs="; ".join(rule.needs),
        )
    )


def _contract(
    rule: ComplianceRule,
    *,
    kind: PlaceKind,
    provider: ProviderRecord | None,
    excluded: list[str],
    needs: list[str],
    reasons: list[Reason],
) -> None:
    if kind in _OWN:
        if kind == "colocation":
            reasons.append(_reason("infra.compliance.colocation", rule))
        return
    baa = provider.baa if provider is not None else None
    name = provider.name if provider is not None else None
    if baa is not None and baa.available:
        needs.extend(rule.needs)
        reasons.append(
            Reason(
                code="infra.compliance.needs_contract",
                params={"rule": rule.id, "rule_name": rule.name, "provider": name},
                source=baa.source,
                as_of=baa.as_of,
            )
        )
        return
    excluded.append(rule.id)
    reasons.append(
        _reason(
            "infra.compliance.excluded",
            rule,
            provider=name,
        )
    )
