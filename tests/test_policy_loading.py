import logging

import pytest

from prover_lightning import policy


class _Stop(Exception):
    pass


def test_a_gguf_conversion_says_so_before_its_silent_tokenizer_load_and_a_cached_copy_does_not(
        tmp_path, monkeypatch, caplog):
    """The first load of a GGUF model converts it (the tokenizer's conversion prints nothing for tens of seconds)."""
    monkeypatch.setenv("PROVER_LIGHTNING_CACHE", str(tmp_path))

    def stop(*args, **kwargs):
        raise _Stop

    monkeypatch.setattr(policy.AutoTokenizer, "from_pretrained", stop)
    caplog.set_level(logging.INFO)
    with pytest.raises(_Stop):
        policy.resolve_model_path("/models/tiny", gguf_file="tiny.Q8_0.gguf")
    assert [r.getMessage() for r in caplog.records] == [
        f"/models/tiny/tiny.Q8_0.gguf: converting the GGUF tokenizer and weights to safetensors in "
        f"{tmp_path / 'tiny-tiny.Q8_0'} (once; later runs load that copy)"
    ]
    caplog.clear()
    (tmp_path / "tiny-tiny.Q8_0").mkdir()
    for name in ("config.json", "tokenizer_config.json"):
        (tmp_path / "tiny-tiny.Q8_0" / name).write_text("{}")
    assert policy.resolve_model_path("/models/tiny", gguf_file="tiny.Q8_0.gguf") == str(tmp_path / "tiny-tiny.Q8_0")
    assert caplog.records == []
