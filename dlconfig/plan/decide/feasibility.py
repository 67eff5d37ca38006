"""Whether a place may run a GPU layout: the one feasibility check of the decision.

A place is ruled out, with the reason, when it cannot hold the layout (fewer GPUs per
instance than a node needs), when the data rules exclude its country (and, under China's
PIPL with the data in mainland China, when it is outside the mainland), when the GPU needs
an export licence for the place's country, or when the user's provider lists leave it out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dlconfig.kb.decision_facts import ExportControl
from dlconfig.kb.gpus import GpuRecord
from dlconfig.kb.infra_data import ComplianceRule, ProviderRecord
from dlconfig.models.common import Reason
from dlconfig.models.workload import Workload
from dlconfig.plan.place.compliance import PlaceKind, Verdict, evaluate

PIPL = "pipl"
MAINLAND = "CN"

# bits per value of each dense tensor figure: TPP = dense TOPS x bit length
_TPP_FIGURES = (
    ("fp16_tensor_tflops", 16),
    ("bf16_tensor_tflops", 16),
    ("fp8_tensor_tflops", 8),
    ("int8_tensor_tops", 8),
    ("fp4_tensor_tflops", 4),
)


def total_processing_performance(record: GpuRecord | None) -> float | None:
    """The GPU's TPP from the catalog's dense tensor figures; None when it records none."""
    if record is None:
        return None
    values = [
        figure * bits
        for name, bits in _TPP_FIGURES
        if (figure := getattr(record, name, None)) is not None
    ]
    return max(values, default=None)


@dataclass(frozen=True)
class PlaceRules:
    """What is judged once per plan: the rules, the countries, the provider lists."""

    rules: tuple[ComplianceRule, ...]
    data_country: str | None
    export: ExportControl | None
    providers: frozenset[str]
    avoid: frozenset[str]

    @classmethod
    def of(
        cls,
        workload: Workload,
        rules: Sequence[ComplianceRule],
        data_country: str | None,
        export: ExportControl | None,
    ) -> PlaceRules:
        return cls(
            tuple(rules),
            data_country,
            export,
            frozenset(workload.providers),
            frozenset(workload.avoid_providers),
        )

    @property
    def keeps_data_in_mainland(self) -> bool:
        return self.data_country == MAINLAND and any(r.id.startswith(PIPL) for r in self.rules)

    def judge(
        self, country: str | None, kind: PlaceKind, provider: ProviderRecord | None = None
    ) -> tuple[Verdict, list[Reason]]:
        """The data rules' verdict for a place and the reasons that exclude it."""
        verdict = evaluate(self.rules, country, kind, provider)
        out = [r for r in verdict.reasons if verdict.is_excluded and r.code.endswith("excluded")]
        if verdict.is_excluded and not out:
            out = list(verdict.reasons)
        if provider is not None and self.providers and provider.id not in self.providers:
            out.append(
                Reason(
                    code="decision.excluded.provider_not_listed",
                    params={"provider": provider.name, "listed": ", ".join(sorted(self.providers))},
                )
            )
        if provider is not None and provider.id in self.avoid:
            out.append(
                Reason(
                    code="decision.excluded.provider_avoided", params={"provider": provider.name}
                )
            )
        if self.keeps_data_in_mainland and country != MAINLAND:
            rule = next(r for r in self.rules if r.id.startswith(PIPL))
            out.append(
                Reason(
                    code="decision.excluded.pipl_mainland",
                    params={"country": country},
                    source=rule.source,
                    as_of=rule.as_of,
                )
            )
        return verdict, out

    def export_reason(self, record: GpuRecord | None, country: str | None) -> Reason | None:
        """Why ``record`` cannot be placed in ``country`` (an export licence), if so."""
        rule = self.export
        if rule is None or record is None or country not in rule.countries:
            return None
        if record.markets is not None and country in record.markets:
            return None  # a part made for that market
        named = next((n for n in rule.named if record.id in n.gpus), None)
        if named is not None:
            return Reason(
                code="decision.excluded.export_named",
                params={"gpu": record.name, "country": country, "rule": rule.rule},
                source=named.source,
                as_of=named.as_of,
            )
        tpp = total_processing_performance(record)
        if tpp is None or tpp < rule.tpp_threshold:
            return None
        return Reason(
            code="decision.excluded.export_control",
            params={
                "gpu": record.name,
                "country": country,
                "tpp": round(tpp),
                "threshold": rule.tpp_threshold,
                "rule": rule.rule,
            },
            source=rule.source,
            as_of=rule.as_of,
        )

    def export_unchecked(self, record: GpuRecord | None, country: str | None) -> Reason | None:
        """Say so when a GPU placed in a controlled country has no figure to check."""
        rule = self.export
        if rule is None or record is None or country not in rule.countries:
            return None
        named = {gpu for n in rule.named for gpu in n.gpus}
        if record.markets is not None or record.id in named:
            return None
        if total_processing_performance(record) is not None:
            return None
        return Reason(
            code="decision.export_unchecked",
            params={"gpu": record.name, "country": country, "rule": rule.rule},
            source=rule.source,
            as_of=rule.as_of,
        )


def holds_node(instance_gpus: int, gpus_per_node: int) -> Reason | None:
    """An instance holds one node of the layout only with as many GPUs as the node."""
    if instance_gpus >= gpus_per_node:
        return None
    return Reason(
        code="decision.excluded.instance_too_small",
        params={"instance_gpus": instance_gpus, "gpus_per_node": gpus_per_node},
    )
