# classes: 5 1
"""Serving class: allocates its KV cache once in __init__ and drafts with a small model."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache


class Generator:
    def __init__(self, main_id, draft_id, max_len=128):
        self.tokenizer = AutoTokenizer.from_pretrained(main_id)
        self.model = AutoModelForCausalLM.from_pretrained(main_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)
        self.cache = StaticCache(config=self.model.config, max_cache_len=max_len)

    def __call__(self, prompt):
        enc = self.tokenizer(prompt, return_tensors="pt")
        self.cache.reset()
        out = self.model.generate(**enc, past_key_values=self.cache, assistant_model=self.draft, max_new_tokens=3)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


gen = Generator("HuggingFaceTB/SmolLM2-360M-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct")
print(gen("Name a colour:"))
