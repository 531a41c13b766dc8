"""The rollout engine: runs many episodes together, one batched generate call per environment step.

Each round: build the prompt of every live episode (task, last H turns, observation, admissible actions), apply the
chat template, sample all responses in one ``Sampler.generate`` call, parse the actions, step all environments in
parallel through the :class:`~prover_lightning.envs.pool.EnvPool`. An episode ends when it is won or lost, when the
step cap is reached (truncated), or when its environment crashed or hung (aborted: it is kept apart and counted).

Episodes can also start from a recorded action prefix (:class:`EpisodeStart`): the prefix is replayed after reset, each
replayed observation is compared with the recorded one, and sampling continues from there with the remaining step
budget. A mismatch marks the episode ``replay_mismatch`` and nothing is sampled for it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from tqdm.auto import tqdm

from prover_lightning.envs.base import StepResult, Task
from prover_lightning.envs.pool import EnvPool
from prover_lightning.prompts import PromptTemplate, Turn, chat_prompt_ids
from prover_lightning.sampler import Sampler, SamplingParams
from prover_lightning.types import StepSample, Trajectory

INVALID_ACTION = "(no valid action)"


@dataclass
class RewardConfig:
    """Step rewards (verl-agent's ALFWorld scheme).

    Attributes:
        success_reward: added on the step that wins the task (verl-agent: 10).
        invalid_action_penalty: subtracted for a response without a parseable action (verl-agent: 0.1).
        penalize_inadmissible: also subtract it for a parsed action that is not admissible.
    """

    success_reward: float = 10.0
    invalid_action_penalty: float = 0.1
    penalize_inadmissible: bool = False


@dataclass
class EpisodeStart:
    """Where an episode starts: ``task`` after reset, then the recorded prefix replayed.

    Attributes:
        task: the task (same task → same initial state).
        group_id: group the episode belongs to.
        prefix_actions: actions of the recorded steps to replay (``None`` for a recorded invalid response: the env
            is not stepped for it, but it still counts as a step and appears in the history).
        prefix_observations: the recorded observation after each prefix step, checked during replay.
    """

    task: Task
    group_id: int
    prefix_actions: list[str | None] = field(default_factory=list)
    prefix_observations: list[str] = field(default_factory=list)


@dataclass
class _Live:
    traj: Trajectory
    history: list[Turn]
    observation: str
    admissible: list[str]
    steps_taken: int
    done: bool = False


class RolloutEngine:
    """Runs episodes with a sampler over an environment pool.

    Args:
        pool: environment workers.
        template: renders step prompts.
        reward: step reward settings.
        max_steps: step cap of an episode (replayed prefix steps included).
        history_length: H, the number of past (observation, action) turns shown in a prompt.
        max_new_tokens: response length cap per step, in tokens.
        show_progress: show a live progress bar (episodes done, success so far, tokens/s).
    """

    def __init__(
        self,
        pool: EnvPool,
        template: PromptTemplate,
        reward: RewardConfig,
        max_steps: int = 50,
        history_length: int = 2,
        max_new_tokens: int = 64,
        show_progress: bool = True,
    ) -> None:
        if max_steps < 1 or history_length < 0 or max_new_tokens < 1:
            raise ValueError(
                "need max_steps >= 1, history_length >= 0, max_new_tokens >= 1; "
                f"got {max_steps}, {history_length}, {max_new_tokens}"
            )
        self.pool = pool
        self.template = template
        self.reward = reward
        self.max_steps = max_steps
        self.history_length = history_length
        self.max_new_tokens = max_new_tokens
        self.show_progress = show_progress

    def run_groups(
        self, sampler: Sampler, tasks: list[Task], group_size: int, temperature: float
    ) -> tuple[list[Trajectory], dict[str, float]]:
        """``group_size`` episodes of each task (group ``i`` = ``tasks[i]``); see :meth:`run`."""
        starts = [EpisodeStart(task, gid) for gid, task in enumerate(tasks) for _ in range(group_size)]
        return self.run(sampler, starts, temperature)

    def run(
        self, sampler: Sampler, starts: list[EpisodeStart], temperature: float
    ) -> tuple[list[Trajectory], dict[str, float]]:
        """Run one episode per start, all together: reset, replay the recorded prefixes, then rounds of prompt →
        generate → parse → step until every episode is done.

        Returns:
            ``(trajectories, stats)`` in the order of ``starts``; ``stats`` has ``generated_tokens``, ``env_steps``
            (replay included), ``generate_s``, ``env_s``, ``total_s``, ``aborted``, ``replay_mismatches``,
            ``responses`` (responses sampled) and ``clipped_response_rate``: the share of them that hit
            ``max_new_tokens`` (0 without any).
        """
        t0 = time.perf_counter()
        stats = dict.fromkeys(
            ["generated_tokens", "env_steps", "generate_s", "env_s", "aborted", "replay_mismatches"], 0.0
        )
        trajs, live = self._reset(starts, sampler.policy_version, stats)
        self._replay(starts, live, stats)
        params = SamplingParams(
            temperature=temperature, max_new_tokens=self.max_new_tokens, stop=list(self.template.stop)
        )
        bar = tqdm(total=len(starts), desc="rollout", unit="ep", leave=False, disable=not self.show_progress)
        wins = responses = clipped = 0
        while active := {i: e for i, e in live.items() if not e.done}:
            responses += len(active)
            clipped += self._round(sampler, params, active, stats)
            ended = [e for e in active.values() if e.done]
            wins += sum(e.traj.won for e in ended)
            bar.update(len(ended))
            tokens_per_s = stats["generated_tokens"] / max(stats["generate_s"], 1e-9)
            bar.set_postfix(won=wins, tok_s=f"{tokens_per_s:.0f}")  # of the episodes ended: the bar's count
        bar.close()
        stats["aborted"] = float(sum(t.aborted for t in trajs))
        stats["replay_mismatches"] = float(sum(t.replay_mismatch for t in trajs))
        stats["responses"] = float(responses)
        stats["clipped_response_rate"] = clipped / responses if responses else 0.0
        stats["total_s"] = time.perf_counter() - t0
        return trajs, stats

    def _reset(
        self, starts: list[EpisodeStart], version: int, stats: dict[str, float]
    ) -> tuple[list[Trajectory], dict[int, _Live]]:
        """A trajectory per start, and the live episodes (by start index) of the environments that reset; an
        environment that crashed or hung in reset leaves its trajectory aborted."""
        trajs = [
            Trajectory(
                task=s.task,
                group_id=s.group_id,
                prefix_actions=list(s.prefix_actions),
                prefix_observations=list(s.prefix_observations),
                policy_version=version,
            )
            for s in starts
        ]
        t = time.perf_counter()
        first = self.pool.reset([(i, s.task) for i, s in enumerate(starts)])
        stats["env_s"] += time.perf_counter() - t
        live: dict[int, _Live] = {}
        for i, traj in enumerate(trajs):
            res = first[i]
            if res is None:
                traj.aborted = True
                continue
            traj.goal = res.goal
            live[i] = _Live(traj, [], res.observation, res.admissible_actions, 0)
        return trajs, live

    def _round(
        self, sampler: Sampler, params: SamplingParams, active: dict[int, _Live], stats: dict[str, float]
    ) -> int:
        """One step of every active episode: prompt, one batched generate, parse, step the environments. Returns the
        number of responses cut by ``max_new_tokens``."""
        prompts = self._prompt_ids(sampler, list(active.values()))
        t = time.perf_counter()
        completions = sampler.generate(prompts, params)
        stats["generate_s"] += time.perf_counter() - t
        stats["generated_tokens"] += sum(len(c.token_ids) for c in completions)
        for e, prompt, c in zip(active.values(), prompts, completions):
            action = self.template.parse(c.text, e.admissible)
            e.traj.steps.append(
                StepSample(
                    prompt_ids=prompt, response_ids=c.token_ids, response_logprobs=c.logprobs, response_text=c.text,
                    action=action, admissible=None, observation=e.observation,
                )
            )
        results = self._step_envs([(i, e.traj.steps[-1].action) for i, e in active.items()], stats)
        for i, e in active.items():
            self._sampled_step(e, results.get(i))
        return sum(c.finish_reason == "length" for c in completions)

    def _step_envs(
        self, actions: list[tuple[int, str | None]], stats: dict[str, float]
    ) -> dict[int, StepResult | None]:
        """Step the environments of the episodes with an action (``None``: an invalid response, not stepped), timed
        and counted in ``stats``; the results by episode index (``None``: the env crashed or hung)."""
        to_step = [(i, a) for i, a in actions if a is not None]
        t = time.perf_counter()
        results = self.pool.step(to_step) if to_step else {}
        stats["env_s"] += time.perf_counter() - t
        stats["env_steps"] += len(to_step)
        return results

    def _prompt_ids(self, sampler: Sampler, episodes: list[_Live]) -> list[list[int]]:
        """The step prompt of each episode, chat-formatted and tokenized in one batch, then the response prefix."""
        texts = [
            self.template.render(
                e.traj.goal, e.history[-self.history_length :] if self.history_length else [], e.observation,
                e.admissible, e.steps_taken, self.max_steps,
            )
            for e in episodes
        ]
        prefix = self._prefix_ids(sampler)
        return [ids + prefix for ids in chat_prompt_ids(sampler.tokenizer, texts)]

    def _prefix_ids(self, sampler: Sampler) -> list[int]:
        if not self.template.response_prefix:
            return []
        return sampler.tokenizer.encode(self.template.response_prefix, add_special_tokens=False)

    @staticmethod
    def _transition(e: _Live, action: str | None, res: StepResult | None) -> None:
        """The episode rules of one step, sampled or replayed: ``action`` (``None``: an invalid response; the env was
        not stepped and the observation stays) and the env's answer ``res`` (``None`` for a stepped action: the env
        crashed or hung, and the episode is aborted). The turn joins the history, the step counts towards the cap,
        and the env's observation and admissible actions become the episode's."""
        e.steps_taken += 1
        if action is None:
            e.history.append(Turn(e.observation, INVALID_ACTION))
            return
        if res is None:
            e.traj.aborted = e.done = True
            return
        e.history.append(Turn(e.observation, action))
        e.observation, e.admissible = res.observation, res.admissible_actions

    def _sampled_step(self, e: _Live, res: StepResult | None) -> None:
        """Apply the env's answer to the episode's last sampled step: its reward, admissibility and observation, the
        :meth:`_transition`, and the episode's end (won, lost, or truncated by the step cap)."""
        step = e.traj.steps[-1]
        if step.action is None:
            step.reward = -self.reward.invalid_action_penalty
            step.observation = e.observation
        elif res is not None:
            if e.admissible:
                step.admissible = step.action in e.admissible
            if step.admissible is False and self.reward.penalize_inadmissible:
                step.reward -= self.reward.invalid_action_penalty
            if res.won:
                step.reward += self.reward.success_reward
            step.observation = res.observation
            e.traj.won, e.traj.score = res.won, res.score
        self._transition(e, step.action, res)
        if res is not None:
            e.done = res.done or res.won
        if not e.done and e.steps_taken >= self.max_steps:
            e.traj.truncated = True
            e.done = True

    def _replay(self, starts: list[EpisodeStart], live: dict[int, _Live], stats: dict[str, float]) -> None:
        """Replay every start's prefix (all episodes in lockstep), checking each observation against the record: a
        step that does not reproduce it, or ends the episode, marks a replay mismatch. The step cap applies after
        the whole prefix."""
        depth = max((len(s.prefix_actions) for s in starts), default=0)
        for k in range(depth):
            actions = [(i, starts[i].prefix_actions[k]) for i, e in live.items()
                       if not e.done and k < len(starts[i].prefix_actions)]
            results = self._step_envs(actions, stats)
            for i, action in actions:
                e, res = live[i], results.get(i)
                if _reproduces(e, action, res, starts[i].prefix_observations[k]):
                    self._transition(e, action, res)
                else:
                    e.traj.replay_mismatch = e.done = True
        for e in live.values():
            e.traj.initial_observation = e.observation
            if not e.done and e.steps_taken >= self.max_steps:
                e.traj.truncated = e.done = True


def _reproduces(e: _Live, action: str | None, res: StepResult | None, recorded: str) -> bool:
    """A replayed step reproduced its record: the observation after it is the recorded one and the episode goes on
    (an env that crashed or hung has no observation to compare: the step is then an abort, not a mismatch)."""
    if action is None:
        return e.observation == recorded
    return res is None or (res.observation == recorded and not res.done)
