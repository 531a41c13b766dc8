"""What the benchmarks' result files record besides their figures (bench/run_record.py): the command, the machine's
threads and the load average at the start and the end."""

import json
import os
import sys
from pathlib import Path

import pytest
import torch

from bench import run_record

ROOT = Path(__file__).resolve().parent.parent


def test_machine_records_threads_load_and_thread_variables(monkeypatch):
    monkeypatch.setattr(run_record.os, "getloadavg", lambda: (3.5, 2.25, 1.0))
    monkeypatch.setenv("OMP_WAIT_POLICY", "PASSIVE")
    monkeypatch.setenv("VLLM_CPU_OMP_THREADS_BIND", "0-1")
    monkeypatch.delenv("OMP_NUM_THREADS", raising=False)
    facts = run_record.machine((12.0, 8.5, 4.0))
    assert facts["load_average_start"] == [12.0, 8.5, 4.0] and facts["load_average_end"] == [3.5, 2.25, 1.0]
    assert facts["threads"] == torch.get_num_threads() and facts["torch"] == torch.__version__
    assert facts["environment"]["OMP_WAIT_POLICY"] == "PASSIVE"
    assert facts["environment"]["VLLM_CPU_OMP_THREADS_BIND"] == "0-1"
    assert "OMP_NUM_THREADS" not in facts["environment"]


def test_command_names_the_script_from_the_repository_root(monkeypatch):
    monkeypatch.setattr(sys, "argv", [str(ROOT / "bench" / "update_memory.py"), "--out", "/tmp/m.json"])
    assert run_record.command() == "python bench/update_memory.py --out /tmp/m.json"
    monkeypatch.setattr(sys, "argv", ["/elsewhere/script.py"])
    assert run_record.command() == "python /elsewhere/script.py"


def test_write_result_creates_the_folder_and_writes_json(tmp_path):
    path = run_record.write_result(tmp_path / "new" / "r.json", {"ratio": 0.991, "rows": [1, 2]})
    assert path == tmp_path / "new" / "r.json"
    assert json.loads(path.read_text()) == {"ratio": 0.991, "rows": [1, 2]}
    assert path.read_text().endswith("}\n")
    umask = os.umask(0)
    os.umask(umask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~umask  # readable as a plain write makes it, not private


def test_a_write_interrupted_before_it_completes_leaves_the_previous_result_whole(tmp_path, monkeypatch):
    path = run_record.write_result(tmp_path / "r.json", {"games": [1]})

    def killed(*args):
        raise KeyboardInterrupt

    monkeypatch.setattr(run_record.os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        run_record.write_result(path, {"games": [1, 2]})
    assert json.loads(path.read_text()) == {"games": [1]} and [p.name for p in tmp_path.iterdir()] == ["r.json"]
