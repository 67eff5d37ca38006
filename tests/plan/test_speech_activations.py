"""Whisper in training: the encoder's blocks see the 1,500 audio positions, the decoder's
only the label tokens (``seq_len``, at most the decoder's 448 positions)."""

from __future__ import annotations

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.models.workload import Workload
from dlconfig.plan.workload import estimate
from dlconfig.plan.workload_memory import (
    activation_bytes,
    encoder_decoder_training_bytes,
    transformer_layer_activation_bytes,
)
from dlconfig.plan.workload_model import load_catalog, resolve_model, with_model_defaults

KB = KnowledgeBase()
CATALOG = load_catalog(KB)


def _whisper(**kw: object) -> Workload:
    fields = {"task": "speech", "mode": "finetune", "model": {"preset": "whisper-small"}}
    return Workload.model_validate({**fields, "batch_size": 16, **kw})


def test_the_decoder_sees_the_labels_and_the_encoder_the_audio() -> None:
    short, long = _whisper(seq_len=64), _whisper(seq_len=448)
    model = resolve_model(short, CATALOG)
    assert (model.encoder_layers, model.decoder_layers, model.encoder_tokens) == (12, 12, 1500)
    assert model.max_context == 448  # the decoder's positions (max_target_positions)
    encoder = 12 * transformer_layer_activation_bytes(model, short, 1500, 16)
    assert encoder < activation_bytes(model, short) < activation_bytes(model, long)
    # labels beyond the decoder's positions cannot be kept: counted at 448
    assert activation_bytes(model, _whisper(seq_len=2048)) == activation_bytes(model, long)
    assert activation_bytes(model, long) == encoder_decoder_training_bytes(model, long)
    # 64 label tokens: the decoder (cross-attention and logits included) is a small part
    assert activation_bytes(model, short) - encoder < encoder / 2
    everything = 24 * transformer_layer_activation_bytes(model, long, 1500, 16)
    assert activation_bytes(model, long) < everything  # not every block at 1,500 positions


def test_an_unset_label_length_is_the_decoders_positions() -> None:
    workload = with_model_defaults(_whisper(), KB)
    assert workload.seq_len == 448
    codes = {r.code: r.params for r in estimate(workload, KB).reasons}
    assert codes["workload.activations.encoder_decoder"]["labels"] == 448
    assert "workload.recipe.attention.sdpa" in codes  # transformers 5 runs Whisper on SDPA


@pytest.mark.parametrize("recompute", [False, True])
def test_recomputation_keeps_each_blocks_input_only(recompute: bool) -> None:
    workload = _whisper(seq_len=128, gradient_checkpointing=recompute)
    model = resolve_model(workload, CATALOG)
    kept = activation_bytes(model, workload)
    full = activation_bytes(model, _whisper(seq_len=128))
    assert (kept < full / 3) is recompute
