"""Expert runs read from each environment's real data win when replayed through the env with the RL prompts, and
the expert's response parses back to its action."""

from __future__ import annotations

import pytest

from datamodules.expert import ExpertDataModule
from prover_lightning.alfworld_explorer import ALFWorldExplorer
from prover_lightning.envs.alfworld import ALFWorldSpec
from prover_lightning.envs.searchqa import SearchQASpec, SearchQATemplate
from prover_lightning.envs.webshop import WebShopSpec
from prover_lightning.experts import ALFWorldWalkthrough, SearchQAExpert, WebShopExpert, default_expert
from prover_lightning.prompts import PromptTemplate


def replay(spec, split: str, tokenizer, prompt: PromptTemplate | None = None, tasks=None, **kw):
    """(tasks, winning expert trajectories, expert stats) of ``tasks`` (default: the whole split)."""
    dm = ExpertDataModule(spec, train_split=split, val_split="none", num_env_workers=0, show_progress=False,
                          max_new_tokens=64, prompt=prompt, **kw)
    dm.setup("validate")  # builds the env pool and the rollout engine, nothing else
    try:
        tasks = spec.tasks(split) if tasks is None else tasks
        return tasks, dm.expert_trajectories(tasks, tokenizer), dm.expert_stats
    finally:
        dm.teardown("validate")


def check_alfworld_expert_trajectories(spec, expert, tasks, trajs, stats, tokenizer):
    """Every task's expert run won with the RL prompts, its actions replayed exactly, each admissible."""
    assert len(trajs) == len(tasks) and stats["expert/failed"] == 0.0 and stats["expert/no_expert"] == 0.0
    for task, traj in zip(tasks, trajs):
        actions = expert.actions(spec, task)
        assert traj.task == task and traj.won and not traj.truncated and traj.score == 1.0
        assert traj.actions == actions
        assert [s.admissible for s in traj.steps] == [True] * len(actions)
        for step, action in zip(traj.steps, actions):
            # the response is the action closed by the tag (the prompt ends with the <action> prefix)
            assert tokenizer.decode(step.response_ids) == f"{action}</action>"
            prompt = tokenizer.decode(step.prompt_ids)
            assert prompt.endswith("<|im_start|>assistant\n<action>") and f"'{action}'" in prompt
        assert [s.reward for s in traj.steps][-1] == 10.0


@pytest.mark.slow
@pytest.mark.parametrize("split", ["train", "valid_seen", "valid_unseen"])
def test_every_shipped_alfworld_game_is_won_by_its_walkthrough_replayed_with_the_rl_prompts(tokenizer, split):
    template = PromptTemplate(think=False, response_prefix="<action>")
    spec = ALFWorldSpec(cache_size=1)
    tasks, trajs, stats = replay(spec, split, tokenizer, template, max_episode_steps=12, history_length=1)
    check_alfworld_expert_trajectories(spec, ALFWorldWalkthrough(), tasks, trajs, stats, tokenizer)


def test_alfworld_explorer_runs_win_when_replayed_with_the_rl_prompts(tokenizer):
    """One train game of each task type, under configs/alfworld_sft_cpu.yaml's episode cap and history (every shipped
    game: bench/alfworld_expert.py)."""
    template = PromptTemplate(think=False, response_prefix="<action>")
    spec, expert = ALFWorldSpec(), ALFWorldExplorer()
    train = spec.tasks("train")
    tasks = [next(t for t in train if t.task_type == task_type) for task_type in spec.task_types]
    tasks, trajs, stats = replay(spec, "train", tokenizer, template, tasks=tasks, expert=expert, max_episode_steps=12,
                                 history_length=3)
    check_alfworld_expert_trajectories(spec, expert, tasks, trajs, stats, tokenizer)
    for task, traj in zip(tasks, trajs):  # never shorter than the shortest plan, which knows where the object is
        assert len(ALFWorldWalkthrough().actions(spec, task)) <= len(traj.actions) <= 12


def test_alfworld_explorer_data_never_comes_from_a_held_out_split():
    for train_split, test_split in [("valid_seen", None), ("valid_unseen", "valid_unseen")]:
        with pytest.raises(ValueError, match="held-out tasks never feed expert data"):
            ExpertDataModule(ALFWorldSpec(), ALFWorldExplorer(), train_split=train_split, val_split="valid_seen",
                             test_split=test_split)


def test_every_webshop_train_goal_earns_reward_one_by_its_expert_path(tokenizer):
    spec = WebShopSpec()
    tasks, trajs, stats = replay(spec, "train", tokenizer, max_episode_steps=15)
    assert len(trajs) == len(tasks) == 200 and stats["expert/failed"] == 0.0
    assert all(t.won and t.score == 1.0 for t in trajs)
    first = WebShopExpert().actions(spec, tasks[0])
    assert first[0].startswith("search[") and first[-1] == "click[buy now]"
    assert trajs[0].actions == first


def test_searchqa_expert_searches_then_answers_from_the_retrieved_passage(tokenizer, tmp_path, monkeypatch):
    monkeypatch.setenv("PROVER_LIGHTNING_CACHE", str(tmp_path / "cache"))
    spec = SearchQASpec()
    tasks, trajs, stats = replay(spec, "train", tokenizer, SearchQATemplate(think=False), max_episode_steps=4,
                                 history_length=1)
    assert stats["expert/failed"] == 0.0 and stats["expert/won"] + stats["expert/no_expert"] == len(tasks)
    assert stats["expert/won"] >= 0.5 * len(tasks)  # most answers are in the top-3 passages of the question
    for traj in trajs:
        (search, answer) = traj.actions
        assert search == f"search: {traj.goal}" and answer.startswith("answer: ") and traj.won
        answer_prompt = tokenizer.decode(traj.steps[1].prompt_ids)
        assert "<information>" in answer_prompt and answer.removeprefix("answer: ").lower() in answer_prompt.lower()


def test_format_action_is_the_inverse_of_parse():
    plain, prefixed = PromptTemplate(think=False), PromptTemplate(think=False, response_prefix="<action>")
    for action in ["go to fridge 1", "click[buy now]"]:
        assert plain.format_action(action) == f"<action>{action}</action>"
        assert prefixed.format_action(action) == f"{action}</action>"
        assert plain.parse(plain.format_action(action)) == prefixed.parse(prefixed.format_action(action)) == action
    search = SearchQATemplate(think=False)
    for action in ["search: capital of Slovakia", "answer: Bratislava"]:
        assert search.parse(search.format_action(action)) == action
    assert search.format_action("answer: Bratislava") == "<answer> Bratislava </answer>"
    with pytest.raises(ValueError, match="response_prefix"):
        PromptTemplate(response_prefix="<think>").format_action("look")
    with pytest.raises(ValueError, match="neither"):
        search.format_action("go to fridge 1")


def test_default_expert_by_family():
    assert isinstance(default_expert(ALFWorldSpec()), ALFWorldWalkthrough)
    assert isinstance(default_expert(WebShopSpec()), WebShopExpert)
    assert isinstance(default_expert(SearchQASpec()), SearchQAExpert)
    from tests.envs_for_tests import CounterSpec

    with pytest.raises(ValueError, match="data.expert"):
        default_expert(CounterSpec())
