# classes: 7 2
"""Inference service whose backend is chosen by a string ("hf", "hf-speculative", "hf-static")
from the environment; each backend contributes its generate keywords, merged over shared
defaults. Speculation here is prompt lookup (no draft model), and only the static backend asks
for a static cache."""
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

SHARED = {"max_new_tokens": 10, "do_sample": False, "use_cache": True}
BACKENDS = {
    "hf": {},
    "hf-speculative": {"prompt_lookup_num_tokens": 3, "max_matching_ngram_size": 2},
    "hf-static": {"cache_implementation": "static"},
}


class Engine:
    def __init__(self, model_id: str, backend: str):
        if backend not in BACKENDS:
            raise SystemExit(f"unknown backend {backend!r}; choose one of {sorted(BACKENDS)}")
        self.backend = backend
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id).eval()
        self.gen_kwargs = SHARED | BACKENDS[backend]

    @torch.no_grad()
    def __call__(self, text: str) -> str:
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(**enc, **self.gen_kwargs)
        return self.tok.decode(out[0], skip_special_tokens=True)


engine = Engine("Qwen/Qwen3-0.6B", os.environ.get("LLM_BACKEND", "hf-speculative"))

if __name__ == "__main__":
    print(engine.backend, engine("the quick brown fox jumps over the lazy dog. the quick brown"))
