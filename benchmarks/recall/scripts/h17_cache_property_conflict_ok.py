# classes: 5 7
"""A session object owning its cache as a property, plus a cache_implementation from its config."""
from dataclasses import dataclass
from typing import Optional

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


@dataclass
class SessionConfig:
    model_id: str = "meta-llama/Llama-3.2-1B-Instruct"
    cache_implementation: Optional[str] = None
    max_new_tokens: int = 6


class ChatSession:
    def __init__(self, cfg: SessionConfig):
        self.cfg = cfg
        self.tok = AutoTokenizer.from_pretrained(cfg.model_id)
        self.model = AutoModelForCausalLM.from_pretrained(cfg.model_id)
        self._cache = None

    @property
    def cache(self):
        if self._cache is None:
            self._cache = DynamicCache()
        return self._cache

    def reply(self, text):
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(
            **enc,
            past_key_values=self.cache,
            cache_implementation=self.cfg.cache_implementation,
            max_new_tokens=self.cfg.max_new_tokens,
        )
        return self.tok.decode(out[0, enc.input_ids.shape[1]:])


if __name__ == "__main__":
    print(ChatSession(SessionConfig()).reply("Hello there"))
