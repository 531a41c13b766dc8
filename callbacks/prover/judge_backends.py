"""Where an :class:`~callbacks.prover.judges.LLMJudge` gets its answers: prompt text in, answer text out.

Three backends: the training policy itself (:class:`PolicyBackend`), another local Hugging Face model
(:class:`HFBackend`), and any OpenAI-compatible chat endpoint such as a vLLM server (:class:`OpenAIBackend`). All
decode greedily. A request that times out or cannot reach its endpoint comes back as a
:class:`~callbacks.prover.segments.JudgeFailure`, never as an exception.
"""

from __future__ import annotations

import abc
import json
import os
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import lightning as L

from callbacks.prover.segments import JudgeFailure
from prover_lightning.policy import load_model, load_tokenizer
from prover_lightning.sampler import HFSampler, Sampler, SamplingParams


class JudgeBackend(abc.ABC):
    """A chat model answering judge prompts."""

    @abc.abstractmethod
    def complete(self, prompts: list[str], pl_module: L.LightningModule) -> list[str | JudgeFailure]:
        """One greedy answer per prompt (each prompt is one user message), or why there is none."""


def greedy_answers(sampler: Sampler, prompts: list[str], max_new_tokens: int) -> list[str]:
    """Chat-formats each prompt as one user message and decodes greedily, all prompts in one ``generate`` call."""
    ids = [
        list(sampler.tokenizer.apply_chat_template(
            [{"role": "user", "content": p}], add_generation_prompt=True, tokenize=True, return_dict=True
        )["input_ids"])
        for p in prompts
    ]
    return [c.text for c in sampler.generate(ids, SamplingParams(temperature=0.0, max_new_tokens=max_new_tokens))]


class PolicyBackend(JudgeBackend):
    """The training policy judges (``pl_module.sampler``, greedy): no second model in memory.

    Args:
        max_new_tokens: answer length cap, in tokens.
    """

    def __init__(self, max_new_tokens: int = 128) -> None:
        self.max_new_tokens = max_new_tokens

    def complete(self, prompts: list[str], pl_module: L.LightningModule) -> list[str | JudgeFailure]:
        return greedy_answers(pl_module.sampler, prompts, self.max_new_tokens)


class HFBackend(JudgeBackend):
    """Another local Hugging Face model judges (greedy). Loaded on the first call, with
    :func:`~prover_lightning.policy.load_model` (same ``model`` / ``gguf_file`` forms as the policy), onto the
    policy's device.

    Args:
        model: model id, local path, or ``pkg:<package>``.
        gguf_file: GGUF file name inside ``model``, if stored that way.
        tokenizer: tokenizer id/path; defaults to ``model``.
        dtype: parameter dtype ("float32", "bfloat16").
        max_new_tokens: answer length cap, in tokens.
        batch_size: prompts per ``generate`` call.
    """

    def __init__(
        self, model: str, gguf_file: str | None = None, tokenizer: str | None = None, dtype: str = "float32",
        max_new_tokens: int = 128, batch_size: int = 8,
    ) -> None:
        self.model, self.gguf_file, self.tokenizer, self.dtype = model, gguf_file, tokenizer, dtype
        self.max_new_tokens, self.batch_size = max_new_tokens, batch_size
        self.sampler: HFSampler | None = None

    def complete(self, prompts: list[str], pl_module: L.LightningModule) -> list[str | JudgeFailure]:
        if self.sampler is None:
            tokenizer = load_tokenizer(self.tokenizer or self.model, None if self.tokenizer else self.gguf_file)
            model = load_model(self.model, self.gguf_file, dtype=self.dtype).to(pl_module.device).eval()
            self.sampler = HFSampler(model, tokenizer, version=lambda: 0, max_batch_size=self.batch_size)
        return greedy_answers(self.sampler, prompts, self.max_new_tokens)


class OpenAIBackend(JudgeBackend):
    """Any OpenAI-compatible chat endpoint judges (``POST <base_url>/v1/chat/completions``, temperature 0), e.g. a
    vLLM server. Requests run concurrently, each with its own timeout; standard library only (urllib).

    Args:
        base_url: server root such as ``http://localhost:8000`` (a trailing ``/v1`` is accepted too).
        model: model name sent in the request.
        api_key_env: name of the environment variable holding the API key (sent as a Bearer token); ``None`` sends
            no key.
        timeout_s: seconds one request may take (connection included) before it counts as ``"timeout"``.
        max_tokens: answer length cap, in tokens.
        max_concurrency: requests in flight at once.

    Raises:
        ValueError: ``api_key_env`` names a variable that is not set.
    """

    def __init__(
        self, base_url: str, model: str, api_key_env: str | None = None, timeout_s: float = 60.0,
        max_tokens: int = 256, max_concurrency: int = 4,
    ) -> None:
        if api_key_env is not None and api_key_env not in os.environ:
            raise ValueError(f"OpenAIBackend: api_key_env={api_key_env!r} but that environment variable is not set")
        root = base_url.rstrip("/")
        self.url = root + ("/chat/completions" if root.endswith("/v1") else "/v1/chat/completions")
        self.model, self.api_key_env = model, api_key_env
        self.timeout_s, self.max_tokens, self.max_concurrency = timeout_s, max_tokens, max_concurrency

    def complete(self, prompts: list[str], pl_module: L.LightningModule) -> list[str | JudgeFailure]:
        with ThreadPoolExecutor(max_workers=max(1, min(self.max_concurrency, len(prompts)))) as pool:
            return list(pool.map(self._request, prompts))

    def _request(self, prompt: str) -> str | JudgeFailure:
        body = {"model": self.model, "messages": [{"role": "user", "content": prompt}], "temperature": 0.0,
                "max_tokens": self.max_tokens}
        headers = {"Content-Type": "application/json"}
        if self.api_key_env is not None:
            headers["Authorization"] = f"Bearer {os.environ[self.api_key_env]}"
        request = urllib.request.Request(self.url, data=json.dumps(body).encode(), headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=self.timeout_s) as response:
                raw = response.read()
        except urllib.error.HTTPError as exc:
            return JudgeFailure("http_error", f"{self.url}: HTTP {exc.code}")
        except urllib.error.URLError as exc:
            kind = "timeout" if isinstance(exc.reason, TimeoutError) else "unreachable"
            return JudgeFailure(kind, f"{self.url}: {exc.reason}")
        except TimeoutError:
            return JudgeFailure("timeout", f"{self.url}: no answer within {self.timeout_s} s")
        except OSError as exc:  # connection reset / closed mid-answer
            return JudgeFailure("unreachable", f"{self.url}: {exc!r}")
        try:
            return str(json.loads(raw)["choices"][0]["message"]["content"])
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            return JudgeFailure("bad_response", f"{self.url}: {exc!r} in {raw[:200]!r}")
