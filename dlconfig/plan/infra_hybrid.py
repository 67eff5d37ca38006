"""Hybrid plans: train on owned hardware and serve from the cloud near the users, or train
in the cloud and serve from a server of your own; shown side by side with the rest."""

from __future__ import annotations

from dlconfig.models.common import Reason
from dlconfig.models.infra import InfraOption
from dlconfig.plan.infra_latency import ERROR_PCT
from dlconfig.plan.infra_options import money, r1
from dlconfig.plan.infra_rank import Candidate


def hybrid_options(owned: list[InfraOption], cloud: list[Candidate]) -> list[InfraOption]:
    """Train on owned hardware and serve from the cloud near users, and the reverse."""
    usable = [c for c in cloud if not c.verdict.is_excluded]
    own_train = next((o for o in owned if o.kind in ("local", "onprem") and o.train_cost_usd), None)
    own_serve = next((o for o in owned if o.kind == "colocation" and o.monthly_cost_usd), None)
    near = min(
        (c for c in usable if c.serve),
        key=lambda c: (c.latency_users_ms or 0.0, c.serve.usd if c.serve else 0.0),
        default=None,
    )
    cheap_train = min(
        (c for c in usable if c.train), key=lambda c: c.train.usd if c.train else 0.0, default=None
    )
    out = []
    if own_train and near and near.serve:
        out.append(
            _hybrid(
                own_train,
                f"{own_train.kind} ({own_train.city})",
                f"{near.region.provider} {near.region.code}",
                train_usd=own_train.train_cost_usd,
                monthly_usd=near.serve.usd,
                data_ms=own_train.latency_data_ms,
                users_ms=near.latency_users_ms,
                extra=[*near.verdict.reasons],
                needs=[*own_train.needs, *near.verdict.needs],
                excluded=[*own_train.excluded_by, *near.verdict.excluded_by],
                score=((own_train.score or 0.0) + near.score) / 2,
            )
        )
    if cheap_train and cheap_train.train and own_serve:
        out.append(
            _hybrid(
                own_serve,
                f"{cheap_train.region.provider} {cheap_train.region.code}",
                f"colocation ({own_serve.city})",
                train_usd=cheap_train.train.usd,
                monthly_usd=own_serve.monthly_cost_usd,
                data_ms=cheap_train.latency_data_ms,
                users_ms=own_serve.latency_users_ms,
                extra=[*cheap_train.verdict.reasons],
                needs=[*own_serve.needs, *cheap_train.verdict.needs],
                excluded=[*own_serve.excluded_by, *cheap_train.verdict.excluded_by],
                score=(cheap_train.score + (own_serve.score or 0.0)) / 2,
            )
        )
    return out


def _hybrid(
    base: InfraOption,
    train_place: str,
    serve_place: str,
    *,
    train_usd: float | None,
    monthly_usd: float | None,
    data_ms: float | None,
    users_ms: float | None,
    extra: list[Reason],
    needs: list[str],
    excluded: list[str],
    score: float,
) -> InfraOption:
    reasons = [
        Reason(
            code="infra.hybrid",
            params={"train": train_place, "serve": serve_place},
        ),
        *base.reasons,
        *extra,
    ]
    return InfraOption(
        kind="hybrid",
        gpu=base.gpu,
        gpus=base.gpus,
        train_place=train_place,
        serve_place=serve_place,
        latency_data_ms=r1(data_ms),
        latency_users_ms=r1(users_ms),
        train_cost_usd=money(train_usd) if train_usd is not None else None,
        monthly_cost_usd=money(monthly_usd) if monthly_usd is not None else None,
        is_excluded=bool(excluded),
        excluded_by=list(dict.fromkeys(excluded)),
        needs=list(dict.fromkeys(needs)),
        prices_as_of=base.prices_as_of,
        reasons=reasons,
        latency_error_pct=ERROR_PCT,
        score=round(score, 4),
    )
