# classes: 5 7
"""Pre-allocated static cache reused across calls, with a draft model for speed."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"


class Runner:
    def __init__(self, main_id, draft_id, cache_len=128):
        self.tok = AutoTokenizer.from_pretrained(main_id)
        self.model = AutoModelForCausalLM.from_pretrained(main_id, torch_dtype=torch.float32).eval().to(DEVICE)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id).to(DEVICE).eval()
        self.cache = StaticCache(config=self.model.config, max_cache_len=cache_len)

    def reset(self):
        self.cache.reset()

    def step(self, prompt):
        enc = self.tok(prompt, return_tensors="pt").to(DEVICE)
        with torch.inference_mode():
            out = self.model.generate(
                **enc,
                past_key_values=self.cache,
                assistant_model=self.draft,
                max_new_tokens=5,
            )
            self.reset()
        return self.tok.decode(out[0])


if __name__ == "__main__":
    r = Runner("meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-3.2-1B-Instruct")
    print(r.step("Translate to German: good morning"))
