"""Each bad input a newcomer is likely to give fails fast: exit status 2, one line on stderr naming the key, no
traceback, no weights loaded for a data or model setting, no logger version left behind; every setting has its own
help line."""

from __future__ import annotations

import pytest

from tests.helpers import COUNTER, write_config
from train import main

SFT = ["--model", "prover_lightning.sft.SFTModule", "--model.lr_schedule", "linear"]

# (id, extra arguments, data overrides, what the error line must hold, whether weights may load before it)
BAD_INPUTS = [
    ("unknown key", ["--data.group_sise", "3"], {}, "data.group_sise: Option 'group_sise' is not accepted", True),
    ("wrong type", ["--data.group_size", "many"], {}, "data.group_size: Expected a <class 'int'>. Got value: many",
     True),
    ("optimizer", ["--optimizer", "torch.optim.SGD"], {}, "--optimizer is not an option of this trainer", True),
    ("lr_scheduler", ["--lr_scheduler", "torch.optim.lr_scheduler.StepLR"], {}, "--lr_scheduler is not an option",
     True),
    ("group of one", [], {"group_size": 1}, "data.group_size must be >= 2, got 1", False),
    ("negative validation temperature", [], {"val_temperature": -0.5}, "data.val_temperature must be >= 0", False),
    ("no tasks per step", [], {"tasks_per_step": 0}, "data.tasks_per_step must be >= 1, got 0", False),
    ("missing corridor policy", ["--model.model_config", "null", "--model.model", "{tmp}/corridor_policy"], {},
     "; build it with: python bench/corridor_policy.py --out {tmp}/corridor_policy --seed 0", False),
    ("missing tokenizer path", ["--model.tokenizer", "../no/such/tokenizer"], {},
     "model.tokenizer='../no/such/tokenizer': no such file or directory", False),
    ("neither path nor id", ["--model.model_config", "null", "--model.model", "models/a/b"], {},
     "model.model='models/a/b' is neither an existing path nor a Hugging Face model id", False),
    ("missing adapter", ["--model.init_adapter", "{tmp}/no_adapter"], {},
     "model.init_adapter='{tmp}/no_adapter': no adapter_config.json there", False),
    ("no minibatches", ["--model.num_minibatches", "0"], {}, "model.num_minibatches and model.ppo_epochs must be >= 1",
     False),
    ("dppo with a KL", ["--model.loss_type", "dppo"], {}, "model.kl_coef=0.05 with model.loss_type: dppo", False),
    ("trainer precision", ["--trainer.precision", "bf16-mixed"], {}, "trainer.precision='bf16-mixed'", True),
    ("cloning on rollouts", SFT, {}, "SFTModule needs data (the datamodule) to provide expert_stats", True),
]


@pytest.mark.parametrize("extra, data, expected, loads", [case[1:] for case in BAD_INPUTS],
                         ids=[case[0] for case in BAD_INPUTS])
def test_a_bad_input_fails_with_one_line_naming_the_key(tmp_path, capsys, monkeypatch, extra, data, expected, loads):
    if not loads:  # a data or model setting is refused before any weights load
        import prover_lightning.policy_module as policy_module

        def no_weights(*args, **kwargs):
            raise AssertionError("weights were loaded before the setting was checked")

        monkeypatch.setattr(policy_module, "build_policy", no_weights)
    cfg = write_config(tmp_path, COUNTER, **data)
    args = [a.replace("{tmp}", str(tmp_path)) for a in ["fit", "--config", cfg, *extra]]
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line.startswith("error: ")]
    assert len(lines) == 1 and expected.replace("{tmp}", str(tmp_path)) in lines[0], err
    assert "Traceback" not in err
    assert not (tmp_path / "run").exists()  # no logger version left behind


def test_the_traceback_is_shown_when_asked_for(tmp_path, monkeypatch):
    monkeypatch.setenv("PROVER_LIGHTNING_TRACEBACK", "1")
    with pytest.raises(ValueError, match="data.group_size must be >= 2, got 1"):
        main(["fit", "--config", write_config(tmp_path, COUNTER, group_size=1)])


def test_predict_is_not_a_subcommand(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["predict"])
    assert exit_.value.code == 2
    assert capsys.readouterr().err.strip() == ("error: argument subcommand: invalid choice: 'predict' (choose from "
                                               "'fit', 'validate', 'test') (python train.py --help lists the options)")


@pytest.mark.parametrize("path", ["prover_lightning.module.GRPOModule", "prover_lightning.sft.SFTModule",
                                  "datamodules.RolloutDataModule", "datamodules.expert.ExpertDataModule"])
def test_every_setting_has_its_own_help_line(path):
    from jsonargparse import ArgumentParser
    from jsonargparse._util import import_object

    parser = ArgumentParser()
    parser.add_class_arguments(import_object(path), "x")
    settings = {a.dest: a.help for a in parser._actions if a.dest.startswith("x.") and not a.dest.endswith(".help")}
    assert len(settings) == {"prover_lightning.module.GRPOModule": 33, "prover_lightning.sft.SFTModule": 20,
                             "datamodules.RolloutDataModule": 26, "datamodules.expert.ExpertDataModule": 22}[path]
    assert [k for k, text in settings.items() if not text or text.startswith("(")] == []
