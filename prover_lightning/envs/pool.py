"""A pool of environment instances ("slots") stepped in parallel across worker processes.

Each slot holds one live episode at a time and is identified by an int chosen by the caller. Slot ``s`` always lives in
worker ``s % num_workers``, so an episode never moves between processes. A batch call (:meth:`EnvPool.reset`,
:meth:`EnvPool.step`) sends every worker its share at once, the workers run in parallel, and the answers are gathered.

Failures never raise: an episode whose environment raised, whose worker died, or whose worker did not answer in time
comes back as ``None`` (aborted) and is counted. A dead or hung worker is killed and replaced by a fresh process, so no
answer of an abandoned call can leak into a later one.

This module imports no torch: workers are started with the "spawn" method and import only this module, the spec's
module and what those import.
"""

from __future__ import annotations

import collections
import multiprocessing
import multiprocessing.connection
import signal
import time
import traceback
import weakref
from typing import Any

from prover_lightning.envs.base import Environment, EnvironmentSpec, StepResult, Task

#: how many error strings :attr:`EnvPool.last_errors` keeps
_MAX_ERRORS = 20
#: seconds that :meth:`EnvPool.close` waits for workers to close their environments before killing them
_CLOSE_GRACE_S = 5.0


def _close_quietly(env: Environment) -> None:
    try:
        env.close()
    except Exception:  # a broken env must not stop the others from closing
        pass


def _serve(spec: EnvironmentSpec, envs: dict[int, Environment], kind: str, requests: list[tuple[int, Any]]
           ) -> dict[int, StepResult | str]:
    """Run one batch of requests on ``envs`` (slot -> env, built lazily with ``spec.make()``).

    Returns slot -> :class:`StepResult`, or an error string for a slot whose env raised; such an env is closed and
    dropped, so the next reset of that slot builds a fresh one.
    """
    results: dict[int, StepResult | str] = {}
    for slot, arg in requests:
        try:
            if kind == "reset":
                if slot not in envs:
                    envs[slot] = spec.make()
                results[slot] = envs[slot].reset(arg)
            else:
                results[slot] = envs[slot].step(arg)
        except Exception as exc:
            summary = "".join(traceback.format_exception(exc, limit=-3)).strip()
            results[slot] = f"slot {slot}: {kind} raised {exc!r}\n{summary}"
            env = envs.pop(slot, None)
            if env is not None:
                _close_quietly(env)
    return results


def _worker_main(conn: multiprocessing.connection.Connection, spec: EnvironmentSpec) -> None:
    """Worker process loop: answer ``(kind, requests)`` messages until ``None`` arrives or the parent goes away."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle; it then closes the pool
    envs: dict[int, Environment] = {}
    try:
        while True:
            try:
                message = conn.recv()
            except EOFError:  # the parent exited without closing the pool
                break
            if message is None:
                break
            kind, requests = message
            conn.send(_serve(spec, envs, kind, requests))
    finally:
        for env in envs.values():
            _close_quietly(env)


class _Worker:
    """Parent-side handle of one worker process and the parent's end of its pipe."""

    def __init__(self, context: multiprocessing.context.SpawnContext, spec: EnvironmentSpec, index: int) -> None:
        self.conn, child_conn = context.Pipe()
        self.process = context.Process(target=_worker_main, args=(child_conn, spec), daemon=True,
                                       name=f"envpool-worker-{index}")
        self.process.start()
        child_conn.close()  # only the child holds it now, so the child's death shows as EOF on self.conn

    def receive(self) -> dict[int, StepResult | str] | None:
        """The worker's answer, or ``None`` if the worker is dead or its answer cannot be read."""
        try:
            if self.conn.poll():
                return self.conn.recv()
        except Exception:  # EOF, reset pipe, or an answer that does not unpickle
            pass
        return None

    def kill(self) -> int | None:
        """Kill the process (SIGKILL) and close the pipe; returns the exit code."""
        self.process.kill()
        self.process.join(timeout=5.0)
        self.conn.close()
        return self.process.exitcode


def _shutdown(workers: list[_Worker], envs: dict[int, Environment]) -> None:
    """Stop all workers (politely, then by force after a grace period) and close in-process envs."""
    for worker in workers:
        try:
            worker.conn.send(None)
        except OSError:  # already dead
            pass
    deadline = time.monotonic() + _CLOSE_GRACE_S
    for worker in workers:
        worker.process.join(timeout=max(0.0, deadline - time.monotonic()))
        worker.kill()
    for env in envs.values():
        _close_quietly(env)
    envs.clear()


class EnvPool:
    """Many environment slots, one live episode each, stepped in parallel by ``num_workers`` processes.

    Args:
        spec: builds the environments (``spec.make()`` is called inside the workers, once per slot).
        num_workers: worker processes; 0 runs every env in this process (same API; an env that raises is still
            caught and aborted, but timeouts are not enforced and an env that kills its process kills the caller).
        timeout_s: deadline for a whole batch call; a worker that has not answered by then is killed and restarted.

    Attributes:
        aborted_episodes: cumulative count of episodes aborted (env raised, worker died or timed out). An episode
            lost because its worker was restarted is counted once, at the restart.
        worker_restarts: cumulative count of workers killed and replaced.

    Not thread-safe: make all calls from one thread.
    """

    def __init__(self, spec: EnvironmentSpec, num_workers: int = 2, timeout_s: float = 60.0) -> None:
        if num_workers < 0:
            raise ValueError(f"num_workers must be >= 0, got {num_workers}")
        self.spec = spec
        self.num_workers = num_workers
        self.timeout_s = timeout_s
        self.aborted_episodes = 0
        self.worker_restarts = 0
        self._errors: collections.deque[str] = collections.deque(maxlen=_MAX_ERRORS)
        self._live: set[int] = set()  # slots with a live episode: reset succeeded, not done, not aborted
        self._context = multiprocessing.get_context("spawn")  # fork is unsafe once the parent runs torch threads
        self._envs: dict[int, Environment] = {}  # the in-process envs when num_workers == 0
        self._workers = [_Worker(self._context, spec, index) for index in range(num_workers)]
        # runs once: at close(), when the pool is garbage-collected, or at interpreter exit
        self._finalizer = weakref.finalize(self, _shutdown, self._workers, self._envs)

    @property
    def last_errors(self) -> list[str]:
        """The latest error strings (oldest first), each naming the slot and summarising the traceback or cause."""
        return list(self._errors)

    @property
    def worker_pids(self) -> list[int | None]:
        """Process id of each current worker (empty when ``num_workers == 0``)."""
        return [worker.process.pid for worker in self._workers]

    def reset(self, requests: list[tuple[int, Task]]) -> dict[int, StepResult | None]:
        """Start a new episode of each ``(slot, task)``; any episode live on that slot is dropped.

        Returns:
            slot -> initial :class:`StepResult`, or ``None`` if that episode is aborted (the env raised, or its
            worker died or timed out). A reset on a slot aborted earlier builds a fresh env and works again.
        """
        return self._call("reset", requests)

    def step(self, requests: list[tuple[int, str]]) -> dict[int, StepResult | None]:
        """Apply each ``(slot, action)`` to that slot's live episode.

        Returns:
            slot -> :class:`StepResult`, or ``None`` if the episode is aborted (the env raised, or its worker died or
            timed out) or the slot has no live episode: never reset, already ``done``, or aborted before (including
            by the restart of its worker during a call that did not involve it). Only the first ``None`` of an
            episode is counted in :attr:`aborted_episodes`; every ``None`` adds a line to :attr:`last_errors`.

        Raises only for caller errors (duplicate slots, a closed pool) or an exception from outside such as
        ``KeyboardInterrupt``; in that last case every episode of the call is aborted and workers still busy with
        it are restarted, so nothing of the interrupted call reaches a later one. :meth:`reset` behaves the same.
        """
        return self._call("step", requests)

    def close(self) -> None:
        """Stop all workers and close all envs; idempotent. Workers get a few seconds to close envs, then are killed."""
        self._finalizer()

    def __enter__(self) -> EnvPool:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _call(self, kind: str, requests: list[tuple[int, Any]]) -> dict[int, StepResult | None]:
        if not self._finalizer.alive:
            raise RuntimeError("EnvPool is closed")
        slots = [slot for slot, _ in requests]
        if len(set(slots)) != len(slots):
            raise ValueError(f"duplicate slot ids in one {kind} call: {sorted(slots)}")
        results: dict[int, StepResult | None] = dict.fromkeys(slots)
        if kind == "step":
            for slot in slots:
                if slot not in self._live:
                    self._errors.append(f"slot {slot}: step without a live episode (never reset, done, or aborted)")
            requests = [(slot, action) for slot, action in requests if slot in self._live]
        if self._workers:
            answers = self._dispatch(kind, requests)
        else:
            answers = _serve(self.spec, self._envs, kind, requests)
        for slot, _ in requests:
            answer = answers[slot]
            if isinstance(answer, str):
                self._abort(slot, answer)
                continue
            results[slot] = answer
            if answer.done:
                self._live.discard(slot)
            elif kind == "reset":
                self._live.add(slot)
        return results

    def _dispatch(self, kind: str, requests: list[tuple[int, Any]]) -> dict[int, StepResult | str]:
        """Send each worker its share, gather answers until the deadline; error strings for slots of failed workers."""
        shares: dict[int, list[tuple[int, Any]]] = collections.defaultdict(list)
        for slot, arg in requests:
            shares[slot % self.num_workers].append((slot, arg))
        answers: dict[int, StepResult | str] = {}
        pending: dict[int, list[tuple[int, Any]]] = {}
        try:
            for index, share in shares.items():
                try:
                    self._workers[index].conn.send((kind, share))
                    pending[index] = share
                except OSError:
                    answers.update(self._restart(index, share, "was dead before the call"))
            deadline = time.monotonic() + self.timeout_s
            while pending:
                # a worker is done when its pipe is readable (answer or EOF) or its process has ended
                waitables = {self._workers[i].conn: i for i in pending} | {self._workers[i].process.sentinel: i
                                                                           for i in pending}
                ready = multiprocessing.connection.wait(list(waitables),
                                                        timeout=max(0.0, deadline - time.monotonic()))
                if not ready:
                    break
                for index in {waitables[obj] for obj in ready}:
                    answer = self._workers[index].receive()
                    if answer is None:
                        answers.update(self._restart(index, pending[index], "died"))
                    else:
                        answers.update(answer)
                    del pending[index]
        except BaseException:  # e.g. KeyboardInterrupt: the caller never sees this call's results, so its episodes
            for index, share in pending.items():  # are lost, and pending workers may still send stale answers
                self._restart(index, share, "was abandoned by an interrupted call")
            for slot, _ in requests:
                if slot in self._live:
                    self._abort(slot, f"slot {slot}: episode lost: a {kind} call was interrupted")
            raise
        for index, share in pending.items():
            answers.update(self._restart(index, share, f"did not answer within {self.timeout_s}s"))
        return answers

    def _restart(self, index: int, share: list[tuple[int, Any]], reason: str) -> dict[int, str]:
        """Kill worker ``index`` and start a fresh one; abort its live episodes that are not in ``share``.

        Returns an error string for each slot of ``share`` (the caller aborts those).
        """
        old = self._workers[index]
        exit_code = old.kill()
        self._workers[index] = _Worker(self._context, self.spec, index)
        self.worker_restarts += 1
        message = f"worker {index} (pid {old.process.pid}) {reason}; exit code {exit_code}; restarted"
        requested = {slot for slot, _ in share}
        for slot in sorted(self._live):
            if slot % self.num_workers == index and slot not in requested:
                self._abort(slot, f"slot {slot}: episode lost: {message}")
        return {slot: f"slot {slot}: {message}" for slot in requested}

    def _abort(self, slot: int, error: str) -> None:
        self._live.discard(slot)
        self.aborted_episodes += 1
        self._errors.append(error)
