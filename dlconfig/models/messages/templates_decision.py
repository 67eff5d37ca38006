# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of the decision's reasons (which GPUs, how many, where, at what price), by code."""

from __future__ import annotations

from dlconfig.models.messages.render import OPTIONAL, QT_TRANSLATE_NOOP, Template, When, sentence

DECISION_TEMPLATES: dict[str, Template] = {
    "decision.objective": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Decided once for every output, at the lowest cost (then the shortest time):",
                ),
                objective="cheapest",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Decided once for every output, for the shortest time (serving: the nearest place), then the lowest cost:",
                ),
                objective="fastest",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Decided once for every output, balancing cost and time (each against the best candidate, time against at least a working day) plus 1 point per 100 ms of round trip:",
            ),
        ),
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                " {feasible} of {considered} candidates (GPU model x count x place x price mode) are feasible; price modes allowed: {modes}.",
            ),
        ),
    ),
    "decision.place.cluster": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "Runs as a Slurm batch job on your cluster: one node, 1 GPU"
                ),
                nodes=1,
                gpus_per_node=1,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Runs as a Slurm batch job on your cluster: one node, {gpus_per_node} GPUs",
                ),
                nodes=1,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Runs as a Slurm batch job on your cluster: {nodes} nodes, 1 GPU each",
                ),
                gpus_per_node=1,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Runs as a Slurm batch job on your cluster: {nodes} nodes, {gpus_per_node} GPUs each",
            ),
        ),
        (
            QT_TRANSLATE_NOOP("ReasonText", " in partition {partition}"),
            QT_TRANSLATE_NOOP("ReasonText", " in the cluster's default partition"),
        ),
        (
            QT_TRANSLATE_NOOP("ReasonText", ", GPUs asked for as GRES type {gpu_type}"),
            OPTIONAL,
        ),
        (QT_TRANSLATE_NOOP("ReasonText", "; the bundle's slurm/job.sbatch submits it."),),
    ),
    "decision.no_candidate": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "None of the {considered} candidates can run this workload: no GPU that holds it is offered at an allowed place and price mode. Relax the rules, the provider lists or the GPU named, or allow more price modes.",
        )
    ),
    "decision.pinned": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "You picked this candidate ({place}); it stays while it is feasible."
        )
    ),
    "decision.pin_lost": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "The candidate you picked ({place}) is no longer feasible after your changes; the best one under the objective is shown instead.",
        )
    ),
    "decision.preferred_own": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "The workload fits this machine's {gpu}: planned here first, before renting or buying.",
                ),
                kind="local",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The workload fits the {gpu} GPUs you own: planned on them first, before renting or buying.",
            ),
        ),
    ),
    "decision.none_meets": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "No feasible candidate meets the deadline and the budget; this is the best of those that miss them.",
        )
    ),
    "decision.runner_up": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Runner-up: {count} × {gpu} at {place}, {hours} h and ${usd:,.2f} a run (chosen: {chosen_hours} h, ${chosen_usd:,.2f}).",
                ),
                basis="run",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Runner-up: {count} × {gpu} at {place}, ${usd:,.2f} a month (chosen: ${chosen_usd:,.2f}).",
                ),
                basis="month",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText", "Runner-up: {count} × {gpu} at {place}; its cost is not known."
            ),
        ),
    ),
    "decision.scaling": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "A run on several GPUs (here {gpus}) is timed at {pct}% of a perfect speed-up (a published data-parallel scaling figure).",
        )
    ),
    "decision.replicas": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Serving replicas: {replicas}, GPUs per replica: {gpus_per_replica}, for {requests} concurrent requests at {tokens_per_s_per_user} tokens/s each (one replica decodes about {decode_tokens_per_s} tokens/s for all of them).",
                ),
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Serving replicas: {replicas}, GPUs per replica: {gpus_per_replica}, for {requests} concurrent requests: one replica batches all of them, its memory sized for them in step 1.",
            ),
        ),
    ),
    "decision.cost.cloud": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{instances} × {instance_type} (GPUs paid for: {gpus_paid}) {mode} at ${usd_per_hour:,.4f}/h for {hours} billed hours: ${usd:,.2f} a run.",
                ),
                hours_per_month=None,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{instances} × {instance_type} (GPUs paid for: {gpus_paid}) {mode} at ${usd_per_hour:,.4f}/h, {hours_per_month:g} hours a month: ${usd:,.2f} a month.",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{instances} × {instance_type} (GPUs paid for: {gpus_paid}) {mode} at ${usd_per_hour:,.4f}/h; the time of a run is not known.",
            ),
        ),
    ),
    "decision.cost.owned": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "GPUs you own, in use: {gpus}; ${fixed_month_usd:,.2f} a month of write-off ({years:g} years) for the share of the month it runs, plus power at ${power_usd_per_hour:,.4f}/h (PUE {pue:g}, ${usd_per_kwh:g}/kWh): ${usd:,.2f}.",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "GPUs you own, in use: {gpus}; power at ${power_usd_per_hour:,.4f}/h (PUE {pue:g}, ${usd_per_kwh:g}/kWh); no purchase price is recorded to write off.",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "GPUs you own, in use: {gpus}; neither a purchase price nor a board power is recorded, so the cost is not known.",
            ),
        ),
    ),
    "decision.cost.bought": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Buying the GPUs (count: {gpus}) for ${purchase_usd:,.0f}: ${fixed_month_usd:,.2f} a month written off over {years:g} years, at least 1/{runs_per_month:g} of a month per run, plus power at ${power_usd_per_hour:,.4f}/h (PUE {pue:g}, ${usd_per_kwh:g}/kWh): ${usd:,.2f} a run.",
                ),
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Buying the GPUs (count: {gpus}) for ${purchase_usd:,.0f}: ${fixed_month_usd:,.2f} a month written off over {years:g} years, plus power at ${power_usd_per_hour:,.4f}/h (PUE {pue:g}, ${usd_per_kwh:g}/kWh): ${usd:,.2f} a month.",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Buying the GPUs (count: {gpus}) for ${purchase_usd:,.0f}; the cost of a run is not known.",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Buying the GPUs (count: {gpus}): no current price is recorded, so the cost is not known; enter your supplier's quote.",
            ),
        ),
    ),
    "decision.price_stale": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "The {gpu}'s recorded price is its launch price ({launch_year}), older than the {years:g}-year write-off period: no price to buy it at today, so buying it is costed as unknown (enter your quote).",
        )
    ),
    "decision.cost.unknown": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "No price is recorded for this {gpu} candidate in an allowed price mode: its cost is unknown, so it ranks after every priced candidate.",
        )
    ),
    "decision.missed.deadline": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "Takes {hours} h, past the {deadline_hours:g} h deadline.")
    ),
    "decision.missed.budget": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "Costs ${usd:,.2f} a run, over the ${budget_usd:,.2f} budget."
                ),
                basis="run",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText", "Costs ${usd:,.2f} a month, over the ${budget_usd:,.2f} budget."
            ),
        ),
    ),
    "decision.excluded.instance_too_small": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "Ruled out: GPUs in the instance: {instance_gpus}; a node of this layout needs {gpus_per_node}.",
        )
    ),
    "decision.excluded.provider_not_listed": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "Ruled out: {provider} is not among the providers you allow ({listed})."
        )
    ),
    "decision.excluded.desktop_target": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Ruled out: the plan targets WSL2 on a Windows machine, and cloud instances run Linux; choose the Linux target to rent one.",
                ),
                target="wsl2",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Ruled out: the plan targets native Windows on your machine, and cloud instances run Linux; choose the Linux target to rent one.",
            ),
        ),
    ),
    "decision.excluded.provider_avoided": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "Ruled out: you asked to avoid {provider}.")
    ),
    "decision.excluded.pipl_mainland": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Ruled out: under China's PIPL the data collected in mainland China stays in mainland regions; this place is in {country}.",
                ),
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Ruled out: under China's PIPL the data collected in mainland China stays in mainland regions.",
            ),
        ),
    ),
    "decision.excluded.export_control": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "Ruled out: the {gpu} (total processing performance {tpp}) is above the {threshold:g} of {rule} and needs a US export licence for {country}.",
        )
    ),
    "decision.excluded.export_named": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "Ruled out: the {gpu} is named as needing a US export licence for {country} under {rule}.",
        )
    ),
    "decision.export_unchecked": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "The catalog records no tensor figures for the {gpu}, so whether it needs an export licence for {country} under {rule} is not checked; confirm with your supplier.",
        )
    ),
    "decision.excluded.owned_too_small": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "Ruled out: GPUs you own per machine: {gpus}, machines: {machines}; this layout needs {needed} per node.",
        )
    ),
    "decision.excluded.not_requested": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "Ruled out: you asked for {requested}, which holds the workload; the {gpu} is not planned.",
        )
    ),
}

__all__ = ["DECISION_TEMPLATES", "OPTIONAL"]
