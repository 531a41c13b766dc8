"""The tiny policy of the key-corridor benchmark: a word-level tokenizer, a 2-layer Llama built from a config, and a
format warm-up.

A randomly initialised model spreads its first token over the whole vocabulary, so almost every response would be an
invalid action and no method could learn anything about the corridor. Before RL, the model is therefore fitted (a few
hundred supervised steps, seconds) to the *uniformly random valid policy*: on prompts of random episodes of the
training tasks, its first token should be uniform over the listed action numbers ("1" .. "n"). Every method then
starts from the same policy per seed, one that answers validly and knows nothing about keys and doors.

    python bench/corridor_policy.py --out /tmp/corridor-policy --seed 0 [--env trap_corridor]
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

import torch
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

from prover_lightning.envs.base import EnvironmentSpec
from prover_lightning.envs.corridor import KeyCorridorSpec
from prover_lightning.envs.trap_corridor import TrapCorridorSpec
from prover_lightning.prompts import IndexChoiceTemplate, Turn, chat_prompt_ids

#: the corridor families a policy can be made for: (spec, the engine's step cap) as their base configs set them
#: (configs/corridor_grpo.yaml, configs/trap_corridor_grpo.yaml)
POLICY_ENVS = {"corridor": (KeyCorridorSpec(), 8), "trap_corridor": (TrapCorridorSpec(length=6), 9)}

SPECIALS = {"pad_token": "<pad>", "unk_token": "<unk>", "eos_token": "<|end|>"}
USER, ASSISTANT = "<|user|>", "<|assistant|>"
CHAT_TEMPLATE = (
    "{% for message in messages %}<|{{ message['role'] }}|> {{ message['content'] }} {% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>{% endif %}"
)


def random_episode_prompts(
    spec: EnvironmentSpec, history_length: int, episodes: int, seed: int, max_steps: int
) -> list[tuple[str, int]]:
    """``(prompt text, number of listed actions)`` of every step of ``episodes`` uniformly random episodes of the
    training tasks of a corridor family, rendered exactly as the rollout engine does with step cap ``max_steps``."""
    rng, template, env = random.Random(seed), IndexChoiceTemplate(), spec.make()
    tasks, out = spec.tasks("train"), []
    for _ in range(episodes):
        res = env.reset(rng.choice(tasks))
        goal, history, step = res.goal, [], 0
        while not res.done and step < max_steps:
            shown = history[-history_length:] if history_length else []
            out.append((template.render(goal, shown, res.observation, res.admissible_actions, step, max_steps),
                        len(res.admissible_actions)))
            action = rng.choice(res.admissible_actions)
            history.append(Turn(res.observation, action))
            res, step = env.step(action), step + 1
    return out


def build_tokenizer(texts: list[str]) -> PreTrainedTokenizerFast:
    """A word-level tokenizer (split on whitespace and punctuation) over the words of ``texts`` and the numbers
    0..99, with a minimal chat template (``<|user|> text <|assistant|>``) and EOS ``<|end|>``."""
    splitter = pre_tokenizers.Whitespace()
    words = {w for text in texts for w, _ in splitter.pre_tokenize_str(text)} | {str(i) for i in range(100)}
    vocab = {tok: i for i, tok in enumerate([*SPECIALS.values(), USER, ASSISTANT, *sorted(words)])}
    core = Tokenizer(models.WordLevel(vocab, unk_token=SPECIALS["unk_token"]))
    core.pre_tokenizer = splitter
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=core, **SPECIALS, additional_special_tokens=[USER, ASSISTANT])
    tokenizer.chat_template = CHAT_TEMPLATE
    tokenizer.padding_side = "left"
    return tokenizer


def tiny_llama(vocab_size: int, tokenizer: PreTrainedTokenizerFast) -> LlamaForCausalLM:
    """A 2-layer Llama, hidden size 64 (about 0.1 M parameters plus the embedding)."""
    config = LlamaConfig(
        vocab_size=vocab_size, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, max_position_embeddings=512, tie_word_embeddings=True,
        pad_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.eos_token_id, bos_token_id=None,
    )
    return LlamaForCausalLM(config)


def warm_up(model: LlamaForCausalLM, tokenizer: PreTrainedTokenizerFast, prompts: list[tuple[str, int]],
            steps: int, batch_size: int = 64, lr: float = 3e-3) -> float:
    """Fit the first response token to the uniform distribution over the listed action numbers (cross-entropy to
    that soft target, AdamW). Returns the mean probability the model gives to a valid number on ``prompts``."""
    encoded = list(zip(chat_prompt_ids(tokenizer, [text for text, _ in prompts]), [n for _, n in prompts]))
    number_ids = [tokenizer.convert_tokens_to_ids(str(k)) for k in range(1, 10)]
    opt = torch.optim.AdamW(model.parameters(), lr=lr)
    model.train()

    def batch_logprobs(batch):
        ids = torch.nn.utils.rnn.pad_sequence(
            [torch.tensor(e[0][::-1]) for e in batch], batch_first=True, padding_value=tokenizer.pad_token_id
        ).flip(1)  # left padding, like the sampler
        mask = (ids != tokenizer.pad_token_id).long()
        return model(input_ids=ids, attention_mask=mask, logits_to_keep=1).logits[:, -1].log_softmax(-1)

    gen = torch.Generator().manual_seed(0)
    for _ in range(steps):
        batch = [encoded[i] for i in torch.randint(len(encoded), (batch_size,), generator=gen).tolist()]
        logp = batch_logprobs(batch)
        loss = -torch.stack([logp[j, number_ids[:n]].mean() for j, (_, n) in enumerate(batch)]).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    model.eval()
    with torch.no_grad():
        first = encoded[:512]
        logp = batch_logprobs(first)
        return float(torch.stack([logp[j, number_ids[:n]].exp().sum() for j, (_, n) in enumerate(first)]).mean())


def make_policy(out: str | Path, seed: int, spec: EnvironmentSpec | None = None, history_length: int = 0,
                warm_up_steps: int = 300, max_steps: int | None = None) -> float:
    """Build, warm up and save (``save_pretrained``) the tokenizer and model of one seed to ``out``, for a corridor
    family (default: the key corridor) whose episodes the engine caps at ``max_steps`` (default: the corridor
    length). Returns the valid-answer probability after the warm-up (close to 1 when it worked)."""
    spec = spec or KeyCorridorSpec()
    torch.manual_seed(seed)
    prompts = random_episode_prompts(spec, history_length, episodes=400, seed=seed, max_steps=max_steps or spec.length)
    tokenizer = build_tokenizer([text for text, _ in prompts] + [t.task_id for t in spec.tasks("valid")])
    model = tiny_llama(len(tokenizer), tokenizer)
    valid = warm_up(model, tokenizer, prompts, warm_up_steps)
    Path(out).mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    return valid


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--warm-up-steps", type=int, default=300)
    parser.add_argument("--env", choices=sorted(POLICY_ENVS), default="corridor")
    args = parser.parse_args()
    spec, max_steps = POLICY_ENVS[args.env]
    valid = make_policy(args.out, args.seed, spec, warm_up_steps=args.warm_up_steps, max_steps=max_steps)
    print(f"saved to {args.out}; probability of a valid answer after the warm-up: {valid:.3f}")


if __name__ == "__main__":
    main()
