"""Generation backends behind one interface: prompts in as token ids, sampled token ids and log-probs out.

The log-probs returned are those of the distribution actually sampled from: ``softmax(logits / temperature)`` with
no top-k, top-p, min-p, typical-p, cutoff, repetition penalty, banned or suppressed tokens, or minimum length. The
generation config is built from nothing but :class:`SamplingParams`: a model's own ``generation_config`` (which
``generate`` otherwise uses to fill every unset key) is set aside during the call, so it cannot switch on a logits
processor behind our back (that would silently bias the PPO ratio).

Randomness: a call with ``SamplingParams.seed`` samples from a generator seeded with it, never from the process-global
one, so the same prompts, weights and seed give the same responses (the basis of an exact resume);
:class:`SeededSampler` gives each call of a stream its own seed. ``generate`` has no generator argument, so a seeded
call seeds the process-global generator for its duration: seeded calls of different threads (the one-step
off-policy rollouts of :mod:`datamodules.off_policy` run beside the trainer's own) take turns, one at a time, and
with every other block that seeds or restores it (:func:`~prover_lightning.seeding.global_generator_forked`).
"""

from __future__ import annotations

import abc
import copy
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass, field, replace

import torch
from transformers import GenerationConfig, PreTrainedModel, PreTrainedTokenizerBase

from prover_lightning.distributed import full_tensor
from prover_lightning.seeding import derive_seed, global_generator_forked


@dataclass
class SamplingParams:
    """Attributes:
    temperature: 0 means greedy decoding (no log-probs returned).
    max_new_tokens: response length cap, in tokens.
    stop: strings that end a response (kept in it), besides EOS.
    seed: seed of this call's sampling (``None``: the process-global generator).
    """

    temperature: float = 1.0
    max_new_tokens: int = 64
    stop: list[str] = field(default_factory=list)
    seed: int | None = None


@dataclass
class Completion:
    """One sampled response: ``token_ids`` ``[R]`` (stop string / EOS included, no padding), their ``logprobs``
    ``[R]`` (empty when greedy), the decoded ``text``, and ``finish_reason``: "stop" (EOS or a stop string ended it)
    or "length" (cut by ``max_new_tokens``)."""

    token_ids: list[int]
    logprobs: list[float]
    text: str
    finish_reason: str


class Sampler(abc.ABC):
    """A generation backend. ``policy_version`` tells which policy weights it samples from.

    Attributes:
        tokenizer: the policy's tokenizer (prompts are built with it).
        holds_weights: the backend generates from its own copy of the weights, which :meth:`sync` brings up to date
            (False: it generates with the training model itself).
    """

    tokenizer: PreTrainedTokenizerBase
    holds_weights: bool = False

    def sync(self, policy: torch.nn.Module, version: int) -> None:
        """Generate from ``policy``'s current weights, of policy ``version``, from now on. A backend sharing the
        training model has nothing to do (the default)."""

    @property
    @abc.abstractmethod
    def policy_version(self) -> int:
        """Version of the weights generation currently uses."""

    @abc.abstractmethod
    def generate(self, prompts: list[list[int]], params: SamplingParams) -> list[Completion]:
        """Sample one response per prompt (prompt token ids, no padding)."""


class SeededSampler(Sampler):
    """A view of ``sampler`` whose k-th ``generate`` call samples with seed ``derive_seed(seed, k)``: a stream of
    calls (e.g. the rounds of one rollout) is a function of ``seed`` alone.

    Args:
        sampler: the generation backend.
        seed: seed of the stream.
    """

    def __init__(self, sampler: Sampler, seed: int) -> None:
        self.sampler, self.seed, self.calls = sampler, seed, 0
        self.tokenizer, self.holds_weights = sampler.tokenizer, sampler.holds_weights

    @property
    def policy_version(self) -> int:
        return self.sampler.policy_version

    def sync(self, policy: torch.nn.Module, version: int) -> None:
        self.sampler.sync(policy, version)

    def generate(self, prompts: list[list[int]], params: SamplingParams) -> list[Completion]:
        seed = derive_seed(self.seed, self.calls)
        self.calls += 1
        return self.sampler.generate(prompts, replace(params, seed=seed))


class HFSampler(Sampler):
    """Batched ``model.generate`` on the live training model (weights are shared, so no sync is needed).

    Args:
        model: the policy (its current weights are used at every call).
        tokenizer: its tokenizer (needs a pad or EOS token).
        version: a callable returning the trainer's policy version.
        max_batch_size: prompts per ``generate`` call; larger batches are split.
        precision_context: factory of the context ``generate`` runs in (the policy's autocast, see
            :mod:`prover_lightning.precision`); none by default.
    """

    def __init__(
        self, model: PreTrainedModel, tokenizer: PreTrainedTokenizerBase, version, max_batch_size: int = 32,
        precision_context: Callable[[], AbstractContextManager] = nullcontext,
    ):
        self.model = model
        self.precision_context = precision_context
        self.tokenizer = tokenizer
        self._version = version
        self.max_batch_size = max_batch_size
        self.pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id

    @property
    def policy_version(self) -> int:
        return self._version()

    def _generation_config(self, params: SamplingParams) -> GenerationConfig:
        greedy = params.temperature <= 0
        return GenerationConfig(
            do_sample=not greedy,
            temperature=None if greedy else params.temperature,
            top_k=None if greedy else 0,
            top_p=None if greedy else 1.0,
            min_p=None,
            repetition_penalty=1.0,
            no_repeat_ngram_size=0,
            max_new_tokens=params.max_new_tokens,
            stop_strings=params.stop or None,
            pad_token_id=self.pad_id,
            eos_token_id=self.tokenizer.eos_token_id,
            return_dict_in_generate=True,
            output_scores=not greedy,
        )

    @torch.no_grad()
    def generate(self, prompts: list[list[int]], params: SamplingParams) -> list[Completion]:
        """Sample one response per prompt; with ``params.seed``, from the torch generators of the model's device
        seeded with it, their previous state restored afterwards (``generate`` has no generator argument)."""
        out: list[Completion] = []
        with _seeded(params.seed, next(self.model.parameters()).device), self.precision_context():
            for i in range(0, len(prompts), self.max_batch_size):
                out.extend(self._generate_chunk(prompts[i : i + self.max_batch_size], params))
        return out

    def _generate_chunk(self, prompts: list[list[int]], params: SamplingParams) -> list[Completion]:
        device = next(self.model.parameters()).device
        width = max(len(p) for p in prompts)
        input_ids = torch.full((len(prompts), width), self.pad_id, dtype=torch.long)
        attention = torch.zeros((len(prompts), width), dtype=torch.long)
        for row, p in enumerate(prompts):  # left padding: every prompt ends where generation starts
            input_ids[row, width - len(p) :] = torch.tensor(p)
            attention[row, width - len(p) :] = 1
        was_training = self.model.training
        self.model.eval()
        # generate fills every key our config leaves unset (None) from the model's generation_config: hide it
        hf_model = self.model.get_base_model() if hasattr(self.model, "get_base_model") else self.model  # peft
        model_defaults, hf_model.generation_config = hf_model.generation_config, GenerationConfig()
        try:
            res = self.model.generate(
                input_ids=input_ids.to(device),
                attention_mask=attention.to(device),
                generation_config=self._generation_config(params),
                tokenizer=self.tokenizer,
            )
        finally:
            hf_model.generation_config = model_defaults
            self.model.train(was_training)
        new = res.sequences[:, width:].cpu()
        logprobs = None
        if params.temperature > 0:
            scores = torch.stack(res.scores, dim=1).float()  # [B, T, V], already divided by the temperature
            logprobs = torch.log_softmax(scores, dim=-1).gather(-1, new[:, : scores.shape[1], None]).squeeze(-1).cpu()
        completions = []
        for row in range(len(prompts)):
            ids = new[row].tolist()
            n, stopped = _response_length(ids, self.tokenizer, params.stop)
            completions.append(
                Completion(
                    token_ids=ids[:n],
                    logprobs=logprobs[row, :n].tolist() if logprobs is not None else [],
                    text=self.tokenizer.decode(ids[:n], skip_special_tokens=True),
                    finish_reason="stop" if stopped else "length",
                )
            )
        return completions


class WeightCopySampler(HFSampler):
    """Batched ``model.generate`` on its own copy of a policy's weights, frozen at one policy version until the next
    :meth:`sync`: what lets rollouts be generated in another thread while the training model is updated.

    The copy is made once (``copy.deepcopy`` of ``source``'s model: the same device, dtype, adapter and frozen base);
    :meth:`sync` then copies only the parameters that train (``requires_grad``: the adapter with LoRA, every weight
    without), since the frozen ones never change. It costs one more copy of the policy's weights in memory.

    Args:
        source: the sampler of the training model (its tokenizer, batch size and precision context are reused).
    """

    holds_weights = True

    def __init__(self, source: HFSampler) -> None:
        held = copy.deepcopy(source.model).requires_grad_(False)
        for p in held.parameters():
            p.grad = None
        self._held_version = source.policy_version
        super().__init__(held, source.tokenizer, version=lambda: self._held_version,
                         max_batch_size=source.max_batch_size, precision_context=source.precision_context)

    @staticmethod
    def trained_weights(policy: torch.nn.Module) -> dict[str, torch.Tensor]:
        """``policy``'s parameters that train (``requires_grad``), by name, as detached tensors (no copy)."""
        return {k: p.detach() for k, p in policy.named_parameters() if p.requires_grad}

    def held_weights(self, names: list[str]) -> dict[str, torch.Tensor]:
        """Clones of the copy's parameters ``names`` (e.g. for a checkpoint).

        Raises:
            KeyError: a name that the copy does not have.
        """
        params = dict(self.model.named_parameters())
        return {k: params[k].detach().clone() for k in names}

    def _targets(self, names: list[str]) -> dict[str, torch.nn.Parameter]:
        """The copy's parameters ``names``.

        Raises:
            KeyError: a name that the copy does not have (names it).
        """
        params = dict(self.model.named_parameters())
        unknown = sorted(set(names) - set(params))
        if unknown:
            raise KeyError(f"weights for parameters the policy does not have: {', '.join(unknown[:5])}")
        return {k: params[k] for k in names}

    def load(self, weights: dict[str, torch.Tensor], version: int) -> None:
        """Generate from ``weights`` (parameter name -> tensor, a subset of the model's) as policy ``version``.

        Raises:
            KeyError: a name that the copy does not have (names it).
        """
        targets = self._targets(list(weights))
        with torch.no_grad():
            for k, w in weights.items():
                targets[k].copy_(w)
        self._held_version = version

    def sync(self, policy: torch.nn.Module, version: int) -> None:
        """Copy ``policy``'s trained parameters into the copy, one at a time, as policy ``version``. A sharded
        parameter is all-gathered just before its copy (every rank must sync, in the same order), so a rank holds at
        most one gathered parameter beyond the copy.

        Raises:
            KeyError: a trained parameter that the copy does not have (names it).
        """
        trained = [(k, p) for k, p in policy.named_parameters() if p.requires_grad]
        targets = self._targets([k for k, _ in trained])
        with torch.no_grad():
            for k, p in trained:
                targets[k].copy_(full_tensor(p.detach()))
        self._held_version = version


@contextmanager
def _seeded(seed: int | None, device: torch.device) -> Iterator[None]:
    """Within the block, the global CPU generator and ``device``'s own are seeded with ``seed``; both are restored
    on exit, so the seeded draws neither depend on nor disturb the rest of the process (``None``: no change). One
    thread at a time holds a seeded block (:func:`~prover_lightning.seeding.global_generator_forked`)."""
    if seed is None:
        yield
        return
    cuda = [device] if device.type == "cuda" else []
    with global_generator_forked(cuda):
        torch.default_generator.manual_seed(seed)
        if cuda:
            with torch.cuda.device(device):
                torch.cuda.manual_seed(seed)
        yield


def _response_length(ids: list[int], tokenizer: PreTrainedTokenizerBase, stop: list[str]) -> tuple[int, bool]:
    """Real length of a generated row and whether it stopped: up to and including the first EOS token or the token
    that completed a stop string. Everything after it is padding that ``generate`` forced (the pad id may equal
    EOS), never a sampled token, so it must not be trained on.
    """
    eos = tokenizer.eos_token_id
    eos = set(eos) if isinstance(eos, list) else {eos}
    pieces = tokenizer.batch_decode([[t] for t in ids]) if stop else []
    text = ""
    for i, t in enumerate(ids):
        if t in eos:
            return i + 1, True
        if stop:
            text += pieces[i]
            if any(s in text[-(len(s) + len(pieces[i])) :] for s in stop):
                return i + 1, True
    return len(ids), False
