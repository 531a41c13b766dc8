"""The update-memory benchmark (bench/update_memory.py): a configuration whose process fails is recorded with its
error and does not stop the others. Its figures come from its run on SmolLM2."""

import json
import subprocess

from bench import update_memory


def test_a_failed_configuration_is_recorded_and_the_others_run(monkeypatch):
    row = {"config": "full, checkpointing", "rss_before_gb": 1.4, "peak_gb": 4.9, "update_s": 56.9}
    outcomes = {"full, checkpointing": (0, "loading\n" + json.dumps(row) + "\n", ""),
                "full, no checkpointing": (-9, "", ""),
                "LoRA r=8, checkpointing": (1, "", "Traceback\nRuntimeError: boom\n")}

    def run(cmd, **kwargs):
        rc, out, err = outcomes[cmd[-1]]
        return subprocess.CompletedProcess(cmd, rc, out, err)

    monkeypatch.setattr(update_memory.subprocess, "run", run)
    monkeypatch.setattr(update_memory, "proc_gb", lambda path, field: 7.5 if field == "MemAvailable" else None)
    assert update_memory.measure("full, checkpointing") == row | {"memory_available_gb_before": 7.5}
    killed = update_memory.measure("full, no checkpointing")
    assert killed == {"config": "full, no checkpointing", "settings": update_memory.CONFIGS["full, no checkpointing"],
                      "returncode": -9, "error": "killed by SIGKILL", "memory_available_gb_before": 7.5}
    assert update_memory.measure("LoRA r=8, checkpointing")["error"] == "RuntimeError: boom"


def test_proc_gb_reads_kib_fields(tmp_path):
    (tmp_path / "meminfo").write_text("MemTotal:       24684544 kB\nMemAvailable:    2097152 kB\n")
    assert update_memory.proc_gb(str(tmp_path / "meminfo"), "MemAvailable") == 2.0
    assert update_memory.proc_gb(str(tmp_path / "meminfo"), "MemTotal") == 24684544 / 2**20
