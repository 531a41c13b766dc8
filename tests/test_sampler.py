"""The HF sampler returns the log-probs of the distribution it really sampled from, and the trainer's forward pass
(left-padded prompts, right-padded responses, logits only for response positions) reproduces them; for a Llama and
for a Qwen3.5 decoder (hybrid linear attention, whose recurrent state must ignore the padding)."""

import pytest
import torch

from prover_lightning.policy import load_model
from prover_lightning.sampler import HFSampler, SamplingParams, _response_length
from tests.helpers import TINY_MODEL_CONFIG, TINY_QWEN35_CONFIG, chat_prompts, forward_logprobs


@pytest.fixture(scope="module", params=[TINY_MODEL_CONFIG, TINY_QWEN35_CONFIG], ids=["llama", "qwen3_5"])
def model(request, tokenizer):
    torch.manual_seed(0)
    m = load_model("unused", model_config=request.param, vocab_size=len(tokenizer))
    # a model's own generation config must not leak into sampling
    m.generation_config.top_k = 5
    m.generation_config.top_p = 0.5
    m.generation_config.repetition_penalty = 1.5
    return m.eval()


def test_sampled_logprobs_equal_forward_logprobs(model, tokenizer):
    torch.manual_seed(1)
    sampler = HFSampler(model, tokenizer, version=lambda: 3)
    ps = chat_prompts(tokenizer)
    outs = sampler.generate(ps, SamplingParams(temperature=0.7, max_new_tokens=12))
    assert sampler.policy_version == 3
    for p, c in zip(ps, outs):
        assert 1 <= len(c.token_ids) <= 12 and len(c.logprobs) == len(c.token_ids)
        expected = forward_logprobs(model, p, c.token_ids, 0.7)
        assert torch.allclose(torch.tensor(c.logprobs), expected, atol=1e-4), (c.logprobs, expected)
        # a random 49k-vocab model spreads its mass: under top-k 5 / top-p 0.5 these would be near 0
        assert min(c.logprobs) < -3.0


def test_trainer_forward_reproduces_sampled_logprobs(model, tokenizer):
    """The module's packed forward (the one the loss uses) gives the same log-probs: the PPO ratio starts at 1."""
    from prover_lightning.logprobs import pack_samples, response_logprobs
    from prover_lightning.types import StepSample

    torch.manual_seed(2)
    sampler = HFSampler(model, tokenizer, version=lambda: 0)
    ps = chat_prompts(tokenizer)
    outs = sampler.generate(ps, SamplingParams(temperature=1.0, max_new_tokens=10))
    samples = [StepSample(prompt_ids=p, response_ids=c.token_ids, response_logprobs=c.logprobs, response_text=c.text,
                          action=None, admissible=None, observation="") for p, c in zip(ps, outs)]
    packed = pack_samples(samples, tokenizer.pad_token_id)
    with torch.no_grad():
        logp, entropy = response_logprobs(model, packed, 1.0, with_entropy=True)
    mask = packed["response_mask"].bool()
    assert torch.allclose(logp[mask], packed["old_logprobs"][mask], atol=1e-4)
    assert (entropy[mask] > 0).all()


#: every sampling key of a model's generation_config that would change the distribution sampled from
LEAKY_GENERATION_CONFIG = {
    "do_sample": True, "temperature": 0.3, "top_k": 5, "top_p": 0.5, "min_p": 0.5, "typical_p": 0.5, "top_h": 0.5,
    "epsilon_cutoff": 3e-4, "eta_cutoff": 3e-4, "repetition_penalty": 1.5, "encoder_repetition_penalty": 1.5,
    "no_repeat_ngram_size": 1, "min_new_tokens": 8, "min_length": 400, "suppress_tokens": list(range(100, 5000)),
    "begin_suppress_tokens": list(range(5000, 9000)), "bad_words_ids": [[i] for i in range(9000, 12000)],
    "sequence_bias": {(7,): 5.0}, "renormalize_logits": True, "exponential_decay_length_penalty": (1, 2.0),
    "forced_eos_token_id": 2, "forced_bos_token_id": 1, "remove_invalid_values": True,
}


@pytest.mark.parametrize("keys", [["min_p"], ["typical_p"], ["epsilon_cutoff"], ["suppress_tokens"], "all"],
                         ids=["min_p", "typical_p", "epsilon_cutoff", "suppress_tokens", "all"])
def test_no_key_of_the_models_generation_config_reaches_sampling(tokenizer, keys):
    """Stored log-probs equal the training forward's at the same temperature, whatever the model's config says."""
    from prover_lightning.logprobs import pack_samples, response_logprobs
    from prover_lightning.types import StepSample

    torch.manual_seed(0)
    model = load_model("unused", model_config=TINY_MODEL_CONFIG, vocab_size=len(tokenizer)).eval()
    for key in LEAKY_GENERATION_CONFIG if keys == "all" else ["do_sample", *keys]:
        setattr(model.generation_config, key, LEAKY_GENERATION_CONFIG[key])
    torch.manual_seed(3)
    sampler = HFSampler(model, tokenizer, version=lambda: 0)
    ps = chat_prompts(tokenizer)
    outs = sampler.generate(ps, SamplingParams(temperature=1.0, max_new_tokens=12))
    samples = [StepSample(prompt_ids=p, response_ids=c.token_ids, response_logprobs=c.logprobs,
                          response_text=c.text, action=None, admissible=None, observation="")
               for p, c in zip(ps, outs)]
    packed = pack_samples(samples, tokenizer.pad_token_id)
    with torch.no_grad():
        logp, _ = response_logprobs(model, packed, 1.0)
    mask = packed["response_mask"].bool()
    assert torch.allclose(packed["old_logprobs"][mask], logp[mask], atol=1e-4), (packed["old_logprobs"], logp)
    assert packed["old_logprobs"][mask].max() < -3.0  # the full 49k-token distribution, not a truncated one
    assert model.generation_config.do_sample is True  # the model's own config: untouched


def test_greedy_is_deterministic_and_has_no_logprobs(model, tokenizer):
    sampler = HFSampler(model, tokenizer, version=lambda: 0, max_batch_size=2)  # also exercises chunking
    ps = chat_prompts(tokenizer)
    a = sampler.generate(ps, SamplingParams(temperature=0.0, max_new_tokens=6))
    b = sampler.generate(ps, SamplingParams(temperature=0.0, max_new_tokens=6))
    assert [c.token_ids for c in a] == [c.token_ids for c in b]
    assert all(c.logprobs == [] for c in a)
    first = forward_logprobs(model, ps[0], a[0].token_ids[:1], 1.0)
    with torch.no_grad():
        argmax = model(input_ids=torch.tensor([ps[0]])).logits[0, -1].argmax().item()
    assert a[0].token_ids[0] == argmax and first.item() < 0


def test_response_ends_at_stop_string_or_eos(tokenizer):
    eos = tokenizer.eos_token_id
    body = tokenizer.encode("<action>look</action>", add_special_tokens=False)
    tail = tokenizer.encode(" extra words", add_special_tokens=False)
    assert _response_length(body + [eos, eos], tokenizer, ["</action>"]) == (len(body), True)
    assert _response_length(tail + [eos, eos], tokenizer, ["</action>"]) == (len(tail) + 1, True)
    assert _response_length(tail, tokenizer, ["</action>"]) == (len(tail), False)


def test_seeded_sampling_is_a_function_of_the_seed_alone(model, tokenizer):
    from prover_lightning.sampler import SeededSampler
    from prover_lightning.seeding import derive_seed

    sampler = HFSampler(model, tokenizer, version=lambda: 0)
    ps = chat_prompts(tokenizer) * 2
    params = SamplingParams(temperature=1.0, max_new_tokens=8, seed=123)
    torch.manual_seed(1)
    a = sampler.generate(ps, params)
    global_state = torch.get_rng_state()
    torch.manual_seed(99)  # another global state: the seeded call ignores it
    b = sampler.generate(ps, params)
    assert [c.token_ids for c in a] == [c.token_ids for c in b] and [c.logprobs for c in a] == [c.logprobs for c in b]
    torch.manual_seed(1)
    sampler.generate(ps, params)
    assert torch.equal(torch.get_rng_state(), global_state)  # and leaves the global generator where it was
    other = sampler.generate(ps, SamplingParams(temperature=1.0, max_new_tokens=8, seed=124))
    assert [c.token_ids for c in other] != [c.token_ids for c in a]
    assert a[0].token_ids != a[3].token_ids  # the same prompt twice in a call: two different samples
    # a stream: call k of SeededSampler(s) is the plain call with seed derive_seed(s, k)
    stream = SeededSampler(sampler, 7)
    first, second = stream.generate(ps, params), stream.generate(ps, params)
    for k, out in enumerate([first, second]):
        plain = sampler.generate(ps, SamplingParams(temperature=1.0, max_new_tokens=8, seed=derive_seed(7, k)))
        assert [c.token_ids for c in out] == [c.token_ids for c in plain]
    assert [c.token_ids for c in first] != [c.token_ids for c in second]


def test_derive_seed_is_stable_and_separates_keys():
    from prover_lightning.seeding import derive_seed

    assert derive_seed(0, "train", 3, 0) == derive_seed(0, "train", 3, 0)
    seeds = {derive_seed(0, "train", i, r) for i in range(50) for r in range(4)} | {derive_seed(1, "train", 0, 0)}
    assert len(seeds) == 201 and all(0 <= s < 2**63 for s in seeds)
    assert derive_seed(0, "train", 1, 0) == 8371218875334489826  # the same in every process and Python version


def test_a_forked_global_generator_block_restores_it_and_excludes_other_threads():
    import threading

    from prover_lightning.seeding import global_generator_forked

    torch.manual_seed(3)
    expected = torch.rand(1)
    torch.manual_seed(3)
    events = []
    with global_generator_forked():
        torch.manual_seed(99)
        with global_generator_forked():  # the same thread may nest
            torch.rand(5)
        def enter():
            with global_generator_forked():
                events.append("other")

        other = threading.Thread(target=enter)
        other.start()
        other.join(timeout=0.2)
        events.append("first")  # the other thread is still waiting for the block
    other.join(timeout=5)
    assert events == ["first", "other"]
    assert torch.equal(torch.rand(1), expected)  # the draws inside the blocks left the stream where it was
