# classes: 5
"""A small completion service; the StaticCache lives on the service object and is reused per request."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache


class CompletionService:
    def __init__(self, checkpoint="HuggingFaceTB/SmolLM2-135M"):
        self.tokenizer = AutoTokenizer.from_pretrained(checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(checkpoint)
        self.cache = StaticCache(config=self.model.config, max_cache_len=48)

    def complete(self, prompt, n=4):
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, past_key_values=self.cache, max_new_tokens=n, do_sample=False)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


service = CompletionService()
print(service.complete("def fibonacci(n):"))
print(service.complete("import os"))
