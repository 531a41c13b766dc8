"""Batching step samples for a forward pass, and the response tokens' log-probs under the policy.

Layout of a packed batch: prompts left-padded to a common width P, responses right-padded to a common width R, so
response token j of every row sits at column ``P + j`` and the logits of the last ``R + 1`` positions are all the
loss needs (vocabulary-sized logits for prompt positions are never materialised). Position ids follow the attention
mask, exactly as ``generate`` computes them for left-padded prompts.
"""

from __future__ import annotations

import torch
from torch.nn.utils.rnn import pad_sequence

from prover_lightning.types import StepSample


def pack_samples(samples: list[StepSample], pad_id: int, device: torch.device | str = "cpu") -> dict[str, torch.Tensor]:
    """Tensors of a micro-batch of N samples.

    Returns:
        ``input_ids``, ``attention_mask``, ``position_ids``: ``[N, P + R]``; ``response_ids``, ``response_mask``,
        ``old_logprobs`` (sampled log-probs, 0 where padded or greedy): ``[N, R]``; ``advantages``: ``[N]``.
    """
    prompt = pad_sequence([torch.tensor(s.prompt_ids[::-1]) for s in samples], batch_first=True, padding_value=pad_id)
    prompt_mask = pad_sequence([torch.ones(len(s.prompt_ids)) for s in samples], batch_first=True).flip(1)
    response = pad_sequence([torch.tensor(s.response_ids) for s in samples], batch_first=True, padding_value=pad_id)
    response_mask = pad_sequence([torch.ones(len(s.response_ids)) for s in samples], batch_first=True)
    old = pad_sequence(
        [torch.tensor(s.response_logprobs or [0.0] * len(s.response_ids)) for s in samples], batch_first=True
    )
    attention = torch.cat([prompt_mask, response_mask], dim=1).long()
    packed = {
        "input_ids": torch.cat([prompt.flip(1), response], dim=1),
        "attention_mask": attention,
        "position_ids": (attention.cumsum(-1) - 1).clamp(min=0),
        "response_ids": response,
        "response_mask": response_mask,
        "old_logprobs": old,
        "advantages": torch.tensor([s.advantage for s in samples], dtype=torch.float32),
    }
    return {k: v.to(device) for k, v in packed.items()}


def response_logprobs(
    model: torch.nn.Module, packed: dict[str, torch.Tensor], temperature: float, with_entropy: bool = False
) -> tuple[torch.Tensor, torch.Tensor | None]:
    """Log-probs ``[N, R]`` of the response tokens under ``softmax(logits / temperature)``; with ``with_entropy``
    also the per-token entropy ``[N, R]`` of that distribution (detached). Padded positions hold garbage: mask them.
    """
    width = packed["response_ids"].shape[1]
    out = model(
        input_ids=packed["input_ids"], attention_mask=packed["attention_mask"], position_ids=packed["position_ids"],
        logits_to_keep=width + 1, use_cache=False,
    )
    logits = out.logits[:, :-1, :].float() / max(temperature, 1e-6)  # position P+j-1 predicts response token j
    logp_all = torch.log_softmax(logits, dim=-1)
    logp = logp_all.gather(-1, packed["response_ids"][..., None]).squeeze(-1)
    entropy = None
    if with_entropy:
        with torch.no_grad():
            entropy = -(logp_all.exp() * logp_all).sum(-1)
    return logp, entropy
