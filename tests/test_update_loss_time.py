"""bench/update_loss_time.py, its pure part: which two configurations it compares. Its figures come from its run."""

from pathlib import Path

import pytest
import yaml

from bench.update_loss_time import loss_configs

ROOT = Path(__file__).resolve().parent.parent


def test_the_dppo_side_is_the_base_config_with_the_paper_overlays_model_settings():
    base = yaml.safe_load((ROOT / "configs/alfworld_grpo_cpu.yaml").read_text())
    overlay = yaml.safe_load((ROOT / "configs/grpo_paper.yaml").read_text())
    configs = loss_configs(base, overlay)
    assert configs["ppo_kl"] is base and configs["ppo_kl"]["model"]["kl_coef"] == 0.01
    dppo = configs["dppo"]["model"]
    assert (dppo["loss_type"], dppo["kl_coef"], dppo["filter_zero_advantages"]) == ("dppo", 0.0, True)
    assert dppo["init_adapter"] == base["model"]["init_adapter"] and dppo["lr"] == base["model"]["lr"]
    assert configs["dppo"]["data"] == base["data"]


@pytest.mark.parametrize("base_model, overlay_model, match", [
    ({"kl_coef": 0.01}, {"loss_type": "ppo"}, "overlay must set model.loss_type: dppo"),
    ({"kl_coef": 0.0}, {"loss_type": "dppo"}, "kl_coef > 0"),
])
def test_a_comparison_that_is_not_ppo_kl_against_dppo_is_refused(base_model, overlay_model, match):
    with pytest.raises(ValueError, match=match):
        loss_configs({"model": base_model, "data": {}}, {"model": overlay_model})
