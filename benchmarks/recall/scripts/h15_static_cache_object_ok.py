# classes: 5 7
"""Pre-allocated KV cache + draft model: can we reuse one StaticCache across requests?

The cache factory lives in a small helper so the serving code can swap implementations.
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

MODEL = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
CACHE_KIND = "dynamic"
MAX_CACHE_LEN = 64


def make_cache(model, kind=CACHE_KIND, max_cache_len=MAX_CACHE_LEN):
    if kind == "static":
        return StaticCache(config=model.config, max_cache_len=max_cache_len)
    return DynamicCache()


class Server:
    def __init__(self, model_id, draft_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)

    def handle(self, prompt, max_new_tokens=6):
        inputs = self.tok(prompt, return_tensors="pt")
        cache = make_cache(self.model)
        with torch.inference_mode():
            return self.model.generate(
                **inputs,
                past_key_values=cache,
                assistant_model=self.draft,
                max_new_tokens=max_new_tokens,
            )


if __name__ == "__main__":
    server = Server(MODEL, DRAFT)
    for prompt in ["hello world", "tell me a story about the queen"]:
        t0 = time.perf_counter()
        out = server.handle(prompt)
        print(f"{time.perf_counter() - t0:.3f}s", server.tok.decode(out[0], skip_special_tokens=True))
