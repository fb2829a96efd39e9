# classes: 1 7
"""Speculative decoding helper with a fallback: requests that ask for several samples go
to the plain sampler, everything else to the draft-assisted path.
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "microsoft/phi-4"
DRAFT = "microsoft/phi-4"  # self-drafting placeholder until the small model lands


class Generator:
    def __init__(self, target_id, draft_id):
        self.tok = AutoTokenizer.from_pretrained(target_id)
        self.model = AutoModelForCausalLM.from_pretrained(target_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)

    def _plain(self, enc, **kw):
        return self.model.generate(**enc, **kw)

    def _assisted(self, enc, **kw):
        return self.model.generate(**enc, assistant_model=self.draft, **kw)

    @torch.inference_mode()
    def generate(self, prompt, n=1, temperature=0.0, max_new_tokens=5):
        enc = self.tok(prompt, return_tensors="pt")
        kw = {"max_new_tokens": max_new_tokens}
        if temperature > 0:
            kw.update(do_sample=True, temperature=temperature)
        if n > 1:
            kw["num_return_sequences"] = n
            return self._plain(enc, **kw)
        return self._assisted(enc, **kw)


if __name__ == "__main__":
    gen = Generator(TARGET, DRAFT)
    for req in [dict(prompt="hello world"), dict(prompt="tell me a story", n=3, temperature=0.8)]:
        t0 = time.perf_counter()
        out = gen.generate(**req)
        print(req, out.shape, f"{time.perf_counter() - t0:.3f}s")
