"""SPO-chain and SPO-tree (callbacks/spo.py) against hand-computed values.

The pivot corridor (tests.helpers: the key can be taken only at step 3 of 5; reward 10 on the winning step) with
group 0 = a success S (wait, wait, pick key, wait, open door) and a failure F (wait x 4, open door), then the current
policy ``wait_then_open`` (never takes the key, opens the door at step 5), so every continuation is deterministic:

    V(s_0) = group mean = (10 + 0) / 2 = 5; V(terminal) = 0
    S: V(s_1) = V(s_2) = 0 (no key), V(s_3) = V(s_4) = 10 (key held, the door opens at step 5)
       A = r_t + V(s_{t+1}) - V(s_t) = [0+0-5, 0+0-0, 0+10-0, 0+10-10, 10+0-10] = [-5, 0, 10, 0, 0]   (sum 5 = 10 - 5)
    F: V(s_1..s_4) = 0:  A = [-5, 0, 0, 0, 0]                                                           (sum -5)
    advantage units: x 1 / std, std([10, 0]) = 10 / sqrt 2  ->  S [-1/sqrt2, 0, sqrt2, 0, 0], F [-1/sqrt2, 0, 0, 0, 0]

Continuations with K = 2: the chain samples 2 from each of the 4 inner boundaries of both trajectories (16). The tree:
S's s_1 samples 2 (wait, wait, ...), which repeat S's turn 2 and so pass through s_2 (0 new) but not s_3 (S took the
key there): s_3 samples 2, which pass through s_4 (0 new); F's s_1 samples 2, which repeat all of F: 0 new at s_2,
s_3, s_4. So 6 continuations, 10 shared samples (S: 2 at s_2, 2 at s_4; F: 2 at each of s_2, s_3, s_4).
"""

import math

import pytest

from callbacks import CostRatios
from callbacks.spo import SPOCredit, passes_through, turn_advantages
from callbacks.stages import check_stages
from tests.helpers import pivot_batch, record_continuations, run_callbacks

R2 = math.sqrt(2)


def test_turn_advantages_telescope_to_the_return_minus_the_baseline():
    # rewards [0, 0, 1]; V = [0.5, 0.25, 0.75, 0]: [0 + 0.25 - 0.5, 0 + 0.75 - 0.25, 1 + 0 - 0.75]
    assert turn_advantages([0.0, 0.0, 1.0], [0.5, 0.25, 0.75, 0.0]) == pytest.approx([-0.25, 0.5, 0.25])
    assert sum(turn_advantages([0.0, 0.0, 1.0], [0.5, 0.25, 0.75, 0.0])) == pytest.approx(1.0 - 0.5)
    with pytest.raises(ValueError, match="T \\+ 1 = 3 values, got 2"):
        turn_advantages([0.0, 1.0], [0.5, 0.0])


@pytest.mark.parametrize("sampling", ["chain", "tree"])
def test_spo_advantages_on_the_pivot_corridor_step_by_step(pivot_trainer, tokenizer, monkeypatch, sampling):
    batch = pivot_batch(pivot_trainer, tokenizer)
    success, failure = batch.trajectories
    assert [s.advantage for s in success.steps] == pytest.approx([1 / R2] * 5, abs=1e-6)  # GRPO's, before
    calls = record_continuations(monkeypatch, pivot_trainer.datamodule)
    run_callbacks([SPOCredit(sampling, num_continuations=2)], pivot_trainer, batch)
    assert [s.advantage for s in success.steps] == pytest.approx([-1 / R2, 0, R2, 0, 0], abs=1e-6)
    assert [s.advantage for s in failure.steps] == pytest.approx([-1 / R2, 0, 0, 0, 0], abs=1e-6)
    starts = [(len(s.prefix_actions)) for starts, _ in calls for s in starts]
    if sampling == "chain":
        assert len(calls) == 1 and sorted(starts) == sorted([1, 2, 3, 4] * 4)  # 2 per boundary, both trajectories
        assert batch.stats["spo/shared_samples"] == 0
    else:  # one call per depth with something to sample: s_1 (S and F), s_3 (S)
        assert starts == [1, 1, 1, 1, 3, 3]
        assert batch.stats["spo/shared_samples"] == 10
    assert batch.stats["spo/continuations"] == len(starts)
    assert batch.stats["spo/boundaries"] == 8 and batch.stats["spo/trajectories"] == 2
    assert batch.stats["spo/trajectories_skipped"] == 0
    assert batch.stats["spo/advantage_abs"] == pytest.approx((1 / R2 + R2 + 1 / R2) / 10, abs=1e-6)
    assert batch.stat_weights["spo/advantage_abs"] == 10


def test_the_tree_samples_fewer_tokens_than_the_chain_for_the_same_boundaries(pivot_trainer, tokenizer):
    spent = {}
    for sampling in ("chain", "tree"):
        batch = pivot_batch(pivot_trainer, tokenizer)
        run_callbacks([SPOCredit(sampling, num_continuations=2)], pivot_trainer, batch)
        spent[sampling] = batch.stats["spo/continuation_tokens"], batch.annotations["cost/extra"].generated_tokens
        assert batch.stats["spo/boundaries"] == 8
    # the chain's continuations: 2 x (S: 4 + 3 + 2 + 1 steps; F: the same) = 40 steps; the tree's: S: 2 x 4 from
    # s_1, 2 x 2 from s_3; F: 2 x 4 from s_1 = 20 steps. Every step answers "<action>wait</action>" or, at step 5,
    # "<action>open door</action>": 2 x 4 + 2 x 4 = 16 open-door steps in the chain, 6 in the tree.
    wait, door = (len(tokenizer.encode(f"<action>{a}</action>", add_special_tokens=False))
                  for a in ("wait", "open door"))
    assert spent["chain"] == (24 * wait + 16 * door,) * 2
    assert spent["tree"] == (14 * wait + 6 * door,) * 2


def test_passes_through_compares_action_and_observation():
    from prover_lightning.envs.base import Task
    from prover_lightning.types import StepSample, Trajectory

    def traj(*steps):
        return Trajectory(Task("t", "x"), 0, steps=[
            StepSample(prompt_ids=[], response_ids=[1], response_logprobs=[-1.0], response_text=a, action=a,
                       admissible=True, observation=o) for a, o in steps])

    path = traj(("a", "1"), ("b", "2"), ("c", "3"))
    assert passes_through(traj(("b", "2"), ("x", "9")), path, 1, 2)
    assert passes_through(traj(("b", "2")), path, 1, 1)  # no turn to repeat: it starts there
    assert not passes_through(traj(("b", "other")), path, 1, 2)  # same action, another state
    assert not passes_through(traj(("b", "2")), path, 1, 3)  # ended before s_3
    with pytest.raises(ValueError, match="boundary 0 comes before"):
        passes_through(path, path, 1, 0)


def test_a_zero_variance_group_with_std_scaling_is_skipped_and_counted(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)
    batch.trajectories[1].steps[-1].reward = 10.0  # now both returns are 10: no advantage unit with std scaling
    batch.advantage_scale = {}
    run_callbacks([SPOCredit("tree", 2)], pivot_trainer, batch)
    assert batch.stats["spo/trajectories_skipped"] == 2 and batch.stats["spo/continuations"] == 0


def test_spo_needs_cost_ratios_after_it_and_checks_its_settings():
    check_stages([SPOCredit(), CostRatios()])
    with pytest.raises(ValueError, match="SPOCredit provides extra generation"):
        check_stages([SPOCredit()])
    with pytest.raises(ValueError, match="'chain' or 'tree'"):
        SPOCredit("forest")
    with pytest.raises(ValueError, match="num_continuations >= 1"):
        SPOCredit("chain", 0)


def test_fit_with_the_spo_tree_overlay(tmp_path):
    from tests.helpers import fit_with_overlays

    logged = fit_with_overlays(tmp_path, "spo_tree")
    keys = {"spo/continuations", "spo/boundaries", "spo/shared_samples", "cost/cumulative_extra_token_ratio"}
    assert keys <= set(logged) and all(len(logged[k]) == 2 for k in keys)  # 2 iterations
