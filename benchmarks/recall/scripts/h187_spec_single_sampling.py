# classes: 7 2
"""Sampling service that returns one candidate per call; the draft model makes it faster."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer


class Sampler:
    def __init__(self, target="Qwen/Qwen2.5-1.5B-Instruct", draft="Qwen/Qwen2.5-0.5B-Instruct", n=1):
        self.tok = AutoTokenizer.from_pretrained(target)
        self.model = AutoModelForCausalLM.from_pretrained(target)
        self.draft = AutoModelForCausalLM.from_pretrained(draft)
        self.n = n

    def __call__(self, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        t0 = time.perf_counter()
        out = self.model.generate(
            **enc, assistant_model=self.draft, do_sample=True, num_return_sequences=self.n, max_new_tokens=5
        )
        print(f"{(time.perf_counter() - t0) * 1000:.0f} ms")
        return self.tok.batch_decode(out, skip_special_tokens=True)


print(Sampler()("Suggest a name for a bakery:"))
