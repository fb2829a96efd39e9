# classes: 3 5
"""Settings read from the environment with defaults, via a classmethod constructor."""
import os
from dataclasses import dataclass
from typing import Optional

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class ServeConfig:
    model_id: str
    draft_id: Optional[str]
    cache_impl: Optional[str]
    max_new_tokens: int

    @classmethod
    def from_env(cls, prefix="SERVE_"):
        env = os.environ
        return cls(
            model_id=env.get(prefix + "MODEL", "meta-llama/Llama-3.2-1B-Instruct"),
            draft_id=env.get(prefix + "DRAFT", "meta-llama/Llama-3.2-1B-Instruct") or None,
            cache_impl=env.get(prefix + "CACHE", "static") or None,
            max_new_tokens=int(env.get(prefix + "MAX_NEW_TOKENS", "8")),
        )


class Server:
    def __init__(self, cfg: ServeConfig):
        self.cfg = cfg
        self.tok = AutoTokenizer.from_pretrained(cfg.model_id)
        self.model = AutoModelForCausalLM.from_pretrained(cfg.model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(cfg.draft_id) if cfg.draft_id else None

    def handle(self, text):
        enc = self.tok(text, return_tensors="pt")
        kw = dict(max_new_tokens=self.cfg.max_new_tokens)
        if self.cfg.cache_impl:
            kw["cache_implementation"] = self.cfg.cache_impl
        if self.draft is not None:
            kw["assistant_model"] = self.draft
        return self.tok.decode(self.model.generate(**enc, **kw)[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(Server(ServeConfig.from_env()).handle("What is speculative decoding?"))
