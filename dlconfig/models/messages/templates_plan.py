# ruff: noqa: E501 - one literal per sentence, as lupdate extracts it
"""Templates of the workload, hardware and stack steps' reasons, by code."""

from __future__ import annotations

from dlconfig.models.messages.render import (
    OPTIONAL,
    QT_TRANSLATE_NOOP,
    Piece,
    Template,
    When,
    sentence,
)

# " x 1 node", " x 2 nodes": a layout's node count, shared by the sentences that give it.
NODES: Piece = (
    When(QT_TRANSLATE_NOOP("ReasonText", " x {nodes} node"), nodes=1),
    QT_TRANSLATE_NOOP("ReasonText", " x {nodes} nodes"),
)
# the same for the node count a workload asks for
ASKED_NODES: Piece = (
    When(QT_TRANSLATE_NOOP("ReasonText", " x {asked_nodes} node"), asked_nodes=1),
    QT_TRANSLATE_NOOP("ReasonText", " x {asked_nodes} nodes"),
)

PLAN_TEMPLATES: dict[str, Template] = {
    "workload.model.preset": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{name}: {params_b:.3g}B parameters, {active_b:.3g}B active per token, shapes from its official configuration.",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{name}: {params_b:.3g}B parameters, shapes from its official configuration.",
            ),
        ),
    ),
    "workload.model.custom": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "Custom model of {params_b:.3g}B parameters as given in the workload."
            ),
        ),
    ),
    "workload.weights.qlora_nf4": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "QLoRA keeps the frozen model in 4-bit NormalFloat with double quantization ({bits_per_weight:g} bits per weight); embeddings and output head stay 16-bit.",
            ),
        ),
    ),
    "workload.weights.int8": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "8-bit weights (1 byte each, LLM.int8()); embeddings and output head stay 16-bit.",
            ),
        ),
    ),
    "workload.weights.int4": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "4-bit weights with one fp32 scale per 64 (4.5 bits each); embeddings and output head stay 16-bit.",
            ),
        ),
    ),
    "workload.weights.precision": (
        (QT_TRANSLATE_NOOP("ReasonText", "Weights in {precision}: {gib:.1f} GiB per GPU."),),
    ),
    "workload.lora.adapters": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "LoRA rank {rank} on every linear layer trains {trainable_m:.1f}M parameters; only they carry gradients and optimizer states.",
            ),
        ),
    ),
    "workload.lora.adapters_attention": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "LoRA rank {rank} on the attention projections (q, k, v, o) trains {trainable_m:.1f}M parameters; only they carry gradients and optimizer states.",
            ),
        ),
    ),
    "workload.lora.adapters_modules": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "LoRA rank {rank} on {modules} trains {trainable_m:.1f}M parameters; only they carry gradients and optimizer states.",
            ),
        ),
    ),
    "workload.qlora.paged_optimizer": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "QLoRA's paged optimizer moves optimizer states to host memory only on memory spikes; they are counted on the GPU here.",
            ),
        ),
    ),
    "workload.optimizer.states": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{optimizer}: {bytes_per_param:.3g} bytes of optimizer state per trainable parameter (fp32 master copy included in mixed precision); with 16-bit weights and gradients, Adam needs 16 bytes per parameter.",
            ),
        ),
    ),
    "workload.sharding.ddp": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "DDP over {gpus} GPUs: every GPU keeps a full replica of the model states.",
            ),
        ),
    ),
    "workload.sharding.zero1": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "ZERO1 over {gpus} GPUs: optimizer states are partitioned."
            ),
        ),
    ),
    "workload.sharding.zero2": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "ZERO2 over {gpus} GPUs: optimizer states and gradients are partitioned.",
            ),
        ),
    ),
    "workload.sharding.zero3": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "ZERO3 over {gpus} GPUs: optimizer states, gradients and weights are partitioned.",
            ),
        ),
    ),
    "workload.sharding.fsdp": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "FSDP over {gpus} GPUs: weights, gradients and optimizer states are sharded (FULL_SHARD).",
            ),
        ),
    ),
    "workload.activations.unknown": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Activation memory of {name} is not estimated (no per-sample cost in the catalog); leave room beyond the figure shown.",
            ),
        ),
    ),
    "workload.activations.unet": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "A denoising step holds {attention_gib:.2f} GiB of attention scores at the UNet's first attention level ({heads} heads, a conditional and an unconditional copy of each of {images} images; none when attention runs through SDPA, diffusers' default), and the VAE then decodes all {images} images of {image_size} px at once ({vae_gib:.2f} GiB); the larger of the two is counted.",
            ),
        ),
    ),
    "workload.weights.pipeline": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The pipeline's text encoders and VAE ({params_b:.3g}B parameters, {gib:.2f} GiB) stay on the GPU beside the UNet and are counted with the weights.",
            ),
        ),
    ),
    "workload.activations.cnn_rule": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Convolutional activations scaled from a count of ResNet-50's stored feature maps per multiply-add; depthwise networks (EfficientNet) store more.",
            ),
        ),
    ),
    "workload.activations.inference": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Inference keeps no activations for a backward pass; the working set is one layer's activations for the longest prompt.",
            ),
        ),
    ),
    "workload.activations.korthikanti": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Activations per layer follow Korthikanti et al.: s·b·h·(34 + 5·a·s/h) bytes, here s={seq}, b={batch} per GPU, {layers} layers; with full recomputation only each layer's input (2·s·b·h) is kept.",
                ),
                recompute=True,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Activations per layer follow Korthikanti et al.: s·b·h·(34 + 5·a·s/h) bytes, here s={seq}, b={batch} per GPU, {layers} layers.",
                ),
                recompute=False,
            ),
        ),
    ),
    "workload.activations.flash_attention": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "16-bit attention runs as FlashAttention, which does not store the s×s attention scores (the 5·a·s/h term).",
            ),
        ),
    ),
    "workload.activations.encoder_decoder": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The encoder's {encoder_layers} blocks see {audio} audio positions; the decoder's {decoder_layers} blocks see {labels} label tokens ({field}, at most the decoder's positions), each keeping its cross-attention's keys and values over the audio, and the logits cover the labels only.",
            ),
        ),
    ),
    "workload.weights.gathered": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Sharded or offloaded weights are gathered onto each GPU a layer at a time, the one at work and the one prefetched ({layers} layers, {gib:g} GiB of full weights).",
            ),
        ),
    ),
    "workload.overhead.deepspeed_buckets": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "DeepSpeed ZeRO-3 with overlap_comm keeps 4.5 times its reduce bucket and a prefetch bucket (the bundle's ds_config: reduce_bucket_size auto = hidden², stage3_prefetch_bucket_size auto = 0.9·hidden² values): {gib:g} GiB per GPU.",
                ),
                stage="zero3",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "DeepSpeed {stage} with overlap_comm keeps 4.5 times its reduce and allgather buckets (the bundle's ds_config: reduce_bucket_size auto = hidden², allgather at DeepSpeed's 5e8 values): {gib:g} GiB per GPU.",
            ),
        ),
    ),
    "workload.activations.logits": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Output logits over {vocab} tokens are kept in 16-bit and in fp32 for the loss.",
            ),
        ),
    ),
    "workload.task.from_preset": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{name} is a {preset_task} model; data and host needs are planned for that task rather than {workload_task}.",
            ),
        ),
    ),
    "workload.inference.sharding_ignored": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "ZeRO/FSDP shard training states; serving splits a model with tensor parallelism instead (see the hardware step).",
            ),
        ),
    ),
    "workload.kv_cache.formula": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "KV cache = 2 × layers × kv_heads × head_dim × tokens × bytes: {tokens} tokens × {requests} requests = {gib:.2f} GiB.",
            ),
        ),
    ),
    "workload.gradients.full": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Every one of the {trainable_m:,.1f}M parameters is trained and keeps a gradient of {bytes_per_param} bytes.",
            ),
        ),
    ),
    "workload.kv_cache.mla": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Multi-head latent attention caches one compressed latent of {latent} values per token and layer (kv_lora_rank + qk_rope_head_dim) instead of keys and values per head: {layers} layers × {tokens} tokens × {requests} requests = {gib:.2f} GiB.",
            ),
        ),
    ),
    "workload.kv_cache.linear": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{linear_layers} of the {layers} layers use linear attention: each keeps a fixed state of {state_mib} MiB per request instead of a cache that grows with the tokens.",
            ),
        ),
    ),
    "workload.kv_cache.window": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{window_layers} of {layers} layers attend within a {window}-token window ({window_kind}) and keep at most that many tokens; the others keep all {tokens}.",
            ),
        ),
    ),
    "workload.kv_cache.cross": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Each of the {layers} decoder layers also keeps the cross-attention keys and values of {encoder_tokens} encoder positions.",
            ),
        ),
    ),
    "workload.kv_cache.dtype": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "KV cache stored in {dtype} ({bytes_per_value:g} bytes per value), apart from the weights' {precision}.",
            ),
        ),
    ),
    "workload.inference.tensor_parallel": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Serving on {gpus} GPUs splits the weights, activations and KV cache with tensor parallelism: each GPU holds its share.",
            ),
        ),
    ),
    "workload.model.config": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{name}: {params_b:.3g}B parameters counted from the shapes in its config.json ({model_type}).",
            ),
        ),
    ),
    "workload.serving.decode": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Decoding on {gpu} is bound by memory bandwidth ({bandwidth_gbs:g} GB/s): each step reads the weights and every request's KV cache once, so at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s for {requests} concurrent requests.",
            ),
        ),
    ),
    "workload.serving.prefill": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Prefilling a {tokens}-token prompt on {gpu} is bound by compute: about {seconds:.3g} s at {mfu:.0%} of the dense peak; the first token follows one decode step later.",
            ),
        ),
    ),
    "workload.serving.max_context": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "On {gpus} × {gpu}, the KV cache of {requests} concurrent requests fits up to {tokens} tokens each beside the weights, activations and overhead (90% of memory).",
            ),
        ),
    ),
    "workload.overhead.rule": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Overhead: about 0.75 GiB of CUDA context and library workspaces plus 5% allocator fragmentation (rule of thumb).",
            ),
        ),
    ),
    "workload.compute.inference": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "Generating one token costs about 2·N = {flops:.3g} FLOPs."
            ),
        ),
    ),
    "workload.compute.unknown": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "No published per-sample cost for {name}; training time is not estimated.",
            ),
        ),
    ),
    "workload.compute.moe_active": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Compute uses the {active_b:.3g}B parameters active per token, memory all of them.",
            ),
        ),
    ),
    "workload.compute.transformer": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Training FLOPs ≈ ({per_token} + 12·L·h·s) per token × tokens = {flops:.3g}.",
            ),
        ),
    ),
    "workload.compute.tokens_from_bytes": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Tokens estimated from the dataset size at about {bytes_per_token:g} bytes of English text per token; give {tokens_field} for an exact count.",
            ),
        ),
    ),
    "workload.compute.cnn": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Training FLOPs ≈ 3 × forward (2 × multiply-adds, scaled by image area) × samples = {flops:.3g}.",
            ),
        ),
    ),
    "workload.compute.mfu": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Time assumes {mfu:.0%} model FLOPs utilisation of the GPU's dense peak (PaLM reports 46% for a large, tuned run).",
            ),
        ),
    ),
    "workload.compute.mfu_cnn": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Time assumes {mfu:.0%} model FLOPs utilisation, as convolutional nets reach: NVIDIA's ResNet-50 recipe trains at 19% of an A100's and 24% of a V100's dense 16-bit peak in mixed precision. Set mfu to plan with another figure.",
            ),
        ),
    ),
    "hardware.option.fit": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{name} ({vram_gib:g} GiB): {need_gib:.1f} GiB per GPU as {strategy} on {count} GPU x {nodes} nodes",
                ),
                multi_node=True,
                count=1,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{name} ({vram_gib:g} GiB): {need_gib:.1f} GiB per GPU as {strategy} on {count} GPUs x {nodes} nodes",
                ),
                multi_node=True,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{name} ({vram_gib:g} GiB): {need_gib:.1f} GiB per GPU as {strategy} on {count} GPU",
                ),
                count=1,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{name} ({vram_gib:g} GiB): {need_gib:.1f} GiB per GPU as {strategy} on {count} GPUs",
            ),
        ),
        (QT_TRANSLATE_NOOP("ReasonText", "; {why}"), OPTIONAL),
        (
            When(QT_TRANSLATE_NOOP("ReasonText", "."), fits=True),
            When(QT_TRANSLATE_NOOP("ReasonText", "; does not fit with 10% headroom."), fits=False),
        ),
    ),
    "hardware.option.time_unknown": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The catalog has no dense {precision} peak for {name}, so its training time is unknown (no other precision's peak stands in for it).",
            ),
        ),
    ),
    "hardware.excluded.vendor": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "GPUs made by {vendor} get a software stack (dlconfig-cli stack --gpu), but dlconfig does not yet plan them as hardware: its containers, clusters and places are for NVIDIA's CUDA and AMD's ROCm",
        )
    ),
    "hardware.excluded.amd_not_named": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "AMD GPUs compete only when the workload names one (gpu: {gpu}), on PyTorch's ROCm builds",
        )
    ),
    "hardware.excluded.amd_stack": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "AMD GPUs are planned with PyTorch's ROCm builds on Linux only, not {framework} on {target}",
        )
    ),
    "hardware.excluded.rocm_library": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{library} ships its own GPU kernels and its makers do not support ROCm, so it cannot run on AMD GPUs",
                ),
                recorded=True,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{library} ships its own GPU kernels and no ROCm support for it is on record, so it is not planned on AMD GPUs",
            ),
        ),
    ),
    "hardware.option.rocm_library": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText",
            "{library} runs on AMD GPUs: its makers' installation guide supports ROCm.",
        )
    ),
    "hardware.excluded.memory_unknown": sentence(
        QT_TRANSLATE_NOOP("ReasonText", "the memory size of {name} is unknown")
    ),
    "hardware.excluded.no_bf16": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "no bfloat16 support (needs compute capability {min_cc} or newer)"
        )
    ),
    "hardware.excluded.no_fp8": sentence(
        QT_TRANSLATE_NOOP(
            "ReasonText", "no FP8 tensor cores (needs compute capability {min_cc} or newer)"
        )
    ),
    "hardware.option.sold_as_unit": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{name} is sold only as a whole rack of {unit_gpus} GPUs, not as one card; the plan asks for {asked_gpus}.",
                ),
                unit="rack",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{name} is sold only in servers of {unit_gpus} GPUs; the plan asks for {asked_gpus}.",
            ),
        ),
    ),
    "hardware.option.host_os": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{name} runs only with a {host_os} host, so it cannot serve a {target} target.",
            ),
        ),
    ),
    "hardware.option.market": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Not offered: {name} is an export-control variant sold in {markets} only, and the plan names no place there; name it as the GPU to plan for it anyway.",
                ),
                where=None,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Not offered: {name} is an export-control variant sold in {markets} only, and the plan's data and users are in {where}; name it as the GPU to plan for it anyway.",
            ),
        ),
    ),
    "hardware.option.consumer_build": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{count} × {name} is more than the {max_gpus} cards a workstation takes: {total_w:,.0f} W of board power ({card_w:g} W each) needs a server chassis with several power supplies and its own circuits, and without NVLink the cards exchange data over PCIe only. A server GPU ranks first where one fits.",
                ),
                nvlink=False,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{count} × {name} is more than the {max_gpus} cards a workstation takes: {total_w:,.0f} W of board power ({card_w:g} W each) needs a server chassis with several power supplies and its own circuits. A server GPU ranks first where one fits.",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{count} × {name} is more than the {max_gpus} cards a workstation takes: without NVLink the cards exchange data over PCIe only, and every card's board power adds up. A server GPU ranks first where one fits.",
                ),
                nvlink=False,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{count} × {name} is more than the {max_gpus} cards a workstation takes. A server GPU ranks first where one fits.",
            ),
        ),
    ),
    "hardware.platform.aarch64": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{name} comes with an Arm Grace CPU: the host runs Linux on {arch}, so images and wheels must be built for linux/arm64.",
            ),
        ),
    ),
    "hardware.platform.mig": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The model needs {need_gib:.1f} GiB of the {name}'s {vram_gib:g} GiB: Multi-Instance GPU can split it into up to {instances} isolated instances to serve several models or tenants (Linux only).",
            ),
        ),
    ),
    "hardware.ranking.rent": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Renting, ranked by the cost of the run at on-demand list prices: {total} × {name} first, about ${usd:,.0f} for the run.",
                ),
                basis="run",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Renting, ranked by a month of serving at on-demand list prices: {total} × {name} first, about ${usd:,.0f} per month.",
                ),
                basis="month",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Renting: no GPU that fits has an on-demand list price (and, for training, a time), so none is ranked per dollar.",
            ),
        ),
        (
            When(OPTIONAL, unpriced=0),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                " {unpriced} fitting GPUs have no rent price; they follow, by fewest GPUs and time, marked as unpriced.",
            ),
        ),
        (
            When(OPTIONAL, asked=None),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                " Options with more GPUs than the {asked} asked for come after the others, however cheap: their time assumes the run scales perfectly over every GPU.",
            ),
        ),
    ),
    "hardware.ranking.buy": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Buying, ranked by value per dollar of purchase price, more GPUs than asked for or a build with a caveat last: {total} × {name} first at ${usd:,.0f} ({price_kind}, catalog price)",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Buying: no GPU that fits has a purchase price in the catalog, so none is ranked per dollar",
            ),
        ),
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "; it beats renting the same GPUs above {break_even_pct:g}% utilisation.",
            ),
            QT_TRANSLATE_NOOP("ReasonText", "."),
        ),
        (
            When(OPTIONAL, unpriced=0),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                " {unpriced} fitting GPUs have no purchase price; they follow, by fewest GPUs and time, marked as unpriced.",
            ),
        ),
    ),
    "hardware.ranking.power": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Power for GPUs you buy: ${usd_per_kwh:g}/kWh as the workload gives it, times PUE {pue:g}.",
                ),
                given=True,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Power for GPUs you buy: ${usd_per_kwh:g}/kWh (a published average; set power_usd_per_kwh for yours), times PUE {pue:g}.",
            ),
        ),
    ),
    "hardware.ranking.budget": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Budget ${budget_usd:,.0f} for renting: {kept} GPUs rank within it; {over_budget} cost more and {unpriced} have no rent price, so they are left out.",
                ),
                ranking="rent",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Budget ${budget_usd:,.0f} for buying: {kept} GPUs rank within it; {over_budget} cost more and {unpriced} have no purchase price, so they are left out.",
            ),
        ),
    ),
    "hardware.option.price_unknown": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Price unknown: neither the catalog nor the price list has a price for {gpu}, to buy or to rent, so it cannot be checked against the ${budget_usd:,.0f} budget; it ranks after every priced GPU.",
            ),
        ),
    ),
    "hardware.option.decode_speed": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Decoding reads the weights and KV cache once per step: at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s in all from {replicas} copies of the model, each serving {requests} concurrent requests on {total_gpus} GPU ({bandwidth_gbs:g} GB/s each).",
                ),
                multi_replica=True,
                total_gpus=1,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Decoding reads the weights and KV cache once per step: at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s in all from {replicas} copies of the model, each serving {requests} concurrent requests on {total_gpus} GPUs ({bandwidth_gbs:g} GB/s each).",
                ),
                multi_replica=True,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Decoding reads the weights and KV cache once per step: at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s for {requests} concurrent requests on {total_gpus} GPU ({bandwidth_gbs:g} GB/s each).",
                ),
                total_gpus=1,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Decoding reads the weights and KV cache once per step: at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s for {requests} concurrent requests on {total_gpus} GPUs ({bandwidth_gbs:g} GB/s each).",
            ),
        ),
    ),
    "hardware.option.node_size": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{name} comes only in {system} servers of {unit_gpus} GPUs, so a node holds at most {unit_gpus}; the workload asks for {asked_gpus} per node",
            ),
        ),
        ASKED_NODES,
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", ". Smallest change: gpus: {fix_gpus}, nodes: {fix_nodes}."
            ),
        ),
    ),
    "hardware.option.sold_as_system": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{name} is sold only in servers of {unit_gpus} GPUs, never as one card: offered as {count} × {name}.",
                ),
                system=None,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{name} is sold only in {system} servers of {unit_gpus} GPUs, never as one card: offered as {count} × {name} ({system}).",
            ),
        ),
    ),
    "hardware.option.system_target": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{name} comes only in {system} systems, Linux data-centre machines; it is not planned for a {target} target.",
            ),
        ),
    ),
    "hardware.option.licence": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Licence: the plan serves in production, which runs in a data centre, colocation or cloud; NVIDIA's GeForce driver licence (section {clause}) does not license {name} for datacenter deployment, so data-centre GPUs rank first.",
                ),
                rule="geforce_no_datacenter",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Licence: rule {rule} (section {clause}) limits where {name} may run; it ranks after GPUs the rule does not bind.",
            ),
        ),
    ),
    "hardware.option.tp_over_pcie": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Tensor parallel over PCIe on {count} GPUs: every layer's all-reduce crosses PCIe, so serving ranks it after layouts on one GPU or over NVLink.",
            ),
        ),
    ),
    "hardware.framework.tf_multi_worker": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "TensorFlow spans several multi-GPU nodes with tf.distribute.MultiWorkerMirroredStrategy (TF_CONFIG on each worker).",
            ),
        ),
    ),
    "hardware.framework.pytorch_single_gpu": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "PyTorch on a single GPU suits research prototypes: no distributed launcher or interconnect to manage.",
            ),
        ),
    ),
    "hardware.catalog.missing": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The GPU catalog could not be read; only this machine's GPUs were considered.",
            ),
        ),
    ),
    "hardware.none_fits": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "No GPU in the catalog fits this workload even across nodes; reduce the batch, enable gradient checkpointing, or use LoRA/QLoRA.",
            ),
        ),
    ),
    "hardware.cpu_only": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "The workload asks for no GPU ({asked}): it is planned for the CPU; the GPU options below only show what a GPU would take.",
            ),
        ),
    ),
    "hardware.macos": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "macOS runs no CUDA, so no NVIDIA GPU is chosen: the plan runs on the Mac itself, where PyTorch's macOS build uses the Apple GPU through MPS and shares the unified memory with the CPU; the GPU options below only show what a Linux machine would take.",
                ),
                accelerator="mps",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "macOS runs no CUDA, so no NVIDIA GPU is chosen: the plan runs on the Mac's CPU; the GPU options below only show what a Linux machine would take.",
                ),
                accelerator="cpu",
            ),
        ),
    ),
    # plans saved before the decision named their choice so; they still read back
    "hardware.choice": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "{total} × {name} ({strategy}) because it is on this machine"
                ),
                because="here",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "{total} × {name} ({strategy}) because it was asked for"
                ),
                because="asked",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{total} × {name} ({strategy}) because it gives the most delivered compute per dollar among GPUs that fit",
                ),
                because="value",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{total} × {name} ({strategy}) because no GPU with both a catalog price and a speed figure fits the request; its price is unknown, so it is not compared per dollar",
                ),
                because="unpriced",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{total} × {name} ({strategy}) because it is the cheapest GPU that fits the ${budget_usd:,.0f} budget, rented: about ${rent_usd:,.0f} for the run at on-demand list prices",
                ),
                because="rent",
                rent_basis="run",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{total} × {name} ({strategy}) because it is the cheapest GPU that fits the ${budget_usd:,.0f} budget, rented: about ${rent_usd:,.0f} per month at on-demand list prices",
                ),
                because="rent",
                rent_basis="month",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{total} × {name} ({strategy}) because, of the GPUs that fit on the fewest cards, it is the cheapest to rent: about ${rent_usd:,.0f} for the run at on-demand list prices (its purchase price is not in the catalog)",
                ),
                because="rent",
                rent_basis="run",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{total} × {name} ({strategy}) because, of the GPUs that fit on the fewest cards, it is the cheapest to rent: about ${rent_usd:,.0f} per month at on-demand list prices (its purchase price is not in the catalog)",
                ),
                because="rent",
                rent_basis="month",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{total} × {name} ({strategy}) because it gives the most decode tokens per second per dollar among GPUs that fit with the KV cache (serving is memory-bandwidth-bound)",
                ),
                because="serving_value",
            ),
        ),
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "; among GPUs without a price, the fewest GPUs drawing the least board power",
                ),
                tie_break="board_power",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "; among GPUs without a price, the fewest GPUs with the fastest decoding per GPU",
                ),
                tie_break="decode_per_gpu",
            ),
            OPTIONAL,
        ),
        (QT_TRANSLATE_NOOP("ReasonText", "; about {est_hours:,.1f} hours"), OPTIONAL),
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "; GPUs cost about ${est_cost_usd:,.0f} at catalog price"
            ),
            OPTIONAL,
        ),
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    ". Serving value is decode tokens/s per $1000 of GPUs at the catalog price.",
                ),
                because="serving_value",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", ". Perf per dollar is delivered TFLOPS per $1000 of GPUs."
                ),
                because="value",
            ),
            OPTIONAL,
        ),
    ),
    "hardware.decided": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{total} × {name} ({strategy}): the GPU you asked for, at its best place and price under the plan's objective",
                ),
                because="asked",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "{total} × {name} ({strategy}): the candidate you picked"
                ),
                because="pinned",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "{total} × {name} ({strategy}): this machine holds the workload"
                ),
                because="local",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{total} × {name} ({strategy}): the GPUs you own hold the workload",
                ),
                because="owned",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{total} × {name} ({strategy}): your Slurm cluster's GPUs hold the workload",
                ),
                because="cluster",
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{total} × {name} ({strategy}): the best of every GPU, count and place weighed together under the plan's objective",
            ),
        ),
        (
            QT_TRANSLATE_NOOP("ReasonText", "; about {hours:,.1f} hours a run"),
            OPTIONAL,
        ),
    ),
    "workload.memory.layout": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Memory per GPU is for the layout the hardware step planned, {strategy} on {count} GPU",
                ),
                count=1,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "Memory per GPU is for the layout the hardware step planned, {strategy} on {count} GPUs",
            ),
        ),
        NODES,
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                ": {need_gib:.1f} GiB per GPU ({described_need_gib:.1f} GiB as the workload describes it).",
            ),
        ),
    ),
    "hardware.request.gpu_not_planned": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{requested} was asked for but is not in the GPU catalog; {chosen} is planned instead.",
                ),
                cause="unknown",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{requested} was asked for but cannot run this workload in {precision} (see its option for why); {chosen} is planned instead.",
                ),
                cause="capability",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{requested} was asked for but cannot be bought or hosted for this plan (see its option for why); {chosen} is planned instead.",
                ),
                cause="sale",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{requested} was asked for but the workload needs {library}, which has no ROCm support on record for AMD GPUs; {chosen} is planned instead.",
                ),
                cause="rocm_library",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{requested} was asked for but dlconfig does not yet plan GPUs made by {vendor} as hardware (dlconfig-cli stack --gpu gives their software stack); {chosen} is planned instead.",
                ),
                cause="vendor",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{requested} was asked for but does not hold this workload even on {count} GPU ({need_gib:.1f} GiB per GPU needed); {chosen} is planned instead.",
                ),
                cause="memory",
                count=1,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{requested} was asked for but does not hold this workload even on {count} GPUs ({need_gib:.1f} GiB per GPU needed); {chosen} is planned instead.",
                ),
                cause="memory",
            ),
        ),
    ),
    "hardware.request.node_size": (
        (QT_TRANSLATE_NOOP("ReasonText", "Planned as asked with {asked_gpus} GPUs per node"),),
        ASKED_NODES,
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                ", but no server in the GPU catalog holds more than {unit_gpus} GPUs ({system}): check that a server takes {asked_gpus} × {chosen} before buying. Smallest change: gpus: {fix_gpus}, nodes: {fix_nodes}.",
            ),
        ),
    ),
    "hardware.request.layout_changed": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "As described ({asked_gpus} GPU per node",
                ),
                asked_gpus=1,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "As described ({asked_gpus} GPUs per node",
            ),
        ),
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    " x {asked_nodes} node",
                ),
                asked_nodes=1,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                " x {asked_nodes} nodes",
            ),
        ),
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    ", sharding {asked_sharding}), {name} would need {described_need_gib:.1f} GiB per GPU of its {vram_gib:g} GiB; planned instead as {strategy} on {count} GPU",
                ),
                count=1,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                ", sharding {asked_sharding}), {name} would need {described_need_gib:.1f} GiB per GPU of its {vram_gib:g} GiB; planned instead as {strategy} on {count} GPUs",
            ),
        ),
        NODES,
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                " at {need_gib:.1f} GiB per GPU.",
            ),
        ),
    ),
    "hardware.time.long_run": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{gpus} GPU would train for about {days:,.0f} days; about {gpus_for_30_days} would finish in 30 days (time falls about linearly with data-parallel GPUs).",
                ),
                gpus=1,
            ),
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "{gpus} GPUs would train for about {days:,.0f} days; about {gpus_for_30_days} would finish in 30 days (time falls about linearly with data-parallel GPUs).",
            ),
        ),
    ),
    "hardware.host.cpu_workers": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{workers_per_gpu} data-loader workers per GPU (decoding and augmenting media) plus {main_cores} cores for the training processes: {cores} cores.",
                ),
                media=True,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{workers_per_gpu} data-loader workers per GPU (tokenised text) plus {main_cores} cores for the training processes: {cores} cores.",
                ),
                media=False,
            ),
        ),
    ),
    "hardware.host.ram": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "RAM: at least {floor_gb} GB for large language or vision work, and enough for loading the checkpoint, the dataset cache and {pinned_gb:g} GB of pinned staging buffers: {ram_gb:g} GB.",
                ),
                large=True,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "RAM: at least {floor_gb} GB for most models, and enough for loading the checkpoint, the dataset cache and {pinned_gb:g} GB of pinned staging buffers: {ram_gb:g} GB.",
                ),
                large=False,
            ),
        ),
    ),
    "hardware.host.storage": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "NVMe for the hot training data and checkpoints, {storage_gb:g} GB; HDD only for cold copies and archives.",
                ),
                kind="nvme",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "SSD or NVMe for the model files, {storage_gb:g} GB."
                ),
                kind="ssd",
            ),
        ),
    ),
    "hardware.host.interconnect": (
        (QT_TRANSLATE_NOOP("ReasonText", "Interconnect: {interconnect}."),),
    ),
    "stack.framework.version": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{framework} {version}: already installed on this machine and it fits every constraint",
                ),
                installed=True,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{framework} {version}: the newest release that fits every constraint",
                ),
                installed=False,
            ),
        ),
    ),
    "stack.framework.variant": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Install the {variant} build (CUDA runtime bundled in the wheels) from {index_url}.",
                ),
                kind="cuda",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Install the {variant} build (CUDA runtime bundled in the wheels) from PyPI.",
                ),
                kind="cuda",
                index_url=None,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "Install the {variant} build for AMD GPUs from {index_url}."
                ),
                kind="rocm",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "Install the {variant} build for Intel GPUs from {index_url}."
                ),
                kind="xpu",
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "Install the CPU-only build from {index_url}."),
                kind="cpu",
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "Install the CPU-only build from PyPI."),
                kind="cpu",
                index_url=None,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Install the PyPI build, which uses the Apple GPU through MPS from PyPI.",
                ),
                kind="mps",
                index_url=None,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Install the PyPI build, which uses the Apple GPU through MPS from {index_url}.",
                ),
                kind="mps",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "TensorFlow runs on the CPU here: it has no official GPU support on macOS.",
                ),
                route="macos_cpu",
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "CPU-only TensorFlow: no NVIDIA GPU in this plan."),
                route="cpu",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "pip installs the CUDA and cuDNN libraries with tensorflow[and-cuda].",
                ),
                route="and_cuda",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "This release expects CUDA {cuda} and cuDNN {cudnn} installed on the system (on native Windows: conda-forge cudatoolkit and cudnn).",
                ),
                route="system_cuda",
            ),
        ),
    ),
    "stack.target": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Linux: AMD's GPU driver (amdgpu) with the ROCm build of the framework's wheels.",
                ),
                target="linux",
                runs_on="rocm",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Linux: Intel's GPU driver with its Level Zero runtime, and the XPU build of the framework's wheels.",
                ),
                target="linux",
                runs_on="xpu",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "Windows: Intel's GPU driver with its Level Zero runtime, and the XPU build of the framework's wheels.",
                ),
                target="windows",
                runs_on="xpu",
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "Linux: native NVIDIA driver and wheels."),
                target="linux",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "WSL2: a Linux environment on Windows that uses the Windows driver.",
                ),
                target="wsl2",
            ),
            When(QT_TRANSLATE_NOOP("ReasonText", "Native Windows wheels."), target="windows"),
            When(QT_TRANSLATE_NOOP("ReasonText", "macOS on Apple silicon."), target="macos"),
        ),
    ),
    "stack.os": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "{name}: the newest LTS release recorded for this target"
                ),
                lts=True,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "{name}: the newest release recorded for this target"
                ),
                lts=False,
            ),
        ),
        (QT_TRANSLATE_NOOP("ReasonText", ", standard support until {support_until}"), OPTIONAL),
        (QT_TRANSLATE_NOOP("ReasonText", "."),),
    ),
    "stack.driver_min": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "CUDA {cuda_major}.x builds run on Windows NVIDIA driver >= {driver_min} (minor-version compatibility)",
                ),
                windows=True,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "CUDA {cuda_major}.x builds run on NVIDIA driver >= {driver_min} (minor-version compatibility)",
                ),
                windows=False,
            ),
        ),
        (QT_TRANSLATE_NOOP("ReasonText", "; installed {installed}"), OPTIONAL),
        (QT_TRANSLATE_NOOP("ReasonText", "."),),
    ),
    "stack.driver_branch_os": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText",
                "On {os}, the newest recorded NVIDIA driver branch for the {gpu} is R{branch}: the stack's CUDA runs on it.",
            ),
        ),
    ),
    "stack.cuda": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "CUDA {cuda} comes with the framework's wheels; no system toolkit is needed to run it.",
                ),
                bundled=True,
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "CUDA {cuda} is the toolkit this release was built and tested with.",
                ),
                bundled=False,
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "No CUDA: this stack runs on the Apple GPU (MPS)."),
                cuda=None,
                runs_on="mps",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "No CUDA: this stack runs on the AMD GPU through ROCm {rocm}, which comes with the framework's ROCm wheels.",
                ),
                cuda=None,
                runs_on="rocm",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "No CUDA: this stack runs on the Intel GPU through the framework's XPU build; besides its wheels it needs only Intel's GPU driver.",
                ),
                cuda=None,
                runs_on="xpu",
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", "No CUDA: this stack runs on the CPU."),
                cuda=None,
                runs_on="cpu",
            ),
        ),
    ),
    "stack.cudnn": (
        (
            QT_TRANSLATE_NOOP(
                "ReasonText", "cuDNN {cudnn} is the version this build was made with."
            ),
        ),
    ),
    "stack.gpu_arch": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{name} (compute capability {compute_capability}): {variant} ships sm_{sm}-compatible kernels.",
                ),
                basis_kind="sass",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{name} (compute capability {compute_capability}): {variant} ships PTX for {ptx} that compiles for the GPU.",
                ),
                basis_kind="ptx",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "{name} (compute capability {compute_capability}): {variant} arch list not recorded; CUDA {cuda} covers {oldest} to {newest}.",
                ),
                basis_kind="family",
            ),
        ),
    ),
    "stack.python": (
        (
            When(
                QT_TRANSLATE_NOOP("ReasonText", "Python {python}: the Python you asked for"),
                how="asked",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "Python {python}: the Python already on this machine"
                ),
                how="installed",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "Python {python}: the newest mature Python the release supports"
                ),
                how="newest",
            ),
        ),
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "; warning: past its end of life ({end_of_life}), no security fixes; {framework} {version} supports nothing newer",
                ),
                past_eol=True,
            ),
            When(
                QT_TRANSLATE_NOOP("ReasonText", ", supported until {end_of_life}"), past_eol=False
            ),
            OPTIONAL,
        ),
        (QT_TRANSLATE_NOOP("ReasonText", "."),),
    ),
    # a note of the knowledge base's, shown as recorded (not translated)
    "stack.macos.mps": (("{note}",),),
    "stack.env_manager": (
        (
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "venv: python -m venv, then pip install -r requirements.txt."
                ),
                env_manager="venv",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "uv: uv venv, then uv pip install -r requirements.txt."
                ),
                env_manager="uv",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText",
                    "conda: a conda environment for Python, packages installed with pip from the same requirement lines.",
                ),
                env_manager="conda",
            ),
            When(
                QT_TRANSLATE_NOOP(
                    "ReasonText", "pipenv: Pipenv with the index URLs as [[source]] entries."
                ),
                env_manager="pipenv",
            ),
        ),
    ),
}
