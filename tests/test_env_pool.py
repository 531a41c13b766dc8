"""EnvPool: parallel stepping, in-process equivalence, and failure handling (env raise, worker crash, worker hang)."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time

import pytest

from prover_lightning.envs.base import StepResult
from prover_lightning.envs.pool import EnvPool
from tests.envs_for_tests import ACTIONS, CounterSpec, CrashingSpec, HangingSpec, RaisingSpec, expected_observation

TASKS = CounterSpec().tasks("train")


def _run_script(pool: EnvPool) -> list[dict[int, StepResult | None]]:
    """Reset 5 slots and step them with a fixed script; slot 3 wins at step 2 and is not stepped after."""
    history = [pool.reset([(slot, TASKS[slot]) for slot in range(5)])]
    history.append(pool.step([(slot, "noop") for slot in range(5)]))
    history.append(pool.step([(slot, "win" if slot == 3 else f"go{slot}") for slot in range(5)]))
    history.append(pool.step([(slot, "noop") for slot in (0, 1, 2, 4)]))
    return history


def test_counter_results_match_expected_across_workers():
    with EnvPool(CounterSpec(), num_workers=2, timeout_s=30) as pool:
        assert len(set(pool.worker_pids)) == 2 and os.getpid() not in pool.worker_pids
        history = _run_script(pool)
    reset, step1, step2, step3 = history
    for slot in range(5):
        assert reset[slot] == StepResult(expected_observation(TASKS[slot], 0, "reset"), admissible_actions=ACTIONS,
                                         goal=f"say win in {TASKS[slot].task_id}")
        assert step1[slot].observation == expected_observation(TASKS[slot], 1, "noop")
        assert not step1[slot].done
    assert step2[3].observation == expected_observation(TASKS[3], 2, "win")
    assert step2[3].done and step2[3].won and step2[3].score == 1.0
    for slot in (0, 1, 2, 4):
        assert step2[slot].observation == expected_observation(TASKS[slot], 2, f"go{slot}")
        assert not step2[slot].done and not step2[slot].won
        assert step3[slot].observation == expected_observation(TASKS[slot], 3, "noop")
    assert set(step3) == {0, 1, 2, 4}
    assert pool.aborted_episodes == 0 and pool.worker_restarts == 0


def test_in_process_mode_gives_identical_results():
    with EnvPool(CounterSpec(), num_workers=2, timeout_s=30) as pool:
        parallel = _run_script(pool)
    with EnvPool(CounterSpec(), num_workers=0) as pool:
        assert pool.worker_pids == []
        in_process = _run_script(pool)
    assert parallel == in_process


def test_step_after_done_or_without_reset_returns_none_without_counting():
    with EnvPool(CounterSpec(max_steps=1), num_workers=0) as pool:
        pool.reset([(0, TASKS[0])])
        assert pool.step([(0, "noop")])[0].done  # step cap: done, not won
        assert pool.step([(0, "noop"), (7, "noop")]) == {0: None, 7: None}
        assert pool.aborted_episodes == 0
        assert any("slot 7" in error for error in pool.last_errors)
        assert pool.reset([(0, TASKS[0])])[0] is not None  # the slot can start a new episode
        with pytest.raises(ValueError, match="duplicate"):
            pool.step([(0, "noop"), (0, "noop")])


@pytest.mark.parametrize("num_workers", [0, 2])
def test_env_exception_aborts_only_that_slot(num_workers):
    with EnvPool(RaisingSpec(), num_workers=num_workers, timeout_s=30) as pool:
        pool.reset([(slot, TASKS[slot]) for slot in range(4)])
        pids = pool.worker_pids
        out = pool.step([(0, "boom"), (1, "noop"), (2, "noop"), (3, "noop")])
        assert out[0] is None
        for slot in (1, 2, 3):  # slot 2 shares slot 0's worker (when there are workers)
            assert out[slot].observation == expected_observation(TASKS[slot], 1, "noop")
        assert pool.aborted_episodes == 1 and pool.worker_restarts == 0 and pool.worker_pids == pids
        assert "slot 0" in pool.last_errors[-1] and "env asked to fail on 'boom'" in pool.last_errors[-1]
        assert pool.step([(0, "noop")]) == {0: None}  # still aborted, not counted twice
        assert pool.aborted_episodes == 1
        assert pool.reset([(0, TASKS[0])])[0].observation == expected_observation(TASKS[0], 0, "reset")
        out = pool.step([(0, "noop"), (2, "noop")])
        assert out[0].observation == expected_observation(TASKS[0], 1, "noop")
        assert out[2].observation == expected_observation(TASKS[2], 2, "noop")


def test_crashing_worker_aborts_its_slots_and_is_restarted():
    with EnvPool(CrashingSpec(), num_workers=2, timeout_s=30) as pool:
        pool.reset([(slot, TASKS[slot]) for slot in range(5)])  # worker 0: slots 0, 2, 4; worker 1: slots 1, 3
        pids = pool.worker_pids
        out = pool.step([(0, "crash"), (1, "noop"), (2, "noop"), (3, "noop")])  # slot 4 lives on worker 0, idle
        assert out[0] is None and out[2] is None
        assert out[1].observation == expected_observation(TASKS[1], 1, "noop")
        assert out[3].observation == expected_observation(TASKS[3], 1, "noop")
        assert pool.aborted_episodes == 3  # slots 0, 2 and the idle slot 4
        assert pool.worker_restarts == 1
        assert pool.worker_pids[0] != pids[0] and pool.worker_pids[1] == pids[1]
        assert "exit code 3" in pool.last_errors[-1]
        assert pool.step([(4, "noop")]) == {4: None}
        assert pool.aborted_episodes == 3
        reset = pool.reset([(slot, TASKS[slot]) for slot in (0, 2, 4)])
        assert all(reset[slot].observation == expected_observation(TASKS[slot], 0, "reset") for slot in (0, 2, 4))
        out = pool.step([(slot, "noop") for slot in range(5)])
        for slot in (0, 2, 4):
            assert out[slot].observation == expected_observation(TASKS[slot], 1, "noop")
        for slot in (1, 3):  # episodes on the surviving worker went on undisturbed
            assert out[slot].observation == expected_observation(TASKS[slot], 2, "noop")
        assert pool.worker_restarts == 1


def test_hanging_worker_is_killed_after_timeout_and_restarted():
    with EnvPool(HangingSpec(), num_workers=2, timeout_s=1.5) as pool:
        pool.reset([(slot, TASKS[slot]) for slot in range(4)])
        pids = pool.worker_pids
        start = time.monotonic()
        out = pool.step([(1, "hang"), (0, "noop"), (2, "noop"), (3, "noop")])  # worker 1: slots 1, 3
        elapsed = time.monotonic() - start
        assert 1.4 < elapsed < 5.0
        assert out[1] is None and out[3] is None
        assert out[0].observation == expected_observation(TASKS[0], 1, "noop")
        assert out[2].observation == expected_observation(TASKS[2], 1, "noop")
        assert pool.aborted_episodes == 2 and pool.worker_restarts == 1
        assert pool.worker_pids[1] != pids[1] and pool.worker_pids[0] == pids[0]
        assert "did not answer within 1.5s" in pool.last_errors[-1]
        reset = pool.reset([(1, TASKS[1]), (3, TASKS[3])])
        assert reset[1].observation == expected_observation(TASKS[1], 0, "reset")
        out = pool.step([(slot, "noop") for slot in range(4)])
        assert out[1].observation == expected_observation(TASKS[1], 1, "noop")
        assert out[0].observation == expected_observation(TASKS[0], 2, "noop")


def test_close_leaves_no_child_processes():
    pool = EnvPool(HangingSpec(), num_workers=2, timeout_s=1.0)
    pool.reset([(slot, TASKS[slot]) for slot in range(2)])
    pids = pool.worker_pids
    pool.step([(0, "hang")])  # worker 0 is killed and replaced
    pids += pool.worker_pids
    assert len(set(pids)) == 3
    pool.close()
    pool.close()  # idempotent
    for pid in pids:  # gone and reaped (a zombie would still accept signal 0)
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
    assert not [child for child in multiprocessing.active_children() if child.name.startswith("envpool-worker")]
    with pytest.raises(RuntimeError, match="closed"):
        pool.step([(1, "noop")])


def test_interrupted_call_restarts_pending_workers():
    class Interrupt(Exception):
        pass

    def interrupt(signum, frame):
        raise Interrupt

    with EnvPool(HangingSpec(), num_workers=2, timeout_s=30) as pool:
        pool.reset([(slot, TASKS[slot]) for slot in range(4)])
        previous = signal.signal(signal.SIGALRM, interrupt)
        try:
            signal.setitimer(signal.ITIMER_REAL, 0.5)
            with pytest.raises(Interrupt):
                pool.step([(0, "hang"), (1, "noop")])
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
        # worker 0 (still busy) is restarted, so slots 0 and 2 are lost; slot 1's answer never reached the caller
        assert pool.worker_restarts == 1 and pool.aborted_episodes == 3
        assert "interrupted" in pool.last_errors[-1]
        out = pool.step([(slot, "noop") for slot in range(4)])
        assert [out[slot] for slot in range(3)] == [None, None, None]
        assert out[3].observation == expected_observation(TASKS[3], 1, "noop")
        pool.reset([(slot, TASKS[slot]) for slot in range(3)])
        out = pool.step([(slot, "noop") for slot in range(3)])
        assert all(out[slot].observation == expected_observation(TASKS[slot], 1, "noop") for slot in range(3))
