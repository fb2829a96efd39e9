# classes: 3 7
"""Twelve-factor settings object: every knob has an environment variable and a default."""
import os
from functools import lru_cache

from transformers import AutoModelForCausalLM, AutoTokenizer


class Settings:
    def __init__(self, env=os.environ):
        self.model_id = env.get("LLM_MODEL", "microsoft/Phi-3.5-mini-instruct")
        self.draft_id = env.get("LLM_DRAFT_MODEL", "microsoft/Phi-3-mini-4k-instruct")
        self.cache_impl = env.get("LLM_CACHE_IMPL", "static")
        self.max_new_tokens = int(env.get("LLM_MAX_NEW_TOKENS", "6"))

    @property
    def speculative(self):
        return bool(self.draft_id)


@lru_cache()
def get_settings():
    return Settings()


@lru_cache()
def get_model_bundle():
    s = get_settings()
    tok = AutoTokenizer.from_pretrained(s.model_id)
    model = AutoModelForCausalLM.from_pretrained(s.model_id)
    draft = AutoModelForCausalLM.from_pretrained(s.draft_id) if s.speculative else None
    return tok, model, draft


def generate_text(prompt: str) -> str:
    s = get_settings()
    tok, model, draft = get_model_bundle()
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        max_new_tokens=s.max_new_tokens,
        cache_implementation=s.cache_impl,
        assistant_model=draft,
    )
    return tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    print(generate_text("<|user|>What is 7 times 6?<|end|><|assistant|>"))
