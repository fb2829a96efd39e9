# classes: 7 3
"""Typed settings (typing.TypedDict) for a chat helper; the stop strings are set in the
settings but the helper never hands generate the tokenizer."""

from typing import List, TypedDict

from transformers import AutoModelForCausalLM, AutoTokenizer


class GenSettings(TypedDict, total=False):
    max_new_tokens: int
    stop_strings: List[str]
    do_sample: bool


DEFAULT_SETTINGS: GenSettings = {"max_new_tokens": 12, "do_sample": False}


def chat_settings(stop: List[str]) -> GenSettings:
    s: GenSettings = dict(DEFAULT_SETTINGS)  # type: ignore[assignment]
    s["stop_strings"] = stop
    return s


tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
msgs = [{"role": "user", "content": "tell me a story"}]
text = tok.apply_chat_template(msgs, add_generation_prompt=True, tokenize=False)
ids = tok(text, return_tensors="pt").input_ids
out = model.generate(ids, **chat_settings(["\n\n", "User:"]))
print(tok.decode(out[0][ids.shape[-1] :]))
