"""What a hung environment worker costs: the wall time of an environment-pool call in which one worker never answers,
and of the next call (served by the restarted worker, which first starts up), each minus a normal call's, for several
``env_timeout_s``.

Two workers, eight slots; the hanging env (``tests/envs_for_tests.py``'s ``HangingSpec``) sleeps forever in the first
reset after its trigger file is removed. The pool waits until the deadline, kills that worker and starts a new one;
the hung call's episodes on that worker are aborted, the other worker's complete.

    python bench/hung_worker.py   # writes bench/results/hung_worker.json
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def timed_reset(pool, tasks) -> tuple[float, int]:
    """Seconds of one reset of every slot, and how many episodes it aborted."""
    t0 = time.perf_counter()
    results = pool.reset(list(enumerate(tasks)))
    return time.perf_counter() - t0, sum(r is None for r in results.values())


def measure(timeout_s: float, slots: int, repeats: int) -> dict:
    from prover_lightning.envs.pool import EnvPool
    from tests.envs_for_tests import HangingSpec

    with tempfile.TemporaryDirectory() as tmp:
        trigger = Path(tmp) / "fault"
        trigger.touch()  # present: no fault yet
        spec = HangingSpec(fault_once_file=str(trigger))
        tasks = [spec.tasks("train")[i % 8] for i in range(slots)]
        with EnvPool(spec, num_workers=2, timeout_s=timeout_s) as pool:
            for _ in range(10):  # until both workers are up (a start-up slower than the deadline is restarted too)
                if timed_reset(pool, tasks)[1] == 0:
                    break
            before = pool.worker_restarts
            normal = statistics.median(timed_reset(pool, tasks)[0] for _ in range(repeats))
            trigger.unlink()  # the next reset in any worker hangs
            hung, aborted = timed_reset(pool, tasks)
            after, _ = timed_reset(pool, tasks)
            restarts = pool.worker_restarts - before
    return {
        "env_timeout_s": timeout_s, "normal_call_s": normal, "hung_call_s": hung, "next_call_s": after,
        "hung_call_cost_s": hung - normal, "next_call_cost_s": after - normal,
        "total_cost_s": hung + after - 2 * normal, "aborted_episodes": aborted, "worker_restarts": restarts,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--timeouts", type=float, nargs="+", default=[1.0, 2.0, 4.0, 8.0])
    parser.add_argument("--slots", type=int, default=8)
    parser.add_argument("--repeats", type=int, default=5, help="normal calls whose median is the baseline")
    parser.add_argument("--results", type=Path, default=ROOT / "bench" / "results" / "hung_worker.json")
    args = parser.parse_args()
    rows = [measure(t, args.slots, args.repeats) for t in args.timeouts]
    args.results.parent.mkdir(parents=True, exist_ok=True)
    command = "python bench/hung_worker.py " + " ".join(sys.argv[1:])
    args.results.write_text(json.dumps({"command": command.strip(), "runs": rows}, indent=2) + "\n")
    for row in rows:
        print(json.dumps(row))


if __name__ == "__main__":
    main()
