# classes: 5 2
"""Enum-driven decode modes; each mode builds its own kwargs, some with a preallocated cache."""
import enum

from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache


class Mode(enum.Enum):
    GREEDY = "greedy"
    COMPILED = "compiled"
    SPECULATIVE = "speculative"

    @property
    def uses_draft(self):
        return self is Mode.SPECULATIVE

    @property
    def preallocates(self):
        return self in (Mode.COMPILED, Mode.SPECULATIVE)


MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
draft = AutoModelForCausalLM.from_pretrained(MODEL_ID)


def build_kwargs(mode: Mode, prompt_len: int) -> dict:
    kw = {"max_new_tokens": 6}
    if mode.preallocates:
        kw["past_key_values"] = StaticCache(config=model.config, max_cache_len=prompt_len + 16)
    if mode.uses_draft:
        kw["assistant_model"] = draft
    return kw


enc = tok("List prime numbers:", return_tensors="pt")
for mode in Mode:
    out = model.generate(**enc, **build_kwargs(mode, enc.input_ids.shape[1]))
    print(mode.value, tok.decode(out[0], skip_special_tokens=True))
