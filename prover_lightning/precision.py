"""The run's numeric precision: one setting (``GRPOModule(precision=...)``) for generation, the update, the reference
log-probs, the recomputed old log-probs and every continuation a callback samples.

Settings (Lightning's names):

- ``"32-true"``: every weight and every computation in float32.
- ``"bf16-mixed"``: trainable weights, their gradients and the optimiser state in float32; every forward of the policy
  (generation included) runs under ``torch.autocast`` with bfloat16, so matmuls run in bfloat16 (on a CPU with AMX,
  ~2.5x faster than float32), except the output head, which runs in float32 (:func:`float32_output_head`). Frozen
  ``Linear`` weights (the LoRA base model, the KL reference) are stored in bfloat16: autocast rounds them to bfloat16
  at every use anyway, so the numbers are the same, but a frozen weight is then not re-cast at every decode step
  (autocast caches the cast of trainable weights only). Embeddings, norms and the output head stay float32, so does
  the residual stream.
- ``"bf16-true"``: every weight (LoRA adapters excepted: peft keeps them in float32), gradient and optimiser moment in
  bfloat16, no autocast: half of bf16-mixed's memory, but an update smaller than ~2^-8 of a weight rounds away
  (AdamW at lr 1e-6 moves a weight of ~1e-2 by ~1e-6), so prefer ``bf16-mixed`` where memory allows.

Whatever the setting, log-probs are float32: the trainer casts the logits to float32 (under ``bf16-mixed`` they are
computed in float32) before the temperature and the log-softmax (:func:`~prover_lightning.logprobs.response_logprobs`);
HF ``generate`` casts each step's logits to float32 before sampling, and vLLM computes its log-probs in float32 (from
the logits of its own output head, which runs in the engine's dtype: bfloat16 under both bf16 settings).

The sampler and the trainer still compute each token's log-prob differently (incremental decoding with a KV cache vs
one padded forward, other batch shapes, so other rounding): ``bench/precision.py`` measures the gap, the module logs
it every iteration (``loss/first_update_ratio_*``, and with ``recompute_old_logprobs`` ``loss/sampler_ratio_*``), and
``GRPOModule``'s ``recompute_old_logprobs`` / ``tis_cap`` handle it (see docs/precision.md for the
measured figures and the default they chose).

Why a module setting rather than ``Trainer(precision=...)``: Lightning applies its precision plugin around
``training_step`` only, while rollouts are generated in the datamodule's ``on_after_batch_transfer`` and the
continuations callbacks sample in their hooks, outside its reach; its ``bf16-mixed`` would keep the frozen base model in
float32 and re-cast it at every decode step; its ``bf16-true`` would also put the LoRA adapters and their optimiser
state in bfloat16; a vLLM engine needs its dtype when it is built; and bench scripts drive the module without a
trainer. Optimisation is manual (``manual_backward``), which needs nothing of a precision plugin in bfloat16 (no loss
scaling). ``trainer.precision`` therefore stays at its default, ``32-true`` (:func:`check_trainer_precision`).
"""

from __future__ import annotations

import types
import warnings
from contextlib import AbstractContextManager
from typing import Literal, get_args

import torch

Precision = Literal["32-true", "bf16-mixed", "bf16-true"]


def check_precision(precision: str) -> Precision:
    """Raises:
    ValueError: ``precision`` is not one of :data:`Precision`'s names.
    """
    if precision not in get_args(Precision):
        raise ValueError(f"precision must be one of {list(get_args(Precision))}, got {precision!r}")
    return precision  # type: ignore[return-value]


def weights_dtype(precision: Precision) -> str:
    """The dtype name the policy's weights are loaded in."""
    return "bfloat16" if precision == "bf16-true" else "float32"


def engine_dtype(precision: Precision) -> str:
    """The dtype name of a generation engine holding its own copy of the weights (vLLM): bfloat16 for both bf16
    settings, as the HF sampler computes in bfloat16 under them too."""
    return "float32" if precision == "32-true" else "bfloat16"


def autocast(precision: Precision, device: torch.device | str, cache: bool = True) -> AbstractContextManager:
    """Context of a forward of the policy on ``device``: bfloat16 autocast under ``bf16-mixed``, nothing otherwise.
    ``cache=False`` keeps no bfloat16 cast of a weight across the forwards of one context: needed where the weights
    are gathered again for each forward (FSDP2 frees them after each backward, and a cached cast of the freed
    weights would carry no gradient to them)."""
    return torch.autocast(torch.device(device).type, dtype=torch.bfloat16, enabled=precision == "bf16-mixed",
                          cache_enabled=cache)


@torch.no_grad()
def store_frozen_linears_in_bf16(model: torch.nn.Module) -> int:
    """Store the frozen weights and biases of ``model``'s ``Linear`` layers in bfloat16 (``bf16-mixed``; see the module
    docstring), except the output head's and tensors also used by another kind of layer (an embedding tied to the
    head). Returns the number of tensors converted."""
    shared = {
        id(p) for m in model.modules() if not isinstance(m, torch.nn.Linear) for p in m.parameters(recurse=False)
    } | {id(p) for p in model.get_output_embeddings().parameters()}
    converted = 0
    for layer in model.modules():
        if not isinstance(layer, torch.nn.Linear):
            continue
        for p in layer.parameters(recurse=False):
            if not p.requires_grad and id(p) not in shared and p.dtype != torch.bfloat16:
                p.data = p.data.to(torch.bfloat16)
                converted += 1
    return converted


def _float32_linear(self: torch.nn.Linear, hidden: torch.Tensor) -> torch.Tensor:
    with torch.autocast(hidden.device.type, enabled=False):
        bias = None if self.bias is None else self.bias.float()
        return torch.nn.functional.linear(hidden.float(), self.weight.float(), bias)


def float32_output_head(model: torch.nn.Module) -> None:
    """Make ``model``'s output head (``get_output_embeddings()``, a ``Linear``) compute float32 logits from float32
    hidden states even under autocast (``bf16-mixed``). A bfloat16 logit is rounded to 8 significant bits, one ulp is
    0.125 for a logit in [16, 32); the sampler and the trainer round slightly different values, so the same token's
    log-prob can differ by that much between them. Keeping the head in float32 follows MiniMax-M1 (arXiv:2506.13585,
    §3.3), which traced its training/inference probability mismatch to the LM head's precision. Its cost is the head's
    matmul in float32: for the trainer only the response positions (``logits_to_keep``), for generation one position
    per decode step. The weights and the state dict are untouched (only the instance's ``forward`` is replaced)."""
    head = model.get_output_embeddings()
    if not isinstance(head, torch.nn.Linear):
        raise TypeError(f"the output head of {type(model).__name__} is a {type(head).__name__}, not a Linear")
    head.forward = types.MethodType(_float32_linear, head)


def check_trainer_precision(trainer_precision: str) -> None:
    """Raises:
    ValueError: ``trainer.precision`` is not ``32-true`` (the module's ``precision`` is the run's one setting).
    """
    if trainer_precision != "32-true":
        raise ValueError(
            f"trainer.precision={trainer_precision!r}: leave it at '32-true' and set model.precision instead "
            "(it also covers generation, which runs outside Lightning's precision plugin)"
        )


def cpu_has_bf16_matmul() -> bool:
    """Whether this CPU multiplies bfloat16 matrices in hardware: AVX-512 BF16 or AMX tiles (oneDNN's bf16 kernels).
    Without them (an AVX2-only CPU) bfloat16 matmuls are emulated, far slower than float32:
    ``bench/cpu_bf16_matmul.py`` measures the ratio on a machine."""
    return bool(torch.cpu._is_avx512_bf16_supported() or torch.cpu._is_amx_tile_supported())


def warn_if_bf16_is_emulated(precision: Precision, device: torch.device | str) -> bool:
    """Warn when ``precision`` computes in bfloat16 on a CPU without bf16 matmul instructions
    (:func:`cpu_has_bf16_matmul`): the run would be many times slower than with ``32-true``. Returns whether it
    warned. A GPU device, or ``32-true``, never warns."""
    if precision == "32-true" or torch.device(device).type != "cpu" or cpu_has_bf16_matmul():
        return False
    warnings.warn(
        f"model.precision={precision!r} on a CPU without bfloat16 matmul instructions (AVX-512 BF16 or AMX; this "
        f"one: {torch.backends.cpu.get_cpu_capability()}): bfloat16 matmuls are emulated and run many times slower "
        "than float32 (python bench/cpu_bf16_matmul.py measures it here); use model.precision: 32-true on this "
        "machine", stacklevel=2,
    )
    return True
